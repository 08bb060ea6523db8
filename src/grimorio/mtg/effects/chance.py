"""Chance (CR 706): rolling dice and choosing at random, with the game's one seeded random
generator (DESIGN principle 3; CR 706.1b allows any method with the same equally likely
results). The result is drawn as the event is committed, so that a game replays exactly.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.rules.events.records import DieRolled
from grimorio.rules.vocabulary.context import players
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.vocabulary.context import Ctx


@handles(gx.RollDie)
def roll(game: Kernel, ctx: Ctx, e: gx.RollDie) -> list[Step]:
    """CR 706: each player picked rolls; what follows the roll reads its result as "that
    much" (``EventAmount``)."""
    if e.sides <= 0:
        raise ValueError(f"a die has at least one side, not {e.sides}")
    steps: list[Step] = []
    for p in players(game, ctx, e.who):
        done = game.emit(DieRolled(p, e.sides))
        result = next((d.result for d in done if isinstance(d, DieRolled)), 0)
        if e.then:
            steps.append(RunEffects(dataclasses.replace(ctx, event_amount=result), e.then))
    return steps


register_messages(
    {
        "die.roll": ("{0} tira 1d{1}: sale {2}.", "{0} rolls a d{1}: {2}."),
        "random.player": ("Se elige al azar a {0}.", "{0} is chosen at random."),
    }
)
