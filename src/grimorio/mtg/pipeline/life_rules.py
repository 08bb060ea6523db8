"""Static abilities that stop players from gaining life (CR 119.7): "enchanted player can't
gain life" (Grievous Wound), "your opponents can't gain life"; and those that keep a player
with 0 or less life in the game (104.3b, 704.5a).

A player who can't gain life has no life gain event: the event doesn't happen (119.7), so
replacement effects that would modify it do nothing and "whenever you gain life" doesn't
trigger (119.9). The rules object (``grimorio.mtg.rules``) asks :func:`life_gain_forbidden`, and
``grimorio.rules.events.game.LifeChange`` the "for the rest of the game" record of
``CantGainLife`` effects, before it happens. The
abilities are read from ``abilities_in_play``, cached per state version: cheap when none is
in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.abilities import DontLoseForLife, LifeGainForbidden
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, players
from grimorio.rules.vocabulary.in_play import abilities_in_play

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def life_gain_forbidden(game: Kernel, player: int) -> bool:
    """CR 119.7: does a static ability on the battlefield say ``player`` can't gain life?"""
    found = abilities_in_play(game, LifeGainForbidden)
    if not found:
        return False
    state = st(game)
    for oid, _n, ab in found:
        src = state.objects[oid]
        if player in players(game, Ctx(src.controller, oid, src.card), ab.who):
            ability_use.record(src.card, ab)
            return True
    return False


def loses_for_life(game: Kernel, player: int) -> bool:
    """CR 704.5a: does the player lose for having 0 or less life? Not while they control
    a permanent that says they don't (104.3b)."""
    state = st(game)
    for oid, _n, ab in abilities_in_play(game, DontLoseForLife):
        if state.objects[oid].controller == player:
            ability_use.record(state.objects[oid].card, ab)
            return False
    return True
