"""Effects: what a spell or ability does when it resolves (CR 608.2c), as data.

Each effect names who or what it acts on with a selector (``grimorio.dsl.selectors``).
The rules layer (``grimorio.mtg.effects``) carries them out through the event pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.continuous import NO_EXCEPTIONS, Except, Part
from grimorio.dsl.effects_extra import AdditionalCombat, ChooseAmong, IfYouDo
from grimorio.dsl.effects_hidden import ChooseDiscard, ExileLibrary
from grimorio.dsl.mana import ManaCost, SpendOnly
from grimorio.dsl.permissions import AllowPlayFrom, ExileToPlay
from grimorio.dsl.replacements import Change, Pattern
from grimorio.dsl.selectors import THIS, YOU, Filter, Selector, Target, TargetSpec
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
    """CR 120: the source deals ``amount`` damage to each thing ``to`` picks. With ``link``,
    the objects and players actually dealt damage (after prevention, CR 615) are remembered
    under that name for the rest of the resolution ("if a player is dealt damage this way":
    ``Linked(link)``, CR 607.2a)."""

    amount: Amount
    to: Selector
    link: str = ""
    # "<the object ``by`` picks> deals damage": it is the source (CR 120.1, 609.7); nothing
    # is dealt if it picks nothing (an illegal target, 608.2b)
    by: Selector | None = None
    # "to each other <...>": never to the object ``by`` picks (the source of the damage)
    other: bool = False


@dataclass(frozen=True, slots=True)
class Destroy:
    """CR 701.8: move to the owner's graveyard (not if indestructible, 702.12b). With
    ``link``, the cards put into a graveyard this way — or wherever a replacement effect put
    them instead — are remembered under that name ("if a creature card is put into a
    graveyard this way": ``Linked(link, Filter(..., zone="graveyard"))``, CR 607.2a)."""

    what: Selector
    link: str = ""


@dataclass(frozen=True, slots=True)
class Exile:
    """CR 701.13 (exile): move to the exile zone. With ``link``, the exiled cards are
    remembered under that name for the source's linked abilities ("the exiled card",
    CR 607.2a; see :class:`grimorio.dsl.selectors.Linked`). With ``until_leaves``: "exile
    ... until this leaves the battlefield" (CR 610.3) — nothing is exiled if the source has
    already left (610.3a–b); when it leaves, the cards return under their owners' control
    (610.3c)."""

    what: Selector
    link: str = ""
    until_leaves: bool = False


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
    link: str = ""  # the permanents it puts there are remembered as ``Linked(link)`` (607.2a)


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
class UnlockDoor:
    """CR 709.5f–g: "unlock a locked door of <what>" (``lock`` False), "lock an unlocked
    door" (True) or "lock or unlock a door" (None) of each Room picked: its controller
    chooses among the doors that can be; a Room with none is left as it is."""

    what: Selector
    lock: bool | None = False


@dataclass(frozen=True, slots=True)
class WinGame:
    """CR 104.2b: an effect says the player wins the game."""

    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class LoseGame:
    """CR 104.3e: an effect says the player loses the game."""

    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class MillAndRepeat:
    """CR 701.17, 608.2c: "Mill ``amount`` cards. If [they] share a card type, <effects>
    and repeat this process" — until the cards milled share no card type, or fewer than
    ``amount`` were milled."""

    amount: int = 2
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class CastCopies:
    """CR 707.12: copy each card ``what`` picks (in the zone it is in); its controller may
    cast any number of the copies while the effect resolves, paying their costs (601.2);
    copies not cast cease to exist (704.5e)."""

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
    amount: Amount = 1
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
    "next_end_step" (until the beginning of the next end step, 513.1),
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
    link: str = ""  # the tokens are remembered as ``Linked(link)`` ("sacrifice it", 607.2a)


@dataclass(frozen=True, slots=True)
class CopySpell:
    """CR 707.10: put a copy of the spell ``what`` picks on the stack, with its modes,
    targets and X; the controller of the effect controls the copy. ``new_targets``: "you
    may choose new targets for the copy" (707.10c) — each target may be left unchanged or
    changed to a legal one before the copy is put on the stack."""

    what: Selector
    new_targets: bool = False


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
    # "an X/X blue Spirit ... token": the P/T (fixed as it is created) and colours the
    # creating effect gives it, if they differ from the predefined token's (CR 111.4)
    power: Amount | None = None
    toughness: Amount | None = None
    colors: tuple[str, ...] | None = None
    link: str = ""  # the tokens are remembered as ``Linked(link)`` ("that token", 607.2a)


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
class LookAndTake:
    """Look at the top ``look`` cards, put up to ``take`` of them (those that match
    ``filter``, if given) into ``to`` ("hand" or "battlefield", together) and the rest in
    ``rest`` ("graveyard", or "bottom": on the bottom of the library in any order)."""

    look: int
    take: int = 1
    rest: str = "graveyard"
    filter: Filter | None = None
    to: str = "hand"


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
    permanent that matches, pay life, or pay mana ("unless that player pays {2}").
    ``count``: how many permanents to sacrifice ("sacrifice three nonland permanents"),
    chosen one at a time and sacrificed together (CR 701.21a). ``any_number``: "discard
    any number of cards" — chosen one at a time, then discarded together (701.9a); with
    :class:`WhenYouDo`, "up to that many targets" is each target spec's maximum."""

    discard: Filter | None = None
    sacrifice: Filter | None = None
    life: int = 0
    mana: ManaCost | None = None
    count: int = 1
    any_number: bool = False


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
    event happens (603.7b), or every time until the end of the turn if ``this_turn`` — or,
    with ``this_turn`` and ``once``, "when you next ... this turn": once, and only this turn."""

    when: Trigger
    effects: tuple[Effect, ...]
    about: Selector | None = None
    this_turn: bool = False
    once: bool = False
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """CR 701.21: sacrifice the objects ``what`` picks (those its controller controls), or
    each player ``who`` picks sacrifices ``count`` permanents of their choice that match
    ``filter`` — other than those ``besides`` picks ("a creature other than enchanted
    creature"). The players choose in turn order (101.4), then all the chosen permanents
    are sacrificed at the same time (701.21a; the release notes of Vile Mutilator)."""

    what: Selector | None = None
    filter: Filter | None = None
    who: Selector = YOU
    count: Amount = 1
    besides: Selector | None = None


@dataclass(frozen=True, slots=True)
class Tap:
    """CR 701.26a: tap the permanents picked (``untap``: untap them)."""

    what: Selector
    untap: bool = False


@dataclass(frozen=True, slots=True)
class Mill:
    """CR 701.17: each player picked puts the top ``amount`` cards of their library into
    their graveyard. With ``link``, the cards milled are remembered under that name for the
    rest of the effect ("from among them": ``Linked(link)``, CR 607.2a)."""

    amount: Amount = 1
    who: Selector = YOU
    link: str = ""


@dataclass(frozen=True, slots=True)
class AddMana:
    """CR 106.4: add ``amount`` mana of ``color`` (a triggered mana ability, 605.1b, or a
    spell's effect: "add {B} equal to the sacrificed creature's mana value")."""

    color: str
    amount: Amount = 1
    spend_only: SpendOnly | None = None  # "Spend this mana only to ..." (CR 106.6)


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
class ChangeTarget:
    """CR 115.7a: "change the target of <the spell or ability ``what`` picks>" — its one
    target becomes another legal target, chosen as this resolves; it must change if it can,
    and stays if no other target is legal."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutOnTop:
    """Put each card picked on top of its owner's library (CR 401.4)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class RollDie:
    """CR 706.1: ``who`` rolls a ``sides``-sided die (the game's seeded random generator,
    706.1b); then ``then`` happens, in which ``EventAmount()`` is the result (706.2)."""

    sides: int
    then: tuple[Effect, ...] = ()
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Vote:
    """CR 701.38a: starting with the controller and in turn order, each player votes for one
    of ``choices`` (each player must vote, none may abstain). Then, for each vote for
    ``choices[i]``, in the order of ``choices`` and of the votes, ``outcomes[i]`` happens,
    in which ``ThatPlayer()`` is the voter (council's dilemma)."""

    choices: tuple[str, ...]
    outcomes: tuple[tuple[Effect, ...], ...]
    words_es: tuple[str, ...] = ()  # how each choice reads in Spanish


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """CR 500.7: each player picked takes an extra turn after this one."""

    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class GainControlOfChosen:
    """Choose a permanent that matches ``filter`` owned by the player ``owner`` picks, and
    gain control of it (CR 613.1b) for the rest of the game."""

    owner: Selector
    filter: Filter = Filter()  # noqa: RUF009 (a frozen value)


@dataclass(frozen=True, slots=True)
class SetLifeTotal:
    """CR 119.5: each player picked's life total becomes ``amount`` — they gain or lose
    the life needed (so a player who can't gain life keeps a lower total, 119.7)."""

    amount: Amount
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class CantGainLife:
    """CR 119.7: each player picked can't gain life — "for the rest of the game", or
    ``until="end_of_turn"``."""

    who: Selector
    until: str = "game"


@dataclass(frozen=True, slots=True)
class TapAny:
    """CR 701.26a: "tap any number of untapped <filter> [you control]" — the controller
    chooses them as this resolves; they are remembered under ``link`` ("for each creature
    tapped this way": ``LinkedCount(link)``)."""

    filter: Filter
    link: str = "tapped"


@dataclass(frozen=True, slots=True)
class PutCounterChoice:
    """CR 122.6: put one counter of a kind the controller chooses among ``kinds`` on each
    object ``what`` picks ("put a flying, lifelink, or +1/+1 counter on it")."""

    kinds: tuple[str, ...]
    what: Selector


@dataclass(frozen=True, slots=True)
class PutSameCounters:
    """CR 122.6: put on the object ``on`` picks as many counters of each kind as the object
    ``of`` picks had as it last existed on the battlefield (CR 608.2h) — "put those counters
    on target creature" (not a move: nothing is removed)."""

    of: Selector
    on: Selector


@dataclass(frozen=True, slots=True)
class CreateEmblem:
    """CR 114.2: "you get an emblem with <ability>" — each player ``who`` picks puts the
    predefined emblem ``emblem`` (a definition in ``grimorio.cards.emblems``) into the
    command zone; they own and control it, and its abilities work from there (114.4)."""

    emblem: str
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class PutOntoBattlefieldAttacking:
    """CR 702.49a, 702.49c (ninjutsu): put the card ``what`` picks from your hand onto the
    battlefield tapped and attacking — the player or planeswalker the creature returned to
    pay the ability's cost was attacking; unblocked. It was never declared as an attacker
    (508.4). Nothing happens if the card has left your hand."""

    what: Selector = THIS


@dataclass(frozen=True, slots=True)
class OnNthResolution:
    """ "<branches[0]> if this is the first time this ability has resolved this turn. If
    it's the second time, <branches[1]> ..." — counts this resolution (CR 608.2) of this
    object's ability, then does the branch for that count; nothing after the last one."""

    branches: tuple[tuple[Effect, ...], ...]


@dataclass(frozen=True, slots=True)
class RevealAndTake:
    """Reveal the top ``amount`` cards of your library (CR 701.20a), put any number of
    those that match any of ``filters`` — with different ``different`` ("power") among
    them — into your hand, and the rest on the bottom of your library in a random order
    (401.4)."""

    amount: Amount
    filters: tuple[Filter, ...]
    different: str = "power"


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


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """Reveal cards from the top of your library until you reveal a card that matches
    ``filter`` (CR 701.20a); put that card into ``to`` and the rest on the bottom of your
    library in a random order (401.4) — not a shuffle (701.24). With no such card, every
    card revealed goes to the bottom in a random order."""

    filter: Filter
    to: str = "hand"


@dataclass(frozen=True, slots=True)
class DistributeCounters:
    """CR 601.2d: "distribute ``total`` ``kind`` counters among one or more targets" — the
    division is announced as the spell or ability is put on the stack, each target getting
    at least one; on resolution each legal target gets its share (608.2b)."""

    kind: str
    total: int
    what: Selector = Target(0)  # noqa: RUF009 (a frozen value)


@dataclass(frozen=True, slots=True)
class EachDealsDamage:
    """Each object ``by`` picks deals damage equal to its power (CR 208.1, as it is now,
    608.2h) to each object or player ``to`` picks, all at once (120.2): "they each deal
    damage equal to their power to target creature"."""

    by: Selector
    to: Selector


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
    | PutOnTopOrBottom
    | WinGame
    | UnlockDoor
    | LoseGame
    | MillAndRepeat
    | CastCopies
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
    | PutChosen
    | RevealUntil
    | DistributeCounters
    | EachDealsDamage
    | CreateEmblem
    | PutOntoBattlefieldAttacking
    | OnNthResolution
    | RevealAndTake
    | ManifestDread
    | TurnFaceUp
    | Surveil
    | Scry
    | EscapeHatch
    | ChangeTarget
    | PutOnTop
    | RollDie
    | Vote
    | ExtraTurn
    | GainControlOfChosen
    | CantGainLife
    | SetLifeTotal
    | TapAny
    | PutCounterChoice
    | PutSameCounters
    | ExileToPlay
    | AllowPlayFrom
    | ChooseAmong
    | IfYouDo
    | AdditionalCombat
    | ChooseDiscard
    | ExileLibrary
)


register_all(globals())
