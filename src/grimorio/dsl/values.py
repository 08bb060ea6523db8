"""Amounts and conditions of the card vocabulary (CR 107.3, 603.4, 608.2h).

An amount is a number or a rule for counting one; a condition is something that holds or
doesn't. Spells and abilities work them out when they resolve (CR 608.2h, 611.2d); static
abilities work them out continuously (CR 611.3a).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter, Selector


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


@dataclass(frozen=True, slots=True)
class Count:
    """The number of objects that match ``filter`` ("for each enchantment you control")."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class ManaValue:
    """The mana value (CR 202.3) of the object an effect applies to ("equal to its mana value")."""


@dataclass(frozen=True, slots=True)
class CountersOnIt:
    """The number of ``kind`` counters on the source of the ability (CR 122)."""

    kind: str


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """The greatest power among objects that match ``filter`` (0 if none)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class EventAmount:
    """ "That much": the amount of the event that triggered the ability (life gained, damage
    dealt), or the damage a prevention effect prevented (CR 615.5)."""


Amount = (
    int
    | CardTypesInGraveyard
    | PowerOf
    | XValue
    | Count
    | ManaValue
    | CountersOnIt
    | GreatestPower
    | EventAmount
)


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


@dataclass(frozen=True, slots=True)
class SourceTapped:
    """The source of the ability is tapped ("if this creature is tapped"; survival)."""


@dataclass(frozen=True, slots=True)
class LifeAtLeast:
    """You have at least ``amount`` life (CR 119)."""

    amount: int


@dataclass(frozen=True, slots=True)
class AnyPlayerLifeAtMost:
    """A player has ``amount`` or less life (the Duskmourn dual lands)."""

    amount: int


@dataclass(frozen=True, slots=True)
class HandEmpty:
    """You have no cards in hand."""


@dataclass(frozen=True, slots=True)
class Not:
    """The opposite of a condition."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class All:
    """Every one of the conditions holds."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class CastWith:
    """The source was cast (CR 601.2i; not put onto the battlefield, not a copy) — with the
    alternative cost ``alt`` if one is named ("if its impending cost was paid", 702.176a).
    A permanent is asked about the spell it was."""

    alt: str = ""


@dataclass(frozen=True, slots=True)
class HasCounters:
    """The source has at least one ``kind`` counter on it (CR 122)."""

    kind: str


Condition = (
    Delirium
    | PaidCardWasNot
    | YouControl
    | SourceTapped
    | LifeAtLeast
    | AnyPlayerLifeAtMost
    | HandEmpty
    | Not
    | All
    | CastWith
    | HasCounters
)


register_all(globals())
