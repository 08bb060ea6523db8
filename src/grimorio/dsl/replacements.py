"""Replacement and prevention effects as data (CR 614, 615).

A replacement effect is a pattern — the event it waits for ("if a card would be put into a
graveyard") — and a change — what happens instead ("exile it instead"). Static abilities
(:class:`Replacement`) make them while their object is on the battlefield; resolving
spells and abilities make them for a while (``grimorio.dsl.effects.ReplaceFor``,
``PreventDamage``). How a permanent itself enters (614.1c–d, 614.12) is said with
:class:`EntersTapped`, :class:`EntersWithCounters` and :class:`AsEnters`.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.continuous import NO_EXCEPTIONS, Except
from grimorio.dsl.entry_words import AsEntersChooseWord
from grimorio.dsl.selectors import Filter
from grimorio.dsl.values import Amount, Condition


# -- what a replacement effect waits for --------------------------------------------------
@dataclass(frozen=True, slots=True)
class WouldMove:
    """An object that matches ``what`` would be put into ``to`` (from ``from_`` if given;
    "die" is ``to="graveyard", from_="battlefield"``). ``what=None``: the affected objects
    of the effect (or the object with the ability)."""

    to: str
    what: Filter | None = None
    from_: str | None = None
    owner: str | None = None  # "you" | "opponent": whose card it is
    # "a card you didn't control": "opponent" — not controlled by you where it is (a card in
    # a hand, library or graveyard is seen as its owner's, CR 108.4a)
    controller: str | None = None


@dataclass(frozen=True, slots=True)
class WouldDealDamage:
    """Damage would be dealt (CR 120, 615): by a source that matches ``source``, to
    ``to`` ("you", "opponent", "player", a card type — "creature", Inferno's "aliado" — or
    None for anything), combat damage only if ``combat``, noncombat only if
    ``noncombat``."""

    source: Filter | None = None
    to: str | None = None
    combat: bool = False
    noncombat: bool = False


@dataclass(frozen=True, slots=True)
class WouldGainLife:
    """A player ("you" / "opponent" / "any") would gain life."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class WouldDraw:
    """A player would draw a card (CR 614.11)."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class WouldEnter:
    """A permanent that matches ``what`` would enter the battlefield (CR 614.1d, 614.12);
    never the object with the ability itself (see :class:`EntersTapped` for that)."""

    what: Filter


@dataclass(frozen=True, slots=True)
class WouldBeDestroyed:
    """A permanent that matches ``what`` would be destroyed (CR 701.8c; I-701.6): put
    from the battlefield into a graveyard by an effect that says "destroy" or by a
    state-based action that destroys — which ones, each game's rules say (CR 701.8b;
    I-701.6b and ``docs/inferno.md``, decision 5). ``what=None``: the object with the
    ability (or the objects the effect locked onto)."""

    what: Filter | None = None


Pattern = WouldMove | WouldDealDamage | WouldGainLife | WouldDraw | WouldEnter | WouldBeDestroyed


# -- what happens instead -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MoveInstead:
    """It is put into ``to`` instead ("exile it instead"). With ``link``, the source's linked
    abilities remember it there ("cards exiled with <this>", CR 607.2a)."""

    to: str
    link: str = ""


@dataclass(frozen=True, slots=True)
class Prevent:
    """CR 615: prevent the damage — all of it, or at most ``amount`` (a shield, 615.7) —
    then do ``then`` with the amount prevented (615.5)."""

    amount: int | None = None
    then: tuple[object, ...] = ()


@dataclass(frozen=True, slots=True)
class Multiply:
    """Twice as much (damage, life, counters) instead."""

    factor: int = 2


@dataclass(frozen=True, slots=True)
class AddAmount:
    """That much plus ``amount`` instead ("you gain that much life plus 1 instead")."""

    amount: int


@dataclass(frozen=True, slots=True)
class EnterTapped:
    """It enters tapped (CR 614.1d)."""


@dataclass(frozen=True, slots=True)
class Skip:
    """Nothing happens instead (CR 614.1b)."""


@dataclass(frozen=True, slots=True)
class MayMoveInstead:
    """ "You may put it into <to> instead" (CR 614.1a; I-613.1a): an optional replacement —
    as the event would happen, the effect's controller ("you"; for a card's own ability out
    of play, its owner, CR 108.4a; I-108.4a) chooses whether it applies, and if they
    decline it doesn't (the others still may, 616.1f). ``how`` names the move ("zone.<how>") and
    ``rule`` the rule it is logged with. ``then`` are the modes of a reflexive triggered
    ability that triggers when the object is moved this way, and only then: "when it is
    put into <to> this way, <then>" (CR 603.12; I-702.9b: *vínculo*'s trigger, which an
    effect that moves the card there directly doesn't trigger, I-702.9d–e). Its source is
    the object where it went (I-113.6) and ``keyword`` the keyword it stands for.

    ``then`` holds :class:`~grimorio.dsl.abilities.Mode` values, which this module can't
    name (the abilities module imports it), as :class:`Prevent`'s ``then`` holds effects."""

    to: str
    how: str = ""
    rule: str = ""
    then: tuple[object, ...] = ()
    keyword: str = ""


