"""Agents by name, for the command line and for matches: ``random``, ``heuristic``,
``search``, and the careless ``first``, ``last`` and ``rarest`` (:mod:`.adversarial`)."""

from __future__ import annotations

from grimorio.agents.adversarial import FirstOptionAgent, LastOptionAgent, RarestOptionAgent
from grimorio.agents.base import Agent
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.random_agent import RandomAgent
from grimorio.agents.search import SearchAgent

AGENT_KINDS = ("random", "heuristic", "search", "first", "last", "rarest")


def make_agent(kind: str, seed: int = 0, think: float = 1.0) -> Agent:
    """A new agent of ``kind`` with its own seed; ``think`` is the search agent's budget in
    seconds per decision (ignored by the others)."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "heuristic":
        return HeuristicAgent(seed)
    if kind == "search":
        return SearchAgent(seed, think)
    if kind == "first":
        return FirstOptionAgent()
    if kind == "last":
        return LastOptionAgent()
    if kind == "rarest":
        return RarestOptionAgent(seed)
    raise ValueError(f"unknown agent {kind!r}; known: {', '.join(AGENT_KINDS)}")
