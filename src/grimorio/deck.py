"""Decks: a main deck and a sideboard of card keys, built from Spanish or English names."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from grimorio.cards import resolve


@dataclass(frozen=True)
class Deck:
    """A list of card keys (the English names) in order; ``sideboard`` is not played."""

    main: tuple[str, ...]
    sideboard: tuple[str, ...] = ()
    name: str = ""

    @staticmethod
    def from_names(
        names: Iterable[str],
        sideboard: Iterable[str] = (),
        name: str = "",
        allow_test: bool = False,
    ) -> Deck:
        """Resolve every name; an unknown name raises ``UnknownCard`` and nothing is built.
        A deck is made of real cards (CR 100.2a); registered test-only cards only with
        ``allow_test``."""
        return Deck(
            tuple(resolve(n, allow_test) for n in names),
            tuple(resolve(n, allow_test) for n in sideboard),
            name,
        )


def as_deck(deck: Deck | Iterable[str], allow_test: bool = False) -> Deck:
    """A deck as given, or built from card names (test-only ones only with ``allow_test``)."""
    if isinstance(deck, Deck):
        return deck
    if isinstance(deck, str):
        raise TypeError("a deck is a Deck or a list of card names, not a string")
    return Deck.from_names(deck, allow_test=allow_test)
