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
from grimorio.agents.heuristic import CastMemory, HeuristicAgent
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
PRIOR_VISITS = 2  # how many rollouts the heuristic's look-ahead score of an option is worth
TREE_DEPTH = 6  # decisions with a real choice that get tree nodes in one iteration
ROLLOUT_TURNS = 1  # the rollout plays to the end of the turn after the current one
ROLLOUT_LIMIT = 160  # decisions at most in one rollout


def worth_searching(game: Game, decision: Decision, prior: Option) -> bool:
    """Search the decisions that matter, once each: not a land to play (CR 305.1: the
    heuristic always plays it first), and only the first part of a declaration of
    attackers or blockers (the tree below it covers the rest; CR 508.1, 509.1)."""
    if decision.kind not in SEARCHED or prior.id.startswith("play:"):
        return False
    if decision.kind in ("attackers", "blockers"):
        step = game.state.queue[-1] if game.state.queue else None
        return not (getattr(step, "chosen", ()) or getattr(step, "pairs", ()))
    return True


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
        self.cast = CastMemory()
        self.banned: frozenset[str] = frozenset()
        self.last_iterations = 0

    def decide(self, game: Game, decision: Decision) -> Option:
        start = time.perf_counter()
        options = not_reset(decision)
        if len(options) == 1:
            return options[0]
        prior = self.heuristic.decide(game, decision)
        if not worth_searching(game, decision, prior):
            return prior
        deadline = start + self.think if self.simulations is None else math.inf
        self.banned = frozenset(o.id for o in options if not self.cast.fresh(game, o))
        if len(self.banned) == len(options):
            return prior
        root = Node()
        self._seed_root(root)
        n = 0
        while n < (self.simulations or 1 << 30) and time.perf_counter() < deadline:
            world = game.determinize(decision.player, self.rng)
            self._iterate(world, root, decision.player, prior.id, deadline)
            n += 1
        self.last_iterations = n
        choice = self._final(decision, root, prior)
        self.cast.remember(game, choice)
        return choice

    def _seed_root(self, root: Node) -> None:
        """The heuristic's look-ahead scores count as ``PRIOR_VISITS`` visits of each option
        it tried (its own estimate of each, on the same scale as a rollout's reward)."""
        for option_id, score in self.heuristic.last_scores.items():
            if score == float("-inf") or option_id in self.banned:
                continue
            child = root.children[option_id] = Node()
            child.visits = child.available = PRIOR_VISITS
            child.total = PRIOR_VISITS * win_chance(score)

    def _final(self, decision: Decision, root: Node, prior: Option) -> Option:
        fallback = prior.id if prior.id not in self.banned else None
        if fallback is None:
            fallback = next(o.id for o in not_reset(decision) if o.id not in self.banned)
        best_id = max(
            (k for k in root.children if k not in self.banned),
            key=lambda k: (root.children[k].visits, root.children[k].mean(), k == prior.id),
            default=fallback,
        )
        return decision.option(best_id)

    # -- one iteration -----------------------------------------------------------------
    def _iterate(self, game: Game, root: Node, me: int, prior_id: str, deadline: float) -> None:
        path: list[tuple[Node, int]] = []  # (node, player who chose the move into it)
        node = root
        depth = 0
        first = True
        while not game.over and depth < TREE_DEPTH and time.perf_counter() < deadline:
            d = game.pending
            assert d is not None
            options = not_reset(d)
            if first:
                options = [o for o in options if o.id not in self.banned] or options
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
            if i % 4 == 3 and time.perf_counter() > deadline:
                return
            game.submit(fast_choice(game, d))
