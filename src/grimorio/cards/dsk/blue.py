"""Duskmourn blue cards (facts from the package's data and the release notes).

Spanish names and texts are given only where the data has them; the other cards keep
``name_es=None`` and only their English text.
"""

from grimorio.dsl import (
    CREATURE,
    EERIE,
    PERMANENT_TYPES,
    THAT_PLAYER,
    THIS,
    Apply,
    Attached,
    Attacks,
    Cost,
    Counter,
    CreateToken,
    DealsDamage,
    Draw,
    EachOpponent,
    Enters,
    EntersTapped,
    EventAmount,
    Filter,
    GainControl,
    LoseAllAbilities,
    LoseKeywords,
    Mill,
    Mode,
    Modify,
    ModifyPT,
    Prevent,
    Replacement,
    ReturnToHand,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Triggered,
    WouldDealDamage,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

ENTER_THE_ENIGMA = card(
    "Enter the Enigma",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (Modify(Target(0), keywords=("unblockable",)), Draw(1)),
            ),
        )
    ),
)
GET_OUT = card(
    "Get Out",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature", "enchantment"), zone=Zone.STACK),)),),
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
)
GLIMMERBURST = card(
    "Glimmerburst",
    spell=SpellAbility((Mode((), (Draw(2), CreateToken("Glimmer"))),)),
)
FEAR_OF_ISOLATION = card(
    "Fear of Isolation",
    keywords=("flying",),
    spell=SpellAbility(
        (Mode(),),
        additional_cost=Cost(return_to_hand=Filter(types=PERMANENT_TYPES, controller="you")),
    ),
    article_es="el",
)

DUSKMOURNS_DOMINATION = card(
    "Duskmourn's Domination",
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
    article_es="la",
)


ENTITY_TRACKER = card(
    "Entity Tracker",
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
    article_es="la",
)
ERRATIC_APPARITION = card(
    "Erratic Apparition",
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
    article_es="la",
)
FEAR_OF_FAILED_TESTS = card(
    "Fear of Failed Tests",
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
    article_es="el",
)
FEAR_OF_FALLING = card(
    "Fear of Falling",
    keywords=("flying",),
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                # "defending player": the player it attacks, or the planeswalker's
                # controller (CR 508.5) — the player the trigger's event is about
                (TargetSpec((Filter(types=("creature",), controller=THAT_PLAYER),)),),
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
    article_es="el",
)
THE_MINDSKINNER = card(
    "The Mindskinner",
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
    article_es="el",
)
PIRANHA_FLY = card(
    "Piranha Fly",
    keywords=("flying",),
    abilities=(EntersTapped(text_en="This creature enters tapped."),),
    article_es="la",
)
SCRABBLING_SKULLCRAB = card(
    "Scrabbling Skullcrab",
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
    article_es="el",
)
TUNNEL_SURVEYOR = card(
    "Tunnel Surveyor",
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
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
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
