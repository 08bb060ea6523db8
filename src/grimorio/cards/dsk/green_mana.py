"""Duskmourn green mana creatures (facts from the package's data and the release notes):
Overgrown Zealot, whose second ability makes mana with a spending restriction (CR 106.6)."""

from grimorio.dsl import (
    Cost,
    ManaAbility,
    SpendOnly,
    card,
)
from grimorio.dsl.card import CardDef

_FIVE = ("W", "U", "B", "R", "G")

OVERGROWN_ZEALOT = card(
    "Overgrown Zealot",
    abilities=(
        ManaAbility(Cost(tap=True), _FIVE),
        # "Add two mana of any one color. Spend this mana only to turn permanents face up."
        ManaAbility(Cost(tap=True), _FIVE, amount=2, spend_only=SpendOnly(actions=("turn_up",))),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (OVERGROWN_ZEALOT,)
