"""Keyword abilities about casting a card, as data (CR 702.94 miracle, 702.138 escape,
702.62 suspend, 702.81 retrace, 702.152 blitz), and the static ability that gives one of
them to cards in a zone (:class:`CardsHave`: "each enchantment card in your hand has
miracle").

Each record here is the ability that lets the card be cast in a new way; what else the
keyword stands for (haste while the blitz cost was paid, suspend's triggered abilities) is
written with the vocabulary by :mod:`grimorio.dsl.casting_abilities`, whose functions a card
uses: ``miracle("{1}{B}")``, ``escape("{2}{B}", exile_others=3)``, ``*suspend(3, "{1}{B}")``,
``retrace()``, ``*blitz("{3}{R}")``. The rules are in ``grimorio.rules.casting.keyword_costs``
(costs and permissions) and ``grimorio.mtg.casting`` (``miracle``, ``suspend``, ``blitz``).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter


@dataclass(frozen=True, slots=True)
class Miracle:
    """CR 702.94a: "Miracle [cost]" — a static ability linked to a triggered one: "you may
    reveal this card from your hand as you draw it if it's the first card you've drawn this
    turn. When you reveal this card this way, you may cast it by paying [cost] rather than
    its mana cost". ``cost`` None: the cost is the card's mana cost less ``less`` generic
    mana (given by another object: "its miracle cost is equal to its mana cost minus {4}",
    never less than nothing, 601.2f); a card without a mana cost can't pay it."""

    cost: ManaCost | None = None
    less: int = 0


@dataclass(frozen=True, slots=True)
class Escape:
    """CR 702.138a: "Escape [cost]" — a static ability that works while the card is in its
    owner's graveyard: "you may cast this card from your graveyard by paying [cost] rather
    than its mana cost". The cost is ``cost`` (None: the card's mana cost — of the door cast,
    for a Room) plus "exile ``exile_others`` other cards from your graveyard" (118.3). A card
    without a mana cost can't pay a cost made from it (release notes of El Maestro de las
    Llaves)."""

    cost: ManaCost | None = None
    exile_others: int = 0


@dataclass(frozen=True, slots=True)
class Suspend:
    """CR 702.62a, the first of the three abilities "Suspend N—[cost]" stands for: a static
    ability that works while the card is in its owner's hand — "if you could begin to cast
    this card by putting it onto the stack from your hand, you may pay [cost] and exile it
    with N time counters on it. This action doesn't use the stack" (a special action,
    116.2f). The two triggered abilities that work in exile are rules
    (``grimorio.mtg.casting.suspend``)."""

    n: int
    cost: ManaCost


@dataclass(frozen=True, slots=True)
class Retrace:
    """CR 702.81a: "Retrace" — a static ability that works while the card is in its owner's
    graveyard: "you may cast this card from your graveyard by discarding a land card as an
    additional cost to cast it" (the mana cost is still paid)."""


@dataclass(frozen=True, slots=True)
class Blitz:
    """CR 702.152a, the first of the three abilities "Blitz [cost]" stands for: "you may
    cast this spell by paying [cost] rather than its mana cost" (an alternative cost, 118.9).
    The other two — haste and "when this dies, draw a card" while the blitz cost was paid,
    and the sacrifice at the beginning of the next end step — are written by
    :func:`grimorio.dsl.casting_abilities.blitz` and done by ``grimorio.mtg.casting.blitz``."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class CardsHave:
    """A static ability of a permanent (CR 604.1, 113.6): each card in its controller's
    ``zone`` ("hand" or "graveyard") that matches ``cards`` has ``ability`` — "each
    enchantment card in your hand has miracle. Its miracle cost is equal to its mana cost
    minus {4}" (``CardsHave("hand", Filter(types=("enchantment",)), Miracle(less=4))``);
    "each enchantment card in your graveyard has escape. The escape cost is equal to the
    card's mana cost plus exile three other cards from your graveyard"
    (``CardsHave("graveyard", Filter(types=("enchantment",)), Escape(exile_others=3))``)."""

    zone: str
    cards: Filter
    ability: Miracle | Escape
    text_es: str = ""
    text_en: str = ""


CASTING_KEYWORDS = (Miracle, Escape, Suspend, Retrace, Blitz)

register_all(globals())
