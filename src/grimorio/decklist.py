"""Decklists in the plain-text format that MTG Arena and MTGO export, and deck validation.

A decklist is one ``count name`` line per card, for example ``4 Murder``, ``4x Asesinato`` or
Arena's ``4 Murder (DSK) 110`` (the set code and collector number are checked for shape and
then ignored). Names may be Spanish or English, in any case and with or without accents.
Optional headers: ``About`` (followed by ``Name <deck name>``), ``Deck`` / ``Mazo``,
``Sideboard`` / ``Banquillo`` and Arena's ``Companion`` / ``Compañero`` (its card waits in
the sideboard, as Arena keeps it); MTGO's ``SB: 2 Murder`` puts one line in the sideboard.
Lines starting with ``//`` or ``#`` are comments. A blank line separates nothing: only a
header or an ``SB:`` line starts the sideboard, so a blank line inside the main deck keeps
the cards after it in the main deck.

A Commander deck (CR 903) names its commander as Arena exports it: a ``Commander`` /
``Comandante`` header, the line ``1 <name>``, then the other 99 cards after ``Deck`` /
``Mazo`` (or after a blank line, which ends the commander's section as it ends ``About``).
The commander goes to :attr:`Deck.commander`, not to the main deck. The section names one
legendary creature card (CR 903.3), once: two commanders, a card that can't be one or a
section with no card are refused by line like any other problem.

An archenemy's scheme deck (CR 904.3) is a ``Schemes`` / ``Planes`` section: its lines go to
:attr:`Deck.schemes`; a card there that is not a scheme is refused by line (314.1). A scheme
anywhere else (314.2), how many schemes and how many of one name are the scheme deck's
construction rules, which :func:`validate` checks (:mod:`grimorio.scheme_deck`).

A name printed on a real card that the engine does not implement yet is reported as that,
not as a misspelling. Every problem names its line, in Spanish (``str()``) and English.

Deck-construction rules (CR 100.2a, 100.2b, 100.4a; Commander's, 903.5) are checked by
:func:`validate`
(:func:`grimorio.deck.format_problems`).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from functools import cache
from os import PathLike
from pathlib import Path

from grimorio.cards import registry
from grimorio.cards.registry import UnknownCard, fold, resolve, resolve_inferno
from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError
from grimorio.deck import (
    MAX_DECK,
    Deck,
    DeckError,
    Format,
    can_be_commander,
    format_problems,
    inferno_deck,
    not_implemented_message,
    unimplemented,
)
from grimorio.scheme_deck import is_scheme, scheme_deck_problems

MAX_COPIES = 1000  # more copies of one card than this is surely a mistake
MAX_CHARS = 1_000_000  # a decklist is a few kilobytes; anything far larger is not one
MAX_LINE = 200  # no card line is this long
MAX_HINTS = 20  # unknown names that get close known names suggested
MAX_PROBLEMS = 50  # problems listed one by one; the rest are counted

_MAIN_HEADERS = {"deck", "mazo"}
# Arena keeps a companion in the sideboard (CR 702.139a: it starts outside the game)
_SIDE_HEADERS = {"sideboard", "banquillo", "companion", "compañero", "companero"}
_COMMANDER_HEADERS = {"commander", "comandante"}
_SCHEME_HEADERS = {"schemes", "planes"}  # CR 904.3: the archenemy's scheme deck
_COMMANDER = "commander"
_SCHEMES = "schemes"
_ABOUT = "about"
_COUNT = re.compile(r"(?P<n>\d+)[xX]?")
_SET = re.compile(r"(?P<name>.*?)\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+(?P<num>[A-Za-z0-9★-]+))?")


class DecklistError(GrimorioError):
    """A decklist that could not be read; the message lists every problem, one per line.
    ``problems`` are the problems in Spanish (what ``str()`` joins), ``problems_en`` the
    same in English (``message("en")``)."""

    def __init__(self, problems: list[str], problems_en: list[str] | None = None) -> None:
        self.problems = list(problems)
        self.problems_en = list(problems if problems_en is None else problems_en)
        super().__init__("\n".join(self.problems), "\n".join(self.problems_en))


# One problem: where (a line number) and what, in Spanish and in English.
Problem = tuple[str, str]


def _refused(problems: list[Problem]) -> DecklistError:
    return DecklistError([es for es, _ in problems], [en for _, en in problems])


def _at(line: int, problem: Problem) -> Problem:
    return (f"línea {line}: {problem[0]}", f"line {line}: {problem[1]}")


def _header(line: str) -> str | None:
    word = line.rstrip(":").strip().casefold()
    known = _MAIN_HEADERS | _SIDE_HEADERS | _COMMANDER_HEADERS | _SCHEME_HEADERS | {_ABOUT}
    return word if word in known else None


def _closest(name: str) -> list[str]:
    """Up to three known card names closest to ``name`` (case- and accent-insensitive)."""
    folded = _folded_names(len(registry.REAL.by_key))
    close = difflib.get_close_matches(fold(name), list(folded), n=3, cutoff=0.5)
    return [folded[c] for c in close]


@cache
def _folded_names(pool_size: int) -> dict[str, str]:
    """The real pool's names by their folded form, worked out once per pool size."""
    folded: dict[str, str] = {}
    for known in registry.REAL.names():
        folded.setdefault(fold(known), known)
    return folded


