"""Costs, modes and abilities of cards (CR 113, 118, 601, 602, 605, 700.2)."""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.casting_keywords import Blitz, CardsHave, Escape, Miracle, Retrace, Suspend
from grimorio.dsl.continuous import Part
from grimorio.dsl.counter_rules import CountersStay
from grimorio.dsl.effects import AttachSource, Effect
from grimorio.dsl.effects_schemes import AdditionalLandPlays, PlayerHexproof
from grimorio.dsl.library_top import LookAtLibraryTop
from grimorio.dsl.mana import ManaCost, SpendOnly
from grimorio.dsl.permissions import AltCostFor, CastThisFrom, Flashback, MayPlayFrom
from grimorio.dsl.replacements import EntryReplacement, Replacement
from grimorio.dsl.selectors import THIS, Attached, Filter, Selector, Target, TargetSpec
from grimorio.dsl.triggers import Trigger, TriggersAdditionalTime
from grimorio.dsl.values import Amount, Condition


@dataclass(frozen=True, slots=True, init=False)
class Cost:
    """A cost (CR 118): mana plus any of the other things a cost can ask for."""

    mana: ManaCost | None = None
    tap: bool = False  # {T} (CR 107.5)
    untap: bool = False  # {Q} (CR 107.6)
    sacrifice_self: bool = False
    sacrifice: Filter | None = None  # "sacrifice a <filter>" (CR 701.21)
    # "sacrifice a <sacrifice> or pay <or_mana>": the player chooses which (CR 601.2b, 601.2f)
    or_mana: ManaCost | None = None
    discard: int = 0  # "discard N cards"
    pay_life: int = 0  # CR 119.4
    exile_self: bool = False
    tap_others: Filter | None = None  # "tap N untapped <filter> you control"
    tap_count: int = 0
    return_to_hand: Filter | None = None  # "return a <filter> you control to its owner's hand"
    # "tap any number of untapped <tap_others> you control with total power N or greater"
    # (crew, CR 702.122a): ``tap_power`` is N (then ``tap_count`` is not used)
    tap_power: int = 0
    # "exile a <filter> you control" (CR 118.3); the card is remembered as exiled with the
    # permanent the spell becomes (CR 607.2q, ``Linked("exiled")``)
    exile: Filter | None = None
    exile_from_graveyard: int = 0  # "exile N cards from your graveyard" (CR 601.2f, 118.3)
    # "exile N other <filter> cards from your graveyard": only cards that match (the card
    # the ability is on is never one of them: "this card and two other cards named ...")
    exile_graveyard_filter: Filter | None = None
    # "Discard this card" (CR 701.9): a cost only a card in its owner's hand can pay, so the
    # ability functions from the hand (113.6j).
    discard_self: bool = False
    # "Choose a <choose> you control or reveal a <reveal> card from your hand" (CR 601.2f,
    # 701.20a): one object, remembered for a spell's effects as ``Linked("chosen")``.
    choose: Filter | None = None
    reveal: Filter | None = None
    # CR 606.4: a loyalty ability's cost — put (positive) or remove (negative) that many
    # loyalty counters on the permanent; 0 is a loyalty cost too ("0:", 606.2)
    loyalty: int | None = None

    def __init__(
        self,
        mana: ManaCost | None = None,
        tap: bool = False,
        untap: bool = False,
        sacrifice_self: bool = False,
        sacrifice: Filter | None = None,
        or_mana: ManaCost | None = None,
        discard: int = 0,
        pay_life: int = 0,
        exile_self: bool = False,
        tap_others: Filter | None = None,
        tap_count: int = 0,
        return_to_hand: Filter | None = None,
        tap_power: int = 0,
        exile: Filter | None = None,
        exile_from_graveyard: int = 0,
        exile_graveyard_filter: Filter | None = None,
        discard_self: bool = False,
        choose: Filter | None = None,
        reveal: Filter | None = None,
        loyalty: int | None = None,
    ) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "mana", mana)
        object.__setattr__(self, "tap", tap)
        object.__setattr__(self, "untap", untap)
        object.__setattr__(self, "sacrifice_self", sacrifice_self)
        object.__setattr__(self, "sacrifice", sacrifice)
        object.__setattr__(self, "or_mana", or_mana)
        object.__setattr__(self, "discard", discard)
        object.__setattr__(self, "pay_life", pay_life)
        object.__setattr__(self, "exile_self", exile_self)
        object.__setattr__(self, "tap_others", tap_others)
        object.__setattr__(self, "tap_count", tap_count)
        object.__setattr__(self, "return_to_hand", return_to_hand)
        object.__setattr__(self, "tap_power", tap_power)
        object.__setattr__(self, "exile", exile)
        object.__setattr__(self, "exile_from_graveyard", exile_from_graveyard)
        object.__setattr__(self, "exile_graveyard_filter", exile_graveyard_filter)
        object.__setattr__(self, "discard_self", discard_self)
        object.__setattr__(self, "choose", choose)
        object.__setattr__(self, "reveal", reveal)
        object.__setattr__(self, "loyalty", loyalty)

    def has_choices(self) -> bool:
        return bool(
            self.sacrifice
            or self.discard
            or self.tap_others
            or self.return_to_hand
            or self.exile_from_graveyard
            or self.exile
            or self.choose
            or self.reveal
        )


