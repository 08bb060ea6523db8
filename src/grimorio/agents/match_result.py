"""What a match measures: one record per game, each agent's numbers, and the win rate of A
with its 95 % Wilson interval (a draw counts as half a win)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal distribution


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion ``successes / n`` (95 % by default);
    ``(0, 1)`` when there is nothing to measure."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - margin), min(1.0, centre + margin)


class Outcome(StrEnum):
    """How one game of a match ended for the match (the game's own reason is its result's,
    CR 104): A or B won, a draw (CR 104.4a, or a game stopped at the match's caps), or the
    game raised an error."""

    A = "a"
    B = "b"
    DRAW = "draw"
    ERROR = "error"


@dataclass(frozen=True)
class GameRecord:
    """One game of a match: its :class:`Outcome`; the thinking times are not compared by
    ``==`` (the clock is no outcome)."""

    index: int
    seed: int
    a_seat: int
    outcome: Outcome
    rule: str | None
    turns: int
    decisions: tuple[int, int]  # made by A, by B
    capped: bool = False
    error: str | None = None
    seconds: tuple[float, float] = field(default=(0.0, 0.0), compare=False)
    slowest: tuple[float, float] = field(default=(0.0, 0.0), compare=False)  # one decision
    decks: tuple[str, str] = ("", "")  # the names of the decks, by seat


@dataclass(frozen=True)
class AgentStats:
    """One agent's side of a match (errors excluded from wins, losses and draws)."""

    kind: str
    wins: int
    losses: int
    draws: int
    decisions: int
    seconds: float
    slowest: float = 0.0  # the longest single decision, in seconds

    @property
    def ms_per_decision(self) -> float:
        """Mean time spent in ``decide``, in milliseconds."""
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0


@dataclass(frozen=True)
class MatchResult:
    """The games of a match (in order) and what is measured on them. A draw counts as half
    a win in the win rates and their intervals."""

    agent_a: str
    agent_b: str
    seed: int
    games: tuple[GameRecord, ...]
    elapsed: float = field(default=0.0, compare=False)

    @property
    def finished(self) -> tuple[GameRecord, ...]:
        """The games that did not raise (capped games included, as draws)."""
        return tuple(g for g in self.games if g.outcome != Outcome.ERROR)

    @property
    def errors(self) -> tuple[GameRecord, ...]:
        return tuple(g for g in self.games if g.outcome == Outcome.ERROR)

    @property
    def capped(self) -> int:
        return sum(g.capped for g in self.games)

    def stats(self, side: int) -> AgentStats:
        """Agent A's (``side`` 0) or agent B's (1) numbers."""
        me, other = (Outcome.A, Outcome.B) if side == 0 else (Outcome.B, Outcome.A)
        outcomes = [g.outcome for g in self.finished]
        return AgentStats(
            self.agent_a if side == 0 else self.agent_b,
            outcomes.count(me),
            outcomes.count(other),
            outcomes.count(Outcome.DRAW),
            sum(g.decisions[side] for g in self.games),
            sum(g.seconds[side] for g in self.games),
            max((g.slowest[side] for g in self.games), default=0.0),
        )

    def win_rate(self, side: int = 0) -> float:
        """The share of the finished games won by A (or B), a draw counting as half."""
        s = self.stats(side)
        n = len(self.finished)
        return (s.wins + s.draws / 2) / n if n else 0.0

    def interval(self, side: int = 0) -> tuple[float, float]:
        """The 95 % Wilson interval of :meth:`win_rate`."""
        s = self.stats(side)
        return wilson_interval(s.wins + s.draws / 2, len(self.finished))

    @property
    def mean_turns(self) -> float:
        done = self.finished
        return sum(g.turns for g in done) / len(done) if done else 0.0

    @property
    def games_per_second(self) -> float:
        return len(self.games) / self.elapsed if self.elapsed > 0 else 0.0
