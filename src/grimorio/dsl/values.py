"""Amounts and conditions of the card vocabulary (CR 107.3, 603.4, 608.2h).

An amount is a number or a rule for counting one; a condition is something that holds or
doesn't. Spells and abilities work them out when they resolve (CR 608.2h, 611.2d); static
abilities work them out continuously (CR 611.3a).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.entry_words import ChoseWord
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
    """The number of ``kind`` counters on the source of the ability (CR 122) — of every
    kind if ``kind`` is "" ("the number of counters on this creature"); as it last existed
    if it has left the battlefield (608.2h)."""

    kind: str = ""


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """The greatest power among objects that match ``filter`` (0 if none)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class EventAmount:
    """ "That much": the amount of the event that triggered the ability (life gained, damage
    dealt), or the damage a prevention effect prevented (CR 615.5)."""


@dataclass(frozen=True, slots=True)
class PaidManaValue:
    """The mana value of the permanent sacrificed to pay the spell's additional cost, as it
    last existed on the battlefield (CR 608.2h, 202.3)."""


@dataclass(frozen=True, slots=True)
class LinkedCount:
    """How many objects the resolving ability remembered under ``key`` ("for each creature
    tapped this way", CR 607.2a; see :class:`grimorio.dsl.selectors.Linked`)."""

    key: str


@dataclass(frozen=True, slots=True)
class ThisTurn:
    """How many times this turn you did ``event`` (see
    :data:`grimorio.dsl.values.TURN_EVENTS`): "if you sacrificed one or more permanents this
    turn, ... that much damage" is ``ThisTurn("sacrificed")``."""

    event: str


@dataclass(frozen=True, slots=True)
class PlayersWho:
    """The number of players (``who``: "opponent", "you" or "any", seen from the controller)
    who did ``event`` this turn — "for each opponent who lost life this turn", counting an
    opponent who has since left the game."""

    event: str
    who: str = "opponent"


@dataclass(frozen=True, slots=True)
class HalfLife:
    """Half the life total of the first player ``who`` picks, rounded up (or down) — "they
    lose half their life, rounded up" (CR 107.1a); worked out as the effect happens
    (608.2h). Nothing (0) for a life total of 0 or less."""

    who: Selector
    round_up: bool = True


@dataclass(frozen=True, slots=True)
class Minus:
    """``a`` minus ``b`` ("seven minus the number of those card types")."""

    a: Amount
    b: Amount


# What a player's turn record counts (``ThisTurn``, ``PlayersWho``, ``DidThisTurn``):
# permanents they sacrificed (CR 701.21), life they lost (119.3, 120.3a), lands that entered
# the battlefield under their control (305), permanents that entered face down under their
# control (708), permanents they turned face up (708.8). Recorded in Archenemy games only,
# by the variant (``grimorio.mtg.variants.archenemy``; the schemes are what asks): creatures
# that died under their control (700.4), and whether they drew a card in the previous turn
# ("drew_last_turn", 1 or absent, 121.1).
TURN_EVENTS = (
    "sacrificed",
    "lost_life",
    "land_entered",
    "entered_face_down",
    "turned_face_up",
    "creatures_died",
    "drew_last_turn",
    "spells_cast",  # CR 601.2i: only in games whose cards ask (grimorio.dsl.spells_cast)
)


@dataclass(frozen=True, slots=True)
class DoorsUnlocked:
    """The number of unlocked doors among the Rooms that match ``filter`` (CR 709.5c)."""

    filter: Filter


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
    | LinkedCount
    | PaidManaValue
    | ThisTurn
    | PlayersWho
    | Minus
    | DoorsUnlocked
    | HalfLife
)


@dataclass(frozen=True, slots=True)
class Delirium:
    """Four or more card types among cards in your graveyard (DSK ability word) — or
    ``at_least`` ("if there are six or more card types among cards in your graveyard")."""

    at_least: int = 4


@dataclass(frozen=True, slots=True)
class PaidCardWasNot:
    """The card paid for an additional cost (e.g. discarded) did not have ``type``."""

    type: str


