"""What every player of Grimorio answers with: ``decide(game, decision) -> Option``.

An agent is handed the game itself, not a dictionary view, so that the agents that think
can simulate (DESIGN principle 7). They read only what ``decision.player`` may see: the
heuristic agent reads public zones, its own hand and counts of hidden zones, and every
agent that simulates first replaces the hidden cards with samples
(:meth:`grimorio.game.Game.determinize`). ``tests/agents/test_hidden_information.py``
proves it: games that differ only in hidden cards get the same answers.
"""

from __future__ import annotations

from typing import Any, Protocol

from grimorio.core.decisions import Decision, Option


class Agent(Protocol):
    """Answers the pending ``decision`` of ``game`` with one of its options."""

    def decide(self, game: Any, decision: Decision) -> Option: ...
