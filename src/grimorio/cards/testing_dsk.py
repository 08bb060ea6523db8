"""Test-only cards of our own for single rules of the Duskmourn mechanics (CR 701.62, 708,
709.5, 702.176), where a real card would bring more than the rule under test."""

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import GainLife
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
)