@dataclass(frozen=True, slots=True)
class TurnFaceDownInstead:
    """ "Instead, turn it face down" (CR 614.1a; I-613.1a): the permanent the event is
    about stays where it is and is turned face down there — the same object, tapped or
    untapped as it was (CR 110.5c; I-110.6e), with the face-down values of its card's game:
    a 2/2 creature in Magic (708.2a), in Inferno a resource with "Girar: agrega una
    energía" (I-305.5), which nobody may look at, its owner included (I-305.2). One that
    is face down already stays as it is: nothing happens (708.2b)."""


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """ "This permanent enters with N <kind> counters on it [if <condition>]"."""

    kind: str
    amount: Amount = 1
    condition: Condition | None = None
    text_es: str = ""
    text_en: str = ""
    rule: str = "614.1c"  # the rule it is logged with (a Saga's lore counter: 714.3a)


Change = (
    MoveInstead
    | Prevent
    | Multiply
    | AddAmount
    | EnterTapped
    | EntersWithCounters  # "[objects] enter with ..." (CR 614.1d)
    | Skip
    | MayMoveInstead
    | TurnFaceDownInstead
)


@dataclass(frozen=True, slots=True)
class Replacement:
    """A static ability that makes a replacement or prevention effect (CR 614.1, 615.1):
    while its object is on the battlefield, events that fit ``pattern`` happen as ``change``
    says, whenever ``condition`` holds. One about its own object leaving another zone —
    :class:`WouldMove` with no ``what`` and ``from_`` a zone other than the battlefield, "if
    this card would be put into <to> from your <from_>" — says the zone it works from and
    works there instead (CR 113.6b; I-113.5b: *vínculo*'s, from the deck, I-702.9a)."""

    pattern: Pattern
    change: Change
    condition: Condition | None = None
    text_es: str = ""
    text_en: str = ""


# -- how this permanent enters (CR 614.1c, 614.12) -----------------------------------------
@dataclass(frozen=True, slots=True)
class EntersTapped:
    """ "This permanent enters tapped [unless <condition>]"."""

    unless: Condition | None = None
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class AsEnters:
    """CR 614.12a, 607.2a: "as this permanent enters, choose a <what>" — "color",
    "creature_type" or "opponent". The choice is made before it enters and is linked to
    its abilities that say "the chosen ..." (``grimorio.dsl.values`` / selectors)."""

    choose: str
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """CR 707.9, 614.1c: "you may have this permanent enter as a copy of any <of> on the
    battlefield, except ..." — chosen as it would enter, among the permanents already on
    the battlefield; the exceptions ``except_`` are part of its copiable values (707.9b)."""

    of: Filter
    except_: Except = NO_EXCEPTIONS
    text_es: str = ""
    text_en: str = ""


EntryReplacement = EntersTapped | EntersWithCounters | AsEnters | EntersAsCopy | AsEntersChooseWord


register_all(globals())
