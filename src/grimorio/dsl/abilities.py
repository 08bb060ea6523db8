"""Costs, modes and abilities of cards (CR 113, 118, 601, 602, 605, 700.2)."""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.continuous import Part
from grimorio.dsl.effects import AttachSource, Condition, Effect
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import EntryReplacement, Replacement
from grimorio.dsl.selectors import THIS, Filter, Selector, Target, TargetSpec
from grimorio.dsl.triggers import Trigger, TriggersAdditionalTime


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost (CR 118): mana plus any of the other things a cost can ask for."""

    mana: ManaCost | None = None
    tap: bool = False  # {T} (CR 107.5)
    untap: bool = False  # {Q} (CR 107.6)
    sacrifice_self: bool = False
    sacrifice: Filter | None = None  # "sacrifice a <filter>" (CR 701.21)
    discard: int = 0  # "discard N cards"
    pay_life: int = 0  # CR 119.4
    exile_self: bool = False
    tap_others: Filter | None = None  # "tap N untapped <filter> you control"
    tap_count: int = 0
    return_to_hand: Filter | None = None  # "return a <filter> you control to its owner's hand"

    def has_choices(self) -> bool:
        return bool(self.sacrifice or self.discard or self.tap_others or self.return_to_hand)


@dataclass(frozen=True, slots=True)
class Mode:
    """What a spell or ability (or one of its modes, CR 700.2) targets and does."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class TargetsMatch:
    """A condition on the chosen targets (e.g. "if it targets a tapped creature")."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class CostReduction:
    """CR 601.2f: the spell costs ``generic`` less when the condition holds."""

    generic: int
    condition: TargetsMatch


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The text of an instant or sorcery (CR 113.3a): its modes and any additional cost."""

    modes: tuple[Mode, ...]
    choose: int = 1  # modal spells: "choose one" (CR 700.2)
    additional_cost: Cost | None = None
    reduction: CostReduction | None = None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """CR 602: "cost: effect". ``sorcery_speed`` is "activate only as a sorcery" (602.5d)."""

    cost: Cost
    mode: Mode
    sorcery_speed: bool = False


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """CR 605.1a: an activated ability without a target that adds mana.

    Each activation adds ``amount`` mana of one colour in ``produce`` (the player chooses);
    ``"chosen"`` stands for the colour chosen as the permanent entered (``AsEnters``).
    """

    cost: Cost
    produce: tuple[str, ...]
    amount: int = 1
    condition: Condition | None = None  # "activate only if ..." (CR 602.5b)


@dataclass(frozen=True, slots=True)
class Static:
    """CR 604: a static ability — a continuous effect that exists while its source is on the
    battlefield and has the ability (604.2), applied to what ``affects`` picks, whenever
    ``condition`` holds ("as long as ...", 611.3a). ``cda`` marks a characteristic-defining
    ability (604.3), which works in every zone and applies first in its layer (613.3)."""

    parts: tuple[Part, ...]
    affects: Selector = THIS
    condition: Condition | None = None
    cda: bool = False
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Triggered:
    """CR 603.1: "[When/Whenever/At] <when>, [if <condition>,] <mode>".

    ``condition`` is an intervening "if" clause, checked when the event happens and again
    on resolution (603.4). ``one_or_more``: "whenever one or more ..." triggers once for a
    group of simultaneous events (603.2c). ``once``: "this ability triggers only once" (on
    this object; a new object after a zone change may trigger again, 400.7). A trigger on
    :class:`~grimorio.dsl.triggers.TappedForMana` whose effects add mana is a mana ability
    that resolves at once (605.1b)."""

    when: Trigger
    mode: Mode
    condition: Condition | None = None
    one_or_more: bool = False
    once: bool = False
    keyword: str = ""  # the keyword it stands for, if any ("ward", CR 702.21a)


@dataclass(frozen=True, slots=True)
class HexproofIgnored:
    """A static ability that changes the rules of targeting for its controller: permanents
    that match ``what`` "can be the targets of spells and abilities you control as though
    they didn't have hexproof" (CR 702.11), and, with ``no_ward``, "ward abilities of those
    permanents don't trigger"."""

    what: Filter
    no_ward: bool = False
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class BeginsOnBattlefield:
    """CR 103.6a: "If this card is in your opening hand, you may begin the game with it on
    the battlefield" (the Leylines)."""

    text_es: str = (
        "Si esta carta está en tu mano inicial, puedes comenzar el juego con ella en el campo "
        "de batalla."
    )
    text_en: str = (
        "If this card is in your opening hand, you may begin the game with it on the battlefield."
    )


@dataclass(frozen=True, slots=True)
class CostModifier:
    """CR 601.2f, 118.7: a static ability by which costs its controller pays cost ``generic``
    more (or, negative, less): to cast spells that match ``spells`` ("enchantment spells
    you cast cost {1} less"), or for an ``action`` ("unlock": unlock costs, 709.5e)."""

    generic: int
    spells: Filter | None = None
    action: str = ""
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Impending:
    """CR 702.176a, the first of the four abilities "Impending N—[cost]" stands for: you may
    pay ``cost`` rather than the spell's mana cost (an alternative cost, 118.9). The other
    three are written with the vocabulary by :func:`grimorio.dsl.keywords.impending`."""

    n: int
    cost: ManaCost


Ability = (
    ActivatedAbility
    | ManaAbility
    | Static
    | Triggered
    | Replacement
    | EntryReplacement
    | TriggersAdditionalTime
    | CostModifier
    | Impending
    | HexproofIgnored
    | BeginsOnBattlefield
)


def equip(cost: str) -> ActivatedAbility:
    """CR 702.6a: "Equip [cost]" — attach to target creature you control; only as a sorcery."""
    you_creature = Filter(types=("creature",), controller="you")
    return ActivatedAbility(
        Cost(mana=ManaCost.parse(cost)),
        Mode(
            targets=(TargetSpec((you_creature,)),),
            effects=(AttachSource(Target(0)),),
            text_es=f"Equipar {cost}",
            text_en=f"Equip {cost}",
        ),
        sorcery_speed=True,
    )


register_all(globals())
