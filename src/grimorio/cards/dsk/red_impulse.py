"""Duskmourn red cards that exile cards and let their controller play them (CR 601.3, 305.1:
"exile the top card of your library. You may play it this turn"), and the Room whose door
makes spells from exile free once each turn (118.9). Facts from the package's data
and the release notes."""

from grimorio.dsl import (
    CREATURE,
    NEXT_TURN,
    ActivatedAbility,
    AltCostFor,
    AtBeginning,
    Attacks,
    BecomesBlocked,
    Cost,
    DealDamage,
    Delayed,
    Delirium,
    Each,
    ExileToPlay,
    Filter,
    If,
    It,
    ManaCost,
    May,
    Mode,
    Modify,
    PowerOf,
    SpellAbility,
    Target,
    TargetSpec,
    Triggered,
    Unlocked,
    Zone,
    card,
    dies,
    room,
)
from grimorio.dsl.card import CardDef

YOUR_CREATURE = Filter(types=("creature",), controller="you")

# -- Painter's Studio // Defaced Gallery ---------------------------------------------------
_STUDIO_ES = (
    "Cuando abras esta puerta, exilia las dos primeras cartas de tu biblioteca. Puedes "
    "jugarlas hasta el final de tu próximo turno."
)
_STUDIO_EN = (
    "When you unlock this door, exile the top two cards of your library. You may play them "
    "until the end of your next turn."
)
_GALLERY_ES = (
    "Siempre que ataques, las criaturas atacantes que controlas obtienen +1/+0 hasta el final "
    "del turno."
)
_GALLERY_EN = "Whenever you attack, attacking creatures you control get +1/+0 until end of turn."
PAINTERS_STUDIO = room(
    "Painter's Studio // Defaced Gallery",
    card(
        "Painter's Studio",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(ExileToPlay(count=2, until=NEXT_TURN),),
                    text_es=_STUDIO_ES,
                    text_en=_STUDIO_EN,
                ),
            ),
        ),
    ),
    card(
        "Defaced Gallery",
        abilities=(
            # "Whenever you attack": once for the attack (CR 508.3a, 603.2c)
            Triggered(
                Attacks(YOUR_CREATURE),
                Mode(
                    effects=(
                        Modify(
                            Each(Filter(types=("creature",), controller="you", attacking=True)),
                            power=1,
                        ),
                    ),
                    text_es=_GALLERY_ES,
                    text_en=_GALLERY_EN,
                ),
                one_or_more=True,
            ),
        ),
    ),
)

# -- Charred Foyer // Warped Space --------------------------------------------------------
_FOYER_ES = (
    "Al comienzo de tu mantenimiento, exilia la primera carta de tu biblioteca. Puedes jugarla "
    "este turno."
)
_FOYER_EN = (
    "At the beginning of your upkeep, exile the top card of your library. You may play it "
    "this turn."
)
_WARPED_ES = (
    "Una vez por turno, puedes pagar {0} en vez de pagar el coste de maná de un hechizo que "
    "lanzas desde el exilio."
)
_WARPED_EN = (
    "Once each turn, you may pay {0} rather than pay the mana cost for a spell you cast from exile."
)
CHARRED_FOYER = room(
    "Charred Foyer // Warped Space",
    card(
        "Charred Foyer",
        abilities=(
            Triggered(
                AtBeginning("upkeep"),
                Mode(effects=(ExileToPlay(),), text_es=_FOYER_ES, text_en=_FOYER_EN),
            ),
        ),
    ),
    card(
        "Warped Space",
        abilities=(
            AltCostFor(
                ManaCost(),
                from_zone=Zone.EXILE,
                once_each_turn=True,
                text_es=_WARPED_ES,
                text_en=_WARPED_EN,
            ),
        ),
    ),
)

# -- Diversion Specialist ------------------------------------------------------------------
DIVERSION_SPECIALIST = card(
    "Diversion Specialist",
    keywords=("menace",),
    abilities=(
        ActivatedAbility(
            Cost(
                mana=ManaCost.parse("{1}"),
                sacrifice=Filter(types=("creature", "enchantment"), other=True),
            ),
            Mode(
                effects=(ExileToPlay(),),
                text_es="{1}, sacrificar otra criatura o encantamiento: Exilia la primera carta "
                "de tu biblioteca. Puedes jugarla este turno.",
                text_en="{1}, Sacrifice another creature or enchantment: Exile the top card of "
                "your library. You may play it this turn.",
            ),
        ),
    ),
    article_es="la",
)

