"""Duskmourn multicolour legends: a planeswalker with ninjutsu (Kaito), copies (Niko, The
Jolly Balloon Man), survival (Rip), eerie counted by resolution (Victor), hand size
(Winter) and prime numbers (Zimone). Facts from the package's data and the
release notes (Spanish names and texts from the data)."""

from grimorio.dsl import (
    CREATURE,
    EERIE,
    THIS,
    ActivatedAbility,
    AddTypes,
    All,
    AtBeginning,
    BecomeCopy,
    CardTypesInGraveyard,
    Cost,
    Count,
    CreateCopyToken,
    CreateEmblem,
    CreateToken,
    Delayed,
    Delirium,
    DidThisTurn,
    Discard,
    Draw,
    Each,
    EachOpponent,
    EachPlayer,
    Enters,
    Except,
    Exile,
    Filter,
    Grant,
    HasCounters,
    IsPrime,
    It,
    Linked,
    ManaCost,
    MaximumHandSize,
    Minus,
    Mode,
    OnNthResolution,
    PlayersWho,
    PowerOf,
    PutChosen,
    PutCounters,
    RemoveTypes,
    ReturnToBattlefield,
    RevealAndTake,
    Sacrifice,
    SetCreatureTypes,
    SetPT,
    SourceTapped,
    Static,
    Surveil,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    YourTurn,
    Zone,
    card,
    loyalty,
    ninjutsu,
    ward,
)
from grimorio.dsl.card import CardDef

# -- Kaito, Bane of Nightmares --------------------------------------------------------------
_KAITO_STATIC_ES = (
    "Durante tu turno, mientras Kaito tenga uno o más contadores de lealtad sobre él, es una "
    "criatura Ninja 3/4 y tiene la habilidad de antimaleficio."
)
_KAITO_STATIC_EN = (
    "During your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 "
    "Ninja creature and has hexproof."
)
_KAITO_PLUS_ES = "+1: Obtienes un emblema con “Los Ninjas que controlas obtienen +1/+1”."
_KAITO_PLUS_EN = '+1: You get an emblem with "Ninjas you control get +1/+1."'
_KAITO_ZERO_ES = "0: Escruta 2. Luego roba una carta por cada oponente que perdió vidas este turno."
_KAITO_ZERO_EN = "0: Surveil 2. Then draw a card for each opponent who lost life this turn."
_KAITO_MINUS_ES = "-2: Gira la criatura objetivo. Pon dos contadores de aturdimiento sobre ella."
_KAITO_MINUS_EN = "−2: Tap target creature. Put two stun counters on it."
KAITO_BANE_OF_NIGHTMARES = card(
    "Kaito, Bane of Nightmares",
    abilities=(
        ninjutsu("{1}{U}{B}"),  # CR 702.49a
        # The release notes: he stops being a planeswalker during your turn while he has
        # loyalty counters (CR 205.1a: the new card type and creature type replace the old
        # ones; "legendary" stays); damage dealt to him then is marked, not removed from
        # his loyalty, and his loyalty abilities can still be activated (606.3).
        Static(
            (
                RemoveTypes(("planeswalker",)),
                AddTypes(types=("creature",)),
                SetCreatureTypes(("Ninja",)),
                SetPT(3, 4),
                Grant(keywords=("hexproof",)),
            ),
            condition=All((YourTurn(), HasCounters("loyalty"))),
            text_es=_KAITO_STATIC_ES,
            text_en=_KAITO_STATIC_EN,
        ),
        loyalty(
            1,
            Mode(
                effects=(CreateEmblem("Kaito, Bane of Nightmares emblem"),),  # CR 114.2
                text_es=_KAITO_PLUS_ES,
                text_en=_KAITO_PLUS_EN,
            ),
        ),
        loyalty(
            0,
            Mode(
                effects=(Surveil(2), Draw(PlayersWho("lost_life", "opponent"))),
                text_es=_KAITO_ZERO_ES,
                text_en=_KAITO_ZERO_EN,
            ),
        ),
        loyalty(
            -2,
            Mode(
                (TargetSpec((CREATURE,)),),
                (Tap(Target(0)), PutCounters("stun", 2, Target(0))),
                text_es=_KAITO_MINUS_ES,
                text_en=_KAITO_MINUS_EN,
            ),
        ),
    ),
)

