"""``grimorio cards``: the card pool, Spanish names first, filtered by colour (``--color``),
type (``--tipo``), rules text (``--texto``) and whether the engine implements the card yet
(``--implementadas`` / ``--no-implementadas``; by default only implemented cards are listed,
``--todas`` lists every printed card and marks the missing ones). The printed cards are
the main set's and the Commander cards and Archenemy schemes of the release notes
(``dsc``), which the documents give in Spanish only: those are listed by their Spanish name
and text in English too, with no second name.

``grimorio cards --coverage``: how much of the *Duskmourn* main set the engine implements,
how many of those cards have every ability covered by a test, and how many use the escape
hatch.

The set is the 276 different cards of the package's printed data (``grimorio.dsl.printed``,
compiled from ``../shared/data/dsk/cards.jsonl``; the basic lands' several printings count
once). "Covered" reads what the last test run recorded
(``make test`` writes ``.grimorio/ability-use/``; see ``grimorio.ability_use``): a card is
covered when each of its abilities — its spell text, and every activated, triggered, mana,
static and replacement ability — did something in some test. Keyword abilities are the
rules' own (CR 702) and are tested by the CR's tests.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from grimorio import ability_use
from grimorio.cards import catalog, registry
from grimorio.cards.dsc import DSC_CARDS
from grimorio.cards.registry import fold
from grimorio.cards.special_guests import CARDS as SPECIAL_GUESTS
from grimorio.dsl.card import CardDef
from grimorio.dsl.effects import EscapeHatch
from grimorio.dsl.printed import PrintedCard, printed_cards
from grimorio.scheme_deck import is_scheme
from grimorio.text.render import register_messages, render_message

register_messages(
    {
        "ui.cards.missing": ("(aún no implementada)", "(not implemented yet)"),
        "ui.cards.none": ("Ninguna carta cumple los filtros.", "No card matches the filters."),
        "ui.cards.count": ("{0:carta|cartas}.", "{0:card|cards}."),
        "ui.cards.bad_color": (
            "--color: {0!r} no es un color (W U B R G C, o blanco, azul, negro, rojo, verde, "
            "incoloro)",
            "--color: {0!r} is not a colour (W U B R G C, or white, blue, black, red, green, "
            "colorless)",
        ),
    }
)


class Implemented(StrEnum):
    """Which cards ``grimorio cards`` lists, by whether the engine implements them."""

    YES = "yes"  # only the implemented ones (the default)
    NO = "no"  # only the printed cards not implemented yet
    ALL = "all"  # both, the missing ones marked


COLORLESS = "C"
# CR 105.1: the five colours, by their letter (CR 105.2, mana symbols) and their names
COLOR_WORDS: dict[str, str] = {
    "w": "W", "blanco": "W", "white": "W",
    "u": "U", "azul": "U", "blue": "U",
    "b": "B", "negro": "B", "black": "B",
    "r": "R", "rojo": "R", "red": "R",
    "g": "G", "verde": "G", "green": "G",
    "c": COLORLESS, "incoloro": COLORLESS, "colorless": COLORLESS,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class CardRow:
    """One card of the listing: its names, type lines, colours and text in both languages
    (``name_en`` is "" for a card known only in Spanish)."""

    name_es: str
    name_en: str
    type_es: str
    type_en: str
    colors: tuple[str, ...]
    text_es: str
    text_en: str
    implemented: bool

    def name(self, lang: str) -> str:
        return self.name_es if lang == "es" else self.name_en or self.name_es

    def other_name(self, lang: str) -> str:
        """The name in the other language; "" for a card known only in Spanish."""
        if not self.name_en:
            return ""
        return self.name_en if lang == "es" else self.name_es


def _row_of_def(d: CardDef) -> CardRow:
    return CardRow(
        d.name("es"),
        d.name_en,
        d.type_line("es"),
        d.type_line("en"),
        tuple(d.colors),
        d.text("es"),
        d.text("en"),
        True,
    )


def _row_of_printed(c: PrintedCard) -> CardRow:
    return CardRow(
        c.name("es"),
        c.name_en,
        c.type_line("es"),
        c.type_line("en"),
        tuple(c.colors),
        c.text("es"),
        c.text("en"),
        False,
    )


def card_rows() -> list[CardRow]:
    """Every card of the real pool and every printed card the pool lacks."""
    defs = catalog()
    keys = {d.key for d in defs}
    rows = [_row_of_def(d) for d in defs]
    rows += [_row_of_printed(c) for c in printed_cards().values() if c.key not in keys]
    return rows


def parse_colors(words: list[str]) -> set[str] | str:
    """The colour letters asked for (``["rojo", "G"]``, ``["RG"]``), or the word that is no
    colour."""
    wanted: set[str] = set()
    for word in words:
        for part in word.replace(",", " ").split():
            folded = fold(part)
            if folded in COLOR_WORDS:
                wanted.add(COLOR_WORDS[folded])
            elif folded and all(ch in "wubrgc" for ch in folded):
                wanted.update(COLOR_WORDS[ch] for ch in folded)
            else:
                return part
    return wanted


def matches(
    row: CardRow,
    colors: set[str],
    type_words: list[str],
    text_words: list[str],
    implemented: Implemented,
) -> bool:
    """Whether ``row`` passes every filter: it has each colour asked for (colourless: none,
    CR 105.2c), each type word is in its type line and each text word in its name or rules
    text (either language, case and accents ignored)."""
    if implemented == Implemented.YES and not row.implemented:
        return False
    if implemented == Implemented.NO and row.implemented:
        return False
    if COLORLESS in colors and row.colors:
        return False
    if not (colors - {COLORLESS}) <= set(row.colors):
        return False
    types = fold(f"{row.type_es} {row.type_en}")
    if not all(fold(w) in types for w in type_words):
        return False
    text = fold(f"{row.name_es} {row.name_en} {row.text_es} {row.text_en}")
    return all(fold(w) in text for w in text_words)


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    c = sub.add_parser("cards", help="the card pool: what is implemented and tested")
    c.add_argument(
        "--color",
        action="append",
        default=[],
        metavar="COLOR",
        help="cards of this colour (W U B R G C, or rojo, verde… / red, green…); repeat or "
        "combine (RG) for cards of every colour given",
    )
    c.add_argument(
        "--tipo", "--type", dest="type", action="append", default=[], help="a word of the type line"
    )
    c.add_argument(
        "--texto", "--text", dest="text", action="append", default=[], help="words of the text"
    )
    which = c.add_mutually_exclusive_group()
    which.add_argument(
        "--implementadas",
        "--implemented",
        dest="implemented",
        action="store_const",
        const=Implemented.YES,
        default=Implemented.YES,
        help="only cards the engine implements (the default)",
    )
    which.add_argument(
        "--no-implementadas",
        "--not-implemented",
        dest="implemented",
        action="store_const",
        const=Implemented.NO,
        help="only printed cards the engine doesn't implement yet",
    )
    which.add_argument(
        "--todas",
        "--all",
        dest="implemented",
        action="store_const",
        const=Implemented.ALL,
        help="every printed card, the missing ones marked",
    )
    c.add_argument("--lang", choices=("es", "en"), default="es")
    c.add_argument("--coverage", action="store_true", help="Duskmourn main set coverage")
    c.add_argument(
        "--record",
        default=".grimorio/ability-use",
        help="where the test run recorded the abilities it used",
    )
    c.add_argument(
        "--list", action="store_true", help="list the cards not implemented or not covered"
    )


def run_cards(args: argparse.Namespace) -> int:
    if args.coverage:
        print(coverage_report(Path(args.record), args.list))
        return 0
    lang = args.lang
    colors = parse_colors(args.color)
    if isinstance(colors, str):
        print(render_message("ui.cards.bad_color", (colors,), lang, ()), file=sys.stderr)
        return 2
    rows = [
        r
        for r in card_rows()
        if matches(r, colors, args.type, args.text, Implemented(args.implemented))
    ]
    if not rows:
        print(render_message("ui.cards.none", (), lang, ()))
        return 0
    missing = render_message("ui.cards.missing", (), lang, ())
    for r in sorted(rows, key=lambda r: fold(r.name(lang))):
        kind = r.type_es if lang == "es" else r.type_en
        mark = "" if r.implemented else f" {missing}"
        names = " — ".join(n for n in (r.name(lang), r.other_name(lang)) if n)
        print(f"{names} — {kind}{mark}")
    print(render_message("ui.cards.count", (len(rows),), lang, ()))
    return 0


def main_set() -> list[str]:
    """The English names of the main set's cards, from the package's printed data."""
    return [c.key for c in printed_cards().values() if c.set_code == "dsk"]


def abilities_of(d: CardDef) -> list[str]:
    """The labels the test run records for a card's abilities (ability_use)."""
    return (["spell"] if d.spell is not None else []) + [str(n) for n in range(len(d.abilities))]


