"""Duskmourn colourless cards (facts from ../shared/data/dsk/cards.jsonl and the release
notes). None of these cards has a Spanish name or text in the data: ``name_es`` is None."""

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, Static, Triggered, equip
from grimorio.dsl.card import CARD_TYPES, card
from grimorio.dsl.continuous import ModifyPT
from grimorio.dsl.effects import CreateToken, DealDamage, Delayed, Draw, May, Modify, Sacrifice
from grimorio.dsl.effects_moves import PutOnBottom
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import (
    CREATURE,
    IT,
    THIS,
    Attached,
    EachPlayer,
    Filter,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import AtBeginning, Attacks, Enters, dies

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

# -- triggered abilities (CR 603) -----------------------------------------------------------
_BOX_EN = (
    "Whenever this creature attacks, you may have it get +4/+0 until end of turn. If you do, "
    "sacrifice it at the beginning of the next end step."
)
ATTACK_IN_THE_BOX = card(
    "Attack-in-the-Box",
    None,
    "{3}",
    "Artifact Creature — Toy",
    "Criatura artefacto — Juguete",
    pt=(2, 4),
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                effects=(
                    # "you may ... If you do, ...": both happen only if the player chooses to
                    # (CR 603.5); the sacrifice is a delayed triggered ability (603.7a) that
                    # triggers at the next end step, whoever's turn it is.
                    May(
                        (
                            Modify(THIS, power=4),
                            Delayed(
                                AtBeginning("end", "each"),
                                (Sacrifice(IT),),
                                about=THIS,
                                text_en="Sacrifice it at the beginning of the next end step.",
                            ),
                        )
                    ),
                ),
                text_en=_BOX_EN,
            ),
        ),
    ),
    text_en=_BOX_EN,
)
_TEDDY_EN = "When this creature dies, each player draws a card."
FRIENDLY_TEDDY = card(
    "Friendly Teddy",
    None,
    "{2}",
    "Artifact Creature — Bear Toy",
    "Criatura artefacto — Juguete oso",
    pt=(2, 2),
    abilities=(Triggered(dies(), Mode(effects=(Draw(1, EachPlayer()),), text_en=_TEDDY_EN)),),
    text_en=_TEDDY_EN,
)
_GLIMMERLIGHT_ETB_EN = (
    "When this Equipment enters, create a 1/1 white Glimmer enchantment creature token."
)
GLIMMERLIGHT = card(
    "Glimmerlight",
    None,
    "{2}",
    "Artifact — Equipment",
    "Artefacto — Equipo",
    abilities=(
        Triggered(Enters(), Mode(effects=(CreateToken("Glimmer"),), text_en=_GLIMMERLIGHT_ETB_EN)),
        Static((ModifyPT(1, 1),), Attached(), text_en="Equipped creature gets +1/+1."),
        equip("{1}"),
    ),
    text_en=f"{_GLIMMERLIGHT_ETB_EN}\nEquipped creature gets +1/+1.\nEquip {{1}} ({{1}}: "
    "Attach to target creature you control. Equip only as a sorcery.)",
)

CARDS = (
    BEAR_TRAP,
    MALEVOLENT_CHANDELIER,
    ATTACK_IN_THE_BOX,
    FRIENDLY_TEDDY,
    GLIMMERLIGHT,
)
