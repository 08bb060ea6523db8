"""Decklists from random and mutated text and bytes (issue 17): parse_decklist and load_deck
either give a deck every game accepts or raise DecklistError with each problem in Spanish
and English, line for line (CR 100.2a: a deck is made of real cards)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from property_inputs import PROFILE, card_names, junk

from grimorio import Game, load_deck, parse_decklist
from grimorio.cards import registry
from grimorio.decklist import DecklistError, write_decklist

lines = st.one_of(
    st.tuples(st.integers(-2, 1200), card_names).map(lambda t: f"{t[0]} {t[1]}"),
    st.tuples(st.integers(1, 5), card_names).map(lambda t: f"{t[0]}x {t[1]} (DSK) 12"),
    st.tuples(st.integers(1, 5), card_names).map(lambda t: f"SB: {t[0]} {t[1]}"),
    st.sampled_from(
        [
            "Deck",
            "Mazo",
            "Sideboard",
            "Banquillo",
            "About",
            "Name X",
            "Commander",
            "",
            "// c",
            "# c",
        ]
    ),
    st.text(max_size=40),
    st.just("4 " + "z" * 300),
)


def check_refusal(error: DecklistError) -> None:
    assert isinstance(error, DecklistError)
    assert len(error.problems) == len(error.problems_en) >= 1
    assert str(error) == "\n".join(error.problems)
    assert error.message("en") == "\n".join(error.problems_en)


@settings(PROFILE)
@given(text=st.lists(lines, max_size=30).map("\n".join))
def test_parsed_decks_are_real_cards_or_every_problem_is_listed(text: str) -> None:
    try:
        deck = parse_decklist(text)
    except DecklistError as error:
        check_refusal(error)
        return
    assert deck.main and set(deck.main + deck.sideboard) <= set(registry.REAL.by_key)
    again = parse_decklist(write_decklist(deck))  # equal cards grouped, order otherwise kept
    assert sorted(again.main) == sorted(deck.main)
    game = Game.new(decks=(deck, deck), seed=1)  # every parsed deck is a game's deck
    assert game.pending is not None


@settings(PROFILE)
@given(value=junk)
def test_parse_refuses_what_is_not_text(value: Any) -> None:
    try:
        parse_decklist(value)
    except DecklistError as error:
        check_refusal(error)
    else:
        raise AssertionError("a decklist is text")


@settings(PROFILE)
@given(data=st.binary(max_size=300))
def test_load_deck_from_random_bytes(tmp_path_factory: Any, data: bytes) -> None:
    path: Path = tmp_path_factory.mktemp("decks") / "deck.txt"
    path.write_bytes(data)
    try:
        deck = load_deck(path)
    except DecklistError as error:
        check_refusal(error)
        return
    assert deck.main
