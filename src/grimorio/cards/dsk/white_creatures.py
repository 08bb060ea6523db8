"""Duskmourn white creatures (and Leyline of Hope): survival, convoke, tokens that can't
attack alone, lifegain. Facts from the package's data and the release notes."""

from grimorio.cards.dsk.cycles import enduring
from grimorio.dsl import (
    CREATURE,
    THIS,
    AddAmount,
    Apply,
    AtBeginning,
    Attacks,
    BeginsOnBattlefield,
    CreateToken,
    Draw,
    Each,
    Enters,
    Filter,
    Grant,
    It,
    Leaves,
    LifeAboveStarting,
    LinkedCount,
    Mode,
    ModifyPT,
    PutCounterChoice,
    PutSameCounters,
    Replacement,
    ReturnToHand,
    SourceTapped,
    Static,
    TapAny,
    Target,
    TargetSpec,
    Triggered,
    WouldGainLife,
    YouControl,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_YOUR_CREATURES = Filter(types=("creature",), controller="you")
_SMALL_IN_YOUR_GRAVEYARD = Filter(
    types=("creature",), zone=Zone.GRAVEYARD, owner="you", mana_value_le=3
)

_INNOCENCE_DRAW_ES = (
    "Siempre que una o más otras criaturas que controlas con fuerza de 2 o menos entren, roba "
    "una carta. Esta habilidad solo se dispara una vez por turno."
)
_INNOCENCE_DRAW_EN = (
    "Whenever one or more other creatures you control with power 2 or less enter, draw a card. "
    "This ability triggers only once each turn."
)
ENDURING_INNOCENCE = enduring(
    "Enduring Innocence",
    (
        Triggered(  # CR 603.2c; power as they enter (603.6a, release notes)
            Enters(Filter(types=("creature",), controller="you", other=True, power_le=2)),
            Mode(effects=(Draw(1),), text_es=_INNOCENCE_DRAW_ES, text_en=_INNOCENCE_DRAW_EN),
            one_or_more=True,
            once_each_turn=True,
        ),
    ),
    keywords=("lifelink",),
)

_RESCUER_ES = "Las otras criaturas giradas que controlas tienen la habilidad de antimaleficio."
_RESCUER_EN = "Other tapped creatures you control have hexproof."
THE_WANDERING_RESCUER = card(
    "The Wandering Rescuer",
    keywords=("flash", "convoke", "double_strike"),  # CR 702.8, 702.51, 702.4
    abilities=(
        Static(
            (Grant(keywords=("hexproof",)),),
            Each(Filter(types=("creature",), controller="you", tapped=True, other=True)),
            text_es=_RESCUER_ES,
            text_en=_RESCUER_EN,
        ),
    ),
)

_HOPE_GAIN_ES = "Si fueras a ganar vidas, en vez de eso, ganas esa misma cantidad de vidas más 1."
_HOPE_GAIN_EN = "If you would gain life, you gain that much life plus 1 instead."
_HOPE_PUMP_ES = (
    "Mientras tengas al menos 7 vidas más que tu total de vidas inicial, las criaturas que "
    "controlas obtienen +2/+2."
)
_HOPE_PUMP_EN = (
    "As long as you have at least 7 life more than your starting life total, creatures you "
    "control get +2/+2."
)
LEYLINE_OF_HOPE = card(
    "Leyline of Hope",
    abilities=(
        BeginsOnBattlefield(),  # CR 103.6a
        Replacement(  # CR 614.1a, 119.10
            WouldGainLife("you"), AddAmount(1), text_es=_HOPE_GAIN_ES, text_en=_HOPE_GAIN_EN
        ),
        Static(  # CR 611.3a, 613.4c
            (ModifyPT(2, 2),),
            Each(_YOUR_CREATURES),
            condition=LifeAboveStarting(7),
            text_es=_HOPE_PUMP_ES,
            text_en=_HOPE_PUMP_EN,
        ),
    ),
    article_es="la",
)

_ORPHANS_ES = (
    "Siempre que Los huérfanos del trigo ataquen, gira cualquier cantidad de criaturas "
    "enderezadas que controlas. Los huérfanos del trigo obtienen +1/+1 hasta el final del turno "
    "por cada criatura girada de esta manera."
)
_ORPHANS_EN = (
    "Whenever this creature attacks, tap any number of untapped creatures you control. This "
    "creature gets +1/+1 until end of turn for each creature tapped this way."
)
_TAPPED = LinkedCount("tapped")
ORPHANS_OF_THE_WHEAT = card(
    "Orphans of the Wheat",
    abilities=(
        Triggered(  # CR 508.3a, 701.26a, 611.2d
            Attacks(),
            Mode(
                effects=(
                    TapAny(_YOUR_CREATURES, link="tapped"),
                    Apply(THIS, (ModifyPT(_TAPPED, _TAPPED),)),
                ),
                text_es=_ORPHANS_ES,
                text_en=_ORPHANS_EN,
            ),
        ),
    ),
)

_ROLE_SURVIVAL_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si el Modelo a seguir reticente "
    "está girado, pon un contador de volar, de vínculo vital o +1/+1 sobre él."
)
_ROLE_SURVIVAL_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, put a "
    "flying, lifelink, or +1/+1 counter on it."
)
_ROLE_DIES_ES = (
    "Siempre que el Modelo a seguir reticente u otra criatura que controlas muera, si tenía "
    "contadores sobre ella, pon esos contadores sobre hasta una criatura objetivo."
)
_ROLE_DIES_EN = (
    "Whenever this creature or another creature you control dies, if it had counters on it, "
    "put those counters on up to one target creature."
)
RELUCTANT_ROLE_MODEL = card(
    "Reluctant Role Model",
    abilities=(
        Triggered(  # survival: an intervening "if" (CR 603.4); the counter chosen (122.6)
            AtBeginning("main2"),
            Mode(
                effects=(PutCounterChoice(("flying", "lifelink", "+1/+1"), THIS),),
                text_es=_ROLE_SURVIVAL_ES,
                text_en=_ROLE_SURVIVAL_EN,
            ),
            condition=SourceTapped(),
        ),
        Triggered(  # CR 603.10a: it is seen as it last existed, counters and all
            Leaves(_YOUR_CREATURES, to="graveyard", was=Filter(any_counters=True)),
            Mode(
                (TargetSpec((CREATURE,), min=0),),
                (PutSameCounters(It(), Target(0)),),
                text_es=_ROLE_DIES_ES,
                text_en=_ROLE_DIES_EN,
            ),
        ),
    ),
    article_es="el",
)

