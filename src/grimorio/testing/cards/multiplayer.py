"""Test-only cards for the multiplayer rules' examples (CR 800.4a): *Mind Control* and
*Assault Griffin* (the first example), *Genesis Chamber* and its Myr token (the fourth).
*Act of Treason* and *Runeclaw Bear* (the second) are the layer system's
(``grimorio.testing.cards.layers``); the third and fifth examples are played with real
Duskmourn cards."""

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.continuous import GainControl
from grimorio.dsl.effects import CreateToken
from grimorio.dsl.selectors import Filter, ThatPlayer
from grimorio.dsl.triggers import Enters
from grimorio.dsl.values import Not, SourceTapped
from grimorio.testing.cards.layer_builders import aura

MULTIPLAYER_TEST_CARDS = (
    aura(
        "Mind Control",
        "Control mental",
        "{3}{U}{U}",
        (GainControl(),),
        ("You control enchanted creature.", "Tú controlas la criatura encantada."),
    ),
    card(
        "Assault Griffin",
        "Grifo de asalto",
        "{3}{W}",
        "Creature — Griffin",
        "Criatura — Grifo",
        pt=(3, 2),
        keywords=("flying",),
        text_en="Flying",
        text_es="Vuela.",
    ),
    card(
        "Myr",
        "Myr",
        None,
        "Artifact Creature — Myr",
        "Criatura artefacto — Myr",
        pt=(1, 1),
        token=True,
    ),
    card(
        "Genesis Chamber",
        "Cámara del génesis",
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(
            Triggered(
                Enters(Filter(types=("creature",), token=False)),
                # "that creature's controller": the player the event was about (603.2)
                Mode(effects=(CreateToken("Myr", who=ThatPlayer()),)),
                condition=Not(SourceTapped()),
            ),
        ),
        text_en="Whenever a nontoken creature enters, if Genesis Chamber is untapped, that "
        "creature's controller creates a 1/1 colorless Myr artifact creature token.",
        text_es="Siempre que una criatura que no sea ficha entre, si la Cámara del génesis "
        "está enderezada, el controlador de esa criatura crea una ficha de criatura "
        "artefacto Myr incolora 1/1.",
    ),
)