def _card_line(line: str) -> tuple[int, str] | Problem:
    """``(count, name)`` for a card line, or the reason it is not one."""
    first, _, rest = line.replace("\t", " ").partition(" ")
    rest = rest.strip()
    if not first[:1].isdigit() and first[:1] not in "+-.":
        return (
            f"se esperaba 'número nombre' (por ejemplo '4 Asesinato'), no {line!r}",
            f"expected 'count name' (for example '4 Murder'), not {line!r}",
        )
    match = _COUNT.fullmatch(first)
    count = int(match["n"]) if match is not None else 0
    if count < 1:
        return (
            f"el número {first!r} no es un entero positivo",
            f"the count {first!r} is not a positive whole number",
        )
    if count > MAX_COPIES:
        return (
            f"{count} copias son más de {MAX_COPIES}",
            f"{count} copies is more than {MAX_COPIES}",
        )
    if not rest:
        return (
            f"falta el nombre de la carta tras el número {first!r}",
            f"a card name is missing after the count {first!r}",
        )
    if "(" in rest or ")" in rest:
        set_match = _SET.fullmatch(rest)
        if set_match is None or not set_match["name"]:
            return (
                f"se esperaba 'número nombre (COLECCIÓN) número', no {line!r}",
                f"expected 'count name (SET) number', not {line!r}",
            )
        rest = set_match["name"]
    return count, rest.replace("’", "'")


def parse_decklist(text: str) -> Deck:
    """The :class:`Deck` a decklist describes, or :class:`DecklistError` listing every problem.

    Nothing is half-loaded: either every line is understood and every name is a real card,
    or nothing is returned.
    """
    return parse_decklist_lines(text)[0]


