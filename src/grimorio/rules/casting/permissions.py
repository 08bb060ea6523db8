"""Playing cards from zones other than the hand (CR 601.2a, 305.1, 601.3) and alternative
costs given by other objects or required by a permission (CR 118.9).

A player may cast a spell, or play a land, of a card in their hand; any other zone needs a
permission (601.3), which comes from

* an effect of a resolving spell or ability, for some cards or for a zone, for a while
  (:class:`PlayGrant` in ``state.play_grants``: "exile the top card of your library. You
  may play it this turn", "you may cast spells from your graveyard this turn");
* a static ability of a permanent (:class:`~grimorio.dsl.permissions.MayPlayFrom`);
* the card's own ability, working from the zone it is in (``CastThisFrom``, flashback
  702.34a, escape 702.138a, retrace 702.81a), or an ability another permanent gives it
  (``CardsHave``: "each enchantment card in your graveyard has escape").

Playing a card this way follows every other rule: a land only as the player's land play,
in their main phase with an empty stack (305.1–305.3); a spell at the time it could be
cast, paying its costs (601.2). A card that changes zones is a new object that a permission
for the old one doesn't cover (400.7). The options themselves are built by
``grimorio.rules.turn.priority``; the costs are worked out in ``grimorio.rules.casting.costs``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.dsl.abilities import Cost
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import ESCAPE, MIRACLE, RETRACE
from grimorio.dsl.casting_keywords import Escape, Retrace
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.permissions import (
    NEXT_TURN,
    AllowPlayFrom,
    AltCostFor,
    CastThisFrom,
    ExileToPlay,
    Flashback,
    MayPlayFrom,
)
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, kind_of, zkey
from grimorio.rules.casting.keyword_costs import (
    AltCost,
    escape_cost,
    granted,
    granted_escape,
    miracle_cost,
    own_costs,
)
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.events.records import GrantPlay
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MtgState, PlayGrant, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx, amount, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.core.state import Step

LIFE = "life"  # the alternative cost "pay life equal to its mana value" (Valgavoth)
FLASHBACK = "flashback"  # CR 702.34a
# An alternative cost a resolving effect names, written "pay" and the cost ("pay{2}"): the
# cost of *réplica* (I-702.16a) that ``PlayThisNow`` lets a card be played for (118.9)
PAY = "pay"


def pay_instead(cost: ManaCost) -> str:
    """The alternative cost "pay ``cost`` rather than its mana cost" (CR 118.9), as the
    ``alt`` of a way of casting (``costs.How``)."""
    return f"{PAY}{cost}"


@dataclass(frozen=True, slots=True)
class Way:
    """How a player may play one card outside their hand: as a land, by paying its mana cost
    (``normal``), and for which alternative costs."""

    land: bool = False
    normal: bool = False
    alts: tuple[str, ...] = ()


# -- who may play what --------------------------------------------------------------------
def playable(game: Kernel, player: int) -> dict[int, Way]:
    """The cards outside ``player``'s hand that a permission lets them play now, and how
    (timing and costs aside). Cached for the state version."""
    cache = game.derived()
    key = f"playable:{player}"
    found = cache.get(key)
    if found is None:
        found = cache[key] = _playable(game, player)
    assert isinstance(found, dict)
    return found


def _allow(
    game: Kernel,
    out: dict[int, Way],
    player: int,
    oid: int,
    lands: bool,
    spells: bool,
    alt: str = "",
) -> None:
    """Add to ``out`` that ``player`` may play ``oid`` (as a land, as a spell, and for the
    alternative cost ``alt``), unless it is where no permission reaches: their hand (played
    from there anyway), the battlefield, the stack, a library but for the top card of their
    own (401.2: "from the top of your library"), or face down."""
    obj = st(game).objects.get(oid)
    if obj is None or obj.zone == zkey(Zone.HAND, player) or obj.zone == BATTLEFIELD_KEY:
        return
    if kind_of(obj.zone) == Zone.STACK or obj.face_down:
        return
    if kind_of(obj.zone) == Zone.LIBRARY and not _on_top(game, player, oid):
        return
    w = out.get(oid, Way())
    is_land = "land" in get(obj.card).types  # CR 305.9: a land is only played as one
    land = w.land or (lands and is_land)
    normal = w.normal or (spells and not is_land and not alt)
    alts = w.alts + ((alt,) if spells and alt and not is_land and alt not in w.alts else ())
    out[oid] = Way(land, normal, alts)


def _playable(game: Kernel, player: int) -> dict[int, Way]:
    state = st(game)
    out: dict[int, Way] = {}

    ids: Sequence[int]
    for g in state.play_grants:  # CR 611.2a: effects of resolved spells and abilities
        if g.player != player or g.last_turn < state.turn:
            continue
        ids = g.objects if g.objects is not None else state.zones[zkey(g.zone, player)]
        for oid in ids:
            _allow(game, out, player, oid, g.lands, g.spells)
    for oid, _n, ab in abilities_in_play(game, MayPlayFrom):  # CR 604.1: static abilities
        if state.objects[oid].controller != player:
            continue
        if ab.your_turn and state.active != player:
            continue
        if ab.linked:  # CR 607.2a: the cards its linked ability exiled
            ids = state.linked.get(f"{oid}:{ab.linked}", ())
        else:  # a library: its top card only (CR 401.2)
            ids = state.zones[zkey(ab.zone, player)]
            ids = ids[-1:] if ab.zone == Zone.LIBRARY else ids
        for card in ids:
            if card in state.objects and state.objects[card].zone == zkey(ab.zone, player):
                _allow(game, out, player, card, ab.lands, ab.spells, LIFE if ab.pay_life else "")
                ability_use.record(state.objects[oid].card, ab)
    for oid in _with_own_permissions(game, player):  # a card's own permission (113.6)
        obj = state.objects[oid]
        d = get(obj.card)
        for ab in own_permissions(obj.card):
            if isinstance(ab, Flashback):  # CR 702.34a; I-702.7a: a ritual (recobrar)
                if any(t in d.types for t in ("instant", "sorcery", "ritual")):
                    _allow(game, out, player, oid, False, True, FLASHBACK)
            elif isinstance(ab, (Escape, Retrace)):  # CR 702.138a, 702.81a
                way = ESCAPE if isinstance(ab, Escape) else RETRACE
                if way in own_costs(d):  # a cost made from a mana cost it lacks: none
                    _allow(game, out, player, oid, False, True, way)
            elif ab.zone == Zone.GRAVEYARD and (
                ab.condition is None or holds(game, ab.condition, player, oid, ())
            ):
                _allow(game, out, player, oid, False, True)
    for holder, ab in granted(game, Zone.GRAVEYARD, player):  # CR 702.138a: "... has escape"
        if not isinstance(ab.ability, Escape):
            continue
        for oid in state.zones[zkey(Zone.GRAVEYARD, player)]:
            obj = state.objects[oid]
            if ESCAPE in own_costs(get(obj.card)) or granted_escape(game, player, obj) is not ab:
                continue  # its own escape is offered instead (the release notes: either)
            if _payable_escape(get(obj.card), ab.ability):
                _allow(game, out, player, oid, False, True, ESCAPE)
                ability_use.record(state.objects[holder].card, ab)
    for oid in state.variant.castable_elsewhere(game, player):  # a variant's (CR 903.8)
        _allow(game, out, player, oid, False, True)
    return out


def _on_top(game: Kernel, player: int, oid: int) -> bool:
    """Is ``oid`` the top card of ``player``'s library (the last of the zone, CR 401.2)?"""
    library = st(game).zones[zkey(Zone.LIBRARY, player)]
    return bool(library) and library[-1] == oid


