"""Duskmourn blue creatures (facts from the package's data and the release notes): Silent
Hallcreeper, Floodpits Drowner, Enduring Curiosity, Paranormal Analyst, Fear of Impostors,
Abhorrent Oculus, Unwilling Vessel, Creeping Peeper."""

from grimorio.cards.dsk.cycles import enduring
from grimorio.dsl import (
    EERIE,
    THIS,
    ActivatedAbility,
    AtBeginning,
    BecomeCopy,
    ControllerOf,
    Cost,
    Counter,
    CountersOnIt,
    CreateToken,
    DealsDamage,
    Draw,
    Enters,
    Filter,
    It,
    ManaAbility,
    ManaCost,
    ManifestDread,
    ManifestsDread,
    Mode,
    PutCounters,
    ReturnToHand,
    ShuffleIntoLibrary,
    SpellAbility,
    SpendOnly,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    Zone,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

_YOUR_CREATURE = Filter(types=("creature",), controller="you")

_HALLCREEPER_ES = (
    "Siempre que el Acechapasillos silencioso haga daño de combate a un jugador, elige uno "
    "que no haya sido elegido:"
)
_HALLCREEPER_EN = (
    "Whenever this creature deals combat damage to a player, choose one that hasn't been chosen —"
)
SILENT_HALLCREEPER = card(
    "Silent Hallcreeper",
    keywords=("unblockable",),
    abilities=(
        Triggered(
            DealsDamage(to="player", combat=True),
            Mode(text_es=_HALLCREEPER_ES, text_en=_HALLCREEPER_EN),
            modes=(
                Mode(
                    effects=(PutCounters("+1/+1", 2, THIS),),
                    text_es="Pon dos contadores +1/+1 sobre el Acechapasillos silencioso.",
                    text_en="Put two +1/+1 counters on this creature.",
                ),
                Mode(effects=(Draw(1),), text_es="Roba una carta.", text_en="Draw a card."),
                Mode(
                    (TargetSpec((Filter(types=("creature",), controller="you", other=True),)),),
                    (BecomeCopy(THIS, Target(0)),),
                    text_es="El Acechapasillos silencioso se convierte en una copia de otra "
                    "criatura objetivo que controlas.",
                    text_en="This creature becomes a copy of another target creature you control.",
                ),
            ),
            unchosen=True,
        ),
    ),
    article_es="el",
)

FLOODPITS_DROWNER = card(
    "Floodpits Drowner",
    keywords=("flash", "vigilance"),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                (Tap(Target(0)), PutCounters("stun", 1, Target(0))),
                text_es="Cuando la Ahogadora de Pozos Desbordados entre, gira la criatura "
                "objetivo que controla un oponente y pon un contador de aturdimiento sobre ella.",
                text_en="When this creature enters, tap target creature an opponent controls "
                "and put a stun counter on it.",
            ),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}{U}"), tap=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), counter="stun"),)),),
                (ShuffleIntoLibrary(THIS), ShuffleIntoLibrary(Target(0))),
                text_es="Baraja la Ahogadora de Pozos Desbordados y la criatura objetivo con un "
                "contador de aturdimiento sobre ella en las bibliotecas de sus propietarios.",
                text_en="Shuffle this creature and target creature with a stun counter on it "
                "into their owners' libraries.",
            ),
        ),
    ),
    article_es="la",
)

ENDURING_CURIOSITY = enduring(
    "Enduring Curiosity",
    (
        Triggered(
            DealsDamage(_YOUR_CREATURE, "player", combat=True),
            Mode(
                effects=(Draw(1),),
                text_es="Siempre que una criatura que controlas haga daño de combate a un "
                "jugador, roba una carta.",
                text_en="Whenever a creature you control deals combat damage to a player, draw "
                "a card.",
            ),
        ),
    ),
    keywords=("flash",),
)

PARANORMAL_ANALYST = card(
    "Paranormal Analyst",
    abilities=(
        Triggered(
            ManifestsDread(),
            Mode(
                effects=(ReturnToHand(It()),),
                text_es="Siempre que manifiestes miedo, pon en tu mano una carta que pusiste "
                "en tu cementerio de esta manera.",
                text_en="Whenever you manifest dread, put a card you put into your graveyard "
                "this way into your hand.",
            ),
        ),
    ),
    article_es="el",
)

FEAR_OF_IMPOSTORS = card(
    "Fear of Impostors",
    keywords=("flash",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((Filter(zone=Zone.STACK),)),),
                (Counter(Target(0)), ManifestDread(ControllerOf(Target(0)))),
                text_es="Cuando el Miedo a los impostores entre, contrarresta el hechizo "
                "objetivo. Su controlador manifiesta miedo.",
                text_en="When this creature enters, counter target spell. Its controller "
                "manifests dread.",
            ),
        ),
    ),
    article_es="el",
)

ABHORRENT_OCULUS = card(
    "Abhorrent Oculus",
    keywords=("flying",),
    spell=SpellAbility((Mode(),), additional_cost=Cost(exile_from_graveyard=6)),
    abilities=(
        Triggered(
            AtBeginning("upkeep", "opponent"),
            Mode(
                effects=(ManifestDread(),),
                text_es="Al comienzo del mantenimiento de cada oponente, manifiesta miedo.",
                text_en="At the beginning of each opponent's upkeep, manifest dread.",
            ),
        ),
    ),
    article_es="el",
)

UNWILLING_VESSEL = card(
    "Unwilling Vessel",
    keywords=("vigilance",),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(PutCounters("possession", 1, THIS),),
                text_es="Inquietante — Siempre que un encantamiento que controlas entre y "
                "siempre que abras del todo una Sala, pon un contador de posesión sobre el "
                "Receptáculo reacio.",
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, put a possession counter on this creature.",
            ),
        ),
        Triggered(
            dies(),
            Mode(
                effects=(
                    CreateToken(
                        "Spirit", power=CountersOnIt(), toughness=CountersOnIt(), colors=("U",)
                    ),
                ),
                text_es="Cuando el Receptáculo reacio muera, crea una ficha de criatura "
                "Espíritu azul X/X con la habilidad de volar, donde X es la cantidad de "
                "contadores sobre el Receptáculo reacio.",
                text_en="When this creature dies, create an X/X blue Spirit creature token "
                "with flying, where X is the number of counters on this creature.",
            ),
        ),
    ),
    article_es="el",
)

# "Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent
# face up" (CR 106.6)
_PEEPER_MANA = SpendOnly(spells=Filter(types=("enchantment",)), actions=("unlock", "turn_up"))
CREEPING_PEEPER = card(
    "Creeping Peeper",
    abilities=(ManaAbility(Cost(tap=True), ("U",), spend_only=_PEEPER_MANA),),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    SILENT_HALLCREEPER,
    FLOODPITS_DROWNER,
    ENDURING_CURIOSITY,
    PARANORMAL_ANALYST,
    FEAR_OF_IMPOSTORS,
    ABHORRENT_OCULUS,
    UNWILLING_VESSEL,
    CREEPING_PEEPER,
)
