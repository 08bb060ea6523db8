"""Playing and casting cards from zones other than the hand (CR 601.2a, 305.1, 601.3), and
alternative costs given by other objects (CR 118.9), as data.

A card is normally played from its owner's hand. These words let a player play (cast a
spell of, or play as a land) cards elsewhere:

* static abilities of permanents: :class:`MayPlayFrom` ("you may play lands from your
  graveyard", "during your turn, you may play cards exiled with this");
* a card's own ability, working from the zone it is in: :class:`CastThisFrom` ("you may cast
  this card from your graveyard if ..."), :class:`Flashback` (702.34a);
* effects of resolving spells and abilities that last: :class:`ExileToPlay` ("exile the top
  card of your library. You may play it this turn") and :class:`AllowPlayFrom` ("you may
  cast spells from your graveyard this turn"), or that let a card be played as they
  resolve: :class:`PlayThisNow` (I-702.16a, *réplica*);

and :class:`AltCostFor` is a static ability that offers an alternative cost for the spells
its controller casts ("you may pay {W}{U}{B}{R}{G} rather than pay the mana cost").
The rules are in ``grimorio.rules.casting.permissions``.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter, Selector
from grimorio.dsl.values import Amount, Condition

# How long a permission from a resolving effect lasts (CR 611.2a).
THIS_TURN = "end_of_turn"
NEXT_TURN = "end_of_your_next_turn"  # "until the end of your next turn"


@dataclass(frozen=True, slots=True)
class MayPlayFrom:
    """A static ability (CR 604.1, 601.3): its controller may play cards from ``zone`` —
    "graveyard" (their own graveyard, CR 404) or "exile" — lands (305.1, following the rules
    for land plays, 305.2) and/or spells (601.2a, following the timing rules, 307.1).
    ``linked``: only the cards this object's linked ability exiled (607.2a, "cards exiled
    with Valgavoth"). ``your_turn``: only during its controller's turn. ``pay_life``: a spell
    cast this way costs life equal to its mana value rather than its mana cost — an
    alternative cost the permission requires (118.9b), so no other one can be used
    (601.2b). ``zone="library"``: the top card of its controller's library only (401.2);
    ``sacrifice``: a spell cast this way costs, in addition to its other costs, sacrificing
    a permanent that matches it (118.8, 601.2f: "by sacrificing a nonland permanent in
    addition to paying its other costs")."""

    zone: str
    lands: bool = True
    spells: bool = True
    linked: str = ""
    your_turn: bool = False
    pay_life: bool = False
    text_es: str = ""
    text_en: str = ""
    sacrifice: Filter | None = None


@dataclass(frozen=True, slots=True)
class CastThisFrom:
    """A card's own permission, working while the card is in ``zone`` (CR 113.6b, 601.3):
    "you may cast this card from your graveyard [if <condition>]". The spell is cast
    following every rule for casting it (timing, costs)."""

    zone: str = "graveyard"
    condition: Condition | None = None
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Flashback:
    """CR 702.34a: "Flashback [cost]" — you may cast this card from your graveyard, if the
    spell is an instant or sorcery, by paying ``cost`` rather than its mana cost; if the
    flashback cost was paid, the card is exiled instead of going anywhere else when it
    leaves the stack."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class AltCostFor:
    """A static ability (CR 118.9): its controller may pay ``cost`` rather than the mana cost
    for spells they cast — only those cast from ``from_zone`` if given ("for a spell you cast
    from exile"), and, with ``once_each_turn``, for one spell each turn. Additional costs
    are still paid (118.9d); it can't be combined with another alternative cost (118.9a).
    ``pay_life``: the cost is life equal to the spell's mana value (202.3) rather than
    ``cost``; ``your_turn``: only during its controller's turns ("once during each of your
    turns")."""

    cost: ManaCost
    from_zone: str = ""
    once_each_turn: bool = False
    text_es: str = ""
    text_en: str = ""
    pay_life: bool = False
    your_turn: bool = False


@dataclass(frozen=True, slots=True)
class ExileToPlay:
    """ "Exile the top ``count`` cards of your library" (or, with ``what``, exile what it
    picks: "you may exile it"), then "you may play those cards ``until``": this turn
    (``THIS_TURN``) or until the end of your next turn (``NEXT_TURN``) — a permission for
    those very cards in exile (CR 601.2a, 305.1, 400.7: a card that leaves exile is a new
    object the permission doesn't cover). Playing them follows the normal rules: a land
    only as your land play, in your main phase with an empty stack; a spell at the time you
    could cast it, paying its costs."""

    what: Selector | None = None
    count: Amount = 1
    until: str = THIS_TURN


@dataclass(frozen=True, slots=True)
class AllowPlayFrom:
    """A permission a resolving effect gives its controller for a zone of their own (CR
    601.3, 611.2a): "you may cast spells from your graveyard this turn" (``spells``; and
    ``lands`` for "play lands")."""

    zone: str = "graveyard"
    spells: bool = True
    lands: bool = False
    until: str = THIS_TURN


@dataclass(frozen=True, slots=True)
class PlayThisNow:
    """A permission for one card, at once (CR 601.3, 608.2c; I-601.1): "puedes jugar [esta
    carta] desde tu inferno, pagando su coste de réplica" (I-702.16a). As the effect
    resolves, its controller may play the source card from ``zone`` (their own, I-400.3)
    if it is still there — a card that changed zones is a new object (CR 400.7) — paying
    ``cost`` rather than its mana (energy) cost, an alternative cost (CR 118.9; I-117.9,
    I-601.1b), or its own cost if ``cost`` is None. Every rule for playing it applies (601.2;
    I-601.1a–h) but its timing, as for copies cast while an effect resolves (707.12)."""

    zone: str = "graveyard"
    cost: ManaCost | None = None


PERMISSION_ABILITIES = (MayPlayFrom, CastThisFrom, Flashback, AltCostFor)
PERMISSION_EFFECTS = (ExileToPlay, AllowPlayFrom, PlayThisNow)

register_all(globals())
