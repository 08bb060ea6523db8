"""Agents that play badly on purpose, to prove that every game ends (issue 17).

A careless or hostile player may always take the first option offered, always the last, or
always the kind of option they have taken least: none of them may keep a game going
forever. The engine must never offer an option that leads only to a dead end (a
declaration that can't be finished, a cast that is rewound and offered again, CR 509.1c,
732.1), so these agents finish every game — by decking (CR 704.5b) if by nothing else.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.rng import Rng


class FirstOptionAgent:
    """Always the first option offered."""

    def decide(self, game: Any, decision: Decision) -> Option:
        return decision.options[0]


class LastOptionAgent:
    """Always the last option offered."""

    def decide(self, game: Any, decision: Decision) -> Option:
        return decision.options[-1]


class RarestOptionAgent:
    """The option whose verb (``cast``, ``block``, ``reset``, ``pass`` …) this agent has
    chosen least often so far, ties broken by its own seeded generator: it keeps trying what
    it has tried least, the way a fuzzer explores."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.chosen: Counter[str] = Counter()

    def decide(self, game: Any, decision: Decision) -> Option:
        verbs = [OptionId.parse(o.id).verb for o in decision.options]
        fewest = min(self.chosen[v] for v in verbs)
        rarest = [
            o for o, v in zip(decision.options, verbs, strict=True) if self.chosen[v] == fewest
        ]
        option = self.rng.choice(rarest)
        self.chosen[OptionId.parse(option.id).verb] += 1
        return option