# -- Impossible Inferno --------------------------------------------------------------------
_INFERNO_ES = (
    "El Infierno imposible hace 6 puntos de daño a la criatura objetivo.\nDelirio — Si entre "
    "las cartas de tu cementerio hay cuatro o más tipos de cartas, exilia la primera carta de "
    "tu biblioteca. Puedes jugarla hasta el final de tu próximo turno."
)
_INFERNO_EN = (
    "Impossible Inferno deals 6 damage to target creature.\nDelirium — If there are four or "
    "more card types among cards in your graveyard, exile the top card of your library. You "
    "may play it until the end of your next turn."
)
IMPOSSIBLE_INFERNO = card(
    "Impossible Inferno",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    DealDamage(6, Target(0)),
                    If(Delirium(), (ExileToPlay(until=NEXT_TURN),)),
                ),
                text_es=_INFERNO_ES,
                text_en=_INFERNO_EN,
            ),
        )
    ),
    article_es="el",
)

# -- Clockwork Percussionist ---------------------------------------------------------------
_PERCUSSIONIST_ES = (
    "Cuando el Percusionista mecánico muera, exilia la primera carta de tu biblioteca. Puedes "
    "jugarla hasta el final de tu próximo turno."
)
_PERCUSSIONIST_EN = (
    "When this creature dies, exile the top card of your library. You may play it until the "
    "end of your next turn."
)
CLOCKWORK_PERCUSSIONIST = card(
    "Clockwork Percussionist",
    keywords=("haste",),
    abilities=(
        Triggered(
            dies(),
            Mode(
                effects=(ExileToPlay(until=NEXT_TURN),),
                text_es=_PERCUSSIONIST_ES,
                text_en=_PERCUSSIONIST_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Waltz of Rage -------------------------------------------------------------------------
_WALTZ_ES = (
    "La criatura objetivo que controlas hace una cantidad de daño igual a su fuerza a cada "
    "otra criatura. Hasta el final del turno, siempre que una criatura que controlas muera, "
    "exilia la primera carta de tu biblioteca. Puedes jugarla hasta el final de tu próximo "
    "turno."
)
_WALTZ_EN = (
    "Target creature you control deals damage equal to its power to each other creature. "
    "Until end of turn, whenever a creature you control dies, exile the top card of your "
    "library. You may play it until the end of your next turn."
)
WALTZ_OF_RAGE = card(
    "Waltz of Rage",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((YOUR_CREATURE,)),),
                (
                    # the rulings: the creature is the source; its power as the spell resolves
                    DealDamage(PowerOf(Target(0)), Each(CREATURE), by=Target(0), other=True),
                    Delayed(
                        dies(YOUR_CREATURE),
                        (ExileToPlay(until=NEXT_TURN),),
                        this_turn=True,
                        text_es="Siempre que una criatura que controlas muera, exilia la primera "
                        "carta de tu biblioteca. Puedes jugarla hasta el final de tu próximo "
                        "turno.",
                        text_en="Whenever a creature you control dies, exile the top card of "
                        "your library. You may play it until the end of your next turn.",
                    ),
                ),
                text_es=_WALTZ_ES,
                text_en=_WALTZ_EN,
            ),
        )
    ),
    article_es="el",
)

# -- Norin, Swift Survivalist --------------------------------------------------------------
_NORIN_ES = (
    "Siempre que una criatura que controlas sea bloqueada, puedes exiliarla. Puedes jugar esa "
    "carta desde el exilio este turno."
)
_NORIN_EN = (
    "Whenever a creature you control becomes blocked, you may exile it. You may play that "
    "card from exile this turn."
)
NORIN = card(
    "Norin, Swift Survivalist",
    keywords=("cant_block",),
    abilities=(
        Triggered(
            BecomesBlocked(YOUR_CREATURE),
            Mode(effects=(May((ExileToPlay(It()),)),), text_es=_NORIN_ES, text_en=_NORIN_EN),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (
    PAINTERS_STUDIO,
    CHARRED_FOYER,
    DIVERSION_SPECIALIST,
    IMPOSSIBLE_INFERNO,
    CLOCKWORK_PERCUSSIONIST,
    WALTZ_OF_RAGE,
    NORIN,
)