@dataclass(frozen=True, slots=True, init=False)
class Mode:
    """What a spell or ability (or one of its modes, CR 700.2) targets and does."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    text_es: str = ""
    text_en: str = ""

    def __init__(
        self,
        targets: tuple[TargetSpec, ...] = (),
        effects: tuple[Effect, ...] = (),
        text_es: str = "",
        text_en: str = "",
    ) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "effects", effects)
        object.__setattr__(self, "text_es", text_es)
        object.__setattr__(self, "text_en", text_en)


@dataclass(frozen=True, slots=True)
class TargetsMatch:
    """A condition on the chosen targets (e.g. "if it targets a tapped creature")."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class CostReduction:
    """CR 601.2f: the spell costs ``generic`` less when the condition holds — a condition
    on its targets, or on the game as the cost is determined ("as long as there are four or
    more card types among cards in your graveyard": ``Delirium()``)."""

    generic: int
    condition: TargetsMatch | Condition


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The text of an instant or sorcery (CR 113.3a): its modes and any additional cost."""

    modes: tuple[Mode, ...]
    choose: int = 1  # modal spells: "choose one" (CR 700.2)
    additional_cost: Cost | None = None
    reduction: CostReduction | None = None
    # "Choose one. If <more_if>, choose one or more instead" (delirium): checked as the modes
    # are chosen (CR 601.2b, 700.2a); each mode at most once (700.2d), done in the order
    # written (608.2c)
    more_if: Condition | None = None
    # "An opponent chooses one —": an opponent the controller picks chooses the mode as the
    # spell is cast (CR 700.2e), one within the controller's range (801.5a, 801.5c)
    opponent_chooses: bool = False


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """CR 602: "cost: effect". ``sorcery_speed`` is "activate only as a sorcery" (602.5d);
    ``once`` is "activate only once" — on this object, whoever controls it (602.5b); a new
    object (400.7) may activate it again."""

    cost: Cost
    mode: Mode
    sorcery_speed: bool = False
    once: bool = False
    # CR 113.6: the zone the ability functions from — "hand" when its cost discards the card
    # (113.6j), "graveyard" when it returns "this card from your graveyard" (113.6m).
    zone: str = "battlefield"
    condition: Condition | None = None  # "activate only if ..." (CR 602.5b)
    # A modal ability, "choose one —" (CR 700.2): its modes (``mode`` is then the first).
    modes: tuple[Mode, ...] = ()

    @property
    def all_modes(self) -> tuple[Mode, ...]:
        return self.modes or (self.mode,)


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
    spend_only: SpendOnly | None = None  # "Spend this mana only to ..." (CR 106.6)
    # What else it does as it resolves, at once (CR 605.3b): "put a nest counter on this".
    effects: tuple[Effect, ...] = ()


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
    # CR 700.2b: a modal triggered ability — its controller chooses one of ``modes`` as it
    # is put on the stack (``mode`` is then only its header text); ``unchosen``: "choose one
    # that hasn't been chosen" (for this object, 400.7)
    modes: tuple[Mode, ...] = ()
    unchosen: bool = False
    once_each_turn: bool = False  # "this ability triggers only once each turn"
    # CR 113.6k, 113.6m: the zone the ability functions from — "graveyard" when its effect
    # moves the card out of its owner's graveyard ("return this card from your graveyard")
    zone: str = "battlefield"
    # "whenever <event> while <while_holds>": part of the trigger event (CR 603.2), checked
    # only as the event happens — unlike an intervening "if" (603.4), not again on
    # resolution ("whenever this creature attacks while there are four or more card types
    # among cards in your graveyard")
    while_holds: Condition | None = None


@dataclass(frozen=True, slots=True)
class Protection:
    """CR 702.16: "protection from [quality]" — ``quality`` is a filter on the objects it
    is protected from (``Filter(colors=("R",))``: from red; ``Filter()``: from everything).
    It can't be targeted by spells or abilities from such sources (702.16b), enchanted or
    equipped by them (702.16c–d), blocked by such creatures (702.16f), and damage they
    would deal to it is prevented (702.16e)."""

    quality: Filter
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Immune:
    """I-702.21: *Inmune – [fuente]* — ``quality`` is a filter on the sources it is immune
    to ("Inmune – Caos": ``Filter(paths=("Caos",))``). It "can't be the target of [such a
    source], can't be attacked by it and is dealt no damage by it" (I-702.21b); instances
    with different sources work independently (I-702.21c)."""

    quality: Filter
    text_es: str = ""
    text_en: str = ""


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
class CantBeBlockedBy:
    """CR 509.1b: a restriction on blocking — "this creature can't be blocked by <filter>"
    ("by Glimmers"). Checked as blockers are declared only: a creature that becomes a
    <filter> after it blocked doesn't remove the attacker from combat (509.1h)."""

    filter: Filter
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class LifeGainForbidden:
    """CR 119.7: a static ability — "<who> can't gain life" ("enchanted player":
    ``Attached()``, "your opponents": ``EachOpponent()``). No life gain event happens for
    those players while it is on the battlefield."""

    who: Selector = Attached()  # noqa: RUF009 (a frozen value)
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class LookAtFaceDown:
    """A static ability: "you may look at face-down <what> any time" (what matches ``what``,
    seen from the ability's controller: "creatures your opponents control"). It lets its
    controller see those face-down permanents (CR 708.5), not face-down spells."""

    what: Filter
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
class SpellsHave:
    """A static ability that gives spells a keyword while they are cast (CR 601.2, 604.1):
    "<spells> you cast have <keyword>" — "creature spells you cast have convoke" (702.51a).
    ``spells`` describes the spell as it is being cast."""

    spells: Filter
    keywords: tuple[str, ...]
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class UntapsDuringOthers:
    """CR 502.3: a static ability — "untap each <what> you control during each other
    player's untap step"; they untap at the same time as the active player's permanents.
    Effects that stop untapping only "during your untap step" don't apply then."""

    what: Filter
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """CR 502.3: a static ability — "<what> doesn't untap during its controller's untap
    step" ("enchanted creature": ``Attached()``). It is the ability's effect, not an
    ability of the permanent it applies to."""

    what: Selector = Attached()  # noqa: RUF009 (a frozen value)
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class RevealFirstDraw:
    """A static ability: "reveal the first card you draw each turn" (CR 701.20a; Inferno's
    "muestra la primer carta que tomas cada turno", I-603.10, I-701.13a). A triggered
    ability printed in the same paragraph, "whenever you reveal a <filter> card this way"
    (``dsl.triggers.RevealsThisWay``), is linked to it and sees only what it reveals (CR
    607.2h; I-606.2f). ``grimorio.rules.pipeline.reveals`` carries it out."""

    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class MaximumHandSize:
    """CR 402.2: a static ability that changes maximum hand sizes — "you have no maximum
    hand size" (``size`` None: its controller discards nothing in the cleanup step, 514.1)
    or "each opponent's maximum hand size is equal to <size>" — for the players ``who``
    picks ("you", "opponent" or "each", seen from its controller), while ``condition``
    holds. Several apply in timestamp order (613.7; a Room's door from when it was
    unlocked): the last one applied decides (the release notes of Steaming Sauna and
    Winter, Misanthropic Guide). ``grimorio.mtg.turn.player_rules`` carries it out."""

    size: Amount | None = None
    who: str = "you"
    condition: Condition | None = None
    text_es: str = ""
    text_en: str = ""


