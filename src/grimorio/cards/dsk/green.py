"""Duskmourn green cards (facts from the package's data and the release notes)."""

from grimorio.dsl import (
    CREATURE,
    AddTypes,
    Apply,
    AtBeginning,
    Attached,
    Attacks,
    Cost,
    Delirium,
    Enters,
    Filter,
    GainLife,
    Grant,
    ManifestDread,
    Mode,
    Modify,
    ModifyPT,
    PutCounters,
    Search,
    SetPT,
    SourceTapped,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Triggered,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

HORRID_VIGOR = card(
    "Horrid Vigor",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (Modify(Target(0), keywords=("deathtouch", "indestructible")),),
            ),
        )
    ),
)
FEAR_OF_EXPOSURE = card(
    "Fear of Exposure",
    keywords=("trample",),
    spell=SpellAbility(
        (Mode(),),
        additional_cost=Cost(
            tap_others=Filter(types=("creature", "land"), controller="you"), tap_count=2
        ),
    ),
    article_es="el",
)

FRANTIC_STRENGTH = card(
    "Frantic Strength",
    keywords=("flash",),
    enchant=CREATURE,
    abilities=(
        Static(
            (ModifyPT(2, 2), Grant(keywords=("trample",))),
            Attached(),
            text_en="Enchanted creature gets +2/+2 and has trample.",
        ),
    ),
    article_es="la",
)

# -- triggered abilities (CR 603) -----------------------------------------------------------
# Survival: "At the beginning of your second main phase, if this creature is tapped, ..." —
# an intervening "if" (CR 603.4), checked as the phase begins and again on resolution.
_CAUTIOUS_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si la Superviviente cauta está "
    "girada, ganas 2 vidas."
)
_CAUTIOUS_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, you "
    "gain 2 life."
)
CAUTIOUS_SURVIVOR = card(
    "Cautious Survivor",
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(effects=(GainLife(2),), text_es=_CAUTIOUS_ES, text_en=_CAUTIOUS_EN),
            condition=SourceTapped(),
        ),
    ),
    article_es="la",
)
_LONGNECK_EN = "When this creature dies, you gain 2 life."
GRASPING_LONGNECK = card(
    "Grasping Longneck",
    keywords=("reach",),
    abilities=(Triggered(dies(), Mode(effects=(GainLife(2),), text_en=_LONGNECK_EN)),),
    article_es="el",
)
_BURROWER_EN = (
    "Whenever this creature attacks, another target creature you control gains deathtouch "
    "until end of turn."
)
FLESH_BURROWER = card(
    "Flesh Burrower",
    keywords=("deathtouch",),
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller="you", other=True),)),),
                (Modify(Target(0), keywords=("deathtouch",)),),
                text_en=_BURROWER_EN,
            ),
        ),
    ),
    article_es="el",
)
_CENTIPEDE_ETB_ES = (
    "Cuando el Ciempíes buscavértebras entre, busca en tu biblioteca una carta de tierra "
    "básica, muéstrala, ponla en tu mano y luego baraja."
)
_CENTIPEDE_ETB_EN = (
    "When this creature enters, search your library for a basic land card, reveal it, put "
    "it into your hand, then shuffle."
)
_CENTIPEDE_DELIRIUM_ES = (
    "Delirio — El Ciempíes buscavértebras obtiene +1/+2 y tiene la habilidad de vigilancia "
    "mientras entre las cartas de tu cementerio haya cuatro o más tipos de cartas."
)
_CENTIPEDE_DELIRIUM_EN = (
    "Delirium — This creature gets +1/+2 and has vigilance as long as there are four or "
    "more card types among cards in your graveyard."
)
SPINESEEKER_CENTIPEDE = card(
    "Spineseeker Centipede",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(Search(Filter(types=("land",), supertypes=("basic",)), to="hand"),),
                text_es=_CENTIPEDE_ETB_ES,
                text_en=_CENTIPEDE_ETB_EN,
            ),
        ),
        Static(
            (ModifyPT(1, 2), Grant(keywords=("vigilance",))),
            condition=Delirium(),
            text_es=_CENTIPEDE_DELIRIUM_ES,
            text_en=_CENTIPEDE_DELIRIUM_EN,
        ),
    ),
    article_es="el",
)
_ROOTWISE_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si el Superviviente "
    "raizsapiente está girado, pon tres contadores +1/+1 sobre hasta una tierra objetivo que "
    "controlas. Esa tierra se convierte en una criatura Elemental 0/0 además de sus otros "
    "tipos. Gana la habilidad de prisa hasta tu próximo turno."
)
_ROOTWISE_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, put "
    "three +1/+1 counters on up to one target land you control. That land becomes a 0/0 "
    "Elemental creature in addition to its other types. It gains haste until your next turn."
)
ROOTWISE_SURVIVOR = card(
    "Rootwise Survivor",
    keywords=("haste",),
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(
                (TargetSpec((Filter(types=("land",), controller="you"),), min=0),),
                (
                    PutCounters("+1/+1", 3, Target(0)),
                    # The ruling: no duration — the land stays a creature (CR 611.2a).
                    Apply(
                        Target(0),
                        (AddTypes(types=("creature",), subtypes=("Elemental",)), SetPT(0, 0)),
                        until="game",
                    ),
                    Apply(Target(0), (Grant(keywords=("haste",)),), until="your_next_turn"),
                ),
                text_es=_ROOTWISE_ES,
                text_en=_ROOTWISE_EN,
            ),
            condition=SourceTapped(),
        ),
    ),
    article_es="el",
)

MANIFEST_DREAD = card(
    "Manifest Dread",
    spell=SpellAbility((Mode((), (ManifestDread(),)),)),
)

CARDS: tuple[CardDef, ...] = (
    MANIFEST_DREAD,
    HORRID_VIGOR,
    FEAR_OF_EXPOSURE,
    FRANTIC_STRENGTH,
    CAUTIOUS_SURVIVOR,
    GRASPING_LONGNECK,
    FLESH_BURROWER,
    SPINESEEKER_CENTIPEDE,
    ROOTWISE_SURVIVOR,
)
