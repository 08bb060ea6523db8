"""Test-only cards of our own for single rules of the Duskmourn mechanics (CR 701.62, 708,
709.5, 702.176), where a real card would bring more than the rule under test."""

from grimorio.dsl.abilities import Mode, SpellAbility, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import GainLife, Scry, Surveil
from grimorio.dsl.keywords import ward
from grimorio.dsl.triggers import ManifestsDread

DSK_TEST_CARDS = (
    card(
        "Test Dread Watcher",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(Triggered(ManifestsDread(), Mode(effects=(GainLife(1),))),),
        text_en="Whenever you manifest dread, you gain 1 life.",
        text_es="Siempre que manifiestes miedo, ganas 1 vida.",
    ),
    card(
        "Test Warded Bear",
        None,
        "{1}{G}",
        "Creature — Bear",
        "Criatura — Oso",
        pt=(2, 2),
        abilities=(ward("2"),),
        text_en="Ward {2}",
    ),
    card(
        "Test Foresight",
        None,
        "{U}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode((), (Surveil(2),)),)),
        text_en="Surveil 2.",
        text_es="Escruta 2.",
    ),
    card(
        "Test Augury",
        None,
        "{U}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode((), (Scry(2),)),)),
        text_en="Scry 2.",
        text_es="Adivina 2.",
    ),
    card(
        "Test Hexproof Bear",
        None,
        "{1}{G}",
        "Creature — Bear",
        "Criatura — Oso",
        pt=(2, 2),
        keywords=("hexproof",),
        text_en="Hexproof",
    ),
)
