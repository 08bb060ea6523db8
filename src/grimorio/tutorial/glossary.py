"""The glossary (issue 24, part 4): the basic rulebook's glossary in today's Comprehensive
Rules terms, and the words of Duskmourn's cards and of the engine's log, each entry with the
CR number that defines it.

The entries are ``glossary.yaml`` in this package, a list of mappings::

    - es: Girar                  # the CR's Spanish term, spelt as its glossary's headword
      en: Tap                    # the English term
      rule: "701.26a"            # the CR number that defines it
      text: {es: …, en: …}       # a short definition, in our own plain words
      example: {es: …, en: …}    # optional: an example (Duskmourn cards where it names one)
      also: {es: [gira, girada], en: [tapped]}   # optional: other forms, per language
      link: false                # optional: never turned into a link in a text (words too
                                 # common to be worth one: "carta", "jugador")

A malformed file is a :class:`GlossaryError` naming the entry and the field.

:func:`search` finds entries accent- and case-insensitively by either name or any form: the
exact matches, else those beginning with or containing the query, else close spellings
offered as "¿quisiste decir…?". :func:`browser_glossary` is what the browser needs: each
entry in one language with the forms to link in card text and log lines, and the phrases
never to link inside — what a hidden card is called (CR 708.2a, 406.3: a link there would be
noise on a card nobody may see) and the names of cards that contain a term.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from grimorio.cards import catalog, registry
from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.reading import parse_yaml, read_text
from grimorio.text.render import HIDDEN_NAMES
from grimorio.tutorial.lessons import LANGS, Words

FILE = Path(__file__).resolve().parent / "glossary.yaml"
FIELDS = {"es", "en", "rule", "text", "example", "also", "link"}
REQUIRED = {"es", "en", "rule", "text"}
MAX_QUERY = 100  # characters: a term is a few words
CLOSE_CUTOFF = 0.72  # how alike a spelling must be to be suggested (difflib's ratio)
MAX_SUGGESTIONS = 5
_RULE = re.compile(r"[1-9][0-9]{2}(\.[0-9]+[a-z]?)?")
_QUALIFIED = re.compile(r"\s*\([^)]*\)\s*$")  # "Empate", en "Draw (game result)"
_PARTS = re.compile(r"\s*(?:/|,)\s*")  # "Exilio / Exiliar", "Control, Controlador"
_LETTER = r"[^\W_]"  # a letter or digit, any script


class GlossaryError(GrimorioError):
    """The glossary file is malformed, or a query can't be looked up; the message says why,
    in Spanish and English."""


def fold(text: str) -> str:
    """``text`` for comparing: no accents, case folded, single spaces ("Dañar" ~ "danar")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split())


@dataclass(frozen=True)
class Entry:
    """One term of the glossary (see the module)."""

    es: str
    en: str
    rule: str
    text: Words
    example: Words | None
    also: dict[str, tuple[str, ...]]
    link: bool

    @property
    def key(self) -> str:
        """A stable name for the entry (links and the browser): its Spanish term folded,
        "Exilio / Exiliar" → ``exilio-exiliar``."""
        return re.sub(r"[^a-z0-9]+", "-", fold(self.es)).strip("-")

    def name(self, lang: str = "es") -> str:
        return self.en if lang == "en" else self.es

    def forms(self, lang: str = "es") -> tuple[str, ...]:
        """The words that stand for this term in a text in ``lang``: the parts of its name
        ("Exilio / Exiliar" → exilio, exiliar) and its other forms, lower case, longest
        first. A name with a qualifier in brackets ("Imbloqueable (Obsoleto)", "Draw (game
        result)") is not a form itself: only its ``also`` forms are."""
        name = self.name(lang)
        found = set() if _QUALIFIED.search(name) else {p.casefold() for p in _PARTS.split(name)}
        found |= {form.casefold() for form in self.also.get(lang, ())}
        return tuple(sorted(found, key=lambda f: (-len(f), f)))

    def search_keys(self) -> set[str]:
        """Everything a search compares with, folded: both names, their parts, every form."""
        names = {self.es, self.en, _QUALIFIED.sub("", self.es), _QUALIFIED.sub("", self.en)}
        found = {fold(n) for n in names}
        found |= {fold(f) for lang in LANGS for f in self.forms(lang)}
        return found


