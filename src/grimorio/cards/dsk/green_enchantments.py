"""Duskmourn green enchantment creatures (facts from ../shared/data/dsk/cards.jsonl and the
release notes): Overlord of the Hauntwoods and Enduring Vitality."""

from grimorio.dsl import (
    AnyOf,
    Attacks,
    Cost,
    CreateToken,
    Each,
    Enters,
    Filter,
    Grant,
    It,
    Leaves,
    ManaAbility,
    Mode,
    ReturnToBattlefield,
    SetTypes,
    Static,
    Triggered,
    card,
    impending,
)

# -- Overlord of the Hauntwoods ---------------------------------------------------------
# The Everywhere token has every basic land type, so each basic land type's mana ability
# (CR 305.6), and not the supertype basic (the ruling).
_HAUNTWOODS_ES = (
    "Siempre que el Amo de Bosques Espectrales entre o ataque, crea una ficha de tierra "
    "incolora girada llamada Doquier que es de todos los tipos de tierra básica."
)
_HAUNTWOODS_EN = (
    "Whenever this permanent enters or attacks, create a tapped colorless land token named "
    "Everywhere that is every basic land type."
)
OVERLORD_OF_THE_HAUNTWOODS = card(
    "Overlord of the Hauntwoods",
    abilities=(
        *impending(4, "{1}{G}{G}"),
        Triggered(
            AnyOf((Enters(), Attacks())),
            Mode(
                effects=(CreateToken("Everywhere", tapped=True),),
                text_es=_HAUNTWOODS_ES,
                text_en=_HAUNTWOODS_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Enduring Vitality ------------------------------------------------------------------
# "It's an enchantment. (It's not a creature.)": its only card type is enchantment — a new
# card type replaces the others, and the creature types go with the creature type (CR
# 205.1a; the rulings: no Glimmer or Elk; a nontoken copy returns as an enchantment too).
_VITALITY_MANA_ES = "Las criaturas que controlas tienen “{T}: Agrega un maná de cualquier color”."
_VITALITY_MANA_EN = 'Creatures you control have "{T}: Add one mana of any color."'
_VITALITY_RETURN_ES = (
    "Cuando la Vitalidad imperecedera muera, si era una criatura, regresa al campo de batalla "
    "bajo el control de su propietario. Es un encantamiento. (No es una criatura.)"
)
_VITALITY_RETURN_EN = (
    "When Enduring Vitality dies, if it was a creature, return it to the battlefield under "
    "its owner's control. It's an enchantment. (It's not a creature.)"
)
ENDURING_VITALITY = card(
    "Enduring Vitality",
    keywords=("vigilance",),
    abilities=(
        Static(
            (Grant(abilities=(ManaAbility(Cost(tap=True), ("W", "U", "B", "R", "G")),)),),
            Each(Filter(types=("creature",), controller="you")),
            text_es=_VITALITY_MANA_ES,
            text_en=_VITALITY_MANA_EN,
        ),
        Triggered(
            Leaves(to="graveyard", was=Filter(types=("creature",))),
            Mode(
                effects=(
                    ReturnToBattlefield(
                        It(),
                        owners=True,
                        parts=(SetTypes(("enchantment",)),),
                    ),
                ),
                text_es=_VITALITY_RETURN_ES,
                text_en=_VITALITY_RETURN_EN,
            ),
        ),
    ),
    article_es="la",
)

CARDS = (OVERLORD_OF_THE_HAUNTWOODS, ENDURING_VITALITY)
