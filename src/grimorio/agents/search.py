"""The search agent: information-set Monte Carlo tree search, seen from the deciding
player (single observer), over the real option lists of the game's decisions.

Each iteration imagines the hidden cards anew — :meth:`grimorio.game.Game.determinize`
resamples every opponent's hand, every library and the face-down cards the player may not
look at, from what the player has seen (CR 401.2, 402.3, 708.5) — and
tries **every** candidate answer of the decision in that same imagined world, so that the
answers are compared on equal terms (paired samples: the luck of one world doesn't favour
one answer). Below each answer the tree grows over the following decisions of all the
players: a node's first child is what the rollout policy would do, and alternatives are
admitted as the node is visited more (progressive widening), chosen by UCB1 over the
options that world allows (availability counts). Past the tree, the heuristic agent plays
every seat to the end of the turn before the searcher's next one — the opponent's next
turn in a game of two, every opponent's in a game of more (CR 500.1, 800.4j) — so that
every world is scored at the same point, just before the searcher's own turn, with the
opponents' answers seen; it acts only when a sorcery could be cast (a rollout;
``rollout="fast"`` uses the cheaper rules of thumb of :mod:`grimorio.agents.policy`), and
:func:`grimorio.agents.evaluation.evaluate`, squashed to a chance of winning, scores the
result. Comparing answers by rollouts of the heuristic is a policy-improvement step: with
enough samples it does at least as well as the heuristic itself. In the tree, a player
chooses by their own reward: the searcher's chance for the searcher, and in a game of two
its complement for the opponent; in a game of more, each opponent's own chance (max^n:
``evaluate`` from their seat), not a coalition against the searcher.

A declaration of attackers or blockers is asked part by part (CR 508.1a, 509.1a); there
the answers compared are whole declarations (:mod:`grimorio.agents.plans`: the combat
model's and its neighbours), and the one chosen is kept for the rest of the declaration.

The heuristic agent answers first, and its answer stands unless the samples show another
one winning more often, world by world, by more than their noise (a paired comparison):
a short search can't do much worse than the heuristic. The search stops at a budget of
time (``think`` seconds a decision, checked before every move) or of iterations
(``simulations``: deterministic). Decisions whose answer hardly matters (paying mana,
ordering triggers, assigning combat damage) go to the heuristic agent.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import TYPE_CHECKING

from grimorio.agents.combat_choice import declaration_begun
from grimorio.agents.evaluation import evaluate, win_chance
from grimorio.agents.heuristic import CastMemory, HeuristicAgent
from grimorio.agents.plans import DECLARATIONS, Plan, plans
from grimorio.agents.policy import fast_choice
from grimorio.core.decisions import Decision, Option
from grimorio.core.rng import Rng
from grimorio.rules.state.decision_kinds import DecisionKind

if TYPE_CHECKING:
    from grimorio.game import Game

Answer = Option | Plan  # an option of the decision, or a whole declaration

SEARCHED = frozenset(
    {
        DecisionKind.PRIORITY,
        DecisionKind.ATTACKERS,
        DecisionKind.BLOCKERS,
        DecisionKind.TARGET,
        DecisionKind.X,
        DecisionKind.MODE,
        DecisionKind.MAY,
        DecisionKind.CHOOSE,
        DecisionKind.SACRIFICE,
        DecisionKind.DISCARD,
        DecisionKind.PAY,
        DecisionKind.DOOR,
        DecisionKind.PICK,
        DecisionKind.PUT_CHOSEN,
    }
)
MAX_ANSWERS = 4  # candidate answers compared at the root (the heuristic's best first)
MAX_PLANS = 5  # declarations of attackers or blockers compared (the combat model's first)
PRIOR_SHARE = 0.5  # of the time budget, for the heuristic's answer at most
SLACK = 0.05  # of the time budget, kept for the move under way when the clock runs out
MIN_WORLDS = 4  # worlds needed before the search may overrule the heuristic
EVIDENCE = 1.0  # standard errors by which an answer must beat the heuristic's
EXPLORATION = 0.7
TREE_DEPTH = 4  # decisions with a real choice that get tree nodes below the root
ROLLOUT_TRIED = 4  # options the heuristic tries out in a rollout (its most valuable)
ROLLOUT_LIMIT = 160  # decisions at most in one rollout, for each opponent's turn
WIDENING = 32  # a node admits one more alternative each time visits / WIDENING passes a square


def worth_searching(game: Game, decision: Decision, prior: Option) -> bool:
    """Search the decisions that matter, once each: not a land to play (CR 305.1: the
    heuristic always plays it first), and not a later part of a declaration of attackers
    or blockers (whole declarations are compared at its first part; CR 508.1, 509.1)."""
    if decision.kind not in SEARCHED or prior.id.startswith("play:"):
        return False
    return decision.kind not in DECLARATIONS or not declaration_begun(game)


def _last_turn(game: Game, me: int) -> int:
    """The turn a sample plays to the end of: the last turn before ``me``'s next one (CR
    500.1: the players take turns in order; 800.4j: a player who has left takes none).
    In a game of two, the opponent's next turn, which is the current one if it is theirs.
    Samples then end just before ``me``'s turn, once every opponent has answered."""
    order = game.state.apnap()  # from the active player, the players still in the game
    ahead = order.index(me) if me in order else 0
    return game.state.turn + (len(order) - 1 if ahead == 0 else ahead - 1)


