"""``grimorio glosario [TÉRMINO] [--lang es|en]`` (alias ``glossary``): the tutorial's
glossary (issue 24, part 4). With a term, the entries it names — accents and case don't
matter, either language's name or any form of it ("girada" finds *Girar*) — each with both
names, the Comprehensive Rules number that defines it, the definition and an example where
there is one; several entries when the term is only the beginning or a part of their names.
Alone, every term with its English name and rule. An unknown term is a clear message with
the close spellings ("¿quisiste decir…?") and exit status 1.
"""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.text import Text

from grimorio.text.render import register_messages, render_message
from grimorio.tutorial.glossary import Entry, GlossaryError, entries, fold, search

register_messages(
    {
        "ui.glossary.rule": ("Regla {0}", "Rule {0}"),
        "ui.glossary.example": ("Ejemplo: ", "Example: "),
        "ui.glossary.count": ("{0:término|términos}.", "{0:term|terms}."),
        "ui.glossary.several": (
            "«{0}» aparece en {1:término|términos}:",
            '"{0}" appears in {1:term|terms}:',
        ),
        "ui.glossary.unknown": (
            "No hay ningún término «{0}» en el glosario.",
            'There is no term "{0}" in the glossary.',
        ),
        "ui.glossary.did_you_mean": ("¿Quisiste decir {0}?", "Did you mean {0}?"),
        "ui.glossary.or": (" o ", " or "),
        "ui.glossary.list_hint": (
            "Escribe «grimorio glosario» sin término para ver todos.",
            'Type "grimorio glossary" with no term to see them all.',
        ),
    }
)


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    g = sub.add_parser(
        "glosario",
        aliases=["glossary"],
        help="the glossary: a term's definition and its rule, or every term",
    )
    g.add_argument("term", nargs="*", help="the term to look up (several words are one term)")
    g.add_argument("--lang", choices=("es", "en"), default="es")


def _tr(key: str, lang: str, *args: object) -> str:
    return render_message(f"ui.glossary.{key}", args, lang, ())


def entry_text(e: Entry, lang: str) -> Text:
    """One entry as the terminal shows it: the term in ``lang`` and in the other language,
    its rule, the definition and the example."""
    other = e.en if lang != "en" else e.es
    text = Text()
    text.append(e.name(lang), style="bold")
    text.append(f" — {other}", style="italic")
    text.append(f"  ({_tr('rule', lang, e.rule)})\n", style="cyan")
    text.append(e.text(lang))
    if e.example is not None:
        text.append("\n")
        text.append(_tr("example", lang), style="bold")
        text.append(e.example(lang))
    return text


def listing(lang: str) -> list[Text]:
    """Every term, one line each: its name in ``lang``, the other language's and its rule."""
    lines = []
    for e in sorted(entries(), key=lambda x: fold(x.name(lang))):
        other = e.en if lang != "en" else e.es
        line = Text(e.name(lang), style="bold")
        line.append(f" — {other} ")
        line.append(f"({e.rule})", style="cyan")
        lines.append(line)
    return lines


def run_glossary(args: argparse.Namespace, console: Console | None = None) -> int:
    """Print the entries the term names, or every term; 1 for an unknown or empty term."""
    out = console or Console(highlight=False)
    lang = args.lang
    if not args.term:
        for line in listing(lang):
            out.print(line)
        out.print(_tr("count", lang, len(entries())))
        return 0
    query = " ".join(args.term)
    try:
        found = search(query, lang)
    except GlossaryError as exc:
        out.print(exc.message(lang), markup=False)
        return 1
    if not found.entries:
        out.print(_tr("unknown", lang, query), markup=False)
        if found.suggestions:
            names = _tr("or", lang).join(f"«{e.name(lang)}»" for e in found.suggestions)
            out.print(_tr("did_you_mean", lang, names), markup=False)
        else:
            out.print(_tr("list_hint", lang), markup=False)
        return 1
    if not found.exact and len(found.entries) > 1:
        out.print(_tr("several", lang, query, len(found.entries)), markup=False)
    for n, e in enumerate(found.entries):
        if n:
            out.print()
        out.print(entry_text(e, lang))
    return 0
