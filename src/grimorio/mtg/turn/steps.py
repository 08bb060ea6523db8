"""The turn: phases and steps (CR 500–514) and their turn-based actions (CR 703)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.mtg.keywords.damage import strikes_first
from grimorio.mtg.permanents.sagas import add_lore_counters
from grimorio.mtg.turn.combat import CombatDamage, DeclareAttackers, DeclareBlockers
from grimorio.mtg.turn.untap_others import untapped_for_others
from grimorio.rules.events.game import (
    ExtraCombatBegins,
    SetCombat,
    TurnBegins,
)
from grimorio.rules.events.objects import Draw, SetTapped
from grimorio.rules.state.state import STEPS, st
from grimorio.rules.turn.cleanup import Cleanup
from grimorio.rules.turn.player_rules import untap_permanents
from grimorio.rules.turn.pools import empty_pools
from grimorio.rules.turn.priority import Priority
from grimorio.rules.turn.step_begins import begin_step
from grimorio.rules.turn.turn_order import next_turn_player

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def next_step(game: Kernel) -> str | None:
    """The step after the current one, skipping steps the rules skip; None: turn is over."""
    state = st(game)
    if state.step == "end_combat" and state.extra_combats > 0:
        return "begin_combat"  # CR 500.8: an additional combat phase, no main phase (505.1a)
    i = STEPS.index(state.step) + 1
    while i < len(STEPS):
        step = STEPS[i]
        combat = state.combat
        if step in ("declare_blockers", "first_strike_damage", "combat_damage") and (
            combat is None or not combat.declared
        ):
            i += 1  # CR 508.8: no attackers declared, no blockers or damage steps
            continue
        if step == "first_strike_damage" and not _any_first_striker(game):
            i += 1  # CR 510.4
            continue
        return step
    return None


def _any_first_striker(game: Kernel) -> bool:
    state = st(game)
    combat = state.combat
    if combat is None:
        return False
    ids = list(combat.attackers) + list(combat.blockers)
    return any(strikes_first(game, state.objects[o]) for o in ids if o in state.objects)


def advance_turn(game: Kernel) -> None:
    """Called when the current step's work is done: end it and begin the next (CR 500.2)."""
    state = st(game)
    if state.turn == 0:
        return  # the game has not started; StartGame is queued
    empty_pools(game)  # CR 500.5
    if state.step == "end_combat":
        game.emit(SetCombat(False, "511.3"))
    step = next_step(game)
    if step == "begin_combat" and state.step == "end_combat":
        game.emit(ExtraCombatBegins())
    if step is None:
        player = next_turn_player(game)  # CR 500.7: an extra turn first, if one waits
        game.emit(TurnBegins(player))
        step = "untap"
    game.push(BeginStep(step))


class BeginStep(Step):
    """A step begins: its turn-based actions happen, then the active player gets priority."""

    __slots__ = ("step",)

    def __init__(self, step: str) -> None:
        self.step = step

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        begin_step(game, self.step, _STEP_RULES[self.step])
        s = self.step
        if s == "untap":  # CR 502.3; no priority in the untap step (502.4)
            untap_permanents(game, "502.3")
            for oid in untapped_for_others(game):  # "during each other player's untap step"
                game.emit(SetTapped(oid, False, "502.3"))
            return None
        if s == "draw":
            # CR 103.8a: in a two-player game the starting player skips their first draw;
            # in a game of more players nobody does (103.8c, 800.7)
            first = state.turn == 1 and state.active == state.starting_player
            if not (first and not state.multiplayer):
                game.emit(Draw(state.active, "504.1"))
            else:
                game.note("103.8a", "skip_draw", ("p", state.active))
        elif s == "main1":  # CR 714.3b: the precombat main phase
            add_lore_counters(game)
            state.variant.begin_step(game, s)  # CR 904.9: a scheme set in motion
        elif s == "begin_combat":
            game.emit(SetCombat(True, "506.1"))
        elif s == "cleanup":
            game.push(Cleanup())
            return None
        game.push(Priority())
        if s == "declare_attackers":
            game.push(DeclareAttackers())
        elif s == "declare_blockers":
            game.push(DeclareBlockers())
        elif s == "first_strike_damage":
            game.push(CombatDamage(first=True))
        elif s == "combat_damage":
            game.push(CombatDamage(first=False))
        return None


serializable(BeginStep)


_STEP_RULES = {
    "untap": "502.1",
    "upkeep": "503.1",
    "draw": "504.1",
    "main1": "505.1",
    "begin_combat": "507.1",
    "declare_attackers": "508.1",
    "declare_blockers": "509.1",
    "first_strike_damage": "510.4",
    "combat_damage": "510.1",
    "end_combat": "511.1",
    "main2": "505.1",
    "end": "513.1",
    "cleanup": "514.1",
}