# -- Niko, Light of Hope --------------------------------------------------------------------
_NIKO_ETB_ES = (
    "Cuando Niko, Luz de la Esperanza entre, crea dos fichas de Fragmento. (Son encantamientos "
    'con "{2}, sacrificar este encantamiento: Adivina 1, luego roba una carta".)'
)
_NIKO_ETB_EN = (
    "When Niko enters, create two Shard tokens. (They're enchantments with \"{2}, Sacrifice "
    'this token: Scry 1, then draw a card.")'
)
_NIKO_COPY_ES = (
    "{2}, {T}: Exilia la criatura objetivo que no sea legendaria que controlas. Los Fragmentos "
    "que controlas se convierten en copias de ella hasta el comienzo del próximo paso final. "
    "Regrésala al campo de batalla bajo el control de su propietario al comienzo del próximo "
    "paso final."
)
_NIKO_COPY_EN = (
    "{2}, {T}: Exile target nonlegendary creature you control. Shards you control become "
    "copies of it until the next end step. Return it to the battlefield under its owner's "
    "control at the beginning of the next end step."
)
_NONLEGENDARY_YOURS = Filter(types=("creature",), controller="you", not_supertypes=("legendary",))
NIKO_LIGHT_OF_HOPE = card(
    "Niko, Light of Hope",
    abilities=(
        Triggered(
            Enters(),
            Mode(effects=(CreateToken("Shard", 2),), text_es=_NIKO_ETB_ES, text_en=_NIKO_ETB_EN),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}"), tap=True),
            Mode(
                (TargetSpec((_NONLEGENDARY_YOURS,)),),
                (
                    # The release notes: the Shards use the copiable values of the creature
                    # as it last existed on the battlefield (CR 707.2, 608.2h) — those of
                    # the permanent just before it is exiled, nothing observable between.
                    BecomeCopy(
                        Each(Filter(subtypes=("Shard",), controller="you")),
                        Target(0),
                        until="next_end_step",
                    ),
                    Exile(Target(0), link="niko"),
                    Delayed(
                        AtBeginning("end", "each"),  # CR 603.7: the next end step
                        (ReturnToBattlefield(It(), owners=True),),
                        about=Linked("niko"),
                        text_es="Regrésala al campo de batalla bajo el control de su propietario.",
                        text_en="Return it to the battlefield under its owner's control.",
                    ),
                ),
                text_es=_NIKO_COPY_ES,
                text_en=_NIKO_COPY_EN,
            ),
        ),
    ),
)

# -- The Jolly Balloon Man ------------------------------------------------------------------
_BALLOON_ES = (
    "{1}, {T}: Crea una ficha que es una copia de otra criatura objetivo que controlas, excepto "
    "que es una criatura Globo roja 1/1 además de sus otros colores y tipos y tiene las "
    "habilidades de volar y prisa. Sacrificala al comienzo del próximo paso final. Activa esto "
    "solo como un conjuro."
)
_BALLOON_EN = (
    "{1}, {T}: Create a token that's a copy of another target creature you control, except "
    "it's a 1/1 red Balloon creature in addition to its other colors and types and it has "
    "flying and haste. Sacrifice it at the beginning of the next end step. Activate only as a "
    "sorcery."
)
# CR 707.9a–b, 707.9d: the exceptions are part of the token's copiable values
_BALLOON = Except(
    types=("creature",),
    subtypes=("Balloon",),
    colors=("R",),
    power=1,
    toughness=1,
    keywords=("flying", "haste"),
)
THE_JOLLY_BALLOON_MAN = card(
    "The Jolly Balloon Man",
    keywords=("haste",),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}"), tap=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller="you", other=True),)),),
                (
                    CreateCopyToken(Target(0), _BALLOON, link="balloon"),
                    Delayed(
                        AtBeginning("end", "each"),
                        (Sacrifice(It()),),
                        about=Linked("balloon"),
                        text_es="Sacrificala.",
                        text_en="Sacrifice it.",
                    ),
                ),
                text_es=_BALLOON_ES,
                text_en=_BALLOON_EN,
            ),
            sorcery_speed=True,
        ),
    ),
    article_es="el",
)

# -- Rip, Spawn Hunter ----------------------------------------------------------------------
_RIP_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si Rip, cazadora de engendros está "
    "girada, muestra las X primeras cartas de tu biblioteca, donde X es su fuerza. Pon "
    "cualquier cantidad de cartas de criatura y/o Vehículo con fuerzas distintas de entre "
    "ellas en tu mano. Pon el resto en el fondo de tu biblioteca en un orden aleatorio."
)
_RIP_EN = (
    "Survival — At the beginning of your second main phase, if Rip is tapped, reveal the top "
    "X cards of your library, where X is its power. Put any number of creature and/or Vehicle "
    "cards with different powers from among them into your hand. Put the rest on the bottom "
    "of your library in a random order."
)
RIP_SPAWN_HUNTER = card(
    "Rip, Spawn Hunter",
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(
                effects=(
                    # The release notes: X is its power as the ability resolves, or as it last
                    # existed on the battlefield (CR 608.2h).
                    RevealAndTake(
                        PowerOf(THIS),
                        (Filter(types=("creature",)), Filter(subtypes=("Vehicle",))),
                    ),
                ),
                text_es=_RIP_ES,
                text_en=_RIP_EN,
            ),
            condition=SourceTapped(),  # CR 603.4
        ),
    ),
)

