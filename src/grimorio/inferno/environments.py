"""Inferno's environments as effects make them (I-122, I-702.8c): "Hay thanatos hasta el
final del turno", or deactivating one until the end of the turn (I-122.5). Whether one is
active is shared (``grimorio.rules.vocabulary.environments``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import effects_game as gx
from grimorio.inferno.state import ist
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.environments import ENVIRONMENTS, turn_key

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class EnvironmentSet(Event):
    """I-702.8c, I-122.5: an environment is active, or deactivated, until the end of the
    turn."""

    __slots__ = ("active", "environment")
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, environment: str, active: bool) -> None:
        self.environment = environment
        self.active = active
        self.rule = "I-702.8c" if active else "I-122.5"

    def apply(self, game: Kernel) -> LogEntry | None:
        ist(game).turn_counts[turn_key(self.environment, self.active)] = 1
        key = "environment.on" if self.active else "environment.off"
        return LogEntry(self.rule, key, (("m", f"kw.{self.environment}", ()),))


serializable(EnvironmentSet)


@handles(gx.SetEnvironment)
def set_environment(game: Kernel, ctx: Ctx, e: gx.SetEnvironment) -> None:
    """I-702.8c, I-122.5: "hay [entorno] hasta el final del turno", or its opposite."""
    if e.environment not in ENVIRONMENTS:
        raise ValueError(f"{e.environment!r} is no environment of I-122.6")
    game.emit(EnvironmentSet(e.environment, e.active))
