"""CR 104 with 508.1c–d, 509.1b–c and 732.1: no decision offers a choice that leads only
back to where it was, so an agent that always answers the first option, or always the
last, finishes every game (issue 17). Before, an agent always choosing the first option
looped forever declaring blockers in seven of 48 such games (the seeds below include
those of the sample and pool decks that looped: sample 2, 5, 7; pool 3, 6, 8, 9)."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio import Game
from grimorio.core.decisions import Decision, Option
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing

MOST = 20_000  # answers; the longest of these games takes under 1,000


class EdgeAgent:
    """An agent (``grimorio.agents.base.Agent``) that always takes the first option, or
    always the last."""

    def __init__(self, last: bool) -> None:
        self.last = last

    def decide(self, game: Any, decision: Decision) -> Option:
        return decision.options[-1 if self.last else 0]


def play(source: str, seed: int, last: bool) -> Game:
    decks = pairing(seed) if source == "sample" else pool_pairing(seed)
    game = Game.new(decks=decks, seed=seed)
    agent = EdgeAgent(last)
    for _ in range(MOST):
        if game.over:
            break
        decision = game.pending
        assert decision is not None
        game.submit(agent.decide(game, decision))
    assert game.over, f"{source} {seed}: no end after {MOST} answers ({game.pending})"
    return game


def test_first_option_agent_finishes_a_game_that_used_to_loop_in_blockers():
    """Sample decks, seed 5: always blocking with the first creature offered used to end
    in a declaration that could only be started over."""
    game = play("sample", 5, last=False)
    assert game.result is not None


@pytest.mark.slow
@pytest.mark.parametrize("last", [False, True], ids=["first", "last"])
@pytest.mark.parametrize(
    ("source", "seed"), [("sample", s) for s in (0, 2, 7)] + [("pool", s) for s in (3, 6, 8, 9)]
)
def test_edge_agents_finish_seeded_games(source: str, seed: int, last: bool):
    game = play(source, seed, last)
    assert game.result is not None
