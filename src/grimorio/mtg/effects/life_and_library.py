"""Effects on life and on the order of a library: "can't gain life" (CR 119.7), setting a
life total (119.5), putting a card on top of its owner's library (401.4) and putting cards
on the bottom of a library in an order of the player's choice (401.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.zones import Zone
from grimorio.mtg.events.game import LifeChange
from grimorio.mtg.events.objects import ZoneChange, cref
from grimorio.mtg.events.records import NoLifeGain
from grimorio.mtg.state.decision_kinds import DecisionKind
from grimorio.mtg.state.state import st
from grimorio.mtg.vocabulary.context import Ctx, amount, objects, players
from grimorio.mtg.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

SPECIAL_EFFECTS = (
    gx.CantGainLife,
    gx.SetLifeTotal,
    mx.PutOnTop,
)


@handles(*SPECIAL_EFFECTS)
def perform_special(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``SPECIAL_EFFECTS``; return the steps that ask."""
    if isinstance(e, gx.CantGainLife):
        if e.until not in ("game", "end_of_turn"):
            raise ValueError(f"'can't gain life' lasts for the game or the turn, not {e.until}")
        until = -1 if e.until == "game" else st(game).turn
        for p in players(game, ctx, e.who):
            game.emit(NoLifeGain(p, until))
        return []
    if isinstance(e, gx.SetLifeTotal):  # CR 119.5: the life gained or lost to get there
        n = amount(game, ctx, e.amount)
        for p in players(game, ctx, e.who):
            change = n - st(game).player(p).life
            if change:
                game.emit(LifeChange(p, change, "119.5"))
        return []
    assert isinstance(e, mx.PutOnTop)
    for r in objects(game, ctx, e.what):  # CR 401.4
        game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "top", position="top"))
    return []


@serializable
class OrderOnBottom(Step):
    """CR 401.4: ``player`` puts ``cards`` on the bottom of their library in any order: they
    name the cards one at a time, each going under those already put there; the last one
    left goes last, with no choice."""

    __slots__ = ("cards", "player")

    def __init__(self, player: int, cards: tuple[int, ...]) -> None:
        self.player = player
        self.cards = cards

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        left = [r for r in self.cards if r in state.objects]
        if len(left) > 1:
            opts = tuple(Option(f"bottom:{r}", "opt.to_bottom", (cref(state, r),)) for r in left)
            return Decision(self.player, DecisionKind.ORDER, opts, "ask.to_bottom")
        for r in left:
            game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "bottom_order", position="bottom"))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        r = OptionId.parse(option.id).num()
        game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "bottom_order", position="bottom"))
        self.cards = tuple(c for c in self.cards if c != r)
        game.push(self)


register_messages(
    {
        "life.cant_gain": (
            "{0} no puede ganar vidas durante el resto del juego.",
            "{0} can't gain life for the rest of the game.",
        ),
        "life.cant_gain_turn": (
            "{0} no puede ganar vidas este turno.",
            "{0} can't gain life this turn.",
        ),
        "zone.top": (
            "{0:El} se pone en la parte superior de la biblioteca de {1}.",
            "{0} is put on top of {1}'s library.",
        ),
        "zone.bottom_order": (
            "Una carta se pone en el fondo de la biblioteca de {1}.",
            "A card is put on the bottom of {1}'s library.",
        ),
        "zone.look_battlefield": (
            "{1} pone {0:el} en el campo de batalla.",
            "{1} puts {0} onto the battlefield.",
        ),
        "opt.to_bottom": ("Poner {0:el} en el fondo", "Put {0} on the bottom"),
        "ask.to_bottom": (
            "Elige la siguiente carta que pones en el fondo de tu biblioteca.",
            "Choose the next card to put on the bottom of your library.",
        ),
    }
)
