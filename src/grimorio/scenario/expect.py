"""Expectations: what must hold once the script has been played. Each check returns the
first difference as a sentence, or None."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from grimorio.cards.registry import FACES, UnknownCard, fold, get, resolve
from grimorio.core.decisions import shown
from grimorio.dsl.zones import BATTLEFIELD_KEY, EXILE_KEY, STACK_KEY, Zone, kind_of, zkey
from grimorio.game import Game
from grimorio.scenario.actions import answer_for
from grimorio.scenario.errors import NotOffered, ScenarioError

ZONES = (Zone.LIBRARY, Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE)


def player_index(game: Game, who: Any) -> int:
    names = [p.name for p in game.state.players]
    if isinstance(who, int) and 0 <= who < len(names):
        return who
    if isinstance(who, str) and who in names:
        return names.index(who)
    raise ScenarioError(
        f"jugador desconocido {shown(who)}; los jugadores son {names}",
        f"unknown player {shown(who)}; the players are {names}",
    )


def key_of(name: Any) -> str:
    try:
        return resolve(str(name), allow_test=True, allow_tokens=True)
    except UnknownCard as exc:
        raise ScenarioError(f"carta desconocida {shown(str(name), 60)}", str(exc)) from exc


def _named(key: str, wanted: Any) -> bool:
    """Is ``key`` (a characteristic name) the name ``wanted`` gives — a card's, or one door's
    of a Room with only that door unlocked (CR 709.5)? An empty ``wanted`` is no name."""
    if not wanted:
        return key == ""
    if key == key_of(wanted):
        return True
    door = FACES.get(key)
    return door is not None and fold(str(wanted)) in (fold(door.name_en), fold(door.name_es or ""))


def _name(key: str) -> str:
    return get(key).name("es")


def _zone_cards(game: Game, zone: str, player: int) -> list[str]:
    state = game.state
    if zone == Zone.BATTLEFIELD:
        ids = [o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].controller == player]
    elif zone == Zone.EXILE:
        ids = [o for o in state.zones[EXILE_KEY] if state.objects[o].owner == player]
    else:
        ids = list(state.zones[zkey(zone, player)])
        if zone == Zone.LIBRARY:
            ids.reverse()  # listed top first
    return [state.objects[o].card for o in ids]


def _permanents(game: Game, name: Any) -> list[int]:
    key = key_of(name)
    state = game.state
    found = [o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].card == key]
    if not found:
        raise _Missing(f"{name} is not on the battlefield")
    return found


def _objects(game: Game, name: Any) -> list[int]:
    """The permanents that are that card; if none, the spells on the stack that are, or
    else the cards in the other zones (their characteristics there, CR 709.4, 709.3b)."""
    try:
        return _permanents(game, name)
    except _Missing:
        key = key_of(name)
        state = game.state
        spells = [o for o in state.zones[STACK_KEY] if state.objects[o].card == key]
        found = spells or [
            o
            for z, ids in state.zones.items()
            if kind_of(z) not in (Zone.BATTLEFIELD, Zone.STACK)
            for o in ids
            if state.objects[o].card == key
        ]
        if not found:
            raise
        return found


class _Missing(Exception):
    pass


def check_zones(game: Game, value: Any) -> str | None:
    for who, zones in value.items():
        p = player_index(game, who)
        for zone, cards in zones.items():
            if zone not in ZONES:
                raise ScenarioError(
                    f"zona desconocida {shown(zone)}; una de {', '.join(ZONES)}",
                    f"unknown zone {shown(zone)}; one of {', '.join(ZONES)}",
                )
            want = [key_of(c) for c in cards or []]
            got = _zone_cards(game, zone, p)
            if (zone == Zone.LIBRARY and want != got) or sorted(want) != sorted(got):
                return (
                    f"{zone} of {game.state.players[p].name}: expected "
                    f"{[_name(k) for k in want]}, got {[_name(k) for k in got]}"
                )
    return None


def check_life(game: Game, value: Any) -> str | None:
    for who, life in value.items():
        p = player_index(game, who)
        got = game.state.player(p).life
        if got != life:
            return f"life of {game.state.players[p].name}: expected {life}, got {got}"
    return None


def check_pt(game: Game, value: Any) -> str | None:
    for name, pt in value.items():
        power, toughness = (int(x) for x in str(pt).split("/"))
        for o in _permanents(game, name):
            c = game.characteristics(o)
            if (c.power, c.toughness) != (power, toughness):
                return f"P/T of {name}: expected {pt}, got {c.power}/{c.toughness}"
    return None


_CHAR_SETS = ("types", "subtypes", "supertypes", "colors", "keywords")
_CHAR_FIELDS = (*_CHAR_SETS, "name", "pt", "controller", "token", "mana_value")


def _check_one(game: Game, name: Any, o: int, want: Any) -> str | None:
    """One permanent's characteristics (CR 109.3, 613) against the fields ``want`` lists."""
    if not isinstance(want, dict):
        raise ScenarioError(
            f"las características de {shown(name)} son un mapa, no {shown(want)}",
            f"characteristics of {shown(name)} are a mapping, not {shown(want)}",
        )
    unknown = sorted(map(str, set(want) - set(_CHAR_FIELDS)))
    if unknown:
        raise ScenarioError(
            f"características desconocidas {unknown}; una de {_CHAR_FIELDS}",
            f"unknown characteristics {unknown}; one of {_CHAR_FIELDS}",
        )
    c = game.characteristics(o)
    for field in _CHAR_SETS:  # compared as sets: the order of types or colours is no matter
        if field in want:
            expected, got = sorted(str(x) for x in want[field] or []), sorted(getattr(c, field))
            if expected != got:
                return f"{field} of {name}: expected {expected}, got {got}"
    if "name" in want and not _named(c.name, want["name"]):  # 708.2a, 709.5
        return f"name of {name}: expected {want['name']}, got {c.name or '(none)'}"
    if "pt" in want and f"{c.power}/{c.toughness}" != str(want["pt"]):
        return f"P/T of {name}: expected {want['pt']}, got {c.power}/{c.toughness}"
    if "controller" in want:
        p = player_index(game, want["controller"])
        if c.controller != p:
            names = [pl.name for pl in game.state.players]
            return f"controller of {name}: expected {names[p]}, got {names[c.controller]}"
    if "token" in want and game.state.objects[o].token != bool(want["token"]):
        return f"{name}: expected {'a token' if want['token'] else 'a card'}"
    if "mana_value" in want and c.mana_value != int(want["mana_value"]):  # CR 202.3
        return f"mana value of {name}: expected {want['mana_value']}, got {c.mana_value}"
    return None


