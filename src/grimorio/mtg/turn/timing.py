"""When Magic lets a player act at sorcery speed (CR 307.1, 117.1a): in their own main phase,
with an empty stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.zones import STACK_KEY
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

MAIN_STEPS = ("main1", "main2")


def sorcery_timing(game: Kernel, player: int) -> bool:
    """CR 307.1 / 117.1a: own main phase with an empty stack."""
    state = st(game)
    return state.active == player and state.step in MAIN_STEPS and not state.zones[STACK_KEY]
