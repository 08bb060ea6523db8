"""Decklists: the Arena / MTGO text format, and the deck-construction rules.

The Comprehensive Rules (edición del 16 de enero de 2026) state the rules checked here:

* CR 100.2a — Construido: "cada mazo tiene un tamaño mínimo de mazo de 60 cartas. Un mazo
  Construido puede tener cualquier número de tierras básicas y no más de cuatro cartas con el
  mismo nombre en inglés que no sean tierras básicas."
* CR 100.2b — Limitado: "cada mazo tiene un tamaño mínimo de mazo de 40 cartas. Un mazo
  Limitado puede contener todas las copias de una misma carta como tenga el producto."
* CR 100.4a — "Al jugar Construido, un sideboard puede contener hasta quince cartas. El límite
  de cuatro cartas (Ver la regla 100.2a) se aplica al total de cartas de mazo y sideboard
  combinados."
* CR 100.4b — in Limited every card of the pool not in the deck is the sideboard (no limit).

The text format itself is not in the CR: it is what MTG Arena and MTGO export.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grimorio
from grimorio.cards import catalog
from grimorio.cards.dsc import DSC_CARDS
from grimorio.deck import Deck
from grimorio.decklist import DecklistError, load_deck, parse_decklist, validate, write_decklist
from grimorio.pool_decks import pool_decks
from grimorio.sample_decks import SAMPLE_DECKS

DECK_FILES = ("azul-negro.txt", "rojo-verde.txt", "blanco-rojo.txt")


def problems_of(text: str) -> list[str]:
    """The problems in English; the Spanish ones (``str()``) are as many, line for line."""
    with pytest.raises(DecklistError) as caught:
        parse_decklist(text)
    error = caught.value
    assert str(error) == "\n".join(error.problems) == error.message("es")
    assert error.message("en") == "\n".join(error.problems_en)
    assert len(error.problems) == len(error.problems_en)
    for es, en in zip(error.problems, error.problems_en, strict=True):
        assert es.split(":")[0] == en.split(":")[0].replace("line", "línea")
    return error.problems_en


# --- reading: the Arena and MTGO formats ------------------------------------------------------


def test_format_arena_export_with_set_codes_and_sideboard() -> None:
    text = """Deck
17 Swamp
4 Murder (DSK) 110
19 Valgavoth's Faithful (DSK) 125