def check_chars(game: Game, value: Any) -> str | None:
    """Characteristics of each permanent that is that card (by its card, not its name now:
    a copy keeps its card) — or, with none on the battlefield, of the spells, else the
    cards elsewhere, that are. A mapping checks every such permanent; a list has one mapping
    per permanent, in the order they are on the battlefield."""
    for name, want in value.items():
        found = _objects(game, name)
        if isinstance(want, list):
            if len(want) != len(found):
                return f"{name}: expected {len(want)} on the battlefield, got {len(found)}"
            pairs = list(zip(found, want, strict=True))
        else:
            pairs = [(o, want) for o in found]
        for o, w in pairs:
            diff = _check_one(game, name, o, w)
            if diff is not None:
                return diff
    return None


def check_counters(game: Game, value: Any) -> str | None:
    for name, counters in value.items():
        for o in _permanents(game, name):
            got = dict(game.state.objects[o].counters)
            if got != {str(k): int(v) for k, v in (counters or {}).items()}:
                return f"counters on {name}: expected {counters}, got {got}"
    return None


def check_tapped(game: Game, value: Any) -> str | None:
    """Tapped status of each permanent with that name — or, given a list, of each one in
    battlefield order."""
    for name, tapped in value.items():
        found = _permanents(game, name)
        wanted = tapped if isinstance(tapped, list) else [tapped] * len(found)
        if len(wanted) != len(found):
            return f"{name}: expected {len(wanted)} on the battlefield, got {len(found)}"
        for o, t in zip(found, wanted, strict=True):
            if game.state.objects[o].tapped != bool(t):
                state = "tapped" if game.state.objects[o].tapped else "untapped"
                return f"{name} is {state}"
    return None


def check_damage(game: Game, value: Any) -> str | None:
    for name, damage in value.items():
        for o in _permanents(game, name):
            if game.state.objects[o].damage != int(damage):
                return f"damage on {name}: expected {damage}, got {game.state.objects[o].damage}"
    return None


def check_stack(game: Game, value: Any) -> str | None:
    want = [key_of(c) for c in value or []]
    state = game.state
    got = [state.objects[o].card for o in reversed(state.zones[STACK_KEY])]  # top first
    if want != got:
        return (
            f"stack (top first): expected {[_name(k) for k in want]}, got {[_name(k) for k in got]}"
        )
    return None


def check_winner(game: Game, value: Any) -> str | None:
    result = game.result
    if value in (None, "none", "nadie"):
        return None if result is None else f"expected no result, but {result}"
    if result is None:
        return f"expected the game to be over ({value}), but it goes on"
    if value in ("draw", "empate"):
        return None if result.winner is None else f"expected a draw, got winner {result.winner}"
    p = player_index(game, value)
    if result.winner != p:
        return f"winner: expected {game.state.players[p].name}, got {result}"
    return None


def check_log(game: Game, value: Any) -> str | None:
    rules = game.log.rules()
    for rule in value if isinstance(value, list) else [value]:
        if str(rule) not in rules:
            return f"the log has no entry for rule {rule}"
    return None


