"""Mana (CR 106, 107.4, 605): available sources and whether a cost can be paid.

A *source* is one activation of a mana ability (CR 605.1a) the player could make now: a
permanent, the index of the ability, and the colours it could add. Mana abilities are
activated while paying a cost (CR 601.2g, 605.3a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from grimorio.dsl.abilities import ManaAbility
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.casting.mana_amounts import mana_amount
from grimorio.rules.casting.restricted_mana import Spend, allows, pooled, restricted_abilities
from grimorio.rules.characteristics.chars import chars, tap_sick
from grimorio.rules.state.state import MANA_ORDER, st
from grimorio.rules.vocabulary.conditions import holds

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Source(NamedTuple):
    """A permanent that can add one mana now: ``colors[k]`` comes from ability ``abilities[k]``."""

    obj: int
    abilities: tuple[int, ...]
    colors: tuple[str, ...]
    card: str


def sources(
    game: Kernel, player: int, exclude: tuple[int, ...] = (), purpose: Spend | None = None
) -> list[Source]:
    """Permanents whose {T} mana abilities ``player`` could activate now — one source each,
    since tapping for one ability leaves the others unpayable (CR 106.4, 605). Mana that
    may be spent only in some ways (106.6) is a source only for a payment whose
    ``purpose`` allows it: restricted abilities, and restricted mana in the pool."""
    cache = game.derived()
    found = cache.get(("sources", player))
    if found is None:
        found = cache[("sources", player)] = _sources(game, player)
    assert isinstance(found, list)
    if purpose is not None:
        found = _with_restricted(game, player, found, purpose)
    return [s for s in found if s.obj not in exclude] if exclude else list(found)


def _with_restricted(
    game: Kernel, player: int, found: list[Source], purpose: Spend
) -> list[Source]:
    """The sources plus the restricted mana that ``purpose`` may use (CR 106.6): restricted
    mana already in the pool first, as pseudo-sources, then restricted abilities."""
    extra = restricted_abilities(game, player)
    pool = pooled(game, player, purpose)
    if not extra and not pool:
        return found
    out = [Source(ref, (0,), (color,), card) for ref, color, card in pool]
    by_obj = {s.obj: s for s in found}
    state = st(game)
    for oid, index, ab in extra:
        if not allows(game, ab.spend_only, purpose, player):  # type: ignore[arg-type]
            continue
        n = mana_amount(game, player, oid, ab)  # CR 106.4: "X mana", read now
        if n <= 0:
            continue
        colors = tuple(c * n for c in _colors(state.chosen.get(oid, ()), ab.produce))
        old = by_obj.get(oid)
        if old is None:
            old = Source(oid, (), (), state.objects[oid].card)
        new = [(a, c) for a, c in zip(old.abilities, old.colors, strict=True)]
        new += [(index, c) for c in colors if (index, c) not in new]
        by_obj[oid] = Source(oid, tuple(a for a, _ in new), tuple(c for _, c in new), old.card)
    seen = {s.obj for s in found}
    out += [by_obj[s.obj] for s in found]
    out += [s for oid, s in by_obj.items() if oid not in seen]
    return out


def _sources(game: Kernel, player: int) -> list[Source]:
    """The sources in battlefield order — those whose mana ability sacrifices them (a
    Treasure, CR 701.21a) last, so that "pay automatically" spends them only when needed."""
    state = st(game)
    out: list[Source] = []
    spent: list[Source] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller != player or obj.tapped:
            continue
        c = chars(game, obj)
        abilities: list[int] = []
        colors: list[str] = []
        for i, ab in enumerate(c.abilities):
            if not isinstance(ab, ManaAbility) or ab.spend_only is not None:
                continue  # CR 106.6: restricted mana only for the payments it allows
            if ab.cost.tap and tap_sick(obj, c):
                continue  # CR 302.6, I-301.6
            if ab.condition is not None and not holds(game, ab.condition, player, oid, ()):
                continue  # CR 602.5b: "activate only if"
            if ab.cost.pay_life and ab.cost.pay_life > state.player(player).life:
                continue  # CR 119.4: the life can't be paid (0 life always can)
            n = mana_amount(game, player, oid, ab)  # CR 106.4: "X mana", read now
            for one in _colors(state.chosen.get(oid, ()), ab.produce) if n > 0 else ():
                color = one * n  # several mana at once: "GG" (CR 106.4)
                if color not in colors:
                    colors.append(color)
                    abilities.append(i)
        if colors:
            source = Source(oid, tuple(abilities), tuple(colors), obj.card)
            sacrificed = any(_sacrifices(c.abilities[i]) for i in abilities)
            (spent if sacrificed else out).append(source)
    return out + spent


def _sacrifices(ability: object) -> bool:
    return isinstance(ability, ManaAbility) and ability.cost.sacrifice_self


def _colors(chosen: tuple[tuple[str, str], ...], produce: tuple[str, ...]) -> tuple[str, ...]:
    """``"chosen"`` in ``produce`` is "one mana of the chosen color" (CR 614.12a, 607.2a)."""
    if "chosen" not in produce:
        return produce
    picked = tuple(value for kind, value in chosen if kind == "color")
    return tuple(c for c in produce if c != "chosen") + picked


def _match(symbols: list[str], pools: list[tuple[str, ...]]) -> int:
    """Maximum matching of coloured symbols to sources (augmenting paths)."""
    owner: dict[int, int] = {}
    return sum(1 for s in range(len(symbols)) if _augment(symbols, pools, owner, s, set()))


def _augment(
    symbols: list[str], pools: list[tuple[str, ...]], owner: dict[int, int], s: int, seen: set[int]
) -> bool:
    """Find a source for symbol ``s``, moving symbols already matched if need be."""
    for j, colors in enumerate(pools):
        if symbols[s] in colors and j not in seen:
            seen.add(j)
            if j not in owner or _augment(symbols, pools, owner, owner[j], seen):
                owner[j] = s
                return True
    return False


def can_pay(cost: ManaCost, pool: tuple[int, ...], srcs: list[tuple[str, ...]]) -> bool:
    """Could ``cost`` (X already fixed) be paid from the pool plus one activation per
    source? A source that adds several mana of one colour at once ("GG", CR 106.4) is
    tried each way it could be used."""
    if all(len(c) == 1 for colors in srcs for c in colors):  # the usual case
        return _can_pay(cost, pool, srcs)
    for i, colors in enumerate(srcs):
        if any(len(c) > 1 for c in colors):
            rest = srcs[:i] + srcs[i + 1 :]
            singles = tuple(c for c in colors if len(c) == 1)
            ways = [[singles]] if singles else []
            ways += [[(c[0],)] * len(c) for c in colors if len(c) > 1]
            return any(can_pay(cost, pool, rest + way) for way in ways)
    return _can_pay(cost, pool, srcs)


def _can_pay(cost: ManaCost, pool: tuple[int, ...], srcs: list[tuple[str, ...]]) -> bool:
    need = cost.generic + len(cost.symbols)
    if need > sum(pool) + len(srcs):
        return False
    if not cost.symbols:
        return True
    if all(len(colors) == 1 for colors in srcs):
        return _enough_of_each(cost.symbols, pool, srcs)
    units: list[tuple[str, ...]] = []
    for i, n in enumerate(pool):
        units += [(MANA_ORDER[i],)] * n
    units += srcs
    need = cost.generic + len(cost.symbols)
    if need > len(units):
        return False
    if not cost.symbols:
        return True
    return _match(list(cost.symbols), units) == len(cost.symbols)


def _enough_of_each(
    symbols: tuple[str, ...], pool: tuple[int, ...], srcs: list[tuple[str, ...]]
) -> bool:
    """When each source adds one colour only, every symbol can be matched to a mana of its
    colour exactly when, for each colour, the symbols of that colour are no more than the
    mana of it in the pool and among the sources (the matching of :func:`_match` falls
    apart colour by colour). A symbol of no colour of the pool (``"G/P"``) is never paid."""
    for color in set(symbols):
        if color not in MANA_ORDER:
            return False
        have = pool[MANA_ORDER.index(color)]
        for colors in srcs:
            if colors[0] == color:
                have += 1
        if symbols.count(color) > have:
            return False
    return True


def pay_one(cost: ManaCost, color: str) -> ManaCost | None:
    """Pay one symbol of ``cost`` with one mana of ``color``: a matching coloured symbol
    first, else generic (CR 107.4). ``None`` if that mana can't pay any part of it. Several
    mana of one colour ("GG") pay as much as they can (at least one)."""
    if len(color) > 1:
        after = pay_one(cost, color[0])
        if after is None:
            return None
        for _ in color[1:]:
            after = pay_one(after, color[0]) or after
        return after
    if color in cost.symbols:
        syms = list(cost.symbols)
        syms.remove(color)
        return ManaCost(cost.generic, tuple(syms), 0)
    if cost.generic > 0:
        return ManaCost(cost.generic - 1, cost.symbols, 0)
    return None
