"""Inferno's own events (DESIGN principle 4): a resource added from an empty deck (I-120.3),
damage to a demon that finds the deck empty (I-104.3d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.inferno.state import ist

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class ResourceFromEmpty(Event):
    """I-120.3: a player tried to add a resource from an empty deck; they lose the next
    time a player would receive priority (I-705.5b)."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.PLAYERS})

    def __init__(self, player: int) -> None:
        self.player = player
        self.rule = "I-120.3"

    def apply(self, game: Kernel) -> LogEntry | None:
        ist(game).inferno_player(self.player).added_from_empty = True
        return LogEntry(self.rule, "resource.empty", (("p", self.player),))


serializable(ResourceFromEmpty)


class DeckEmptiedByDamage(Event):
    """I-104.3d: damage to a player's demon asked for more cards than their deck held; they
    lose the next time a player would receive priority (I-705.5c)."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.PLAYERS})

    def __init__(self, player: int) -> None:
        self.player = player
        self.rule = "I-705.5c"

    def apply(self, game: Kernel) -> LogEntry | None:
        ist(game).inferno_player(self.player).milled_from_empty = True
        return LogEntry(self.rule, "demon.deck_empty", (("p", self.player),))


serializable(DeckEmptiedByDamage)
