"""Duskmourn blue cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

Spanish names and texts are given only where the data has them (Enter the Enigma, Get Out
and Duskmourn's Domination); the other cards keep ``name_es=None`` and only their English
text.
"""

from grimorio.dsl.abilities import Cost, Mode, SpellAbility, Static
from grimorio.dsl.card import PERMANENT_TYPES, card
from grimorio.dsl.continuous import GainControl, LoseAllAbilities, ModifyPT
from grimorio.dsl.effects import Counter, CreateToken, Draw, Modify, ReturnToHand
from grimorio.dsl.selectors import CREATURE, Attached, Filter, Target, TargetSpec

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

CARDS = (ENTER_THE_ENIGMA, GET_OUT, GLIMMERBURST, FEAR_OF_ISOLATION, DUSKMOURNS_DOMINATION)
