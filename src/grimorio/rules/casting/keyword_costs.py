"""What the casting keywords cost, and who has them (CR 702.94a miracle, 702.138a escape,
702.62a suspend, 702.81a retrace, 702.152a blitz; 118.9 alternative costs, 601.2f).

Each keyword is a way of casting a card, named by ``How.alt`` (and kept as the spell's
``cast_as``):

* ``"impending"`` (702.176a) and ``"blitz"``: an alternative cost offered wherever the card
  may be cast for its mana cost (:func:`offered_costs`);
* ``"escape"`` and ``"retrace"``: from its owner's graveyard, which the card's own
  permission allows (``grimorio.rules.casting.permissions``) — escape for its escape cost
  plus "exile N other cards from your graveyard", retrace for its mana cost plus "discard a
  land card" (:data:`AltCost.discard_land`; the first card discarded for it, 702.81a);
* ``"suspend"``: "without paying its mana cost" (no mana, additional costs still paid,
  X = 0, 107.3b), by suspend's last triggered ability (``grimorio.mtg.casting.suspend``);
* ``"miracle"`` (the card's printed miracle cost) or a miracle cost another object gave it —
  ``"miracle{2}{W}"`` (a cost), ``"miracle-4"`` ("its mana cost minus {4}", of the door
  cast for a Room) — locked in as the miracle trigger triggers: only by that trigger
  (``grimorio.mtg.casting.miracle``).

Another object may give a card escape or miracle (:class:`~grimorio.dsl.casting_keywords.
CardsHave`: "each enchantment card in your graveyard has escape"): :func:`granted` finds
those static abilities of the permanents a player controls. A card with its own escape uses
its own (the release notes let the player choose; the engine offers the card's own).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect, reads
from grimorio.dsl.abilities import Impending
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import BLITZ, ESCAPE, MIRACLE, RETRACE, SUSPEND
from grimorio.dsl.casting_keywords import Blitz, CardsHave, Escape, Miracle, Retrace, Suspend
from grimorio.dsl.continuous import CopyOf
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

IMPENDING = "impending"  # CR 702.176a


@dataclass(frozen=True, slots=True)
class AltCost:
    """What a way of casting asks instead of the mana cost (CR 118.9, 601.2f): ``mana`` and
    ``life``, and what it adds to the spell's additional costs — "exile ``exile_others``
    other cards from your graveyard" (escape, 702.138a) and "discard a land card" (retrace,
    702.81a)."""

    mana: ManaCost
    life: int = 0
    exile_others: int = 0
    discard_land: bool = False


NO_MANA = ManaCost()


# -- a card's own ways --------------------------------------------------------------------
def own_costs(d: CardDef) -> dict[str, AltCost]:
    """The ways of casting ``d``'s own abilities give, with their costs (cached per card
    definition, which never changes): impending, blitz, escape (its cost, or its mana cost,
    plus the cards to exile), retrace (its mana cost plus a land card), suspend (no mana)
    and its printed miracle cost. A cost made from a mana cost the card lacks is left out:
    it can't be paid."""
    found = _OWN.get(id(d))
    if found is not None and found[0] is d:
        return found[1]
    out: dict[str, AltCost] = {}
    for a in d.abilities:
        if isinstance(a, Impending):
            out[IMPENDING] = AltCost(a.cost)
        elif isinstance(a, Blitz):
            out[BLITZ] = AltCost(a.cost)
        elif isinstance(a, Escape) and ESCAPE not in out:
            mana = a.cost if a.cost is not None else d.mana_cost
            if mana is not None:
                out[ESCAPE] = AltCost(mana, exile_others=a.exile_others)
        elif isinstance(a, Retrace) and d.mana_cost is not None:
            out[RETRACE] = AltCost(d.mana_cost, discard_land=True)
        elif isinstance(a, Suspend):
            out[SUSPEND] = AltCost(NO_MANA)
        elif isinstance(a, Miracle) and a.cost is not None and MIRACLE not in out:
            out[MIRACLE] = AltCost(a.cost)
    _OWN[id(d)] = (d, out)
    return out