def uses_escape_hatch(value: Any) -> bool:
    if isinstance(value, EscapeHatch):
        return True
    if isinstance(value, tuple):
        return any(uses_escape_hatch(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(uses_escape_hatch(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def coverage_report(record: Path, listing: bool = False) -> str:
    names = main_set()
    used = ability_use.load(record) if record.is_dir() else set()
    implemented: list[CardDef] = []
    missing: list[str] = []
    for name in names:
        key = registry.REAL.find(name)
        if key is None:
            missing.append(name)
        else:
            implemented.append(registry.get(key))

    def uncovered_of(cards: list[CardDef]) -> dict[str, list[str]]:
        # by key (a card printed only in Spanish has no English name), shown in English
        # where the card has an English name
        gaps = {d.key: [a for a in abilities_of(d) if (d.key, a) not in used] for d in cards}
        return {k: v for k, v in gaps.items() if v}

    guests = list(SPECIAL_GUESTS)
    commander = [d for d in DSC_CARDS if not is_scheme(d.key)]
    schemes = [d for d in DSC_CARDS if is_scheme(d.key)]
    main_gaps, guest_gaps = uncovered_of(implemented), uncovered_of(guests)
    commander_gaps, scheme_gaps = uncovered_of(commander), uncovered_of(schemes)
    uncovered = main_gaps | guest_gaps | commander_gaps | scheme_gaps
    every = implemented + guests + list(DSC_CARDS)
    hatch = [d.name_en or d.key for d in every if uses_escape_hatch(d)]
    lines = [
        f"Duskmourn main set (printed data): {len(names)} different cards",
        f"  implemented:                      {len(implemented)}",
        f"  every ability covered by a test:  {len(implemented) - len(main_gaps)}",
        f"Special guests (release notes):     {len(guests)} implemented, "
        f"{len(guests) - len(guest_gaps)} with every ability covered",
        f"Commander decks' cards:             {len(commander)} implemented, "
        f"{len(commander) - len(commander_gaps)} with every ability covered",
        f"Archenemy schemes:                  {len(schemes)} implemented, "
        f"{len(schemes) - len(scheme_gaps)} with every ability covered",
        f"Using the escape hatch:             {len(hatch)}",
    ]
    if not used:
        lines.append(f"  (no test run recorded in {record}: run `make test` first)")
    if listing:
        lines += [f"  not implemented: {n}" for n in missing]
        lines += [
            f"  not covered: {registry.get(k).name_en or k} (abilities {', '.join(a)})"
            for k, a in uncovered.items()
        ]
        lines += [f"  escape hatch: {n}" for n in hatch]
    return "\n".join(lines)