def check_not_in_log(game: Game, value: Any) -> str | None:
    rules = game.log.rules()
    for rule in value if isinstance(value, list) else [value]:
        if str(rule) in rules:
            return f"the log has an entry for rule {rule}, which was not expected"
    return None


def _sizes(zone: str) -> Callable[[Game, Any], str | None]:
    def check(game: Game, value: Any) -> str | None:
        for who, n in value.items():
            p = player_index(game, who)
            got = len(game.state.zones[zkey(zone, p)])
            if got != n:
                return f"{zone} size of {game.state.players[p].name}: expected {n}, got {got}"
        return None

    return check


def check_turn(game: Game, value: Any) -> str | None:
    return None if game.state.turn == value else f"turn: expected {value}, got {game.state.turn}"


def check_active(game: Game, value: Any) -> str | None:
    p = player_index(game, value)
    if game.state.active != p:
        return f"active player: expected {game.state.players[p].name}"
    return None


def _offered(game: Game, action: Any) -> bool:
    d = game.pending
    if d is None:
        return False
    try:
        answer_for(game, d, action)
    except NotOffered:  # a malformed action is an error of the scenario, not a "no"
        return False
    return True


def check_can(game: Game, value: Any) -> str | None:
    """Each listed action is one of the options of the pending decision."""
    for action in value:
        if not _offered(game, action):
            return f"expected {action!r} to be possible now, but it is not offered"
    return None


def check_cannot(game: Game, value: Any) -> str | None:
    """No listed action is an option of the pending decision (a restriction holds)."""
    for action in value:
        if _offered(game, action):
            return f"expected {action!r} to be impossible now, but it is offered"
    return None


def check_sees(game: Game, value: Any) -> str | None:
    """``sees: {PLAYER: {NAME: true|false}}``: whether that player's view (CR 400.2, 708.5)
    shows what each permanent that is that card is — a face-down permanent shows only to
    its controller."""
    for who, cards in value.items():
        p = player_index(game, who)
        shown = {o["id"]: "name" in o for o in game.view(p)["battlefield"]}
        for name, want in cards.items():
            for o in _permanents(game, name):
                if shown.get(o) != bool(want):
                    verb = "see" if want else "not see"
                    return f"{who} should {verb} what {name} (#{o}) is"
    return None


def check_log_names(game: Game, value: Any) -> str | None:
    """``log_names: {NAME: true|false}``: whether the public log names that card — a card
    searched for and revealed is named, one put into a hand unrevealed is not (CR 701.23a,
    400.2)."""
    lines = game.log.lines("es") + game.log.lines("en")
    for name, want in value.items():
        d = get(key_of(name))
        names = {n for n in (d.name_es, d.name_en) if n}
        named = any(n in line for line in lines for n in names)
        if named != bool(want):
            return f"the log should {'' if want else 'not '}name {name}"
    return None


def check_step(game: Game, value: Any) -> str | None:
    return None if game.state.step == value else f"step: expected {value}, got {game.state.step}"


def check_pending(game: Game, value: Any) -> str | None:
    d = game.pending
    kind = d.kind if d is not None else None
    return None if kind == value else f"pending decision: expected {value}, got {kind}"


CHECKS: dict[str, Callable[[Game, Any], str | None]] = {
    "zones": check_zones,
    "life": check_life,
    "pt": check_pt,
    "counters": check_counters,
    "chars": check_chars,
    "tapped": check_tapped,
    "damage": check_damage,
    "stack": check_stack,
    "winner": check_winner,
    "log_contains": check_log,
    "log_lacks": check_not_in_log,
    "step": check_step,
    "turn": check_turn,
    "active": check_active,
    "hand_size": _sizes(Zone.HAND),
    "library_size": _sizes(Zone.LIBRARY),
    "graveyard_size": _sizes(Zone.GRAVEYARD),
    "pending": check_pending,
    "can": check_can,
    "cannot": check_cannot,
    "sees": check_sees,
    "log_names": check_log_names,
}


def first_difference(game: Game, expect: dict[str, Any]) -> str | None:
    for name, value in expect.items():
        check = CHECKS.get(name)
        if check is None:
            raise ScenarioError(
                f"expectativa desconocida {shown(name)}; una de {', '.join(CHECKS)}",
                f"unknown expectation {shown(name)}; one of {', '.join(CHECKS)}",
            )
        try:
            diff = check(game, value)
        except _Missing as exc:
            return str(exc)
        except (AttributeError, TypeError, ValueError) as exc:
            if isinstance(exc, ScenarioError):
                raise
            what = f"{name}: {shown(value, 80)} ({str(exc)[:200]})"
            raise ScenarioError(
                f"expectativa mal formada {what}", f"malformed expectation {what}"
            ) from exc
        if diff is not None:
            return diff
    return None
