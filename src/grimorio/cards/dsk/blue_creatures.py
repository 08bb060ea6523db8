"""Duskmourn blue creatures (facts from ../shared/data/dsk/cards.jsonl and the release
notes): Silent Hallcreeper, Floodpits Drowner, Enduring Curiosity, Paranormal Analyst, Fear
of Impostors, Abhorrent Oculus, Unwilling Vessel, Creeping Peeper."""

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    SpellAbility,
    Triggered,
)
from grimorio.dsl.card import card
from grimorio.dsl.continuous import SetTypes
from grimorio.dsl.effects import (
    BecomeCopy,
    Counter,
    CountersOnIt,
    CreateToken,
    Draw,
    ReturnToBattlefield,
    ReturnToHand,
    Tap,
)
from grimorio.dsl.effects_counters import PutCounters
from grimorio.dsl.effects_moves import ManifestDread, ShuffleIntoLibrary
from grimorio.dsl.keywords import EERIE
from grimorio.dsl.mana import ManaCost, SpendOnly
from grimorio.dsl.selectors import (
    THIS,
    ControllerOf,
    Filter,
    It,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import AtBeginning, DealsDamage, Enters, Leaves, ManifestsDread, dies

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
    "Acechapasillos silencioso",
    "{1}{U}",
    "Enchantment Creature — Horror",
    "Criatura encantamiento — Horror",
    pt=(1, 1),
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
    text_en="This creature can't be blocked.\nWhenever this creature deals combat damage to a "
    "player, choose one that hasn't been chosen —\n• Put two +1/+1 counters on this creature.\n"
    "• Draw a card.\n• This creature becomes a copy of another target creature you control.",
    text_es="El Acechapasillos silencioso no puede ser bloqueado.\nSiempre que el "
    "Acechapasillos silencioso haga daño de combate a un jugador, elige uno que no haya sido "
    "elegido:\n• Pon dos contadores +1/+1 sobre el Acechapasillos silencioso.\n• Roba una "
    "carta.\n• El Acechapasillos silencioso se convierte en una copia de otra criatura "
    "objetivo que controlas.",
    article_es="el",
)

FLOODPITS_DROWNER = card(
    "Floodpits Drowner",
    "Ahogadora de Pozos Desbordados",
    "{1}{U}",
    "Creature — Merfolk",
    "Criatura — Tritón",
    pt=(2, 1),
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
    text_en="Flash\nVigilance\nWhen this creature enters, tap target creature an opponent "
    "controls and put a stun counter on it.\n{1}{U}, {T}: Shuffle this creature and target "
    "creature with a stun counter on it into their owners' libraries.",
    text_es="Destello.\nVigilancia.\nCuando la Ahogadora de Pozos Desbordados entre, gira la "
    "criatura objetivo que controla un oponente y pon un contador de aturdimiento sobre "
    "ella.\n{1}{U}, {T}: Baraja la Ahogadora de Pozos Desbordados y la criatura objetivo con "
    "un contador de aturdimiento sobre ella en las bibliotecas de sus propietarios.",
    article_es="la",
)

ENDURING_CURIOSITY = card(
    "Enduring Curiosity",
    "Curiosidad imperecedera",
    "{2}{U}{U}",
    "Enchantment Creature — Cat Glimmer",
    "Criatura encantamiento — Felino brillo",
    pt=(4, 3),
    keywords=("flash",),
    abilities=(
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
        Triggered(
            Leaves(to="graveyard", was=Filter(types=("creature",))),
            Mode(
                effects=(
                    ReturnToBattlefield(It(), owners=True, parts=(SetTypes(("enchantment",)),)),
                ),
                text_es="Cuando la Curiosidad imperecedera muera, si era una criatura, regresa "
                "al campo de batalla bajo el control de su propietario. Es un encantamiento. "
                "(No es una criatura.)",
                text_en="When Enduring Curiosity dies, if it was a creature, return it to the "
                "battlefield under its owner's control. It's an enchantment. (It's not a "
                "creature.)",
            ),
        ),
    ),
    text_en="Flash\nWhenever a creature you control deals combat damage to a player, draw a "
    "card.\nWhen Enduring Curiosity dies, if it was a creature, return it to the battlefield "
    "under its owner's control. It's an enchantment. (It's not a creature.)",
    text_es="Destello.\nSiempre que una criatura que controlas haga daño de combate a un "
    "jugador, roba una carta.\nCuando la Curiosidad imperecedera muera, si era una criatura, "
    "regresa al campo de batalla bajo el control de su propietario. Es un encantamiento. (No "
    "es una criatura.)",
    article_es="la",
)

PARANORMAL_ANALYST = card(
    "Paranormal Analyst",
    "Examinador de lo paranormal",
    "{1}{U}",
    "Creature — Human Detective",
    "Criatura — Detective humano",
    pt=(1, 3),
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
    text_en="Whenever you manifest dread, put a card you put into your graveyard this way "
    "into your hand.",
    text_es="Siempre que manifiestes miedo, pon en tu mano una carta que pusiste en tu "
    "cementerio de esta manera.",
    article_es="el",
)

