"""Conditions of the card vocabulary, checked against the state (CR 603.4, 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.effects import Condition, Delirium, PaidCardWasNot, YouControl
from grimorio.mtg.characteristics import chars
from grimorio.mtg.events import st
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
    raise TypeError(f"unknown condition {cond!r}")
