"""Three 40-card sample decks made of the cards the engine has (they grow with the pool).

They are Arena-format decklists shipped with the package (``grimorio/decks/*.txt``, Spanish
names where the card has one). Between them they play every card of the real pool;
:func:`pairing` picks two for a seed.
"""

from __future__ import annotations

from importlib import resources

from grimorio.deck import Deck
from grimorio.decklist import parse_decklist, validate


def _deck(filename: str) -> Deck:
    text = resources.files("grimorio").joinpath("decks", filename).read_text(encoding="utf-8")
    deck = parse_decklist(text)
    problems = validate(deck, "limited")
    assert not problems and len(deck.main) == 40, f"{filename}: {problems or len(deck.main)}"
    return deck


BLUE_BLACK = _deck("azul-negro.txt")
RED_GREEN = _deck("rojo-verde.txt")
WHITE_RED = _deck("blanco-rojo.txt")

SAMPLE_DECKS = (BLUE_BLACK, RED_GREEN, WHITE_RED)


def pairing(seed: int) -> tuple[Deck, Deck]:
    """Two different sample decks, chosen by the seed so that every pairing gets played."""
    first = seed % len(SAMPLE_DECKS)
    return SAMPLE_DECKS[first], SAMPLE_DECKS[(first + 1) % len(SAMPLE_DECKS)]
