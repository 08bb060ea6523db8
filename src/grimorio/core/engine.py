"""The kernel's two loops: the event pipeline and the step queue.

**Event pipeline** (DESIGN principle 4): effects never poke the state; they call
:meth:`Kernel.emit` with an :class:`Event`. The event passes the rules' replacement hook
(CR 614–616), is committed by its own ``apply`` — the one place the state changes — logged
with its CR rule, and handed to the rules' trigger hook (CR 603).

**Step queue** (DESIGN principles 2 and 3): :meth:`Kernel.advance` runs steps until one
needs a decision, then stops with ``state.pending`` set. :meth:`Kernel.submit` checks the
answer against the offered options before anything changes, so an illegal answer raises
:class:`IllegalAction` and leaves the state as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Generic, Self

from typing_extensions import TypeVar

from grimorio.core.aspects import EVERYTHING, NOTHING, Aspect, Aspects, Reads, numbers
from grimorio.core.decisions import Decision, IllegalAction, Option, shown
from grimorio.core.log import LogEntry
from grimorio.core.state import State, Step

T = TypeVar("T")
# The kind of state a kernel drives: a game's own subclass of ``State`` (``Game`` is a
# ``Kernel[MtgState]``); a bare ``Kernel`` is one of any state.
StateT = TypeVar("StateT", bound=State[Any, Any], default=State[Any, Any], covariant=True)


class Event:
    """A proposed change to the state. ``rule`` is the CR rule that makes it happen.

    A plain class, not an ABC: ``isinstance`` on an ABC costs a call of its own, and every
    concrete event overrides ``apply`` (tests/core/test_plain_bases.py checks that)."""

    __slots__ = ("rule",)

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    # Whether an effect may say this kind of event can't happen (CR 101.2): only then does
    # the kernel ask the rules' ``allows`` hook.
    forbiddable: ClassVar[bool] = False
    # The aspects of the state ``apply`` may change (``grimorio.core.aspects``); a value
    # derived from the state is kept while none of the aspects it reads is written.
    writes: ClassVar[Aspects] = EVERYTHING

    def apply(self, game: Kernel) -> LogEntry | None:
        """Commit the change; return the log entry that records it (or None)."""
        raise NotImplementedError(f"{type(self).__name__} does not say how it is committed")

    def possible(self, game: Kernel) -> bool:
        """Can the event still happen? An event about an object that is gone does nothing
        (CR 614.6: an instruction that can't be carried out is ignored)."""
        return True


# The aspects events write (their ``writes``), as numbers (``aspects.numbers``), made once.
_NUMBERS: dict[Aspects, tuple[int, ...]] = {}


class _Kept:
    """A value kept by :meth:`Kernel.kept`: the stamp of what it reads when it was worked
    out, and the state version at which that was last checked."""

    __slots__ = ("stamp", "value", "version")

    def __init__(self, stamp: int, value: Any, version: int) -> None:
        self.stamp = stamp
        self.value = value
        self.version = version


class Rules:
    """What a game's rules provide to the kernel: a game's rules subclass it (Magic's are
    ``grimorio.mtg.rules.MagicRules``). A base class rather than a protocol, so that the
    compiled build calls these hooks natively — through a protocol each call is a
    Python-level method call. Each game's rules say every hook; none has a default."""

    def allows(self, game: Kernel, event: Event) -> bool:
        """May ``event``, a ``forbiddable`` one, happen at all? A rule or effect that says
        something can't happen wins over one that says it can (CR 101.2): such an event is
        not proposed."""
        raise NotImplementedError(f"{type(self).__name__} does not say what is allowed")

    def replace(self, game: Kernel, event: Event, applied: tuple[object, ...] = ()) -> list[Event]:
        """The events that happen instead of ``event`` (CR 614–616), ``applied`` being the
        replacement effects already applied to it. It may schedule a choice with
        :meth:`Kernel.interrupt` and return nothing; the choice finishes the event."""
        raise NotImplementedError(f"{type(self).__name__} does not say what replaces events")

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """Called once for each group of simultaneous events committed (CR 603.2)."""
        raise NotImplementedError(f"{type(self).__name__} does not say what events trigger")

    def next_work(self, game: Kernel) -> None:
        """Schedule what happens when the step queue is empty (the next step, CR 500)."""
        raise NotImplementedError(f"{type(self).__name__} does not say what comes next")

    def auto_answer(self, game: Kernel, decision: Decision) -> Option | None:
        """The answer the rules give by themselves to ``decision`` (None: the player's)."""
        raise NotImplementedError(f"{type(self).__name__} does not say what it answers")

    def decider(self, game: Kernel, decision: Decision) -> Decision:
        """``decision`` as the rules have it asked: of another player when the one it names
        can't make it (Magic: one who has left the game, CR 800.4h)."""
        raise NotImplementedError(f"{type(self).__name__} does not say who decides")


class Kernel(Generic[StateT]):
    """A state plus the rules that drive it, and caches of values derived from the state.

    Two kinds of cache:

    * :meth:`derived`: a dict for the current state version only, emptied whenever the
      state has changed at all.
    * :meth:`kept` and :meth:`remembered`: values kept across versions. ``kept`` keeps a
      value while none of the aspects it reads (``grimorio.core.aspects``) has been
      written: :meth:`_commit` records, for each aspect an event ``writes``, the tick at
      which it was written (a counter of the kernel's own, never reset, so that a value
      computed for one state can't be taken for another's). A state changed other than by
      an event — its ``version`` bumped by hand (a look-ahead, a determinized copy, a
      benchmark), or another state object put in — counts as everything written: the
      kernel sees it because the state's version or identity is not the one it last saw.
      A step that changes the state directly without an event or a new version (the
      priority passes, the pending decision) writes nothing that a kept value may read.

    A copy of a game (``Game.clone``) is a new kernel: its caches start empty.
    """

    state: StateT
    rules: Rules

    def __init__(self, state: StateT, rules: Rules) -> None:
        self.state = state
        self.rules = rules
        self._derived: dict[object, object] = {}
        self._derived_version = -1
        self._memo: dict[object, tuple[object, Any]] = {}  # remembered values by key
        self._kept: dict[object, _Kept] = {}  # kept values by key
        self._tick = 0
        self._written = [0] * len(Aspect)  # by aspect: the tick it was last written at
        self._writes = 0  # how many writes (of anything) there have been
        # by ``Reads.index``: the stamp last worked out, and the count of writes then
        self._stamp_of: list[int] = []
        self._stamp_at: list[int] = []
        self._seen_state: object = state
        self._seen_version = state.version
        self._applying = False  # an event is being applied: the state is half-changed
        # while simultaneous events are applied (emit_all), the first object id they may
        # make: an object from that id on came with them — a replacement effect of a
        # permanent entering with others can't apply to them (CR 614.12); None otherwise
        self.batch_from: int | None = None

    def derived(self) -> dict[object, object]:
        """A cache for values computed from the state (e.g. characteristics, CR 613); it is
        emptied whenever the state has changed since it was filled."""
        version = self.state.version
        if self._derived_version != version:
            self._derived = {}
            self._derived_version = version
        return self._derived

    def remembered(self, key: object, signature: object, compute: Callable[[], T]) -> T:
        """A derived value kept across state versions for as long as ``signature`` — what
        the value depends on — stays equal."""
        found = self._memo.get(key)
        if found is not None and found[0] == signature:
            kept: T = found[1]
            return kept
        value = compute()
        self._memo[key] = (signature, value)
        return value

    def stamp(self, reads: Reads) -> int:
        """The tick at which any of the aspects ``reads`` lists was last written: while it
        is the same, none of them has changed."""
        state = self.state
        if state.version != self._seen_version or state is not self._seen_state:
            self._wrote_everything()
        i = reads.index
        at = self._stamp_at
        if i < len(at):
            if at[i] == self._writes:
                return self._stamp_of[i]  # nothing written since it was worked out
        else:
            more = i + 1 - len(at)
            at.extend([-1] * more)
            self._stamp_of.extend([0] * more)
        written = self._written
        stamp = 0
        for aspect in reads.numbers:
            tick = written[aspect]
            if tick > stamp:
                stamp = tick
        at[i] = self._writes
        self._stamp_of[i] = stamp
        return stamp

    def kept(self, key: object, reads: Reads, compute: Callable[[], T]) -> T:
        """A derived value kept across state versions while none of the aspects ``reads``
        lists — all that it reads — has been written. While an event is being applied the
        state is half-changed: the value is computed afresh and neither reused nor kept."""
        if self._applying:
            return compute()
        found = self._kept.get(key)
        state = self.state
        version = state.version
        if found is not None:
            if (
                found.version == version
                and version == self._seen_version
                and state is self._seen_state
            ):
                value: T = found.value  # checked at this very version: nothing written since
                return value
            stamp = self.stamp(reads)
            if found.stamp == stamp:
                found.version = version
                value = found.value
                return value
        else:
            stamp = self.stamp(reads)
        value = compute()
        self._kept[key] = _Kept(stamp, value, self.state.version)
        return value

    def _wrote_everything(self) -> None:
        """The state changed other than by an event: every aspect counts as written."""
        self._tick += 1
        self._writes += 1
        self._written = [self._tick] * len(Aspect)
        self._seen_state = self.state
        self._seen_version = self.state.version

    # -- the event pipeline --------------------------------------------------------------
    def emit(self, event: Event) -> list[Event]:
        """Send ``event`` through replacement, commit, log and triggers; return what happened."""
        return self.emit_all((event,))

    def emit_all(self, events: tuple[Event, ...] | list[Event]) -> list[Event]:
        """Events that happen simultaneously (e.g. "destroy all creatures", combat damage,
        state-based actions): each passes the replacement hook and is committed, then the
        trigger hook sees them as one group (CR 603.2c, 603.10a)."""
        done: list[Event] = []
        outer, self.batch_from = self.batch_from, self.state.next_id
        try:
            for event in events:
                if event.possible(self) and (
                    not event.forbiddable or self.rules.allows(self, event)
                ):
                    done += self._commit(self.rules.replace(self, event))
        finally:
            self.batch_from = outer
        if done:
            self.rules.after_events(self, done)
        return done

    def commit(self, events: list[Event]) -> list[Event]:
        """Commit events whose replacement is already settled (after a choice, CR 616.1)."""
        done = self._commit(events)
        if done:
            self.rules.after_events(self, done)
        return done

    def _commit(self, events: list[Event]) -> list[Event]:
        done = []
        for ev in events:
            if not ev.possible(self) or (ev.forbiddable and not self.rules.allows(self, ev)):
                continue
            self._applying = True
            try:
                entry = ev.apply(self)
            finally:
                self._applying = False
            self._wrote(ev.writes)
            if entry is not None:
                if entry.cause < 0 <= self.state.cause:
                    entry = LogEntry(entry.rule, entry.key, entry.args, self.state.cause)
                self.state.log.append(entry)
            done.append(ev)
        return done

    def unchanged_version(self) -> None:
        """Count a new state version in which nothing was written: a step of the rules that
        keeps the version count of an event it found would change nothing (so that a saved
        game matches its replay). Unlike a version bumped by hand, what is kept stays."""
        self._wrote(NOTHING)

    def _wrote(self, aspects: Aspects) -> None:
        """A new state version, ``aspects`` written by the event that made it."""
        state = self.state
        state.version += 1
        self._tick += 1
        if state.version != self._seen_version + 1 or state is not self._seen_state:
            self._wrote_everything()  # the state was changed since without an event
            return
        self._seen_version = state.version
        written, tick = self._written, self._tick
        if aspects:
            found = _NUMBERS.get(aspects)
            if found is None:
                found = _NUMBERS[aspects] = numbers(aspects)
            for aspect in found:
                written[aspect] = tick
            self._writes += 1

    def interrupt(self, step: Step) -> None:
        """Schedule a step to run before anything else once the current step returns: a
        choice an event needs before it can happen (CR 616.1, 614.12a)."""
        self.state.interrupts.append(step)

    def note(self, rule: str, key: str, *args: object) -> int:
        """Log something that is not a change of state (a choice announced, a step begun);
        return the entry's index."""
        self.state.log.append(LogEntry(rule, key, tuple(args), self.state.cause))
        return len(self.state.log) - 1

    # -- the step queue ------------------------------------------------------------------
    def push(self, *steps: Step) -> None:
        """Schedule steps; the last one given runs first."""
        self.state.queue.extend(steps)

    def advance(self) -> None:
        state = self.state
        queue = state.queue
        while state.pending is None and state.result is None:
            if state.interrupts:
                queue.extend(reversed(state.interrupts))
                state.interrupts.clear()
            if not queue:
                self.rules.next_work(self)
                continue
            step = queue.pop()
            decision = step.run(self)
            if decision is None:
                continue
            if state.interrupts:  # an event it caused needs a choice first; ask again after
                queue.append(step)
                continue
            if not decision.options:
                raise RuntimeError(f"{type(step).__name__} asked a {decision.kind} with no options")
            decision = self.rules.decider(self, decision)
            auto = self.rules.auto_answer(self, decision)
            if auto is not None:
                step.answer(self, auto)
                continue
            queue.append(step)  # it waits on top of the queue for the answer
            state.pending = decision

    def submit(self, answer: object, player: object = None) -> None:
        """Answer the pending decision with an :class:`Option` or its id, as ``player`` (an
        int) if given. Illegal answers — anything else too: a network client may send junk —
        raise and change nothing."""
        decision = self.state.pending
        if decision is None:
            raise IllegalAction(
                "no hay ninguna decisión pendiente: la partida ha terminado",
                "there is no pending decision: the game is over",
            )
        if player is not None and (type(player) is not int or player != decision.player):
            raise IllegalAction(
                f"respondió el jugador {shown(player)}, pero la decisión es del jugador "
                f"{decision.player}",
                f"player {shown(player)} answered, but the decision belongs to player "
                f"{decision.player}",
            )
        option = decision.option(answer)
        self.state.pending = None
        self.state.answers.append(option.id)
        self.state.queue.pop().answer(self, option)
        self.advance()
