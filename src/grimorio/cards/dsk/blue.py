"""Duskmourn blue cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

Spanish names and texts are given only where the data has them; the other cards keep
``name_es=None`` and only their English text.
"""

from grimorio.dsl.abilities import Cost, Mode, SpellAbility, Static, Triggered
from grimorio.dsl.card import PERMANENT_TYPES, card
from grimorio.dsl.continuous import GainControl, LoseAllAbilities, LoseKeywords, ModifyPT
from grimorio.dsl.effects import (
    Apply,
    Counter,
    CreateToken,
    Draw,
    EventAmount,
    Mill,
    Modify,
    ReturnToHand,
)
from grimorio.dsl.keywords import EERIE
from grimorio.dsl.replacements import EntersTapped, Prevent, Replacement, WouldDealDamage
from grimorio.dsl.selectors import (
    CREATURE,
    THIS,
    Attached,
    EachOpponent,
    Filter,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import Attacks, DealsDamage, Enters

ENTER_THE_ENIGMA = card(
    "Enter the Enigma",
    "Entrar al enigma",
    "{U}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (Modify(Target(0), keywords=("unblockable",)), Draw(1)),
            ),
        )
    ),
    text_en="Target creature can't be blocked this turn.\nDraw a card.",
    text_es="La criatura objetivo no puede ser bloqueada este turno.\nRoba una carta.",
)
GET_OUT = card(
    "Get Out",
    "Dejar escapar",
    "{U}{U}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature", "enchantment"), zone="stack"),)),),
                (Counter(Target(0)),),
                text_es="Contrarresta el hechizo de criatura o encantamiento objetivo.",
                text_en="Counter target creature or enchantment spell.",
            ),
            Mode(
                (
                    TargetSpec(
                        (Filter(types=("creature", "enchantment"), owner="you"),), min=1, max=2
                    ),
                ),
                (ReturnToHand(Target(0)),),
                text_es="Regresa una o dos criaturas y/o encantamientos objetivo de los que "
                "seas propietario a tu mano.",
                text_en="Return one or two target creatures and/or enchantments you own to "
                "your hand.",
            ),
        )
    ),
    text_en="Choose one —\n• Counter target creature or enchantment spell.\n• Return one or two "
    "target creatures and/or enchantments you own to your hand.",
    text_es="Elige uno:\n• Contrarresta el hechizo de criatura o encantamiento objetivo.\n"
    "• Regresa una o dos criaturas y/o encantamientos objetivo de los que seas propietario "
    "a tu mano.",
)
GLIMMERBURST = card(
    "Glimmerburst",
    None,
    "{3}{U}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility((Mode((), (Draw(2), CreateToken("Glimmer"))),)),
    text_en="Draw two cards. Create a 1/1 white Glimmer enchantment creature token.",
)
FEAR_OF_ISOLATION = card(
    "Fear of Isolation",
    None,
    "{1}{U}",
    "Enchantment Creature — Nightmare",
    "Criatura encantamiento — Pesadilla",
    pt=(2, 3),
    keywords=("flying",),
    spell=SpellAbility(
        (Mode(),),
        additional_cost=Cost(return_to_hand=Filter(types=PERMANENT_TYPES, controller="you")),
    ),
    text_en="As an additional cost to cast this spell, return a permanent you control to its "
    "owner's hand.\nFlying",
)

DUSKMOURNS_DOMINATION = card(
    "Duskmourn's Domination",
    "Dominación de Duskmourn",
    "{4}{U}{U}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    enchant=CREATURE,
    abilities=(
        Static(
            (GainControl(),),
            Attached(),
            text_en="You control enchanted creature.",
            text_es="Tú controlas la criatura encantada.",
        ),
        Static(
            (ModifyPT(-3, 0), LoseAllAbilities()),
            Attached(),
            text_en="Enchanted creature gets -3/-0 and loses all abilities.",
            text_es="La criatura encantada obtiene -3/-0 y pierde todas las habilidades.",
        ),
    ),
    text_en="Enchant creature\nYou control enchanted creature.\nEnchanted creature gets -3/-0 "
    "and loses all abilities.",
    text_es="Encantar criatura.\nTú controlas la criatura encantada.\nLa criatura encantada "
    "obtiene -3/-0 y pierde todas las habilidades.",
    article_es="la",
)


