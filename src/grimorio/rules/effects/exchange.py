"""Exchanging control of two permanents (CR 701.12a–b; Inferno's *intercambiar*, I-701.10a–b):
both changes of control happen at once, as two layer-2 effects with one timestamp
(613.1b, 613.7b), or none happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl import effects_game as gx
from grimorio.dsl.continuous import GainControl
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.events.game import AddEffect
from grimorio.rules.state.state import ContinuousEffect, st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@handles(gx.ExchangeControl)
def exchange_control(game: Kernel, ctx: Ctx, e: gx.ExchangeControl) -> None:
    """CR 701.12a–b, I-701.10a–b: each controller gains control of the other's permanent; if
    either is gone, nothing is exchanged (a note says so); one controller's two, nothing."""
    state = st(game)
    pair = [next(iter(objects(game, ctx, sel)), 0) for sel in (e.first, e.second)]
    here = [state.objects.get(r) for r in pair]
    a, b = here
    if a is None or b is None or a.zone != BATTLEFIELD_KEY or b.zone != BATTLEFIELD_KEY:
        game.note("701.12a", "exchange.none")
        return
    if a.controller == b.controller:
        return  # CR 701.12b: the exchange does nothing
    stamp = state.new_timestamp()
    for obj, gainer in ((a, b.controller), (b, a.controller)):
        effect = ContinuousEffect(
            stamp, ctx.source_card, (obj.id,), (GainControl(),), "game", gainer, ctx.source
        )
        game.emit(AddEffect(effect, "701.12b"))