@dataclass(frozen=True)
class Found:
    """What a search found: ``entries`` (exact matches first), or none and ``suggestions``
    (close spellings: "¿quisiste decir…?"); ``exact`` when the query named an entry."""

    entries: tuple[Entry, ...]
    suggestions: tuple[Entry, ...]
    exact: bool


def _bad(where: str, field: str, es: str, en: str) -> GlossaryError:
    return GlossaryError(f"{where}: {field} debe ser {es}", f"{where}: {field} must be {en}")


def _words(value: Any, where: str, field: str) -> Words:
    if not isinstance(value, dict) or set(value) != set(LANGS):
        raise _bad(where, field, "un mapa con es y en", "a mapping with es and en")
    if not all(isinstance(value[k], str) and value[k].strip() for k in LANGS):
        raise _bad(where, field, "textos no vacíos", "texts that are not empty")
    return Words(" ".join(value["es"].split()), " ".join(value["en"].split()))


def _also(value: Any, where: str) -> dict[str, tuple[str, ...]]:
    if value is None:
        return {lang: () for lang in LANGS}
    if not isinstance(value, dict) or set(value) != set(LANGS):
        raise _bad(where, "also", "un mapa con es y en", "a mapping with es and en")
    forms: dict[str, tuple[str, ...]] = {}
    for lang in LANGS:
        items = value[lang]
        if not isinstance(items, list) or not all(isinstance(f, str) and f.strip() for f in items):
            raise _bad(where, f"also.{lang}", "una lista de textos", "a list of texts")
        forms[lang] = tuple(" ".join(f.split()) for f in items)
    return forms


def parse_entry(data: Any, where: str) -> Entry:
    """One entry from its mapping, or GlossaryError naming ``where`` and the field."""
    if not isinstance(data, dict):
        raise GlossaryError(f"{where}: una entrada es un mapa", f"{where}: an entry is a mapping")
    unknown = sorted(map(str, set(data) - FIELDS))
    missing = sorted(REQUIRED - set(data))
    if unknown or missing:
        raise GlossaryError(
            f"{where}: campos desconocidos {unknown}, que faltan {missing}",
            f"{where}: unknown fields {unknown}, missing {missing}",
        )
    for lang in LANGS:
        if not isinstance(data[lang], str) or not data[lang].strip():
            raise _bad(where, lang, "el término, un texto no vacío", "the term, a non-empty text")
    rule = data["rule"]
    if not isinstance(rule, str) or not _RULE.fullmatch(rule):
        raise _bad(
            where, "rule", 'un número de regla como "701.26a"', 'a rule number like "701.26a"'
        )
    link = data.get("link", True)
    if not isinstance(link, bool):
        raise _bad(where, "link", "true o false", "true or false")
    example = data.get("example")
    return Entry(
        es=data["es"].strip(),
        en=data["en"].strip(),
        rule=rule,
        text=_words(data["text"], where, "text"),
        example=None if example is None else _words(example, where, "example"),
        also=_also(data.get("also"), where),
        link=link,
    )


def parse_glossary(data: Any, where: str = FILE.name) -> tuple[Entry, ...]:
    """Every entry of a glossary document, sorted by their Spanish terms; GlossaryError if
    the document or an entry is malformed, or two entries share a term."""
    if not isinstance(data, list) or not data:
        raise GlossaryError(
            f"{where}: el glosario es una lista de entradas",
            f"{where}: the glossary is a list of entries",
        )
    found: list[Entry] = []
    for n, item in enumerate(data, 1):
        name = item.get("es") if isinstance(item, dict) else None
        label = f"{where}: entrada {n}" + (f" ({shown(name, 40)})" if name else "")
        found.append(parse_entry(item, label))
    for lang in LANGS:
        names = [fold(e.name(lang)) for e in found]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise GlossaryError(
                f"{where}: términos repetidos ({lang}): {twice}",
                f"{where}: repeated terms ({lang}): {twice}",
            )
    return tuple(sorted(found, key=lambda e: fold(e.es)))


def read_glossary(path: Path = FILE) -> tuple[Entry, ...]:
    """The glossary in the file ``path``, or GlossaryError."""
    try:
        data = parse_yaml(read_text(path), path.name)
    except ScenarioError as exc:
        raise GlossaryError(exc.es, exc.en) from None
    return parse_glossary(data, path.name)


@cache
def entries() -> tuple[Entry, ...]:
    """The package's glossary, sorted by Spanish term."""
    return read_glossary(FILE)


