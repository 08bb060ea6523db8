"""A step or phase begins, in both games (CR 500.1, 500.2; I-500.1): the event that says so,
which everything its turn-based actions do then names as their cause, and the active player
is the one who will get priority (117.3a; I-116) — the next in turn order once the active
player has left a game of more than two (800.4j)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.rules.events.game import StepBegins
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def begin_step(game: Kernel, step: str, rule: str) -> None:
    """Step ``step`` begins (``rule`` the game's rule for it)."""
    state = st(game)
    state.cause = -1
    game.emit(StepBegins(step, rule))
    state.cause = len(state.log) - 1  # the turn-based actions of this step
    state.priority = state.apnap()[0]  # the active player, or the next once they left (800.4j)
