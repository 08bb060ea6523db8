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

import dataclasses
from abc import abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Protocol, Self, TypeVar

from grimorio.core.decisions import Decision, IllegalAction, Option, shown
from grimorio.core.log import LogEntry
from grimorio.core.native import mypyc_attr
from grimorio.core.state import State, Step

T = TypeVar("T")


class Event:
    """A proposed change to the state. ``rule`` is the CR rule that makes it happen."""

    __slots__ = ("rule",)

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    # Whether an effect may say this kind of event can't happen (CR 101.2): only then does
    # the kernel ask the rules' ``allows`` hook.
    forbiddable: ClassVar[bool] = False

    @abstractmethod
    def apply(self, game: Kernel) -> LogEntry | None:
        """Commit the change; return the log entry that records it (or None)."""

    def possible(self, game: Kernel) -> bool:
        """Can the event still happen? An event about an object that is gone does nothing
        (CR 614.6: an instruction that can't be carried out is ignored)."""
        return True


class Rules(Protocol):
    """What a game's rules provide to the kernel."""

    def allows(self, game: Kernel, event: Event) -> bool:
        """May ``event``, a ``forbiddable`` one, happen at all? A rule or effect that says
        something can't happen wins over one that says it can (CR 101.2): such an event is
        not proposed."""
        ...

    def replace(self, game: Kernel, event: Event, applied: tuple[object, ...] = ()) -> list[Event]:
        """The events that happen instead of ``event`` (CR 614–616), ``applied`` being the
        replacement effects already applied to it. It may schedule a choice with
        :meth:`Kernel.interrupt` and return nothing; the choice finishes the event."""
        ...

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """Called once for each group of simultaneous events committed (CR 603.2)."""
        ...

    def next_work(self, game: Kernel) -> None: ...

    def auto_answer(self, game: Kernel, decision: Decision) -> Option | None: ...


@mypyc_attr(allow_interpreted_subclasses=True)  # Game, in grimorio.game, is pure Python
class Kernel:
    """A state plus the rules that drive it, and a cache of values derived from the state."""

    state: State[Any, Any]
    rules: Rules
    _derived: dict[object, object]
    _derived_version: int = -1

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
        memo: dict[object, tuple[object, Any]] = self.__dict__.setdefault("_memo", {})
        found = memo.get(key)
        if found is not None and found[0] == signature:
            kept: T = found[1]
            return kept
        value = compute()
        memo[key] = (signature, value)
        return value

    # -- the event pipeline --------------------------------------------------------------
    def emit(self, event: Event) -> list[Event]:
        """Send ``event`` through replacement, commit, log and triggers; return what happened."""
        return self.emit_all((event,))

    def emit_all(self, events: tuple[Event, ...] | list[Event]) -> list[Event]:
        """Events that happen simultaneously (e.g. "destroy all creatures", combat damage,
        state-based actions): each passes the replacement hook and is committed, then the
        trigger hook sees them as one group (CR 603.2c, 603.10a)."""
        done: list[Event] = []
        for event in events:
            if event.possible(self) and (not event.forbiddable or self.rules.allows(self, event)):
                done += self._commit(self.rules.replace(self, event))
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
            entry = ev.apply(self)
            self.state.version += 1
            if entry is not None:
                if entry.cause < 0 <= self.state.cause:
                    entry = dataclasses.replace(entry, cause=self.state.cause)
                self.state.log.append(entry)
            done.append(ev)
        return done

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
            auto = self.rules.auto_answer(self, decision)
            if auto is not None:
                step.answer(self, auto)
                continue
            queue.append(step)  # it waits on top of the queue for the answer
            state.pending = decision

    def submit(self, answer: Option | str, player: int | None = None) -> None:
        """Answer the pending decision. Illegal answers raise and change nothing."""
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
