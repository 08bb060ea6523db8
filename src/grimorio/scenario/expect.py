"""Expectations: what must hold at a ``comprobar`` in the middle of a script or once the
script has been played. Every check reports every difference it finds, each as a sentence
in Spanish and in English (:class:`Diff`); nothing stops at the first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from grimorio.cards.registry import fold, get
from grimorio.core.decisions import shown
from grimorio.dsl.creature_types import creature_types
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY, EXILE_KEY, STACK_KEY, Zone, zkey
from grimorio.game import Game
from grimorio.scenario.actions import answer_for
from grimorio.scenario.aliases import Aliases, alias_of
from grimorio.scenario.errors import NotOffered, ScenarioError
from grimorio.scenario.expect_base import (
    ZONES,
    ZONES_ES,
    Ctx,
    Diff,
    Found,
    Missing,
    each,
    name_of,
    named,
    objects,
    permanents,
    player_index,
)
from grimorio.scenario.expect_extra import (
    check_abilities,
    check_decides,
    check_left,
    check_lost,
    check_mana_pool,
    check_may_play,
    check_priority,
)
from grimorio.scenario.names import key_of

# CR 408, 904.4: the command zone — what a player owns face up there (a commander, an
# emblem, a face-up scheme) — and their scheme deck, face down there, top first
COMMAND, SCHEMES = "command", "schemes"
COMMAND_ES = {COMMAND: "zona de mando", SCHEMES: "mazo de planes"}


def _zone_cards(game: Game, zone: str, player: int) -> list[str]:
    state = game.state
    if zone in (COMMAND, SCHEMES):
        ids = [
            o
            for o in state.zones[COMMAND_KEY]
            if state.objects[o].owner == player and state.objects[o].face_down == (zone == SCHEMES)
        ]
        if zone == SCHEMES:
            ids.reverse()  # the last one is on top (CR 904.4): listed top first
    elif zone == Zone.BATTLEFIELD:
        ids = [o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].controller == player]
    elif zone == Zone.EXILE:
        ids = [o for o in state.zones[EXILE_KEY] if state.objects[o].owner == player]
    else:
        ids = list(state.zones[zkey(zone, player)])
        if zone == Zone.LIBRARY:
            ids.reverse()  # listed top first
    return [state.objects[o].card for o in ids]


def check_zones(ctx: Ctx, value: Any) -> Found:
    game = ctx.game
    for who, zones in value.items():
        p = player_index(game, who)
        for zone, cards in zones.items():
            if zone not in ZONES and zone not in COMMAND_ES:
                known = ", ".join((*ZONES, *COMMAND_ES))
                raise ScenarioError(
                    f"zona desconocida {shown(zone)}; una de {known}",
                    f"unknown zone {shown(zone)}; one of {known}",
                )
            want = [key_of(c) for c in cards or []]
            got = _zone_cards(game, zone, p)
            ordered = zone in (Zone.LIBRARY, SCHEMES)
            if (ordered and want != got) or sorted(want) != sorted(got):
                who_name = game.state.players[p].name
                w, g = [name_of(k) for k in want], [name_of(k) for k in got]
                zone_es = COMMAND_ES.get(zone) or ZONES_ES[Zone(zone)]
                yield Diff(
                    f"{zone_es} de {who_name}: se esperaba {w}, hay {g}",
                    f"{zone} of {who_name}: expected {w}, got {g}",
                )


def check_life(ctx: Ctx, value: Any) -> Found:
    game = ctx.game
    for who, life in value.items():
        p = player_index(game, who)
        got = game.state.player(p).life
        if got != life:
            name = game.state.players[p].name
            yield Diff(
                f"vidas de {name}: se esperaban {life}, tiene {got}",
                f"life of {name}: expected {life}, got {got}",
            )


def _pt_diff(name: Any, want: Any, power: int | None, toughness: int | None) -> Diff:
    return Diff(
        f"F/R de {name}: se esperaba {want}, es {power}/{toughness}",
        f"P/T of {name}: expected {want}, got {power}/{toughness}",
    )


def check_pt(ctx: Ctx, value: Any) -> Found:
    for name, pt, found in each(ctx, value, permanents):
        if isinstance(found, Diff):
            yield found
            continue
        power, toughness = (int(x) for x in str(pt).split("/"))
        for o in found:
            c = ctx.game.characteristics(o)
            if (c.power, c.toughness) != (power, toughness):
                yield _pt_diff(name, pt, c.power, c.toughness)


_CHAR_SETS = ("types", "subtypes", "supertypes", "colors", "keywords")
_CHAR_FIELDS = (
    *_CHAR_SETS,
    "has_subtypes",
    "name",
    "pt",
    "controller",
    "owner",
    "token",
    "mana_value",
)
_CHAR_ES = {
    "types": "tipos",
    "subtypes": "subtipos",
    "supertypes": "supertipos",
    "colors": "colores",
    "keywords": "palabras clave",
}


def _check_one(ctx: Ctx, name: Any, o: int, want: Any) -> Found:
    """One object's characteristics (CR 109.3, 613) against the fields ``want`` lists."""
    game = ctx.game
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
                yield Diff(
                    f"{_CHAR_ES[field]} de {name}: se esperaba {expected}, tiene {got}",
                    f"{field} of {name}: expected {expected}, got {got}",
                )
    if "has_subtypes" in want:  # among others: a changeling is every creature type (702.73a)
        lacking = [w for w in want["has_subtypes"] or [] if _subtype_key(w) not in c.subtypes]
        if lacking:
            yield Diff(
                f"subtipos de {name}: le faltan {lacking}",
                f"subtypes of {name}: {lacking} missing",
            )
    if "name" in want and not named(c.name, want["name"]):  # 708.2a, 709.5
        yield Diff(
            f"nombre de {name}: se esperaba {want['name']}, es {c.name or '(ninguno)'}",
            f"name of {name}: expected {want['name']}, got {c.name or '(none)'}",
        )
    if "pt" in want and f"{c.power}/{c.toughness}" != str(want["pt"]):
        yield _pt_diff(name, want["pt"], c.power, c.toughness)
    names = [pl.name for pl in game.state.players]
    if "controller" in want:
        p = player_index(game, want["controller"])
        if c.controller != p:
            yield Diff(
                f"controlador de {name}: se esperaba {names[p]}, es {names[c.controller]}",
                f"controller of {name}: expected {names[p]}, got {names[c.controller]}",
            )
    if "owner" in want:  # CR 108.3
        p = player_index(game, want["owner"])
        owner = game.state.objects[o].owner
        if owner != p:
            yield Diff(
                f"dueño de {name}: se esperaba {names[p]}, es {names[owner]}",
                f"owner of {name}: expected {names[p]}, got {names[owner]}",
            )
    if "token" in want and game.state.objects[o].token != bool(want["token"]):
        yield Diff(
            f"{name}: se esperaba {'una ficha' if want['token'] else 'una carta'}",
            f"{name}: expected {'a token' if want['token'] else 'a card'}",
        )
    if "mana_value" in want and c.mana_value != int(want["mana_value"]):  # CR 202.3
        yield Diff(
            f"valor de maná de {name}: se esperaba {want['mana_value']}, es {c.mana_value}",
            f"mana value of {name}: expected {want['mana_value']}, got {c.mana_value}",
        )


