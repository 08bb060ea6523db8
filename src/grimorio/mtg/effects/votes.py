"""Voting (CR 701.38), extra turns (CR 500.7) and gaining control of a chosen permanent
(CR 613.1b): the parts of a council's dilemma.

Players vote one at a time, starting with the controller and in turn order, each knowing
the votes before theirs (701.38a); every player must vote. Then what each vote brings
happens, vote by vote. Extra turns wait in ``MtgState.extra_turns``: the most recently
created is taken first (500.7), before the turn order goes on.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl.continuous import GainControl
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone
from grimorio.rules.events.game import AddEffect
from grimorio.rules.events.objects import cref
from grimorio.rules.events.records import ExtraTurnAdded
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import ContinuousEffect, st
from grimorio.rules.vocabulary.context import Ctx, players
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.refs import card_ref
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.vocabulary.context import Ctx

VOTE_EFFECTS = (gx.Vote, gx.ExtraTurn, gx.GainControlOfChosen)


@handles(*VOTE_EFFECTS)
def perform_vote(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``VOTE_EFFECTS``; return the steps that ask."""
    state = st(game)
    if isinstance(e, gx.Vote):
        if len(e.choices) != len(e.outcomes) or not e.choices:
            raise ValueError("a vote needs one outcome for each of its choices")
        start = state.apnap()
        first = start.index(ctx.controller) if ctx.controller in start else 0
        voters = tuple(p for p in start[first:] + start[:first] if not state.player(p).lost)
        return [VoteStep(ctx, e, voters)]
    if isinstance(e, gx.ExtraTurn):
        for p in players(game, ctx, e.who):
            game.emit(ExtraTurnAdded(p))
        return []
    assert isinstance(e, gx.GainControlOfChosen)
    return [ChooseToControl(ctx, p, e.filter) for p in players(game, ctx, e.owner)]


class VoteStep(Step):
    """CR 701.38a: each of ``voters``, in order, votes for one of the choices; then the
    outcome of each vote happens, choice by choice in the order the card lists them, with
    the voter as "that player"."""

    __slots__ = ("ctx", "effect", "voters", "votes")

    def __init__(self, ctx: Ctx, effect: gx.Vote, voters: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.effect = effect
        self.voters = voters
        self.votes: tuple[int, ...] = ()  # the index of each voter's choice, in order

    def _word(self, i: int) -> tuple[str, str]:
        e = self.effect
        es = e.words_es[i] if i < len(e.words_es) else e.choices[i]
        return es, e.choices[i]

    def run(self, game: Kernel) -> Decision | None:
        if len(self.votes) < len(self.voters):
            voter = self.voters[len(self.votes)]
            opts = tuple(
                Option(f"vote:{c}", "opt.vote", self._word(i))
                for i, c in enumerate(self.effect.choices)
            )  # CR 701.38a: no abstaining
            return Decision(
                voter, DecisionKind.VOTE, opts, "ask.vote", (card_ref(self.ctx.source_card),)
            )

        steps: list[Step] = []
        for i, outcome in enumerate(self.effect.outcomes):
            for voter, vote in zip(self.voters, self.votes, strict=True):
                if vote == i and outcome:
                    ctx = dataclasses.replace(self.ctx, event_player=voter)
                    steps.append(RunEffects(ctx, outcome))
        game.push(*reversed(steps))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        choice = self.effect.choices.index(OptionId.parse(option.id).rest)
        voter = self.voters[len(self.votes)]
        self.votes = (*self.votes, choice)
        es, en = self._word(choice)
        game.note("701.38a", "vote", ("p", voter), es, en)
        game.push(self)


serializable(VoteStep)


class ChooseToControl(Step):
    """ "Choose a permanent [that matches] owned by <owner> and gain control of it": the
    controller of the spell chooses; the control-changing effect lasts for the game (CR
    613.1b, 611.2a)."""

    __slots__ = ("ctx", "filter", "owner")

    def __init__(self, ctx: Ctx, owner: int, f: object) -> None:
        self.ctx = ctx
        self.owner = owner
        self.filter = f

    def _choices(self, game: Kernel) -> list[int]:
        state = st(game)
        assert isinstance(self.filter, Filter)
        f = dataclasses.replace(self.filter, zone=Zone.BATTLEFIELD)
        found = select(game, f, self.ctx.controller, self.ctx.source)
        return [r for r in found if state.objects[r].owner == self.owner]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        found = self._choices(game)
        if not found:
            return None
        opts = tuple(Option(f"choose:{r}", "opt.control", (cref(state, r),)) for r in found)
        return Decision(
            self.ctx.controller, DecisionKind.CHOOSE, opts, "ask.control", (("p", self.owner),)
        )

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        r = OptionId.parse(option.id).num()
        effect = ContinuousEffect(
            state.new_timestamp(),
            self.ctx.source_card,
            (r,),
            (GainControl(),),
            "game",
            self.ctx.controller,
        )
        game.emit(AddEffect(effect, "613.1b"))


serializable(ChooseToControl)


register_messages(
    {
        "opt.vote": ("Votar {0}", "Vote {1}"),
        "ask.vote": ("{0:El}: vota.", "{0}: vote."),
        "vote": ("{0} vota {1}.", "{0} votes {2}."),
        "turn.extra": (
            "{0} jugará un turno adicional después de este.",
            "{0} will take an extra turn after this one.",
        ),
        "opt.control": ("Ganar el control de {0:el}", "Gain control of {0}"),
        "ask.control": (
            "Elige un permanente que sea propiedad de {0}: ganas su control.",
            "Choose a permanent owned by {0}: you gain control of it.",
        ),
    }
)
