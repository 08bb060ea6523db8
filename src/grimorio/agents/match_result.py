"""What a match measures: one record per game, each agent's numbers, and each agent's win
rate with its 95 % Wilson interval — in a duel (agents A and B) or at a table of up to six
(agents A to F, CR 800.1). A draw counts as ``1/N`` of a win for each of the ``N`` agents:
half a win in a duel, each player's fair share of a draw at a larger table (CR 104.4a).
At a table of more than two, what each seat won (:meth:`MatchResult.seat_wins`) and what
each kind of agent won when it holds several seats (:meth:`MatchResult.kind_stats`) are
measured too."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal distribution
LETTERS = "ABCDEF"  # the agents of a match, in the order they were named (six seats at most)


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
    CR 104): one agent won (A, B, or C to F at a larger table: the last player left, 104.2a),
    a draw (CR 104.4a, or a game stopped at the match's caps), or the game raised an error."""

    A = "a"
    B = "b"
    C = "c"
    D = "d"
    E = "e"
    F = "f"
    DRAW = "draw"
    ERROR = "error"

    @classmethod
    def won_by(cls, agent: int) -> Outcome:
        """The outcome of a game that agent number ``agent`` (0 for A) won."""
        return cls(LETTERS[agent].lower())

    @property
    def winner(self) -> int | None:
        """The number of the agent that won (0 for A), or None for a draw or an error."""
        index = LETTERS.lower().find(self.value)
        return index if len(self.value) == 1 and index >= 0 else None


@dataclass(frozen=True)
class GameRecord:
    """One game of a match: its :class:`Outcome`; the per-agent tuples (``decisions``,
    ``seconds``, ``slowest``) are by agent (A first), ``decks`` by seat. Agent number ``j``
    sat at seat ``(a_seat + j) % players`` (:meth:`seat_of`): the seats turn around the
    table from game to game. The thinking times are not compared by ``==`` (the clock is no
    outcome)."""

    index: int
    seed: int
    a_seat: int
    outcome: Outcome
    rule: str | None
    turns: int
    decisions: tuple[int, ...]  # made by A, by B, ...
    capped: bool = False
    error: str | None = None
    seconds: tuple[float, ...] = field(default=(0.0, 0.0), compare=False)
    slowest: tuple[float, ...] = field(default=(0.0, 0.0), compare=False)  # one decision
    decks: tuple[str, ...] = ("", "")  # the names of the decks, by seat

    @property
    def players(self) -> int:
        """How many players the game had (CR 800.1)."""
        return len(self.decisions)

    def seat_of(self, agent: int) -> int:
        """The seat where agent number ``agent`` (0 for A) sat."""
        return (self.a_seat + agent) % self.players

    def agent_at(self, seat: int) -> int:
        """The number of the agent that sat at ``seat``."""
        return (seat - self.a_seat) % self.players

    @property
    def winner_seat(self) -> int | None:
        """The seat of the player who won (CR 104.2a), or None."""
        agent = self.outcome.winner
        return None if agent is None else self.seat_of(agent)


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
class KindStats:
    """What every agent of one kind won together, at a table where the kind holds
    ``seats`` of the ``players`` seats: its fair share of the games is ``seats / players``.
    ``rate`` counts a draw as ``seats / players`` of a win (each of its agents' ``1/N``)."""

    kind: str
    seats: int
    players: int
    wins: int
    draws: int
    games: int  # the finished games

    @property
    def fair_share(self) -> float:
        return self.seats / self.players

    @property
    def rate(self) -> float:
        return self._won / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson interval of :attr:`rate`."""
        return wilson_interval(self._won, self.games)

    @property
    def _won(self) -> float:
        return self.wins + self.draws * self.seats / self.players


@dataclass(frozen=True)
class MatchResult:
    """The games of a match (in order) and what is measured on them. The agents are
    ``agent_a``, ``agent_b`` and, at a table of more than two, ``others`` (C, D, ...). A draw
    counts as ``1/N`` of a win in the win rates and their intervals (half in a duel)."""

    agent_a: str
    agent_b: str
    seed: int
    games: tuple[GameRecord, ...]
    elapsed: float = field(default=0.0, compare=False)
    others: tuple[str, ...] = ()  # agents C, D, ... at a table of more than two

    @property
    def agents(self) -> tuple[str, ...]:
        """The agents' kinds, A first."""
        return (self.agent_a, self.agent_b, *self.others)

    @property
    def players(self) -> int:
        """The number of seats at the table (CR 800.1)."""
        return len(self.agents)

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
        """Agent A's (``side`` 0), agent B's (1), ... numbers."""
        me = Outcome.won_by(side)
        outcomes = [g.outcome for g in self.finished]
        wins, draws = outcomes.count(me), outcomes.count(Outcome.DRAW)
        return AgentStats(
            self.agents[side],
            wins,
            len(outcomes) - wins - draws,
            draws,
            sum(g.decisions[side] for g in self.games),
            sum(g.seconds[side] for g in self.games),
            max((g.slowest[side] for g in self.games), default=0.0),
        )

    def win_rate(self, side: int = 0) -> float:
        """The share of the finished games won by A (or B, ...), a draw counting as
        ``1/N`` of a win."""
        s = self.stats(side)
        n = len(self.finished)
        return (s.wins + s.draws / self.players) / n if n else 0.0

    def interval(self, side: int = 0) -> tuple[float, float]:
        """The 95 % Wilson interval of :meth:`win_rate`."""
        s = self.stats(side)
        return wilson_interval(s.wins + s.draws / self.players, len(self.finished))

    def seat_wins(self, seat: int) -> int:
        """The finished games won by the player at ``seat``, whichever agent sat there."""
        return sum(g.winner_seat == seat for g in self.finished)

    def kind_stats(self) -> tuple[KindStats, ...]:
        """Each kind of agent, in the order first named, with what its agents won
        together."""
        done = self.finished
        draws = sum(g.outcome == Outcome.DRAW for g in done)
        out = []
        for kind in dict.fromkeys(self.agents):
            mine = {n for n, k in enumerate(self.agents) if k == kind}
            wins = sum(g.outcome.winner in mine for g in done)
            out.append(KindStats(kind, len(mine), self.players, wins, draws, len(done)))
        return tuple(out)

    @property
    def mean_turns(self) -> float:
        done = self.finished
        return sum(g.turns for g in done) / len(done) if done else 0.0

    @property
    def games_per_second(self) -> float:
        return len(self.games) / self.elapsed if self.elapsed > 0 else 0.0
