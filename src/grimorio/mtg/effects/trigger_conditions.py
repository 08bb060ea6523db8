"""The matchers of the trigger conditions about casting and playing
(``grimorio.dsl.triggers_casting``) and of those that narrow an event
(``grimorio.dsl.triggers_narrowed``), registered with the shared trigger rules
(``rules.pipeline.triggers.game_matcher``, CR 603.2):

* ``CastsWithManaValue`` (601.2i): a spell cast, its mana value as the event's amount
  (202.3e: X as announced; :func:`spell_mana_value`);
* ``PlaysCard`` (305.1, 601.2i, 205.2a): a spell cast or a land played with enough card
  types;
* ``BecomesTargetOfSpell`` (115, 601.2c): a spell, not an ability, targeting the object;
* ``Colorless`` (105.2c): the inner condition's occurrences about colourless objects only;
* ``LosesLifeFirstTime`` (119.3, 120.3a): the first life a player loses in their own turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.objects import player_of_ref
from grimorio.dsl import triggers_casting as cx
from grimorio.dsl import triggers_narrowed as nx
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import STACK_KEY, Zone
from grimorio.mtg.effects.groups import card_types
from grimorio.rules.characteristics.chars import chars, printed
from grimorio.rules.characteristics.filters import fits, player_fits
from grimorio.rules.events.game import Damage, LifeChange
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.pipeline.triggers import Hit, _match, game_matcher
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel
    from grimorio.dsl.triggers import Trigger
    from grimorio.rules.pipeline.listeners import Listener


# -- casting and playing (CR 601.2i, 305.1) ----------------------------------------------------
def spell_mana_value(game: Kernel, r: int) -> int:
    """CR 202.3e: the mana value of a spell on the stack, X as announced."""
    obj = st(game).objects[r]
    cost = chars(game, obj).mana_cost or ManaCost()
    return cost.mana_value + cost.x * obj.x


@game_matcher(cx.CastsWithManaValue)
def _casts_with_mana_value(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 601.2i: a spell cast, its mana value as the event's amount (202.3e)."""
    assert isinstance(when, cx.CastsWithManaValue)
    if not (isinstance(ev, PutOnStack) and ev.ability < 0):
        return []
    obj = st(game).objects.get(ev.new_id)
    if obj is None or not player_fits(when.who, ev.player, lis.controller):
        return []
    if not fits(when.spell, chars(game, obj), obj, lis.controller, lis.obj):
        return []
    return [((ev.new_id,), ev.player, spell_mana_value(game, ev.new_id))]


@game_matcher(cx.PlaysCard)
def plays_card(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 601.2i: a spell becomes cast as it is put on the stack (a copy is never played);
    CR 305.1: a land played. The card types it has there (205.2a)."""
    assert isinstance(when, cx.PlaysCard)
    state = st(game)
    if isinstance(ev, PutOnStack) and ev.ability < 0:
        played, player = ev.new_id, ev.player
    elif isinstance(ev, ZoneChange) and ev.how == "play_land" and ev.to == Zone.BATTLEFIELD:
        played = ev.new_id
        player = state.objects[played].controller if played in state.objects else -1
    else:
        return []
    if played not in state.objects or state.objects[played].is_copy:  # a copy is no card
        return []
    if not player_fits(when.who, player, lis.controller):
        return []
    if len(card_types(game, played)) < when.min_types:
        return []
    return [((played,), player, 0)]


def _is_spell(game: Kernel, r: int) -> bool:
    """A spell on the stack — a card or a copy of one (CR 112.1, 707.10) — not an activated
    or triggered ability (113.1b–c)."""
    obj = st(game).objects.get(r)
    return (
        obj is not None
        and obj.zone == STACK_KEY
        and obj.trigger is None
        and obj.ability is None
        and obj.activated is None
    )


@game_matcher(cx.BecomesTargetOfSpell)
def _becomes_target_of_spell(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 115, 603.2: a spell is put on the stack targeting it, or a spell's target is
    changed to it (115.7)."""
    assert isinstance(when, cx.BecomesTargetOfSpell)
    refs = getattr(ev, "targets", None)
    spell = getattr(ev, "new_id", 0)
    player = getattr(ev, "player", -1)
    if refs is None or not isinstance(spell, int) or not _is_spell(game, spell):
        return []
    state = st(game)
    out: list[Hit] = []
    for r in sorted({r for group in refs for r in group if r > 0}):
        obj = state.objects.get(r)
        if obj is None:
            continue
        if when.what is None:
            ok = r == lis.obj
        else:
            ok = fits(when.what, chars(game, obj), obj, lis.controller, lis.obj)
        if ok:
            out.append(((r,), player, 0, spell))
    return out


# -- events narrowed (CR 105.2c, 119.3) --------------------------------------------------------
def _colorless(game: Kernel, r: int) -> bool:
    """CR 105.2c: the object has no colour — as it last existed if it has left (608.2h)."""
    state = st(game)
    obj = state.objects.get(r)
    if obj is not None:
        return not chars(game, obj).colors
    gone = state.lki.get(r)
    return gone is not None and not printed(gone.card, gone.controller).colors


@game_matcher(nx.Colorless)
def _colorless_match(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 105.2c: the occurrences of the inner condition about colourless objects only."""
    assert isinstance(when, nx.Colorless)
    hits = _match(game, lis, when.when, ev)
    return [h for h in hits if h[0] and all(_colorless(game, r) for r in h[0])]


@game_matcher(nx.LosesLifeFirstTime)
def loses_life_first_time(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 119.3, 120.3a: life lost (damage to a player is life lost) by the active player
    (their own turn), the first they lost this turn: this turn's record of life losses
    (``turn_counts``, "lost_life") counts this one alone."""
    assert isinstance(when, nx.LosesLifeFirstTime)
    state = st(game)
    if isinstance(ev, LifeChange) and ev.amount < 0:
        player, lost = ev.player, -ev.amount
    elif isinstance(ev, Damage) and ev.amount > 0 and ev.target < 0:
        player, lost = player_of_ref(ev.target), ev.amount
    else:
        return []
    if player != state.active or not player_fits(when.who, player, lis.controller):
        return []
    if state.turn_counts.get(f"lost_life:{player}", 0) != 1:
        return []
    return [((), player, lost)]
