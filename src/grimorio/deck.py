"""Decks: a main deck and a sideboard of card keys, built from Spanish or English names.

A deck that can't be built — a name that is no card, an entry that is not a name, more
cards than :data:`MAX_DECK` — raises :class:`DeckError`, a documented
:class:`~grimorio.core.errors.GrimorioError` with its message in Spanish and English, and
nothing is built. A name printed on a real card the engine doesn't implement yet is said to
be that, not a misspelling.

:func:`format_problems` checks the deck-construction rules of a format (CR 100.2a, 100.2b,
100.4a), each problem in Spanish and English.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from grimorio.cards import registry
from grimorio.cards.registry import UnknownCard, fold, get, resolve, resolve_inferno
from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError
from grimorio.dsl.inferno_cards import KEY_PREFIX
from grimorio.dsl.printed import printed_cards

MAX_DECK = 10_000  # cards in a main deck or a sideboard; far more than any format allows


class DeckError(GrimorioError):
    """A deck that can't be built: an unknown card name (``name`` is that name), an entry
    that is not a name, a deck of the wrong type or too large. Nothing was built."""

    def __init__(self, es: str, en: str, name: str | None = None) -> None:
        super().__init__(es, en)
        self.name = name


@cache
def _printed_names() -> dict[str, str]:
    """Every name printed on a real card (Spanish and English, Room doors too), folded, to
    the card's English name."""
    names: dict[str, str] = {}
    for printed in printed_cards().values():
        for n in (printed.name_en, printed.name_es):
            if n:
                names.setdefault(fold(n), printed.name_en)
        for door in printed.doors:
            for n in (door.name_en, door.name_es):
                if n:
                    names.setdefault(fold(n), printed.name_en)
    return names


def unimplemented(name: str) -> str | None:
    """The English name of the real card called ``name`` (printed data, either language)
    when the engine doesn't implement it yet; None for an implemented card or a name printed
    on no card."""
    printed = _printed_names().get(fold(name))
    if printed is None or registry.REAL.find(printed) is not None:
        return None
    return printed


def not_implemented_message(name: str, printed: str) -> tuple[str, str]:
    """What to say of a real card the engine doesn't implement yet (Spanish, English)."""
    es_name = printed_cards()[printed].name_es or printed
    quoted = shown(name, 60)
    return (
        f"{quoted} ({es_name}) es una carta real, pero aún no está implementada",
        f"{quoted} ({printed}) is a real card, but it is not implemented yet",
    )


def _unknown(name: str) -> DeckError:
    """The documented error for a name the pool doesn't have: a real card not implemented
    yet, or an unknown name with close real names."""
    printed = unimplemented(name[:200])
    if printed is not None:
        es, en = not_implemented_message(name, printed)
        return DeckError(es, en, name)
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


class Format(StrEnum):
    """The formats a deck is checked against (CR 100.2)."""

    LIMITED = "limited"  # CR 100.2b
    CONSTRUCTED = "constructed"  # CR 100.2a

    @classmethod
    def of(cls, name: object) -> Format:
        """The format called ``name`` ("limited"/"limitado", "constructed"/"construido"),
        or :class:`DeckError`."""
        folded = fold(name) if isinstance(name, str) else ""
        for fmt, words in _FORMAT_WORDS.items():
            if folded in words:
                return fmt
        raise DeckError(
            f"el formato es «limitado» o «construido», no {shown(name, 40)}",
            f"the format is 'limited' or 'constructed', not {shown(name, 40)}",
        )

    def label(self, lang: str = "es") -> str:
        """The format's name for a person."""
        return _FORMAT_TITLES[self][0 if lang == "es" else 1]


_FORMAT_WORDS = {
    Format.LIMITED: ("limited", "limitado"),
    Format.CONSTRUCTED: ("constructed", "construido"),
}
_FORMAT_TITLES = {
    Format.LIMITED: ("Limitado", "Limited"),
    Format.CONSTRUCTED: ("Construido", "Constructed"),
}
MINIMUM = {Format.LIMITED: 40, Format.CONSTRUCTED: 60}  # CR 100.2b, 100.2a
MINIMUM_RULE = {Format.LIMITED: "CR 100.2b", Format.CONSTRUCTED: "CR 100.2a"}
MAX_OF_A_CARD = 4  # Constructed, deck and sideboard together (CR 100.2a, 100.4a)
MAX_SIDEBOARD = 15  # Constructed (CR 100.4a)


