"""Reading, playing and checking a scenario (the format is in ``docs/scenarios.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError
from grimorio.deck import Deck
from grimorio.dsl.games import Variant
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS, SEAT_NAMES, Game
from grimorio.inferno.turn import STEPS as INFERNO_STEPS
from grimorio.mtg.variants.archenemy import ArchenemyState
from grimorio.mtg.variants.commander import CommanderState
from grimorio.rules.state.state import STEPS, MtgState
from grimorio.scenario.aliases import Aliases
from grimorio.scenario.board import build
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.expect import Diff, differences
from grimorio.scenario.inline_cards import declare_all
from grimorio.scenario.play import ChecksFailed, play
from grimorio.scenario.reading import parse_yaml, read_text

TOP = {"name", "rule", "rules", "description", "source", "cards", "setup", "actions", "expect"}
SETUP = {
    "turn",
    "active",
    "priority",
    "step",
    "players",
    "seed",
    "auto_mana",
    "auto_pass",
    "start",
    "juego",
    "variant",
    "range_of_influence",  # CR 801, 806.2a: every player's range, in seats
    "attack",  # CR 803, 806.2b: "left", "right" or "multiple"
}
GAMES = ("magic", "inferno")  # setup.juego: the game the scenario is of (issue 22)
PLAYER = {"life", "library", "hand", "battlefield", "graveyard", "exile"}
# setup.variant (CR 903, 904.12): a player's commander, the cards they own in the command
# zone (face up: commanders, face-up schemes), their scheme deck (face down, top first)
VARIANT_FIELDS = {"commander", "command", "schemes"}
_STATES: dict[Variant, type[MtgState]] = {
    Variant.PLAIN: MtgState,
    Variant.COMMANDER: CommanderState,
    Variant.ARCHENEMY: ArchenemyState,
}
DEFAULT_NAMES = SEAT_NAMES[:MIN_PLAYERS]  # Norte and Sur: seats 0 and 1 whenever named
MAX_LIFE = 10**9  # life totals in a setup
MAX_TURN = 10**6


@dataclass(frozen=True)
class Outcome:
    """How a scenario went: ``passed``, or every difference (joined by "; ") or the error as
    ``message`` (in English; the differences also in Spanish, an error kept as ``error``,
    to be shown in either language)."""

    name: str
    passed: bool
    message: str = ""
    game: Game | None = None
    error: ScenarioError | None = None
    message_es: str = ""  # the differences in Spanish

    def text(self, lang: str = "es") -> str:
        """``message`` in ``lang``: the differences, or the error."""
        if self.error is None:
            return self.message_es if lang == "es" and self.message_es else self.message
        return f"error: {self.error.message(lang)}"


def _failed(name: str, exc: ScenarioError) -> Outcome:
    return Outcome(name, False, f"error: {exc.message('en')}", error=exc)


def _int(value: Any, what: str, low: int = -(2**63), high: int = 2**64 - 1) -> int:
    """A whole number of the setup (a seed, a turn, a life total), or ScenarioError."""
    if type(value) is not int or not low <= value <= high:
        raise ScenarioError(
            f"setup: {what} es un número entero entre {low} y {high}, no {shown(value)}",
            f"setup: {what} must be a whole number from {low} to {high}, not {shown(value)}",
        )
    return value


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read and check the shape of a scenario file; ScenarioError names what is wrong."""
    return check_shape(parse_yaml(read_text(path), str(path)), str(path))


