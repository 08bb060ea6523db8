"""Spanish everywhere, walked over the whole pool (issue 18 §3): every card of the catalog and
every token shows its name, type line, text and the labels of its abilities, counters and
keywords in Spanish; every rule the engine cites has a title in both languages; tokens are
named after their Spanish creature types (CR 111.4, 205.3m)."""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import grimorio.game  # noqa: F401  (registers every card and message)
from grimorio.cards import catalog, get
from grimorio.cards.emblems import EMBLEM_CARDS
from grimorio.cards.tokens import TOKEN_CARDS
from grimorio.dsl.abilities import Mode
from grimorio.dsl.card import CardDef
from grimorio.dsl.keyword_names import Keyword
from grimorio.rules.view import ability_text
from grimorio.text.counters import COUNTER_NAMES, counter_label, counters_phrase
from grimorio.text.modes import mode_text
from grimorio.text.render import MESSAGES, render_message
from grimorio.text.rules import RULE_TITLES, rule_title
from spanish_scan import english_in

SRC = Path(__file__).resolve().parents[2] / "src" / "grimorio"

# Where the data truly has no Spanish: none left (Innocuous Rat's type line, which no
# document gives, is composed from the set's own words by tools/build_card_data.py).
NO_SPANISH_IN_THE_DATA: set[tuple[str, str]] = set()
# Keyword names that are the same word in both languages (CR 702.12: "indestructible"; the
# Spanish CR calls 702.49 "Ninjutsu" too, and Kaito's Spanish text writes it so).
SAME_IN_BOTH = {"indestructible", "Ninjutsu {1}{U}{B}"}


def _pool() -> list[CardDef]:
    return [*catalog(), *TOKEN_CARDS, *EMBLEM_CARDS]


