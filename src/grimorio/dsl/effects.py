"""Effects: what a spell or ability does when it resolves (CR 608.2c), as data.

Each effect names who or what it acts on with a selector (``grimorio.dsl.selectors``).
The rules layer (``grimorio.rules.effects.basic``) carries them out through the event pipeline.

Here are the effects every card set uses — damage (120), destroying (701.8), exiling
(701.13), returning to a hand or the battlefield, countering (701.6), drawing (121),
life (119.3), discarding (701.9), continuous effects (611.2) and copies (707.4, 111.1),
attaching (701.3), tokens (111), "if", optional effects and payments (603.5, 608.2d),
reflexive and delayed abilities (603.12, 603.7), sacrificing (701.21), tapping (701.26a),
milling (701.17), mana (106.4), replacement and prevention effects made by resolving
spells (614.1, 615.7, 615.12) and the escape hatch (DESIGN principle 6) — and
:data:`Effect`, the union of every effect. Families of effects have modules of their own:
moves of cards (``effects_moves``), counters (``effects_counters``), the game, its players
and the stack, choices as they resolve and additional combat phases (``effects_game``),
hidden zones (``effects_hidden``), permissions (``permissions``), choices players make as
an effect resolves (``effects_player_choices``), groups of objects and their totals
(``effects_groups``), designations (``effects_designations``), the schemes
(``effects_schemes``), and smaller words in modules named by what they say (attacking,
controllers choosing, excess damage, mana made).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.attack_requirements import AttacksPlayerIfAble  # CR 508.1d (issue 23)
from grimorio.dsl.attacking_words import EnterAttackingPlayer  # CR 508.4 (issue 23)
from grimorio.dsl.continuous import NO_EXCEPTIONS, Except, Part
from grimorio.dsl.controllers_choose import ControllersMayExile, SearchUpTo  # (issue 23)
from grimorio.dsl.effects_counters import (
    DistributeCounters,
    DoubleCounters,
    MoveCounters,
    PutCounterChoice,
    PutCounters,
    PutSameCounters,
    RemoveCounters,
)
from grimorio.dsl.effects_designations import Goad, Monstrosity  # permanent keywords (issue 23)
from grimorio.dsl.effects_game import (
    AbandonScheme,
    AdditionalCombat,
    CantGainLife,
    CastCopies,
    ChangeTarget,
    ChooseAmong,
    CopySpell,
    CreateEmblem,
    EitherOr,
    ExchangeControl,
    ExtraTurn,
    FlipDemon,
    GainControlOfChosen,
    IfYouDo,
    JoinAttack,
    LoseGame,
    OnNthResolution,
    PutAsResource,
    RollDie,
    SetEnvironment,
    SetLifeTotal,
    SkipAddResource,
    SwapDefender,
    TapAny,
    UnlockDoor,
    Vote,
    WinGame,
)
from grimorio.dsl.effects_groups import (  # groups of objects and their totals
    DestroyTogether,
    ExileWithCardTypes,
    IfShareCardTypes,
    ReturnAllToBattlefield,
    WithGreatestAttackingPower,
)
from grimorio.dsl.effects_hidden import ChooseDiscard, ExileLibrary
from grimorio.dsl.effects_moves import (
    LookAndOrder,
    LookAndTake,
    ManifestDread,
    MillAndRepeat,
    PutChosen,
    PutOnBottom,
    PutOntoBattlefieldAttacking,
    PutOnTop,
    PutOnTopOrBottom,
    RevealAndTake,
    RevealUntil,
    Scry,
    Search,
    SearchZones,
    ShuffleIntoLibrary,
    Surveil,
    TurnFaceUp,
)
from grimorio.dsl.effects_player_choices import (  # decided as they resolve (608.2d)
    ChooseOddOrEven,
    EachPlayerChooses,
    SacrificeOrElse,
    UntapUpTo,
)
from grimorio.dsl.effects_schemes import SchemeEffect  # the Archenemy schemes' words
from grimorio.dsl.library_top import DamageWithExcess  # CR 120.10 (issue 23)
from grimorio.dsl.mana import ManaCost, SpendOnly
from grimorio.dsl.mana_effects import AddManaProduced  # CR 605.1b (issue 23)
from grimorio.dsl.permissions import AllowPlayFrom, ExileToPlay, PlayThisNow
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
    # "sacrifice a permanent other than that creature or this Equipment": never what
    # ``besides`` picks (nor the source, with ``Filter(other=True)``)
    besides: Selector | None = None


@dataclass(frozen=True, slots=True)
class May:
    """CR 603.5, 608.2d: "you may <effects>" — the player chooses on resolution."""

    effects: tuple[Effect, ...]
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Unless:
    """ "<effects> unless <who> <payment>" (CR 608.2d): the player chooses whether to pay;
    if they don't (or can't), the effects happen — and if they do, ``if_paid`` happens
    instead ("counter target spell unless its controller pays {2}. If they do, surveil 2":
    the spell's controller, you, surveils)."""

    effects: tuple[Effect, ...]
    payment: Payment
    who: Selector = YOU
    if_paid: tuple[Effect, ...] = ()
    # "each <who> may <pay>. Then <effects> ... each of them who didn't" (CR 101.4): every
    # player ``who`` picks chooses first, in turn order, then ``effects`` happen once, with
    # ``WhoDidnt()`` picking those who didn't pay (none didn't: nothing happens)
    then_once: bool = False


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
class DestroyOfChoice:
    """CR 701.8, 101.4: each player ``who`` picks chooses ``count`` permanents they control
    that match ``filter`` (other than those ``besides`` picks), in turn order, as for a
    :class:`Sacrifice` of their choice; then all the chosen permanents are destroyed at the
    same time — an indestructible one stays (702.12b): "each player chooses a creature they
    control. Destroy those creatures". Inferno's "cada demonio destruye un aliado que
    controla" speaks of each player (I-102.4) destroying an ally of their choice (I-701.6,
    I-101.4), in a game that has no sacrifice."""

    filter: Filter
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
class EscapeHatch:
    """DESIGN principle 6: what the odd card does that the vocabulary can't say yet. ``key``
    names a handler in ``grimorio.mtg.effects.escape_hatch``, the one place with card-specific code;
    every card that uses it is counted and reported as debt (``grimorio cards --coverage``).
    Prefer extending the vocabulary: the next card then gets it for free."""

    key: str


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
    | AbandonScheme
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
    | SearchZones
    | If
    | May
    | Unless
    | WhenYouDo
    | Delayed
    | Sacrifice
    | DestroyOfChoice
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
    | LookAndOrder
    | EscapeHatch
    | ChangeTarget
    | PutOnTop
    | RollDie
    | SetEnvironment
    | FlipDemon
    | SwapDefender
    | ExchangeControl
    | JoinAttack
    | PutAsResource
    | SkipAddResource
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
    | PlayThisNow
    | ChooseAmong
    | EitherOr
    | IfYouDo
    | AdditionalCombat
    | ChooseDiscard
    | ExileLibrary
    | Goad  # permanent keywords (issue 23): CR 701.15
    | Monstrosity  # CR 701.37
    | SchemeEffect  # the Archenemy schemes (issue 23): grimorio.dsl.effects_schemes
    | ChooseOddOrEven  # decided as it resolves (effects_player_choices): CR 608.2d
    | EachPlayerChooses  # CR 101.4
    | ReturnAllToBattlefield  # groups of objects (effects_groups): CR 303.4f-g
    | IfShareCardTypes  # CR 205.2a
    | SacrificeOrElse  # CR 701.21a, 608.2d
    | UntapUpTo  # CR 701.26b
    | WithGreatestAttackingPower  # CR 508.1, 608.2h
    | DestroyTogether  # CR 701.8a
    | ExileWithCardTypes  # CR 205.2a, 701.13a
    | DamageWithExcess  # CR 120.10: excess damage (issue 23)
    | EnterAttackingPlayer  # CR 508.4: attacking the player named
    | AttacksPlayerIfAble  # CR 508.1d, 802.3a: a requirement tied to one player
    | ControllersMayExile  # CR 101.4, 608.2d, 701.13a
    | SearchUpTo  # CR 701.23: up to N cards
    | AddManaProduced  # CR 106.7, 605.1b: mana of a type a land produced
)


register_all(globals())