# -- Victor, Valgavoth's Seneschal ----------------------------------------------------------
_VICTOR_ES = (
    "Inquietante — Siempre que un encantamiento que controlas entre y siempre que abras del "
    "todo una Sala, escruta 2 si es la primera vez que esta habilidad se resolvió este turno. "
    "Si es la segunda vez, cada oponente descarta una carta. Si es la tercera vez, pon en el "
    "campo de batalla bajo tu control una carta de criatura de un cementerio."
)
_VICTOR_EN = (
    "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, "
    "surveil 2 if this is the first time this ability has resolved this turn. If it's the "
    "second time, each opponent discards a card. If it's the third time, put a creature card "
    "from a graveyard onto the battlefield under your control."
)
VICTOR_VALGAVOTHS_SENESCHAL = card(
    "Victor, Valgavoth's Seneschal",
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(
                    OnNthResolution(
                        (
                            (Surveil(2),),
                            (Discard(EachOpponent()),),
                            (
                                PutChosen(
                                    Each(Filter(types=("creature",), zone=Zone.GRAVEYARD)),
                                    to="battlefield",
                                    up_to=False,
                                ),
                            ),
                        )
                    ),
                ),
                text_es=_VICTOR_ES,
                text_en=_VICTOR_EN,
            ),
        ),
    ),
)

# -- Winter, Misanthropic Guide -------------------------------------------------------------
_WINTER_UPKEEP_ES = "Al comienzo de tu mantenimiento, cada jugador roba dos cartas."
_WINTER_UPKEEP_EN = "At the beginning of your upkeep, each player draws two cards."
_WINTER_HAND_ES = (
    "Delirio — Mientras entre las cartas de tu cementerio haya cuatro o más tipos de cartas, "
    "el tamaño máximo de la mano de cada oponente es igual a siete menos la cantidad de esos "
    "tipos de cartas."
)
_WINTER_HAND_EN = (
    "Delirium — As long as there are four or more card types among cards in your graveyard, "
    "each opponent's maximum hand size is equal to seven minus the number of those card types."
)
WINTER_MISANTHROPIC_GUIDE = card(
    "Winter, Misanthropic Guide",
    abilities=(
        ward("2"),  # CR 702.21a
        Triggered(
            AtBeginning("upkeep"),
            Mode(
                effects=(Draw(2, EachPlayer()),),
                text_es=_WINTER_UPKEEP_ES,
                text_en=_WINTER_UPKEEP_EN,
            ),
        ),
        MaximumHandSize(  # CR 402.2
            size=Minus(7, CardTypesInGraveyard()),
            who="opponent",
            condition=Delirium(),
            text_es=_WINTER_HAND_ES,
            text_en=_WINTER_HAND_EN,
        ),
    ),
)

# -- Zimone, All-Questioning ----------------------------------------------------------------
_ZIMONE_ES = (
    "Al comienzo de tu paso final, si una tierra entró al campo de batalla bajo tu control "
    "este turno y controlas una cantidad de tierras que sea un número primo, crea a Primo, el "
    "Indivisible, una ficha de criatura legendaria Fractal verde y azul 0/0 y luego pon esa "
    "misma cantidad de contadores +1/+1 sobre él. (2, 3, 5, 7, 11, 13, 17, 19, 23, 29 y 31 "
    "son números primos.)"
)
_ZIMONE_EN = (
    "At the beginning of your end step, if a land entered the battlefield under your control "
    "this turn and you control a prime number of lands, create Primo, the Indivisible, a "
    "legendary 0/0 green and blue Fractal creature token, then put that many +1/+1 counters "
    "on it. (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, and 31 are prime numbers.)"
)
_YOUR_LANDS = Count(Filter(types=("land",), controller="you"))
ZIMONE_ALL_QUESTIONING = card(
    "Zimone, All-Questioning",
    abilities=(
        Triggered(
            AtBeginning("end"),
            Mode(
                effects=(
                    CreateToken("Primo, the Indivisible", link="primo"),
                    PutCounters("+1/+1", _YOUR_LANDS, Linked("primo")),
                ),
                text_es=_ZIMONE_ES,
                text_en=_ZIMONE_EN,
            ),
            # CR 603.4: checked as the end step begins and again on resolution
            condition=All((DidThisTurn(("land_entered",)), IsPrime(_YOUR_LANDS))),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (
    KAITO_BANE_OF_NIGHTMARES,
    NIKO_LIGHT_OF_HOPE,
    THE_JOLLY_BALLOON_MAN,
    RIP_SPAWN_HUNTER,
    VICTOR_VALGAVOTHS_SENESCHAL,
    WINTER_MISANTHROPIC_GUIDE,
    ZIMONE_ALL_QUESTIONING,
)
