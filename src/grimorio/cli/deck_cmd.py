"""``grimorio deck check FILE``: read a decklist and report every problem by its line — a
line that is not ``count name``, an unknown name, a real card not implemented yet — and then
the deck-construction rules of the format (CR 100.2a, 100.2b, 100.4a; with ``--format
commander``, Commander's: CR 903.3, 903.5), in Spanish (English with ``--lang en``). Exit
status 0 for a legal deck, 1 otherwise.

:func:`illegal_deck` is the same check for ``grimorio play``, which refuses an illegal deck
unless told not to check it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from grimorio.cards import registry
from grimorio.cli.texts import tr
from grimorio.deck import Deck, Format, color_identity, colors_named, format_problems
from grimorio.decklist import DecklistError, load_deck_lines
from grimorio.text.render import register_messages

register_messages(
    {
        "ui.deck.read_error": (
            "No se pudo leer {0}: {1}",
            "Could not read {0}: {1}",
        ),
        "ui.deck.problems": (
            "{0}: el mazo tiene problemas:",
            "{0}: the deck has problems:",
        ),
        "ui.deck.illegal": (
            "{0}: el mazo no es legal en {1}:",
            "{0}: the deck is not legal in {1}:",
        ),
        "ui.deck.legal": (
            "{0}: mazo legal en {1}: {2:carta|cartas} en el mazo principal, {3} en el "
            "banquillo, {4:carta distinta|cartas distintas}.",
            "{0}: legal in {1}: {2:main-deck card|main-deck cards}, {3} in the sideboard, "
            "{4:different card|different cards}.",
        ),
        "ui.deck.legal_commander": (
            "{0}: mazo legal en {1}: comandante {2} (identidad de color: {3}) y "
            "{4:carta más|cartas más}, {5:carta distinta|cartas distintas}.",
            "{0}: legal in {1}: commander {2} (color identity: {3}) and "
            "{4:other card|other cards}, {5:different card|different cards}.",
        ),
        "ui.deck.play_refused": (
            "El mazo {0} no es legal en {1}:\n{2}\n(--sin-comprobar para jugarlo igualmente)",
            "The deck {0} is not legal in {1}:\n{2}\n(--no-check to play it anyway)",
        ),
        "ui.deck.play_warning": (
            "Aviso: el mazo {0} no es legal en {1}: {2}",
            "Warning: the deck {0} is not legal in {1}: {2}",
        ),
    }
)

FORMAT_CHOICES = ("limitado", "limited", "construido", "constructed", "commander", "comandante")


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``deck`` subcommand and its ``check`` action."""
    d = sub.add_parser("deck", help="decklists: check one (grimorio deck check FILE)")
    actions = d.add_subparsers(dest="deck_command", required=True)
    c = actions.add_parser(
        "check", help="report every problem of a decklist by line; exit 0 if the deck is legal"
    )
    c.add_argument("file", metavar="FILE", help="a decklist (Arena/MTGO text)")
    c.add_argument(
        "--format",
        "--formato",
        dest="format",
        choices=FORMAT_CHOICES,
        default="limitado",
        help="the format whose deck-construction rules apply (CR 100.2; commander: CR 903.5)",
    )
    c.add_argument("--lang", choices=("es", "en"), default="es")


def run_deck(args: argparse.Namespace) -> int:
    """``grimorio deck check``: the report on stdout, 0 for a legal deck, else 1."""
    lang = args.lang
    fmt = Format.of(args.format)
    path = args.file
    try:
        deck, lines = load_deck_lines(path)
    except OSError as exc:
        print(tr("ui.deck.read_error", lang, path, exc.strerror or exc))
        return 1
    except DecklistError as exc:
        print(tr("ui.deck.problems", lang, path))
        for es, en in zip(exc.problems, exc.problems_en, strict=True):
            print(f"  {es if lang == 'es' else en}")
        return 1
    problems = format_problems(deck, fmt, lines)
    if problems:
        print(tr("ui.deck.illegal", lang, path, fmt.label(lang)))
        for es, en in problems:
            print(f"  {es if lang == 'es' else en}")
        return 1
    different = len(Counter(deck.commander + deck.main + deck.sideboard))
    if fmt == Format.COMMANDER:
        (commander,) = deck.commander  # a legal Commander deck has one (CR 903.3)
        print(
            tr(
                "ui.deck.legal_commander",
                lang,
                path,
                fmt.label(lang),
                registry.card_name(commander, lang),
                colors_named(color_identity(commander), lang),
                len(deck.main),
                different,
            )
        )
        return 0
    print(
        tr(
            "ui.deck.legal",
            lang,
            path,
            fmt.label(lang),
            len(deck.main),
            len(deck.sideboard),
            different,
        )
    )
    return 0


def illegal_deck(
    deck: Deck, path: str, lang: str, check: bool = True, fmt: Format = Format.LIMITED
) -> str | None:
    """For ``grimorio play``: the message refusing ``deck`` when it is not legal in ``fmt``
    (Limited, CR 100.2b; Commander, 903.5); with ``check`` off, the problems are only a
    warning on stderr and the deck is played."""
    problems = format_problems(deck, fmt)
    if not problems:
        return None
    texts = [es if lang == "es" else en for es, en in problems]
    label = fmt.label(lang)
    if check:
        return tr("ui.deck.play_refused", lang, path, label, "\n".join(texts))
    print(tr("ui.deck.play_warning", lang, path, label, "; ".join(texts)), file=sys.stderr)
    return None
