"""Duskmourn's Archenemy schemes (CR 314, 904): cards that stay in the command zone, set in
motion by their owner at the beginning of each of their precombat main phases (904.9); a
face-up scheme's abilities function there (904.8). Texts as the release notes print them —
in Spanish only, the one language the documents give them in: shown as such in English too."""

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.continuous import Grant, ModifyPT
from grimorio.dsl.effects import Apply, CreateToken, Effect
from grimorio.dsl.selectors import Each, Filter
from grimorio.dsl.triggers import SetInMotion


def _mode(*effects: Effect) -> Mode:
    """A mode; its text is its bullet of the printed text (CR 700.2), the Spanish one in
    English too (no English text exists)."""
    return Mode(effects=effects)


_YOUR_CREATURES = Each(Filter(types=("creature",), controller="you"))

KNEEL_BEFORE_MY_LEGIONS = card(
    "Arrodíllate ante mis legiones",
    abilities=(
        Triggered(
            SetInMotion(),
            _mode(),
            modes=(
                _mode(CreateToken("Scarecrow")),
                _mode(
                    Apply(
                        _YOUR_CREATURES,
                        (ModifyPT(3, 3), Grant(keywords=("vigilance", "trample"))),
                        "end_of_turn",
                    ),
                ),
            ),
        ),
    ),
)

SCHEMES = (KNEEL_BEFORE_MY_LEGIONS,)
