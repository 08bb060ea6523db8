"""Effects that ask their controller to choose as they resolve, and counters put "the same"
as another object had (CR 608.2c, 608.2h, 122.6, 701.26a):

* ``TapAny`` — "tap any number of untapped creatures you control" (the creatures are
  tapped together once chosen; "tapped this way" is remembered, 607.2a);
* ``PutCounterChoice`` — "put a flying, lifelink, or +1/+1 counter on it";
* ``PutSameCounters`` — "put those counters on target creature": as many of each kind as
  the object had as it last existed on the battlefield (608.2h); nothing is moved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_counters as kx
from grimorio.dsl import effects_game as gx
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.events.messages import COUNTER_NAMES
from grimorio.rules.events.objects import CounterChange, Link, SetTapped, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects, refs
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

CHOICE_EFFECTS = (gx.TapAny, kx.PutCounterChoice, kx.PutSameCounters)


@handles(*CHOICE_EFFECTS)
def perform_choice(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``CHOICE_EFFECTS``; return the steps that ask."""
    state = st(game)
    if isinstance(e, gx.TapAny):
        return [TapChoice(ctx.controller, ctx.source, e.filter, e.link)]
    if isinstance(e, kx.PutCounterChoice):
        return [
            CounterKindChoice(ctx.controller, r, e.kinds)
            for r in objects(game, ctx, e.what)
            if state.objects[r].zone == BATTLEFIELD_KEY
        ]
    assert isinstance(e, kx.PutSameCounters)
    had = _counters_had(game, ctx, e)
    for r in objects(game, ctx, e.on):
        if state.objects[r].zone != BATTLEFIELD_KEY:
            continue
        for kind, n in had:  # CR 122.6: put, not moved (release notes)
            if n > 0:
                game.emit(CounterChange(r, kind, n, "122.6"))
    return []


def _counters_had(game: Kernel, ctx: Ctx, e: kx.PutSameCounters) -> tuple[tuple[str, int], ...]:
    """The counters of the first object ``e.of`` picks: on the battlefield now, or as it
    last existed there before it became the object picked (CR 608.2h)."""
    state = st(game)
    for r in refs(game, ctx, e.of):
        if r <= 0:
            continue
        obj = state.objects.get(r)
        if obj is not None and obj.zone == BATTLEFIELD_KEY:
            return tuple(obj.counters.items())
        for known in state.lki.values():
            if known.became == r:
                return known.counters
    return ()


class TapChoice(Step):
    """CR 701.26a: "tap any number of untapped <filter>": the player picks them one at a
    time, then "done"; they are tapped together and remembered under ``link``."""

    __slots__ = ("chosen", "filter", "link", "player", "source")

    def __init__(self, player: int, source: int, f: Filter, link: str) -> None:
        self.player = player
        self.source = source
        self.filter = f
        self.link = link
        self.chosen: tuple[int, ...] = ()

    def _untapped(self, game: Kernel) -> list[int]:
        state = st(game)
        return [
            r
            for r in select(game, self.filter, self.player, self.source)
            if not state.objects[r].tapped and r not in self.chosen
        ]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        able = self._untapped(game)
        if not able:
            self._finish(game)
            return None
        opts = tuple(Option(f"tap:{r}", "opt.tap", (cref(state, r),)) for r in able)
        return Decision(
            self.player, DecisionKind.TAP, (*opts, Option("done", "opt.done")), "ask.tap_any"
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self._finish(game)
            return
        self.chosen = (*self.chosen, OptionId.parse(option.id).num())
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        state = st(game)
        taps: list[Event] = [
            SetTapped(r, True, "701.26a")
            for r in self.chosen
            if r in state.objects and not state.objects[r].tapped
        ]
        done = game.emit_all(taps) if taps else []
        tapped = tuple(ev.obj for ev in done if isinstance(ev, SetTapped))
        game.emit(Link(f"{self.source}:{self.link}", tapped, reset=True))


serializable(TapChoice)


class CounterKindChoice(Step):
    """CR 122.6: the player chooses which kind of counter among ``kinds`` to put on ``obj``."""

    __slots__ = ("kinds", "obj", "player")

    def __init__(self, player: int, obj: int, kinds: tuple[str, ...]) -> None:
        self.player = player
        self.obj = obj
        self.kinds = kinds

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if self.obj not in state.objects:
            return None
        opts = tuple(
            Option(f"choose:{k}", "opt.counter_kind", COUNTER_NAMES.get(k, (k, k)))
            for k in self.kinds
        )
        return Decision(
            self.player, DecisionKind.CHOOSE, opts, "ask.counter_kind", (cref(state, self.obj),)
        )

    def answer(self, game: Kernel, option: Option) -> None:
        kind = OptionId.parse(option.id).rest
        if self.obj in st(game).objects:
            game.emit(CounterChange(self.obj, kind, 1, "122.6"))


serializable(CounterKindChoice)


register_messages(
    {
        "ask.tap_any": (
            "Elige criaturas para girar (o «listo»).",
            "Choose creatures to tap (or \u201cdone\u201d).",
        ),
        "opt.counter_kind": ("Un contador {0}", "A {1} counter"),
        "ask.counter_kind": (
            "Elige qué contador poner sobre {0}.",
            "Choose which counter to put on {0}.",
        ),
    }
)
