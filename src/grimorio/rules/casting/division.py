"""Dividing or distributing among targets (CR 601.2d).

A spell or ability that "distributes N counters among one or more targets" has its
division announced as it is put on the stack, right after its targets are chosen (601.2d,
603.3d), each target getting at least one. The division is remembered with the object on
the stack (``state.linked["<stack id>:division"]``, one share per target, in target
order). On resolution each target still legal gets its share; a share of an illegal target
is lost (608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_counters as kx
from grimorio.dsl.abilities import ActivatedAbility, Mode
from grimorio.dsl.selectors import Target
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.events.objects import CounterChange, Link, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

DIVISION_EFFECTS = (kx.DistributeCounters,)


def _modes(obj: MagicObject) -> tuple[Mode, ...]:
    if isinstance(obj.trigger, PendingTrigger):
        return (obj.trigger.ability.mode,)
    if isinstance(obj.activated, ActivatedAbility):
        return obj.activated.all_modes
    return get(obj.card).spell_modes


def _distribution(obj: MagicObject) -> tuple[int, int] | None:
    """The target group and total of the first division the chosen modes ask for."""
    modes = _modes(obj)
    for m in obj.modes:
        if m >= len(modes):
            continue
        for e in modes[m].effects:
            if isinstance(e, kx.DistributeCounters) and isinstance(e.what, Target):
                return e.what.index, e.total
    return None


def compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to split ``total`` into ``parts`` shares of at least one (CR 601.2d)."""
    if parts == 1:
        return [(total,)] if total >= 1 else []
    out: list[tuple[int, ...]] = []
    for first in range(1, total - parts + 2):
        out += [(first, *rest) for rest in compositions(total - first, parts - 1)]
    return out


def division_steps(game: Kernel, stack_id: int) -> list[Step]:
    """CR 601.2d: the step that announces the division of the object just put on the stack
    (none if it divides nothing)."""
    obj = st(game).objects.get(stack_id)
    if obj is None:
        return []
    found = _distribution(obj)
    if found is None:
        return []
    index, total = found
    group = obj.targets[index] if index < len(obj.targets) else ()
    return [AnnounceDivision(obj.controller, stack_id, len(group), total)] if group else []


class AnnounceDivision(Step):
    """CR 601.2d: the controller announces how ``total`` is divided among the ``parts``
    targets — a decision only when there is more than one way."""

    __slots__ = ("obj", "parts", "player", "total")

    def __init__(self, player: int, obj: int, parts: int, total: int) -> None:
        self.player = player
        self.obj = obj
        self.parts = parts
        self.total = total

    def run(self, game: Kernel) -> Decision | None:
        ways = compositions(self.total, self.parts)
        if len(ways) == 1:
            self._announce(game, ways[0])
            return None
        opts = tuple(
            Option("divide:" + ",".join(map(str, w)), "opt.divide", (", ".join(map(str, w)),))
            for w in ways
        )
        args = (cref(st(game), self.obj), self.total)
        return Decision(self.player, DecisionKind.DIVIDE, opts, "ask.divide", args)

    def answer(self, game: Kernel, option: Option) -> None:
        shares = tuple(int(n) for n in OptionId.parse(option.id).rest.split(","))
        self._announce(game, shares)

    def _announce(self, game: Kernel, shares: tuple[int, ...]) -> None:
        game.note("601.2d", "divide", cref(st(game), self.obj), ", ".join(map(str, shares)))
        game.emit(Link(f"{self.obj}:division", shares, reset=True))


serializable(AnnounceDivision)


@handles(*DIVISION_EFFECTS)
def perform_division(game: Kernel, ctx: Ctx, e: object) -> None:
    """CR 608.2b: each target still legal gets the share announced for it."""
    assert isinstance(e, kx.DistributeCounters)
    state = st(game)
    index = e.what.index if isinstance(e.what, Target) else 0
    me = state.objects.get(ctx.me)
    announced = me.targets[index] if me is not None and index < len(me.targets) else ()
    legal = ctx.targets[index] if index < len(ctx.targets) else ()
    shares = state.linked.get(f"{ctx.me}:division", ())
    if len(shares) != len(announced):  # not announced (a copy): the only way, or even shares
        ways = compositions(e.total, len(announced)) if announced else []
        shares = ways[0] if len(ways) == 1 else tuple(1 for _ in announced)
    for r, n in zip(announced, shares, strict=True):
        target = state.objects.get(r)
        if r in legal and target is not None and target.zone == BATTLEFIELD_KEY and n > 0:
            game.emit(CounterChange(r, e.kind, n, "122.6"))


register_messages(
    {
        "divide": ("Se reparte {0:el}: {1}.", "{0} is divided: {1}."),
        "opt.divide": ("Repartir {0}", "Divide {0}"),
        "ask.divide": (
            "Reparte {1} entre los objetivos de {0}, en el orden en que se eligieron.",
            "Divide {1} among the targets of {0}, in the order they were chosen.",
        ),
    }
)
