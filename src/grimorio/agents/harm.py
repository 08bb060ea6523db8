"""Whether what a card does to its targets hurts them, read from its definition (cards are
data, DESIGN principle 6): the agents use it to aim removal at the opponent and help at
themselves without simulating."""

from __future__ import annotations

import dataclasses
from functools import cache

from grimorio.cards import get
from grimorio.cards.registry import UnknownCard

# Effects of the card vocabulary that are bad for what they touch.
HARMFUL = frozenset(
    {
        "DealDamage",
        "EachDealsDamage",
        "Destroy",
        "Exile",
        "ReturnToHand",
        "Counter",
        "Tap",
        "Discard",
        "ChooseDiscard",
        "LoseLife",
        "Sacrifice",
        "Mill",
        "PutOnBottom",
        "PutOnTop",
        "PutOnTopOrBottom",
        "ShuffleIntoLibrary",
        "GainControlOfChosen",
        "ExileLibrary",
        "GainControl",
        "LoseAllAbilities",
        "CantHave",
    }
)


@cache
def harmful(card: str) -> bool:
    """True when the card's abilities include an effect that hurts what it affects: one
    of ``HARMFUL``, a -N/-N modification or -1/-1 counters."""
    try:
        definition = get(card)
    except UnknownCard:  # a face-down permanent has no name (CR 708.2)
        return False
    return _walk(definition, set())


def _walk(node: object, seen: set[int]) -> bool:
    if id(node) in seen:
        return False
    seen.add(id(node))
    if isinstance(node, (tuple, list)):
        return any(_walk(n, seen) for n in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return False
    name = type(node).__name__
    if name in HARMFUL:
        return True
    power, toughness = getattr(node, "power", 0), getattr(node, "toughness", 0)
    if name in ("Modify", "ModifyPT") and (
        (isinstance(power, int) and power < 0) or (isinstance(toughness, int) and toughness < 0)
    ):
        return True
    if name == "PutCounters" and getattr(node, "kind", "") == "-1/-1":
        return True
    return any(_walk(getattr(node, f.name), seen) for f in dataclasses.fields(node))