def check_shape(data: Any, where: str = "scenario") -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ScenarioError(
            f"{where}: un escenario es un mapa con setup, actions y expect",
            f"{where}: a scenario is a mapping with setup, actions and expect",
        )
    unknown = _names(set(data) - TOP)
    if unknown:
        raise ScenarioError(
            f"{where}: secciones desconocidas {unknown}; usa {sorted(TOP)}",
            f"{where}: unknown sections {unknown}; use {sorted(TOP)}",
        )
    if not isinstance(data.get("setup"), dict):
        raise ScenarioError(f"{where}: falta 'setup'", f"{where}: 'setup' is required")
    if not isinstance(data.get("expect"), dict):
        raise ScenarioError(f"{where}: falta 'expect'", f"{where}: 'expect' is required")
    bad = _names(set(data["setup"]) - SETUP)
    if bad:
        raise ScenarioError(
            f"{where}: campos de setup desconocidos {bad}; usa {sorted(SETUP)}",
            f"{where}: unknown setup fields {bad}; use {sorted(SETUP)}",
        )
    if not isinstance(data.get("actions", []), list):
        raise ScenarioError(f"{where}: 'actions' es una lista", f"{where}: 'actions' is a list")
    return data


def _names(keys: set[Any]) -> list[str]:
    """Unknown keys, sorted and quoted whatever their type (a key may be a number)."""
    return sorted(repr(k)[1:-1] if isinstance(k, str) else shown(k) for k in keys)


def _players(setup: dict[str, Any]) -> tuple[tuple[str, ...], list[dict[str, Any]]]:
    """The players' names in turn order and each one's board (CR 800.1: two, or up to
    six). Players are named by their names — the keys, in turn order as written (unless the
    keys are only Norte, Sur or both: the two default seats) — or by their seats (0, 1,
    2…), whose names are then the default ones (:data:`grimorio.game.SEAT_NAMES`), the
    highest seat named saying how many play."""
    raw = setup.get("players", {})
    if not isinstance(raw, dict):
        raise ScenarioError(
            "setup.players asocia el nombre (o el asiento: 0, 1…) de cada jugador con sus zonas",
            "setup.players maps each player's name (or seat: 0, 1…) to their zones",
        )
    keys = list(raw)
    if keys and all(isinstance(k, str) for k in keys) and not set(keys) <= set(DEFAULT_NAMES):
        if not MIN_PLAYERS <= len(keys) <= MAX_PLAYERS:
            raise ScenarioError(
                f"un escenario tiene de {MIN_PLAYERS} a {MAX_PLAYERS} jugadores, "
                f"no {len(keys)}: {_names(set(keys))}",
                f"a scenario has from {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                f"not {len(keys)}: {_names(set(keys))}",
            )
        names: tuple[str, ...] = tuple(keys)
    else:
        seats = [k for k in keys if type(k) is int and 0 <= k < MAX_PLAYERS]
        names = SEAT_NAMES[: max([MIN_PLAYERS - 1, *seats]) + 1]
    boards: list[dict[str, Any]] = [{} for _ in names]
    for key, zones in raw.items():
        index = key if type(key) is int else names.index(key) if key in names else -1
        if not 0 <= index < len(names):
            raise ScenarioError(
                f"jugador desconocido {shown(key)}; usa {list(names)} o sus asientos "
                f"(de 0 a {MAX_PLAYERS - 1})",
                f"unknown player {shown(key)}; use {list(names)} or their seats "
                f"(0 to {MAX_PLAYERS - 1})",
            )
        zones = zones or {}
        if not isinstance(zones, dict) or set(zones) - PLAYER - VARIANT_FIELDS:
            fields = sorted(PLAYER | VARIANT_FIELDS)
            raise ScenarioError(
                f"jugador {shown(key)}: usa los campos {fields}",
                f"player {shown(key)}: use the fields {fields}",
            )
        boards[index] = zones
    return names, boards


def _seat_of(setup: dict[str, Any], field: str, names: tuple[str, ...], default: int) -> int:
    """The seat a setup field (``active``, ``priority``) names: a player's name or seat."""
    who = setup.get(field, default)
    seat = names.index(who) if isinstance(who, str) and who in names else who
    if type(seat) is not int or not 0 <= seat < len(names):
        raise ScenarioError(
            f"setup.{field} es uno de {list(names)} (o de 0 a {len(names) - 1}), no {shown(who)}",
            f"setup.{field} must be one of {list(names)} (or 0 to {len(names) - 1}), "
            f"not {shown(who)}",
        )
    return seat