def parse_decklist_lines(text: str) -> tuple[Deck, dict[str, int]]:
    """:func:`parse_decklist`, and the line where each card key first appears (to name the
    line in a deck-construction problem about that card)."""
    if type(text) is not str:
        kind = type(text).__name__[:40]
        raise _refused(
            [(f"una lista de mazo es un texto, no un {kind}", f"a decklist is text, not {kind}")]
        )
    if len(text) > MAX_CHARS:
        raise _refused(
            [
                _at(
                    1,
                    (
                        f"{len(text)} caracteres son demasiados para una lista de mazo",
                        f"{len(text)} characters is too long for a decklist",
                    ),
                )
            ]
        )
    lines = text.removeprefix("\ufeff").splitlines()
    problems: list[Problem] = []
    main: list[str] = []
    side: list[str] = []
    schemes: list[str] = []  # CR 904.3: the scheme deck
    commander: list[str] = []  # the commander's key, once read
    commanders = 0  # commanders named, counting copies
    commander_header = 0  # the line of the first commander header, if any
    commander_lines = 0  # card lines in the commander's section, read or not
    first_line: dict[str, int] = {}
    name = ""
    section = "main"
    totals: Counter[str] = Counter()
    unknown = 0  # names not in the pool; close names are looked for the first few only
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            if section in (_ABOUT, _COMMANDER):
                section = "main"
            continue
        if line.startswith(("//", "#")):
            continue
        if len(line) > MAX_LINE:
            problems.append(
                _at(
                    number,
                    (
                        f"la línea tiene más de {MAX_LINE} caracteres",
                        f"the line is longer than {MAX_LINE} characters",
                    ),
                )
            )
            continue
        header = _header(line)
        if header in _COMMANDER_HEADERS:
            section = _COMMANDER
            commander_header = commander_header or number
            continue
        if header in _SCHEME_HEADERS:
            section = _SCHEMES
            continue
        if header is not None:
            section = "side" if header in _SIDE_HEADERS else "main" if header != _ABOUT else _ABOUT
            continue
        if section == _ABOUT:
            label, _, value = line.partition(" ")
            if label.casefold() == "name":
                name = value.strip()
            else:
                problems.append(
                    _at(
                        number,
                        (
                            f"se esperaba 'Name <nombre del mazo>' tras 'About': {line!r}",
                            f"expected 'Name <deck name>' after 'About': {line!r}",
                        ),
                    )
                )
            continue
        target = side if section == "side" else schemes if section == _SCHEMES else main
        if line[:3].casefold() == "sb:":
            line, target = line[3:].strip(), side
        commander_lines += section == _COMMANDER and target is main
        parsed = _card_line(line)
        if isinstance(parsed[0], str):
            problems.append(_at(number, (str(parsed[0]), str(parsed[1]))))
            continue
        count, card_name = int(parsed[0]), str(parsed[1])
        try:
            key = resolve(card_name, allow_test=False)
        except UnknownCard:
            printed = unimplemented(card_name)
            if printed is not None:
                problems.append(_at(number, not_implemented_message(card_name, printed)))
                continue
            unknown += 1
            problems.append(_at(number, _unknown_name(card_name, raw.strip(), unknown)))
            continue
        first_line.setdefault(key, number)
        if target is schemes and not is_scheme(key):  # CR 314.1: only schemes there
            problems.append(_at(number, _not_a_scheme(key)))
            continue
        if section == _COMMANDER and target is main:
            commanders += count
            problems += [_at(number, p) for p in _commander_line(key, commanders)]
            commander = commander or [key]
            continue
        totals[key] += count
        if totals[key] > MAX_COPIES:
            problems.append(
                _at(
                    number,
                    (
                        f"más de {MAX_COPIES} copias de {registry.card_name(key, 'es')!r} en total",
                        f"more than {MAX_COPIES} copies of {key!r} in all",
                    ),
                )
            )
            continue
        if len(target) + count > MAX_DECK:
            part = (
                ("el banquillo", "sideboard")
                if target is side
                else ("el mazo de planes", "scheme deck")
                if target is schemes
                else ("el mazo", "main deck")
            )
            problems.append(
                _at(
                    number,
                    (
                        f"{part[0]} tendría más de {MAX_DECK} cartas",
                        f"the {part[1]} would have more than {MAX_DECK} cards",
                    ),
                )
            )
            continue
        target.extend([key] * count)
    if commander_header and not commander_lines:
        problems.append(
            _at(
                commander_header,
                (
                    "la sección «Commander» no nombra ninguna carta; un mazo de Commander "
                    "designa un comandante (CR 903.3)",
                    "the 'Commander' section names no card; a Commander deck designates a "
                    "commander (CR 903.3)",
                ),
            )
        )
    if not problems and not main and not schemes:  # a scheme deck alone is a list too
        what = (
            ("está vacía", "empty")
            if not text.strip()
            else ("no tiene cartas en el mazo principal", "has no main-deck cards")
        )
        problems.append(
            _at(max(len(lines), 1), (f"la lista de mazo {what[0]}", f"the decklist is {what[1]}"))
        )
    if problems:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems = [
                *problems[:MAX_PROBLEMS],
                (f"… y {more} problemas más", f"… and {more} more problems"),
            ]
        raise _refused(problems)
    return Deck(tuple(main), tuple(side), name, tuple(commander), tuple(schemes)), first_line


