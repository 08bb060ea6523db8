"""Mana pools empty as each step and phase ends, in both games (CR 500.5; I-500.4, I-704.4k:
Inferno's energy is the pool's colourless mana, ``docs/inferno.md``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.rules.events.game import EmptyPools
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def empty_pools(game: Kernel, rule: str = "500.5") -> None:
    """Empty every pool as a step or phase ends. With every pool (restricted mana too,
    106.6) already empty, :class:`EmptyPools` would change nothing and log nothing, so it
    is not emitted: replacement, durations and trigger checks would run for a change that
    did not happen (no trigger or duration watches this event, and state triggers, 603.8,
    were checked after the last change). The version is still counted as if it had been
    committed, since a saved game records it and is checked against its replay; it writes
    nothing, so the values the kernel keeps stay."""
    state = st(game)
    for p in state.players:
        mp = state.player(p.index)
        if any(mp.pool) or mp.restricted:
            game.emit(EmptyPools(rule))
            return
    game.unchanged_version()
