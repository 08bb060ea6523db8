"""Test-only cards for triggered abilities, replacement and prevention effects (CR 603,
607, 614–616): the printed texts of the cards the CR's and the wiki article's examples
name, where Duskmourn lacks them, and small cards of our own for single rules."""

from grimorio.dsl.abilities import Cost, ManaAbility, Mode, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import Draw, GainLife
from grimorio.dsl.replacements import (
    AsEnters,
    EntersTapped,
    MoveInstead,
    Replacement,
    WouldMove,
)
from grimorio.dsl.selectors import Filter
from grimorio.dsl.triggers import (
    AtBeginning,
    DealsDamage,
    Enters,
    TriggersAdditionalTime,
    dies,
)

_CREATURE = Filter(types=("creature",))
_YOUR_CREATURE = Filter(types=("creature",), controller="you")

TRIGGER_TEST_CARDS = (
    card(
        "Test Mourner",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(Triggered(dies(_CREATURE), Mode(effects=(GainLife(1),))),),
        text_en="Whenever a creature dies, you gain 1 life.",
        text_es="Siempre que una criatura muera, ganas 1 vida.",
    ),
    card(
        "Test Herald",
        None,
        "{1}{U}",
        "Creature — Human Wizard",
        "Criatura — Mago humano",
        pt=(1, 1),
        abilities=(Triggered(Enters(), Mode(effects=(Draw(1),))),),
        text_en="When this creature enters, draw a card.",
        text_es="Cuando esta criatura entre, roba una carta.",
    ),
    card(
        "Test Raid Leader",
        None,
        "{2}{R}",
        "Creature — Human Warrior",
        "Criatura — Guerrero humano",
        pt=(2, 2),
        abilities=(
            Triggered(
                DealsDamage(_YOUR_CREATURE, to="player", combat=True),
                Mode(effects=(Draw(1),)),
                one_or_more=True,
            ),
        ),
        text_en="Whenever one or more creatures you control deal combat damage to a player, "
        "draw a card.",
        text_es="Siempre que una o más criaturas que controlas hagan daño de combate a un "
        "jugador, roba una carta.",
    ),
    card(
        "Test Sentry",
        None,
        "{1}{W}",
        "Creature — Human Soldier",
        "Criatura — Soldado humano",
        pt=(1, 1),
        abilities=(Triggered(AtBeginning("upkeep"), Mode(effects=(GainLife(1),))),),
        text_en="At the beginning of your upkeep, you gain 1 life.",
        text_es="Al comienzo de tu mantenimiento, ganas 1 vida.",
    ),
    card(
        "Test Echo Chamber",
        None,
        "{3}",
        "Artifact",
        "Artefacto",
        abilities=(TriggersAdditionalTime(),),
        text_en="If a triggered ability of a permanent you control triggers, that ability "
        "triggers an additional time.",
    ),
    card(
        "Test Exile Ward",
        None,
        "{2}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(
                WouldMove("graveyard", _CREATURE, from_="battlefield"), MoveInstead("exile")
            ),
        ),
        text_en="If a creature would die, exile it instead.",
    ),
    card(
        "Test Recall Ward",
        None,
        "{2}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(
                WouldMove("graveyard", _YOUR_CREATURE, from_="battlefield"), MoveInstead("hand")
            ),
        ),
        text_en="If a creature you control would die, return it to its owner's hand instead.",
    ),
    card(
        "Test Prism Land",
        None,
        None,
        "Land",
        "Tierra",
        abilities=(
            EntersTapped(),
            AsEnters("color"),
            ManaAbility(Cost(tap=True), ("chosen",)),
        ),
        text_en="This land enters tapped. As it enters, choose a color.\n"
        "{T}: Add one mana of the chosen color.",
    ),
)
