"""The sample decks' mana bases (issue 18: the red-green deck had two Forests).

A sound mana base gives each colour sources in proportion to the coloured mana symbols of
the deck's spells (CR 202.1: a mana cost's symbols; CR 106.1b: the five colours of mana;
CR 605.1a: a land's mana abilities are its sources), makes no colour the spells never ask
for, and has a Limited deck's usual share of lands (16 to 18 of 40; CR 100.2b sets only the
deck's size, the share is the practice of the format)."""

from __future__ import annotations

from collections import Counter

import pytest

from grimorio.cards import get
from grimorio.deck import Deck
from grimorio.dsl.abilities import ManaAbility
from grimorio.sample_decks import SAMPLE_DECKS

COLORS = "WUBRG"
TOLERANCE = 0.08  # a colour's share of sources may differ this much from its share of symbols


def symbols(deck: Deck) -> Counter[str]:
    """Coloured mana symbols in the mana costs of the deck's spells (hybrid: each colour)."""
    count: Counter[str] = Counter()
    for key in deck.main:
        card = get(key)
        if "land" in card.types or card.mana_cost is None:
            continue
        for symbol in card.mana_cost.symbols:
            count.update(c for c in COLORS if c in symbol)
    return count


def sources(deck: Deck) -> tuple[Counter[str], list[str]]:
    """Lands making each colour (a land making two counts for both), and the lands."""
    count: Counter[str] = Counter()
    lands: list[str] = []
    for key in deck.main:
        card = get(key)
        if "land" not in card.types:
            continue
        lands.append(key)
        made = {c for a in card.abilities if isinstance(a, ManaAbility) for c in a.produce}
        count.update(c for c in made if c in COLORS)
    return count, lands


@pytest.mark.parametrize("deck", SAMPLE_DECKS, ids=lambda d: d.name)
def test_sample_deck_mana_base_matches_its_spells(deck: Deck) -> None:
    wanted = symbols(deck)
    made, lands = sources(deck)
    assert 16 <= len(lands) <= 18, f"{deck.name}: {len(lands)} lands"
    assert set(made) == set(wanted), f"{deck.name}: sources {dict(made)}, symbols {dict(wanted)}"
    for key in set(lands):
        card = get(key)
        made_here = {c for a in card.abilities if isinstance(a, ManaAbility) for c in a.produce}
        assert made_here & set(wanted), f"{deck.name}: {key} makes no colour the spells need"
    total_symbols, total_sources = sum(wanted.values()), sum(made.values())
    for color in wanted:
        asked = wanted[color] / total_symbols
        given = made[color] / total_sources
        assert abs(asked - given) <= TOLERANCE, (
            f"{deck.name}: {color} is {asked:.0%} of the symbols but {given:.0%} of the sources"
        )


def test_the_check_catches_the_old_red_green_mana_base() -> None:
    """The deck issue 18 found: two Forests, one Mountain and lands of every colour under
    red-green spells — the check refuses it."""
    spells = ("Pyroclasm",) * 10 + ("Flesh Burrower",) * 13
    lands = ("Forest", "Forest", "Mountain", "Thornspire Verge", "Razortrap Gorge")
    lands += ("Peculiar Lighthouse", "Murky Sewer", "Neglected Manor", "Abandoned Campground")
    deck = Deck(spells + lands * 2)
    with pytest.raises(AssertionError):
        test_sample_deck_mana_base_matches_its_spells(deck)
