"""Casting copies of cards while an effect resolves (CR 707.12): "Copy them. You may cast
any number of the copies."

Each copy is made in the zone its card is in (a new object, ``is_copy``) and may be cast
by the effect's controller while the effect resolves, following 601.2a–h (costs are paid,
X is chosen normally); timing permissions don't matter (the release notes of The Tale of
Tamiyo). A copy cast becomes a spell on the stack; a copy not cast ceases to exist the next
time state-based actions are checked (704.5e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, kind_of
from grimorio.rules.casting.announce import Announce, completable
from grimorio.rules.events.objects import cref
from grimorio.rules.state import zones
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@handles(*(gx.CastCopies,))
def perform_cast_copies(game: Kernel, ctx: Ctx, e: gx.CastCopies) -> list[Step]:
    """CR 707.12: copy each card picked where it is; then offer to cast the copies."""
    state = st(game)
    made: list[int] = []
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone == BATTLEFIELD_KEY or obj.zone == STACK_KEY:
            continue  # only cards are copied this way
        new = zones.create(state, obj.card, ctx.controller, kind_of(obj.zone))
        new.is_copy = True
        made.append(new.id)
        game.note("707.12", "copy.card", ("p", ctx.controller), cref(state, r))
    return [CastCopy(ctx.controller, tuple(made))] if made else []


class CastCopy(Step):
    """The player may cast any number of the copies, one at a time (CR 707.12)."""

    __slots__ = ("copies", "player")

    def __init__(self, player: int, copies: tuple[int, ...]) -> None:
        self.player = player
        self.copies = copies

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        opts = [
            Option(f"cast_copy:{r}", "opt.cast_copy", (cref(state, r),))
            for r in self.copies
            if r in state.objects and completable(game, self.player, state.objects[r])
        ]
        if not opts:
            return None
        opts.append(Option("done", "opt.cast_copy_done"))
        return Decision(self.player, DecisionKind.CAST_COPY, tuple(opts), "ask.cast_copy")

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            return
        r = OptionId.parse(option.id).num()
        game.push(self, Announce(self.player, r))


serializable(CastCopy)


register_messages(
    {
        "copy.card": ("{0} copia {1:el}.", "{0} copies {1}."),
        "opt.cast_copy": ("Lanzar la copia de {0}", "Cast the copy of {0}"),
        "opt.cast_copy_done": ("No lanzar más copias", "Cast no more copies"),
        "ask.cast_copy": (
            "Puedes lanzar cualquier cantidad de las copias.",
            "You may cast any number of the copies.",
        ),
    }
)
