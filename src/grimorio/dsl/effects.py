"""Effects: what a spell or ability does when it resolves (CR 608.2c), as data.

Each effect names who or what it acts on with a selector (``grimorio.dsl.selectors``).
The rules layer (``grimorio.mtg.effects``) carries them out through the event pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.continuous import NO_EXCEPTIONS, Except, Part
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import Change, Pattern
from grimorio.dsl.selectors import YOU, Filter, Selector, TargetSpec
from grimorio.dsl.triggers import Trigger
from grimorio.dsl.values import (  # noqa: F401 (re-exported: the card vocabulary's amounts)
    Amount,
    CardTypesInGraveyard,
    Condition,
    Count,
    CountersOnIt,
    Delirium,
    EventAmount,
    GreatestPower,
    ManaValue,
    PaidCardWasNot,
    PowerOf,
    XValue,
    YouControl,
)


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
    """CR 701.13 (exile): move to the exile zone. With ``link``, the exiled cards are
    remembered under that name for the source's linked abilities ("the exiled card",
    CR 607.2a; see :class:`grimorio.dsl.selectors.Linked`)."""

    what: Selector
    link: str = ""


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Return to the owner's hand."""

    what: Selector


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """Put cards (from a graveyard, exile…) onto the battlefield under your control — or,
    with ``owners``, under their owners' control (CR 110.2a) — ``tapped`` if it says so,
    with ``counters`` ((kind, n), …) on them (614.1c); ``parts`` are a continuous effect
    that applies to each from then on ("It's an enchantment. (It's not a creature.)": the
    part RemoveTypes(("creature",)), 611.2a)."""

    what: Selector
    owners: bool = False
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    parts: tuple[Part, ...] = ()


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """Each object picked is put into its owner's library, then each of those libraries is
    shuffled (CR 701.24)."""

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
class Apply:
    """A continuous effect from a resolving spell or ability (CR 611.2): ``parts`` apply to
    the objects ``what`` picks now (611.2c), with amounts fixed now (611.2d), for ``until``:
    "end_of_turn" (514.2), "your_next_turn" (until the controller's next turn begins),
    "while_source" (for as long as the source stays on the battlefield), "while_controlled"
    (for as long as the controller controls the source) or "game" (no duration, 611.2a)."""

    what: Selector
    parts: tuple[Part, ...]
    until: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """CR 707.4: the objects ``what`` picks become copies of the first object ``of`` picks,
    with the exceptions in ``except_`` (707.9), without leaving the battlefield."""

    what: Selector
    of: Selector
    except_: Except = NO_EXCEPTIONS
    until: str = "game"


@dataclass(frozen=True, slots=True)
class CreateCopyToken:
    """CR 111.1, 707.2: create ``count`` tokens that are copies of what ``of`` picks, with
    the exceptions in ``except_`` (707.9)."""

    of: Selector
    except_: Except = NO_EXCEPTIONS
    count: int = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class CopySpell:
    """CR 707.10: put a copy of the spell ``what`` picks on the stack, with its modes,
    targets and X; the controller of the effect controls the copy."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutCounters:
    """CR 122.1, 122.6: put ``amount`` counters of ``kind`` on each object picked."""

    kind: str
    amount: Amount = 1
    what: Selector = YOU


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """CR 122: remove up to ``amount`` counters of ``kind`` from each object picked."""

    kind: str
    amount: Amount = 1
    what: Selector = YOU


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """CR 122.5: move ``amount`` (None: all) counters of ``kind`` from the first object
    ``source`` picks onto the first object ``to`` picks — or none at all if it can't."""

    kind: str
    source: Selector
    to: Selector
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class DoubleCounters:
    """Put on each object picked as many counters of ``kind`` (every kind if None) as it
    already has."""

    what: Selector
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class AttachSource:
    """CR 701.3: attach the source (an Aura or Equipment) to the object ``to`` picks."""

    to: Selector


@dataclass(frozen=True, slots=True)
class CreateToken:
    """CR 111: create ``count`` tokens of the predefined kind ``token`` (``tapped``: they
    enter tapped)."""

    token: str
    count: Amount = 1
    who: Selector = YOU
    tapped: bool = False


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