def _rollout_player(seed: int, deadline: float) -> HeuristicAgent:
    """The heuristic agent as a rollout plays it: on the imagined world as it is, trying
    few options, at sorcery speed, and stopping at the search's deadline."""
    player = HeuristicAgent(seed, resample=False, max_tried=ROLLOUT_TRIED, sorcery_speed_only=True)
    player.deadline = deadline
    return player


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


class OutOfTime(Exception):
    """The budget ran out in the middle of a sample (which is then not counted)."""


class SearchAgent:
    """ISMCTS with heuristic rollouts; ``think`` seconds or ``simulations`` worlds a decision."""

    def __init__(
        self,
        seed: int = 0,
        think: float = 1.0,
        simulations: int | None = None,
        rollout: str = "heuristic",
    ) -> None:
        if think <= 0 and simulations is None:
            raise ValueError("the search needs a positive time or a number of simulations")
        if rollout not in ("heuristic", "fast"):
            raise ValueError(f"unknown rollout policy {rollout!r}: heuristic or fast")
        self.rollout = rollout
        # the players of the current sample's rollout (new for every sample)
        self.players: tuple[HeuristicAgent, ...] | None = None
        self.rng = Rng(seed)
        self.think = think
        self.simulations = simulations
        self.heuristic = HeuristicAgent(seed + 1)
        self.cast = CastMemory()
        self.last_iterations = 0  # worlds sampled for the last decision searched
        self.plan: Plan | None = None  # the declaration of attackers or blockers under way

    def decide(self, game: Game, decision: Decision) -> Option:
        start = time.perf_counter()
        options = list(decision.options)
        if len(options) == 1:
            return options[0]
        if self.plan is not None and self.plan.follows(decision) and declaration_begun(game):
            return self.plan.next_part(game, decision)
        self.plan = None
        timed = self.simulations is None
        answers: list[Answer]
        if decision.kind in DECLARATIONS and not declaration_begun(game):
            answers = list(plans(game, decision, MAX_PLANS))
        else:
            # the heuristic's own look-ahead may use half the budget at most
            self.heuristic.deadline = start + PRIOR_SHARE * self.think if timed else math.inf
            prior = self.heuristic.decide(game, decision)
            if not worth_searching(game, decision, prior):
                return prior
            answers = [*self._candidates(game, options, prior)] or [prior]
        choice = answers[0]
        if len(answers) > 1:
            deadline = start + (1 - SLACK) * self.think if timed else math.inf
            choice = self._search(game, decision, answers, deadline)
        return self._commit(game, decision, choice)

    def _search(
        self, game: Game, decision: Decision, answers: list[Answer], deadline: float
    ) -> Answer:
        """The answer the samples prefer (see :meth:`_final`); the first is the heuristic's."""
        roots = {o.id: Node() for o in answers}
        rewards: dict[str, list[float]] = {o.id: [] for o in answers}  # by world
        worlds = 0
        while worlds < (self.simulations or 1 << 30) and time.perf_counter() < deadline:
            world = game.determinize(decision.player, self.rng)
            try:
                for o in answers:
                    reward = self._sample(world.clone(), o, roots[o.id], decision.player, deadline)
                    rewards[o.id].append(reward)
            except OutOfTime:
                break  # a world not finished for every answer isn't a fair comparison
            worlds += 1
        self.last_iterations = worlds
        return self._final(answers, answers[0], {k: r[:worlds] for k, r in rewards.items()})

    def _commit(self, game: Game, decision: Decision, choice: Answer) -> Option:
        """The option to give the game: a plan's first part (the plan is kept for the
        rest of the declaration), or the chosen option."""
        if isinstance(choice, Plan):
            self.plan = choice
            return choice.next_part(game, decision)
        self.cast.remember(game, choice)
        return choice

    def _candidates(self, game: Game, options: list[Option], prior: Option) -> list[Option]:
        """The answers worth comparing: not a cast that was just rewound (CR 732.1), the
        heuristic's answer first, then the best of its look-ahead scores."""
        fresh = [o for o in options if self.cast.fresh(game, o)]
        scores = self.heuristic.last_scores
        fresh.sort(key=lambda o: (o.id != prior.id, -scores.get(o.id, -math.inf)))
        return fresh[:MAX_ANSWERS]

    @staticmethod
    def _final(answers: list[Answer], prior: Answer, rewards: dict[str, list[float]]) -> Answer:
        """The answer whose rewards beat the prior's by the most, world by world, if the
        evidence is good enough: a mean paired difference ``EVIDENCE`` standard errors above
        zero, over at least ``MIN_WORLDS`` worlds. Otherwise the heuristic's answer."""
        base = rewards.get(prior.id, [])
        if len(base) < MIN_WORLDS:
            return prior if prior in answers else answers[0]
        best, best_gain = prior, 0.0
        for o in answers:
            if o.id == prior.id:
                continue
            diffs = [x - y for x, y in zip(rewards[o.id], base, strict=True)]
            gain = sum(diffs) / len(diffs)
            spread = statistics.pstdev(diffs) / math.sqrt(len(diffs) - 1)
            if gain > best_gain and gain > EVIDENCE * spread:
                best, best_gain = o, gain
        return best

    # -- one sample --------------------------------------------------------------------
    def _sample(self, game: Game, answer: Answer, node: Node, me: int, deadline: float) -> float:
        """Play ``answer`` in this world, walk the tree below it, roll out, score."""
        last_turn = _last_turn(game, me)
        seats = len(game.state.players)
        if self.rollout == "heuristic":
            seed = self.rng.next64() & 0xFFFF
            self.players = tuple(_rollout_player(seed + k, deadline) for k in range(seats))
        if isinstance(answer, Plan):
            answer.play(game)
        else:
            game.submit(answer)
        path: list[tuple[Node, int]] = []
        depth = 0
        while not game.over and depth < TREE_DEPTH:
            if time.perf_counter() > deadline:
                raise OutOfTime
            d = game.pending
            assert d is not None
            options = list(d.options)
            if len(options) == 1 or d.kind not in SEARCHED:
                game.submit(options[0] if len(options) == 1 else self._usual(game, d))
                continue
            child_id = self._select(game, d, node, options)
            node = node.children.setdefault(child_id, Node())
            path.append((node, d.player))
            game.submit(d.option(child_id))
            depth += 1
            if node.visits == 0:
                break
        self._rollout(game, last_turn, deadline)
        reward = win_chance(evaluate(game, me))
        theirs: dict[int, float] = {}  # in a game of more than two: each chooser's own
        for child, chooser in path:
            child.visits += 1
            if chooser == me:
                child.total += reward
            elif seats == 2:
                child.total += 1.0 - reward
            else:
                if chooser not in theirs:
                    theirs[chooser] = win_chance(evaluate(game, chooser))
                child.total += theirs[chooser]
        return reward

    def _select(self, game: Game, d: Decision, node: Node, options: list[Option]) -> str:
        """The rule of thumb's move first; one more alternative each time the visits divided
        by ``WIDENING`` pass a square (1, 4, 9, ...), the alternatives by UCB1 with
        availability counts. Until then every answer of the root is followed by the same
        sensible play, which keeps the paired comparison fair."""
        for o in options:
            child = node.children.get(o.id)
            if child is not None:
                child.available += 1
        usual = self._usual(game, d).id
        if usual not in node.children:
            return usual
        visits = sum(c.visits for c in node.children.values())
        if len(node.children) < 1 + math.isqrt(visits // WIDENING):
            untried = [o.id for o in options if o.id not in node.children]
            if untried:
                return untried[self.rng.below(len(untried))]
        best, best_score = usual, -math.inf
        for o in options:
            child = node.children.get(o.id)
            if child is None or child.visits == 0:
                continue
            score = child.mean() + EXPLORATION * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if score > best_score:
                best, best_score = o.id, score
        return best

    def _usual(self, game: Game, d: Decision) -> Option:
        """What the rollout policy plays: the heuristic agent (on this imagined world, which
        needs no further resampling) or, with ``rollout="fast"``, the rules of thumb."""
        if self.players is None:
            return fast_choice(game, d)
        return self.players[d.player].decide(game, d)

    def _rollout(self, game: Game, last_turn: int, deadline: float) -> None:
        """Every player follows the rollout policy to the end of turn ``last_turn`` (at most
        ``ROLLOUT_LIMIT`` decisions for each opponent)."""
        for _ in range(ROLLOUT_LIMIT * max(1, len(game.state.players) - 1)):
            d = game.pending
            if d is None or game.over or game.state.turn > last_turn:
                return
            if time.perf_counter() > deadline:
                raise OutOfTime
            game.submit(self._usual(game, d))