def _not_a_scheme(key: str) -> Problem:
    """A card that is not a scheme in the ``Schemes`` section (CR 314.1)."""
    name = registry.card_name(key, "es")
    return (
        f"«{name}» no es un plan: la sección «Planes» solo lleva planes (CR 314.1)",
        f"{key!r} is not a scheme: the 'Schemes' section holds only schemes (CR 314.1)",
    )


def _schemes_out_of_place(deck: Deck) -> list[Problem]:
    """CR 314.2, 904.3: a scheme in the main deck belongs in the scheme deck (a game refuses
    it in a library)."""
    found = dict.fromkeys(k for k in deck.main if is_scheme(k))
    return [
        (
            f"«{registry.card_name(key, 'es')}» es un plan: va en la sección «Planes», no en "
            "el mazo (CR 314.2, 904.3)",
            f"{key!r} is a scheme: it goes in the 'Schemes' section, not the deck "
            "(CR 314.2, 904.3)",
        )
        for key in found
    ]


def _commander_line(key: str, named: int) -> list[Problem]:
    """What is wrong with a line of the commander's section (CR 903.3), ``named`` being the
    commanders named so far with it: one too many, or a card that can't be a commander."""
    problems: list[Problem] = []
    name = registry.card_name(key, "es")
    if named > 1:
        problems.append(
            (
                f"«{name}»: un comandante de más; un mazo tiene un solo comandante (CR 903.3)",
                f"{key!r}: one commander too many; a deck has one commander (CR 903.3)",
            )
        )
    if not can_be_commander(key):
        problems.append(
            (
                f"«{name}» no puede ser el comandante: no es una carta de criatura legendaria "
                "(CR 903.3)",
                f"{key!r} can't be the commander: it is not a legendary creature card (CR 903.3)",
            )
        )
    return problems


def _unknown_name(card_name: str, line: str, unknown: int) -> Problem:
    """An unknown name, with the closest known names for the first ``MAX_HINTS`` of them."""
    close = _closest(card_name) if unknown <= MAX_HINTS else []
    hint_es, hint_en = (
        (
            f"; los nombres conocidos más parecidos: {', '.join(close)}",
            f"; closest known names: {', '.join(close)}",
        )
        if close
        else ("; ningún nombre conocido se parece", "; no known name is close")
        if unknown <= MAX_HINTS
        else ("", "")
    )
    return (
        f"carta desconocida {card_name!r} en {line!r}{hint_es}",
        f"unknown card {card_name!r} in {line!r}{hint_en}",
    )


def load_deck(path: str | PathLike[str]) -> Deck:
    """Read and parse a decklist file (UTF-8); a file that can't be opened raises
    ``OSError``, anything else that is wrong :class:`DecklistError`."""
    return load_deck_lines(path)[0]


def load_deck_lines(path: str | PathLike[str]) -> tuple[Deck, dict[str, int]]:
    """:func:`load_deck`, and the line where each card first appears
    (:func:`parse_decklist_lines`)."""
    return parse_decklist_lines(_read(path))


