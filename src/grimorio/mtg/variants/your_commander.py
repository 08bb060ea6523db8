"""The words "your commander" of the card vocabulary (CR 903.3, 903.3e): ``YourCommander`` finds the
controller's commander in any zone — with its characteristics now — and ``Remember`` keeps
objects for the rest of a resolution, commanders left out when it says so ("each creature
that isn't a commander"). Both from ``grimorio.dsl.effects_schemes``.

Only a Commander game (``CommanderState``) has commanders. In any other — Supervillain
Rumble (904.12), the one game with schemes, among them — a player has none: what refers to
"your commander" is undefined, and that part of the ability does nothing (as 903.4f says of
a commander's colour identity when the player has no commander). The schemes that name it
(*Conocerás el verdadero sufrimiento*, *Nunca estoy a solas*) therefore do nothing in the
games the engine plays with schemes, and say so in the log.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_schemes as sx
from grimorio.mtg.effects.resolution_choices import mana_value
from grimorio.mtg.variants.commander import CommanderState, is_commander
from grimorio.rules.events.objects import Link, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import MtgState, st
from grimorio.rules.vocabulary.context import Ctx, refs
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def commanders_of(state: MtgState, player: int) -> list[int]:
    """CR 903.3, 903.3e: ``player``'s commanders, found in any zone (none outside Commander)."""
    if not isinstance(state, CommanderState):
        return []
    return [
        oid
        for oid, obj in state.objects.items()
        if obj.owner == player and is_commander(state, obj)
    ]


@handles(sx.YourCommander)
def your_commander(game: Kernel, ctx: Ctx, e: sx.YourCommander) -> list[Step]:
    """CR 903.3e: the effects about the controller's commander — nothing if they have none
    (903.4f's rule for what a commander a player doesn't have would define)."""
    found = commanders_of(st(game), ctx.controller)
    if not found:
        game.note("903.4f", "commander.none", ("p", ctx.controller))
        return []
    if len(found) == 1:
        return with_commander(game, ctx, e, found[0])
    return [ChooseCommander(ctx, e, tuple(found))]


def with_commander(game: Kernel, ctx: Ctx, e: sx.YourCommander, commander: int) -> list[Step]:
    """The effects, with the commander remembered and its mana value as "that much"."""
    game.emit(Link(f"{ctx.source}:{e.key}", (commander,), reset=True))
    with_value = dataclasses.replace(ctx, event_amount=mana_value(game, commander))
    return [RunEffects(with_value, e.effects)]


class ChooseCommander(Step):
    """The release notes of *Conocerás el verdadero sufrimiento*: a player with two
    commanders chooses one of them as the ability resolves."""

    __slots__ = ("ctx", "effect", "found")

    def __init__(self, ctx: Ctx, effect: sx.YourCommander, found: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.effect = effect
        self.found = found

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        opts = tuple(Option(f"choose:{r}", "opt.commander", (cref(state, r),)) for r in self.found)
        return Decision(self.ctx.controller, DecisionKind.CHOOSE, opts, "ask.commander")

    def answer(self, game: Kernel, option: Option) -> None:
        chosen = OptionId.parse(option.id).num()
        game.push(*reversed(with_commander(game, self.ctx, self.effect, chosen)))


serializable(ChooseCommander)


@handles(sx.Remember)
def remember(game: Kernel, ctx: Ctx, e: sx.Remember) -> None:
    """CR 607.2a: remember the objects picked now — without the commanders, if so (903.3)."""
    state = st(game)
    picked = [r for r in refs(game, ctx, e.what) if r > 0 and r in state.objects]
    if not e.commanders and isinstance(state, CommanderState):
        picked = [r for r in picked if not is_commander(state, state.objects[r])]
    game.emit(Link(f"{ctx.source}:{e.key}", tuple(picked), reset=True))


register_messages(
    {
        "commander.none": (
            "{0} no tiene comandante: lo que se refiere a él no hace nada.",
            "{0} has no commander: what refers to it does nothing.",
        ),
        "opt.commander": ("{0}", "{0}"),
        "ask.commander": ("Elige uno de tus comandantes.", "Choose one of your commanders."),
    }
)
