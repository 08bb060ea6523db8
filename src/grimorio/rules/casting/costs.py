"""What is cast or activated and what it costs (CR 601.2b–f, 602.2b), and whether it can be
paid now (118.3).

* :class:`How` names what is cast or activated from an object: the card as a spell, the
  door of a Room (709.3), an activated ability (602.2), an alternative cost (118.9:
  impending, 702.176a, or one another object or a permission offers, 118.9b) or another
  keyword's way of casting (miracle, escape, suspend, retrace, blitz: ``keyword_costs``).
* The cost to pay: a spell's mana cost or the alternative cost chosen plus its additional
  costs (601.2f); the least its mana part can come to (X = 0, the spell's own reduction
  if some object could satisfy its condition, 601.2f) and the cost changes static
  abilities make (601.2f).
* Whether the non-mana parts can be paid — tapping (302.6), life (119.4), loyalty (606.3,
  606.6), sacrificing (701.21a), discarding (113.6j), tapping creatures with enough power
  to crew (702.122a), exiling, choosing or revealing — and the mana sources usable for the
  payment, convoke's creatures among them (702.51a), with mana that may be spent only for
  some purposes (106.6).
* :func:`castable`: could a player start and complete casting or activating it now
  (timing aside; "activate only once", 602.5b; Phyrexian mana paid either way, 107.4f)?

The :class:`grimorio.rules.casting.announce.Announce` step asks the choices and pays.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.serial import serializable
from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    CostModifier,
    CostReduction,
    Mode,
    SpellAbility,
    TargetsMatch,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import RETRACE
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter, TargetSpec
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, kind_of, zkey
from grimorio.rules.casting import permissions
from grimorio.rules.casting.cost_rules import activated_once, phyrexian_ways
from grimorio.rules.casting.keyword_costs import (
    AltCost,
    keyword_ability,
    land_card,
    offered_costs,
    own_costs,
)
from grimorio.rules.casting.mana import Source, can_pay, sources
from grimorio.rules.casting.may_act import mana_units
from grimorio.rules.casting.restricted_mana import Spend
from grimorio.rules.characteristics.chars import chars, printed, tap_sick
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MANA_ORDER, st
from grimorio.rules.vocabulary import counter_locks
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.rules.vocabulary.targets import exists, has_targets, matches, select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@dataclass(frozen=True, slots=True, init=False)
class How:
    """What is cast or activated from an object, and how: the ability's index (-1: the card
    as a spell), the door of a Room cast (CR 709.3), the alternative cost chosen (601.2b,
    118.9: "impending")."""

    ability: int = -1
    face: int = -1
    alt: str = ""

    def __init__(self, ability: int = -1, face: int = -1, alt: str = "") -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "face", face)
        object.__setattr__(self, "alt", alt)

    def __eq__(self, other: object) -> bool:
        """Written out (a part of kept keys): see ``grimorio.core.native``."""
        if type(other) is not How:
            return NotImplemented
        return self.ability == other.ability and self.face == other.face and self.alt == other.alt

    def __hash__(self) -> int:
        return hash((self.ability, self.face, self.alt))


serializable(How)


SPELL = How()


def spell_def(obj: MagicObject, how: How) -> CardDef:
    """The card, or the door of a Room, that is being cast (CR 709.3a)."""
    d = get(obj.card)
    return d.doors[how.face] if how.face >= 0 else d


def spell_ability(obj: MagicObject, how: How = SPELL) -> SpellAbility | None:
    return spell_def(obj, how).spell


def ability_def(game: Kernel, obj: MagicObject, index: int) -> ActivatedAbility:
    ab = chars(game, obj).abilities[index]
    assert isinstance(ab, ActivatedAbility)
    return ab


def modes_of(game: Kernel, obj: MagicObject, how: How) -> tuple[Mode, ...]:
    if how.ability < 0:
        return spell_def(obj, how).spell_modes
    return ability_def(game, obj, how.ability).all_modes  # CR 700.2: a modal ability


def alternative_costs(d: CardDef) -> dict[str, ManaCost]:
    """The costs a spell may be cast for instead of its mana cost wherever it may be cast
    for that (CR 118.9): impending (702.176a), blitz (702.152a). The other keywords' ways
    are offered where their rules allow them (``keyword_costs``)."""
    return offered_costs(d)


def alternative_ability(d: CardDef, alt: str) -> object:
    """The card's own ability behind the way of casting ``alt`` (for ``ability_use``)."""
    return keyword_ability(d, alt)


