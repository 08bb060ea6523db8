"""Duskmourn red cards (facts from the package's data and the release notes)."""

from grimorio.cards.dsk.cycles import overlord
from grimorio.dsl import (
    ANY_TARGET,
    CREATURE,
    THIS,
    ActivatedAbility,
    Attached,
    Attacks,
    Cost,
    CountersOnIt,
    CreateToken,
    DealDamage,
    Delirium,
    Draw,
    Each,
    EachOpponent,
    Enters,
    Filter,
    If,
    ManaCost,
    Mode,
    Modify,
    ModifyPT,
    MoveInstead,
    PaidCardWasNot,
    Payment,
    PutCounters,
    ReplaceFor,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Triggered,
    WhenYouDo,
    WouldMove,
    card,
    dies,
    equip,
)
from grimorio.dsl.card import CardDef

PYROCLASM = card(
    "Pyroclasm",
    spell=SpellAbility((Mode((), (DealDamage(2, Each(CREATURE)),)),)),
    article_es="la",
)
FEAR_OF_BEING_HUNTED = card(
    "Fear of Being Hunted",
    keywords=("haste", "must_be_blocked"),
    article_es="el",
)
RIPCHAIN_RAZORKIN = card(
    "Ripchain Razorkin",
    keywords=("reach",),
    abilities=(
        ActivatedAbility(
            Cost(
                mana=ManaCost.parse("{2}{R}"), sacrifice=Filter(types=("land",), controller="you")
            ),
            Mode((), (Draw(1),)),
        ),
    ),
    article_es="el",
)
GRAB_THE_PRIZE = card(
    "Grab the Prize",
    spell=SpellAbility(
        (Mode((), (Draw(2), If(PaidCardWasNot("land"), (DealDamage(2, EachOpponent()),)))),),
        additional_cost=Cost(discard=1),
    ),
)
VIOLENT_URGE = card(
    "Violent Urge",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    Modify(Target(0), power=1, keywords=("first_strike",)),
                    If(Delirium(), (Modify(Target(0), keywords=("double_strike",)),)),
                ),
            ),
        )
    ),
)
RAGGED_PLAYMATE = card(
    "Ragged Playmate",
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}"), tap=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), power_le=2),)),),
                (Modify(Target(0), keywords=("unblockable",)),),
            ),
        ),
    ),
    article_es="la",
)

