"""Trying an option out: on a determinized copy of the game (hidden cards resampled, so
nothing hidden leaks), answer it, play on with the rules of thumb until what it started
has finished, and score the result.

"Finished" means: the stack is back to what it was before the option (the spell or
ability resolved, CR 608), and, in combat, combat damage has been dealt (CR 510), so a
combat trick is judged by the fight it changes. Effects that end at the end of the turn
(CR 514.2) are left out of the score: a pump spell is worth what it does in combat, not
the +3/+3 it shows for a moment. The opponent answers with the same rules of thumb and
lets spells resolve (it passes priority).
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from grimorio.agents.evaluation import evaluate
from grimorio.agents.policy import fast_choice
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.dsl.zones import STACK_KEY
from grimorio.mtg.state.decision_kinds import DecisionKind

if TYPE_CHECKING:
    from grimorio.game import Game

COMBAT_BEFORE_DAMAGE = ("declare_attackers", "declare_blockers", "first_strike_damage")
LIMIT = 80  # decisions played out at most


def _pass_or_rule(game: Game, d: Decision, player: int) -> Option:
    if d.player != player and d.kind == DecisionKind.PRIORITY:
        for o in d.options:
            if o.id == "pass":
                return o
    return fast_choice(game, d)


def play_out(
    game: Game, player: int, stack_goal: int, limit: int = LIMIT, deadline: float = math.inf
) -> None:
    """Continue ``game`` until the stack is down to ``stack_goal`` objects and a player
    has priority, the step or turn changes, or the game ends; through combat damage when
    in combat. Stops early at the ``deadline``."""
    state = game.state
    turn, step = state.turn, state.step
    in_combat = step in COMBAT_BEFORE_DAMAGE
    for _ in range(limit):
        d = game.pending
        if d is None or game.over or time.perf_counter() > deadline:
            return
        if state.turn != turn:
            return
        settled = d.kind == DecisionKind.PRIORITY and len(state.zones[STACK_KEY]) <= stack_goal
        if state.step != step and not in_combat:
            return
        if settled and not (in_combat and state.step in COMBAT_BEFORE_DAMAGE):
            return
        game.submit(_pass_or_rule(game, d, player))


def outcome_score(game: Game, player: int) -> float:
    """The score once the effects that end with the turn are gone (CR 514.2)."""
    state = game.state
    if any(getattr(e, "until", "") == "end_of_turn" for e in state.effects):
        state.effects = [e for e in state.effects if getattr(e, "until", "") != "end_of_turn"]
        state.version += 1
    return evaluate(game, player)


def try_options(
    base: Game, d: Decision, options: list[Option], deadline: float = math.inf
) -> list[float]:
    """The score of each option, tried on copies of ``base`` (already determinized); the
    options not tried by the ``deadline`` (``time.perf_counter()``) score -inf, and one
    under way then is scored where it stands."""
    player = d.player
    stack = len(base.state.zones[STACK_KEY])
    goal = stack if d.kind == DecisionKind.PRIORITY else max(stack - 1, 0)
    scores: list[float] = []
    for option in options:
        if time.perf_counter() > deadline:
            scores.append(-math.inf)
            continue
        game = base.clone()
        try:
            game.submit(option)
        except IllegalAction:
            scores.append(-math.inf)
            continue
        play_out(game, player, goal, deadline=deadline)
        scores.append(outcome_score(game, player))
    return scores
