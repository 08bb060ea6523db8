"""Global conditions a game may have on or off (Inferno's environments, I-122): Thanatos,
Acqua and Plaga (I-122.6). An environment is active while a permanent in play has the
keyword of its name (I-702.8a, I-702.19a, I-702.22a) or an effect made it so until the end
of the turn (I-702.8c); an effect that deactivates it until the end of the turn also keeps
it from being activated, and wins over one that activates it (I-122.4, I-122.5).

What an effect did this turn is in the turn's record (``state.turn_counts``, reset as a turn
begins): "until the end of the turn" lasts to the next turn here, a cleanup step apart from
I-513.2, where no environment is asked about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

ENVIRONMENTS = ("thanatos", "acqua", "plaga")  # I-122.6


def turn_key(environment: str, active: bool) -> str:
    """The turn's record of an effect that (de)activated ``environment`` this turn."""
    return f"env_{'on' if active else 'off'}:{environment}"


def environment_active(game: Kernel, environment: str) -> bool:
    """I-122.3–I-122.5: is ``environment`` active now?"""
    state = st(game)
    counts = state.turn_counts
    if counts.get(turn_key(environment, False)):
        return False  # I-122.4, I-122.5
    if counts.get(turn_key(environment, True)):
        return True  # I-702.8c
    objects = state.objects
    return any(
        environment in chars(game, objects[o]).keywords for o in state.zones[BATTLEFIELD_KEY]
    )
