"""Events of the stack: triggered abilities that trigger, wait and go onto the stack or are
removed (CR 603.2, 603.3, 603.7), delayed abilities beginning and ending, a spell's targets
changed (115.7), an ability resolving (608.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.zones import Zone, zkey
from grimorio.mtg.events.objects import cref, st
from grimorio.mtg.state import zones
from grimorio.mtg.state.state import DelayedTrigger, MtgState, PendingTrigger

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def trigger_index(pending: PendingTrigger) -> str:
    """The ability's index on its object (its key is "object id:ability index")."""
    return pending.key.partition(":")[2]


def x_of(state: MtgState, source: int) -> int:
    """CR 107.3m: the X of an object's enters ability is the X of the spell it was."""
    obj = state.objects.get(source)
    return obj.x if obj is not None else 0


def target_arg(game: Kernel, ref: int) -> tuple[object, ...]:
    """A target as an argument: a player, an object — or one that has left its zone (an
    illegal target the copy may keep, CR 707.10c)."""
    if ref < 0:
        return ("p", -1 - ref)
    if ref in st(game).objects:
        return cref(st(game), ref)
    return ("m", "target.gone", ())


@serializable
class TriggerFires(Event):
    """CR 603.2: an ability triggers; it waits to be put on the stack (603.3)."""

    __slots__ = ("pending",)

    def __init__(self, pending: PendingTrigger, rule: str = "603.2") -> None:
        self.pending = pending
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        p = self.pending
        state.triggered.append(p)
        if (p.ability.once or p.ability.once_each_turn) and p.key:
            state.fired[p.key] = state.turn
        return LogEntry(self.rule, "trigger", (("c", p.source_card, p.source),))


@serializable
class DelayedBegins(Event):
    """CR 603.7a: a resolving spell or ability creates a delayed triggered ability."""

    __slots__ = ("delayed",)

    def __init__(self, delayed: DelayedTrigger, rule: str = "603.7a") -> None:
        self.delayed = delayed
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).delayed.append(self.delayed)
        d = self.delayed
        return LogEntry(self.rule, "trigger.delayed", (("c", d.source_card, d.source),))


@serializable
class DelayedEnds(Event):
    """CR 603.7b: delayed triggered abilities that have triggered their one time."""

    __slots__ = ("indices",)

    def __init__(self, indices: tuple[int, ...], rule: str = "603.7b") -> None:
        self.indices = indices
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.delayed = [d for n, d in enumerate(state.delayed) if n not in self.indices]
        return None


@serializable
class TriggerToStack(Event):
    """CR 603.3: a triggered ability becomes an object on the stack, with its targets."""

    __slots__ = ("index", "mode", "new_id", "player", "targets")

    def __init__(self, index: int, targets: tuple[tuple[int, ...], ...], mode: int = 0) -> None:
        self.index = index
        self.targets = targets
        self.mode = mode  # the mode chosen for a modal ability (CR 700.2b)
        self.rule = "603.3"
        self.new_id = 0
        self.player = -1

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        pending = state.triggered.pop(self.index)
        self.player = pending.controller
        new = zones.create(state, pending.source_card, pending.controller, Zone.STACK)
        new.controller = new.base_controller = pending.controller
        new.source = pending.source
        new.ability = -1
        new.trigger = pending
        new.x = x_of(state, pending.source)  # CR 107.3m: X of the spell it was
        new.targets = self.targets
        new.modes = (self.mode,)
        if pending.ability.unchosen and pending.key:  # "that hasn't been chosen"
            done = state.chosen.get(pending.source, ())
            state.chosen[pending.source] = (
                *done,
                (f"mode:{trigger_index(pending)}", str(self.mode)),
            )
        new.origin = len(state.log)
        self.new_id = new.id
        return LogEntry(
            self.rule,
            "trigger.stack",
            (("p", pending.controller), ("c", pending.source_card, pending.source)),
        )


@serializable
class TriggerRemoved(Event):
    """CR 603.3d: a triggered ability with no legal targets is removed from the stack."""

    __slots__ = ("index",)

    def __init__(self, index: int, rule: str = "603.3d") -> None:
        self.index = index
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        pending = st(game).triggered.pop(self.index)
        return LogEntry(self.rule, "trigger.removed", (("c", pending.source_card, pending.source),))


@serializable
class TargetsChanged(Event):
    """CR 115.7: the targets of a spell or ability on the stack change. What it now targets
    becomes the target of that spell or ability (``targets``, ``player`` and ``new_id``
    are read as for a spell put on the stack: "becomes the target", CR 603.2)."""

    __slots__ = ("new_id", "player", "targets")

    def __init__(
        self, obj: int, targets: tuple[tuple[int, ...], ...], player: int, rule: str
    ) -> None:
        self.new_id = obj
        self.targets = targets
        self.player = player
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        obj = st(game).objects.get(self.new_id)
        return obj is not None and obj.zone == zkey(Zone.STACK)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        obj = state.objects[self.new_id]
        obj.targets = self.targets
        new = [target_arg(game, r) for group in self.targets for r in group]
        return LogEntry(self.rule, "target.changed", (cref(state, obj.id), ("l", *new)))


@serializable
class AbilityResolves(Event):
    """CR 608.2: an ability that counts its resolutions resolves once more this turn."""

    __slots__ = ("card", "key", "source")

    def __init__(self, key: str, card: str, source: int, rule: str = "608.2") -> None:
        self.key = key
        self.card = card
        self.source = source
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.tally(self.key)
        n = state.turn_counts[self.key]
        return LogEntry(self.rule, "resolved.nth", (("c", self.card, self.source), n))