Sideboard
2 Withering Torment (DSK) 124
"""
    deck = parse_decklist(text)
    assert deck.main == ("Swamp",) * 17 + ("Murder",) * 4 + ("Valgavoth's Faithful",) * 19
    assert deck.sideboard == ("Withering Torment",) * 2
    assert deck.name == ""


def test_format_mtgo_export_english_with_x_counts() -> None:
    text = "20 Mountain\n4x Pyroclasm\n16X Ragged Playmate\n\nSideboard:\n3x Violent Urge\n"
    deck = parse_decklist(text)
    assert deck.main.count("Mountain") == 20 and deck.main.count("Pyroclasm") == 4
    assert deck.main.count("Ragged Playmate") == 16 and deck.sideboard == ("Violent Urge",) * 3


def test_format_spanish_names_any_case_and_accents() -> None:
    text = (
        "17 montana\n4 ASESINATO (DSK) 110\n19 Amiguita Harapienta\nBanquillo\n1 detonacion ignea\n"
    )
    deck = parse_decklist(text)
    assert deck.main == ("Mountain",) * 17 + ("Murder",) * 4 + ("Ragged Playmate",) * 19
    assert deck.sideboard == ("Pyroclasm",)


def test_format_mtgo_sb_lines_go_to_the_sideboard() -> None:
    deck = parse_decklist("20 Pantano\nSB: 2 Murder\n20 Asesinato\nsb:1 Get Out\n")
    assert deck.main == ("Swamp",) * 20 + ("Murder",) * 20
    assert deck.sideboard == ("Murder", "Murder", "Get Out")


def test_format_a_blank_line_inside_the_main_deck_does_not_start_the_sideboard() -> None:
    """Issue 18: people group their cards with blank lines; only a header (or ``SB:``)
    starts the sideboard."""
    deck = parse_decklist("\n\n20 Island\n20 Murder\n\n2 Get Out\n\n1 Glimmerburst\n")
    assert deck.main == ("Island",) * 20 + ("Murder",) * 20 + ("Get Out",) * 2 + ("Glimmerburst",)
    assert deck.sideboard == ()


def test_format_a_blank_line_then_a_sideboard_header_starts_the_sideboard() -> None:
    deck = parse_decklist("20 Isla\n\n20 Asesinato\n\nBanquillo\n\n2 Dejar escapar\n")
    assert deck.main == ("Island",) * 20 + ("Murder",) * 20
    assert deck.sideboard == ("Get Out",) * 2


def test_format_arena_layout_with_companion_deck_and_sideboard_sections() -> None:
    """Arena's export: ``Companion`` (its card waits in the sideboard), ``Deck``,
    ``Sideboard``; blank lines between the sections."""
    text = "Companion\n1 Murder\n\nDeck\n20 Swamp\n\n20 Murder\n\nSideboard\n1 Get Out\n"
    deck = parse_decklist(text)
    assert deck.main == ("Swamp",) * 20 + ("Murder",) * 20
    assert deck.sideboard == ("Murder", "Get Out")


def test_format_blank_lines_only_separate_when_there_is_a_sideboard_header() -> None:
    deck = parse_decklist("20 Island\n\n20 Murder\n\nSIDEBOARD\n2 Get Out\n")
    assert deck.main == ("Island",) * 20 + ("Murder",) * 20
    assert deck.sideboard == ("Get Out",) * 2


def test_format_comments_headers_and_deck_name() -> None:
    text = """\ufeffAbout
Name Mi mazo

// Criaturas
deck
# a comment
20 Island
   20   Murder   (DSK)   110