def setup_game(data: dict[str, Any], aliases: Aliases | None = None) -> Game:
    """The game a scenario's ``cards`` and ``setup`` describe; ``aliases`` receives the
    objects named with ``como``. The setup's players, seats and step are checked before any
    card of the scenario is registered."""
    cards = data.get("cards", []) or []
    if not isinstance(cards, list):
        raise ScenarioError("'cards' es una lista de cartas", "'cards' is a list of cards")
    setup = data["setup"]
    names, boards = _players(setup)
    kind = setup.get("juego", "magic")
    if kind not in GAMES:
        raise ScenarioError(
            f"setup.juego es uno de {list(GAMES)}, no {shown(kind)}",
            f"setup.juego is one of {list(GAMES)}, not {shown(kind)}",
        )
    variant = _variant(setup, boards, kind)
    if setup.get("start"):  # a whole game from its start (CR 103): each library is a deck
        decks: list[Any] = [board.get("library") or [] for board in boards]
        if variant is not Variant.PLAIN:  # CR 903.3, 904.3: the deck's commander or schemes
            decks = [_variant_deck(board) for board in boards]
        extra = set().union(*boards) - {"library", "commander", "schemes"}
        if "priority" in setup:  # CR 103: the game decides who starts, and has priority
            extra.add("setup.priority")
        if extra:
            raise ScenarioError(
                f"una partida desde su inicio solo lleva bibliotecas, no {_names(extra)}",
                f"a game from its start takes only libraries, not {_names(extra)}",
            )
        declare_all(cards)  # every card checked before any is registered
        try:
            return Game.new(
                decks=decks,
                seed=_int(setup.get("seed", 0), "seed"),
                players=names,
                auto_pass=bool(setup.get("auto_pass", False)),
                test_cards=True,  # whatever test-only cards this run has registered
                game=kind,
                variant=variant.value,
                range_of_influence=setup.get("range_of_influence"),
                attack=setup.get("attack", "multiple"),
            )
        except GrimorioError as exc:
            if isinstance(exc, ScenarioError):
                raise
            raise ScenarioError(f"setup: {exc.es}", f"setup: {exc.en}") from exc
    active = _seat_of(setup, "active", names, 0)
    priority = _seat_of(setup, "priority", names, active)  # CR 117.3d
    steps = INFERNO_STEPS if kind == "inferno" else STEPS
    step = setup.get("step", steps[3])  # the (first) main phase
    if not isinstance(step, str) or step not in steps:
        raise ScenarioError(
            f"paso desconocido {shown(step)}; uno de {', '.join(steps)}",
            f"unknown step {shown(step)}; one of {', '.join(steps)}",
        )

    def zone(name: str) -> tuple[list[Any], ...]:
        lists = tuple(board.get(name) or [] for board in boards)
        if not all(isinstance(x, list) for x in lists):
            raise ScenarioError(f"{name} es una lista de cartas", f"{name} must be a list of cards")
        return lists

    zones = {name: zone(name) for name in ("hand", "battlefield", "library", "graveyard", "exile")}
    starting = _STATES[variant].variant.starting_life  # CR 103.4, 903.7, 904.5
    life = tuple(_int(b.get("life", starting), "life", -MAX_LIFE, MAX_LIFE) for b in boards)
    command, schemes = zone("command"), zone("schemes")
    commanders = tuple(b.get("commander") for b in boards)
    turn = _int(setup.get("turn", 2), "turn", 1, MAX_TURN)
    seed = _int(setup.get("seed", 0), "seed")
    declare_all(cards)  # every card checked before any is registered
    try:
        return build(
            hands=zones["hand"],
            battlefields=zones["battlefield"],
            libraries=zones["library"],
            graveyards=zones["graveyard"],
            exiles=zones["exile"],
            life=life,
            active=active,
            priority=priority,
            step=step,
            turn=turn,
            seed=seed,
            players=names,
            auto_pass=bool(setup.get("auto_pass", False)),
            aliases=aliases,
            game=kind,
            variant=variant.value,
            commanders=commanders if variant is Variant.COMMANDER else (),
            command=command,
            schemes=tuple(list(reversed(s)) for s in schemes),  # listed top first
            range_of_influence=setup.get("range_of_influence"),
            attack=setup.get("attack", "multiple"),
        )
    except GrimorioError as exc:
        if isinstance(exc, ScenarioError) and exc.es.startswith("setup"):
            raise
        raise ScenarioError(f"setup: {exc.es}", f"setup: {exc.en}") from exc
    except (KeyError, ValueError, TypeError, OverflowError) as exc:
        detail = str(exc)[:300]
        raise ScenarioError(f"setup: valor no válido ({detail})", f"setup: {detail}") from exc


