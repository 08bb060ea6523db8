"""Duskmourn multicolour cards (facts from the package's data and the release notes)."""

from grimorio.dsl import (
    CREATURE,
    EERIE,
    AtBeginning,
    Attacks,
    CardTypesInGraveyard,
    Count,
    CreateToken,
    DealDamage,
    Delirium,
    Discard,
    Draw,
    Each,
    EachOpponent,
    Enters,
    Filter,
    GainLife,
    Grant,
    LoseLife,
    Mode,
    Modify,
    ModifyPT,
    PutCounters,
    SourceTapped,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Triggered,
    card,
)
from grimorio.dsl.card import CardDef

PEER_PAST_THE_VEIL = card(
    "Peer Past the Veil",
    spell=SpellAbility((Mode((), (Discard(whole_hand=True), Draw(CardTypesInGraveyard()))),)),
)
MIDNIGHT_MAYHEM = card(
    "Midnight Mayhem",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    CreateToken("Gremlin", 3),
                    Modify(
                        Each(Filter(subtypes=("Gremlin",), controller="you")),
                        keywords=("menace", "lifelink", "haste"),
                    ),
                ),
            ),
        )
    ),
    article_es="el",
)

WILDFIRE_WICKERFOLK = card(
    "Wildfire Wickerfolk",
    keywords=("haste",),
    abilities=(
        Static(
            (ModifyPT(1, 1), Grant(keywords=("trample",))),
            condition=Delirium(),
            text_en="Delirium — This creature gets +1/+1 and has trample as long as there are "
            "four or more card types among cards in your graveyard.",
        ),
    ),
    article_es="el",
)

# -- triggered abilities (CR 603) -----------------------------------------------------------
_ARABELLA_X = Count(Filter(types=("creature",), controller="you", power_le=2))
_ARABELLA_ES = (
    "Siempre que Arabella, muñeca abandonada ataque, hace X puntos de daño a cada oponente y "
    "tú ganas X vidas, donde X es la cantidad de criaturas que controlas con fuerza de 2 o "
    "menos."
)
_ARABELLA_EN = (
    "Whenever Arabella attacks, it deals X damage to each opponent and you gain X life, "
    "where X is the number of creatures you control with power 2 or less."
)
ARABELLA_ABANDONED_DOLL = card(
    "Arabella, Abandoned Doll",
    abilities=(
        # The ruling: X is determined once, as the ability resolves — the damage to
        # opponents can't change how many creatures you control, so counting twice agrees.
        Triggered(
            Attacks(),
            Mode(
                effects=(DealDamage(_ARABELLA_X, EachOpponent()), GainLife(_ARABELLA_X)),
                text_es=_ARABELLA_ES,
                text_en=_ARABELLA_EN,
            ),
        ),
    ),
)
_TAMER_EN = (
    "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a "
    "Room, create a 1/1 red Gremlin creature token."
)
GREMLIN_TAMER = card(
    "Gremlin Tamer",
    abilities=(
        # The ruling: one trigger per enchantment entering at the same time.
        Triggered(
            EERIE,
            Mode(effects=(CreateToken("Gremlin"),), text_en=_TAMER_EN),
        ),
    ),
    article_es="la",
)
_STORYTELLER_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, put "
    "a +1/+1 counter on target creature."
)
SHREWD_STORYTELLER = card(
    "Shrewd Storyteller",
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(
                (TargetSpec((CREATURE,)),),
                (PutCounters("+1/+1", 1, Target(0)),),
                text_en=_STORYTELLER_EN,
            ),
            condition=SourceTapped(),  # CR 603.4
        ),
    ),
    article_es="el",
)
_STOMPER_EN = (
    "Whenever this creature enters or attacks, each opponent loses 2 life. You gain 2 life "
    "and draw a card."
)
_STOMPER_EFFECTS = (LoseLife(2, EachOpponent()), GainLife(2), Draw(1))
SHROUDSTOMPER = card(
    "Shroudstomper",
    keywords=("deathtouch",),
    # "Whenever this creature enters or attacks": one ability with two trigger events,
    # written as one triggered ability per event.
    abilities=(
        Triggered(Enters(), Mode(effects=_STOMPER_EFFECTS, text_en=_STOMPER_EN)),
        Triggered(Attacks(), Mode(effects=_STOMPER_EFFECTS, text_en=_STOMPER_EN)),
    ),
    article_es="la",
)
_SWARMWEAVER_ETB_EN = (
    "When The Swarmweaver enters, create two 1/1 black and green Insect creature tokens with "
    "flying."
)
_SWARMWEAVER_DELIRIUM_EN = (
    "Delirium — As long as there are four or more card types among cards in your graveyard, "
    "Insects and Spiders you control get +1/+1 and have deathtouch."
)
THE_SWARMWEAVER = card(
    "The Swarmweaver",
    abilities=(
        Triggered(Enters(), Mode(effects=(CreateToken("Insect", 2),), text_en=_SWARMWEAVER_ETB_EN)),
        Static(
            (ModifyPT(1, 1), Grant(keywords=("deathtouch",))),
            Each(Filter(subtypes=("Insect", "Spider"), controller="you")),
            condition=Delirium(),
            text_en=_SWARMWEAVER_DELIRIUM_EN,
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (
    PEER_PAST_THE_VEIL,
    MIDNIGHT_MAYHEM,
    WILDFIRE_WICKERFOLK,
    ARABELLA_ABANDONED_DOLL,
    GREMLIN_TAMER,
    SHREWD_STORYTELLER,
    SHROUDSTOMPER,
    THE_SWARMWEAVER,
)