sideboard
2 Winter’s Intervention
"""
    deck = parse_decklist(text)
    assert deck.name == "Mi mazo"
    assert deck.main == ("Island",) * 20 + ("Murder",) * 20
    assert deck.sideboard == ("Winter's Intervention",) * 2


def test_format_load_deck_reads_a_utf8_file_and_is_exported(tmp_path: Path) -> None:
    path = tmp_path / "mazo.txt"
    path.write_text("20 Montaña\n20 Detonación ígnea\n", encoding="utf-8-sig")
    assert grimorio.load_deck(path) == Deck(("Mountain",) * 20 + ("Pyroclasm",) * 20)
    assert grimorio.parse_decklist is parse_decklist and grimorio.load_deck is load_deck
    assert {"load_deck", "parse_decklist"} <= set(grimorio.__all__)


# --- writing and the round trip ----------------------------------------------------------------


def test_format_write_groups_cards_in_first_appearance_order() -> None:
    deck = Deck(("Murder", "Swamp", "Murder", "Get Out"), ("Pyroclasm", "Pyroclasm"))
    assert write_decklist(deck) == "2 Murder\n1 Swamp\n1 Get Out\n\nSideboard\n2 Pyroclasm\n"
    assert write_decklist(deck, "es") == (
        "2 Asesinato\n1 Pantano\n1 Dejar escapar\n\nSideboard\n2 Detonación ígnea\n"
    )
    assert write_decklist(Deck(("Glimmerburst",)), "es") == "1 Estallido de brillo\n"
    with pytest.raises(ValueError):
        write_decklist(deck, "fr")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("deck", SAMPLE_DECKS, ids=lambda d: d.name)
def test_format_round_trip_of_the_sample_decks(deck: Deck, lang: str) -> None:
    with_side = Deck(deck.main, ("Murder", "Murder", "Plains"), deck.name)
    for d in (deck, with_side, Deck(deck.main)):
        assert parse_decklist(write_decklist(d, lang)) == d


KEYS = sorted(c.key for c in catalog())
GROUPS = st.lists(st.tuples(st.sampled_from(KEYS), st.integers(1, 30)), max_size=8)


@settings(max_examples=60, deadline=None)
@given(GROUPS.filter(bool), GROUPS, st.sampled_from(["en", "es"]), st.sampled_from(["", "X"]))
def test_format_round_trip_of_any_grouped_deck(
    main: list[tuple[str, int]], side: list[tuple[str, int]], lang: str, name: str
) -> None:
    """write → parse gives an equal Deck whenever equal cards are already grouped."""

    def grouped(groups: list[tuple[str, int]]) -> tuple[str, ...]:
        counts: dict[str, int] = {}
        for key, n in groups:
            counts[key] = counts.get(key, 0) + n
        return tuple(key for key, n in counts.items() for _ in range(n))

    deck = Deck(grouped(main), grouped(side), name)
    assert parse_decklist(write_decklist(deck, lang)) == deck


# --- errors: every problem listed with its line number, nothing half-loaded --------------------


def test_error_unknown_names_list_each_line_number_and_closest_names() -> None:
    problems = problems_of("20 Swamp\n4 Harmless Rot (DSK) 110\n15 Murdr\n\n1 Pyroclasmm\n")
    assert len(problems) == 3
    assert problems[0].startswith("line 2: ") and "'4 Harmless Rot (DSK) 110'" in problems[0]
    assert problems[1].startswith("line 3: ") and "'15 Murdr'" in problems[1]
    assert "closest known names: Murder" in problems[1]
    assert problems[2].startswith("line 5: ") and "Pyroclasm" in problems[2]


def test_error_misspelt_spanish_name_suggests_the_spanish_name() -> None:
    (problem,) = problems_of("20 Pantano\n20 Asesinatto\n")
    assert problem.startswith("line 2: unknown card 'Asesinatto'")
    assert "Asesinato" in problem.split("closest known names:")[1]


def test_error_test_only_cards_are_not_decklist_cards() -> None:
    """Decklists name real cards only: resolve(name, allow_test=False)."""
    from grimorio.cards import registry

    test_name = next(iter(registry.TEST.by_key))
    (problem,) = problems_of(f"40 {test_name}\n")
    assert problem.startswith("line 1: unknown card")


@pytest.mark.parametrize("count", ["0", "-1", "2.5", "+3", "00", "4xx", "1e3"])
def test_error_count_must_be_a_positive_whole_number(count: str) -> None:
    (problem,) = problems_of(f"40 Swamp\n{count} Murder\n")
    assert problem.startswith("line 2: the count")


@pytest.mark.parametrize("line", ["x Murder", "Murder", "four Murder", "4", "4x"])
def test_error_line_must_be_count_then_name(line: str) -> None:
    (problem,) = problems_of(f"40 Swamp\n\n// side\n{line}\n")
    assert problem.startswith("line 4: ")


@pytest.mark.parametrize("line", ["4 Murder (DSK", "4 Murder DSK) 110", "4 Murder (DSK) 110 x"])
def test_error_malformed_set_code_or_collector_number(line: str) -> None:
    (problem,) = problems_of(f"40 Swamp\n{line}\n")
    assert problem.startswith("line 2: expected 'count name (SET) number'")


def test_error_every_problem_is_collected_before_failing() -> None:
    problems = problems_of("0 Swamp\nMurder\n4 Murder (\n4 Nadie\n1001 Island\n40 Island\n")
    assert [p.split(":")[0] for p in problems] == [f"line {n}" for n in range(1, 6)]


def test_error_more_than_a_thousand_copies() -> None:
    (problem,) = problems_of("1001 Swamp\n")
    assert problem.startswith("line 1: 1001 copies")
    (problem,) = problems_of("1000 Swamp\n20 Murder\nSB: 1 Swamp\n")
    assert problem.startswith("line 3: more than 1000 copies")
    assert len(parse_decklist("1000 Swamp\n").main) == 1000


def test_error_a_commander_that_is_not_a_legendary_creature() -> None:
    """CR 903.3: a commander section naming a card that can't be a commander."""
    (problem,) = problems_of("Commander\n1 Murder\n\nDeck\n39 Swamp\n")
    assert problem.startswith(
        "line 2: 'Murder' can't be the commander: it is not a legendary creature card (CR 903.3)"
    )


