"""Duskmourn black creatures: an Overlord (impending, CR 702.176), a reflexive discard (603.12),
sacrifice as a cost and as a trigger (701.21), a blocking restriction (509.1b), survival, an
additional cost (601.2f), an ability that works from the graveyard (113.6m, 602.5b), an
Enduring creature and a Demon that exiles libraries face down (406.3). Facts from the package's data
and the release notes."""

from grimorio.cards.dsk.cycles import enduring, overlord
from grimorio.dsl import (
    CREATURE,
    THIS,
    ActivatedAbility,
    AtBeginning,
    CantBeBlockedBy,
    CastWith,
    Cost,
    Delirium,
    Draw,
    Each,
    EachOpponent,
    EachPlayer,
    Enters,
    EventAmount,
    ExileLibrary,
    Filter,
    GainLife,
    GainsLife,
    Leaves,
    LoseLife,
    ManaCost,
    May,
    Mill,
    Mode,
    Modify,
    Payment,
    PutChosen,
    ReturnToBattlefield,
    Sacrifice,
    Search,
    SourceTapped,
    SpellAbility,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    WhenYouDo,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

OPPONENT = Filter(only_players=True, player="opponent")  # "target opponent"

# Any such card of the graveyard, not only one just milled (the release notes). Avatar is a
# creature type (CR 205.3m): only a creature card can have it.
_BALEMURK_RETURNABLE = Filter(
    types=("creature", "planeswalker"), not_subtypes=("Avatar",), zone=Zone.GRAVEYARD, owner="you"
)
OVERLORD_OF_THE_BALEMURK = overlord(
    "Overlord of the Balemurk",
    5,
    "{1}{B}",
    (Mill(4), PutChosen(Each(_BALEMURK_RETURNABLE), to="hand")),
)

_MIASMA_ES = (
    "Cuando el Demonio del miasma entre, puedes descartar cualquier cantidad de cartas. Cuando "
    "lo hagas, hasta esa misma cantidad de criaturas objetivo obtienen -2/-2 cada una hasta el "
    "final del turno."
)
_MIASMA_EN = (
    "When this creature enters, you may discard any number of cards. When you do, up to that "
    "many target creatures each get -2/-2 until end of turn."
)
_MIASMA_REFLEXIVE_ES = (
    "Hasta esa misma cantidad de criaturas objetivo obtienen -2/-2 cada una hasta el final del "
    "turno."
)
_MIASMA_REFLEXIVE_EN = "Up to that many target creatures each get -2/-2 until end of turn."
MIASMA_DEMON = card(
    "Miasma Demon",
    keywords=("flying",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    # CR 603.12: a reflexive ability; its targets are chosen as it is put on
                    # the stack (the release notes) — up to as many as cards discarded
                    WhenYouDo(
                        Payment(discard=Filter(), any_number=True),
                        (Modify(Target(0), -2, -2),),
                        targets=(TargetSpec((CREATURE,), min=0, max=1),),
                        text_es=_MIASMA_REFLEXIVE_ES,
                        text_en=_MIASMA_REFLEXIVE_EN,
                    ),
                ),
                text_es=_MIASMA_ES,
                text_en=_MIASMA_EN,
            ),
        ),
    ),
    article_es="el",
)

_EGOTIST_COST_ES = (
    "{1}{B}, sacrificar otra criatura o encantamiento: La Egoísta popular gana la habilidad de "
    "indestructible hasta el final del turno. Gírala."
)
_EGOTIST_COST_EN = (
    "{1}{B}, Sacrifice another creature or enchantment: This creature gains indestructible "
    "until end of turn. Tap it."
)
_EGOTIST_TRIGGER_ES = (
    "Siempre que sacrifiques un permanente, el oponente objetivo pierde 1 vida y tú ganas 1 vida."
)
_EGOTIST_TRIGGER_EN = (
    "Whenever you sacrifice a permanent, target opponent loses 1 life and you gain 1 life."
)
POPULAR_EGOTIST = card(
    "Popular Egotist",
    abilities=(
        ActivatedAbility(
            Cost(
                mana=ManaCost.parse("{1}{B}"),
                sacrifice=Filter(types=("creature", "enchantment"), other=True),
            ),
            Mode(
                effects=(Modify(THIS, keywords=("indestructible",)), Tap(THIS)),
                text_es=_EGOTIST_COST_ES,
                text_en=_EGOTIST_COST_EN,
            ),
        ),
        # CR 701.21a, 603.10a: it looks back — it triggers when it is sacrificed itself, and
        # for each permanent sacrificed with it (the release notes)
        Triggered(
            Leaves(Filter(controller="you"), how="sacrifice"),
            Mode(
                (TargetSpec((OPPONENT,)),),
                (LoseLife(1, Target(0)), GainLife(1)),
                text_es=_EGOTIST_TRIGGER_ES,
                text_en=_EGOTIST_TRIGGER_EN,
            ),
        ),
    ),
    article_es="la",
)