def _subtype_key(word: Any) -> str:
    """A creature type named by its key or its Spanish or English name (CR 205.3m)."""
    text = fold(str(word))
    for t in creature_types():
        if text in (fold(t.key), fold(t.es), fold(t.en)):
            return t.key
    return str(word)


def _count_diff(name: Any, want: int, got: int) -> Diff:
    return Diff(
        f"{name}: se esperaban {want} en el campo de batalla, hay {got}",
        f"{name}: expected {want} on the battlefield, got {got}",
    )


def check_chars(ctx: Ctx, value: Any) -> Found:
    """Characteristics of each permanent that is that card (by its card, not its name now:
    a copy keeps its card) — or, with none on the battlefield, of the spells, else the
    cards elsewhere, that are. A mapping checks every such permanent; a list has one mapping
    per permanent, in the order they are on the battlefield."""
    for name, want, found in each(ctx, value, objects):
        if isinstance(found, Diff):
            yield found
            continue
        if isinstance(want, list):
            if len(want) != len(found):
                yield _count_diff(name, len(want), len(found))
                continue
            pairs = list(zip(found, want, strict=True))
        else:
            pairs = [(o, want) for o in found]
        for o, w in pairs:
            yield from _check_one(ctx, name, o, w)


def check_counters(ctx: Ctx, value: Any) -> Found:
    """Counters on each permanent that is that card — or, with none on the battlefield, on
    the spells, else the cards elsewhere, that are (time counters in exile, CR 702.62a)."""
    for name, counters, found in each(ctx, value, objects):
        if isinstance(found, Diff):
            yield found
            continue
        for o in found:
            got = dict(ctx.game.state.objects[o].counters)
            if got != {str(k): int(v) for k, v in (counters or {}).items()}:
                yield Diff(
                    f"contadores sobre {name}: se esperaba {counters}, tiene {got}",
                    f"counters on {name}: expected {counters}, got {got}",
                )


