"""Events of the stack: triggered abilities that trigger, wait and go onto the stack or are
removed (CR 603.2, 603.3, 603.7), delayed abilities beginning and ending, a spell's targets
changed (115.7), an ability resolving (608.2).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.spells_cast import asks_spells_cast, spells_cast_key
from grimorio.dsl.zones import STACK_KEY, Zone
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import cref, source_ref
from grimorio.rules.state import zones
from grimorio.rules.state.state import DelayedTrigger, MtgState, PendingTrigger, left_game, st

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


class TriggerFires(Event):
    """CR 603.2: an ability triggers; it waits to be put on the stack (603.3)."""

    __slots__ = ("pending",)
    writes = frozenset({Aspect.TRIGGERS, Aspect.RECORDS})

    def __init__(self, pending: PendingTrigger, rule: str = "603.2") -> None:
        self.pending = pending
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        """CR 800.4d: an ability a player who has left would control is not put on the
        stack; it is not kept waiting either."""
        return not left_game(st(game), self.pending.controller)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        p = self.pending
        state.triggered.append(p)
        if (p.ability.once or p.ability.once_each_turn) and p.key:
            state.fired[p.key] = state.turn
        return LogEntry(self.rule, "trigger", (source_ref(state, p.source_card, p.source),))


serializable(TriggerFires)


class DelayedBegins(Event):
    """CR 603.7a: a resolving spell or ability creates a delayed triggered ability."""

    __slots__ = ("delayed",)
    writes = frozenset({Aspect.TRIGGERS})

    def __init__(self, delayed: DelayedTrigger, rule: str = "603.7a") -> None:
        self.delayed = delayed
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).delayed.append(self.delayed)
        d = self.delayed
        ref = source_ref(st(game), d.source_card, d.source)
        return LogEntry(self.rule, "trigger.delayed", (ref,))


serializable(DelayedBegins)


class DelayedEnds(Event):
    """CR 603.7b: delayed triggered abilities that have triggered their one time."""

    __slots__ = ("indices",)
    writes = frozenset({Aspect.TRIGGERS})

    def __init__(self, indices: tuple[int, ...], rule: str = "603.7b") -> None:
        self.indices = indices
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.delayed = [d for n, d in enumerate(state.delayed) if n not in self.indices]
        return None


serializable(DelayedEnds)


class TriggerToStack(Event):
    """CR 603.3: a triggered ability becomes an object on the stack, with its targets."""

    __slots__ = ("index", "mode", "new_id", "player", "targets")
    writes = frozenset({Aspect.OBJECTS, Aspect.TRIGGERS, Aspect.MEMORY})

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
            (("p", pending.controller), source_ref(state, pending.source_card, pending.source)),
        )


serializable(TriggerToStack)


class TriggerRemoved(Event):
    """CR 603.3d: a triggered ability with no legal targets is removed from the stack."""

    __slots__ = ("index",)
    writes = frozenset({Aspect.TRIGGERS})

    def __init__(self, index: int, rule: str = "603.3d") -> None:
        self.index = index
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        pending = st(game).triggered.pop(self.index)
        ref = source_ref(st(game), pending.source_card, pending.source)
        return LogEntry(self.rule, "trigger.removed", (ref,))


serializable(TriggerRemoved)


class TargetsChanged(Event):
    """CR 115.7: the targets of a spell or ability on the stack change. What it now targets
    becomes the target of that spell or ability (``targets``, ``player`` and ``new_id``
    are read as for a spell put on the stack: "becomes the target", CR 603.2)."""

    __slots__ = ("new_id", "player", "targets")
    writes = frozenset({Aspect.STATUS})

    def __init__(
        self, obj: int, targets: tuple[tuple[int, ...], ...], player: int, rule: str
    ) -> None:
        self.new_id = obj
        self.targets = targets
        self.player = player
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        obj = st(game).objects.get(self.new_id)
        return obj is not None and obj.zone == STACK_KEY

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        obj = state.objects[self.new_id]
        obj.targets = self.targets
        new = [target_arg(game, r) for group in self.targets for r in group]
        return LogEntry(self.rule, "target.changed", (cref(state, obj.id), ("l", *new)))


serializable(TargetsChanged)


class AbilityResolves(Event):
    """CR 608.2: an ability that counts its resolutions resolves once more this turn."""

    __slots__ = ("card", "key", "source")
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, key: str, card: str, source: int, rule: str = "608.2") -> None:
        self.key = key
        self.card = card
        self.source = source
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.tally(self.key)
        n = state.turn_counts[self.key]
        return LogEntry(self.rule, "resolved.nth", (source_ref(state, self.card, self.source), n))


serializable(AbilityResolves)


class PutOnStack(Event):
    """CR 601.2a / 602.2a: a spell card moves to the stack, or an ability is put there as a
    new object, with its modes, targets, X and what was paid. ``how`` is (the ability's
    index, -1 for the card as a spell; the door of a Room cast, 709.3; the alternative cost
    chosen, 118.9); ``cast_from`` the zone a spell is cast from when not its owner's hand
    (601.2a); ``used`` what the rules remember for this turn ("once each turn" alternative
    costs, "activate only once" abilities, 602.5b). ``new_id`` is the stack object."""

    __slots__ = (
        "card",
        "cast_from",
        "how",
        "modes",
        "new_id",
        "paid",
        "player",
        "source",
        "targets",
        "used",
        "x",
    )
    writes = frozenset({Aspect.OBJECTS, Aspect.HIDDEN, Aspect.RECORDS})

    def __init__(
        self,
        player: int,
        source: int,
        how: tuple[int, int, str],
        modes: tuple[int, ...],
        targets: tuple[tuple[int, ...], ...],
        x: int,
        paid: tuple[str, ...],
        rule: str,
        cast_from: str = "",
        used: tuple[str, ...] = (),
    ) -> None:
        self.player = player
        self.source = source
        self.how = how
        self.modes = modes
        self.targets = targets
        self.x = x
        self.paid = paid
        self.rule = rule
        self.cast_from = cast_from
        self.used = used
        self.new_id = 0
        self.card = ""

    @property
    def ability(self) -> int:
        return self.how[0]

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        src = state.objects[self.source]
        self.card = src.card
        ability, face, alt = self.how
        if ability < 0:
            new = zones.move(state, self.source, Zone.STACK)
            new.cast_as = alt or "normal"
            new.cast_from = self.cast_from
            if face >= 0:  # CR 709.3: only the door cast is on the stack
                new.doors = 1 << face
            if any(map(_counts_casts, {o.card for o in state.objects.values()})):
                state.tally(spells_cast_key(self.player))  # CR 601.2i: where a card asks
        else:
            new = zones.create(state, src.card, src.controller, Zone.STACK)
            new.source = self.source
            new.ability = ability
            new.activated = chars(game, src).abilities[ability]
        for key in self.used:
            state.fired[key] = state.turn
        new.controller = new.base_controller = self.player
        new.modes = self.modes
        new.targets = self.targets
        new.x = self.x
        new.paid = self.paid
        self.new_id = new.id
        return None


serializable(PutOnStack)


@functools.cache
def _counts_casts(card: str) -> bool:
    """Does ``card`` read this turn's record of spells cast (``grimorio.dsl.spells_cast``)?"""
    return asks_spells_cast(get(card))
