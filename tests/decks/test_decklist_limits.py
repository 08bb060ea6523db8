"""A decklist is a few kilobytes: anything far larger, or endless, is refused with a clear
error after reading only what the limit allows, and a list of thousands of unknown names
lists the first problems and counts the rest (close names are looked for the first few)."""

from __future__ import annotations

import pytest

from grimorio.decklist import MAX_PROBLEMS, DecklistError, load_deck, parse_decklist
from support import needs_dev_zero


def test_thousands_of_unknown_names_are_listed_first_then_counted() -> None:
    text = "\n".join(f"1 Nothing {i}" for i in range(5_000))
    with pytest.raises(DecklistError) as refused:
        parse_decklist(text)
    problems = refused.value.problems_en
    assert len(problems) == MAX_PROBLEMS + 1
    assert problems[0].startswith("line 1: unknown card 'Nothing 0'")
    assert problems[-1] == f"… and {5_000 - MAX_PROBLEMS} more problems"
    assert refused.value.problems[-1] == f"… y {5_000 - MAX_PROBLEMS} problemas más"


@needs_dev_zero
def test_an_endless_file_is_refused_after_the_limit() -> None:
    with pytest.raises(DecklistError, match="demasiados") as refused:
        load_deck("/dev/zero")
    assert "too large" in refused.value.message("en")
