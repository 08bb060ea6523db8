"""Effects that end the game for a player (CR 104.2b, 104.3e), put a permanent on top or at
the bottom of its owner's library at the owner's choice (401.4), and mill again and again
while the milled cards share a card type (701.17a, 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.mtg.characteristics.chars import chars
from grimorio.mtg.events.game import GameEnds, PlayerLoses
from grimorio.mtg.events.objects import ZoneChange, cref
from grimorio.mtg.state.decision_kinds import DecisionKind
from grimorio.mtg.state.state import EndReason, LossReason, Result, st
from grimorio.mtg.state.zones import zkey
from grimorio.mtg.vocabulary.context import Ctx, objects, players
from grimorio.mtg.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

GAME_EFFECTS = (mx.PutOnTopOrBottom, gx.WinGame, gx.LoseGame, mx.MillAndRepeat)


@handles(*GAME_EFFECTS)
def perform_game_effect(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``GAME_EFFECTS``; return the steps that ask."""
    state = st(game)
    if isinstance(e, mx.PutOnTopOrBottom):
        return [
            TopOrBottom(state.objects[r].owner, r)
            for r in objects(game, ctx, e.what)
            if state.objects[r].zone == BATTLEFIELD_KEY
        ]
    if isinstance(e, gx.WinGame):  # CR 104.2b
        for p in players(game, ctx, e.who):
            if state.result is None and not state.player(p).lost:
                game.emit(GameEnds(Result(p, EndReason.EFFECT, "104.2b")))
        return []
    if isinstance(e, gx.LoseGame):  # CR 104.3e; the game ends by 104.2a if one is left
        for p in players(game, ctx, e.who):
            if not state.player(p).lost:
                game.emit(PlayerLoses(p, LossReason.EFFECT, "104.3e"))
        return []
    assert isinstance(e, mx.MillAndRepeat)
    return [MillAgain(ctx, e)]


@serializable
class TopOrBottom(Step):
    """CR 401.4: the owner puts the permanent on top of or at the bottom of their library,
    as they choose."""

    __slots__ = ("obj", "owner")

    def __init__(self, owner: int, obj: int) -> None:
        self.owner = owner
        self.obj = obj

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if self.obj not in state.objects:
            return None
        what = (cref(state, self.obj),)
        opts = (
            Option(f"top:{self.obj}", "opt.library_top", what),
            Option(f"bottom:{self.obj}", "opt.library_bottom", what),
        )
        return Decision(self.owner, DecisionKind.TOP_OR_BOTTOM, opts, "ask.top_or_bottom", what)

    def answer(self, game: Kernel, option: Option) -> None:
        where = OptionId.parse(option.id).verb
        if where == "bottom":
            game.emit(ZoneChange(self.obj, Zone.LIBRARY, "401.4", "bottom", position="bottom"))
        else:
            game.emit(ZoneChange(self.obj, Zone.LIBRARY, "401.4", "library_top"))


def _share_a_type(game: Kernel, milled: list[int]) -> bool:
    """Do the milled cards (in the graveyard now, CR 701.17c) share a card type?"""
    state = st(game)
    found = [state.objects[r] for r in milled if r in state.objects]
    if len(found) < 2:
        return False
    common = set(chars(game, found[0]).types)
    for obj in found[1:]:
        common &= set(chars(game, obj).types)
    return bool(common)


@serializable
class MillAgain(Step):
    """ "Mill N cards. If N cards that share a card type were milled this way, <effects>
    and repeat this process" (CR 701.17a, 608.2c): one round per run."""

    __slots__ = ("ctx", "effect")

    def __init__(self, ctx: Ctx, effect: mx.MillAndRepeat) -> None:
        self.ctx = ctx
        self.effect = effect

    def run(self, game: Kernel) -> Decision | None:

        state = st(game)
        library = state.zones[zkey(Zone.LIBRARY, self.ctx.controller)]
        n = self.effect.amount
        top = list(reversed(library[-n:])) if n > 0 else []
        moved = game.emit_all([ZoneChange(r, Zone.GRAVEYARD, "701.17a", "mill") for r in top])
        milled = [m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.GRAVEYARD]
        if len(milled) == n and _share_a_type(game, milled):
            game.note("608.2c", "mill.shared", ("p", self.ctx.controller))
            game.push(self, RunEffects(self.ctx, self.effect.effects))
        else:
            game.note("608.2c", "mill.stop", ("p", self.ctx.controller))
        return None


register_messages(
    {
        "zone.library_top": (
            "{0:El} va a la parte superior de la biblioteca de su propietario.",
            "{0} is put on top of its owner's library.",
        ),
        "opt.library_top": ("Poner {0} en la parte superior", "Put {0} on top"),
        "opt.library_bottom": ("Poner {0} en el fondo", "Put {0} on the bottom"),
        "ask.top_or_bottom": (
            "¿Pones {0:el} en la parte superior o en el fondo de tu biblioteca?",
            "Put {0} on the top or the bottom of your library?",
        ),
        "opt.exile_from_graveyard": ("Exiliar {0}", "Exile {0}"),
        "ask.exile_from_graveyard": (
            "Coste adicional: elige una carta de tu cementerio para exiliar (faltan {0}).",
            "Additional cost: choose a card in your graveyard to exile ({0} to go).",
        ),
        "lose.effect": ("{0} pierde el juego por un efecto.", "{0} loses the game by an effect."),
        "mill.shared": (
            "Las cartas molidas comparten un tipo de carta: {0} repite el proceso.",
            "The milled cards share a card type: {0} repeats the process.",
        ),
        "mill.stop": (
            "Las cartas molidas no comparten un tipo de carta: el proceso termina.",
            "The milled cards share no card type: the process ends.",
        ),
    }
)