# -- triggered abilities and replacement effects (CR 603, 614) -----------------------------
_RIPPER_ES = (
    "Cuando el Destripador de Sentinas Ardientes entre, puedes sacrificar otra criatura o "
    "encantamiento. Cuando lo hagas, el Destripador de Sentinas Ardientes hace 2 puntos de "
    "daño a cualquier objetivo."
)
_RIPPER_EN = (
    "When this creature enters, you may sacrifice another creature or enchantment. When you "
    "do, this creature deals 2 damage to any target."
)
BOILERBILGES_RIPPER = card(
    "Boilerbilges Ripper",
    abilities=(
        # The ruling: no target when it triggers; a reflexive ability (CR 603.12) triggers
        # when the player sacrifices, and its target is chosen as it goes on the stack.
        Triggered(
            Enters(),
            Mode(
                effects=(
                    WhenYouDo(
                        Payment(sacrifice=Filter(types=("creature", "enchantment"), other=True)),
                        (DealDamage(2, Target(0)),),
                        targets=(TargetSpec((ANY_TARGET,)),),
                        text_es="Cuando lo hagas, el Destripador de Sentinas Ardientes hace 2 "
                        "puntos de daño a cualquier objetivo.",
                        text_en="When you do, this creature deals 2 damage to any target.",
                    ),
                ),
                text_es=_RIPPER_ES,
                text_en=_RIPPER_EN,
            ),
        ),
    ),
    article_es="el",
)
CHAINSAW = card(
    "Chainsaw",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((CREATURE,), min=0),),  # "up to one target creature"
                (DealDamage(3, Target(0)),),
                text_en="When this Equipment enters, it deals 3 damage to up to one target "
                "creature.",
            ),
        ),
        Triggered(
            dies(CREATURE),
            Mode(
                effects=(PutCounters("rev", 1, THIS),),
                text_en="Whenever one or more creatures die, put a rev counter on this Equipment.",
            ),
            one_or_more=True,  # CR 603.2c
        ),
        Static(
            (ModifyPT(CountersOnIt("rev"), 0),),
            Attached(),
            text_en="Equipped creature gets +X/+0, where X is the number of rev counters on "
            "this Equipment.",
        ),
        equip("{3}"),
    ),
    article_es="la",
)
_HORDECALLER_ES = "Siempre que ataques, crea una ficha de criatura Gremlin roja 1/1."
_HORDECALLER_EN = "Whenever you attack, create a 1/1 red Gremlin creature token."
RAZORKIN_HORDECALLER = card(
    "Razorkin Hordecaller",
    keywords=("haste",),
    abilities=(
        # "Whenever you attack": once when you attack with one or more creatures (CR
        # 508.3a, 603.2c); the ruling: it needn't be one of them.
        Triggered(
            Attacks(Filter(types=("creature",), controller="you")),
            Mode(
                effects=(CreateToken("Gremlin"),),
                text_es=_HORDECALLER_ES,
                text_en=_HORDECALLER_EN,
            ),
            one_or_more=True,
        ),
    ),
    article_es="el",
)
_DRAGONFIRE_ES = (
    "El Fuegodragón abrasador hace 3 puntos de daño a la criatura o planeswalker objetivo. "
    "Si esa criatura o planeswalker fuera a morir este turno, en vez de eso, exílialo."
)
_DRAGONFIRE_EN = (
    "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that "
    "creature or planeswalker would die this turn, exile it instead."
)
SCORCHING_DRAGONFIRE = card(
    "Scorching Dragonfire",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature", "planeswalker")),)),),
                (
                    DealDamage(3, Target(0)),
                    # CR 614.1a, 614.3; the ruling: for any reason it would die this turn
                    ReplaceFor(
                        WouldMove("graveyard", from_="battlefield"),
                        MoveInstead("exile"),
                        Target(0),
                        "end_of_turn",
                    ),
                ),
                text_es=_DRAGONFIRE_ES,
                text_en=_DRAGONFIRE_EN,
            ),
        )
    ),
    article_es="el",
)
_CLOWN_ES = (
    "Siempre que otra criatura que controlas con fuerza de 2 o menos entre, el Payaso "
    "brutal obtiene +2/+0 hasta el final del turno."
)
_CLOWN_EN = (
    "Whenever another creature you control with power 2 or less enters, this creature gets "
    "+2/+0 until end of turn."
)
VICIOUS_CLOWN = card(
    "Vicious Clown",
    abilities=(
        # The ruling: the power is checked as the creature enters (counters it enters with
        # count), not again on resolution.
        Triggered(
            Enters(Filter(types=("creature",), controller="you", other=True, power_le=2)),
            Mode(effects=(Modify(THIS, power=2),), text_es=_CLOWN_ES, text_en=_CLOWN_EN),
        ),
    ),
    article_es="el",
)

OVERLORD_OF_THE_BOILERBILGES = overlord(
    "Overlord of the Boilerbilges",
    4,
    "{2}{R}{R}",
    (DealDamage(4, Target(0)),),
    targets=(TargetSpec((ANY_TARGET,)),),
)

CARDS: tuple[CardDef, ...] = (
    OVERLORD_OF_THE_BOILERBILGES,
    PYROCLASM,
    FEAR_OF_BEING_HUNTED,
    RIPCHAIN_RAZORKIN,
    GRAB_THE_PRIZE,
    VIOLENT_URGE,
    RAGGED_PLAYMATE,
    BOILERBILGES_RIPPER,
    CHAINSAW,
    RAZORKIN_HORDECALLER,
    SCORCHING_DRAGONFIRE,
    VICIOUS_CLOWN,
)
