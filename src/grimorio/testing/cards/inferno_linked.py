"""An Inferno test-only card for the example of I-603.10 (row 20 of
``docs/inferno-examples.md``): a static ability and a triggered ability linked to it
(I-606.2f), with the text the example quotes."""

from __future__ import annotations

from grimorio.dsl.abilities import Mode, RevealFirstDraw, Triggered
from grimorio.dsl.effects import Draw, May
from grimorio.dsl.inferno_cards import inferno_card
from grimorio.dsl.selectors import Filter
from grimorio.dsl.triggers import RevealsThisWay

TEXT_ES = (
    "Muestra la primer carta que tomas cada turno. Siempre que muestres una carta de aliado, "
    "puedes tomar una carta."
)
TEXT_EN = (
    "Show the first card you take each turn. Whenever you show an ally card this way, you "
    "may take a card."
)

INFERNO_LINKED_TEST_CARDS = (
    inferno_card(
        "Vidente de la primera toma de prueba",
        "Inferno Test First-Take Seer",
        2,
        "Objeto",
        "Object",
        text_es=TEXT_ES,
        text_en=TEXT_EN,
        abilities=(
            RevealFirstDraw(TEXT_ES, TEXT_EN),
            Triggered(
                RevealsThisWay(Filter(types=("aliado",))),
                Mode(
                    effects=(May((Draw(),)),),
                    text_es="Puedes tomar una carta.",
                    text_en="You may take a card.",
                ),
            ),
        ),
    ),
)
