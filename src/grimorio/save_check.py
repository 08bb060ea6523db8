"""What a loaded game state must be before it is played on (issue 17: a saved game is checked).

:func:`check_state` reads a decoded state and raises :class:`~grimorio.save_formats.SaveError`
at the FIRST problem, with the path of the field and what is wrong with it. It checks the
types and ranges of every field of the state's own records, and the invariants the rules keep:

* the players are two seats, each with an integer life total — negative is a life total the
  rules allow (CR 119.4, 704.5a), a non-integer is not — and sane counts (poison 122.1f,
  mana pool 106.4);
* every object is in exactly one zone and every zone's id is an object (CR 400.1); zone keys
  are those of CR 400.1–400.2 with their players in range; a card in a library, hand or
  graveyard is its owner's (400.3); card keys are known cards (test-only cards only in a
  game made with them);
* every seat named anywhere (an owner, a controller, the active player, priority, a decision,
  a trigger's controller, the winner) is a player of the game;
* a game that isn't over waits for a decision on top of its step queue, and one that is over
  waits for none (CR 104); the decision's options are well formed; the result agrees with who
  lost (CR 104.2a, 104.3, 104.4a);
* the random generator's state is a 64-bit integer; the answers are strings; the log's causes
  point back.

Whether the state is what its answers give is the other half of the check: ``Game.from_json``
replays them (DESIGN principle 3) and compares (``save_formats.first_difference``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, NoReturn

from grimorio.cards import registry
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.core.log import LogEntry
from grimorio.core.rng import Rng
from grimorio.core.serial import DecodeError, decode
from grimorio.core.state import Step
from grimorio.dsl.games import GameKind
from grimorio.dsl.zones import OWNED, SHARED, zkey
from grimorio.inferno.turn import STEPS as INFERNO_STEPS
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.multiplayer_options import AttackDirection, checked_options, set_options
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import (
    MANA_ORDER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STEPS,
    Combat,
    ContinuousEffect,
    DelayedTrigger,
    EndReason,
    LastKnown,
    MtgPlayer,
    MtgState,
    PendingTrigger,
    PlayGrant,
    ReplacementEffect,
    Result,
)
from grimorio.save_formats import MAX_SAVE_CHARS, READABLE, SaveError

Path = list[str | int]

BIG = 10**9  # far beyond any count a game reaches (life, counters, turns, ids)
KINDS = frozenset(str(k) for k in DecisionKind)
MAX_DECK = 10_000  # a deck has at least 40 or 60 cards (CR 100.2a) and no upper limit but this


def _fail(path: Path, es: str, en: str) -> NoReturn:
    raise SaveError(path, es, en)


def _shown(value: object) -> str:
    if value is None:
        return "null"
    return f"{type(value).__name__} {value!r:.40}"


def _int(value: object, path: Path, lo: int = 0, hi: int = BIG) -> int:
    """An integer (not a bool) in ``[lo, hi]``."""
    if type(value) is not int:
        _fail(
            path,
            f"se esperaba un entero, no {_shown(value)}",
            f"expected an integer, not {_shown(value)}",
        )
    if not lo <= value <= hi:
        _fail(path, f"{value} fuera de [{lo}, {hi}]", f"{value} is out of range [{lo}, {hi}]")
    return value


def _seat(value: object, path: Path, players: int) -> int:
    """A player of a game of ``players`` players (CR 102.1): a seat from 0."""
    if type(value) is not int or not 0 <= value < players:
        _fail(path, f"no hay jugador {value!r:.40}", f"there is no player {value!r:.40}")
    return value


def _bool(value: object, path: Path) -> None:
    if type(value) is not bool:
        _fail(
            path,
            f"se esperaba true o false, no {_shown(value)}",
            f"expected true or false, not {_shown(value)}",
        )


def _str(value: object, path: Path) -> str:
    if not isinstance(value, str):  # a string enum's member (Zone) is its string
        _fail(
            path,
            f"se esperaba un texto, no {_shown(value)}",
            f"expected a string, not {_shown(value)}",
        )
    return value


def _is(value: object, kind: type | tuple[type, ...], path: Path) -> None:
    if not isinstance(value, kind):
        names = " o ".join(k.__name__ for k in kind) if isinstance(kind, tuple) else kind.__name__
        _fail(
            path,
            f"se esperaba {names}, no {_shown(value)}",
            f"expected {names}, not {_shown(value)}",
        )


def _seq(value: object, kind: type, path: Path) -> Sequence[Any]:
    """A list or a tuple, as the state keeps it."""
    _is(value, kind, path)
    assert isinstance(value, list | tuple)
    return value


def _ints(value: object, path: Path, lo: int = -BIG, hi: int = BIG) -> None:
    for i, v in enumerate(_seq(value, tuple, path)):
        _int(v, [*path, i], lo, hi)


def _strs(value: object, kind: type, path: Path) -> None:
    for i, v in enumerate(_seq(value, kind, path)):
        _str(v, [*path, i])


def _dict(value: object, key: type, path: Path) -> dict[Any, Any]:
    _is(value, dict, path)
    assert isinstance(value, dict)
    for k in value:
        if type(k) is not key:
            _fail([*path, str(k)], "clave de un tipo que no sirve", "a key of the wrong type")
    return value


CLIENT_FIELDS = 8  # a client's own settings kept beside the game (``grimorio play``)


def _check_client(client: object) -> None:
    """``client``: the settings of the program that saved the game (the terminal keeps the
    opponent's kind and thinking time), which the rules never read — a few short names
    with short text, number or true/false values."""
    fine = (
        type(client) is dict
        and len(client) <= CLIENT_FIELDS
        and all(type(k) is str and len(k) <= 40 for k in client)
        and all(
            type(v) in (bool, int, float) or (type(v) is str and len(v) <= 200)
            for v in client.values()
        )
    )
    if not fine:
        _fail(
            ["client"],
            f"como mucho {CLIENT_FIELDS} ajustes cortos (nombre: texto, número o sí/no)",
            f"at most {CLIENT_FIELDS} short settings (name: text, number or true/false)",
        )


def load_state(data: object) -> MtgState:
    """The state a saved document holds, checked (:func:`check_state`); the document is a
    JSON text or its parsed dictionary, ``{"format": …, "state": …}``, in a format this
    version reads (:data:`~grimorio.save_formats.READABLE`) and within its limits."""
    if isinstance(data, str):
        if len(data) > MAX_SAVE_CHARS:
            _fail(
                [],
                f"una partida guardada tiene como mucho {MAX_SAVE_CHARS} caracteres",
                f"a saved game is at most {MAX_SAVE_CHARS} characters",
            )
        try:
            raw = json.loads(data)
        except RecursionError:
            _fail([], "JSON anidado demasiado", "malformed game data: nested too deeply")
        except ValueError as exc:  # not JSON, or a number of too many digits
            _fail(
                [],
                f"no es JSON: {str(exc)[:120]}",
                f"malformed game data, not JSON: {str(exc)[:120]}",
            )
    else:
        raw = data
    if type(raw) is not dict:
        _fail(
            [],
            f"se esperaba un objeto JSON, no {_shown(raw)}",
            f"expected a JSON object, not {_shown(raw)}",
        )
    fmt = raw.get("format")
    if type(fmt) is not str or fmt not in READABLE:
        readable = ", ".join(READABLE)
        _fail(
            ["format"],
            f"no es una partida guardada que esta versión lea ({readable}): {fmt!r:.40}",
            f"not a saved game this version reads ({readable}): {fmt!r:.40}",
        )
    for key in raw:
        if key not in ("format", "state", "client", "options"):
            _fail([key], "campo desconocido", "unknown field")
    if "client" in raw:
        _check_client(raw["client"])
    if "state" not in raw:
        _fail(["state"], "falta el estado de la partida", "the game's state is missing")
    try:
        state = decode(raw["state"], READABLE[fmt])
    except RecursionError:
        _fail(["state"], "anidado demasiado", "malformed game data: nested too deeply")
    except DecodeError as exc:
        _fail(["state", *exc.path], exc.es, exc.en)
    check_state(state)
    assert isinstance(state, MtgState)
    if "options" in raw:
        _load_options(state, raw["options"])
    return state


def _load_options(state: MtgState, saved: object) -> None:
    """CR 806.2: a multiplayer game's options, saved beside its state (``Game.to_json``):
    a dictionary of those that are not the defaults."""
    path: Path = ["options"]
    if type(saved) is not dict or not saved or any(k not in OPTION_NAMES for k in saved):
        _fail(
            path,
            f"las opciones son un diccionario con {', '.join(OPTION_NAMES)}",
            f"the options are a dictionary of {', '.join(OPTION_NAMES)}",
        )
    if not state.multiplayer:
        _fail(path, "una partida de dos no tiene opciones", "a game of two has no options")
    try:
        chosen = checked_options(
            saved.get("range_of_influence"), saved.get("attack", AttackDirection.MULTIPLE)
        )
    except IllegalAction as exc:
        _fail(path, exc.es, exc.en)
    set_options(state, chosen)


OPTION_NAMES = ("range_of_influence", "attack")


def check_state(state: object) -> None:
    """Raise :class:`SaveError` at the first problem of ``state`` (see the module)."""
    root: Path = ["state"]
    _is(state, MtgState, root)
    assert isinstance(state, MtgState)
    _check_players(state)
    _check_turn(state)
    allowed = _check_decks(state)
    _check_objects(state, allowed)
    _check_zones(state)
    _check_waiting(state)
    _check_result(state)
    _check_records(state)
    _check_log(state)


def _check_players(state: MtgState) -> None:
    players = _seq(state.players, list, ["state", "players"])
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        _fail(
            ["state", "players"],
            f"una partida tiene de {MIN_PLAYERS} a {MAX_PLAYERS} jugadores, no {len(players)}",
            f"a game has from {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}",
        )
    for i, p in enumerate(players):
        path: Path = ["state", "players", i]
        _is(p, MtgPlayer, path)
        if p.index != i:
            _fail(
                [*path, "index"],
                f"el jugador {i} dice ser el {p.index!r:.20}",
                f"player {i} says it is {p.index!r:.20}",
            )
        if not _str(p.name, [*path, "name"]).strip():
            _fail([*path, "name"], "un nombre vacío", "an empty name")
        _int(p.life, [*path, "life"], -BIG)  # CR 119.4, 704.5a: below 0 is a life total
        _int(p.poison, [*path, "poison"])
        pool = _seq(p.pool, tuple, [*path, "pool"])
        if len(pool) != len(MANA_ORDER):
            _fail(
                [*path, "pool"],
                "la reserva tiene 6 cantidades (W U B R G C)",
                "the mana pool holds 6 amounts (W U B R G C)",
            )
        _ints(pool, [*path, "pool"], 0)
        for j, entry in enumerate(_seq(p.restricted, tuple, [*path, "restricted"])):
            mana = _seq(entry, tuple, [*path, "restricted", j])
            if len(mana) != 3 or mana[0] not in MANA_ORDER or type(mana[2]) is not str:
                _fail(
                    [*path, "restricted", j],
                    "maná restringido mal formado",
                    "malformed restricted mana",
                )
        _int(p.lands_played, [*path, "lands_played"])
        _int(p.mulligans, [*path, "mulligans"], 0, 100)
        _int(p.cant_gain_life, [*path, "cant_gain_life"], -1)
        _bool(p.drew_from_empty, [*path, "drew_from_empty"])
        _bool(p.lost, [*path, "lost"])


def _check_turn(state: MtgState) -> None:
    def at(name: str) -> Path:
        return ["state", name]

    for name in ("active", "priority", "starting_player"):
        _seat(getattr(state, name), at(name), len(state.players))
    _int(state.turn, at("turn"))
    if state.step not in (INFERNO_STEPS if state.game is GameKind.INFERNO else STEPS):
        _fail(
            at("step"), f"paso desconocido {state.step!r:.40}", f"unknown step {state.step!r:.40}"
        )
    _int(state.passes, at("passes"), 0, len(state.players))
    for name in ("faces", "land_plays", "no_prevention", "extra_combats", "version"):
        _int(getattr(state, name), at(name))
    _int(state.seed, at("seed"), -(2**64), 2**64)
    _bool(state.auto_pass, at("auto_pass"))
    _is(state.rng, Rng, at("rng"))
    _int(state.rng.state, ["state", "rng", "state"], 0, 2**64 - 1)
    _int(state.next_id, at("next_id"), 1)
    _int(state.next_timestamp, at("next_timestamp"), 1)
    _ints(state.extra_turns, at("extra_turns"), 0, len(state.players) - 1)
    if state.combat is not None:
        _check_combat(state.combat, len(state.players))


def _check_combat(combat: object, players: int) -> None:
    path: Path = ["state", "combat"]
    _is(combat, Combat, path)
    assert isinstance(combat, Combat)
    for name in ("attackers", "blockers"):
        for k, v in _dict(getattr(combat, name), int, [*path, name]).items():
            _int(v, [*path, name, k], -players)
    for k, v in _dict(combat.blocked, int, [*path, "blocked"]).items():
        _ints(v, [*path, "blocked", k], 1)
    _bool(combat.declared, [*path, "declared"])
    _ints(combat.first_strikers_dealt, [*path, "first_strikers_dealt"], 1)


def _known(
    key: object,
    path: Path,
    test_cards: bool,
    deck: bool = False,
    pool: registry.Registry = registry.REAL,
) -> None:
    """A card key of the registry: a real card of the game's ``pool``, a token or a Room's
    door (not in a deck), and a test-only card only in a game made with test cards."""
    if type(key) is not str:
        _fail(
            path,
            f"se esperaba una clave de carta, no {_shown(key)}",
            f"expected a card key, not {_shown(key)}",
        )
    made = not deck and (key in registry.TOKENS.by_key or key in registry.FACES)
    known = made or key in pool.by_key
    if known or (test_cards and key in registry.TEST.by_key):
        return
    note_es = note_en = ""
    if key in registry.TEST.by_key:
        note_es = " (una carta de pruebas, y la partida no se hizo con ellas)"
        note_en = " (a test-only card, and the game was not made with them)"
    elif not registry.TEST.by_key:
        note_es = " (¿una carta de pruebas? grimorio.testing.use_test_cards() las registra)"
        note_en = " (a test card? grimorio.testing.use_test_cards() registers them)"
    _fail(path, f"carta desconocida {key!r:.60}{note_es}", f"unknown card {key!r:.60}{note_en}")


def real_pool(game: GameKind) -> registry.Registry:
    """The pool of real cards of a game: Magic's, or Inferno's."""
    return registry.INFERNO if game is GameKind.INFERNO else registry.REAL


def uses_test_cards(decks: Sequence[object], game: GameKind = GameKind.MAGIC) -> bool:
    """Whether a game's decks hold a card that is not a real one of its game (only a game
    made with ``test_cards=True`` may)."""
    pool = real_pool(game).by_key
    return any(k not in pool for deck in decks if type(deck) is tuple for k in deck)


def _check_decks(state: MtgState) -> bool:
    """The decks the game was made with (none: a board built for a rules situation); whether
    test-only cards are allowed in this game."""
    path: Path = ["state", "decks"]
    decks = _seq(state.decks, tuple, path)
    if len(decks) not in (0, len(state.players)):
        _fail(
            path,
            f"se esperaban {len(state.players)} mazos (o ninguno), no {len(decks)}",
            f"expected {len(state.players)} decks (or none), not {len(decks)}",
        )
    test_cards = not decks or uses_test_cards(decks, state.game)
    for i, deck in enumerate(decks):
        cards = _seq(deck, tuple, [*path, i])
        if len(cards) > MAX_DECK:
            _fail([*path, i], f"más de {MAX_DECK} cartas", f"more than {MAX_DECK} cards")
        for j, key in enumerate(cards):
            _known(key, [*path, i, j], test_cards, deck=True, pool=real_pool(state.game))
    return test_cards


_OBJECT_FLAGS = ("tapped", "face_down", "token", "is_copy", "sick", "deathtouched")


def _check_objects(state: MtgState, test_cards: bool) -> None:
    objects = _dict(state.objects, int, ["state", "objects"])
    zones = _zone_keys(len(state.players))
    for oid, obj in objects.items():
        path: Path = ["state", "objects", oid]
        _is(obj, MagicObject, path)
        if obj.id != oid or not 1 <= oid < state.next_id:
            _fail(
                [*path, "id"],
                f"id {obj.id!r:.20} bajo la clave {oid}, o no menor que next_id",
                f"id {obj.id!r:.20} under key {oid}, or not below next_id",
            )
        _known(obj.card, [*path, "card"], test_cards, pool=real_pool(state.game))
        for name in ("owner", "controller", "base_controller"):
            _seat(getattr(obj, name), [*path, name], len(state.players))
        zone = obj.zone
        if zone not in zones:
            _fail(
                [*path, "zone"],
                f"zona mal formada o de un jugador que no existe: {zone!r:.40}",
                f"a malformed zone, or one of a player who doesn't exist: {zone!r:.40}",
            )
        if zones[zone] is not None and zones[zone] != obj.owner:  # CR 400.3
            _fail(
                [*path, "zone"],
                f"{zone} no es de su propietario (CR 400.3)",
                f"{zone} is not its owner's (CR 400.3)",
            )
        _int(obj.timestamp, [*path, "timestamp"], 0, state.next_timestamp - 1)
        for name in _OBJECT_FLAGS:
            _bool(getattr(obj, name), [*path, name])
        _int(obj.damage, [*path, "damage"])
        _int(obj.doors, [*path, "doors"], 0, 3)
        _int(obj.x, [*path, "x"])
        _int(obj.origin, [*path, "origin"], -1)
        for name in ("counters", "stamps"):
            for k, v in _dict(getattr(obj, name), str, [*path, name]).items():
                _int(v, [*path, name, k])
        _ref(obj.attached_to, state, [*path, "attached_to"], optional=True)
        if obj.source is not None:
            _int(obj.source, [*path, "source"], 1)
        if obj.ability is not None:
            _int(obj.ability, [*path, "ability"], -1, 10**4)  # -1: the spell itself
        _ints(obj.modes, [*path, "modes"], 0, 10**4)
        for i, group in enumerate(_seq(obj.targets, tuple, [*path, "targets"])):
            for j, ref in enumerate(_seq(group, tuple, [*path, "targets", i])):
                _ref(ref, state, [*path, "targets", i, j])
        _strs(obj.paid, tuple, [*path, "paid"])
        _str(obj.cast_as, [*path, "cast_as"])
        _str(obj.cast_from, [*path, "cast_from"])


def _ref(ref: object, state: MtgState, path: Path, optional: bool = False) -> None:
    """An object id made in this game (it may have left since) or a player, ``-1 - seat``."""
    if ref is None and optional:
        return
    _int(ref, path, -len(state.players), state.next_id - 1)
    if ref == 0:
        _fail(path, "0 no es un objeto ni un jugador", "0 is neither an object nor a player")


def _zone_keys(players: int) -> dict[str, int | None]:
    """Every zone of a game of ``players`` players (CR 400.1–400.2), with its player."""
    keys: dict[str, int | None] = {zkey(z, p): p for z in OWNED for p in range(players)}
    keys.update({zkey(z): None for z in SHARED})
    return keys


def _check_zones(state: MtgState) -> None:
    """CR 400.1: every object is in exactly one zone; every id in a zone is an object there."""
    zones = _dict(state.zones, str, ["state", "zones"])
    expected = _zone_keys(len(state.players))
    for key in zones:
        if key not in expected:
            _fail(
                ["state", "zones", key],
                "zona mal formada o de un jugador que no existe",
                "a malformed zone, or one of a player who doesn't exist",
            )
    for key in expected:
        if key not in zones:
            _fail(["state", "zones", key], "falta la zona", "the zone is missing")
    seen: set[int] = set()
    for key, ids in zones.items():
        for i, oid in enumerate(_seq(ids, list, ["state", "zones", key])):
            path: Path = ["state", "zones", key, i]
            _int(oid, path, 1)
            if oid not in state.objects:
                _fail(path, f"el objeto {oid} no existe", f"there is no object {oid}")
            if state.objects[oid].zone != key:
                _fail(
                    path,
                    f"el objeto {oid} está en {state.objects[oid].zone}",
                    f"object {oid} is in {state.objects[oid].zone}",
                )
            if oid in seen:
                _fail(path, f"el objeto {oid} está dos veces", f"object {oid} is there twice")
            seen.add(oid)
    for oid in state.objects:
        if oid not in seen:
            _fail(
                ["state", "objects", oid, "zone"],
                "el objeto no está en su zona",
                "the object is not in its zone",
            )


def _check_waiting(state: MtgState) -> None:
    """A game that isn't over waits for a decision, on top of the step queue; one that is
    over waits for none (CR 104)."""
    for name in ("queue", "interrupts"):
        for i, step in enumerate(_seq(getattr(state, name), list, ["state", name])):
            _is(step, Step, ["state", name, i])
    pending = state.pending
    path: Path = ["state", "pending"]
    if pending is None:
        if state.result is None:
            _fail(
                path,
                "la partida no ha terminado y no espera ninguna decisión",
                "the game is not over and waits for no decision",
            )
        return
    if state.result is not None:
        _fail(
            path,
            "la partida ha terminado y aún espera una decisión",
            "the game is over and still waits for a decision",
        )
    _is(pending, Decision, path)
    assert isinstance(pending, Decision)
    if not state.queue or state.interrupts:
        _fail(
            ["state", "queue"],
            "la decisión pendiente no tiene paso que la espere",
            "the pending decision has no step waiting for it",
        )
    _seat(pending.player, [*path, "player"], len(state.players))
    if pending.kind not in KINDS:
        _fail(
            [*path, "kind"],
            f"tipo de decisión desconocido {pending.kind!r:.40}",
            f"unknown kind of decision {pending.kind!r:.40}",
        )
    options = _seq(pending.options, tuple, [*path, "options"])
    if not options:
        _fail([*path, "options"], "una decisión sin opciones", "a decision without options")
    ids: set[str] = set()
    for i, option in enumerate(options):
        _is(option, Option, [*path, "options", i])
        if not _str(option.id, [*path, "options", i, "id"]) or option.id in ids:
            _fail([*path, "options", i, "id"], "id vacío o repetido", "an empty or repeated id")
        ids.add(option.id)
        _str(option.key, [*path, "options", i, "key"])
        _seq(option.args, tuple, [*path, "options", i, "args"])
    _str(pending.prompt, [*path, "prompt"])
    _seq(pending.prompt_args, tuple, [*path, "prompt_args"])


def _check_result(state: MtgState) -> None:
    """The result agrees with who lost: one player left wins (CR 104.2a, 104.3a), an effect
    makes a player win (104.2b), everyone left lost at once is a draw (104.4a)."""
    lost = [p.index for p in state.players if state.player(p.index).lost]
    players = len(state.players)
    path: Path = ["state", "result"]
    result = state.result
    if result is None:
        if lost and (not state.multiplayer or len(lost) >= players - 1):  # CR 800.4
            _fail(
                path,
                f"el jugador {lost[0]} perdió y la partida no ha terminado (CR 104.2a)",
                f"player {lost[0]} lost and the game is not over (CR 104.2a)",
            )
        return
    _is(result, Result, path)
    assert isinstance(result, Result)
    _str(result.rule, [*path, "rule"])
    if result.winner is None:
        if result.reason is not EndReason.ALL_LOST or len(lost) != players:
            _fail(
                path,
                "un empate es que todos perdieron a la vez (CR 104.4a)",
                "a draw is everyone losing at once (CR 104.4a)",
            )
        return
    winner = _seat(result.winner, [*path, "winner"], len(state.players))
    if winner in lost:
        _fail([*path, "winner"], f"el ganador {winner} perdió", f"the winner {winner} lost")
    if result.reason in (EndReason.LAST_PLAYER, EndReason.CONCEDE) and len(lost) != players - 1:
        _fail(
            [*path, "reason"],
            "gana el último jugador que queda, y no perdió el otro (CR 104.2a)",
            "the last player left wins, and the other didn't lose (CR 104.2a)",
        )
    if result.reason is EndReason.ALL_LOST:
        _fail(
            [*path, "reason"],
            "un empate no tiene ganador (CR 104.4a)",
            "a draw has no winner (CR 104.4a)",
        )


# The plain fields of the records of effects and triggers: integers, optional integers,
# strings, and tuples of object ids or player references
_PLAIN: dict[type, tuple[tuple[str, ...], ...]] = {
    ContinuousEffect: (("timestamp",), ("source_id",), ("source", "until"), ("affected",)),
    PendingTrigger: (("source", "amount", "origin"), (), ("source_card", "key"), ("subject",)),
    DelayedTrigger: (("source", "turn"), (), ("source_card",), ("about",)),
    ReplacementEffect: (("timestamp",), ("remaining",), ("source_card", "until"), ()),
}


def _check_records(state: MtgState) -> None:
    """Effects and triggers: their records, their plain fields and their players in range;
    each part of a continuous effect belongs to a layer (CR 613.1)."""
    for name, kind in (
        ("effects", ContinuousEffect),
        ("triggered", PendingTrigger),
        ("delayed", DelayedTrigger),
        ("replacements", ReplacementEffect),
    ):
        ints, optional, strs, refs = _PLAIN[kind]
        for i, record in enumerate(_seq(getattr(state, name), list, ["state", name])):
            path: Path = ["state", name, i]
            _is(record, kind, path)
            _seat(record.controller, [*path, "controller"], len(state.players))
            for field in ints + tuple(f for f in optional if getattr(record, f) is not None):
                _int(getattr(record, field), [*path, field], -BIG)
            for field in strs:
                _str(getattr(record, field), [*path, field])
            for field in refs:
                _ints(getattr(record, field), [*path, field])
            for j, part in enumerate(_seq(getattr(record, "parts", ()), tuple, [*path, "parts"])):
                if not isinstance(getattr(type(part), "layer", None), str):
                    _fail(
                        [*path, "parts", j],
                        "no es parte de un efecto continuo",
                        "not a part of a continuous effect",
                    )
    for i, grant in enumerate(_seq(state.play_grants, tuple, ["state", "play_grants"])):
        _is(grant, PlayGrant, ["state", "play_grants", i])
        _seat(grant.player, ["state", "play_grants", i, "player"], len(state.players))
    _ints(state.attacked, ["state", "attacked"], 1)
    _seq(state.died, tuple, ["state", "died"])
    for k, v in _dict(state.linked, str, ["state", "linked"]).items():
        _ints(v, ["state", "linked", k])
    for k, lk in _dict(state.lki, int, ["state", "lki"]).items():
        _is(lk, LastKnown, ["state", "lki", k])
        _seat(lk.controller, ["state", "lki", k, "controller"], len(state.players))
    for k, v in _dict(state.fired, str, ["state", "fired"]).items():
        _int(v, ["state", "fired", k])
    for k, v in _dict(state.chosen, int, ["state", "chosen"]).items():
        _seq(v, tuple, ["state", "chosen", k])
    for k, v in _dict(state.turn_counts, str, ["state", "turn_counts"]).items():
        _int(v, ["state", "turn_counts", k], -BIG)


def _check_log(state: MtgState) -> None:
    _strs(state.answers, list, ["state", "answers"])
    entries = _seq(state.log, list, ["state", "log"])
    for i, entry in enumerate(entries):
        path: Path = ["state", "log", i]
        _is(entry, LogEntry, path)
        _str(entry.rule, [*path, "rule"])
        _str(entry.key, [*path, "key"])
        _seq(entry.args, tuple, [*path, "args"])
        _int(entry.cause, [*path, "cause"], -1, i - 1)
    _int(state.cause, ["state", "cause"], -1, len(entries) - 1)
