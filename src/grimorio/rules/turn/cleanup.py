"""The cleanup step, the same in both games (CR 514; I-513): the active player discards to
their maximum hand size, "until end of turn" effects end and damage is removed, and players
get priority only if state-based actions or triggers happened — then another cleanup step
follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.events.game import EndEffects
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.turn.player_rules import max_hand_size
from grimorio.rules.turn.priority import Priority

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def _cleanup_changes(game: Kernel) -> bool:
    """CR 514.2: is there an "until end of turn" effect or replacement effect to end, or
    damage or a deathtouch mark to remove? With none, :class:`EndEffects` would change
    nothing and log nothing, so it is not emitted (as no mana is emptied from empty
    pools): no trigger watches that event nor any replacement effect applies to it,
    durations and control were settled, and state triggers checked (603.8), after the
    last change."""
    state = st(game)
    if any(e.until == "end_of_turn" for e in state.effects) or any(
        r.until == "end_of_turn" for r in state.replacements
    ):
        return True
    return any(obj.damage > 0 or obj.deathtouched for obj in state.objects.values())


class Cleanup(Step):
    """CR 514; I-513: discard to maximum hand size (514.1), then remove damage and end
    "until end of turn" effects (514.2). Players get priority only if state-based actions
    or triggers happened (514.3a); then another cleanup step follows."""

    __slots__ = ("mark", "stage")

    def __init__(self) -> None:
        self.stage = 0
        self.mark = 0  # length of the log before state-based actions were checked

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        hand = state.zones[zkey(Zone.HAND, state.active)]
        limit = max_hand_size(game, state.active) if self.stage == 0 else None  # CR 402.2
        if limit is not None and len(hand) > limit:
            opts = tuple(Option(f"discard:{o}", "opt.discard", (cref(state, o),)) for o in hand)
            return Decision(
                state.active,
                DecisionKind.DISCARD,
                opts,
                "ask.cleanup_discard",
                (len(hand) - limit,),
            )
        if self.stage == 0:
            self.stage = 1
            if _cleanup_changes(game):
                game.emit(EndEffects("end_of_turn"))
            else:
                game.unchanged_version()  # the version it would have made (_cleanup_changes)
            self.mark = len(state.log)
            game.push(self, game_rules(game).state_check())
            return None
        if self.stage == 1 and len(state.log) > self.mark:
            # CR 514.3a: something happened, so players get priority and a new cleanup follows
            game.note("514.3a", "cleanup_again")
            game.push(game_rules(game).begin_step(state.step), Priority())
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        game.emit(ZoneChange(OptionId.parse(option.id).num(), Zone.GRAVEYARD, "514.1", "discard"))
        game.push(self)


serializable(Cleanup)
