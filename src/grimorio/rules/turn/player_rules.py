"""Static abilities that change a rule of the game for a player or a permanent, in both
games: permanents that don't untap during their controller's untap step (CR 502.3;
I-502.1), and maximum hand size (402.2, 514.1; I-402.2, I-513.1).

Each is read from the abilities on the battlefield (``abilities_in_play``), which is cached
per state version, so asking is cheap when no such ability is in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.dsl.abilities import DoesntUntap, MaximumHandSize
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.filters import player_fits
from grimorio.rules.characteristics.values import room_of
from grimorio.rules.events.objects import SetTapped
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx, amount, objects
from grimorio.rules.vocabulary.in_play import abilities_in_play

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

MAX_HAND_SIZE = 7  # CR 402.2; I-402.2


def max_hand_size(game: Kernel, player: int) -> int | None:
    """CR 402.2: the player's maximum hand size — None if they have none. Several effects
    on the same player (``MaximumHandSize``: "you have no maximum hand size", "each
    opponent's maximum hand size is ...") apply in timestamp order (613.7): the one applied
    last decides (the release notes of Steaming Sauna and Winter, Misanthropic Guide). A
    variant's rule for players may lift it ("no maximum hand size until your next turn",
    the schemes of Archenemy: ``VariantRules.no_maximum_hand_size``)."""
    state = st(game)
    if state.variant.no_maximum_hand_size(state, player):
        return None
    found = abilities_in_play(game, MaximumHandSize)
    if not found:
        return MAX_HAND_SIZE
    applying: list[tuple[int, int, MaximumHandSize]] = []
    for oid, _n, ab in found:
        src = state.objects[oid]
        if not player_fits(None if ab.who == "each" else ab.who, player, src.controller):
            continue
        if ab.condition is not None and not holds(game, ab.condition, src.controller, oid, ()):
            continue
        applying.append((ability_stamp(game, src, ab), oid, ab))
    size: int | None = MAX_HAND_SIZE
    for _stamp, oid, ab in sorted(applying, key=lambda t: (t[0], t[1])):
        src = state.objects[oid]
        ability_use.record(src.card, ab)
        ctx = Ctx(src.controller, oid, src.card)
        size = None if ab.size is None else max(0, amount(game, ctx, ab.size))
    return size


def ability_stamp(game: Kernel, obj: MagicObject, ability: object) -> int:
    """CR 613.7a: the timestamp of a static ability of ``obj`` — for a door of a Room, the
    later of the permanent's and the moment that door was unlocked (709.5: its text applies
    from then on)."""
    room = room_of(game, obj)  # CR 707.2: a copy of a Room has its doors
    for n, door in enumerate(get(room).doors if room else ()):
        if any(a is ability for a in door.abilities):
            return max(obj.timestamp, obj.stamps.get(f"door:{n}", 0))
    return obj.timestamp


def held_tapped(game: Kernel) -> frozenset[int]:
    """CR 502.3: the permanents that don't untap during their controller's untap step."""
    found = abilities_in_play(game, DoesntUntap)
    if not found:
        return frozenset()
    state = st(game)
    out: set[int] = set()
    for oid, _n, ab in found:
        source = state.objects[oid]
        ctx = Ctx(source.controller, oid, source.card)
        picked = objects(game, ctx, ab.what)
        if picked:
            ability_use.record(source.card, ab)
        out.update(picked)
    return frozenset(out)


def untap_permanents(game: Kernel, rule: str) -> None:
    """CR 502.3; I-502.1: the active player's permanents untap, except those that "don't
    untap during their controller's untap step"."""
    state = st(game)
    held = held_tapped(game)
    for oid in list(state.zones[BATTLEFIELD_KEY]):
        obj = state.objects[oid]
        if obj.controller == state.active and obj.tapped and oid not in held:
            game.emit(SetTapped(oid, False, rule))
