"""Duskmourn green enchantment creatures (facts from the package's data and the
release notes): Overlord of the Hauntwoods and Enduring Vitality."""

from grimorio.cards.dsk.cycles import enduring, overlord
from grimorio.dsl import (
    Cost,
    CreateToken,
    Each,
    Filter,
    Grant,
    ManaAbility,
    Static,
)
from grimorio.dsl.card import CardDef

# -- Overlord of the Hauntwoods ---------------------------------------------------------
# The Everywhere token has every basic land type, so each basic land type's mana ability
# (CR 305.6), and not the supertype basic (the ruling).
OVERLORD_OF_THE_HAUNTWOODS = overlord(
    "Overlord of the Hauntwoods", 4, "{1}{G}{G}", (CreateToken("Everywhere", tapped=True),)
)

# -- Enduring Vitality ------------------------------------------------------------------
# "It's an enchantment. (It's not a creature.)": its only card type is enchantment — a new
# card type replaces the others, and the creature types go with the creature type (CR
# 205.1a; the rulings: no Glimmer or Elk; a nontoken copy returns as an enchantment too).
_VITALITY_MANA_ES = "Las criaturas que controlas tienen “{T}: Agrega un maná de cualquier color”."
_VITALITY_MANA_EN = 'Creatures you control have "{T}: Add one mana of any color."'
ENDURING_VITALITY = enduring(
    "Enduring Vitality",
    (
        Static(
            (Grant(abilities=(ManaAbility(Cost(tap=True), ("W", "U", "B", "R", "G")),)),),
            Each(Filter(types=("creature",), controller="you")),
            text_es=_VITALITY_MANA_ES,
            text_en=_VITALITY_MANA_EN,
        ),
    ),
    keywords=("vigilance",),
)

CARDS: tuple[CardDef, ...] = (OVERLORD_OF_THE_HAUNTWOODS, ENDURING_VITALITY)
