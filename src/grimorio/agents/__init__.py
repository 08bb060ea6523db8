"""Players that answer decisions: random and scripted (heuristic and search come later)."""

from grimorio.agents.random_agent import RandomAgent
from grimorio.agents.scripted import ScriptedAgent, ScriptExhausted

__all__ = ["RandomAgent", "ScriptExhausted", "ScriptedAgent"]