ENTITY_TRACKER = card(
    "Entity Tracker",
    None,
    "{2}{U}",
    "Creature — Human Scout",
    "Criatura — Explorador humano",
    pt=(2, 3),
    keywords=("flash",),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(Draw(1),),
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, draw a card.",
            ),
        ),
    ),
    text_en="Flash\nEerie — Whenever an enchantment you control enters and whenever you fully "
    "unlock a Room, draw a card.",
)
ERRATIC_APPARITION = card(
    "Erratic Apparition",
    None,
    "{2}{U}",
    "Creature — Spirit",
    "Criatura — Espíritu",
    pt=(1, 3),
    keywords=("flying", "vigilance"),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(Modify(THIS, 1, 1),),
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, this creature gets +1/+1 until end of turn.",
            ),
        ),
    ),
    text_en="Flying, vigilance\nEerie — Whenever an enchantment you control enters and "
    "whenever you fully unlock a Room, this creature gets +1/+1 until end of turn.",
)
FEAR_OF_FAILED_TESTS = card(
    "Fear of Failed Tests",
    None,
    "{4}{U}",
    "Enchantment Creature — Nightmare",
    "Criatura encantamiento — Pesadilla",
    pt=(2, 7),
    abilities=(
        Triggered(
            DealsDamage(to="player", combat=True),
            Mode(
                effects=(Draw(EventAmount()),),
                text_en="Whenever this creature deals combat damage to a player, draw that "
                "many cards.",
            ),
        ),
    ),
    text_en="Whenever this creature deals combat damage to a player, draw that many cards.",
)
FEAR_OF_FALLING = card(
    "Fear of Falling",
    "Miedo a caer",
    "{3}{U}{U}",
    "Enchantment Creature — Nightmare",
    "Criatura encantamiento — Pesadilla",
    pt=(4, 4),
    keywords=("flying",),
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                # "defending player": in a two-player game, the opponent (CR 506.2)
                (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                (
                    Apply(
                        Target(0),
                        (ModifyPT(-2, 0), LoseKeywords(("flying",))),
                        until="your_next_turn",
                    ),
                ),
                text_es="Siempre que el Miedo a caer ataque, la criatura objetivo que controla el "
                "jugador defensor obtiene -2/-0 y pierde la habilidad de volar hasta tu próximo "
                "turno.",
                text_en="Whenever this creature attacks, target creature defending player "
                "controls gets -2/-0 and loses flying until your next turn.",
            ),
        ),
    ),
    text_en="Flying\nWhenever this creature attacks, target creature defending player controls "
    "gets -2/-0 and loses flying until your next turn.",
    text_es="Vuela.\nSiempre que el Miedo a caer ataque, la criatura objetivo que controla el "
    "jugador defensor obtiene -2/-0 y pierde la habilidad de volar hasta tu próximo turno.",
    article_es="el",
)
THE_MINDSKINNER = card(
    "The Mindskinner",
    "El Desollamientos",
    "{U}{U}{U}",
    "Legendary Enchantment Creature — Nightmare",
    "Criatura encantamiento legendaria — Pesadilla",
    pt=(10, 1),
    keywords=("unblockable",),
    abilities=(
        # CR 615.1, 615.5: the damage is prevented, then the opponents mill that many
        Replacement(
            WouldDealDamage(source=Filter(controller="you"), to="opponent"),
            Prevent(then=(Mill(EventAmount(), EachOpponent()),)),
            text_es="Si una fuente que controlas fuera a hacer daño a un oponente, prevén ese "
            "daño y cada oponente muele esa misma cantidad de cartas.",
            text_en="If a source you control would deal damage to an opponent, prevent that "
            "damage and each opponent mills that many cards.",
        ),
    ),
    text_en="The Mindskinner can't be blocked.\nIf a source you control would deal damage to an "
    "opponent, prevent that damage and each opponent mills that many cards.",
    text_es="El Desollamientos no puede ser bloqueado.\nSi una fuente que controlas fuera a "
    "hacer daño a un oponente, prevén ese daño y cada oponente muele esa misma cantidad de "
    "cartas.",
    article_es="el",
)
PIRANHA_FLY = card(
    "Piranha Fly",
    None,
    "{1}{U}",
    "Creature — Fish Insect",
    "Criatura — Insecto pez",
    pt=(2, 1),
    keywords=("flying",),
    abilities=(EntersTapped(text_en="This creature enters tapped."),),
    text_en="Flying\nThis creature enters tapped.",
)
SCRABBLING_SKULLCRAB = card(
    "Scrabbling Skullcrab",
    None,
    "{U}",
    "Creature — Crab Skeleton",
    "Criatura — Esqueleto cangrejo",
    pt=(0, 3),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                (TargetSpec((Filter(only_players=True),)),),
                (Mill(2, Target(0)),),
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, target player mills two cards.",
            ),
        ),
    ),
    text_en="Eerie — Whenever an enchantment you control enters and whenever you fully unlock "
    "a Room, target player mills two cards. (They put the top two cards of their library into "
    "their graveyard.)",
)
TUNNEL_SURVEYOR = card(
    "Tunnel Surveyor",
    None,
    "{2}{U}",
    "Creature — Human Detective",
    "Criatura — Detective humano",
    pt=(2, 2),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(CreateToken("Glimmer"),),
                text_en="When this creature enters, create a 1/1 white Glimmer enchantment "
                "creature token.",
            ),
        ),
    ),
    text_en="When this creature enters, create a 1/1 white Glimmer enchantment creature token.",
)

CARDS = (
    ENTER_THE_ENIGMA,
    GET_OUT,
    GLIMMERBURST,
    FEAR_OF_ISOLATION,
    DUSKMOURNS_DOMINATION,
    ENTITY_TRACKER,
    ERRATIC_APPARITION,
    FEAR_OF_FAILED_TESTS,
    FEAR_OF_FALLING,
    THE_MINDSKINNER,
    PIRANHA_FLY,
    SCRABBLING_SKULLCRAB,
    TUNNEL_SURVEYOR,
)
