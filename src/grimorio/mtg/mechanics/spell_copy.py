"""Copying spells (CR 707.10) and changing the targets of spells and abilities (CR 115.7).

A copy of a spell is put on the stack with the original's modes, targets, X and paid costs
(707.10). When the effect says "you may choose new targets for the copy" (707.10c), its
controller goes through the targets one at a time, before the copy is put on the stack:
each may stay, even if it would now be illegal, or change to a legal target. "Change the
target of target spell or ability with a single target" (115.7a) replaces that one target
with another legal one, chosen as the effect resolves; it must change if it can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl.abilities import Mode
from grimorio.dsl.selectors import TargetSpec
from grimorio.dsl.zones import STACK_KEY
from grimorio.rules.casting.costs import specs
from grimorio.rules.characteristics.values import copiable, printed
from grimorio.rules.events.objects import CopyOnStack, cref
from grimorio.rules.events.stack import TargetsChanged, target_arg
from grimorio.rules.stack.resolve import stack_modes
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import legal_target, legal_targets
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

SPELL_COPY_EFFECTS = (gx.CopySpell, gx.ChangeTarget)


@handles(*SPELL_COPY_EFFECTS)
def perform_spell_copy(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``SPELL_COPY_EFFECTS``; return the steps that ask."""
    state = st(game)
    steps: list[Step] = []
    if isinstance(e, gx.CopySpell):  # CR 707.10
        for r in objects(game, ctx, e.what):
            obj = state.objects[r]
            if obj.zone != STACK_KEY or obj.ability is not None:
                continue
            if e.new_targets and any(obj.targets):
                steps.append(NewTargets(ctx.controller, r))
            else:
                game.emit(copy_event(game, obj, ctx.controller, None))
        return steps
    assert isinstance(e, gx.ChangeTarget)
    for r in objects(game, ctx, e.what):  # CR 115.7a
        obj = state.objects[r]
        if obj.zone == STACK_KEY and sum(len(g) for g in obj.targets) == 1:
            steps.append(ChangeTarget(ctx.controller, r))
    return steps


def copy_event(
    game: Kernel, obj: MagicObject, player: int, targets: tuple[tuple[int, ...], ...] | None
) -> CopyOnStack:
    """The event that puts a copy of the spell ``obj`` on the stack under ``player``'s
    control (CR 707.10), with its copiable values if a copy effect changed them (707.2)."""
    values = copiable(game, obj)
    own = values == printed(obj.card)
    return CopyOnStack(obj.id, player, None if own else values, targets)


def target_specs(obj: MagicObject) -> tuple[TargetSpec, ...]:
    """Each instance of "target" of the spell or ability on the stack, for its modes."""
    modes: tuple[Mode, ...] = stack_modes(obj)
    return specs(modes, obj.modes)


def _flat(targets: tuple[tuple[int, ...], ...]) -> list[tuple[int, int]]:
    """(group, position) of each target chosen, in order."""
    return [(g, i) for g, group in enumerate(targets) for i in range(len(group))]


