"""Events that move objects in ways of their own: a card put onto the battlefield attacking (CR
508.4, 702.49), cards put on the bottom in a random order (401.4), an emblem created in the
command zone (114.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.events.objects import cref
from grimorio.rules.state import zones
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class EntersAttacking(Event):
    """CR 508.4, 702.49c: a creature put onto the battlefield attacking — attacking, and
    unblocked, but never declared as an attacker (no "whenever ... attacks")."""

    __slots__ = ("attacked", "obj")
    writes = frozenset({Aspect.COMBAT})

    def __init__(self, obj: int, attacked: int, rule: str = "702.49c") -> None:
        self.obj = obj
        self.attacked = attacked
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        state = st(game)
        return self.obj in state.objects and state.combat is not None

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        assert state.combat is not None
        state.combat.attackers[self.obj] = self.attacked
        state.combat.declared = True
        target = ("p", -1 - self.attacked) if self.attacked < 0 else cref(state, self.attacked)
        return LogEntry(self.rule, "enters_attacking", (cref(state, self.obj), target))


serializable(EntersAttacking)


class BottomInRandomOrder(Event):
    """CR 401.4: cards of a library are put on its bottom in a random order (the game's
    seeded generator) — they stay in the library, so this is no shuffle (701.24)."""

    __slots__ = ("ids", "player")
    writes = frozenset({Aspect.HIDDEN, Aspect.RANDOM})

    def __init__(self, player: int, ids: tuple[int, ...], rule: str = "401.4") -> None:
        self.player = player
        self.ids = ids
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        library = state.zones[zkey(Zone.LIBRARY, self.player)]
        moving = [r for r in library if r in self.ids]
        state.rng.shuffle(moving)
        library[:] = moving + [r for r in library if r not in self.ids]  # index 0: bottom
        return LogEntry(self.rule, "bottom_random", (("p", self.player), len(moving)))


serializable(BottomInRandomOrder)


class EmblemCreated(Event):
    """CR 114.2: a player puts an emblem into the command zone; they own and control it."""

    __slots__ = ("emblem", "new_id", "player")
    writes = frozenset({Aspect.OBJECTS})

    def __init__(self, emblem: str, player: int, rule: str = "114.2") -> None:
        get(emblem)  # an unknown emblem is an error here, not later
        self.emblem = emblem
        self.player = player
        self.rule = rule
        self.new_id = 0

    def apply(self, game: Kernel) -> LogEntry | None:
        obj = zones.create(st(game), self.emblem, self.player, Zone.COMMAND)
        self.new_id = obj.id
        return LogEntry(self.rule, "emblem", (("p", self.player), cref(st(game), obj.id)))


serializable(EmblemCreated)
