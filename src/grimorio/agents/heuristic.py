"""The heuristic agent: rules of thumb for most decisions, and a short look ahead for the
ones that decide games — what to cast or activate, which targets, which X, which mode,
whether to do what "may" offers.

With more than two players (CR 800.1) the score weighs every opponent, the leader most
(:func:`grimorio.agents.evaluation.evaluate`), and options that score alike go to the rule
of thumb, which aims harm at the most threatening opponent
(:func:`grimorio.agents.policy.target`).

It reads only what its player may see (see :mod:`grimorio.agents.base`): it tries options
out on a determinization of the game (:meth:`grimorio.game.Game.determinize`), never on the
game itself. Attacks and blocks come from the combat model
(:mod:`grimorio.agents.combat_choice`).

With ``aggression`` below 1 it is the gentle player of a newcomer's first game (issue 24):
in a game of two it sends only the attacks that clearly pay (see
:func:`grimorio.agents.combat_choice.attack_plan`); at 1, the default, it plays exactly as
it always did.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from grimorio.agents.lookahead import try_options
from grimorio.agents.policy import (
    attackers,
    fast_choice,
    object_of,
    pay_mana,
    sorcery_timing,
    worth,
)
from grimorio.core.decisions import Decision, Option, OptionId, shown
from grimorio.core.errors import GrimorioError
from grimorio.core.rng import Rng
from grimorio.rules.state.decision_kinds import DecisionKind

if TYPE_CHECKING:
    from grimorio.game import Game

# Decisions answered by trying every option out, when there are at most MAX_TRIED options.
TRIED = frozenset(
    {
        DecisionKind.PRIORITY,
        DecisionKind.TARGET,
        DecisionKind.X,
        DecisionKind.MODE,
        DecisionKind.MAY,
        DecisionKind.CHOOSE,
        DecisionKind.DOOR,
        DecisionKind.PICK,
        DecisionKind.PUT_CHOSEN,
        DecisionKind.COPY,
        DecisionKind.CAST_COPY,
        DecisionKind.VOTE,
        DecisionKind.TOP_OR_BOTTOM,
        DecisionKind.SACRIFICE,
        DecisionKind.DISCARD,
        DecisionKind.PAY,
        DecisionKind.PROPOSE_ATTACKER,  # I-507.2: Inferno's attacker
        DecisionKind.PROPOSE_DEFENDER,  # I-507.3: and its defender
    }
)
MAX_TRIED = 16
MARGIN = 0.2  # how much better than passing an action must look


class HeuristicAgent:
    """Fast, deterministic for a given seed, and honest about hidden information."""

    def __init__(
        self,
        seed: int = 0,
        resample: bool = True,
        max_tried: int = MAX_TRIED,
        sorcery_speed_only: bool = False,
        aggression: float = 1.0,
    ) -> None:
        if type(aggression) not in (int, float) or not 0 < aggression <= 1:
            raise GrimorioError(
                f"la agresividad es un número mayor que 0 y hasta 1, no {shown(aggression)}",
                f"the aggression is a number above 0 and up to 1, not {shown(aggression)}",
            )
        self.aggression = float(aggression)  # 1: the usual appetite for attacks
        self.rng = Rng(seed)
        self.max_tried = max_tried  # options tried out at most (the most valuable first)
        self.deadline = math.inf  # a search's clock: options not tried by then score -inf
        # False only inside a search's imagined world, which is already a determinization
        # made for the searching player: its cards are samples, so there is nothing
        # hidden left to protect and resampling again would only cost time.
        self.resample = resample
        # True: act only when a sorcery could be cast (CR 307.1: own main phase, empty
        # stack) and pass otherwise — a cheaper player for a search's rollouts
        self.sorcery_speed_only = sorcery_speed_only
        self.cast = CastMemory()
        # the score of each option tried out for the last decision (empty if none was)
        self.last_scores: dict[str, float] = {}

    def decide(self, game: Game, decision: Decision) -> Option:
        self.last_scores = {}
        options = list(decision.options)
        if len(options) == 1:
            return options[0]
        if decision.kind == DecisionKind.PRIORITY:
            return self._priority(game, decision)
        if decision.kind == DecisionKind.MANA:
            return pay_mana(game, decision)
        if (
            decision.kind == DecisionKind.ATTACKERS
            and self.aggression < 1
            and not game.state.multiplayer
        ):
            return attackers(game, decision, self.aggression)  # CR 508.1, turned down
        if decision.kind not in TRIED or len(options) > self.max_tried:
            return fast_choice(game, decision)
        if decision.kind == DecisionKind.X:  # ties go to the largest X
            options.sort(key=lambda o: -OptionId.parse(o.id).num())
        return self._best(game, decision, options)

    def _priority(self, game: Game, d: Decision) -> Option:
        lands = [o for o in d.options if o.id.startswith("play:")]
        if lands:  # CR 305.1: a land is always worth playing, and first
            return lands[0]
        passing = [o for o in d.options if o.id == "pass"]
        if passing and self.sorcery_speed_only and not sorcery_timing(game, d.player):
            return passing[0]
        actions = [o for o in d.options if o.id != "pass" and self.cast.fresh(game, o)]
        if not actions:
            return passing[0] if passing else d.options[0]
        actions.sort(key=lambda o: -worth(game, object_of(o)))
        del actions[self.max_tried :]
        base = self._world(game, d.player)
        scores = try_options(base, d, passing + actions, self.deadline)
        self._keep(passing + actions, scores)
        stay = scores[0] if passing else float("-inf")
        best = max(range(len(actions)), key=lambda i: scores[i + len(passing)])
        if scores[best + len(passing)] <= stay + MARGIN and passing:
            return passing[0]
        self.cast.remember(game, actions[best])
        return actions[best]

    def _best(self, game: Game, d: Decision, options: list[Option]) -> Option:
        base = self._world(game, d.player)
        scores = try_options(base, d, options, self.deadline)
        self._keep(options, scores)
        best = max(range(len(options)), key=lambda i: scores[i])
        if game.state.multiplayer:  # CR 800.1: ties go to the rule of thumb (by threat)
            tied = [o for o, s in zip(options, scores, strict=True) if s == scores[best]]
            if len(tied) > 1:
                usual = fast_choice(game, d)
                if usual in tied:
                    return usual
        return options[best]

    def _world(self, game: Game, player: int) -> Game:
        return game.determinize(player, self.rng) if self.resample else game

    def _keep(self, options: list[Option], scores: list[float]) -> None:
        self.last_scores = {o.id: s for o, s in zip(options, scores, strict=True)}


class CastMemory:
    """The spells and doors chosen in the current step. A card keeps its id only while it
    stays in its zone (CR 400.7), so being offered the same cast again in the same step
    means the casting was rewound (CR 732.1: a cost that couldn't be paid); the agent
    doesn't try it again there."""

    def __init__(self) -> None:
        self.step: tuple[int, str] = (-1, "")
        self.chosen: set[str] = set()

    def _now(self, game: Game) -> None:
        now = (game.state.turn, game.state.step)
        if now != self.step:
            self.step, self.chosen = now, set()

    def fresh(self, game: Game, option: Option) -> bool:
        self._now(game)
        return option.id not in self.chosen

    def remember(self, game: Game, option: Option) -> None:
        self._now(game)
        if option.id.startswith(("cast:", "unlock:")):
            self.chosen.add(option.id)
