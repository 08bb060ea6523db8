"""Three 40-card two-colour sample decks made of the cards the engine has, for play.

They are Arena-format decklists shipped with the package (``grimorio/decks/*.txt``, Spanish
names where the card has one), each legal in Limited (CR 100.2b) with a sound mana base: 17
lands whose colours are in proportion to the coloured symbols of the deck's spells (checked
by ``tests/decks/test_sample_mana_bases.py``). The pool decks (:mod:`grimorio.pool_decks`)
are the ones that play every card. :func:`pairing` picks two for a seed.

Four Commander decks (CR 903) of the same pool are shipped too, ``decks/commander-*.txt``,
each led by a different legendary creature of Duskmourn and legal under
:attr:`~grimorio.deck.Format.COMMANDER` (100 cards with the commander, singleton, within its
colour identity): :func:`commander_decks` reads them (once, when first asked for) and
:func:`commander_table` seats some of them for a seed.

One scheme deck (CR 904.3) is shipped for Archenemy, ``decks/planes-duskmourn.txt``: the
Duskmourn schemes the engine has, one of each, legal under the construction rule
(:mod:`grimorio.scheme_deck`). :func:`scheme_deck` reads it; :func:`archenemy_table` gives
each seat of a Supervillain Rumble game (904.12) a sample deck with it.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from importlib import resources

from grimorio.deck import Deck, DeckError, Format
from grimorio.decklist import parse_decklist, validate
from grimorio.scheme_deck import scheme_deck_problems

# The shipped Commander decklists, by file: their commanders are Niko, Light of Hope
# (white-blue), The Swarmweaver (black-green), The Jolly Balloon Man (red-white) and
# Winter, Misanthropic Guide (black-red-green).
COMMANDER_FILES = (
    "commander-niko.txt",
    "commander-tejenjambres.txt",
    "commander-hombre-de-los-globos.txt",
    "commander-winter.txt",
)


def _text(filename: str) -> str:
    return resources.files("grimorio").joinpath("decks", filename).read_text(encoding="utf-8")


def _deck(filename: str) -> Deck:
    deck = parse_decklist(_text(filename))
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


@cache
def commander_decks() -> tuple[Deck, ...]:
    """The shipped Commander decks, in :data:`COMMANDER_FILES` order: each a
    :class:`~grimorio.deck.Deck` whose ``commander`` is its legendary creature and whose
    ``main`` holds the other 99 cards (CR 903.3, 903.5a), legal in Commander (903.5)."""
    decks = []
    for filename in COMMANDER_FILES:
        deck = parse_decklist(_text(filename))
        problems = validate(deck, Format.COMMANDER)
        assert not problems, f"{filename}: {problems}"
        decks.append(deck)
    return tuple(decks)


SCHEME_FILE = "planes-duskmourn.txt"  # CR 904.3: the shipped scheme deck


@cache
def scheme_deck() -> Deck:
    """The shipped scheme deck (CR 904.3): a :class:`~grimorio.deck.Deck` with only
    ``schemes``, legal (at least twenty schemes, at most two of a name)."""
    deck = parse_decklist(_text(SCHEME_FILE))
    problems = scheme_deck_problems(deck.schemes)
    assert not problems and not deck.main, f"{SCHEME_FILE}: {problems}"
    return deck


def archenemy_table(seed: int, players: int = 3) -> tuple[Deck, ...]:
    """Decks for ``players`` archenemies of Supervillain Rumble (2 to 6; CR 904.12): the
    sample decks taken in turn from one the seed picks, each with the shipped scheme deck."""
    if type(players) is not int or not 2 <= players <= 6:
        raise DeckError(
            f"una mesa de Archenemy es de 2 a 6 jugadores, no {players!r:.20}",
            f"an Archenemy table seats 2 to 6 players, not {players!r:.20}",
        )
    schemes = scheme_deck().schemes
    first = seed % len(SAMPLE_DECKS)
    return tuple(
        dataclasses.replace(SAMPLE_DECKS[(first + n) % len(SAMPLE_DECKS)], schemes=schemes)
        for n in range(players)
    )


def commander_table(seed: int, players: int = 4) -> tuple[Deck, ...]:
    """Decks for ``players`` Commander players (2 to 6; CR 903.2: a game of two or more),
    the shipped decks taken in turn from one the seed picks: all different up to four
    players, and every deck played as the seeds go by."""
    if type(players) is not int or not 2 <= players <= 6:
        raise DeckError(
            f"una mesa de Commander es de 2 a 6 jugadores, no {players!r:.20}",
            f"a Commander table seats 2 to 6 players, not {players!r:.20}",
        )
    decks = commander_decks()
    first = seed % len(decks)
    return tuple(decks[(first + n) % len(decks)] for n in range(players))
