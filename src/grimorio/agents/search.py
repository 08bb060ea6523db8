"""The search agent: information-set Monte Carlo tree search (single observer: one tree
over the deciding player's and the opponent's choices, seen from the searching player).

Each iteration imagines the hidden cards anew — :meth:`grimorio.game.Game.determinize`
resamples the opponent's hand and both libraries from what the player has seen — then
walks down the tree choosing among the options this determinization allows by UCB1 with
availability counts (an option is only judged against the times it could have been
chosen), adds one new node, plays on with the rules of thumb of
:mod:`grimorio.agents.policy` for a short horizon, and scores the result with
:func:`grimorio.agents.evaluation.evaluate`, squashed to a chance of winning. The
heuristic agent's answer is tried first and keeps a bonus that fades with visits (a
prior), so a short search never does worse than the rule of thumb by much.

It stops at a budget of time (``think`` seconds per decision) or of iterations
(``simulations``, deterministic). Decisions whose answer hardly matters (paying mana,
ordering triggers, dividing damage) go straight to the heuristic agent.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from grimorio.agents.evaluation import evaluate, win_chance
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.policy import fast_choice, not_reset
from grimorio.core.decisions import Decision, Option
from grimorio.core.rng import Rng

if TYPE_CHECKING:
    from grimorio.game import Game

SEARCHED = frozenset(
    {
        "priority",
        "attackers",
        "blockers",
        "target",
        "x",
        "mode",
        "may",
        "choose",
        "sacrifice",
        "discard",
        "pay",
        "door",
        "pick",
        "put_chosen",
    }
)
EXPLORATION = 0.7
PRIOR_BONUS = 0.15  # the heuristic's answer's head start, fading as 1/(1 + visits)
TREE_DEPTH = 6  # decisions with a real choice that get tree nodes in one iteration
ROLLOUT_TURNS = 1  # the rollout plays to the end of the turn after the current one
ROLLOUT_LIMIT = 160  # decisions at most in one rollout


class Node:
    """The statistics of one sequence of choices (an information set of the searcher)."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0  # sum of rewards for the player who chose the move into this node

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class SearchAgent:
    """ISMCTS with heuristic rollouts; ``think`` seconds or ``simulations`` per decision."""

    def __init__(self, seed: int = 0, think: float = 1.0, simulations: int | None = None) -> None:
        if think <= 0 and simulations is None:
            raise ValueError("the search needs a positive time or a number of simulations")
        self.rng = Rng(seed)
        self.think = think
        self.simulations = simulations
        self.heuristic = HeuristicAgent(seed + 1)
        self.last_iterations = 0

    def decide(self, game: Game, decision: Decision) -> Option:
        start = time.perf_counter()
        options = not_reset(decision)
        if len(options) == 1:
            return options[0]
        prior = self.heuristic.decide(game, decision)
        if decision.kind not in SEARCHED:
            return prior
        deadline = start + self.think if self.simulations is None else math.inf
        root = Node()
        n = 0
        while n < (self.simulations or 1 << 30) and time.perf_counter() < deadline:
            world = game.determinize(decision.player, self.rng)
            self._iterate(world, root, decision.player, prior.id, deadline)
            n += 1
        self.last_iterations = n
        return self._final(decision, root, prior)

    def _final(self, decision: Decision, root: Node, prior: Option) -> Option:
        best_id = max(
            root.children,
            key=lambda k: (root.children[k].visits, root.children[k].mean(), k == prior.id),
            default=prior.id,
        )
        return decision.option(best_id) if best_id != prior.id else prior

    # -- one iteration -----------------------------------------------------------------
    def _iterate(self, game: Game, root: Node, me: int, prior_id: str, deadline: float) -> None:
        path: list[tuple[Node, int]] = []  # (node, player who chose the move into it)
        node = root
        depth = 0
        first = True
        while not game.over and depth < TREE_DEPTH:
            d = game.pending
            assert d is not None
            options = not_reset(d)
            if len(options) == 1 or d.kind not in SEARCHED:
                game.submit(options[0] if len(options) == 1 else fast_choice(game, d))
                continue
            child_id, expanded = self._select(node, options, prior_id if first else None)
            first = False
            child = node.children.setdefault(child_id, Node())
            path.append((child, d.player))
            game.submit(d.option(child_id))
            node = child
            depth += 1
            if expanded:
                break
        self._rollout(game, deadline)
        reward = win_chance(evaluate(game, me))
        root.visits += 1
        for child, chooser in path:
            child.visits += 1
            child.total += reward if chooser == me else 1.0 - reward

    def _select(self, node: Node, options: list[Option], prior_id: str | None) -> tuple[str, bool]:
        """UCB1 over the options available now; an untried one first (the prior's first)."""
        for o in options:
            child = node.children.get(o.id)
            if child is not None:
                child.available += 1
        untried = [o.id for o in options if o.id not in node.children]
        if untried:
            if prior_id in untried:
                return prior_id, True
            return untried[self.rng.below(len(untried))], True
        best, best_score = options[0].id, -math.inf
        for o in options:
            child = node.children[o.id]
            score = child.mean() + EXPLORATION * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if o.id == prior_id:
                score += PRIOR_BONUS / (1 + child.visits) * 10
            if score > best_score:
                best, best_score = o.id, score
        return best, False

    def _rollout(self, game: Game, deadline: float) -> None:
        """Both players follow the rules of thumb to the end of the next turn."""
        end_turn = game.state.turn + ROLLOUT_TURNS
        for i in range(ROLLOUT_LIMIT):
            d = game.pending
            if d is None or game.over or game.state.turn > end_turn:
                return
            if i % 16 == 15 and time.perf_counter() > deadline:
                return
            game.submit(fast_choice(game, d))
