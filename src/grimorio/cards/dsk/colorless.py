"""Duskmourn colourless cards (facts from ../shared/data/dsk/cards.jsonl and the release
notes). Neither card has a Spanish name or text in the data: ``name_es`` is None."""

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode
from grimorio.dsl.card import CARD_TYPES, card
from grimorio.dsl.effects import DealDamage, PutOnBottom
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import CREATURE, Filter, Target, TargetSpec

BEAR_TRAP = card(
    "Bear Trap",
    None,
    "{1}",
    "Artifact",
    "Artefacto",
    keywords=("flash",),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}"), tap=True, sacrifice_self=True),
            Mode((TargetSpec((CREATURE,)),), (DealDamage(3, Target(0)),)),
        ),
    ),
    text_en="Flash\n{3}, {T}, Sacrifice this artifact: It deals 3 damage to target creature.",
)
MALEVOLENT_CHANDELIER = card(
    "Malevolent Chandelier",
    None,
    "{6}",
    "Artifact Creature — Construct",
    "Criatura artefacto — Constructo",
    pt=(4, 4),
    keywords=("flying",),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}")),
            Mode(
                (TargetSpec((Filter(types=CARD_TYPES, zone="graveyard"),)),),
                (PutOnBottom(Target(0)),),
            ),
            sorcery_speed=True,
        ),
    ),
    text_en="Flying\n{2}: Put target card from a graveyard on the bottom of its owner's library. "
    "Activate only as a sorcery.",
)

CARDS = (BEAR_TRAP, MALEVOLENT_CHANDELIER)
