"""Effects and an ability the Archenemy schemes of *Duskmourn* brought into the card vocabulary
(issue 23; CR 314, 904). Most are general words any card could use:

* schemes themselves: setting one in motion again (701.32b), "the next time you would set a
  scheme in motion, instead set three in motion" (614.1a, 701.32c), "abandon this scheme.
  If you do, ..." (701.33);
* choices as an effect resolves (608.2c–d): "choose up to N / any number of <filter>
  [with different mana values]", separating cards into a face-down and a face-up pile
  that an opponent chooses between (700.3), redistributing life totals (119.5);
* casting spells "without paying their mana costs" while the effect resolves (608.2g,
  118.9), exiling cards from the top of a library until one matches (701.13);
* "your commander" (903.3e), which a player of a game with schemes never has
  (Supervillain Rumble, 904.12): what refers to it does nothing;
* tokens that are copies of each object picked (707.2, 111.1) and tokens put onto the
  battlefield attacking (508.4); permanent cards put from a hand onto the battlefield for
  each card type among other permanents (205.2a);
* discarding whole hands and drawing for what each player discarded (701.9, 121.2);
  revealing the top cards of a library into the hand (701.20a); the total mana value of
  objects as an amount (202.3); a reflexive triggered ability that triggers when what the
  effect did fits a condition (603.12);
* the static ability "you may play an additional land on each of your turns" (305.2);
* rules for players that last until the controller's next turn (611.2b): "your hand has no
  maximum size" (402.2), "<a player> chooses a player; only the chosen player and you can
  cast spells and attack with creatures" (101.2, 508.1c); "each of them attacks its owner
  this turn if able" (508.1d); and the static ability "you have hexproof" (702.11c).

They join the union ``grimorio.dsl.effects.Effect`` (as :data:`SchemeEffect`); the rules are
in ``grimorio.mtg.effects`` (``resolution_choices``, ``free_casting``, ``onto_battlefield``,
``scheme_moves``) and ``grimorio.mtg.variants`` (``archenemy``, ``your_commander``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import YOU, Filter, Selector, TargetSpec

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect
    from grimorio.dsl.values import Condition


# -- schemes (CR 701.32–701.33) -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SetSchemeInMotion:
    """CR 701.32b: the controller sets a scheme in motion — the top one of their scheme deck
    (``what`` None), or the scheme ``what`` picks ("set that scheme in motion again"): it is
    moved off the top of the scheme deck if it is there and turned face up if it isn't; it
    is set in motion even if neither happens."""

    what: Selector | None = None


@dataclass(frozen=True, slots=True)
class SetInMotionInstead:
    """CR 614.1a, 701.32c: "the next time you would set a scheme in motion, instead set
    ``times`` schemes in motion" — a replacement effect of the controller's, used up by the
    next scheme they would set in motion; the schemes are set in motion one at a time."""

    times: int = 3


@dataclass(frozen=True, slots=True)
class AbandonThen:
    """CR 701.33, 608.2c: "abandon this scheme. If you do, <effects>" — the effects happen
    only if the source was a face-up ongoing scheme that is abandoned now (701.33a)."""

    effects: tuple[Effect, ...]


# -- "your commander" (CR 903.3e) -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class YourCommander:
    """CR 903.3e: effects about "your commander", found in any zone, with its characteristics
    now: it is remembered as ``Linked(key)`` and its mana value (202.3) is ``EventAmount()``
    in ``effects``; a player with two commanders chooses one as this resolves (the release
    notes of *Conocerás el verdadero sufrimiento*).

    A player who has no commander — in every game but Commander (903), Supervillain Rumble
    among them (904.12) — has none to find: what refers to it is undefined, and that part
    of the ability does nothing (as 903.4f says of the colour identity of a commander a
    player doesn't have)."""

    effects: tuple[Effect, ...]
    key: str = "commander"


@dataclass(frozen=True, slots=True)
class Remember:
    """CR 607.2a: the objects ``what`` picks now are remembered as ``Linked(key)`` for the
    rest of the resolution — without the commanders among them (903.3) if ``commanders`` is
    False ("each creature that isn't a commander")."""

    what: Selector
    key: str
    commanders: bool = True


# -- choices as the effect resolves (CR 608.2c–d) ------------------------------------------
@dataclass(frozen=True, slots=True)
class ChooseObjects:
    """CR 608.2c–d: the controller chooses objects that match ``filter`` as this resolves —
    up to ``most`` of them, or any number (None); with ``distinct="mana_value"``, no two
    with the same mana value (202.3: "creatures with different mana values"). They are
    remembered as ``Linked(key)`` (607.2a); nothing chosen is nothing remembered."""

    filter: Filter
    most: int | None = None
    distinct: str = ""
    key: str = "chosen"


@dataclass(frozen=True, slots=True)
class SeparatePiles:
    """CR 700.3: "look at the top ``count`` cards of your library and separate them into a
    face-down pile and a face-up pile. An opponent chooses one of those piles. Put the
    cards of that pile into your hand and the rest on the bottom of your library in any
    order" — the controller chooses the opponent (the release notes), who sees the face-up
    pile and only how many cards the face-down one has (the face-down cards are never
    shown, 700.3, 406.3); either pile may be empty (700.3d)."""

    count: int = 4


@dataclass(frozen=True, slots=True)
class RedistributeLife:
    """CR 119.5: "you may redistribute any number of life totals" — the controller chooses
    the players whose life totals are redistributed and which of those totals each of them
    gets; each gains or loses the life needed to have it (so replacement effects and
    triggered abilities apply to the gains and losses, the release notes)."""


# -- casting, exiling, revealing ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CastFree:
    """CR 608.2g, 118.9: "you may cast [up to ``most``] spells from among <among> without
    paying their mana costs" — one at a time as this resolves, in the order chosen; the
    timing rules of the card's types don't apply (608.2g), no other alternative cost can
    be used (118.9a), additional costs are paid (118.9d) and X is 0 (107.3b). A land card
    can't be cast. ``then`` happens if one or more spells were cast ("if you do")."""

    among: Selector
    most: int | None = None
    then: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class ExileUntil:
    """CR 701.13a: "exile cards from the top of your library until you exile a <filter>
    card" — each player ``who`` picks, in turn order, every card exiled face up; the ones
    that match are remembered as ``Linked(key)`` (607.2a), what an earlier resolution
    remembered forgotten. With no such card the whole library is exiled. With ``Filter()``
    (any card) it is "each opponent exiles the top card of their library"."""

    filter: Filter
    key: str = "exiled"
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class EachMills:
    """CR 701.17a: "each player mills ``amount`` cards" — each player ``who`` picks, in turn
    order; every card milled is remembered as ``Linked(key)`` ("from among the milled
    cards", 607.2a), what an earlier resolution remembered forgotten."""

    amount: int
    who: Selector
    key: str = "milled"


@dataclass(frozen=True, slots=True)
class RevealToHand:
    """CR 701.20a: "reveal the top ``count`` cards of your library and put them into your
    hand" — the cards are remembered there as ``Linked(key)`` (607.2a)."""

    count: int
    key: str = "revealed"


@dataclass(frozen=True, slots=True)
class WithTotalManaValue:
    """CR 202.3, 608.2h: ``effects`` with ``EventAmount()`` the total mana value of the
    objects ``of`` picks now ("damage equal to the total mana value of those cards"; X is 0
    in a card that isn't on the stack, 202.3e)."""

    of: Selector
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Reflexive:
    """CR 603.12: "when <condition>, <effects>" — a reflexive triggered ability that
    triggers if ``condition`` holds as this is reached (what the effect did: "when you
    reveal one or more nonland cards this way"); its ``targets`` are chosen as it is put on
    the stack and players may respond to it as to any triggered ability."""

    condition: Condition
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text_es: str = ""
    text_en: str = ""


# -- tokens and permanents ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CreateCopyTokens:
    """CR 111.1, 707.2: "for each of them, create a token that's a copy of it" — one token
    for each object ``of`` picks, each with its copiable values (707.2: of a token, the
    characteristics the effect that created it gave it); with ``legendary`` False, "except
    it isn't legendary" (707.9b). The tokens are remembered as ``Linked(link)`` (607.2a)."""

    of: Selector
    link: str = ""
    legendary: bool = True


@dataclass(frozen=True, slots=True)
class EnterAttacking:
    """CR 508.4: each creature ``what`` picks, put onto the battlefield attacking ("tapped
    and attacking"): its controller chooses the defending player, or a planeswalker a
    defending player controls, it attacks. It was never declared as an attacker (508.4)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """CR 608.2c: "put a <filter> card from among <among> onto the battlefield under your
    control" — the controller chooses one (if any matches: it isn't optional). An Aura
    put there this way is attached as it enters to what its controller chooses among what
    it could legally enchant, targeting nothing (303.4f: a permanent with hexproof may be
    chosen); an Aura with nothing to enchant stays where it is (303.4g)."""

    among: Selector
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class PutPerCardType:
    """CR 205.2a, 608.2c: "for each card type among <among>, you may put a permanent card of
    that type from your hand onto the battlefield" — the controller chooses, type by type,
    a card of theirs for each (a card put for one type is not put again), and they enter
    together."""

    among: Filter


# -- hands ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DiscardHands:
    """CR 701.9a: each player ``who`` picks discards their hand; the cards are remembered as
    ``Linked(link)`` — and those the controller discarded also as ``Linked(own)``, for "if
    you discarded a card this way" (607.2a)."""

    who: Selector
    link: str = "discarded"
    own: str = ""


@dataclass(frozen=True, slots=True)
class DrawPerDiscarded:
    """CR 121.2: each player ``who`` picks draws as many cards as they discarded of the cards
    remembered as ``Linked(link)``, less ``minus`` ("the number of cards that player
    discarded this way minus one"); one who discarded none draws none."""

    who: Selector
    link: str = "discarded"
    minus: int = 0


# -- static abilities -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class AdditionalLandPlays:
    """CR 305.2: "you may play ``n`` additional land(s) on each of your turns" — a static
    ability; several are cumulative (the release notes of *Mis zarcillos están muy
    arraigados*)."""

    n: int = 1
    text_es: str = ""
    text_en: str = ""


# -- rules for players, until your next turn (CR 611.2b) ------------------------------------
class PlayerAction(StrEnum):
    """What a rule for players may forbid (CR 101.2: a "can't" wins over a "can")."""

    CAST_SPELLS = "cast_spells"  # CR 601.1: casting a spell
    ATTACK = "attack"  # CR 508.1a: declaring a creature as an attacker


@dataclass(frozen=True, slots=True)
class NoMaximumHandSizeUntilYourTurn:
    """CR 402.2, 611.2b: "your hand has no maximum size until your next turn" — the
    controller discards nothing in their cleanup steps (514.1) until their next turn
    begins (just before its untap step)."""


@dataclass(frozen=True, slots=True)
class OnlyChosenAndYou:
    """CR 608.2d, 101.2, 611.2b: "<chooser> chooses a player. Until your next turn, only the
    chosen player and you can <actions>" — the player ``chooser`` picks chooses, as this
    resolves, any player in the game (themselves or the controller too); every other
    player can't do ``actions`` until the controller's next turn begins. Blocking,
    activating abilities and special actions stay allowed."""

    chooser: Selector
    actions: tuple[PlayerAction, ...] = (PlayerAction.CAST_SPELLS, PlayerAction.ATTACK)


@dataclass(frozen=True, slots=True)
class AttackOwnerIfAble:
    """CR 508.1d, 802.3a: "each of them attacks its owner this turn if able" — one
    requirement for each permanent ``what`` picks, obeyed only by attacking its owner
    (not a planeswalker, not another player); a creature that can't attack its owner
    (tapped, forbidden, its owner itself or gone) is bound by nothing, and a cost to
    attack need not be paid (the release notes of *Mi golpe maestro definitivo*)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PlayerHexproof:
    """CR 702.11c: a static ability — "you have hexproof": its controller can't be the
    target of spells or abilities their opponents control."""

    text_es: str = ""
    text_en: str = ""


# The effects of this module, which join the union ``grimorio.dsl.effects.Effect``.
SchemeEffect = (
    SetSchemeInMotion
    | SetInMotionInstead
    | AbandonThen
    | YourCommander
    | Remember
    | ChooseObjects
    | SeparatePiles
    | RedistributeLife
    | CastFree
    | ExileUntil
    | EachMills
    | RevealToHand
    | WithTotalManaValue
    | Reflexive
    | CreateCopyTokens
    | EnterAttacking
    | PutOntoBattlefield
    | PutPerCardType
    | DiscardHands
    | DrawPerDiscarded
    | NoMaximumHandSizeUntilYourTurn
    | OnlyChosenAndYou
    | AttackOwnerIfAble
)

SCHEME_EFFECTS = (
    SetSchemeInMotion,
    SetInMotionInstead,
    AbandonThen,
    YourCommander,
    Remember,
    ChooseObjects,
    SeparatePiles,
    RedistributeLife,
    CastFree,
    ExileUntil,
    EachMills,
    RevealToHand,
    WithTotalManaValue,
    Reflexive,
    CreateCopyTokens,
    EnterAttacking,
    PutOntoBattlefield,
    PutPerCardType,
    DiscardHands,
    DrawPerDiscarded,
    NoMaximumHandSizeUntilYourTurn,
    OnlyChosenAndYou,
    AttackOwnerIfAble,
)

register_all(globals())
