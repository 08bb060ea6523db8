"""Carrying out a player's choice among objects (CR 608.2d),
"if you do" after an optional payment (608.2d), and additional combat phases (500.8), with
the turn structure's side in ``grimorio.mtg.turn.steps``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl.effects_game import (
    EXTRA_EFFECTS,
    AdditionalCombat,
    ChooseAmong,
    EitherOr,
    IfYouDo,
)
from grimorio.rules.effects.later import Pay
from grimorio.rules.events.game import AddCombatPhase
from grimorio.rules.events.objects import Link, cref, source_ref
from grimorio.rules.events.records import UsedThisTurn, done_this_turn, once_each_turn_key
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects, players
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

__all__ = ["EXTRA_EFFECTS", "perform_extra"]


@handles(*EXTRA_EFFECTS)
def perform_extra(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do an effect of ``EXTRA_EFFECTS``; return the steps that ask for choices."""
    state = st(game)
    if isinstance(e, ChooseAmong):
        among = tuple(objects(game, ctx, e.among))
        who = players(game, ctx, e.who)
        return [ChooseOne(who[0] if who else ctx.controller, ctx, among, e.key, e.rest)]
    if isinstance(e, IfYouDo):
        if e.once_each_turn and done_this_turn(state, ctx.source):
            return []  # "do this only once each turn": done already this turn
        return [PayIfYouDo(ctx.controller, ctx, e.payment, e.effects, e.once_each_turn)]
    if isinstance(e, AdditionalCombat):
        game.emit(AddCombatPhase())
    if isinstance(e, EitherOr):
        return [ChooseEffect(ctx.controller, ctx, e)]
    return []


class ChooseEffect(Step):
    """CR 608.2c, 608.2d: "<A> or <B>" — the controller chooses, as the ability resolves,
    which effect happens; then it happens as part of the same resolution."""

    __slots__ = ("ctx", "effect", "player")

    def __init__(self, player: int, ctx: Ctx, effect: EitherOr) -> None:
        self.player = player
        self.ctx = ctx
        self.effect = effect

    def run(self, game: Kernel) -> Decision | None:
        e = self.effect
        opts = tuple(
            Option(f"choose:{n}", "opt.either", (es, en))
            for n, (es, en) in enumerate(zip(e.labels_es, e.labels_en, strict=True))
        )
        src = source_ref(st(game), self.ctx.source_card, self.ctx.source)
        return Decision(self.player, DecisionKind.CHOOSE, opts, "ask.either", (src,))

    def answer(self, game: Kernel, option: Option) -> None:
        n = OptionId.parse(option.id).num()
        game.note("608.2d", "either.chosen", ("p", self.player), *self._label(n))
        game.push(RunEffects(self.ctx, self.effect.options[n]))

    def _label(self, n: int) -> tuple[str, str]:
        return (self.effect.labels_es[n], self.effect.labels_en[n])


serializable(ChooseEffect)


class ChooseOne(Step):
    """CR 608.2d: a player chooses one of the objects; it and the others are remembered
    for the rest of the effect (607.2a)."""

    __slots__ = ("among", "ctx", "key", "player", "rest")

    def __init__(self, player: int, ctx: Ctx, among: tuple[int, ...], key: str, rest: str) -> None:
        self.player = player
        self.ctx = ctx
        self.among = among
        self.key = key
        self.rest = rest

    def run(self, game: Kernel) -> Decision | None:
        if len(self.among) <= 1:  # nothing to choose: the one left is chosen
            self._chosen(game, self.among[0] if self.among else 0)
            return None
        state = st(game)
        opts = tuple(Option(f"choose:{r}", "opt.pick", (cref(state, r),)) for r in self.among)
        src = source_ref(st(game), self.ctx.source_card, self.ctx.source)
        return Decision(self.player, DecisionKind.PICK, opts, "ask.pick", (src,))

    def answer(self, game: Kernel, option: Option) -> None:
        self._chosen(game, OptionId.parse(option.id).num())

    def _chosen(self, game: Kernel, chosen: int) -> None:
        if chosen:
            game.note("608.2d", "picked", ("p", self.player), cref(st(game), chosen))
        base = f"{self.ctx.source}:"
        game.emit(Link(base + self.key, (chosen,) if chosen else (), reset=True))
        others = tuple(r for r in self.among if r != chosen)
        game.emit(Link(base + self.rest, others, reset=True))


serializable(ChooseOne)


class PayIfYouDo(Pay):
    """CR 608.2d: "you may <payment>. If you do, <effects>" — the effects follow the
    payment as part of the same resolution; declining does nothing."""

    __slots__ = ("after", "once")

    def __init__(
        self,
        player: int,
        ctx: Ctx,
        payment: fx.Payment,
        after: tuple[fx.Effect, ...],
        once: bool,
    ) -> None:
        super().__init__(player, ctx, payment, (), ())
        self.after = after
        self.once = once

    def _paid(self, game: Kernel, power: int, subject: tuple[int, ...], count: int = 0) -> None:

        if self.once:
            game.emit(UsedThisTurn(once_each_turn_key(self.ctx.source)))
        game.push(RunEffects(self.ctx, self.after))


serializable(PayIfYouDo)


register_messages(
    {
        "opt.either": ("{0}", "{1}"),
        "ask.either": ("Elige qué hace {0:el}.", "Choose what {0} does."),
        "either.chosen": ("{0} elige: {1}.", "{0} chooses: {2}."),
        "opt.pick": ("Elegir {0}", "Choose {0}"),
        "ask.pick": ("Elige una para {0:el}.", "Choose one for {0}."),
        "picked": ("{0} elige {1:el}.", "{0} chooses {1}."),
        "phase.extra_combat": (
            "Después de esta fase, hay una fase de combate adicional.",
            "After this phase, there is an additional combat phase.",
        ),
        "phase.extra_combat_begins": (
            "Comienza una fase de combate adicional.",
            "An additional combat phase begins.",
        ),
    }
)
