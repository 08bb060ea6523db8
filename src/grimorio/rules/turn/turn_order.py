"""Whose turn comes next, in both games (CR 101.4, 500.7; 800.4k, 800.4m; I-500.1): an
extra turn first, then the next player in turn order — passing over each player who has
left a game of more than two, whose turn doesn't begin (800.4k) but whose effects lasting
"until your next turn" end as it would have (800.4m)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.rules.events.records import ExtraTurnTaken, TurnPassesOver
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def next_turn_player(game: Kernel) -> int:
    """Who takes the next turn: the most recent extra turn's player, if one waits and that
    player is still in the game (CR 500.7), else the next player in turn order still in it
    (101.4); each player passed over because they left is a :class:`TurnPassesOver`."""
    state = st(game)
    while state.extra_turns:
        player = state.extra_turns[-1]
        game.emit(ExtraTurnTaken())
        if not state.player(player).lost:
            return player
        game.emit(TurnPassesOver(player))
    n = len(state.players)
    for k in range(1, n + 1):
        player = (state.active + k) % n
        if not state.player(player).lost:
            return player
        game.emit(TurnPassesOver(player))
    return state.active
