"""Conditions of the card vocabulary, checked against the state (CR 603.4, 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.values import (
    All,
    AnyPlayerLifeAtMost,
    CastWith,
    Condition,
    Delirium,
    HandEmpty,
    HasCounters,
    LifeAtLeast,
    Not,
    PaidCardWasNot,
    SourceTapped,
    YouControl,
)
from grimorio.mtg.characteristics import chars
from grimorio.mtg.events import st
from grimorio.mtg.filters import object_holds
from grimorio.mtg.targets import select
from grimorio.mtg.zones import zkey

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def card_types_in_graveyard(game: Kernel, player: int) -> int:
    """CR 205.2a: the number of card types among cards in the player's graveyard."""
    state = st(game)
    types: set[str] = set()
    for oid in state.zones[zkey("graveyard", player)]:
        types.update(chars(game, state.objects[oid]).types)
    return len(types)


def holds(
    game: Kernel, cond: Condition, controller: int, source: int | None, paid: tuple[str, ...]
) -> bool:
    if isinstance(cond, Delirium):
        return card_types_in_graveyard(game, controller) >= 4
    if isinstance(cond, PaidCardWasNot):
        return cond.type not in paid
    if isinstance(cond, YouControl):
        return bool(select(game, cond.filter, controller, source))
    state = st(game)
    if isinstance(cond, SourceTapped):  # gone: as it last existed (CR 608.2h)
        obj = (state.objects.get(source) or state.lki.get(source)) if source is not None else None
        return obj is not None and obj.tapped
    if isinstance(cond, LifeAtLeast):
        return state.player(controller).life >= cond.amount
    if isinstance(cond, AnyPlayerLifeAtMost):
        return any(state.player(p.index).life <= cond.amount for p in state.players)
    if isinstance(cond, HandEmpty):
        return not state.zones[zkey("hand", controller)]
    if isinstance(cond, Not):
        return not holds(game, cond.condition, controller, source, paid)
    if isinstance(cond, All):
        return all(holds(game, c, controller, source, paid) for c in cond.conditions)
    if isinstance(cond, (CastWith, HasCounters)):
        obj = state.objects.get(source) if source is not None else None
        return obj is not None and object_holds(cond, obj)
    raise TypeError(f"unknown condition {cond!r}")
