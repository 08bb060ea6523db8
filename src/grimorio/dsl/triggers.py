"""Trigger conditions (CR 603.1): the events and states triggered abilities wait for.

``what=None`` means "this object" (the object that has the ability); a :class:`Filter`
means any object that matches it ("whenever a creature you control ..."). Players are
"you", "opponent" or "any", seen from the ability's controller.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.mana_triggers import CastsPayingLess, LandTappedForMana  # mana (issue 23)
from grimorio.dsl.selectors import Filter
from grimorio.dsl.spells_cast import CastsNthSpell  # spells cast this turn (issue 23)
from grimorio.dsl.triggers_casting import (  # casting and playing
    BecomesTargetOfSpell,
    CastsWithManaValue,
    PlaysCard,
)
from grimorio.dsl.triggers_narrowed import Colorless, LosesLifeFirstTime  # narrowed events
from grimorio.dsl.triggers_schemes import IsDealtCombatDamage  # the schemes (issue 23)
from grimorio.dsl.values import Condition
from grimorio.dsl.zones import Zone


@dataclass(frozen=True, slots=True)
class Enters:
    """CR 603.6a: "when [this / a <filter>] enters" — also tokens created."""

    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class Leaves:
    """CR 603.6c, 603.10a: "when [this / a <filter>] leaves the battlefield" or, with
    ``to="graveyard"``, "dies" (700.4). Looks back in time: the object is seen as it last
    existed on the battlefield, and so is the ability's source if it left at the same time."""

    what: Filter | None = None
    to: str | None = None
    was: Filter | None = None  # "if it was a creature": as it last existed (603.10a)
    how: str = ""  # "sacrifice": "when you sacrifice [this / a <filter>]" (CR 701.21a)


@dataclass(frozen=True, slots=True)
class Attacks:
    """CR 508.3a: "whenever [this / a <filter>] attacks" — with ``player``, "attacks a
    player" (not a planeswalker or battle); with ``one_or_more`` such an ability triggers
    once for each player attacked ("whenever one or more ... attack a player")."""

    what: Filter | None = None
    player: bool = False
    # "attacks for the first time each turn": not if it was declared as an attacker earlier
    # this turn (an additional combat phase, CR 500.8)
    first_time: bool = False
    # "attacks alone": it is the only creature declared as an attacker in the declare
    # attackers step (CR 506.5); creatures put onto the battlefield attacking don't count
    alone: bool = False
    # "whenever equipped (enchanted) creature attacks": the creature the source is attached
    # to (CR 301.5f, 303.4b) — "it" and "that creature" are that attacker
    attached: bool = False


@dataclass(frozen=True, slots=True)
class Blocks:
    """CR 509.3a: "whenever [this / a <filter>] blocks"."""

    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class BecomesBlocked:
    """CR 509.3c: "whenever [this / a <filter>] becomes blocked"; with ``by_creature``,
    "becomes blocked by a creature": once for each creature blocking it (509.3d), an event
    that involves that creature too (801.7)."""

    what: Filter | None = None
    # "whenever enchanted (equipped) creature becomes blocked": the object the source is
    # attached to (CR 301.5f, 303.4b)
    attached: bool = False
    by_creature: bool = False


@dataclass(frozen=True, slots=True)
class DealsDamage:
    """CR 120, 603.2: "whenever [this / a <filter>] deals [combat] damage [to a player /
    an opponent / a creature]". ``to`` is "player", "opponent", a card type or supertype
    ("creature"; Inferno's "aliado", "demonio") or None."""

    what: Filter | None = None
    to: str | None = None
    combat: bool = False
    noncombat: bool = False  # "deals noncombat damage": any but combat damage (CR 120.2a-b)
    # "whenever equipped creature deals damage" (CR 301.5f; Inferno's "la carta equipada",
    # I-702.15a): the object the source is attached to
    attached: bool = False


@dataclass(frozen=True, slots=True)
class IsDealtDamage:
    """CR 120: "whenever [this / a <filter>] is dealt damage" — with ``attached``, "whenever
    enchanted creature / enchanted player is dealt damage": the object or player the source
    is attached to (CR 303.4b, 303.4m). Damage dealt to it at the same time by several
    sources is one event (603.2c, 120.2)."""

    what: Filter | None = None
    attached: bool = False