class NewTargets(Step):
    """CR 707.10c, 115.7d: "you may choose new targets for the copy" — before the copy is
    put on the stack, its controller goes through the original's targets one at a time:
    each stays ("done"), even if it would now be illegal, or changes to a legal target
    (115.3: not one already chosen for the same instance of "target")."""

    __slots__ = ("chosen", "index", "original", "player")

    def __init__(self, player: int, original: int) -> None:
        self.player = player
        self.original = original
        self.chosen: tuple[tuple[int, ...], ...] | None = None
        self.index = 0  # how many targets have been decided

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.original)
        if obj is None or obj.zone != STACK_KEY:
            return None  # the spell is gone: there is nothing to copy
        if self.chosen is None:
            self.chosen = obj.targets
        slots = _flat(self.chosen)
        if self.index >= len(slots):
            game.emit(copy_event(game, obj, self.player, self.chosen))
            return None
        g, i = slots[self.index]
        current = self.chosen[g][i]
        spec = target_specs(obj)[g]
        others = tuple(r for n, r in enumerate(self.chosen[g]) if n != i)
        legal = [
            r
            for r in legal_targets(game, spec, self.player, obj.id, others)
            if r != current and r != obj.id
        ]
        opts = [Option("done", "opt.keep_target", (target_arg(game, current),))]
        opts += [Option(f"target:{r}", "opt.target", (target_arg(game, r),)) for r in legal]
        args = (cref(state, obj.id), self.index + 1)
        return Decision(self.player, DecisionKind.TARGET, tuple(opts), "ask.new_target", args)

    def answer(self, game: Kernel, option: Option) -> None:
        assert self.chosen is not None
        opt = OptionId.parse(option.id)
        if opt.verb == "target":
            g, i = _flat(self.chosen)[self.index]
            group = list(self.chosen[g])
            group[i] = opt.num()
            self.chosen = (*self.chosen[:g], tuple(group), *self.chosen[g + 1 :])
            game.note("707.10c", "target.new", ("p", self.player), target_arg(game, opt.num()))
        self.index += 1
        game.push(self)


serializable(NewTargets)


class ChangeTarget(Step):
    """CR 115.7a: the one target of the spell or ability ``obj`` becomes another legal
    target, chosen now by ``player``: it must change if it can (no option to keep it); if
    no other target is legal, it stays, even if it is illegal by now."""

    __slots__ = ("obj", "player")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj

    def _legal(self, game: Kernel, obj: MagicObject) -> list[int]:
        g = next(n for n, group in enumerate(obj.targets) if group)
        spec = target_specs(obj)[g]
        source = obj.source if obj.source is not None else obj.id
        current = obj.targets[g][0]
        # a triggered ability's "that player" is still its event's (CR 603.2, 508.5)
        that = obj.trigger.player if isinstance(obj.trigger, PendingTrigger) else -1
        return [
            r
            for r in legal_targets(game, spec, obj.controller, source, (), that)
            if r != current and legal_target(game, spec, r, obj.controller, source, obj.id, that)
        ]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.obj)
        if obj is None or obj.zone != STACK_KEY:
            return None
        legal = self._legal(game, obj)
        if not legal:
            game.note("115.7a", "target.unchanged", cref(state, obj.id))
            return None
        opts = tuple(Option(f"target:{r}", "opt.target", (target_arg(game, r),)) for r in legal)
        return Decision(
            self.player, DecisionKind.TARGET, opts, "ask.change_target", (cref(state, obj.id),)
        )

    def answer(self, game: Kernel, option: Option) -> None:
        obj = st(game).objects[self.obj]
        new = OptionId.parse(option.id).num()
        targets = tuple((new,) if group else () for group in obj.targets)
        game.emit(TargetsChanged(self.obj, targets, obj.controller, "115.7a"))


serializable(ChangeTarget)


register_messages(
    {
        "opt.keep_target": ("Mantener el objetivo: {0}", "Keep the target: {0}"),
        "ask.new_target": (
            "Copia de {0:el}: puedes elegir un nuevo objetivo {1}.",
            "Copy of {0}: you may choose a new target {1}.",
        ),
        "ask.change_target": (
            "Elige el nuevo objetivo de {0:el}.",
            "Choose the new target of {0}.",
        ),
        "target.new": (
            "{0} elige un nuevo objetivo para la copia: {1}.",
            "{0} chooses a new target for the copy: {1}.",
        ),
        "target.gone": ("un objetivo que ya no está", "a target that is gone"),
        "target.changed": ("El objetivo de {0:el} cambia a {1}.", "{0} now targets {1}."),
        "target.unchanged": (
            "No hay otro objetivo legal: el objetivo de {0:el} no cambia.",
            "No other legal target: the target of {0} stays.",
        ),
    }
)