_OWN: dict[int, tuple[CardDef, dict[str, AltCost]]] = {}


def offered_costs(d: CardDef) -> dict[str, ManaCost]:
    """The alternative costs a card may be cast for wherever it may be cast for its mana
    cost (CR 118.9): impending (702.176a) and blitz (702.152a)."""
    own = own_costs(d)
    return {k: own[k].mana for k in (IMPENDING, BLITZ) if k in own}


def keyword_ability(d: CardDef, alt: str) -> object:
    """The card's own ability behind the way ``alt`` (for ``grimorio.ability_use``)."""
    kinds = {
        IMPENDING: Impending,
        BLITZ: Blitz,
        ESCAPE: Escape,
        RETRACE: Retrace,
        SUSPEND: Suspend,
        MIRACLE: Miracle,
    }
    kind = kinds.get(alt)
    if kind is None:
        return None
    return next((a for a in d.abilities if isinstance(a, kind)), None)


# -- miracle ------------------------------------------------------------------------------
def miracle_way(m: Miracle) -> str:
    """The way of casting a miracle ability gives: its printed cost (``"miracle"``), a cost
    another object gave (``"miracle{1}{B}"``), or "its mana cost minus {N}" (``"miracle-N"``)."""
    if m.cost is None:
        return f"{MIRACLE}-{m.less}"
    return f"{MIRACLE}{m.cost}"


def miracle_of(game: Kernel, player: int, obj: MagicObject) -> str:
    """CR 702.94a: the way ``player`` may cast the card ``obj`` in their hand by miracle —
    its own miracle ability, or one a permanent they control gives it (recorded as used) —
    or "" if it has none (or its cost would be made from a mana cost it lacks)."""
    d = get(obj.card)
    if MIRACLE in own_costs(d):
        return MIRACLE
    for oid, ab in granted(game, Zone.HAND, player):
        if not isinstance(ab.ability, Miracle) or not _fits(game, ab, oid, player, obj):
            continue
        if ab.ability.cost is None and d.mana_cost is None and not d.doors:
            continue  # "its mana cost minus {4}": no mana cost, no miracle cost
        ability_use.record(st(game).objects[oid].card, ab)
        return miracle_way(ab.ability)
    return ""


def miracle_cost(d: CardDef, alt: str) -> ManaCost | None:
    """The mana a way ``"miracle{cost}"`` or ``"miracle-N"`` pays for the card or door
    ``d`` (CR 702.94a), or None if it can't be paid (no mana cost to reduce)."""
    rest = alt.removeprefix(MIRACLE)
    if rest.startswith("{"):
        return ManaCost.parse(rest)
    if rest.startswith("-") and rest[1:].isdigit():
        return d.mana_cost.plus(-int(rest[1:])) if d.mana_cost is not None else None
    return None


def miracle_text(d: CardDef, alt: str) -> str:
    """How the miracle cost of the way ``alt`` reads, for the card or door ``d``; "" for a
    Room's "mana cost minus {N}", which each door has its own of."""
    if alt == MIRACLE:
        own = own_costs(d).get(MIRACLE)
        return str(own.mana) if own is not None else ""
    if d.doors and not alt.removeprefix(MIRACLE).startswith("{"):
        return ""
    cost = miracle_cost(d, alt)
    return str(cost) if cost is not None else ""


def miracle_less(alt: str) -> int:
    """The N of a way "its mana cost minus {N}" (``"miracle-N"``), else 0."""
    rest = alt.removeprefix(MIRACLE)
    return int(rest[1:]) if rest.startswith("-") and rest[1:].isdigit() else 0


# -- escape -------------------------------------------------------------------------------
def granted_escape(game: Kernel, player: int, obj: MagicObject) -> CardsHave | None:
    """CR 702.138a: the static ability of a permanent ``player`` controls that gives the card
    ``obj`` in their graveyard escape (None if none does)."""
    for oid, ab in granted(game, Zone.GRAVEYARD, player):
        if isinstance(ab.ability, Escape) and _fits(game, ab, oid, player, obj):
            return ab
    return None


