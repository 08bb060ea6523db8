"""Mana of a type a land produced (CR 106.7, 605.1b, 605.4a): "whenever a player taps a land
for mana" (``grimorio.dsl.mana_triggers.LandTappedForMana``) and "that player adds one mana
of any type that land produced" (``grimorio.dsl.mana_effects.AddManaProduced``).

The trigger rules resolve such a triggered mana ability at once, without the stack, and hand
its context the types of mana the land's ability added (``"produced:<type>"``): one mana
ability of this engine adds mana of one type each time (106.4), so the type is that one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl.mana_effects import PRODUCED, AddManaProduced
from grimorio.dsl.mana_triggers import LandTappedForMana
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.events.game import ManaChange
from grimorio.rules.pipeline.listeners import Listener
from grimorio.rules.pipeline.triggers import Hit, game_matcher
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, players
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.triggers import Trigger

# the rule of the mana a mana ability adds as a payment is made (CR 605.3b)
_ACTIVATED = "605.3b"


@game_matcher(LandTappedForMana)
def _land_tapped_for_mana(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 605.1b, 106.12: a mana ability of a permanent that matches the filter resolved,
    tapping it and adding mana to a player's pool — that player tapped it for mana."""
    assert isinstance(when, LandTappedForMana)
    if not (isinstance(ev, ManaChange) and ev.amount > 0 and ev.rule == _ACTIVATED):
        return []
    obj = st(game).objects.get(ev.source)
    if obj is None or obj.zone != BATTLEFIELD_KEY or not obj.tapped:
        return []
    if not fits(when.what, chars(game, obj), obj, lis.controller, lis.obj):
        return []
    return [((ev.source,), ev.player, ev.amount)]


@handles(AddManaProduced)
def _add_mana_produced(game: Kernel, ctx: Ctx, e: AddManaProduced) -> None:
    """CR 106.4, 605.1b: each player named adds mana of a type the triggering ability
    produced — nothing if it produced none (106.7)."""
    kinds = [tag[len(PRODUCED) :] for tag in ctx.paid if tag.startswith(PRODUCED)]
    if not kinds or e.amount <= 0:
        return
    for p in players(game, ctx, e.who):
        game.emit(ManaChange(p, kinds[0], e.amount, "605.1b", ctx.source))