@dataclass(frozen=True, slots=True)
class YouControl:
    """You control a permanent that matches (e.g. the Verge lands' "a Swamp or a Mountain")
    — or ``at_least`` of them ("as long as you control four or more creature tokens").
    Whose permanents is the filter's ``controller``: with ``THAT_PLAYER``, those of the
    player the triggering event was about ("if defending player controls no Glimmer
    creatures", CR 603.4, 508.5)."""

    filter: Filter
    at_least: int = 1


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
    """The source has at least ``at_least`` (one, unless said) ``kind`` counters on it
    (CR 122): "if there are seven or more time counters on it"."""

    kind: str
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class AttachedFaceDown:
    """The permanent the source is attached to is face down ("as long as enchanted
    creature is face down", CR 708.2)."""


@dataclass(frozen=True, slots=True)
class NamesAmongAtLeast:
    """There are ``n`` or more different names among the permanents that match ``filter``
    (CR 201.2: a Room has the names of its unlocked doors, 709.5, and one with no unlocked
    door has no name)."""

    filter: Filter
    n: int


@dataclass(frozen=True, slots=True)
class LifeAboveStarting:
    """You have at least ``amount`` life more than your starting life total (CR 103.4:
    20 in a two-player game)."""

    amount: int


@dataclass(frozen=True, slots=True)
class DidThisTurn:
    """You did any of ``events`` this turn (see ``TURN_EVENTS``): "if a land entered the
    battlefield under your control this turn"."""

    events: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class IsPrime:
    """``amount`` is a prime number ("you control a prime number of lands")."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class YourTurn:
    """It is the controller's turn ("during your turn", CR 102.1, 500)."""


@dataclass(frozen=True, slots=True)
class DiedThisTurn:
    """A creature that matches ``filter`` (its types and subtypes as it last existed on the
    battlefield, CR 608.2h) died this turn (700.4): "if a non-Zombie creature died this
    turn"."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class CastFrom:
    """The source was cast from ``zone`` (CR 601.2a); a permanent is asked about the spell it
    was ("if you cast it from your graveyard"; ``"hand"``: "if you cast it from your hand" —
    cast, 601.2i, and not from another zone)."""

    zone: str


@dataclass(frozen=True, slots=True)
class Matches:
    """The object ``what`` picks as the effect happens fits ``filter`` (CR 608.2c: "if an
    opponent controls that creature" is ``Matches(Target(0), Filter(controller=
    "opponent"))``); nothing picked (no target chosen, or it left) doesn't match. Read only
    while a spell or ability resolves (it needs the targets)."""

    what: Selector
    filter: Filter


@dataclass(frozen=True, slots=True)
class AmountAtLeast:
    """``amount``, worked out now, is ``n`` or more ("as long as there are three or more cards
    exiled with this creature" is ``AmountAtLeast(LinkedCount("exiled"), 3)``, CR 611.3a,
    607.2a; "two or more unlocked doors among Rooms you control" is
    ``AmountAtLeast(DoorsUnlocked(F), 2)``, 709.5c; "if you put no cards into your hand this way" is
    ``Not(AmountAtLeast(LinkedCount(k), 1))``)."""

    amount: Amount
    n: int


@dataclass(frozen=True, slots=True)
class EnteredThisTurn:
    """The source entered the battlefield this turn ("as long as this Aura entered this
    turn", CR 611.3a): it is the object that entered (a zone change makes a new object,
    400.7) and the turn's record says so."""


@dataclass(frozen=True, slots=True)
class EnvironmentActive:
    """Inferno's environments (I-122): "si hay Thanatos" — the environment ``environment``
    ("thanatos", "acqua" or "plaga", I-122.6) is active now."""

    environment: str


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
    | YourTurn
    | DiedThisTurn
    | CastFrom
    | LifeAboveStarting
    | NamesAmongAtLeast
    | AttachedFaceDown
    | DidThisTurn
    | IsPrime
    | Matches
    | AmountAtLeast
    | EnteredThisTurn
    | EnvironmentActive
    | ChoseWord  # CR 614.12a, 607.2a: the word chosen as it entered
)


register_all(globals())