# A spell's cost built from its card alone (no alternative cost another object or a
# permission gives, CR 118.9b), per (card definition, alternative): what it is built from
# is the frozen definition, so the same definition always gives an equal cost. Keyed by
# ``id`` with the definition kept in the entry (``is`` checked), so an id is never reused
# while its entry lives.
_PRINTED_COSTS: dict[tuple[int, str], tuple[CardDef, Cost]] = {}


def cost_of(game: Kernel, obj: MagicObject, how: How) -> Cost:
    """The cost to pay (:func:`_cost_of`) and, for a spell cast from the top of a library,
    what the permission adds to it (CR 118.8, 601.2f: "by sacrificing a nonland permanent
    in addition to paying its other costs")."""
    cost = _cost_of(game, obj, how)
    if how.ability < 0 and kind_of(obj.zone) == Zone.LIBRARY:
        return permissions.with_permission_cost(game, obj, cost)
    return cost


def _cost_of(game: Kernel, obj: MagicObject, how: How) -> Cost:
    """The cost to pay: a spell's mana cost (or the alternative cost chosen, CR 118.9) plus
    its additional cost (CR 601.2f). One built from the card's definition alone is kept
    per definition (it can't vary); one another object or a permission gives (118.9b) is
    built each time."""
    if how.ability < 0:
        d = spell_def(obj, how)
        key = (id(d), how.alt)
        kept = _PRINTED_COSTS.get(key)
        if kept is not None and kept[0] is d:
            return kept[1]
        own = own_costs(d)
        if how.alt and how.alt not in own:
            # CR 118.9: given by another object, or by a permission (118.9b)
            return _spell_cost(d, permissions.alternative_cost(game, obj, d, how.alt))
        cost = _spell_cost(d, own[how.alt] if how.alt else AltCost(d.mana_cost or ManaCost()))
        _PRINTED_COSTS[key] = (d, cost)
        return cost
    return ability_def(game, obj, how.ability).cost


def _spell_cost(d: CardDef, alt: AltCost) -> Cost:
    """The mana cost or alternative cost chosen plus the spell's additional cost (CR
    601.2f), and what the way of casting adds to it: cards to exile from the graveyard
    (escape, 702.138a), a land card to discard (retrace, 702.81a)."""
    mana, life = alt.mana, alt.life
    extra = d.spell.additional_cost if d.spell else None
    if extra is None:
        if not alt.exile_others and not alt.discard_land:
            return Cost(mana=mana, pay_life=life)
        return Cost(
            mana=mana,
            pay_life=life,
            discard=int(alt.discard_land),
            exile_from_graveyard=alt.exile_others,
        )
    return Cost(
        mana=mana
        if extra.mana is None
        else ManaCost(mana.generic + extra.mana.generic, mana.symbols + extra.mana.symbols, mana.x),
        sacrifice=extra.sacrifice,
        or_mana=extra.or_mana,
        discard=extra.discard + int(alt.discard_land),
        pay_life=extra.pay_life + life,
        tap_others=extra.tap_others,
        tap_count=extra.tap_count,
        return_to_hand=extra.return_to_hand,
        exile=extra.exile,
        exile_from_graveyard=extra.exile_from_graveyard + alt.exile_others,
        exile_graveyard_filter=extra.exile_graveyard_filter,
        choose=extra.choose,
        reveal=extra.reveal,
    )


