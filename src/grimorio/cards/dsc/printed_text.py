"""The printed Spanish lines of the Commander cards (CR 113.2c: each paragraph of a card's
text is one ability), as their abilities show them: the documents give these cards in
Spanish only, so an ability's English text is left empty and English shows the Spanish
(``grimorio.dsl.printed``)."""

from __future__ import annotations

import re

from grimorio.dsl.printed import printed_cards, printed_doors


def _without_reminder(line: str) -> str:
    """A printed line without its closing reminder text in parentheses (CR 207.2)."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", line).strip()


def line(key: str, n: int) -> str:
    """Line ``n`` (from 0) of the Spanish text of the card keyed ``key``, or of the Room
    door keyed ``key``, without its reminder text."""
    card = printed_cards().get(key)
    text = card.text_es if card is not None else printed_doors()[key][1].text_es
    return _without_reminder((text or "").split("\n")[n])


def lines(key: str, first: int, last: int) -> str:
    """Lines ``first`` to ``last`` of the card's Spanish text, as one (a spell's text)."""
    return " ".join(line(key, n) for n in range(first, last + 1))