_SAVIOR_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si el Salvador de pequeños está "
    "girado, regresa la carta de criatura objetivo con valor de maná de 3 o menos de tu "
    "cementerio a tu mano."
)
_SAVIOR_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, return "
    "target creature card with mana value 3 or less from your graveyard to your hand."
)
SAVIOR_OF_THE_SMALL = card(
    "Savior of the Small",
    abilities=(
        Triggered(  # CR 603.4; mana value with X as 0 (202.3e)
            AtBeginning("main2"),
            Mode(
                (TargetSpec((_SMALL_IN_YOUR_GRAVEYARD,)),),
                (ReturnToHand(Target(0)),),
                text_es=_SAVIOR_ES,
                text_en=_SAVIOR_EN,
            ),
            condition=SourceTapped(),
        ),
    ),
    article_es="el",
)

_TOBY_ETB_ES = (
    "Cuando Toby, amiguito de las bestiamigas entre, crea una ficha de criatura Bestia blanca "
    "4/4 con “Esta criatura no puede atacar ni bloquear sola”."
)
_TOBY_ETB_EN = (
    "When Toby enters, create a 4/4 white Beast creature token with \"This token can't attack "
    'or block alone."'
)
_TOBY_FLY_ES = (
    "Mientras controles cuatro o más fichas de criatura, las fichas de criatura que controlas "
    "tienen la habilidad de volar."
)
_TOBY_FLY_EN = (
    "As long as you control four or more creature tokens, creature tokens you control have flying."
)
_YOUR_CREATURE_TOKENS = Filter(types=("creature",), controller="you", token=True)
TOBY_BEASTIE_BEFRIENDER = card(
    "Toby, Beastie Befriender",
    abilities=(
        Triggered(
            Enters(),
            Mode(effects=(CreateToken("Beast"),), text_es=_TOBY_ETB_ES, text_en=_TOBY_ETB_EN),
        ),
        Static(  # CR 611.3a, 613.1f
            (Grant(keywords=("flying",)),),
            Each(_YOUR_CREATURE_TOKENS),
            condition=YouControl(_YOUR_CREATURE_TOKENS, at_least=4),
            text_es=_TOBY_FLY_ES,
            text_en=_TOBY_FLY_EN,
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (
    ENDURING_INNOCENCE,
    THE_WANDERING_RESCUER,
    LEYLINE_OF_HOPE,
    ORPHANS_OF_THE_WHEAT,
    RELUCTANT_ROLE_MODEL,
    SAVIOR_OF_THE_SMALL,
    TOBY_BEASTIE_BEFRIENDER,
)