def _values(value: Any) -> Iterator[Any]:
    """Every value inside a card's abilities (dataclasses and tuples, depth first)."""
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _values(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _values(item)


def _parts(d: CardDef) -> Iterator[tuple[str, str, str]]:
    """(what, Spanish, English) of everything a Spanish player reads about a card — the
    English as the data has it: none for a card the documents give only in Spanish (the
    Commander decks' cards and schemes), which shows its Spanish text in English too."""
    yield "name", d.name("es"), d.name_en
    yield "type line", d.type_line("es"), d.type_line_en
    yield "text", d.text("es"), d.text_en
    for door in d.doors:
        yield from _parts(door)
    for value in _values((d.spell, d.abilities)):
        if isinstance(value, Mode):
            yield "ability", ability_text(value, d.text("es"), "es"), value.text_en
    modes = d.spell.modes if d.spell is not None else ()
    for i, m in enumerate(modes if len(modes) > 1 else ()):  # CR 700.2: "Modo 1: …"
        yield "mode", mode_text(m.text_es, d.text("es"), i, len(modes)), m.text_en


def _counter_kinds(d: CardDef) -> set[str]:
    """The kinds of counters a card's abilities name (CR 122), and loyalty (306.5b)."""
    kinds = {"loyalty"} if d.loyalty is not None else set()
    for value in _values((d.spell, d.abilities)):
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            for name in ("kind", "counter"):
                kind = getattr(value, name, None)
                if (
                    isinstance(kind, str)
                    and kind
                    and type(value).__module__.startswith("grimorio.dsl")
                ):
                    kinds.add(kind)
            kinds.update(k for k in getattr(value, "kinds", None) or () if isinstance(k, str))
            for pair in getattr(value, "counters", None) or ():  # "enters with" (614.1c)
                if isinstance(pair, tuple) and pair and isinstance(pair[0], str):
                    kinds.add(pair[0])
    return kinds


def _keywords(d: CardDef) -> set[str]:
    """The keywords a card has or grants (CR 702)."""
    found = set(d.keywords)
    for value in _values((d.spell, d.abilities)):
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            found.update(getattr(value, "keywords", None) or ())
    return found


def test_the_walk_sees_the_whole_pool() -> None:
    """The walk is honest: it reaches every card of the catalog, the tokens and emblems, the
    counters and the keywords the pool grants ("unblockable" among them)."""
    pool = _pool()
    assert len(pool) >= len(catalog()) + 12
    assert {"+1/+1", "stun", "finality", "time", "possession", "rev"} <= set().union(
        *map(_counter_kinds, pool)
    )
    assert {"flying", "unblockable", "cant_block"} <= set().union(*map(_keywords, pool))


@pytest.mark.parametrize("d", _pool(), ids=lambda d: d.key)
def test_a_card_reads_in_spanish(d: CardDef) -> None:
    """Its name, type line, text and abilities: Spanish (no English word), never the English
    text where the English one says something, a Spanish name from the data."""
    problems = []
    for what, es, en in _parts(d):
        if (d.key, what) in NO_SPANISH_IN_THE_DATA:
            continue
        if en and not es:
            problems.append(f"{what}: no Spanish for {en!r}")
        elif english_in(es):
            problems.append(f"{what}: English {english_in(es)} in {es!r}")
        elif what in ("text", "ability", "mode") and es and es == en and es not in SAME_IN_BOTH:
            problems.append(f"{what}: the English text {en!r}")
    if d.name_es is None:
        problems.append(f"no Spanish name (shows {d.name_en!r})")
    assert problems == []


def test_a_mode_written_in_english_only_reads_its_spanish_bullet() -> None:
    """CR 700.2: Live or Die's modes were offered as "Modo 2: Destroy target creature." —
    each mode reads its bullet of the Spanish text."""
    d = next(c for c in catalog() if c.key == "Live or Die")
    assert d.spell is not None
    modes = d.spell.modes
    assert [mode_text(m.text_es, d.text("es"), i, 2) for i, m in enumerate(modes)] == [
        "Regresa la carta de criatura objetivo de tu cementerio al campo de batalla.",
        "Destruye la criatura objetivo.",
    ]


def test_innocuous_rat_has_the_spanish_type_line_composed_from_the_set() -> None:
    """No document gives Innocuous Rat's Spanish type line; the data composes it from the
    set's words ("Criatura" of every creature, "Rata" of Nashi's line) — nothing invented."""
    assert get("Innocuous Rat").type_line("es") == "Criatura — Rata"


@pytest.mark.parametrize("d", TOKEN_CARDS, ids=lambda d: d.key)
def test_a_token_is_named_after_its_spanish_types(d: CardDef) -> None:
    """CR 111.4: a token's name is its subtypes unless the effect names it ("llamada
    Doquier", "Primo, el Indivisible"); in Spanish, the creature type of CR 205.3m; and
    it takes its article in Spanish sentences ("la Araña", "el Insecto")."""
    named = {"Everywhere", "Primo, the Indivisible"}  # names the effect gives
    sub = d.type_line("es").split(" — ", 1)[1]
    if d.key in named:
        assert d.name_es not in (None, d.name_en) or d.key == "Primo, the Indivisible"
        assert d.article_es == ""
    else:
        assert d.name_es == sub
        assert d.article_es in ("el", "la")


def test_the_insect_token_is_an_insecto() -> None:
    """The Swarmweaver: "fichas de criatura Insecto negras y verdes 1/1 con la habilidad de
    volar" (it showed "Insect")."""
    insect = next(d for d in TOKEN_CARDS if d.key == "Insect")
    assert (insect.name("es"), insect.type_line("es"), insect.text("es")) == (
        "Insecto",
        "Criatura — Insecto",
        "Vuela.",
    )


def test_every_keyword_has_a_name_in_both_languages() -> None:
    """CR 702: every keyword the engine knows, and every one the pool has or grants, has a
    Spanish and an English name; "unblockable" is no keyword but "no puede ser bloqueada"."""
    used = set().union(*map(_keywords, _pool())) | {k.value for k in Keyword}
    for k in sorted(used):
        es = render_message(f"kw.{k}", (), "es", ())
        en = render_message(f"kw.{k}", (), "en", ())
        assert f"kw.{k}" in MESSAGES, k
        assert english_in(es) == [], (k, es)
        assert es != en or es in SAME_IN_BOTH, (k, es)
    assert render_message("kw.unblockable", (), "es", ()) == "«no puede ser bloqueada»"


def test_every_counter_kind_has_a_name_in_both_languages() -> None:
    """CR 122: every kind the pool puts, counts or removes has its Spanish name as the
    Spanish texts write it; the board shows "posesión×1", "+1/+1×1", "lealtad×4", never
    "possession×1" or "rev×2"."""
    kinds = set().union(*map(_counter_kinds, _pool()))
    assert kinds <= set(COUNTER_NAMES), kinds - set(COUNTER_NAMES)
    for kind in kinds:
        assert english_in(counters_phrase(2, kind, "es")) == [], kind
    assert [counter_label(k, n) for k, n in (("possession", 1), ("rev", 2), ("+1/+1", 1))] == [
        "posesión×1",
        "aceleración×2",
        "+1/+1×1",
    ]
    assert counter_label("loyalty", 4) == "lealtad×4"
    assert counter_label("loyalty", 4, "en") == "loyalty×4"
    assert counters_phrase(1, "rev", "es") == "1 contador de aceleración"
    assert counters_phrase(2, "rev", "en") == "2 rev counters"


def _cited_rules() -> dict[str, str]:
    """Every rule number the engine writes as a string of its own ("122.6", "707.2")."""
    pattern = re.compile(r"^\d{3}\.\d+[a-z]?$")
    cited: dict[str, str] = {}
    for path in sorted(SRC.rglob("*.py")):
        if "testing" in path.parts or path.parent.name == "text":
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and pattern.match(node.value)
            ):
                cited.setdefault(node.value, path.name)
    return cited


def test_every_rule_the_engine_cites_has_a_title_in_both_languages() -> None:
    """A log line reads "(614.3: duración de un efecto de reemplazo)", never a bare number:
    122.6, 614.3 and 707.2 were missing."""
    cited = _cited_rules()
    assert {"122.6", "614.3", "707.2"} <= set(cited)
    missing = {r: where for r, where in cited.items() if r not in RULE_TITLES}
    assert missing == {}
    for rule in cited:
        es, en = rule_title(rule, "es"), rule_title(rule, "en")
        assert es and en and english_in(es) == [], (rule, es)


def test_a_rule_without_a_title_is_cited_by_number() -> None:
    """The documented fallback of ``text.log.entry_line``: no title, the number alone."""
    assert rule_title("999.9") == ""


def test_every_written_ability_has_its_own_spanish_text_113_2c() -> None:
    """An ability written with its English text only takes the Spanish line printed beside
    it (CR 113.2c, reminder text aside, 207.2): Chainsaw's second ability, Fear of the Dark's
    trigger; none is left to fall back on the card's whole text."""
    missing = [
        (d.key, n)
        for d in catalog()
        for n, a in enumerate(d.abilities)
        if (mode := getattr(a, "mode", None)) is not None and mode.text_en and not mode.text_es
    ]
    assert missing == []
    assert get("Chainsaw").abilities[1].mode.text_es == (
        "Siempre que una o más criaturas mueran, pon un contador de aceleración sobre la "
        "Motosierra."
    )
    assert (
        get("Fear of the Dark")
        .abilities[0]
        .mode.text_es.endswith(
            "gana las habilidades de amenaza y toque mortal hasta el final del turno."
        )
    )