_LONER_BLOCK_ES = "La Misántropa escéptica no puede ser bloqueada por Brilllos."
_LONER_BLOCK_EN = "This creature can't be blocked by Glimmers."
_LONER_SURVIVAL_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si la Misántropa escéptica está "
    "girada, puedes buscar en tu biblioteca una carta, ponerla en tu cementerio y luego barajar."
)
_LONER_SURVIVAL_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, you "
    "may search your library for a card, put it into your graveyard, then shuffle."
)
CYNICAL_LONER = card(
    "Cynical Loner",
    abilities=(
        CantBeBlockedBy(
            Filter(subtypes=("Glimmer",)), text_es=_LONER_BLOCK_ES, text_en=_LONER_BLOCK_EN
        ),
        Triggered(  # survival: an intervening "if" (CR 603.4)
            AtBeginning("main2"),
            Mode(
                effects=(May((Search(Filter(), to="graveyard"),)),),  # CR 701.23a
                text_es=_LONER_SURVIVAL_ES,
                text_en=_LONER_SURVIVAL_EN,
            ),
            condition=SourceTapped(),
        ),
    ),
    article_es="la",
)

_MUTILATOR_ES = (
    "Cuando el Mutilador vil entre, cada oponente sacrifica un encantamiento que no sea ficha y "
    "luego sacrifica una criatura que no sea ficha."
)
_MUTILATOR_EN = (
    "When this creature enters, each opponent sacrifices a nontoken enchantment of their "
    "choice, then sacrifices a nontoken creature of their choice."
)
VILE_MUTILATOR = card(
    "Vile Mutilator",
    keywords=("flying", "trample"),
    spell=SpellAbility(
        (Mode(),),
        # CR 601.2f, 701.21a: a creature or enchantment its caster controls
        additional_cost=Cost(sacrifice=Filter(types=("creature", "enchantment"), controller="you")),
    ),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    # the opponents choose in turn order, then all are sacrificed at once —
                    # the enchantments first, then the creatures (the release notes)
                    Sacrifice(
                        filter=Filter(types=("enchantment",), token=False), who=EachOpponent()
                    ),
                    Sacrifice(filter=Filter(types=("creature",), token=False), who=EachOpponent()),
                ),
                text_es=_MUTILATOR_ES,
                text_en=_MUTILATOR_EN,
            ),
        ),
    ),
    article_es="el",
)

_CULTIST_ES = (
    "Delirio — {2}{B}{B}: Regresa el Sectario resucitado de tu cementerio al campo de batalla "
    "con un contador de consumación sobre él. Activa esto solo si entre las cartas de tu "
    "cementerio hay cuatro o más tipos de cartas y solo como un conjuro."
)
_CULTIST_EN = (
    "Delirium — {2}{B}{B}: Return this card from your graveyard to the battlefield with a "
    "finality counter on it. Activate only if there are four or more card types among cards "
    "in your graveyard and only as a sorcery."
)
RESURRECTED_CULTIST = card(
    "Resurrected Cultist",
    abilities=(
        ActivatedAbility(  # CR 113.6m: it functions only in the graveyard
            Cost(mana=ManaCost.parse("{2}{B}{B}")),
            Mode(
                effects=(ReturnToBattlefield(THIS, counters=(("finality", 1),)),),  # 122.1h
                text_es=_CULTIST_ES,
                text_en=_CULTIST_EN,
            ),
            sorcery_speed=True,  # CR 602.5d
            zone=Zone.GRAVEYARD,
            condition=Delirium(),  # CR 602.5b
        ),
    ),
    article_es="el",
)

_TENACITY_GAIN_ES = (
    "Siempre que ganes vidas, el oponente objetivo pierde esa misma cantidad de vidas."
)
_TENACITY_GAIN_EN = "Whenever you gain life, target opponent loses that much life."
ENDURING_TENACITY = enduring(
    "Enduring Tenacity",
    (
        Triggered(  # CR 119.9: once for each life gain event
            GainsLife(),
            Mode(
                (TargetSpec((OPPONENT,)),),
                (LoseLife(EventAmount(), Target(0)),),
                text_es=_TENACITY_GAIN_ES,
                text_en=_TENACITY_GAIN_EN,
            ),
        ),
    ),
)

_EXCRUCIATOR_ETB_ES = (
    "Cuando el Torturador del fin del mundo entre, si se lanzó, cada jugador exilia boca abajo "
    "todas las cartas de su biblioteca, excepto las seis últimas."
)
_EXCRUCIATOR_ETB_EN = (
    "When this creature enters, if it was cast, each player exiles all but the bottom six "
    "cards of their library face down."
)
_EXCRUCIATOR_DRAW_ES = "Al comienzo de tu mantenimiento, roba una carta."
_EXCRUCIATOR_DRAW_EN = "At the beginning of your upkeep, draw a card."
DOOMSDAY_EXCRUCIATOR = card(
    "Doomsday Excruciator",
    keywords=("flying",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(ExileLibrary(EachPlayer(), keep=6),),  # CR 406.3: face down
                text_es=_EXCRUCIATOR_ETB_ES,
                text_en=_EXCRUCIATOR_ETB_EN,
            ),
            condition=CastWith(),  # "if it was cast": an intervening "if" (CR 603.4)
        ),
        Triggered(
            AtBeginning("upkeep"),
            Mode(effects=(Draw(1),), text_es=_EXCRUCIATOR_DRAW_ES, text_en=_EXCRUCIATOR_DRAW_EN),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    OVERLORD_OF_THE_BALEMURK,
    MIASMA_DEMON,
    POPULAR_EGOTIST,
    CYNICAL_LONER,
    VILE_MUTILATOR,
    RESURRECTED_CULTIST,
    ENDURING_TENACITY,
    DOOMSDAY_EXCRUCIATOR,
)
