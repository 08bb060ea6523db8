"""Trying an option out: on a determinized copy of the game (hidden cards resampled, so
nothing hidden leaks), answer it, play on with the rules of thumb until what it started
has finished, and score the result.

"Finished" means: the stack is back to what it was before the option (the spell or
ability resolved, CR 608), then both players pass until the step ends (CR 500.2) — the
moment passing at once reaches too, so that every option is scored at the same point of
the game: an ability activated in the opponent's upkeep must not look better than passing
only because passing already let the opponent draw (CR 504.1). In combat the play goes on
until combat damage has been dealt (CR 510), so a combat trick is judged by the fight it
changes. Effects that end at the end of the turn (CR 514.2) are left out of the score: a
pump spell or "can't be blocked this turn" is worth what it does in combat, not the +3/+3 it
shows for a moment. A creature tapped in the opponent's turn before blockers are declared
can't block (CR 509.1a): the score counts that loss (:data:`TAPPED_BLOCKER`). The opponents
— one, or several in a game of more than two (CR 800.1) — answer with the same rules of
thumb and let spells resolve (they pass priority); the score is
:func:`~grimorio.agents.evaluation.evaluate`'s, which weighs every opponent.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from grimorio.agents.evaluation import creature_value, evaluate
from grimorio.agents.policy import fast_choice
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.decision_kinds import DecisionKind

if TYPE_CHECKING:
    from grimorio.game import Game

COMBAT_BEFORE_DAMAGE = ("declare_attackers", "declare_blockers", "first_strike_damage")
# the steps of a turn before blockers are declared (CR 500.1, 509.1)
BEFORE_BLOCKS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers")
LIMIT = 80  # decisions played out at most
TAPPED_BLOCKER = 0.25  # the share of a creature's worth lost while it can't block


def _passing(d: Decision) -> Option | None:
    for o in d.options:
        if o.id == "pass":
            return o
    return None


def _pass_or_rule(game: Game, d: Decision, player: int, settled: bool = False) -> Option:
    """Every opponent passes priority; so does the player once what the option started has
    finished (``settled``); every other decision follows the rules of thumb."""
    if d.kind == DecisionKind.PRIORITY and (d.player != player or settled):
        passing = _passing(d)
        if passing is not None:
            return passing
    return fast_choice(game, d)


def play_out(
    game: Game,
    player: int,
    stack_goal: int,
    limit: int = LIMIT,
    deadline: float = math.inf,
    since: tuple[int, str] | None = None,
) -> None:
    """Continue ``game`` until the stack is down to ``stack_goal`` objects and a player
    has priority, then with both players passing until the step or turn changes (from
    ``since``, the turn and step the option was chosen in; by default where ``game`` is now)
    or the game ends; through combat damage when in combat. Stops early at the
    ``deadline``."""
    state = game.state
    turn, step = since if since is not None else (state.turn, state.step)
    in_combat = step in COMBAT_BEFORE_DAMAGE
    settled = False
    for _ in range(limit):
        d = game.pending
        if d is None or game.over or time.perf_counter() > deadline:
            return
        if state.turn != turn:
            return
        if d.kind == DecisionKind.PRIORITY and len(state.zones[STACK_KEY]) <= stack_goal:
            settled = True
        if state.step != step and not in_combat:
            return
        if in_combat and settled and state.step not in COMBAT_BEFORE_DAMAGE:
            return
        game.submit(_pass_or_rule(game, d, player, settled))


def idle_blockers(game: Game, player: int) -> float:
    """What ``player`` loses by having tapped creatures in an opponent's turn before
    blockers are declared: a tapped creature can't block (CR 509.1a)."""
    state = game.state
    if state.active == player or state.step not in BEFORE_BLOCKS or state.step == "untap":
        return 0.0
    loss = 0.0
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller == player and obj.tapped:
            c = chars(game, obj)
            if "creature" in c.types:
                loss += TAPPED_BLOCKER * creature_value(c)
    return loss


def outcome_score(game: Game, player: int) -> float:
    """The score once the effects that end with the turn are gone (CR 514.2), less what
    tapped creatures can't block (:func:`idle_blockers`)."""
    state = game.state
    if any(getattr(e, "until", "") == "end_of_turn" for e in state.effects):
        state.effects = [e for e in state.effects if getattr(e, "until", "") != "end_of_turn"]
        state.version += 1
    if game.over:
        return evaluate(game, player)
    return evaluate(game, player) - idle_blockers(game, player)


def try_options(
    base: Game, d: Decision, options: list[Option], deadline: float = math.inf
) -> list[float]:
    """The score of each option, tried on copies of ``base`` (already determinized); the
    options not tried by the ``deadline`` (``time.perf_counter()``) score -inf, and one
    under way then is scored where it stands."""
    player = d.player
    since = (base.state.turn, base.state.step)
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
        play_out(game, player, goal, deadline=deadline, since=since)
        scores.append(outcome_score(game, player))
    return scores
