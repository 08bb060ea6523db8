"""Duskmourn green cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

Where the data has no Spanish name or text for a card, ``name_es`` is None and only the
English text is given.
"""

from grimorio.dsl.abilities import Cost, Mode, SpellAbility, Static, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, Grant, ModifyPT, SetPT
from grimorio.dsl.effects import Apply, GainLife, Modify
from grimorio.dsl.effects_counters import PutCounters
from grimorio.dsl.effects_moves import ManifestDread, Search
from grimorio.dsl.selectors import CREATURE, Attached, Filter, Target, TargetSpec
from grimorio.dsl.triggers import AtBeginning, Attacks, Enters, dies
from grimorio.dsl.values import Delirium, SourceTapped

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
    "Superviviente cauta",
    "{3}{G}",
    "Creature — Elf Survivor",
    "Criatura — Superviviente elfo",
    pt=(4, 4),
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(effects=(GainLife(2),), text_es=_CAUTIOUS_ES, text_en=_CAUTIOUS_EN),
            condition=SourceTapped(),
        ),
    ),
    text_en=_CAUTIOUS_EN,
    text_es=_CAUTIOUS_ES,
    article_es="la",
)
_LONGNECK_EN = "When this creature dies, you gain 2 life."
GRASPING_LONGNECK = card(
    "Grasping Longneck",
    None,
    "{2}{G}",
    "Enchantment Creature — Horror",
    "Criatura encantamiento — Horror",
    pt=(4, 2),
    keywords=("reach",),
    abilities=(Triggered(dies(), Mode(effects=(GainLife(2),), text_en=_LONGNECK_EN)),),
    text_en=f"Reach\n{_LONGNECK_EN}",
)
_BURROWER_EN = (
    "Whenever this creature attacks, another target creature you control gains deathtouch "
    "until end of turn."
)
FLESH_BURROWER = card(
    "Flesh Burrower",
    None,
    "{1}{G}",
    "Creature — Insect",
    "Criatura — Insecto",
    pt=(2, 2),
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
    text_en=f"Deathtouch\n{_BURROWER_EN}",
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
    "Ciempíes buscavértebras",
    "{2}{G}",
    "Creature — Insect",
    "Criatura — Insecto",
    pt=(2, 1),
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
    text_en=f"{_CENTIPEDE_ETB_EN}\n{_CENTIPEDE_DELIRIUM_EN}",
    text_es=f"{_CENTIPEDE_ETB_ES}\n{_CENTIPEDE_DELIRIUM_ES}",
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
    "Superviviente raizsapiente",
    "{3}{G}{G}",
    "Creature — Human Survivor",
    "Criatura — Superviviente humano",
    pt=(3, 4),
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
    text_en=f"Haste\n{_ROOTWISE_EN}",
    text_es=f"Prisa.\n{_ROOTWISE_ES}",
    article_es="el",
)

MANIFEST_DREAD_TEXT_ES = (
    "Manifiesta miedo. (Mira las dos primeras cartas de tu biblioteca. Pon una de ellas en el "
    "campo de batalla boca abajo como una criatura 2/2 y la otra en tu cementerio. Ponla boca "
    "arriba en cualquier momento por su coste de maná si es una carta de criatura.)"
)
MANIFEST_DREAD_TEXT_EN = (
    "Manifest dread. (Look at the top two cards of your library. Put one onto the battlefield "
    "face down as a 2/2 creature and the other into your graveyard. Turn it face up any time "
    "for its mana cost if it's a creature card.)"
)
MANIFEST_DREAD = card(
    "Manifest Dread",
    "Manifestar miedo",
    "{1}{G}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility((Mode((), (ManifestDread(),)),)),
    text_es=MANIFEST_DREAD_TEXT_ES,
    text_en=MANIFEST_DREAD_TEXT_EN,
)

CARDS = (
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