def _is_basic_land(key: str) -> bool:
    try:
        card = registry.get(key)
    except UnknownCard:
        return False
    return "basic" in card.supertypes and "land" in card.types


def format_problems(
    deck: Deck, fmt: Format | str, lines: Mapping[str, int] | None = None
) -> list[tuple[str, str]]:
    """The deck-construction problems of ``deck`` in ``fmt``, each in Spanish and English;
    an empty list means the deck is legal. ``lines`` gives the decklist line where each card
    first appears, to name it in a problem about that card.

    Limited (CR 100.2b): at least 40 main-deck cards, any number of copies, any sideboard
    (CR 100.4b). Constructed (CR 100.2a): at least 60 main-deck cards and no more than four
    cards with the same English name other than basic lands, counting deck and sideboard
    together; a sideboard of at most fifteen cards (CR 100.4a).
    """
    kind = fmt if isinstance(fmt, Format) else Format.of(fmt)
    problems: list[tuple[str, str]] = []
    minimum, rule = MINIMUM[kind], MINIMUM_RULE[kind]
    if len(deck.main) < minimum:
        problems.append(
            (
                f"el mazo principal tiene {len(deck.main)} cartas; {kind.label('es')} pide "
                f"al menos {minimum} ({rule})",
                f"the main deck has {len(deck.main)} cards; {kind.label('en')} needs at least "
                f"{minimum} ({rule})",
            )
        )
    if kind == Format.CONSTRUCTED:
        for key, n in Counter(deck.main + deck.sideboard).items():
            if n > MAX_OF_A_CARD and not _is_basic_land(key):
                where = (lines or {}).get(key)
                at = (f"línea {where}: ", f"line {where}: ") if where else ("", "")
                problems.append(
                    (
                        f"{at[0]}{n} copias de «{registry.card_name(key, 'es')}» entre mazo y "
                        "banquillo; Construido admite como mucho cuatro de una carta que no "
                        "sea tierra básica (CR 100.2a, 100.4a)",
                        f"{at[1]}{n} copies of {key!r} in deck and sideboard; Constructed "
                        "allows at most four of a card other than basic lands (CR 100.2a, "
                        "100.4a)",
                    )
                )
        if len(deck.sideboard) > MAX_SIDEBOARD:
            problems.append(
                (
                    f"el banquillo tiene {len(deck.sideboard)} cartas; Construido admite como "
                    "mucho quince (CR 100.4a)",
                    f"the sideboard has {len(deck.sideboard)} cards; Constructed allows at "
                    "most fifteen (CR 100.4a)",
                )
            )
    return problems


def inferno_deck(deck: Deck | Iterable[object], allow_test: bool = False) -> Deck:
    """An Inferno deck — its demon among its cards (I-100.2) — as given or from card names
    (Spanish, I-201.2, or our English ones), each an Inferno card (test-only ones with
    ``allow_test``); anything else raises :class:`DeckError`, naming the first bad card."""
    if isinstance(deck, Deck):
        names: Iterable[object] = deck.main
    elif isinstance(deck, (str, bytes, dict, set, frozenset)) or not isinstance(deck, Iterable):
        raise DeckError(
            "un mazo de Inferno es una lista de nombres de cartas",
            "an Inferno deck is a list of card names",
        )
    else:
        names = deck
    keys: list[str] = []
    for name in names:
        if len(keys) >= MAX_DECK:
            raise DeckError(
                f"un mazo tiene más de {MAX_DECK} cartas", f"a deck has more than {MAX_DECK} cards"
            )
        if isinstance(name, str) and name.startswith(KEY_PREFIX):
            name = name[len(KEY_PREFIX) :]  # a key is the card's Spanish name, prefixed
        try:
            keys.append(resolve_inferno(name, allow_test))
        except UnknownCard as exc:
            raise DeckError(exc.es, exc.en, name if isinstance(name, str) else None) from None
    demons = [k for k in keys if "demonio" in get(k).supertypes]
    if len(demons) != 1:
        raise DeckError(
            f"un mazo de Inferno lleva un demonio, no {len(demons)} (I-100.2)",
            f"an Inferno deck has one demon, not {len(demons)} (I-100.2)",
        )
    return Deck(tuple(keys))