@pytest.fixture
def murder_not_implemented(monkeypatch: pytest.MonkeyPatch) -> None:
    """Murder as a card printed in Duskmourn that the engine doesn't have (yet): its names
    leave the pool for this test (every printed card may be implemented one day)."""
    from grimorio.cards import registry
    from grimorio.cards.registry import fold

    for name in ("Murder", "Asesinato"):
        monkeypatch.delitem(registry.REAL.by_name, fold(name))


@pytest.mark.usefixtures("murder_not_implemented")
def test_error_a_real_card_not_implemented_is_not_a_typo() -> None:
    """Issue 18: a card printed in Duskmourn the engine doesn't implement is reported as
    "not implemented yet", in Spanish first, with no "did you mean"."""
    with pytest.raises(DecklistError) as caught:
        parse_decklist("38 Swamp\n2 ASESINATO (DSK) 110\n")
    (es,) = caught.value.problems
    (en,) = caught.value.problems_en
    assert str(caught.value) == es
    assert es == "línea 2: 'ASESINATO' (Asesinato) es una carta real, pero aún no está implementada"
    assert en == "line 2: 'ASESINATO' (Murder) is a real card, but it is not implemented yet"


@pytest.mark.usefixtures("murder_not_implemented")
def test_error_deck_from_names_says_not_implemented_too() -> None:
    from grimorio.deck import DeckError

    with pytest.raises(DeckError) as caught:
        Deck.from_names(["Swamp", "murder"])
    assert "aún no está implementada" in str(caught.value)
    assert "not implemented yet" in caught.value.message("en")
    assert "did you mean" not in caught.value.message("en")


def test_error_a_misspelt_name_is_still_a_typo_with_close_names() -> None:
    (problem,) = problems_of("38 Swamp\n2 Asesinatoo\n")
    assert "unknown card" in problem and "not implemented" not in problem


@pytest.mark.parametrize("text", ["", "\n\n  \n", "// only a comment\n# and another\n", "Deck\n"])
def test_error_empty_file_or_no_cards(text: str) -> None:
    (problem,) = problems_of(text)
    assert problem.startswith("line ") and "the decklist is" in problem


def test_error_sideboard_without_main_deck() -> None:
    (problem,) = problems_of("Sideboard\n2 Murder\n")
    assert "no main-deck cards" in problem


def test_error_binary_junk_file_is_a_decklist_error(tmp_path: Path) -> None:
    path = tmp_path / "junk.txt"
    path.write_bytes(b"20 Swamp\n" + bytes([0xFF, 0xFE]) + os.urandom(4096))
    with pytest.raises(DecklistError) as caught:
        load_deck(path)
    assert caught.value.message("en").startswith("line 2: ")
    assert "not UTF-8" in caught.value.message("en")
    assert str(caught.value).startswith("línea 2: ") and "no es texto UTF-8" in str(caught.value)
    for seed in range(5):
        junk = tmp_path / f"junk{seed}.bin"
        junk.write_bytes(os.urandom(2048))
        with pytest.raises(DecklistError):
            load_deck(junk)


def test_error_latin1_file_names_the_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("20 Pantano\n\n20 Montaña\n".encode("latin-1"))
    with pytest.raises(DecklistError, match=r"^línea 3: .*no es texto UTF-8") as caught:
        load_deck(path)
    assert caught.value.message("en").startswith("line 3: ")


def test_error_long_junk_lines_are_refused_quickly() -> None:
    problems = problems_of("40 Swamp\n" + "4 " + "z" * 5000 + "\n")
    assert problems == ["line 2: the line is longer than 200 characters"]


