"""Inferno's turn (I-500–I-513): three phases — the initial phase's *Restauración*, *Tomar*
and *Agregar un Recurso* steps, the main phase (no steps; combats happen inside it,
I-506.1), and the final phase's *Fin* and *Limpieza* steps — each with its turn-based
actions, and priority in every step but *Tomar*, *Agregar un Recurso* and, normally,
*Limpieza* (I-500.3)."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.zones import STACK_KEY, Zone, zkey
from grimorio.inferno.events import ResourceFromEmpty
from grimorio.inferno.state import ist
from grimorio.inferno.tribute import OfferTribute, skip_key
from grimorio.rules.events.game import TurnBegins
from grimorio.rules.events.objects import Draw, ZoneChange
from grimorio.rules.turn.cleanup import Cleanup
from grimorio.rules.turn.player_rules import untap_permanents
from grimorio.rules.turn.pools import empty_pools
from grimorio.rules.turn.priority import Priority
from grimorio.rules.turn.step_begins import begin_step
from grimorio.rules.turn.turn_order import next_turn_player

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class InfernoStep(StrEnum):
    """The steps of a turn in order (I-500.1, I-501.1, I-505.1, I-511.1); the main phase,
    which has none, counts as one here."""

    RESTAURACION = "restauracion"  # I-502
    TOMAR = "tomar"  # I-503
    AGREGAR_RECURSO = "agregar_recurso"  # I-504
    PRINCIPAL = "principal"  # I-505
    FIN = "fin"  # I-512
    LIMPIEZA = "limpieza"  # I-513


STEPS = tuple(s.value for s in InfernoStep)
STEP_RULES = {
    InfernoStep.RESTAURACION: "I-502.1",
    InfernoStep.TOMAR: "I-503.1",
    InfernoStep.AGREGAR_RECURSO: "I-504.1",
    InfernoStep.PRINCIPAL: "I-505.1",
    InfernoStep.FIN: "I-512.1",
    InfernoStep.LIMPIEZA: "I-513.1",
}


def sorcery_timing(game: Kernel, player: int) -> bool:
    """I-301.1, I-306.4, I-505.3a: the active player, in the main phase, with an empty
    chain and no combat in progress."""
    state = ist(game)
    return (
        player == state.active
        and state.step == InfernoStep.PRINCIPAL
        and not state.zones[STACK_KEY]
        and state.combat is None
    )


def advance_turn(game: Kernel) -> None:
    """I-500.2–I-500.4: the step ends — energy empties from the pools (I-500.4, I-704.4k) —
    and the next begins; after *Limpieza*, the next player's turn."""
    state = ist(game)
    if state.turn == 0:
        return  # the game has not started
    empty_pools(game, "I-500.4")
    i = STEPS.index(state.step) + 1
    if i == len(STEPS):
        game.emit(TurnBegins(next_turn_player(game), "I-500.1"))
        i = 0
    game.push(BeginInfernoStep(STEPS[i]))


def add_resource(game: Kernel, player: int) -> None:
    """I-120.1a, I-504.1: the top card of the player's deck is put in play face down, a
    resource no player may look at (I-120.2, I-305.2); from an empty deck, I-120.3; not
    after a *tributo* this turn (I-702.23b)."""
    state = ist(game)
    if state.turn_counts.get(skip_key(player)):  # I-702.23b: a tributo skipped it
        game.note("I-702.23b", "tribute.skipped", ("p", player))
        return
    library = state.zones[zkey(Zone.LIBRARY, player)]
    if not library:
        game.emit(ResourceFromEmpty(player))
        return
    game.emit(
        ZoneChange(
            library[-1],
            Zone.BATTLEFIELD,
            "I-120.1a",
            "resource",
            hidden=True,
            face_down=True,
            controller=player,
        )
    )


class BeginInfernoStep(Step):
    """A step begins: its turn-based actions, then priority where the step has it."""

    __slots__ = ("step",)

    def __init__(self, step: str) -> None:
        self.step = step

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        begin_step(game, self.step, STEP_RULES[InfernoStep(self.step)])
        s = self.step
        if s == InfernoStep.RESTAURACION:
            untap_permanents(game, "I-502.1")
            game.push(Priority(), OfferTribute())  # I-702.23b, then I-502.3
            return None
        elif s == InfernoStep.TOMAR:
            game.emit(Draw(state.active, "I-503.1"))
            return None  # I-503.2: no priority
        elif s == InfernoStep.AGREGAR_RECURSO:
            add_resource(game, state.active)
            return None  # I-504.2: no priority
        elif s == InfernoStep.LIMPIEZA:
            game.push(Cleanup())  # I-513
            return None
        game.push(Priority())  # I-502.3, I-505.3, I-512.2
        return None


serializable(BeginInfernoStep)
