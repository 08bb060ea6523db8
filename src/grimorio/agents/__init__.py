"""Players that answer decisions: random, scripted, heuristic and search (ISMCTS)."""

from grimorio.agents.base import Agent
from grimorio.agents.factory import AGENT_KINDS, make_agent
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.random_agent import RandomAgent
from grimorio.agents.scripted import ScriptedAgent, ScriptExhausted
from grimorio.agents.search import SearchAgent

__all__ = [
    "AGENT_KINDS",
    "Agent",
    "HeuristicAgent",
    "RandomAgent",
    "ScriptExhausted",
    "ScriptedAgent",
    "SearchAgent",
    "make_agent",
]
