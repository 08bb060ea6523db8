"""Test-only cards for the keyword abilities about casting (CR 702.94 miracle, 702.138
escape, 702.62 suspend, 702.81 retrace, 702.152 blitz): the Duskmourn Commander cards that
bring them are defined elsewhere, so each keyword is shown here on a plain card — and two of
them, the miracle and escape givers, in the words of Aminatou, la Horadavelos and El Maestro
de las Llaves. The suspend instant is Pena suspendida's text, written with the vocabulary."""

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.casting_abilities import (
    blitz,
    escape,
    escapes_with,
    exile_with_counters,
    miracle,
    retrace,
    suspend,
)
from grimorio.dsl.casting_keywords import CardsHave, Escape, Miracle
from grimorio.dsl.effects import DealDamage, Destroy, GainLife, LoseLife
from grimorio.dsl.selectors import ANY_TARGET, ControllerOf, Filter, Target, TargetSpec
from grimorio.dsl.zones import Zone

_ENCHANTMENT = Filter(types=("enchantment",))
_OPPONENTS_CREATURE = Filter(types=("creature",), controller="opponent")

CASTING_KEYWORD_TEST_CARDS = (
    card(
        "Test Miracle Zealot",
        None,
        "{4}{B}{B}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        pt=(4, 4),
        abilities=(miracle("{1}{B}"),),
        text_en="Miracle {1}{B}",
        text_es="Milagro {1}{B}.",
    ),
    card(
        "Test Miracle Bolt",
        None,
        "{4}{R}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode((TargetSpec((ANY_TARGET,)),), (DealDamage(3, Target(0)),)),)),
        abilities=(miracle("{R}"),),
        text_en="Test Miracle Bolt deals 3 damage to any target.\nMiracle {R}",
        text_es="El Test Miracle Bolt hace 3 puntos de daño a cualquier objetivo.\nMilagro {R}.",
    ),
    card(
        "Test Miracle Giver",
        None,
        "{1}{W}{U}{B}",
        "Legendary Creature — Human Wizard",
        "Criatura legendaria — Hechicero humano",
        pt=(2, 4),
        abilities=(
            CardsHave(
                Zone.HAND,
                _ENCHANTMENT,
                Miracle(less=4),
                text_es=(
                    "Cada carta de encantamiento en tu mano tiene la habilidad de milagro. Su "
                    "coste de milagro es igual a su coste de maná menos {4}."
                ),
                text_en=(
                    "Each enchantment card in your hand has miracle. Its miracle cost is equal "
                    "to its mana cost minus {4}."
                ),
            ),
        ),
        text_en=(
            "Each enchantment card in your hand has miracle. Its miracle cost is equal to its "
            "mana cost minus {4}."
        ),
        text_es=(
            "Cada carta de encantamiento en tu mano tiene la habilidad de milagro. Su coste de "
            "milagro es igual a su coste de maná menos {4}."
        ),
    ),
    card(
        "Test Grand Enchantment",
        None,
        "{4}{W}{W}",
        "Enchantment",
        "Encantamiento",
    ),
    card(
        "Test Escapee",
        None,
        "{2}{B}",
        "Creature — Zombie",
        "Criatura — Zombie",
        pt=(3, 2),
        abilities=(escape("{1}{B}", exile_others=2), escapes_with("+1/+1")),
        text_en=(
            "Escape—{1}{B}, Exile two other cards from your graveyard.\nTest Escapee escapes "
            "with a +1/+1 counter on it."
        ),
        text_es=(
            "Escapatoria—{1}{B}, exilia otras dos cartas de tu cementerio.\nEl Test Escapee "
            "escapa con un contador +1/+1 sobre él."
        ),
    ),
    card(
        "Test Key Keeper",
        None,
        "{W}{U}{B}",
        "Legendary Enchantment Creature — Horror",
        "Criatura encantamiento legendaria — Horror",
        pt=(3, 3),
        abilities=(
            CardsHave(
                Zone.GRAVEYARD,
                _ENCHANTMENT,
                Escape(exile_others=3),
                text_es=(
                    "Cada carta de encantamiento en tu cementerio tiene la habilidad de "
                    "escapatoria. El coste de escapatoria es igual al coste de maná de la carta "
                    "más exiliar otras tres cartas de tu cementerio."
                ),
                text_en=(
                    "Each enchantment card in your graveyard has escape. The escape cost is "
                    "equal to the card's mana cost plus exile three other cards from your "
                    "graveyard."
                ),
            ),
        ),
        text_en=(
            "Each enchantment card in your graveyard has escape. The escape cost is equal to "
            "the card's mana cost plus exile three other cards from your graveyard."
        ),
        text_es=(
            "Cada carta de encantamiento en tu cementerio tiene la habilidad de escapatoria. El "
            "coste de escapatoria es igual al coste de maná de la carta más exiliar otras tres "
            "cartas de tu cementerio."
        ),
    ),
    card(
        "Test Suspended Sentence",
        None,
        "{3}{B}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((_OPPONENTS_CREATURE,)),),
                    (
                        Destroy(Target(0)),
                        LoseLife(3, ControllerOf(Target(0))),
                        exile_with_counters(3),
                    ),
                ),
            )
        ),
        abilities=suspend(3, "{1}{B}"),
        text_en=(
            "Destroy target creature an opponent controls. That player loses 3 life. Exile "
            "Test Suspended Sentence with three time counters on it.\nSuspend 3—{1}{B}"
        ),
        text_es=(
            "Destruye la criatura objetivo que controla un oponente. Ese jugador pierde 3 "
            "vidas. Exilia la Test Suspended Sentence con tres contadores de tiempo sobre "
            "ella.\nSuspend 3—{1}{B}."
        ),
    ),
    card(
        "Test Suspended Beast",
        None,
        "{4}{G}{G}",
        "Creature — Beast",
        "Criatura — Bestia",
        pt=(5, 5),
        abilities=suspend(2, "{G}"),
        text_en="Suspend 2—{G}",
        text_es="Suspend 2—{G}.",
    ),
    card(
        "Test Retrace Growth",
        None,
        "{1}{G}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode(effects=(GainLife(3),)),)),
        abilities=(retrace(),),
        text_en="You gain 3 life.\nRetrace",
        text_es="Ganas 3 vidas.\nDesandar.",
    ),
    card(
        "Test Blitz Athlete",
        None,
        "{1}{R}{R}",
        "Creature — Human Warrior",
        "Criatura — Guerrero humano",
        pt=(3, 2),
        abilities=blitz("{R}"),
        text_en="Blitz {R}",
        text_es="Irrupción {R}.",
    ),
)
