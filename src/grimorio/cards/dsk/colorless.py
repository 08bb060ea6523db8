"""Duskmourn colourless cards (facts from the package's data and the release notes)."""

from grimorio.dsl import (
    CARD_TYPES,
    CREATURE,
    IT,
    THIS,
    ActivatedAbility,
    AtBeginning,
    Attached,
    Attacks,
    Cost,
    CreateToken,
    DealDamage,
    Delayed,
    Draw,
    EachPlayer,
    Enters,
    Filter,
    ManaCost,
    May,
    Mode,
    Modify,
    ModifyPT,
    PutOnBottom,
    Sacrifice,
    Static,
    Target,
    TargetSpec,
    Triggered,
    Zone,
    card,
    dies,
    equip,
)
from grimorio.dsl.card import CardDef

BEAR_TRAP = card(
    "Bear Trap",
    keywords=("flash",),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}"), tap=True, sacrifice_self=True),
            Mode((TargetSpec((CREATURE,)),), (DealDamage(3, Target(0)),)),
        ),
    ),
    article_es="la",
)
MALEVOLENT_CHANDELIER = card(
    "Malevolent Chandelier",
    keywords=("flying",),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}")),
            Mode(
                (TargetSpec((Filter(types=CARD_TYPES, zone=Zone.GRAVEYARD),)),),
                (PutOnBottom(Target(0)),),
            ),
            sorcery_speed=True,
        ),
    ),
    article_es="la",
)

# -- triggered abilities (CR 603) -----------------------------------------------------------
_BOX_EN = (
    "Whenever this creature attacks, you may have it get +4/+0 until end of turn. If you do, "
    "sacrifice it at the beginning of the next end step."
)
ATTACK_IN_THE_BOX = card(
    "Attack-in-the-Box",
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
    article_es="la",
)
_TEDDY_EN = "When this creature dies, each player draws a card."
FRIENDLY_TEDDY = card(
    "Friendly Teddy",
    abilities=(Triggered(dies(), Mode(effects=(Draw(1, EachPlayer()),), text_en=_TEDDY_EN)),),
    article_es="el",
)
_GLIMMERLIGHT_ETB_EN = (
    "When this Equipment enters, create a 1/1 white Glimmer enchantment creature token."
)
GLIMMERLIGHT = card(
    "Glimmerlight",
    abilities=(
        Triggered(Enters(), Mode(effects=(CreateToken("Glimmer"),), text_en=_GLIMMERLIGHT_ETB_EN)),
        Static((ModifyPT(1, 1),), Attached(), text_en="Equipped creature gets +1/+1."),
        equip("{1}"),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    BEAR_TRAP,
    MALEVOLENT_CHANDELIER,
    ATTACK_IN_THE_BOX,
    FRIENDLY_TEDDY,
    GLIMMERLIGHT,
)