def escape_cost(game: Kernel, obj: MagicObject, d: CardDef) -> AltCost | None:
    """The escape cost of the card ``obj`` — or of its door ``d`` being cast — that a
    permanent gives it (702.138a; a Room: the door's mana cost, release notes), or None."""
    ab = granted_escape(game, obj.owner, obj)
    if ab is None or not isinstance(ab.ability, Escape):
        return None
    mana = ab.ability.cost if ab.ability.cost is not None else d.mana_cost
    return AltCost(mana, exile_others=ab.ability.exile_others) if mana is not None else None


# -- retrace ------------------------------------------------------------------------------
def land_card(game: Kernel, oid: int) -> bool:
    """CR 702.81a: is object ``oid`` a land card (what retrace discards)?"""
    return "land" in chars(game, st(game).objects[oid]).types


# -- abilities that give keywords to cards ------------------------------------------------
def granted(game: Kernel, zone: str, player: int) -> list[tuple[int, CardsHave]]:
    """The static abilities "each <filter> card in your ``zone`` has <keyword>" of the
    permanents ``player`` controls, with the permanent's id, in battlefield order (their
    characteristics now, CR 613.1f). Looked for only when a permanent's card has one, or a
    copy effect is around (613.2: a copy has what it copies); kept for the state version."""
    if not _may_grant(game):
        return []
    cache = game.derived()
    key = ("cards_have", zone, player)
    found = cache.get(key)
    if found is None:
        state = st(game)
        found = cache[key] = [
            (oid, a)
            for oid in state.zones[BATTLEFIELD_KEY]
            if state.objects[oid].controller == player
            for a in chars(game, state.objects[oid]).abilities
            if isinstance(a, CardsHave) and a.zone == zone
        ]
    assert isinstance(found, list)
    return found


def _may_grant(game: Kernel) -> bool:
    """Could a permanent have a :class:`CardsHave` ability: its card has one, or a copy
    effect may have given it one (613.2)? Kept while what is in play and the effects are
    unchanged (an object's card never changes under its id, 400.7)."""
    state = st(game)

    def compute() -> bool:
        objects = state.objects
        if any(_card_kinds(objects[o].card) & GRANTS for o in state.zones[BATTLEFIELD_KEY]):
            return True
        return any(isinstance(p, CopyOf) for e in state.effects for p in e.parts)

    return game.kept("casting_keywords.grants", _PLAY_READ, compute)


_PLAY_READ = reads(Aspect.OBJECTS, Aspect.EFFECTS)


def _fits(game: Kernel, ab: CardsHave, holder: int, player: int, obj: MagicObject) -> bool:
    """Is ``obj`` one of the cards ``ab`` (of ``holder``) gives its keyword to: in
    ``player``'s zone that it names, and matching its filter?"""
    if obj.zone != zkey(ab.zone, player):
        return False
    return fits(ab.cards, chars(game, obj), obj, player, holder)


# What the casting keywords' rules need to look at in a game: bits of :func:`kinds_in_game`.
MIRACLES = 1  # a card with miracle, or that gives it
GRANTS = 2  # a card that gives cards a keyword (CardsHave)


def kinds_in_game(game: Kernel) -> int:
    """Which of the casting keywords' rules a game needs, from the cards of its objects (an
    object's card never changes; what a copy copies is a card of the game too): kept while
    no object is made or moved."""
    state = st(game)

    def compute() -> int:
        found = 0
        for card in {o.card for o in state.objects.values()}:
            found |= _card_kinds(card)
        return found

    return game.kept("casting_keywords", _OBJECTS, compute)


_OBJECTS = reads(Aspect.OBJECTS)


def _card_kinds(card: str) -> int:
    found = _KINDS.get(card)
    if found is None:
        d = get(card)
        found = 0
        for a in (a for x in (d, *d.doors) for a in x.abilities):
            if isinstance(a, Miracle):
                found |= MIRACLES
            elif isinstance(a, CardsHave):
                found |= GRANTS | (MIRACLES if isinstance(a.ability, Miracle) else 0)
        _KINDS[card] = found
    return found


_KINDS: dict[str, int] = {}