def specs(modes: tuple[Mode, ...], chosen: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    out: tuple[TargetSpec, ...] = ()
    for m in chosen:
        out += modes[m].targets
    return out


# -- what can be paid -------------------------------------------------------------------
def other_costs_payable(
    game: Kernel, player: int, obj: MagicObject, cost: Cost, how: How = SPELL
) -> bool:
    """The non-mana parts of a cost (CR 118.3: a cost can't be paid without the resources);
    cast with retrace, a land card to discard among them (702.81a)."""
    state = st(game)
    source = obj.id
    if (cost.tap or cost.untap) and not tap_payable(game, obj, cost):
        return False
    if cost.pay_life and state.player(player).life < cost.pay_life:
        return False  # CR 119.4
    if not game_rules(game).cost_payable(game, obj, cost):
        return False
    if (
        cost.sacrifice
        and not cost.or_mana
        and not exists(game, yours(cost.sacrifice), player, source)
    ):
        return False
    if cost.discard:
        hand = state.zones[zkey(Zone.HAND, player)]
        if len([h for h in hand if h != source]) < cost.discard:
            return False
        if how.alt == RETRACE and not any(land_card(game, h) for h in hand if h != source):
            return False  # CR 702.81a: "discarding a land card"
    if cost.tap_others and len(tappable(game, cost, player, source)) < cost.tap_count:
        return False
    if cost.tap_power and total_power(game, tappable(game, cost, player, source)) < cost.tap_power:
        return False  # CR 702.122a: not enough total power to crew
    if cost.exile and not exists(game, yours(cost.exile), player, None):
        return False
    paid = cost.discard + (1 if cost.sacrifice else 0)  # CR 601.2h: may be exiled as well
    if len(graveyard_cards(game, player, source, cost)) + paid < cost.exile_from_graveyard:
        return False  # CR 118.3: "exile N cards from your graveyard"
    if cost.discard_self and obj.zone != zkey(Zone.HAND, player):
        return False  # CR 113.6j: only a card in its owner's hand can be discarded
    if (cost.choose or cost.reveal) and not choosable(game, cost, player, source):
        return False
    return not (cost.return_to_hand and not exists(game, yours(cost.return_to_hand), player, None))


def tap_payable(game: Kernel, obj: MagicObject, cost: Cost) -> bool:
    """Could {T} or {Q} in ``cost`` be paid: a permanent untapped (or tapped, for {Q}), and
    not a creature with summoning sickness (CR 302.6) — nor an Inferno ally under its
    controller's control since their last initial phase (I-301.6; objects may, I-304.3)?"""
    if obj.zone != BATTLEFIELD_KEY or obj.tapped != cost.untap:
        return False
    if cost.untap and counter_locks.kept(game, obj.id, counter_locks.STUN):
        return False  # CR 122.1d, 101.2: untapping it would remove a stun counter it keeps
    return not (obj.sick and tap_sick(obj, chars(game, obj)))


def choosable(game: Kernel, cost: Cost, player: int, source: int) -> list[int]:
    """CR 601.2f: what "choose a <filter> you control or reveal a <filter> card from your
    hand" can pick — never the spell being cast."""
    found: list[int] = []
    if cost.choose:
        found += select(game, yours(cost.choose), player, source)
    if cost.reveal:
        in_hand = dataclasses.replace(cost.reveal, zone=Zone.HAND, owner="you")
        found += [r for r in select(game, in_hand, player, source) if r != source]
    return found


def graveyard_cards(
    game: Kernel, player: int, source: int, cost: Cost, paid: tuple[int, ...] = ()
) -> list[int]:
    """The cards in ``player``'s graveyard a cost could exile: not the card being cast or
    whose ability it is, and — "two other cards named ..." — only those that match. With
    them, those of ``paid`` (the cards discarded, the permanents sacrificed for the same
    cost) that are cards ``player`` owns: paid first, they are in that graveyard by then
    (CR 601.2h: costs are paid in any order; escape's rulings)."""
    state = st(game)
    found = [r for r in state.zones[zkey(Zone.GRAVEYARD, player)] if r != source]
    found += [r for r in paid if state.objects[r].owner == player and not state.objects[r].token]
    flt = cost.exile_graveyard_filter
    if flt is None:
        return found
    return [
        r
        for r in found
        if fits(flt, chars(game, state.objects[r]), state.objects[r], player, source)
    ]


def yours(f: Filter) -> Filter:
    """Costs use only permanents their payer controls (CR 701.21a sacrifice; tap; return).
    Made once per filter (filters are card data: they live as long as the program)."""
    if f.controller == "you":
        return f
    found = _YOURS.get(id(f))
    if found is None or found[0] is not f:
        found = _YOURS[id(f)] = (f, dataclasses.replace(f, controller="you"))
    return found[1]


_YOURS: dict[int, tuple[Filter, Filter]] = {}  # by the id of the filter, which it keeps alive


def total_power(game: Kernel, creatures: list[int] | tuple[int, ...]) -> int:
    """The total power of creatures tapped for a cost (CR 702.122a); a negative power adds
    nothing to the total."""
    objs = st(game).objects
    return sum(max(0, chars(game, objs[r]).power or 0) for r in creatures)


def tappable(game: Kernel, cost: Cost, player: int, source: int) -> list[int]:
    assert cost.tap_others is not None
    state = st(game)
    return [
        r
        for r in select(game, yours(cost.tap_others), player, source)
        if not state.objects[r].tapped
    ]


def mana_sources(
    game: Kernel,
    player: int,
    obj: MagicObject,
    cost: Cost,
    tapped: tuple[int, ...] = (),
    how: How | None = None,
) -> list[Source]:
    """Mana sources usable for this payment: not the object whose {T} is part of the cost,
    nor permanents chosen to be tapped for the cost (``tapped``); for a spell with convoke
    (``how`` says what is cast), the creatures that could convoke it too (CR 702.51a)."""
    exclude = (obj.id, *tapped) if cost.tap else tapped
    found = sources(game, player, exclude, _purpose(obj, how))
    if how is not None and how.ability < 0:
        card = spell_def(obj, how)
        return game_rules(game).spell_sources(game, player, obj, card, found, (obj.id, *tapped))
    return found


def _purpose(obj: MagicObject, how: How | None) -> Spend:
    """What the mana is spent on, for mana that may be spent only in some ways (CR 106.6)."""
    if how is not None and how.ability < 0:
        return Spend("spell", obj.id, how.face)
    return Spend("ability", obj.id)


def min_mana(game: Kernel, obj: MagicObject, how: How, cost: Cost, player: int) -> ManaCost:
    """The least the mana part can come to (CR 601.2f): X = 0, and a reduction only if some
    object could satisfy its condition when the targets are chosen."""
    mana = (cost.mana or ManaCost()).with_x(0)
    if how.ability < 0:
        sp = spell_ability(obj, how)
        if sp and sp.reduction and reduction_applies(game, sp.reduction, player, obj, None):
            mana = mana.plus(-sp.reduction.generic)
        mana = mana.plus(cost_changes(game, player, obj, how))
    return mana


def reduction_applies(
    game: Kernel, r: CostReduction, player: int, obj: MagicObject, targets: tuple[int, ...] | None
) -> bool:
    """CR 601.2f: does the spell's own reduction apply — a condition on the targets chosen
    (or, with ``targets`` None, on some object that could be chosen), or on the game as the
    total cost is determined ("as long as ... delirium")?"""
    cond = r.condition
    if not isinstance(cond, TargetsMatch):
        return holds(game, cond, player, obj.id, ())
    if targets is None:
        return exists(game, cond.filter, player, obj.id)
    return any(matches(game, cond.filter, t, player, obj.id) for t in targets if t)


def cost_changes(game: Kernel, player: int, obj: MagicObject, how: How) -> int:
    """CR 601.2f: how much more (or, negative, less) generic mana static abilities make
    ``player``'s spell cost ("enchantment spells you cast cost {1} less") and a variant's
    rules (the commander tax, 903.8)."""
    state = st(game)
    total = state.variant.extra_cost(game, player, obj)
    found = abilities_in_play(game, CostModifier)
    if not found:
        return total
    spell = printed(spell_def(obj, how).key, player)
    for oid, _n, ab in found:
        mine = state.objects[oid].controller == player
        if ab.spells is not None and mine and fits(ab.spells, spell, obj, player, oid):
            total += ab.generic
            ability_use.record(state.objects[oid].card, ab)
    return total


def castable(game: Kernel, player: int, obj: MagicObject, how: How = SPELL) -> bool:
    """Could ``player`` start and complete casting or activating this now (timing aside)?"""
    if how.ability >= 0 and activated_once(game, obj, how.ability):
        return False  # CR 602.5b: "activate only once"
    cost = cost_of(game, obj, how)
    if cost.mana is not None and cost.mana.phyrexian:  # CR 107.4f: any way to pay it
        return any(
            castable_for(game, player, obj, how, c) for c in phyrexian_ways(game, player, cost)
        )
    return castable_for(game, player, obj, how, cost)


def castable_for(game: Kernel, player: int, obj: MagicObject, how: How, cost: Cost) -> bool:
    """Could ``player`` cast or activate this now paying ``cost`` (timing aside)?"""
    # two quick checks first (the answer is the same in any order: nothing here changes)
    if (cost.tap or cost.untap) and not tap_payable(game, obj, cost):
        return False  # CR 302.6: as other_costs_payable says below
    if cost.mana is not None and not _may_afford(game, player, obj, how, cost.mana):
        return False  # more mana than any payment could use: the check below fails too
    mana = min_mana(game, obj, how, cost, player)
    if cost.or_mana and cost.sacrifice and not exists(game, yours(cost.sacrifice), player, obj.id):
        mana = mana + cost.or_mana  # "sacrifice ... or pay {2}": only the mana is possible
    if not mana.is_free():
        found = mana_sources(game, player, obj, cost, how=how)
        if not can_pay(mana, st(game).player(player).pool, [s.colors for s in found]):
            return False
        if cost.tap_others:  # the same permanent can't both add mana and be tapped for a cost
            both = {s.obj for s in found} | set(tappable(game, cost, player, obj.id))
            if len(both) < mana.mana_value + cost.tap_count:
                return False
    if not other_costs_payable(game, player, obj, cost, how):
        return False
    modes = modes_of(game, obj, how)
    return any(has_targets(game, m.targets, player, obj.id) for m in modes)


def _may_afford(game: Kernel, player: int, obj: MagicObject, how: How, mana: ManaCost) -> bool:
    """A quick necessary condition for paying ``mana`` (CR 601.2f–h), without working out
    the mana sources: the least the cost can come to — its coloured symbols (Phyrexian
    ones aside, 107.4f), and its generic part less the spell's own reduction and every
    reduction static abilities in play make (601.2f), X being 0 — is no more than
    :func:`~grimorio.rules.casting.may_act.mana_units`, and so are the symbols of each
    colour. :func:`castable_for` asks the full question only when this holds; when it
    doesn't, ``can_pay`` would say no as well."""
    units = mana_units(game, player)
    if units is None:
        return True
    symbols = [s for s in mana.symbols if not s.endswith("/P")]
    need = len(symbols)
    if need > units.total:
        return False
    for k, color in enumerate(MANA_ORDER):
        if units.of[k] < need and symbols.count(color) > units.of[k]:
            return False  # CR 106.1a, 107.4: only mana of that colour pays the symbol
    off = 0
    if how.ability < 0:
        sp = spell_ability(obj, how)
        if sp is not None and sp.reduction is not None:
            off += max(0, sp.reduction.generic)
        off += sum(max(0, -ab.generic) for _o, _n, ab in abilities_in_play(game, CostModifier))
    return need + max(0, mana.generic - off) <= units.total