def with_permission_cost(game: Kernel, obj: MagicObject, cost: Cost) -> Cost:
    """CR 118.8, 601.2f: the cost of a spell cast from the top of a library (``obj`` is
    still there while it is announced) with what the permission adds to it: "by sacrificing
    a nonland permanent in addition to paying its other costs". With several permissions for
    it, one that adds nothing is used if there is one (the player chooses, 601.2b); a spell
    that already asks to sacrifice something can't take a second sacrifice and is not
    changed (the engine pays one sacrifice per cost)."""
    state = st(game)
    player = obj.owner
    if kind_of(obj.zone) != Zone.LIBRARY or not _on_top(game, player, obj.id):
        return cost
    extra: Filter | None = None
    for oid, _n, ab in abilities_in_play(game, MayPlayFrom):
        if ab.zone != Zone.LIBRARY or state.objects[oid].controller != player:
            continue
        if ab.sacrifice is None:
            return cost  # a permission that asks nothing more
        extra = extra or ab.sacrifice
    if extra is None or cost.sacrifice is not None:
        return cost
    return dataclasses.replace(cost, sacrifice=extra)


def _payable_escape(d: CardDef, ab: Escape) -> bool:
    """Can an escape cost made from the card's mana cost be paid at all: has it one (of each
    door, for a Room)? (The release notes of El Maestro de las Llaves.)"""
    if ab.cost is not None:
        return True
    return (
        all(door.mana_cost is not None for door in d.doors)
        if d.doors
        else (d.mana_cost is not None)
    )