@dataclass(frozen=True, slots=True)
class BecomesTarget:
    """CR 115, 603.2: "whenever [this / a <filter>] becomes the target of a spell or
    ability [an opponent controls]"."""

    what: Filter | None = None
    by: str = "any"


@dataclass(frozen=True, slots=True)
class Casts:
    """CR 601.2i: "whenever [you / an opponent / a player / enchanted player] cast[s] a
    <filter> spell" (``who``: "you", "opponent", "any" or "enchanted", the player the
    source is attached to, CR 303.4b). ``targets_only``: "that targets only a single
    <filter>" — one object or player was chosen as its targets and it matches (115.9c)."""

    spell: Filter = Filter(zone=Zone.STACK)  # noqa: RUF009 (a frozen value)
    who: str = "you"
    targets_only: Filter | None = None
    from_hand: bool = False  # "cast ... from your hand" (CR 601.2a; I-702.20a: impulso)


@dataclass(frozen=True, slots=True)
class Draws:
    """CR 121: "whenever [you / an opponent / a player] draw[s] a card"."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class Discards:
    """CR 701.9: "whenever [you / an opponent / a player] discard[s] a card"."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class GainsLife:
    """CR 119.3: "whenever [you / ...] gain life"."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class LosesLife:
    """CR 119.3: "whenever [you / ...] lose life"."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class BecomesTapped:
    """CR 603.2e: "whenever [this / a <filter>] becomes tapped"."""

    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class TappedForMana:
    """CR 605.1b: "whenever [this / a <filter>] is tapped for mana" — a triggered mana
    ability when its effect adds mana: it resolves at once, without the stack."""

    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class CountersPut:
    """CR 122: "whenever one or more <kind> counters are put on [this / a <filter>]"."""

    kind: str
    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class AtBeginning:
    """CR 603.2b: "at the beginning of [your / each / each opponent's] <step>". Steps are
    named as in ``grimorio.rules.state.state.STEPS``; "main2" is the second main phase (505.1a)."""

    step: str
    whose: str = "you"


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard:
    """CR 603.2, 700.4: "whenever [one or more] <what> [is / are] put into [your] graveyard
    from <from_>" (not from the battlefield: see :class:`Leaves`). "It" / "them" is the
    cards in the graveyard; ``what`` is matched against them there (``owner`` says whose
    graveyard)."""

    what: Filter
    from_: str = "library"


@dataclass(frozen=True, slots=True)
class LeavesGraveyard:
    """CR 603.6, 603.10a: "whenever one or more cards leave [your] graveyard" — a card
    moves from a graveyard of a player ``who`` names to any other zone (cast, returned,
    exiled, put onto the battlefield). It looks back in time (603.10a): the card is matched
    as it was in the graveyard. Written with ``one_or_more=True``: once for each group of
    cards that leave at the same time (603.2c)."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class Unlocked:
    """CR 709.5h: "when you unlock this door" — the Room gets the designation of the door
    the ability is printed on (``door``: 0 left, 1 right; bound by ``dsl.card.room``), on
    the battlefield or as it enters from being cast."""

    door: int = -1


@dataclass(frozen=True, slots=True)
class FullyUnlocks:
    """CR 709.5i: "whenever you fully unlock a Room" — a Room you control that had one
    unlock designation gets the other, or one that had none gets both."""


@dataclass(frozen=True, slots=True)
class AnyOf:
    """One triggered ability with several trigger events: "whenever A and whenever B"
    (eerie). It triggers once for each event that fits any of them."""

    whens: tuple[Trigger, ...]


@dataclass(frozen=True, slots=True)
class ManifestsDread:
    """CR 701.62b: "whenever [you / a player] manifest[s] dread" — after the whole process,
    even if some or all of it was impossible. "It" is the cards put into the graveyard."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class TurnedFaceUp:
    """CR 708.8: "when [this / a <filter>] is turned face up" (not an entering)."""

    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class Chapter:
    """CR 714.2b: a chapter ability "{rN}" — "when one or more lore counters are put onto
    this Saga, if the number of lore counters on it was less than N and becomes at least
    N". The greatest N among a Saga's chapter abilities is its final chapter (714.2d)."""

    n: int