def _read(path: str | PathLike[str]) -> str:
    """A decklist file's text (UTF-8), read no further than the limit; ``OSError`` if it
    can't be opened, :class:`DecklistError` if it is not a decklist's text."""
    if not isinstance(path, (str, PathLike)) or (isinstance(path, str) and "\0" in path):
        raise _refused(
            [
                (
                    f"la ruta de una lista de mazo es un texto sin NUL, no {shown(path)}",
                    f"a decklist's path is text without NUL, not {shown(path)}",
                )
            ]
        )
    with Path(path).open("rb") as source:  # never more than the limit, even from a device
        data = source.read(MAX_CHARS * 4 + 1)
    if len(data) > MAX_CHARS * 4:
        size = f"{path}: {len(data)} bytes"
        raise _refused(
            [
                _at(
                    1,
                    (
                        f"{size} son demasiados para una lista de mazo",
                        f"{size} is too large for a decklist",
                    ),
                )
            ]
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise _refused(
            [
                _at(
                    line,
                    (
                        f"{path} no es texto UTF-8 (byte erróneo en la posición {error.start})",
                        f"{path} is not UTF-8 text (bad byte at offset {error.start})",
                    ),
                )
            ]
        ) from None
    return text


def parse_inferno_decklist(text: str) -> Deck:
    """An Inferno deck list: a line ``N nombre`` for each card (I-201.2: the Spanish name,
    or our English one), the demon among them (I-100.2); blank lines and lines starting
    with ``#`` are skipped. Every problem is listed at once (:class:`DecklistError`), and
    nothing is built unless every line is understood and names an Inferno card."""
    if type(text) is not str or len(text) > MAX_CHARS:
        raise _refused([("una lista de mazo es un texto breve", "a decklist is a short text")])
    names: list[str] = []
    problems: list[Problem] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        found = _card_line(line)
        if not isinstance(found[0], int):
            problems.append(_at(number, (str(found[0]), str(found[1]))))
            continue
        count, name = found[0], str(found[1])
        try:
            resolve_inferno(name)
        except UnknownCard as exc:
            problems.append(_at(number, (exc.es, exc.en)))
            continue
        names += [name] * int(count)
    if problems:
        raise _refused(problems)
    try:
        return inferno_deck(names)
    except DeckError as exc:
        raise _refused([(exc.es, exc.en)]) from None


def load_inferno_deck(path: str | PathLike[str]) -> Deck:
    """Read and parse an Inferno decklist file (:func:`parse_inferno_decklist`)."""
    return parse_inferno_decklist(_read(path))


def _grouped(keys: tuple[str, ...], lang: str) -> list[str]:
    counts = Counter(keys)  # a Counter keeps first-appearance order
    return [f"{n} {registry.card_name(key, lang)}" for key, n in counts.items()]


def write_decklist(deck: Deck, lang: str = "en") -> str:
    """The deck as Arena text: ``N Name`` lines, equal cards grouped in first-appearance order,
    then a blank line, ``Sideboard`` and its lines if there is one. With ``lang="es"`` the
    Spanish names are written where known, else the English ones. A named deck starts with
    Arena's ``About`` / ``Name`` block and a ``Deck`` header; a Commander deck's commander
    comes before ``Deck`` under a ``Commander`` header, as Arena exports it (CR 903.3); a
    scheme deck last, under ``Schemes`` (``Planes`` in Spanish, CR 904.3).
    """
    if lang not in ("en", "es"):
        raise DecklistError(
            [f"el idioma es 'en' o 'es', no {shown(lang, 40)}"],
            [f"lang must be 'en' or 'es', not {shown(lang, 40)}"],
        )
    lines: list[str] = []
    if deck.name:
        lines += ["About", f"Name {deck.name}", ""]
    if deck.commander:
        lines += ["Commander", *_grouped(deck.commander, lang), ""]
    if deck.name or deck.commander:
        lines.append("Deck")
    lines += _grouped(deck.main, lang)
    if deck.sideboard:
        lines += ["", "Sideboard", *_grouped(deck.sideboard, lang)]
    if deck.schemes:  # CR 904.3: the scheme deck, apart
        lines += ["", "Planes" if lang == "es" else "Schemes", *_grouped(deck.schemes, lang)]
    return "\n".join(lines) + "\n"


def validate(deck: Deck, fmt: Format | str, lang: str = "es") -> list[str]:
    """The deck-construction problems of ``deck`` for ``fmt`` (``"limited"``,
    ``"constructed"`` or ``"commander"``, :class:`~grimorio.deck.Format`) in ``lang``
    (Spanish by default); an empty list means the deck is legal (CR 100.2a, 100.2b, 100.4a,
    903.5; see :func:`grimorio.deck.format_problems`).
    """
    if lang not in ("en", "es"):
        raise DecklistError(
            [f"el idioma es 'en' o 'es', no {shown(lang, 40)}"],
            [f"lang must be 'en' or 'es', not {shown(lang, 40)}"],
        )
    found = [*format_problems(deck, fmt), *_schemes_out_of_place(deck)]
    if deck.schemes:  # CR 904.3: the scheme deck's own construction rule
        found = [*found, *scheme_deck_problems(deck.schemes)]
    return [es if lang == "es" else en for es, en in found]
