"""Effects of the card vocabulary that move cards (CR 608.2c): into and within libraries, from
the top of a library to other zones, and onto the battlefield in particular ways.

* Shuffling cards into a library (701.24), putting cards on its top or bottom (401.4,
  401.7), searching it (701.23, 701.20), looking at the top cards and taking some, surveil
  (701.25a) and scry (701.22a); milling while the cards milled share a card type (701.17).
* Choosing cards to put into a hand or onto the battlefield (608.2c, not a land play,
  305.1), revealing until a card matches (701.20a) or the top N to take some with
  different powers (the rest on the bottom in a random order, 401.4).
* Manifest dread (701.62a, 701.40a) and turning face-down permanents face up (701.40b,
  708.8); putting a card onto the battlefield tapped and attacking (ninjutsu, 702.49a,
  702.49c, 508.4).

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.mtg.effects`` (``basic``, ``library``, ``card_moves``, ``resolving``),
``grimorio.mtg.mechanics.face_down`` and
``grimorio.mtg.casting.ninjutsu``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import THIS, YOU, Filter, Selector
from grimorio.dsl.values import Amount

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """Each object picked is put into its owner's library, then each of those libraries is
    shuffled (CR 701.24). The libraries of the players ``who`` picks are shuffled even if
    nothing of theirs was picked ("you may shuffle up to four target cards from your
    graveyard into your library": with none, you still shuffle)."""

    what: Selector
    who: Selector | None = None


@dataclass(frozen=True, slots=True)
class PutOnBottom:
    """Put a card on the bottom of its owner's library (CR 401.4)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutOnTopOrBottom:
    """Each object's owner puts it on their choice of the top or the bottom of their
    library (CR 401.4, 401.7)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class MillAndRepeat:
    """CR 701.17, 608.2c: "Mill ``amount`` cards. If [they] share a card type, <effects>
    and repeat this process" — until the cards milled share no card type, or fewer than
    ``amount`` were milled."""

    amount: int = 2
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Search:
    """CR 701.23: search your library for a card that matches, then shuffle (701.20)."""

    filter: Filter
    to: str = "hand"  # "hand" | "battlefield" | "graveyard"
    tapped: bool = False
    reveal: bool = True
    # "a card that doesn't have the same name as a <filter>" (CR 201.2a: one shared name)
    name_unlike: Filter | None = None


@dataclass(frozen=True, slots=True)
class SearchZones:
    """CR 701.23: "search your graveyard, hand, and/or library for a <filter> card and put
    it into ``to``. If you search your library this way, shuffle" — the player takes a card
    from their graveyard or hand, or searches their library (701.23a; they may find nothing
    there, 701.23b, and then shuffle, 701.24a), or takes nothing."""

    filter: Filter
    to: str = "battlefield"


@dataclass(frozen=True, slots=True)
class LookAndTake:
    """Look at the top ``look`` cards, put up to ``take`` of them (those that match
    ``filter``, if given) into ``to`` ("hand" or "battlefield", together) and the rest in
    ``rest`` ("graveyard"; "bottom": on the bottom of the library in any order; "random":
    on the bottom in a random order, 401.4; or "hand": "if you don't put the card onto the
    battlefield, put it into your hand", unseen by the other players, CR 400.2).
    ``reveal``: "you may reveal a <filter> card from among them and put it into your hand" —
    the card taken is revealed (701.20a)."""

    look: int
    take: int = 1
    rest: str = "graveyard"
    filter: Filter | None = None
    to: str = "hand"
    reveal: bool = False


@dataclass(frozen=True, slots=True)
class Surveil:
    """CR 701.25a: look at the top ``amount`` cards of your library, put any number of them
    into your graveyard and the rest on top of your library in any order."""

    amount: Amount = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Scry:
    """CR 701.22a: look at the top ``amount`` cards of your library, put any number of them
    on the bottom and the rest on top, in any order."""

    amount: Amount = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class LookAndOrder:
    """CR 401.4; I-701.14a (*ordenar*): each player picked looks at the top ``amount`` cards of
    their library and puts them back in any order."""

    amount: Amount = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class ManifestDread:
    """CR 701.62a: each player picked looks at the top two cards of their library, manifests
    one (701.40a: face down, a 2/2 creature) and puts the other into their graveyard —
    ``times`` times, one after the other (701.40e). What was manifested is remembered for
    the rest of the effect as ``Linked("manifested")`` ("that creature", "those
    creatures")."""

    who: Selector = YOU
    times: Amount = 1


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Reveal each face-down permanent picked; if it is a creature card, its controller
    ``may`` turn it face up (CR 701.40b, 708.8); an instant or sorcery card stays face down
    (701.40g)."""

    what: Selector
    may: bool = True


@dataclass(frozen=True, slots=True)
class PutOnTop:
    """Put each card picked on top of its owner's library (CR 401.4)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutOntoBattlefieldAttacking:
    """CR 702.49a, 702.49c (ninjutsu): put the card ``what`` picks from your hand onto the
    battlefield tapped and attacking — the player or planeswalker the creature returned to
    pay the ability's cost was attacking; unblocked. It was never declared as an attacker
    (508.4). Nothing happens if the card has left your hand."""

    what: Selector = THIS


@dataclass(frozen=True, slots=True)
class RevealAndTake:
    """Reveal the top ``amount`` cards of your library (CR 701.20a), put any number of
    those that match any of ``filters`` — with different ``different`` ("power") among
    them — into your hand, and the rest on the bottom of your library in a random order
    (401.4)."""

    amount: Amount
    filters: tuple[Filter, ...]
    different: str = "power"
    # "put all <filters> cards from among them into your hand": no choice (``different``
    # is then not used)
    every: bool = False


@dataclass(frozen=True, slots=True)
class PutChosen:
    """The controller chooses up to ``count`` of the cards ``among`` picks (those that match
    ``filter``, if given) and puts them into ``to``: "hand", or "battlefield" under their
    control (``tapped`` if it says so; not playing a land, CR 305.1) — "you may return a
    permanent card from your graveyard to your hand", "then return up to two permanent
    cards from among them to your hand" (CR 608.2c)."""

    among: Selector
    to: str = "hand"
    count: int = 1
    filter: Filter | None = None
    tapped: bool = False
    up_to: bool = True  # False: "put a creature card ..." — one must be chosen if any can
    # more filters, any of which a card may match instead: "legendary and/or enchantment"
    also: tuple[Filter, ...] = ()
    # the cards put are remembered as ``Linked(link)``; ``LinkedCount(link)`` is how many
    # ("if you put no cards into your hand this way", CR 607.2a, 608.2c)
    link: str = ""


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """Reveal cards from the top of your library until you reveal a card that matches
    ``filter`` (CR 701.20a); put that card into ``to`` and the rest on the bottom of your
    library in a random order (401.4) — not a shuffle (701.24). With no such card, every
    card revealed goes to the bottom in a random order."""

    filter: Filter
    to: str = "hand"


register_all(globals())