def _variant(setup: dict[str, Any], boards: list[dict[str, Any]], kind: Any) -> Variant:
    """``setup.variant`` (CR 903, 904.12: "plain", "commander" or "archenemy") — and a
    player's ``commander`` only in Commander, ``schemes`` only in Archenemy."""
    value = setup.get("variant", Variant.PLAIN.value)
    if value not in tuple(v.value for v in Variant) or (kind == "inferno" and value != "plain"):
        raise ScenarioError(
            f"setup.variant es uno de {[v.value for v in Variant]} (Inferno no tiene "
            f"variantes), no {shown(value)}",
            f"setup.variant is one of {[v.value for v in Variant]} (Inferno has no "
            f"variants), not {shown(value)}",
        )
    variant = Variant(value)
    for field, needs in (("commander", Variant.COMMANDER), ("schemes", Variant.ARCHENEMY)):
        if variant is not needs and any(field in b for b in boards):
            raise ScenarioError(
                f"'{field}' de un jugador solo en setup.variant: {needs.value}",
                f"a player's '{field}' only with setup.variant: {needs.value}",
            )
    for b in boards:
        if "commander" in b and not isinstance(b["commander"], str):
            raise ScenarioError(
                f"commander es el nombre de una carta, no {shown(b['commander'])}",
                f"commander is a card's name, not {shown(b['commander'])}",
            )
    return variant


def _variant_deck(board: dict[str, Any]) -> Deck:
    """A whole game's deck (CR 103) with its commander (903.3) or scheme deck (904.3)."""
    library, schemes = board.get("library") or [], board.get("schemes") or []
    if not isinstance(library, list) or not isinstance(schemes, list):
        raise ScenarioError(
            "library y schemes son listas de cartas", "library and schemes are lists of cards"
        )
    commander = [board["commander"]] if "commander" in board else []
    try:
        return Deck.from_names(library, allow_test=True, commander=commander, schemes=schemes)
    except GrimorioError as exc:
        raise ScenarioError(f"setup: {exc.es}", f"setup: {exc.en}") from exc


def run_scenario(data: Any, name: str = "scenario") -> Outcome:
    """Set up, play and check one scenario (already read from YAML)."""
    try:
        data = check_shape(data, name)
        title = str(data.get("name", name))
        aliases: Aliases = {}
        game = setup_game(data, aliases)
        play(game, data.get("actions") or [], bool(data["setup"].get("auto_mana", True)), aliases)
        found = differences(game, data["expect"], aliases)
    except ChecksFailed as failed:
        return _differs(title, failed.diffs, failed.game, failed.where)
    except ScenarioError as exc:
        return _failed(name, exc)
    if found:
        return _differs(title, found, game)
    return Outcome(title, True, "", game)


def _differs(title: str, diffs: list[Diff], game: Game, where: Diff | None = None) -> Outcome:
    """A failed run: every difference, in English (``message``) and Spanish."""
    en = "; ".join(d.en for d in diffs)
    es = "; ".join(d.es for d in diffs)
    if where is not None:
        en, es = f"{where.en}: {en}", f"{where.es}: {es}"
    return Outcome(title, False, en, game, message_es=es)


def run_file(path: str | Path) -> Outcome:
    try:
        data = load_scenario(path)
    except ScenarioError as exc:
        return _failed(str(path), exc)
    return run_scenario(data, str(path))
