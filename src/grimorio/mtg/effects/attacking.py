"""Creatures put onto the battlefield attacking a player an effect names (CR 508.4): "create
a token that's tapped and attacking that player" (``grimorio.dsl.attacking_words``).

The player is named by the effect, not chosen by the creature's controller: a creature put
onto the battlefield attacking attacks the player the effect says, if that player is still
a defending player (an opponent of the attacking player still in the game, 802.2); if not —
the player has left the game (800.4a) — the creature enters but isn't attacking. Either way
it was never declared as an attacker (508.4), so no "whenever ... attacks" triggers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.objects import player_ref
from grimorio.dsl import attacking_words as ax
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.moves import EntersAttacking
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects, players
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@handles(ax.EnterAttackingPlayer)
def enter_attacking_player(game: Kernel, ctx: Ctx, e: ax.EnterAttackingPlayer) -> None:
    """CR 508.4: each creature picked, controlled by the attacking player, attacks the
    player named — if a combat is under way and that player is still one of its
    controller's opponents in the game (802.2: a defending player)."""
    state = st(game)
    if state.combat is None:
        return
    named = players(game, ctx, e.player)
    if not named:
        return
    attacked = named[0]
    for r in objects(game, ctx, e.what):
        obj = state.objects.get(r)
        if obj is None or obj.zone != BATTLEFIELD_KEY or obj.controller != state.active:
            continue
        if attacked not in state.opponents(obj.controller):
            continue  # CR 800.4a: a player who left is no defending player
        if "creature" in chars(game, obj).types:
            game.emit(EntersAttacking(r, player_ref(attacked), "508.4"))