# "You have no maximum hand size" (CR 402.2): the same word, with no size.
NoMaximumHandSize = MaximumHandSize


@dataclass(frozen=True, slots=True)
class DontLoseForLife:
    """CR 104.3b, 704.5a: "You don't lose the game for having 0 or less life" — the
    state-based action doesn't make its controller lose."""

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
    | Protection
    | Immune
    | CantBeBlockedBy
    | LifeGainForbidden
    | BeginsOnBattlefield
    | SpellsHave
    | UntapsDuringOthers
    | LookAtFaceDown
    | DoesntUntap
    | MaximumHandSize
    | RevealFirstDraw
    | DontLoseForLife
    | MayPlayFrom
    | CastThisFrom
    | Flashback
    | AltCostFor
    # keyword abilities about casting (CR 702.94, 702.138, 702.62, 702.81, 702.152; issue 23)
    | Miracle
    | Escape
    | Suspend
    | Retrace
    | Blitz
    | CardsHave
    | AdditionalLandPlays  # CR 305.2 (the Archenemy schemes, issue 23)
    | LookAtLibraryTop  # CR 401.2: the top card of your library (issue 23)
    | PlayerHexproof  # CR 702.11c (the Archenemy schemes, issue 23)
    | CountersStay  # CR 122, 101.2: counters that can't be removed (issue 23)
)


def equip(cost: str | Cost, text_es: str = "", text_en: str = "") -> ActivatedAbility:
    """CR 702.6a: "Equip [cost]" — attach to target creature you control; only as a sorcery.
    The cost is a mana cost ("{4}") or any other cost ("Equip—Sacrifice a creature": a
    :class:`Cost`, with its text)."""
    you_creature = Filter(types=("creature",), controller="you")
    if isinstance(cost, str):
        text_es, text_en = text_es or f"Equipar {cost}", text_en or f"Equip {cost}"
        cost = Cost(mana=ManaCost.parse(cost))
    return ActivatedAbility(
        cost,
        Mode(
            targets=(TargetSpec((you_creature,)),),
            effects=(AttachSource(Target(0)),),
            text_es=text_es,
            text_en=text_en,
        ),
        sorcery_speed=True,
    )


register_all(globals())