def check_tapped(ctx: Ctx, value: Any) -> Found:
    """Tapped status of each permanent with that name — or, given a list, of each one in
    battlefield order."""
    for name, tapped, found in each(ctx, value, permanents):
        if isinstance(found, Diff):
            yield found
            continue
        wanted = tapped if isinstance(tapped, list) else [tapped] * len(found)
        if len(wanted) != len(found):
            yield _count_diff(name, len(wanted), len(found))
            continue
        for o, t in zip(found, wanted, strict=True):
            if ctx.game.state.objects[o].tapped != bool(t):
                if ctx.game.state.objects[o].tapped:
                    yield Diff(f"{name} está girado", f"{name} is tapped")
                else:
                    yield Diff(f"{name} está enderezado", f"{name} is untapped")


def check_damage(ctx: Ctx, value: Any) -> Found:
    for name, damage, found in each(ctx, value, permanents):
        if isinstance(found, Diff):
            yield found
            continue
        for o in found:
            got = ctx.game.state.objects[o].damage
            if got != int(damage):
                yield Diff(
                    f"daño sobre {name}: se esperaba {damage}, tiene {got}",
                    f"damage on {name}: expected {damage}, got {got}",
                )


def check_stack(ctx: Ctx, value: Any) -> Found:
    want = [key_of(c) for c in value or []]
    state = ctx.game.state
    got = [state.objects[o].card for o in reversed(state.zones[STACK_KEY])]  # top first
    if want != got:
        w, g = [name_of(k) for k in want], [name_of(k) for k in got]
        yield Diff(
            f"pila (de arriba abajo): se esperaba {w}, hay {g}",
            f"stack (top first): expected {w}, got {g}",
        )


def check_winner(ctx: Ctx, value: Any) -> Found:
    game = ctx.game
    result = game.result
    if value in (None, "none", "nadie"):
        if result is not None:
            yield Diff(
                f"no se esperaba resultado, pero {result}", f"expected no result, but {result}"
            )
        return
    if result is None:
        yield Diff(
            f"se esperaba que la partida terminara ({value}), pero sigue",
            f"expected the game to be over ({value}), but it goes on",
        )
        return
    if value in ("draw", "empate"):
        if result.winner is not None:
            yield Diff(
                f"se esperaba un empate, ganó {result.winner}",
                f"expected a draw, got winner {result.winner}",
            )
        return
    p = player_index(game, value)
    if result.winner != p:
        name = game.state.players[p].name
        yield Diff(
            f"ganador: se esperaba {name}, {result}", f"winner: expected {name}, got {result}"
        )


