"""Decks: a main deck and a sideboard of card keys, built from Spanish or English names.

A deck that can't be built — a name that is no card, an entry that is not a name, more
cards than :data:`MAX_DECK` — raises :class:`DeckError`, a documented
:class:`~grimorio.core.errors.GrimorioError` with its message in Spanish and English, and
nothing is built.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass

from grimorio.cards import registry
from grimorio.cards.registry import UnknownCard, resolve
from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError

MAX_DECK = 10_000  # cards in a main deck or a sideboard; far more than any format allows


class DeckError(GrimorioError):
    """A deck that can't be built: an unknown card name (``name`` is that name), an entry
    that is not a name, a deck of the wrong type or too large. Nothing was built."""

    def __init__(self, es: str, en: str, name: str | None = None) -> None:
        super().__init__(es, en)
        self.name = name


def _unknown(name: str) -> DeckError:
    """The documented error for a name the pool doesn't have, with close real names."""
    close = difflib.get_close_matches(name[:200], registry.REAL.names(), n=3, cutoff=0.6)
    test_only = registry.TEST.find(name) is not None
    quoted = shown(name, 60)
    es = f"carta desconocida: {quoted}"
    en = f"unknown card name {quoted}"
    if test_only:
        es += " (una carta solo para pruebas, no del conjunto real; aquí no se admite)"
        en += " (a card for tests only, not of the real pool; not allowed here)"
    if close:
        es += f"; ¿quisiste decir {', '.join(close)}?"
        en += f"; did you mean {', '.join(close)}?"
    return DeckError(es, en, name)


def _key(name: object, allow_test: bool) -> str:
    if type(name) is not str:
        raise DeckError(
            f"una carta se nombra con un texto, no con {shown(name)}",
            f"a card name must be text, not {shown(name)}",
        )
    try:
        return resolve(name, allow_test)
    except UnknownCard:
        raise _unknown(name) from None


def _keys(names: Iterable[object], allow_test: bool, part: str) -> tuple[str, ...]:
    if isinstance(names, (str, bytes, dict, set, frozenset)) or not isinstance(names, Iterable):
        raise DeckError(
            f"{_es_part(part)} es una lista de nombres de cartas, no {type(names).__name__[:40]}",
            f"a {part} is a list of card names, not {type(names).__name__[:40]}",
        )
    keys: list[str] = []
    for name in names:
        if len(keys) >= MAX_DECK:
            raise DeckError(
                f"{_es_part(part)} tiene más de {MAX_DECK} cartas",
                f"a {part} has more than {MAX_DECK} cards",
            )
        keys.append(_key(name, allow_test))
    return tuple(keys)


def _es_part(part: str) -> str:
    return "un banquillo" if part == "sideboard" else "un mazo"


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
        """Resolve every name; an unknown name raises :class:`DeckError` and nothing is
        built. A deck is made of real cards (CR 100.2a); registered test-only cards only with
        ``allow_test``."""
        return Deck(
            _keys(names, allow_test, "deck"), _keys(sideboard, allow_test, "sideboard"), name
        )

    def checked(self, allow_test: bool = False) -> Deck:
        """This deck if every entry is the key of a card a game may hold (CR 100.2a: real
        cards; test-only ones with ``allow_test``), else :class:`DeckError`. A ``Deck`` made
        directly, not from names, is checked before a game takes it."""
        for part, keys in (("deck", self.main), ("sideboard", self.sideboard)):
            if type(keys) is not tuple:
                raise DeckError(
                    f"las cartas de {_es_part(part)} son una tupla de claves de cartas",
                    f"the cards of a {part} are a tuple of card keys",
                )
            if len(keys) > MAX_DECK:
                raise DeckError(
                    f"{_es_part(part)} tiene más de {MAX_DECK} cartas",
                    f"a {part} has more than {MAX_DECK} cards",
                )
            for key in keys:
                known = type(key) is str and (
                    key in registry.REAL.by_key or (allow_test and key in registry.TEST.by_key)
                )
                if not known:
                    quoted = shown(key, 60)
                    raise DeckError(
                        f"{quoted} no es la clave de ninguna carta admitida aquí",
                        f"{quoted} is not the key of a card allowed here",
                        key if type(key) is str else None,
                    )
        return self


def as_deck(deck: Deck | Iterable[str], allow_test: bool = False) -> Deck:
    """A deck as given (checked, :meth:`Deck.checked`), or built from card names (test-only
    ones only with ``allow_test``); anything else raises :class:`DeckError`."""
    if isinstance(deck, Deck):
        return deck.checked(allow_test)
    if isinstance(deck, (str, bytes)):
        raise DeckError(
            "un mazo es un Deck o una lista de nombres de cartas, no un texto",
            "a deck is a Deck or a list of card names, not a string",
        )
    return Deck.from_names(deck, allow_test=allow_test)
