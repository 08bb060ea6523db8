"""Duskmourn green cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

None of these cards has a Spanish name or text in the data: ``name_es`` is None, English
text only.
"""

from grimorio.dsl.abilities import Cost, Mode, SpellAbility, Static
from grimorio.dsl.card import card
from grimorio.dsl.continuous import Grant, ModifyPT
from grimorio.dsl.effects import Modify
from grimorio.dsl.selectors import CREATURE, Attached, Filter, Target, TargetSpec

HORRID_VIGOR = card(
    "Horrid Vigor",
    None,
    "{1}{G}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (Modify(Target(0), keywords=("deathtouch", "indestructible")),),
            ),
        )
    ),
    text_en="Target creature gains deathtouch and indestructible until end of turn.",
)
FEAR_OF_EXPOSURE = card(
    "Fear of Exposure",
    None,
    "{2}{G}",
    "Enchantment Creature — Nightmare",
    "Criatura encantamiento — Pesadilla",
    pt=(5, 4),
    keywords=("trample",),
    spell=SpellAbility(
        (Mode(),),
        additional_cost=Cost(
            tap_others=Filter(types=("creature", "land"), controller="you"), tap_count=2
        ),
    ),
    text_en="As an additional cost to cast this spell, tap two untapped creatures and/or lands "
    "you control.\nTrample",
)

FRANTIC_STRENGTH = card(
    "Frantic Strength",
    None,
    "{2}{G}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    keywords=("flash",),
    enchant=CREATURE,
    abilities=(
        Static(
            (ModifyPT(2, 2), Grant(keywords=("trample",))),
            Attached(),
            text_en="Enchanted creature gets +2/+2 and has trample.",
        ),
    ),
    text_en="Flash\nEnchant creature\nEnchanted creature gets +2/+2 and has trample.",
)

CARDS = (HORRID_VIGOR, FEAR_OF_EXPOSURE, FRANTIC_STRENGTH)