def entry(key: str) -> Entry:
    """An entry by its :attr:`Entry.key`, or GlossaryError."""
    for each in entries():
        if each.key == key:
            return each
    raise GlossaryError(
        f"no hay ninguna entrada {shown(key, 40)} en el glosario",
        f"there is no entry {shown(key, 40)} in the glossary",
    )


def _query(query: object) -> str:
    if not isinstance(query, str):
        raise GlossaryError("la búsqueda debe ser un texto", "the search must be a text")
    folded = fold(query)
    if not folded:
        raise GlossaryError("escribe un término para buscarlo", "type a term to look it up")
    if len(query) > MAX_QUERY:
        raise GlossaryError(
            f"un término tiene como mucho {MAX_QUERY} caracteres",
            f"a term has at most {MAX_QUERY} characters",
        )
    return folded


def search(query: object, lang: str = "es") -> Found:
    """The entries ``query`` names, accent- and case-insensitively, by either name or a form:
    the exact matches; else those with a name or form beginning with the query, then those
    containing it; else none, and the close spellings as suggestions. Ordered by their name
    in ``lang``. GlossaryError for an empty or overlong query."""
    q = _query(query)
    every = entries()

    def by_name(e: Entry) -> str:
        return fold(e.name(lang))

    keys = {e.key: e.search_keys() for e in every}
    exact = sorted((e for e in every if q in keys[e.key]), key=by_name)
    if exact:
        return Found(tuple(exact), (), True)
    starts = sorted((e for e in every if any(k.startswith(q) for k in keys[e.key])), key=by_name)
    inside = sorted(
        (e for e in every if e not in starts and any(q in k for k in keys[e.key])), key=by_name
    )
    if starts or inside:
        return Found((*starts, *inside), (), False)
    owners: dict[str, Entry] = {}
    for e in every:
        for k in sorted(keys[e.key]):
            owners.setdefault(k, e)
    close = difflib.get_close_matches(q, list(owners), n=MAX_SUGGESTIONS * 3, cutoff=CLOSE_CUTOFF)
    suggestions: list[Entry] = []
    for k in close:
        if owners[k] not in suggestions:
            suggestions.append(owners[k])
    return Found((), tuple(suggestions[:MAX_SUGGESTIONS]), False)


def hidden_phrases(lang: str) -> tuple[str, ...]:
    """What a hidden card is called in a text (CR 708.2a, 406.3; ``text.render``'s names):
    "criatura boca abajo", "carta boca abajo"…; a link is never made inside these."""
    return tuple(sorted({str(names[lang]) for names in HIDDEN_NAMES.values()}))


def _form_pattern(forms: list[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    return re.compile(rf"(?<!{_LETTER})(?:{alternatives})(?!{_LETTER})", re.IGNORECASE)


def card_names_with_terms(lang: str) -> tuple[str, ...]:
    """The names of the real cards and tokens, in ``lang``, that contain a linked term's form
    without being one ("Fuerza de…" holds "fuerza"): a link is never made inside a card's
    name."""
    forms = {f for e in entries() if e.link for f in e.forms(lang)}
    pattern = _form_pattern(list(forms))
    names: set[str] = set()
    for card in [*catalog(), *registry.TOKENS.by_key.values()]:
        for name in (card.name(lang), *(door.name(lang) for door in card.doors)):
            if name.casefold() not in forms and pattern.search(name):
                names.add(name)
    return tuple(sorted(names))


@cache
def browser_glossary(lang: str) -> dict[str, Any]:
    """The glossary as the browser gets it (``GET /api/glossary``): each entry in ``lang``
    (``key``, ``term``, ``other`` — its name in the other language —, ``rule``, ``text``,
    ``example`` or null, ``forms`` — the words linked to it in a text, none for an entry not
    linked) and ``unlinked``, the phrases never to link inside. GlossaryError for a language
    other than es or en."""
    if lang not in LANGS:
        raise GlossaryError(
            f"idioma desconocido: {shown(lang, 10)}", f"unknown language: {shown(lang, 10)}"
        )
    other = "es" if lang == "en" else "en"
    return {
        "lang": lang,
        "entries": [
            {
                "key": e.key,
                "term": e.name(lang),
                "other": e.name(other),
                "rule": e.rule,
                "text": e.text(lang),
                "example": e.example(lang) if e.example else None,
                "forms": list(e.forms(lang)) if e.link else [],
            }
            for e in entries()
        ],
        "unlinked": [*hidden_phrases(lang), *card_names_with_terms(lang)],
    }