def check_log(ctx: Ctx, value: Any) -> Found:
    rules = ctx.game.log.rules()
    for rule in value if isinstance(value, list) else [value]:
        if str(rule) not in rules:
            yield Diff(
                f"el registro no tiene ninguna entrada de la regla {rule}",
                f"the log has no entry for rule {rule}",
            )


def check_not_in_log(ctx: Ctx, value: Any) -> Found:
    rules = ctx.game.log.rules()
    for rule in value if isinstance(value, list) else [value]:
        if str(rule) in rules:
            yield Diff(
                f"el registro tiene una entrada de la regla {rule}, que no se esperaba",
                f"the log has an entry for rule {rule}, which was not expected",
            )


def _sizes(zone: Zone) -> Callable[[Ctx, Any], Found]:
    def check(ctx: Ctx, value: Any) -> Found:
        game = ctx.game
        for who, n in value.items():
            p = player_index(game, who)
            got = len(game.state.zones[zkey(zone, p)])
            if got != n:
                name = game.state.players[p].name
                yield Diff(
                    f"tamaño de {ZONES_ES[zone]} de {name}: se esperaba {n}, hay {got}",
                    f"{zone} size of {name}: expected {n}, got {got}",
                )

    return check


def check_turn(ctx: Ctx, value: Any) -> Found:
    got = ctx.game.state.turn
    if got != value:
        yield Diff(f"turno: se esperaba {value}, es {got}", f"turn: expected {value}, got {got}")


def check_active(ctx: Ctx, value: Any) -> Found:
    p = player_index(ctx.game, value)
    if ctx.game.state.active != p:
        name = ctx.game.state.players[p].name
        yield Diff(f"jugador activo: se esperaba {name}", f"active player: expected {name}")


def _offered(ctx: Ctx, action: Any) -> bool:
    d = ctx.game.pending
    if d is None:
        return False
    try:
        answer_for(ctx.game, d, action, ctx.aliases)
    except NotOffered:  # a malformed action is an error of the scenario, not a "no"
        return False
    return True


def check_can(ctx: Ctx, value: Any) -> Found:
    """Each listed action is one of the options of the pending decision."""
    for action in value:
        if not _offered(ctx, action):
            yield Diff(
                f"se esperaba que {action!r} fuera posible ahora, pero no se ofrece",
                f"expected {action!r} to be possible now, but it is not offered",
            )


def check_cannot(ctx: Ctx, value: Any) -> Found:
    """No listed action is an option of the pending decision (a restriction holds)."""
    for action in value:
        if _offered(ctx, action):
            yield Diff(
                f"se esperaba que {action!r} fuera imposible ahora, pero se ofrece",
                f"expected {action!r} to be impossible now, but it is offered",
            )


def check_sees(ctx: Ctx, value: Any) -> Found:
    """``sees: {PLAYER: {NAME: true|false}}``: whether that player's view (CR 400.2, 708.5)
    shows what each permanent that is that card is — a face-down permanent shows only to
    its controller."""
    for who, cards in value.items():
        p = player_index(ctx.game, who)
        seen = {o["id"]: "name" in o for o in ctx.game.view(p)["battlefield"]}
        for name, want, found in each(ctx, cards, permanents):
            if isinstance(found, Diff):
                yield found
                continue
            for o in found:
                if seen.get(o) != bool(want):
                    verb_es = "ver" if want else "no ver"
                    verb_en = "see" if want else "not see"
                    yield Diff(
                        f"{who} debería {verb_es} qué es {name} (#{o})",
                        f"{who} should {verb_en} what {name} (#{o}) is",
                    )


