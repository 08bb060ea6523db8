"""Effects: what a spell or ability does when it resolves (CR 608.2c), as data.

Each effect names who or what it acts on with a selector (``grimorio.dsl.selectors``).
The rules layer (``grimorio.mtg.effects``) carries them out through the event pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import YOU, Filter, Selector


@dataclass(frozen=True, slots=True)
class CardTypesInGraveyard:
    """The number of card types among cards in your graveyard (CR 205.2a; delirium)."""


@dataclass(frozen=True, slots=True)
class PowerOf:
    """The power of the first object the selector picks."""

    what: Selector


@dataclass(frozen=True, slots=True)
class XValue:
    """The value announced for X (CR 107.3)."""


Amount = int | CardTypesInGraveyard | PowerOf | XValue


@dataclass(frozen=True, slots=True)
class Delirium:
    """Four or more card types among cards in your graveyard (DSK ability word)."""


@dataclass(frozen=True, slots=True)
class PaidCardWasNot:
    """The card paid for an additional cost (e.g. discarded) did not have ``type``."""

    type: str


@dataclass(frozen=True, slots=True)
class YouControl:
    """You control a permanent that matches (e.g. the Verge lands' "a Swamp or a Mountain")."""

    filter: Filter


Condition = Delirium | PaidCardWasNot | YouControl


@dataclass(frozen=True, slots=True)
class DealDamage:
    """CR 120: the source deals ``amount`` damage to each thing ``to`` picks."""

    amount: Amount
    to: Selector


@dataclass(frozen=True, slots=True)
class Destroy:
    """CR 701.8: move to the owner's graveyard (not if indestructible, 702.12b)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Exile:
    """CR 701.13 (exile): move to the exile zone."""

    what: Selector


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Return to the owner's hand."""

    what: Selector


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """Put cards (from a graveyard) onto the battlefield under your control (CR 110.2a)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutOnBottom:
    """Put a card on the bottom of its owner's library (CR 401.4)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Counter:
    """CR 701.6: counter a spell — it goes to its owner's graveyard."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Draw:
    """CR 121: each player picked draws ``amount`` cards."""

    amount: Amount = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class GainLife:
    """CR 119.3."""

    amount: Amount
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class LoseLife:
    """CR 119.3."""

    amount: Amount
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Discard:
    """CR 701.9: each player picked discards ``amount`` cards of their choice, or the hand."""

    who: Selector = YOU
    amount: int = 1
    whole_hand: bool = False


@dataclass(frozen=True, slots=True)
class Modify:
    """A continuous effect until end of turn (CR 611.2, 514.2) on the objects picked.

    ``power``/``toughness`` modify P/T (layer 7c); ``keywords`` are gained (layer 6); the
    set of affected objects is locked in when the effect begins (CR 611.2c).
    """

    what: Selector
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CreateToken:
    """CR 111: create ``count`` tokens of the predefined kind ``token``."""

    token: str
    count: int = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Search:
    """CR 701.23: search your library for a card that matches, then shuffle (701.20)."""

    filter: Filter
    to: str = "hand"  # "hand" | "battlefield"
    tapped: bool = False
    reveal: bool = True


@dataclass(frozen=True, slots=True)
class LookAndTake:
    """Look at the top ``look`` cards, put ``take`` into your hand and the rest in ``rest``."""

    look: int
    take: int = 1
    rest: str = "graveyard"


@dataclass(frozen=True, slots=True)
class If:
    """Do ``then`` if the condition holds when the effect happens, else ``otherwise``."""

    condition: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


Effect = (
    DealDamage
    | Destroy
    | Exile
    | ReturnToHand
    | ReturnToBattlefield
    | PutOnBottom
    | Counter
    | Draw
    | GainLife
    | LoseLife
    | Discard
    | Modify
    | CreateToken
    | Search
    | LookAndTake
    | If
)


register_all(globals())
