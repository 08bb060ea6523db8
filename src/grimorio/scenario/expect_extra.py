"""The expectations on a player's mana pool (CR 106.4), on the cards a permission lets a
player play from outside their hand (601.3), on who has lost or left the game (104, 800.4a),
who has priority (117) and who makes the pending decision, and on an object's abilities
(113) — the words a scenario names abilities by: its keywords (702), and for other
abilities the keyword they stand for (ward, 702.21a; impending, 702.176a; protection,
702.16) and their kind — activated (602), mana (605), triggered (603), static (604)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from grimorio.cards.registry import fold
from grimorio.core.decisions import shown
from grimorio.rules.casting.permissions import playable
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.expect_base import Ctx, Diff, Found, each, name_of, objects, player_index
from grimorio.scenario.names import key_of

_KINDS = {
    "ActivatedAbility": "activated",
    "ManaAbility": "mana",
    "Triggered": "triggered",
    "Static": "static",
    "Impending": "impending",
    "Protection": "protection",
    "EntersWithCounters": "enters_with",
}


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def ability_names(keywords: Iterable[str], abilities: Iterable[object]) -> set[str]:
    """Every word naming one of these keywords and abilities."""
    names = {str(k) for k in keywords}
    for ability in abilities:
        kind = type(ability).__name__
        names.add(_KINDS.get(kind, _snake(kind)))
        keyword = getattr(ability, "keyword", "")
        if keyword:
            names.add(str(keyword))
    return names


_MANA = "WUBRGC"
_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def _pool_text(counts: list[int]) -> str:
    return "".join(f"{{{c}}}" * n for c, n in zip(_MANA, counts, strict=True)) or "(vacía)"


def check_mana_pool(ctx: Ctx, value: Any) -> Found:
    """``mana_pool: {PLAYER: "{R}{R}"}``: the mana in the player's mana pool (CR 106.4),
    restricted mana (106.6) included; ``""`` is an empty pool."""
    for who, want in value.items():
        p = player_index(ctx.game, who)
        text = str(want or "").replace(" ", "")
        symbols = _SYMBOL.findall(text)
        if "".join(f"{{{s}}}" for s in symbols) != text.upper():
            raise ScenarioError(
                f"mana_pool: el maná se escribe con símbolos como {{R}}{{G}}, no {shown(want)}",
                f"mana_pool: mana is written in symbols such as {{R}}{{G}}{{C}}, not {shown(want)}",
            )
        player = ctx.game.state.player(p)
        got = list(player.pool)
        for colour, *_ in player.restricted:
            if colour in _MANA:
                got[_MANA.index(colour)] += 1
        expected = [symbols.count(c) for c in _MANA]
        if got != expected:
            name = ctx.game.state.players[p].name
            w, g = _pool_text(expected), _pool_text(got)
            yield Diff(
                f"reserva de maná de {name}: se esperaba {w}, hay {g}",
                f"mana pool of {name}: expected {w.replace('(vacía)', '(empty)')}, "
                f"got {g.replace('(vacía)', '(empty)')}",
            )


def check_may_play(ctx: Ctx, value: Any) -> Found:
    """``may_play: {PLAYER: [NAMES]}``: the cards outside the player's hand (in exile, a
    graveyard) that a permission lets them play now (CR 601.3, 305.1) — timing and costs
    aside; compared as a set of names."""
    state = ctx.game.state
    for who, names in value.items():
        p = player_index(ctx.game, who)
        want = sorted({name_of(key_of(n)) for n in names or []})
        got = sorted({name_of(state.objects[o].card) for o in playable(ctx.game, p)})
        if want != got:
            name = state.players[p].name
            yield Diff(
                f"{name} puede jugar fuera de su mano: se esperaba {want}, hay {got}",
                f"{name} may play from outside their hand: expected {want}, got {got}",
            )


def _flags(value: Any, what: str) -> dict[Any, bool]:
    """``{PLAYER: true|false}``, the shape of :func:`check_lost` and :func:`check_left`."""
    if not isinstance(value, dict) or not all(isinstance(v, bool) for v in value.values()):
        raise ScenarioError(
            f"{what} es un mapa {{JUGADOR: true|false}}, no {shown(value, 60)}",
            f"{what} is a mapping {{PLAYER: true|false}}, not {shown(value, 60)}",
        )
    return value


def check_lost(ctx: Ctx, value: Any) -> Found:
    """``lost: {PLAYER: true|false}``: whether that player has lost the game (CR 104.3)."""
    state = ctx.game.state
    for who, want in _flags(value, "lost").items():
        p = player_index(ctx.game, who)
        if state.player(p).lost != want:
            name = state.players[p].name
            yield Diff(
                f"{name} {'debería haber perdido' if want else 'no debería haber perdido'}",
                f"{name} should {'' if want else 'not '}have lost",
            )


def check_left(ctx: Ctx, value: Any) -> Found:
    """``left_game: {PLAYER: true|false}``: whether that player has left a game of more than
    two that goes on without them (CR 800.4a): they have lost, and nothing they owned is
    anywhere in the game any more."""
    state = ctx.game.state
    for who, want in _flags(value, "left_game").items():
        p = player_index(ctx.game, who)
        owned = any(o.owner == p for o in state.objects.values())
        left = state.multiplayer and state.player(p).lost and not owned
        if left != want:
            name = state.players[p].name
            yield Diff(
                f"{name} {'debería' if want else 'no debería'} haber dejado la partida",
                f"{name} should {'' if want else 'not '}have left the game",
            )


def check_priority(ctx: Ctx, value: Any) -> Found:
    """``priority: PLAYER``: the player who has priority (CR 117.3) is asked what to do."""
    game = ctx.game
    p = player_index(game, value)
    d = game.pending
    state = game.state
    if d is None or d.kind != DecisionKind.PRIORITY or d.player != p:
        got = state.players[d.player].name if d is not None else "-"
        kind = d.kind if d is not None else None
        yield Diff(
            f"prioridad: se esperaba que la tuviera {state.players[p].name}; "
            f"pendiente: {kind} de {got}",
            f"priority: expected {state.players[p].name} to have it; pending: {kind} of {got}",
        )


def check_decides(ctx: Ctx, value: Any) -> Found:
    """``decides: PLAYER``: the player the pending decision is for (a defending player
    declaring blockers in turn, CR 802.4; the next one in turn order, 800.4h)."""
    game = ctx.game
    p = player_index(game, value)
    d = game.pending
    if d is None or d.player != p:
        names = [pl.name for pl in game.state.players]
        got = names[d.player] if d is not None else "-"
        yield Diff(
            f"decide: se esperaba {names[p]}, decide {got}",
            f"decides: expected {names[p]}, got {got}",
        )


def check_abilities(ctx: Ctx, value: Any) -> Found:
    """``abilities: {NAME: []}`` — the object has no abilities (no keyword either); or
    ``{NAME: {tiene: [...], sin: [...]}}`` (``has``/``lacks``) — it has, or doesn't have,
    each ability named: a keyword (``flying``, ``ward``, ``impending``…) or a kind
    (``activated``, ``triggered``, ``static``, ``mana``) (CR 113, 613.1f)."""
    for name, want, found in each(ctx, value, objects):
        if isinstance(found, Diff):
            yield found
            continue
        none = want in ([], "none", "ninguna", None)
        if not none and not isinstance(want, dict):
            raise ScenarioError(
                f"abilities de {shown(name)}: [] (ninguna) o {{tiene: [...], sin: [...]}}",
                f"abilities of {shown(name)}: [] (none) or {{has: [...], lacks: [...]}}",
            )
        wanted = {} if none else want
        unknown = sorted(map(str, set(wanted) - {"tiene", "has", "sin", "lacks"}))
        if unknown:
            raise ScenarioError(
                f"abilities de {shown(name)}: campos desconocidos {unknown}; usa tiene y sin",
                f"abilities of {shown(name)}: unknown fields {unknown}; use has and lacks",
            )
        for o in found:
            c = ctx.game.characteristics(o)
            got = ability_names(c.keywords, c.abilities)
            if none and got:
                yield Diff(
                    f"{name} no debería tener habilidades, tiene {sorted(got)}",
                    f"{name} should have no abilities, has {sorted(got)}",
                )
            for word in wanted.get("tiene", []) + wanted.get("has", []):
                if fold(str(word)).replace(" ", "_") not in got:
                    yield Diff(
                        f"{name} debería tener {word}; tiene {sorted(got)}",
                        f"{name} should have {word}; has {sorted(got)}",
                    )
            for word in wanted.get("sin", []) + wanted.get("lacks", []):
                if fold(str(word)).replace(" ", "_") in got:
                    yield Diff(f"{name} no debería tener {word}", f"{name} should not have {word}")