@dataclass(frozen=True, slots=True)
class Payment:
    """Something a player may choose to pay during resolution ("unless you discard a
    noncreature card", "you may sacrifice another creature"): discard a card or sacrifice a
    permanent that matches, pay life, or pay mana ("unless that player pays {2}")."""

    discard: Filter | None = None
    sacrifice: Filter | None = None
    life: int = 0
    mana: ManaCost | None = None


@dataclass(frozen=True, slots=True)
class May:
    """CR 603.5, 608.2d: "you may <effects>" — the player chooses on resolution."""

    effects: tuple[Effect, ...]
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Unless:
    """ "<effects> unless <who> <payment>" (CR 608.2d): the player chooses whether to pay;
    if they don't (or can't), the effects happen."""

    effects: tuple[Effect, ...]
    payment: Payment
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class WhenYouDo:
    """CR 603.12: "you may <payment>. When you do, <effects>" — a reflexive triggered
    ability that triggers if the player pays; ``targets`` are chosen when it is put on the
    stack. Its amount ("that creature's power") is the power the sacrificed creature last
    had (CR 608.2h)."""

    payment: Payment
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Delayed:
    """CR 603.7: create a delayed triggered ability — "<when>, <effects>" — about the
    objects ``about`` picks now ("it", "those cards"). It triggers once, the next time its
    event happens (603.7b), or every time until the end of the turn if ``this_turn``."""

    when: Trigger
    effects: tuple[Effect, ...]
    about: Selector | None = None
    this_turn: bool = False
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """CR 701.21: sacrifice the objects ``what`` picks (those its controller controls), or
    each player ``who`` picks sacrifices a permanent of their choice that matches ``filter``."""

    what: Selector | None = None
    filter: Filter | None = None
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Tap:
    """CR 701.26a: tap the permanents picked (``untap``: untap them)."""

    what: Selector
    untap: bool = False


@dataclass(frozen=True, slots=True)
class Mill:
    """CR 701.17: each player picked puts the top ``amount`` cards of their library into
    their graveyard."""

    amount: Amount = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class AddMana:
    """CR 106.4: add ``amount`` mana of ``color`` (a triggered mana ability, 605.1b)."""

    color: str
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ReplaceFor:
    """A replacement effect made by a resolving spell or ability (CR 614.1, 614.3): events
    that fit ``pattern`` and affect the objects ``what`` picks now (or anything, if None)
    happen as ``change`` says, until ``until`` ("end_of_turn" or "game")."""

    pattern: Pattern
    change: Change
    what: Selector | None = None
    until: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """CR 615.7: prevent the next ``amount`` damage (all damage if None) that would be
    dealt this turn to each object or player ``to`` picks — one shield each (615.11) — or,
    with ``to=None``, to anything ("prevent all combat damage that would be dealt")."""

    to: Selector | None = None  # None: all damage
    amount: int | None = None
    combat_only: bool = False


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
class EscapeHatch:
    """DESIGN principle 6: what the odd card does that the vocabulary can't say yet. ``key``
    names a handler in ``grimorio.mtg.escape_hatch``, the one place with card-specific code;
    every card that uses it is counted and reported as debt (``grimorio cards --coverage``).
    Prefer extending the vocabulary: the next card then gets it for free."""

    key: str


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented:
    """CR 615.12: damage can't be prevented this turn."""


Effect = (
    DealDamage
    | Destroy
    | Exile
    | ReturnToHand
    | ReturnToBattlefield
    | ShuffleIntoLibrary
    | PutOnBottom
    | Counter
    | Draw
    | GainLife
    | LoseLife
    | Discard
    | Modify
    | Apply
    | BecomeCopy
    | CreateCopyToken
    | CopySpell
    | PutCounters
    | RemoveCounters
    | MoveCounters
    | DoubleCounters
    | AttachSource
    | CreateToken
    | Search
    | LookAndTake
    | If
    | May
    | Unless
    | WhenYouDo
    | Delayed
    | Sacrifice
    | Tap
    | Mill
    | AddMana
    | ReplaceFor
    | PreventDamage
    | DamageCantBePrevented
    | ManifestDread
    | TurnFaceUp
    | Surveil
    | Scry
    | EscapeHatch
)


register_all(globals())