def _with_own_permissions(game: Kernel, player: int) -> tuple[int, ...]:
    """The cards in ``player``'s graveyard, in order, with an ability by which they let
    themselves be cast from there. Remembered while the graveyard holds the same objects
    (a card that changes zones is a new object, CR 400.7, and an object's card never
    changes in a public zone)."""
    state = st(game)
    yard = tuple(state.zones[zkey(Zone.GRAVEYARD, player)])

    def compute() -> tuple[int, ...]:
        return tuple(o for o in yard if own_permissions(state.objects[o].card))

    return game.remembered(("own_permissions", player), yard, compute)


Own = CastThisFrom | Flashback | Escape | Retrace


def own_permissions(card: str) -> tuple[Own, ...]:
    """The abilities by which a card lets itself be cast from its graveyard: "you may cast
    this card from your graveyard", flashback (702.34a), escape (702.138a), retrace
    (702.81a)."""
    found = _OWN.get(card)
    if found is None:
        found = _OWN[card] = tuple(
            a
            for a in get(card).abilities
            if isinstance(a, (CastThisFrom, Flashback, Escape, Retrace))
        )
    return found


_OWN: dict[str, tuple[Own, ...]] = {}


# -- alternative costs (CR 118.9) ---------------------------------------------------------
def static_alternatives(game: Kernel, player: int, obj: MagicObject) -> tuple[str, ...]:
    """The alternative costs static abilities of ``player``'s permanents offer for a spell
    of ``obj`` ("you may pay ... rather than pay the mana cost for spells you cast [from
    exile]", once each turn if it says so), as keys "alt<permanent id>"."""
    found = abilities_in_play(game, AltCostFor)
    if not found:
        return ()
    state = st(game)
    zone = kind_of(obj.zone)
    out: tuple[str, ...] = ()
    for oid, _n, ab in found:
        if state.objects[oid].controller != player:
            continue
        if ab.from_zone and ab.from_zone != zone:
            continue
        if ab.your_turn and state.active != player:
            continue  # "once during each of your turns"
        key = f"alt{oid}"
        if ab.once_each_turn and state.fired.get(f"alt:{key}") == state.turn:
            continue
        out += (key,)
    return out


def alternative_cost(game: Kernel, obj: MagicObject, d: CardDef, alt: str) -> AltCost:
    """What to pay for the alternative cost ``alt`` of the spell ``d`` of ``obj`` (CR
    118.9): flashback (702.34a), life equal to its mana value (202.3), a cost a resolving
    effect names (:func:`pay_instead`; I-702.16a), a cost a static ability offers, an
    escape cost another object gives the card (702.138a) or a miracle cost locked in as its
    trigger triggered (702.94a)."""
    if alt == FLASHBACK:
        for a in own_permissions(obj.card):
            if isinstance(a, Flashback):
                return AltCost(a.cost)
    elif alt == LIFE:
        return AltCost(ManaCost(), (d.mana_cost or ManaCost()).mana_value)
    elif alt.startswith(PAY + "{"):  # CR 118.9: a cost a resolving effect names
        return AltCost(ManaCost.parse(alt.removeprefix(PAY)))
    elif alt == ESCAPE:  # CR 702.138a: given by a permanent ("... has escape")
        found = escape_cost(game, obj, d)
        if found is not None:
            return found
    elif alt.startswith(MIRACLE):  # CR 702.94a: a miracle cost another object gave
        mana = miracle_cost(d, alt)
        if mana is not None:
            return AltCost(mana)
    elif alt_source_id(alt):
        ab = _alt_ability(st(game), alt)
        if ab is not None and ab.pay_life:  # CR 118.9, 202.3: life equal to its mana value
            return AltCost(ManaCost(), (d.mana_cost or ManaCost()).mana_value)
        if ab is not None:
            return AltCost(ab.cost)
    raise ValueError(f"{d.key!r} can't be cast for the alternative cost {alt!r}")


