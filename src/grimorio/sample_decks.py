"""Three 40-card two-colour sample decks made of the cards the engine has, for play.

They are Arena-format decklists shipped with the package (``grimorio/decks/*.txt``, Spanish
names where the card has one), each legal in Limited (CR 100.2b) with a sound mana base: 17
lands whose colours are in proportion to the coloured symbols of the deck's spells (checked
by ``tests/decks/test_sample_mana_bases.py``). The pool decks (:mod:`grimorio.pool_decks`)
are the ones that play every card. :func:`pairing` picks two for a seed.
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