# --- validation (CR 100.2a, 100.2b, 100.4a, 100.4b) --------------------------------------------


def test_cr100_2b_limited_needs_forty_cards() -> None:
    deck = Deck.from_names(["Swamp"] * 17 + ["Murder"] * 22)
    (problem,) = validate(deck, "limited", "en")
    assert "39 cards" in problem and "CR 100.2b" in problem
    assert validate(Deck((*deck.main, "Murder")), "limited", "en") == []


def test_cr100_2b_limited_allows_any_number_of_copies_and_cr100_4b_any_sideboard() -> None:
    deck = Deck(("Swamp",) * 17 + ("Murder",) * 23, ("Get Out",) * 30)
    assert validate(deck, "Limited", "en") == []


def test_cr100_2a_constructed_needs_sixty_cards() -> None:
    deck = Deck(("Swamp",) * 59)
    (problem,) = validate(deck, "constructed", "en")
    assert "59 cards" in problem and "at least 60" in problem and "CR 100.2a" in problem
    assert validate(Deck(("Swamp",) * 60), "constructed", "en") == []


def test_cr100_2a_constructed_at_most_four_of_a_name_except_basic_lands() -> None:
    deck = parse_decklist(
        "24 Pantano\n12 Isla\n5 Asesinato\n4 Dejar escapar\n4 Glimmerburst\n11 Final Vengeance\n"
    )
    problems = validate(deck, "constructed", "en")
    assert len(problems) == 2
    assert "5 copies of 'Murder'" in problems[0] and "CR 100.2a" in problems[0]
    assert "11 copies of 'Final Vengeance'" in problems[1]


def test_cr100_4a_four_card_limit_counts_deck_and_sideboard_together() -> None:
    deck = Deck(("Swamp",) * 56 + ("Murder",) * 4, ("Murder",))
    (problem,) = validate(deck, "constructed", "en")
    assert "5 copies of 'Murder' in deck and sideboard" in problem and "100.4a" in problem
    assert validate(Deck(deck.main, ("Swamp",) * 15), "constructed", "en") == []


def test_cr100_4a_constructed_sideboard_at_most_fifteen() -> None:
    side = tuple(KEYS[:16])
    (problem,) = validate(Deck(("Swamp",) * 60, side), "constructed", "en")
    assert "16 cards" in problem and "fifteen" in problem and "CR 100.4a" in problem
    assert validate(Deck(("Swamp",) * 60, side[:15]), "constructed", "en") == []


def test_validate_unknown_format_is_an_error() -> None:
    with pytest.raises(ValueError):
        validate(Deck(("Swamp",) * 60), "vintage")


# --- the shipped sample decks ------------------------------------------------------------------


@pytest.mark.parametrize("filename", DECK_FILES)
def test_cr100_2b_every_shipped_sample_deck_parses_and_is_legal_limited(filename: str) -> None:
    text = resources.files("grimorio").joinpath("decks", filename).read_text(encoding="utf-8")
    deck = parse_decklist(text)
    assert validate(deck, "limited", "en") == [] and len(deck.main) == 40
    assert deck in SAMPLE_DECKS
    assert text == write_decklist(deck, "es")  # Spanish names wherever the card has one
    with resources.as_file(resources.files("grimorio").joinpath("decks", filename)) as path:
        assert load_deck(path) == deck


def test_the_pool_decks_play_every_card_of_the_real_pool() -> None:
    """The fuzz run plays every implemented card (issue 6): the pool decks hold them all —
    but the Commander decks' cards and schemes, played in their variants (CR 903, 904)."""
    played = {key for deck in pool_decks() for key in deck.main}
    assert played == set(KEYS) - {c.key for c in DSC_CARDS}
    for deck in pool_decks():
        assert validate(deck, "limited", "en") == [] and len(deck.main) == 40


def test_sample_decks_play_only_real_cards() -> None:
    assert {key for deck in SAMPLE_DECKS for key in deck.main} <= set(KEYS)