def on_cast(state: MtgState, src: MagicObject, alt: str) -> tuple[str, tuple[str, ...]]:
    """CR 601.2a: where a spell about to move to the stack from ``src`` is cast from ("" for
    its owner's hand), and what it uses up: an alternative cost usable "once each turn".
    Records the ability that let it be cast (``grimorio.ability_use``)."""
    zone = kind_of(src.zone)
    used: tuple[str, ...] = ()
    if alt.startswith("alt"):
        used = (f"alt:{alt}",)
        ab = _alt_ability(state, alt)
        if ab is not None:
            ability_use.record(state.objects[alt_source_id(alt)].card, ab)
    elif alt == FLASHBACK:
        found = [a for a in own_permissions(src.card) if isinstance(a, Flashback)]
        ability_use.record(src.card, found[0] if found else None)
    elif alt in (ESCAPE, RETRACE):  # CR 702.138a, 702.81a: recorded by the cast (announce)
        pass
    elif zone == Zone.GRAVEYARD:
        for a in own_permissions(src.card):
            if isinstance(a, CastThisFrom):
                ability_use.record(src.card, a)
    return ("" if zone == Zone.HAND else zone), used


def alt_source_id(alt: str) -> int:
    """The permanent whose static ability offers the alternative cost ``alt`` (0: none)."""
    head = alt[3:]
    return int(head) if alt.startswith("alt") and head.isdigit() else 0


def _alt_ability(state: MtgState, alt: str) -> AltCostFor | None:
    holder = state.objects.get(alt_source_id(alt))
    if holder is None:
        return None
    return next((a for a in get(holder.card).abilities if isinstance(a, AltCostFor)), None)


# -- effects that give permissions ----------------------------------------------------------
PLAY_EFFECTS = (ExileToPlay, AllowPlayFrom)


def last_turn(state: MtgState, player: int, until: str) -> int:
    """The turn at whose end a permission ends (CR 611.2a, 500.1): this turn, or the next
    turn ``player`` takes ("until the end of your next turn")."""
    if until != NEXT_TURN:
        return state.turn
    n = len(state.players)
    return state.turn + ((player - state.active) % n or n)


@handles(*PLAY_EFFECTS)
def perform_play(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do an effect of ``PLAY_EFFECTS``."""
    state = st(game)
    if isinstance(e, ExileToPlay):
        if e.what is None:  # the top cards of your library, top first (CR 401.1)
            n = amount(game, ctx, e.count)
            library = state.zones[zkey(Zone.LIBRARY, ctx.controller)]
            picked = list(reversed(library[-n:])) if n > 0 else []
        else:
            picked = objects(game, ctx, e.what)
        moved = game.emit_all([ZoneChange(r, Zone.EXILE, "701.13a", "exile") for r in picked])
        exiled = tuple(m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.EXILE)
        if exiled:
            end = last_turn(state, ctx.controller, e.until)
            grant = PlayGrant(ctx.controller, exiled, Zone.EXILE, True, True, end, ctx.source_card)
            game.emit(GrantPlay(grant))
    elif isinstance(e, AllowPlayFrom):
        end = last_turn(state, ctx.controller, e.until)
        grant = PlayGrant(
            ctx.controller, None, Zone(e.zone), e.spells, e.lands, end, ctx.source_card
        )
        game.emit(GrantPlay(grant))
    return []


register_messages(
    {
        "permission.cards.turn": (
            "{0} puede jugar {1} este turno.",
            "{0} may play {1} this turn.",
        ),
        "permission.cards.next": (
            "{0} puede jugar {1} hasta el final de su próximo turno.",
            "{0} may play {1} until the end of their next turn.",
        ),
        "permission.spells.graveyard": (
            "{0} puede lanzar hechizos desde su cementerio este turno.",
            "{0} may cast spells from their graveyard this turn.",
        ),
        "permission.lands.graveyard": (
            "{0} puede jugar tierras desde su cementerio este turno.",
            "{0} may play lands from their graveyard this turn.",
        ),
        "permission.cards.graveyard": (
            "{0} puede jugar cartas desde su cementerio este turno.",
            "{0} may play cards from their graveyard this turn.",
        ),
        "alt.flashback": ("retrospectiva", "flashback"),
        "alt.escape": ("escapatoria", "escape"),
        "alt.retrace": ("desandar", "retrace"),
        "alt.blitz": ("irrupción", "blitz"),
        "alt.life": ("pagar vidas igual a su valor de maná", "life equal to its mana value"),
        "alt.static": ("{0}", "{0}"),
    }
)
