"""Decks: a main deck, a sideboard and a commander of card keys, built from Spanish or
English names.

A deck that can't be built — a name that is no card, an entry that is not a name, more
cards than :data:`MAX_DECK` — raises :class:`DeckError`, a documented
:class:`~grimorio.core.errors.GrimorioError` with its message in Spanish and English, and
nothing is built. A name printed on a real card the engine doesn't implement yet is said to
be that, not a misspelling.

:func:`format_problems` checks the deck-construction rules of a format (CR 100.2a, 100.2b,
100.4a; Commander's, CR 903.3 and 903.5, with :func:`color_identity`, CR 903.4), each problem
in Spanish and English.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from grimorio.cards import registry
from grimorio.cards.registry import UnknownCard, fold, get, resolve, resolve_inferno
from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError
from grimorio.dsl.card import CardDef
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
    the card's key (its English name; its Spanish name for a card the documents give only
    in Spanish, ``grimorio.dsl.printed``)."""
    names: dict[str, str] = {}
    for key, printed in printed_cards().items():
        for n in (printed.name_en, printed.name_es):
            if n:
                names.setdefault(fold(n), key)
        for door in printed.doors:
            for n in (door.name_en, door.name_es):
                if n:
                    names.setdefault(fold(n), key)
    return names


def unimplemented(name: str) -> str | None:
    """The key of the real card called ``name`` (printed data, either language) when the
    engine doesn't implement it yet; None for an implemented card or a name printed
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
    es, en, _ = _PARTS[part]
    if isinstance(names, (str, bytes, dict, set, frozenset)) or not isinstance(names, Iterable):
        raise DeckError(
            f"{es} es una lista de nombres de cartas, no {type(names).__name__[:40]}",
            f"{en} is a list of card names, not {type(names).__name__[:40]}",
        )
    keys: list[str] = []
    for name in names:
        if len(keys) >= MAX_DECK:
            raise DeckError(
                f"{es} tiene más de {MAX_DECK} cartas", f"{en} has more than {MAX_DECK} cards"
            )
        keys.append(_key(name, allow_test))
    return tuple(keys)


# The parts of a deck, as a message names them: Spanish, English, and Spanish "of it".
_PARTS = {
    "deck": ("un mazo", "a deck", "de un mazo"),
    "sideboard": ("un banquillo", "a sideboard", "de un banquillo"),
    "commander": ("el comandante", "the commander", "del comandante"),
    "schemes": ("un mazo de planes", "a scheme deck", "de un mazo de planes"),
}


@dataclass(frozen=True)
class Deck:
    """A list of card keys (the English names) in order; ``sideboard`` is not played.

    ``commander`` is the card (or, one day, the partner pair) designated as the deck's
    commander (CR 903.3), not among ``main``: a Commander deck's ``main`` holds the other 99
    cards (903.5a). It is empty for a deck of any other format. ``schemes`` is an
    archenemy's scheme deck (CR 904.3), kept apart too; empty unless the game is Archenemy.
    """

    main: tuple[str, ...]
    sideboard: tuple[str, ...] = ()
    name: str = ""
    commander: tuple[str, ...] = ()
    schemes: tuple[str, ...] = ()

    @staticmethod
    def from_names(
        names: Iterable[str],
        sideboard: Iterable[str] = (),
        name: str = "",
        allow_test: bool = False,
        commander: Iterable[str] = (),
        schemes: Iterable[str] = (),
    ) -> Deck:
        """Resolve every name; an unknown name raises :class:`DeckError` and nothing is
        built. A deck is made of real cards (CR 100.2a); registered test-only cards only with
        ``allow_test``. ``commander`` names the commander (CR 903.3), kept apart from the
        main deck; whether it may be one is :func:`format_problems`' question."""
        return Deck(
            _keys(names, allow_test, "deck"),
            _keys(sideboard, allow_test, "sideboard"),
            name,
            _keys(commander, allow_test, "commander"),
            _keys(schemes, allow_test, "schemes"),
        )

    def checked(self, allow_test: bool = False) -> Deck:
        """This deck if every entry is the key of a card a game may hold (CR 100.2a: real
        cards; test-only ones with ``allow_test``), else :class:`DeckError`. A ``Deck`` made
        directly, not from names, is checked before a game takes it."""
        parts = (
            ("deck", self.main),
            ("sideboard", self.sideboard),
            ("commander", self.commander),
            ("schemes", self.schemes),
        )
        for part, keys in parts:
            es, en, of_es = _PARTS[part]
            if type(keys) is not tuple:
                raise DeckError(
                    f"las cartas {of_es} son una tupla de claves de cartas",
                    f"the cards of {en} are a tuple of card keys",
                )
            if len(keys) > MAX_DECK:
                raise DeckError(
                    f"{es} tiene más de {MAX_DECK} cartas", f"{en} has more than {MAX_DECK} cards"
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
    """The formats a deck is checked against (CR 100.2, and the Commander variant, CR 903)."""

    LIMITED = "limited"  # CR 100.2b
    CONSTRUCTED = "constructed"  # CR 100.2a
    COMMANDER = "commander"  # CR 903.5

    @classmethod
    def of(cls, name: object) -> Format:
        """The format called ``name`` ("limited"/"limitado", "constructed"/"construido",
        "commander"/"comandante"), or :class:`DeckError`."""
        folded = fold(name) if isinstance(name, str) else ""
        for fmt, words in _FORMAT_WORDS.items():
            if folded in words:
                return fmt
        raise DeckError(
            f"el formato es «limitado», «construido» o «commander», no {shown(name, 40)}",
            f"the format is 'limited', 'constructed' or 'commander', not {shown(name, 40)}",
        )

    def label(self, lang: str = "es") -> str:
        """The format's name for a person."""
        return _FORMAT_TITLES[self][0 if lang == "es" else 1]


_FORMAT_WORDS = {
    Format.LIMITED: ("limited", "limitado"),
    Format.CONSTRUCTED: ("constructed", "construido"),
    Format.COMMANDER: ("commander", "comandante"),
}
_FORMAT_TITLES = {
    Format.LIMITED: ("Limitado", "Limited"),
    Format.CONSTRUCTED: ("Construido", "Constructed"),
    Format.COMMANDER: ("Commander", "Commander"),  # the variant's name in the Spanish CR 903
}
MINIMUM = {Format.LIMITED: 40, Format.CONSTRUCTED: 60}  # CR 100.2b, 100.2a
MINIMUM_RULE = {Format.LIMITED: "CR 100.2b", Format.CONSTRUCTED: "CR 100.2a"}
MAX_OF_A_CARD = 4  # Constructed, deck and sideboard together (CR 100.2a, 100.4a)
MAX_SIDEBOARD = 15  # Constructed (CR 100.4a)
COMMANDER_DECK_SIZE = 100  # exactly, the commander included (CR 903.5a)

COLORS = ("W", "U", "B", "R", "G")  # CR 105.1, in the order the rules list them
_COLOR_NAMES = {
    "W": ("blanco", "white"),
    "U": ("azul", "blue"),
    "B": ("negro", "black"),
    "R": ("rojo", "red"),
    "G": ("verde", "green"),
}
# The basic land types and the mana each one's intrinsic ability makes (CR 305.6), with
# their Spanish names (CR 205.3i)
BASIC_LAND_TYPES = {
    "Plains": ("W", "Llanura"),
    "Island": ("U", "Isla"),
    "Swamp": ("B", "Pantano"),
    "Mountain": ("R", "Montaña"),
    "Forest": ("G", "Bosque"),
}
_SYMBOL = re.compile(r"\{([^{}]*)\}")
_REMINDER = re.compile(r"\([^()]*\)")
# what a mana symbol is made of (CR 107.4): colours, {C}, generic numbers, {X}, Phyrexian
# {P} and snow {S}; anything else in braces ({T}, {Q}, {E}) is no mana symbol
_MANA_PARTS = frozenset({*COLORS, "C", "X", "Y", "Z", "P", "S"})


def symbol_colors(text: str) -> tuple[str, ...]:
    """The colours of the mana symbols written in ``text`` (``"{4}{R/G}{R/G}"``), in WUBRG
    order: a hybrid symbol has both its colours, a Phyrexian one its colour (CR 107.4e,
    107.4f, 903.4); generic, colourless and non-mana symbols ({T}) have none."""
    found: set[str] = set()
    for symbol in _SYMBOL.findall(text):
        parts = symbol.upper().split("/")
        if all(p.isdigit() or p in _MANA_PARTS for p in parts):
            found.update(p for p in parts if p in COLORS)
    return tuple(c for c in COLORS if c in found)


def without_reminder_text(text: str) -> str:
    """Rules text without its reminder text, the parenthesized parts (CR 207.2a), which
    colour identity ignores (CR 903.4c)."""
    previous = None
    while previous != text:  # innermost parentheses first, should any nest
        previous, text = text, _REMINDER.sub("", text)
    return text


def color_identity(card: CardDef | str) -> tuple[str, ...]:
    """A card's colour identity (CR 903.4), in WUBRG order: the colours of every mana symbol
    in its mana cost and its rules text, reminder text ignored (903.4c), plus its colours
    (a colour indicator or a characteristic-defining ability, CR 204, 604.3). A Room's two
    doors count together, as its characteristics outside the stack combine (CR 709.4,
    903.4e); so does a card's other face (903.4d: the back face of a double-faced card).
    Given a card key, the card of the pools (:func:`grimorio.cards.registry.get`);
    an unknown key raises :class:`~grimorio.cards.registry.UnknownCard`."""
    d = registry.get(card) if isinstance(card, str) else card
    found = set(d.colors)
    for part in (d, *d.doors, *((d.flip_face,) if d.flip_face is not None else ())):
        found.update(part.colors)
        if part.mana_cost is not None:
            for symbol in part.mana_cost.symbols:
                found.update(symbol_colors("{" + symbol + "}"))
        for text in (part.text_en, part.text_es):
            found.update(symbol_colors(without_reminder_text(text)))
    return tuple(c for c in COLORS if c in found)


def can_be_commander(card: CardDef | str) -> bool:
    """May this card be designated a deck's commander (CR 903.3)? A legendary card that is
    a creature card, a Vehicle card, or a Spacecraft card with a power/toughness box."""
    d = registry.get(card) if isinstance(card, str) else card
    if "legendary" not in d.supertypes:
        return False
    spacecraft = "Spacecraft" in d.subtypes and d.power is not None
    return "creature" in d.types or "Vehicle" in d.subtypes or spacecraft


def colors_named(colors: Iterable[str], lang: str = "es") -> str:
    """Colours for a person: "rojo y verde", "white and blue"; "incolora"/"colorless"
    for none (of a colour identity)."""
    names = [_COLOR_NAMES[c][0 if lang == "es" else 1] for c in COLORS if c in colors]
    if not names:
        return "incolora" if lang == "es" else "colorless"
    joiner = " y " if lang == "es" else " and "
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + joiner + names[-1]


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
    together; a sideboard of at most fifteen cards (CR 100.4a). Neither has a commander
    (CR 903.3 is Commander's). Commander: see :func:`commander_problems`.
    """
    kind = fmt if isinstance(fmt, Format) else Format.of(fmt)
    if kind == Format.COMMANDER:
        return commander_problems(deck, lines)
    problems: list[tuple[str, str]] = []
    if deck.commander:  # a Commander list checked for another format: its commander unplayed
        names = (
            " y ".join(f"«{registry.card_name(k, 'es')}»" for k in deck.commander),
            " and ".join(repr(k) for k in deck.commander),
        )
        problems.append(
            (
                f"el mazo designa un comandante ({names[0]}); solo un mazo de Commander lo "
                "tiene (CR 903.3)",
                f"the deck designates a commander ({names[1]}); only a Commander deck has one "
                "(CR 903.3)",
            )
        )
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
                at = _line_of(key, lines)
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


def _line_of(key: str, lines: Mapping[str, int] | None) -> tuple[str, str]:
    """ "línea N: " / "line N: " for the decklist line where ``key`` first appears."""
    where = (lines or {}).get(key)
    return (f"línea {where}: ", f"line {where}: ") if where else ("", "")


def commander_problems(deck: Deck, lines: Mapping[str, int] | None = None) -> list[tuple[str, str]]:
    """The Commander deck-construction problems of ``deck`` (CR 903.3, 903.5), each in
    Spanish and English; an empty list means a legal Commander deck. ``deck.commander`` is
    one legendary creature card (903.3); the deck has exactly 100 cards with it (903.5a); no
    two cards but basic lands share an English name (903.5b); every card's colour identity
    is within the commander's (903.5c), and so is the mana of every basic land type a card
    has (903.5d); there is no sideboard (903.5e)."""
    problems: list[tuple[str, str]] = []
    if not deck.commander:
        problems.append(
            (
                "un mazo de Commander designa un comandante, una carta de criatura legendaria "
                "(CR 903.3)",
                "a Commander deck designates a commander, a legendary creature card (CR 903.3)",
            )
        )
    elif len(deck.commander) > 1:
        problems.append(
            (
                f"el mazo designa {len(deck.commander)} comandantes; Commander pide uno (CR 903.3)",
                f"the deck designates {len(deck.commander)} commanders; Commander needs one "
                "(CR 903.3)",
            )
        )
    for key in dict.fromkeys(deck.commander):
        if not can_be_commander(key):
            at = _line_of(key, lines)
            problems.append(
                (
                    f"{at[0]}«{registry.card_name(key, 'es')}» no puede ser el comandante: no "
                    "es una carta de criatura legendaria (CR 903.3)",
                    f"{at[1]}{key!r} can't be the commander: it is not a legendary creature "
                    "card (CR 903.3)",
                )
            )
    total = len(deck.main) + len(deck.commander)
    if total != COMMANDER_DECK_SIZE:
        problems.append(
            (
                f"el mazo tiene {total} cartas contando el comandante; Commander pide "
                f"exactamente {COMMANDER_DECK_SIZE} (CR 903.5a)",
                f"the deck has {total} cards counting the commander; Commander needs exactly "
                f"{COMMANDER_DECK_SIZE} (CR 903.5a)",
            )
        )
    problems += _singleton_problems(deck, lines)
    if deck.commander and all(can_be_commander(k) for k in deck.commander):
        problems += _identity_problems(deck, lines)
    if deck.sideboard:
        n = len(deck.sideboard)
        problems.append(
            (
                f"{n} {'carta' if n == 1 else 'cartas'} en el banquillo; Commander no usa "
                "banquillo (CR 903.5e)",
                f"{n} {'card' if n == 1 else 'cards'} in the sideboard; Commander uses no "
                "sideboard (CR 903.5e)",
            )
        )
    return problems


def _singleton_problems(deck: Deck, lines: Mapping[str, int] | None) -> list[tuple[str, str]]:
    """CR 903.5b: one card of each English name, basic lands apart (the commander counts)."""
    by_name: dict[str, list[str]] = {}
    for key in deck.commander + deck.main:
        if not _is_basic_land(key):
            by_name.setdefault(registry.get(key).name("en"), []).append(key)
    problems: list[tuple[str, str]] = []
    for name_en, keys in by_name.items():
        if len(keys) > 1:
            at = _line_of(keys[0], lines)
            problems.append(
                (
                    f"{at[0]}{len(keys)} cartas llamadas «{registry.card_name(keys[0], 'es')}»; "
                    "en Commander cada carta que no sea tierra básica tiene un nombre en "
                    "inglés distinto (CR 903.5b)",
                    f"{at[1]}{len(keys)} cards named {name_en!r}; in Commander every card "
                    "other than a basic land has a different English name (CR 903.5b)",
                )
            )
    return problems


def _identity_problems(deck: Deck, lines: Mapping[str, int] | None) -> list[tuple[str, str]]:
    """CR 903.5c, 903.5d: each card's colour identity, and the mana of each basic land type
    it has, within the commander's colour identity (a partner pair's together, 702.124)."""
    identity = {c for key in deck.commander for c in color_identity(key)}
    commander_es = " y ".join(f"«{registry.card_name(k, 'es')}»" for k in deck.commander)
    commander_en = " and ".join(repr(k) for k in deck.commander)
    allowed = (colors_named(identity, "es"), colors_named(identity, "en"))
    problems: list[tuple[str, str]] = []
    for key in dict.fromkeys(deck.main):
        at = _line_of(key, lines)
        own = color_identity(key)
        if not set(own) <= identity:
            problems.append(
                (
                    f"{at[0]}la identidad de color de «{registry.card_name(key, 'es')}» "
                    f"({colors_named(own, 'es')}) no está dentro de la del comandante "
                    f"{commander_es} ({allowed[0]}) (CR 903.5c)",
                    f"{at[1]}the color identity of {key!r} ({colors_named(own, 'en')}) is not "
                    f"within that of the commander {commander_en} ({allowed[1]}) (CR 903.5c)",
                )
            )
        for land_type in registry.get(key).subtypes:
            color, type_es = BASIC_LAND_TYPES.get(land_type, ("", ""))
            if color and color not in identity:
                problems.append(
                    (
                        f"{at[0]}«{registry.card_name(key, 'es')}» tiene el tipo de tierra "
                        f"básica {type_es}, cuyo maná ({colors_named(color, 'es')}) no está en "
                        f"la identidad de color del comandante ({allowed[0]}) (CR 903.5d)",
                        f"{at[1]}{key!r} has the basic land type {land_type}, whose mana "
                        f"({colors_named(color, 'en')}) is not in the commander's color "
                        f"identity ({allowed[1]}) (CR 903.5d)",
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
