"""Effects that ask their controller to choose as they resolve, and counters put "the same"
as another object had (CR 608.2c, 608.2h, 122.6, 701.26a):

* ``TapAny`` — "tap any number of untapped creatures you control" (the creatures are
  tapped together once chosen; "tapped this way" is remembered, 607.2a);
* ``PutCounterChoice`` — "put a flying, lifelink, or +1/+1 counter on it";
* ``PutSameCounters`` — "put those counters on target creature": as many of each kind as
  the object had as it last existed on the battlefield (608.2h); nothing is moved.

And :class:`PickOneByOne`, the step of every "choose any number (or up to N) of <...>" made
as an effect resolves (608.2d): the objects picked one at a time, then "done" — ``TapChoice``
here, and the untapping, choosing and exiling of ``grimorio.mtg.effects``.
"""

from __future__ import annotations

from abc import abstractmethod
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
    from grimorio.rules.state.state import MtgState

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


class PickOneByOne(Step):
    """CR 608.2d: a player picks objects one at a time as an effect resolves ("choose any
    number of ...", "up to N ..."), each answer an option ``<verb>:<object>``, until they
    answer "done" or nothing is left to pick; then :meth:`finish` does what the effect says
    with ``chosen``. (``rules.effects.basic.PickCards`` is the like for a fixed number of
    cards.) A subclass says only what differs: who picks (:meth:`picker`), what may
    be picked now (:meth:`able`), the option for one object (:meth:`pick`), the options
    after them (:meth:`closing`), the question (:meth:`question`) and :meth:`finish`.

    Only ``chosen`` is declared here: a subclass's own slots follow it, sorted, as they did
    before this base existed (``core.slots``: the saved format is unchanged)."""

    __slots__ = ("chosen",)

    def __init__(self) -> None:
        self.chosen: tuple[int, ...] = ()

    @abstractmethod
    def picker(self) -> int:
        """The player who picks."""

    @abstractmethod
    def able(self, game: Kernel) -> list[int]:
        """The objects that may be picked now, none already chosen ([]: no more)."""

    @abstractmethod
    def pick(self, state: MtgState, obj: int) -> Option:
        """The option that picks ``obj``."""

    def closing(self, game: Kernel) -> tuple[Option, ...]:
        """The options after the objects: "done"."""
        return (Option("done", "opt.done"),)

    @abstractmethod
    def question(self, game: Kernel) -> tuple[str, str, tuple[object, ...]]:
        """The decision's kind, its prompt and the prompt's arguments."""

    def ends_when_none_left(self) -> bool:
        """Does the picking end by itself once nothing is left to pick (else "done" must be
        answered)?"""
        return True

    @abstractmethod
    def finish(self, game: Kernel) -> None:
        """Do what the effect says with the objects chosen."""

    def run(self, game: Kernel) -> Decision | None:
        able = self.able(game)
        if not able and self.ends_when_none_left():
            self.finish(game)
            return None
        state = st(game)
        opts = (*(self.pick(state, r) for r in able), *self.closing(game))
        kind, prompt, args = self.question(game)
        return Decision(self.picker(), kind, opts, prompt, args)

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self.finish(game)
            return
        self.chosen = (*self.chosen, OptionId.parse(option.id).num())
        game.push(self)


class TapChoice(PickOneByOne):
    """CR 701.26a: "tap any number of untapped <filter>": the player picks them one at a
    time, then "done"; they are tapped together and remembered under ``link``."""

    __slots__ = ("filter", "link", "player", "source")

    def __init__(self, player: int, source: int, f: Filter, link: str) -> None:
        super().__init__()
        self.player = player
        self.source = source
        self.filter = f
        self.link = link

    def picker(self) -> int:
        return self.player

    def able(self, game: Kernel) -> list[int]:
        state = st(game)
        return [
            r
            for r in select(game, self.filter, self.player, self.source)
            if not state.objects[r].tapped and r not in self.chosen
        ]

    def pick(self, state: MtgState, obj: int) -> Option:
        return Option(f"tap:{obj}", "opt.tap", (cref(state, obj),))

    def question(self, game: Kernel) -> tuple[str, str, tuple[object, ...]]:
        return DecisionKind.TAP, "ask.tap_any", ()

    def finish(self, game: Kernel) -> None:
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