FEAR_OF_IMPOSTORS = card(
    "Fear of Impostors",
    "Miedo a los impostores",
    "{1}{U}{U}",
    "Enchantment Creature — Nightmare",
    "Criatura encantamiento — Pesadilla",
    pt=(3, 2),
    keywords=("flash",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((Filter(zone="stack"),)),),
                (Counter(Target(0)), ManifestDread(ControllerOf(Target(0)))),
                text_es="Cuando el Miedo a los impostores entre, contrarresta el hechizo "
                "objetivo. Su controlador manifiesta miedo.",
                text_en="When this creature enters, counter target spell. Its controller "
                "manifests dread.",
            ),
        ),
    ),
    text_en="Flash\nWhen this creature enters, counter target spell. Its controller manifests "
    "dread. (That player looks at the top two cards of their library, then puts one onto the "
    "battlefield face down as a 2/2 creature and the other into their graveyard. If it's a "
    "creature card, it can be turned face up any time for its mana cost.)",
    text_es="Destello.\nCuando el Miedo a los impostores entre, contrarresta el hechizo "
    "objetivo. Su controlador manifiesta miedo. (Ese jugador mira las dos primeras cartas de "
    "su biblioteca y luego pone una de ellas en el campo de batalla boca abajo como una "
    "criatura 2/2 y la otra en su cementerio. Si es una carta de criatura, puede ponerse boca "
    "arriba en cualquier momento por su coste de maná.)",
    article_es="el",
)

ABHORRENT_OCULUS = card(
    "Abhorrent Oculus",
    "Ojo aberrante",
    "{2}{U}",
    "Creature — Eye",
    "Criatura — Ojo",
    pt=(5, 5),
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
    text_en="As an additional cost to cast this spell, exile six cards from your graveyard.\n"
    "Flying\nAt the beginning of each opponent's upkeep, manifest dread. (Look at the top two "
    "cards of your library. Put one onto the battlefield face down as a 2/2 creature and the "
    "other into your graveyard. Turn it face up any time for its mana cost if it's a creature "
    "card.)",
    text_es="Como coste adicional para lanzar este hechizo, exilia seis cartas de tu "
    "cementerio.\nVuela.\nAl comienzo del mantenimiento de cada oponente, manifiesta miedo. "
    "(Mira las dos primeras cartas de tu biblioteca. Pon una de ellas en el campo de batalla "
    "boca abajo como una criatura 2/2 y la otra en tu cementerio. Ponla boca arriba en "
    "cualquier momento por su coste de maná si es una carta de criatura.)",
    article_es="el",
)

UNWILLING_VESSEL = card(
    "Unwilling Vessel",
    "Receptáculo reacio",
    "{2}{U}",
    "Creature — Human Wizard",
    "Criatura — Hechicero humano",
    pt=(3, 2),
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
    text_en="Vigilance\nEerie — Whenever an enchantment you control enters and whenever you "
    "fully unlock a Room, put a possession counter on this creature.\nWhen this creature dies, "
    "create an X/X blue Spirit creature token with flying, where X is the number of counters "
    "on this creature.",
    text_es="Vigilancia.\nInquietante — Siempre que un encantamiento que controlas entre y "
    "siempre que abras del todo una Sala, pon un contador de posesión sobre el Receptáculo "
    "reacio.\nCuando el Receptáculo reacio muera, crea una ficha de criatura Espíritu azul "
    "X/X con la habilidad de volar, donde X es la cantidad de contadores sobre el Receptáculo "
    "reacio.",
    article_es="el",
)

# "Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent
# face up" (CR 106.6)
_PEEPER_MANA = SpendOnly(spells=Filter(types=("enchantment",)), actions=("unlock", "turn_up"))
CREEPING_PEEPER = card(
    "Creeping Peeper",
    "Fisgón trepador",
    "{1}{U}",
    "Creature — Eye",
    "Criatura — Ojo",
    pt=(2, 1),
    abilities=(ManaAbility(Cost(tap=True), ("U",), spend_only=_PEEPER_MANA),),
    text_en="{T}: Add {U}. Spend this mana only to cast an enchantment spell, unlock a door, or "
    "turn a permanent face up.",
    text_es="{T}: Agrega {U}. Usa este maná solo para lanzar un hechizo de encantamiento, abrir "
    "una puerta o poner un permanente boca arriba.",
    article_es="el",
)

CARDS = (
    SILENT_HALLCREEPER,
    FLOODPITS_DROWNER,
    ENDURING_CURIOSITY,
    PARANORMAL_ANALYST,
    FEAR_OF_IMPOSTORS,
    ABHORRENT_OCULUS,
    UNWILLING_VESSEL,
    CREEPING_PEEPER,
)