@dataclass(frozen=True, slots=True)
class StateIs:
    """CR 603.8: a state trigger — triggers as soon as ``condition`` holds, and not again
    while the previous instance has not left the stack."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class Done:
    """CR 603.12: "when you do" — a reflexive trigger, triggered by the resolving spell or
    ability itself when the player takes the action (see ``effects.WhenYouDo``)."""


@dataclass(frozen=True, slots=True)
class RevealsThisWay:
    """CR 607.2h; I-603.10, I-606.2f: "whenever you reveal a <what> card this way" — a card
    revealed by this object's own static ability (``dsl.abilities.RevealFirstDraw``), and
    by nothing else; "it" is the card revealed."""

    what: Filter | None = None


@dataclass(frozen=True, slots=True)
class Destroys:
    """I-702.10a (*golpe de gracia*): "siempre que [este aliado / el aliado equipado] sea
    fuente del efecto o del último punto de daño que destruya a un aliado" — a
    leaves-the-battlefield trigger about a ``what`` (any object if None) destroyed — by an
    effect (I-701.6a–b) or, its toughness at 0 or less, as a state-based action
    (I-705.5f; ``docs/inferno.md``, decision 5) — when the source of that effect or of the
    last damage dealt to it was this object, or, with ``attached``, the object this one is
    attached to ("el aliado equipado", I-302.3a). It looks back in time (CR 603.10a;
    I-603.6c): this object may have left play at the same time. "It" is the destroyed
    object where it went; "that player" its controller as it last existed.

    Which source destroyed an object is what the game's rules record, so the game gives
    its matcher (``grimorio.rules.pipeline.triggers.game_matcher``)."""

    what: Filter | None = None
    attached: bool = False


@dataclass(frozen=True, slots=True)
class SetInMotion:
    """CR 701.32, 904.9: "when you set this scheme in motion" (``what`` None: this scheme),
    or "whenever you set a <filter> scheme in motion" ("a non-ongoing scheme")."""

    what: Filter | None = None


Trigger = (
    Enters
    | Leaves
    | Destroys
    | RevealsThisWay
    | Attacks
    | Blocks
    | BecomesBlocked
    | DealsDamage
    | IsDealtDamage
    | BecomesTarget
    | Casts
    | Draws
    | Discards
    | GainsLife
    | LosesLife
    | BecomesTapped
    | TappedForMana
    | CountersPut
    | AtBeginning
    | Unlocked
    | FullyUnlocks
    | PutIntoGraveyard
    | LeavesGraveyard
    | AnyOf
    | ManifestsDread
    | TurnedFaceUp
    | Chapter
    | StateIs
    | Done
    | SetInMotion
    | BecomesTargetOfSpell  # casting and playing (triggers_casting): CR 115, 603.2
    | CastsWithManaValue  # CR 601.2i, 202.3e
    | Colorless  # events narrowed (triggers_narrowed): CR 105.2c
    | PlaysCard  # CR 305.1, 601.2i
    | LosesLifeFirstTime  # CR 119.3
    | IsDealtCombatDamage  # CR 120.1, 510.2: the schemes (issue 23)
    | CastsNthSpell  # CR 601.2i: "their first spell each turn"
    | CastsPayingLess  # CR 601.2h: mana spent less than the mana value
    | LandTappedForMana  # CR 605.1b: "whenever a player taps a land for mana"
)
# The trigger conditions that look back in time (CR 603.10a: leaving the battlefield)
LOOKS_BACK = (Leaves, Destroys)


@dataclass(frozen=True, slots=True)
class TriggersAdditionalTime:
    """A static ability (CR 603.2d): "if a triggered ability of a permanent that matches
    ``of`` triggers, that ability triggers an additional time"."""

    of: Filter = Filter(controller="you")  # noqa: RUF009 (a frozen value)
    text_es: str = ""
    text_en: str = ""


def dies(what: Filter | None = None) -> Leaves:
    """CR 700.4: "dies" means "is put into a graveyard from the battlefield"."""
    return Leaves(what, to="graveyard")


register_all(globals())
