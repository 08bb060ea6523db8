"""Effects on the players: winning and losing the game by an effect (CR 104.2b, 104.3e),
"can't gain life" for the turn or the game (119.7), and setting a life total (119.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl import effects_game as gx
from grimorio.rules.events.game import GameEnds, LifeChange, PlayerLoses
from grimorio.rules.events.records import NoLifeGain
from grimorio.rules.state.multiplayer_options import limited, losers_instead
from grimorio.rules.state.state import EndReason, LossReason, Result, st
from grimorio.rules.vocabulary.context import Ctx, amount, players
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@handles(gx.WinGame)
def win_game(game: Kernel, ctx: Ctx, e: gx.WinGame) -> None:
    """CR 104.2b: an effect says a player wins the game; with a limited range of influence,
    each opponent within that player's range loses it instead (801.14)."""
    state = st(game)
    for p in players(game, ctx, e.who):
        if state._options is not None and limited(state):  # CR 801.14: a limited range
            for q in losers_instead(state, p):
                if not state.player(q).lost:
                    game.emit(PlayerLoses(q, LossReason.EFFECT, "801.14"))
        elif state.result is None and not state.player(p).lost:
            game.emit(GameEnds(Result(p, EndReason.EFFECT, "104.2b")))


@handles(gx.LoseGame)
def lose_game(game: Kernel, ctx: Ctx, e: gx.LoseGame) -> None:
    """CR 104.3e: an effect says a player loses; the game ends by 104.2a if one is left."""
    state = st(game)
    for p in players(game, ctx, e.who):
        if not state.player(p).lost:
            game.emit(PlayerLoses(p, LossReason.EFFECT, "104.3e"))


@handles(gx.CantGainLife)
def cant_gain_life(game: Kernel, ctx: Ctx, e: gx.CantGainLife) -> None:
    """CR 119.7: the players can't gain life for the rest of the game or this turn."""
    if e.until not in ("game", "end_of_turn"):
        raise ValueError(f"'can't gain life' lasts for the game or the turn, not {e.until}")
    until = -1 if e.until == "game" else st(game).turn
    for p in players(game, ctx, e.who):
        game.emit(NoLifeGain(p, until))


@handles(gx.SetLifeTotal)
def set_life_total(game: Kernel, ctx: Ctx, e: gx.SetLifeTotal) -> None:
    """CR 119.5: a life total becomes a number by the life gained or lost to get there."""
    n = amount(game, ctx, e.amount)
    for p in players(game, ctx, e.who):
        change = n - st(game).player(p).life
        if change:
            game.emit(LifeChange(p, change, "119.5"))


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
        "lose.effect": ("{0} pierde el juego por un efecto.", "{0} loses the game by an effect."),
    }
)