def check_sees_library_top(ctx: Ctx, value: Any) -> Found:
    """``sees_library_top: {PLAYER: NAME | null}``: the top card of that player's own library
    as their own view shows it — a static ability they control may let them look at it any
    time (CR 401.2, *Hacia el foso*) —, or nothing (``null``). Only that player's view is
    read: what another player may see of a library is never asked here (400.2)."""
    game = ctx.game
    for who, want in value.items():
        p = player_index(game, who)
        mine = next(e for e in game.view(p)["players"] if e["index"] == p)
        top = mine.get("library_top")
        got = top["id"] if top is not None and "name" in top else None
        name = game.state.players[p].name
        card = get(game.state.objects[got].card) if got is not None else None
        seen_es = card.name("es") if card is not None else "nada"
        seen_en = card.name("en") if card is not None else "nothing"
        if want is None:
            if got is not None:
                yield Diff(
                    f"{name} no debería ver la primera carta de su biblioteca, ve {seen_es}",
                    f"{name} should not see the top card of their library, sees {seen_en}",
                )
            continue
        alias = alias_of(game, ctx.aliases, want)
        fits = (
            got == alias
            if alias is not None
            else (got is not None and game.state.objects[got].card == key_of(want))
        )
        if not fits:
            yield Diff(
                f"{name} debería ver {want} en la parte superior de su biblioteca, ve {seen_es}",
                f"{name} should see {want} on top of their library, sees {seen_en}",
            )


def check_log_names(ctx: Ctx, value: Any) -> Found:
    """``log_names: {NAME: true|false}``: whether the public log names that card — a card
    searched for and revealed is named, one put into a hand unrevealed is not (CR 701.23a,
    400.2)."""
    lines = ctx.game.log.lines("es") + ctx.game.log.lines("en")
    for name, want in value.items():
        d = get(key_of(name))
        names = {n for n in (d.name_es, d.name_en) if n}
        named = any(n in line for line in lines for n in names)
        if named != bool(want):
            yield Diff(
                f"el registro {'debería' if want else 'no debería'} nombrar {name}",
                f"the log should {'' if want else 'not '}name {name}",
            )


def check_step(ctx: Ctx, value: Any) -> Found:
    got = ctx.game.state.step
    if got != value:
        yield Diff(f"paso: se esperaba {value}, es {got}", f"step: expected {value}, got {got}")


def check_pending(ctx: Ctx, value: Any) -> Found:
    d = ctx.game.pending
    kind = d.kind if d is not None else None
    if kind != value:
        yield Diff(
            f"decisión pendiente: se esperaba {value}, es {kind}",
            f"pending decision: expected {value}, got {kind}",
        )


CHECKS: dict[str, Callable[[Ctx, Any], Found]] = {
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
    "sees_library_top": check_sees_library_top,
    "log_names": check_log_names,
    "mana_pool": check_mana_pool,
    "may_play": check_may_play,
    "abilities": check_abilities,
    "lost": check_lost,
    "left_game": check_left,
    "priority": check_priority,
    "decides": check_decides,
}


def differences(game: Game, expect: Any, aliases: Aliases | None = None) -> list[Diff]:
    """Every difference between ``expect`` and the game, in the order written."""
    if not isinstance(expect, dict):
        raise ScenarioError(
            f"las expectativas son un mapa, no {shown(expect, 60)}",
            f"expectations are a mapping, not {shown(expect, 60)}",
        )
    ctx = Ctx(game, aliases)
    found: list[Diff] = []
    for name, value in expect.items():
        check = CHECKS.get(name)
        if check is None:
            raise ScenarioError(
                f"expectativa desconocida {shown(name)}; una de {', '.join(CHECKS)}",
                f"unknown expectation {shown(name)}; one of {', '.join(CHECKS)}",
            )
        try:
            found += list(check(ctx, value))
        except Missing as exc:
            found.append(exc.diff)
        except (AttributeError, TypeError, ValueError, KeyError) as exc:
            if isinstance(exc, ScenarioError):
                raise
            what = f"{name}: {shown(value, 80)}"
            raise ScenarioError(
                f"expectativa mal formada {what}",
                f"malformed expectation {what} ({str(exc)[:200]})",
            ) from exc
    return list(dict.fromkeys(found))  # the same sentence once (three tapped Swamps)


def first_difference(game: Game, expect: dict[str, Any]) -> str | None:
    """The first difference, in English (kept for callers that want one sentence)."""
    found = differences(game, expect)
    return found[0].en if found else None
