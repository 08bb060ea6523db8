"""A demon's two forms (I-112.4–I-112.7): it flips from infernal to terrestrial when its
flip condition is met and the ability resolves (I-112.5), and then has its terrestrial
form's power and abilities (I-207.2, I-112.7) and may be proposed as an attacker (I-112.8).
Nothing flips it back here: ``docs/inferno.md``, decision 3."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import effects_game as gx
from grimorio.inferno.state import Demon, ist
from grimorio.rules.events.objects import cref
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class DemonFlips(Event):
    """I-112.5: the demon turns to its terrestrial form."""

    __slots__ = ("demon",)
    writes = frozenset({Aspect.STATUS})

    def __init__(self, demon: int) -> None:
        self.demon = demon
        self.rule = "I-112.5"

    def possible(self, game: Kernel) -> bool:
        demon = ist(game).objects.get(self.demon)
        return isinstance(demon, Demon) and not demon.terrestrial

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ist(game)
        demon = state.objects[self.demon]
        assert isinstance(demon, Demon)
        demon.terrestrial = True
        state.faces += 1  # its printed abilities are another form's (in_play.py)
        return LogEntry(self.rule, "demon.flip", (cref(state, self.demon),))


serializable(DemonFlips)


@handles(gx.FlipDemon)
def flip_demon(game: Kernel, ctx: Ctx, e: gx.FlipDemon) -> None:
    """I-112.5: "voltea a tu demonio"."""
    game.emit(DemonFlips(ist(game).inferno_player(ctx.controller).demon))
