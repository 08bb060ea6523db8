"""A seeded agent that picks uniformly among the legal options."""

from __future__ import annotations

from typing import Any

from grimorio.core.decisions import Decision, Option
from grimorio.core.rng import Rng


class RandomAgent:
    """Uniform over ``decision.options``, with its own RNG (never the global ``random``)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def decide(self, view: Any, decision: Decision) -> Option:
        return self.rng.choice(decision.options)
