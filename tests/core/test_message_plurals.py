"""Numbers agree with their nouns in both languages (issue 18 §3: "Sur gana 1 vidas",
"Pon 1 cartas" were slips): a template asks ``{n:singular|plural}``."""

from __future__ import annotations

import pytest

import grimorio.game  # noqa: F401  (registers the engine's messages)
from grimorio.text.render import Count, render_message

NAMES = ("Norte", "Sur")


@pytest.mark.parametrize(
    ("key", "args", "lang", "one", "three"),
    [
        ("life.gain", (("p", 1),), "es", "Sur gana 1 vida.", "Sur gana 3 vidas."),
        ("life.lose", (("p", 1),), "es", "Sur pierde 1 vida.", "Sur pierde 3 vidas."),
        (
            "keep",
            (("p", 0),),
            "en",
            "Norte keeps a hand of 1 card.",
            "Norte keeps a hand of 3 cards.",
        ),
        (
            "ask.bottom",
            (),
            "es",
            "Pon 1 carta en el fondo de tu biblioteca.",
            "Pon 3 cartas en el fondo de tu biblioteca.",
        ),
    ],
)
def test_a_count_takes_its_noun_in_the_right_number(
    key: str, args: tuple[object, ...], lang: str, one: str, three: str
) -> None:
    assert render_message(key, (*args, 1), lang, NAMES) == one
    assert render_message(key, (*args, 3), lang, NAMES) == three


def test_a_count_without_nouns_is_the_number() -> None:
    assert f"{Count(2)}" == "2" and f"{Count(7):>3}" == "  7"
    assert f"{Count(0):vida|vidas}" == "0 vidas"
