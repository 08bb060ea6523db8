"""The tutorial's glossary (issue 24, part 4): its names are the Comprehensive Rules' Spanish
glossary headwords and cite rules that exist; every entry has both languages, a rule and a
definition, no term twice; a search finds a term by either name or a form, accent- and
case-insensitively, suggests close spellings, and refuses bad input clearly; a malformed file
is a clear error; the browser's data links each form to one entry and never links inside what
a hidden card is called (CR 708.2a) or inside a card's name."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from grimorio.cards import get, resolve
from grimorio.tutorial.glossary import (
    FILE,
    GlossaryError,
    browser_glossary,
    card_names_with_terms,
    entries,
    entry,
    fold,
    hidden_phrases,
    parse_glossary,
    read_glossary,
    search,
)
from spanish_scan import english_in
from test_cr_citations import CR_FILE, spanish_rules

# A glossary headword of the CR's Spanish text: a paragraph of one short line, not "Ver …"
# nor a definition's sentence. The translation splits the English entries with two senses
# into two headwords and keeps the sense's number on the second ("2. Contador" after
# "Contrarrestar", "2. Empate" after "Robar"): the number is no part of the headword.
SENSE_NUMBER = re.compile(r"^\d+\.\s*")


def cr_glossary_headwords(text: str) -> set[str]:
    """The headwords of the CR's glossary, between its "Glosario" heading and "Créditos"."""
    lines = text.splitlines()
    start = max(n for n, line in enumerate(lines) if line.strip() == "Glosario")
    end = next(n for n in range(start, len(lines)) if lines[n].strip() == "Créditos")
    paragraphs: list[list[str]] = [[]]
    for line in lines[start + 1 : end]:
        if line.strip():
            paragraphs[-1].append(line.strip())
        elif paragraphs[-1]:
            paragraphs.append([])
    heads = set()
    for p in paragraphs:
        one_line = len(p) == 1 and len(p[0]) <= 60
        if one_line and not p[0].endswith(".") and not p[0].startswith(("Ver ", "- ")):
            heads.add(SENSE_NUMBER.sub("", p[0]))
    return heads


@pytest.fixture(scope="module")
def cr_text() -> str:
    if not CR_FILE.is_file():
        pytest.skip(f"../shared/docs absent: no {CR_FILE.name} to check the glossary against")
    return CR_FILE.read_text(encoding="utf-8")


def test_every_term_is_a_cr_glossary_headword_spelt_the_same(cr_text: str) -> None:
    """Issue 24 acceptance: the glossary's names match the CR's Spanish terms — each entry's
    ``es`` is a headword of the CR's glossary, accents and case exact."""
    heads = cr_glossary_headwords(cr_text)
    assert len(heads) > 600  # the parser found the glossary, not a fragment of it
    assert {"Campo de batalla", "Exilio / Exiliar", "Valor de maná", "Contador"} <= heads
    wrong = [e.es for e in entries() if e.es not in heads]
    assert not wrong, f"not headwords of the CR glossary: {wrong}"


def test_every_rule_cited_exists_in_the_cr(cr_text: str) -> None:
    """Each entry names the CR rule that defines it; the number must be a rule of the CR."""
    rules = spanish_rules(cr_text)
    missing = [(e.es, e.rule) for e in entries() if e.rule not in rules]
    assert not missing, f"rules that the CR doesn't have: {missing}"


def test_the_old_rulebook_words_lead_to_todays_terms() -> None:
    """The basic rulebook (Tenth Edition) words lead to the CR's: "en juego" is the
    battlefield (403), "remover del juego" exiling (406), "coste de maná convertido" the mana
    value (202.3), "jugar un hechizo" casting (601), and mana burn is gone (500.5: unspent
    mana empties, no life is lost)."""
    assert [e.es for e in search("en juego").entries] == ["Campo de batalla"]
    assert [e.es for e in search("remover del juego").entries] == ["Exilio / Exiliar"]
    assert [e.es for e in search("coste de mana convertido").entries] == ["Valor de maná"]
    assert [e.es for e in search("jugar un hechizo").entries] == ["Lanzar"]
    burn = search("quemadura de maná").entries
    assert [e.rule for e in burn] == ["500.5"] and "ya no existe" in burn[0].text("es")


def test_entries_have_both_languages_a_rule_and_no_duplicates() -> None:
    """Every text a person sees exists in Spanish and English; each entry has a CR number;
    no term appears twice in either language, nor two entries share a key; about a hundred
    entries cover the rulebook's glossary and Duskmourn's keywords."""
    found = entries()
    assert len(found) >= 100
    for e in found:
        assert e.es and e.en and e.text("es") and e.text("en"), e.es
        assert e.text("es") != e.text("en"), e.es
        assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", e.rule), e.es
        if e.example is not None:
            assert e.example("es") and e.example("en") and e.example("es") != e.example("en")
    for lang in ("es", "en"):
        names = [fold(e.name(lang)) for e in found]
        assert len(names) == len(set(names)), lang
    assert len({e.key for e in found}) == len(found)


def test_spanish_texts_are_spanish_and_use_todays_terms() -> None:
    """Issue 24: the tutorial teaches the CR in the CR's Spanish terms. No definition or
    example in Spanish holds English words (issue 18 §3), and the old rulebook's words ("en
    juego", "remover del juego", "coste de maná convertido", "jugar un hechizo") appear only
    quoted, as what the old rulebook called a thing."""
    old = ("en juego", "remover del juego", "coste de maná convertido", "jugar un hechizo")
    for e in entries():
        for text in (e.text("es"), e.example("es") if e.example else ""):
            assert not english_in(text), (e.es, english_in(text))
            unquoted = re.sub(r"«[^»]*»", "", text).lower()
            assert not [w for w in old if w in unquoted], e.es


def test_duskmourn_keywords_are_covered() -> None:
    """The keywords of Duskmourn's cards (CR 702 and 701: the names the engine's log and the
    cards print) each find their entry."""
    for word, term in [
        ("Vuela", "Vuela"), ("Arrolla", "Arrollar"), ("Rebatir", "Rebatir"),
        ("Manifiesta miedo", "Manifestar miedo"), ("Escruta", "Escrutar"),
        ("Daña dos veces", "Dañar dos veces"), ("Toque mortal", "Toque mortal"),
        ("Inminente", "Inminente"), ("Tripular", "Tripular"), ("Abre", "Abrir"),
        ("delirio", "Palabra de habilidad"), ("Vínculo vital", "Vínculo vital"),
    ]:  # fmt: skip
        assert term in [e.es for e in search(word).entries], word


def test_examples_name_real_duskmourn_cards() -> None:
    """An example naming a card names a real one, in its Spanish and English names from the
    card data (never an invented translation)."""
    for key, es_name in [
        ("aura", "Armadura etérea"),
        ("control-controlador", "Dominación de Duskmourn"),
        ("contador-de-aturdimiento", "Ahogadora de Pozos Desbordados"),
        ("dano", "Mortaja pisadora"),
        ("efecto-de-prevencion", "El Desollamientos"),
        ("efecto-de-reemplazo", "Línea mística de la esperanza"),
        ("efecto-que-no-se-repite", "Estallido de brillo"),
        ("ficha-de-tesoro", "Cerdito de los ahorros"),
        ("hechizo", "Cerdito de los ahorros"),
        ("manifestar-miedo", "Chillador de Bosques Espectrales"),
        ("vinculo-vital", "Inocencia imperecedera"),
        ("x", "Ataque de Valgavoth"),
    ]:
        e = entry(key)
        card = get(resolve(es_name))
        assert e.example is not None
        assert card.name_es in e.example("es") and card.name_en in e.example("en")


def test_search_is_accent_and_case_insensitive_by_either_name_or_form() -> None:
    """A search finds an entry by its Spanish or English name or any form, whatever the
    accents and case: "GIRADA" and "tapped" are *Girar* (CR 701.26a)."""
    for query in ("girar", "GIRADA", "tapped", "Tap", "gírala"):
        found = search(query)
        assert found.exact and [e.es for e in found.entries] == ["Girar"], query
    assert [e.es for e in search("danar primero").entries] == ["Dañar primero"]
    both = [e.es for e in search("draw", "en").entries]
    assert both == ["Robar", "Empate"]  # two senses, ordered by their English names


def test_search_by_beginning_or_part_then_suggestions() -> None:
    """No exact match: entries beginning with the query, then those containing it; none:
    close spellings offered as suggestions ("¿quisiste decir…?"), else nothing."""
    found = search("dañar")
    assert not found.exact and {e.es for e in found.entries} == {"Dañar primero", "Dañar dos veces"}
    inside = [e.es for e in search("batalla").entries]
    assert inside[0] == "Campo de batalla" and "Entrar al campo de batalla" in inside
    typo = search("arrollr")
    assert not typo.entries and [e.es for e in typo.suggestions][:1] == ["Arrollar"]
    assert search("zzxq").entries == () and search("zzxq").suggestions == ()


@pytest.mark.parametrize("query", ["", "   ", "x" * 101, 7, None])
def test_a_bad_query_is_a_clear_error_in_both_languages(query: Any) -> None:
    """Bad input gets a clear error in Spanish and English and changes nothing."""
    with pytest.raises(GlossaryError) as caught:
        search(query)
    assert caught.value.es and caught.value.en and caught.value.es != caught.value.en


def _document() -> list[dict[str, Any]]:
    data = yaml.safe_load(FILE.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"es": ""}, "es"),
        ({"rule": "7.1"}, "rule"),
        ({"text": {"es": "Solo español"}}, "text"),
        ({"example": {"es": "x", "en": ""}}, "example"),
        ({"also": ["girada"]}, "also"),
        ({"link": "no"}, "link"),
        ({"sinónimos": []}, "sinónimos"),
    ],
)
def test_a_malformed_entry_is_an_error_naming_the_field(change: dict[str, Any], field: str) -> None:
    """A malformed glossary is a clear error naming the entry and the field, in both
    languages."""
    data = _document()
    data[0] = {**data[0], **change}
    with pytest.raises(GlossaryError) as caught:
        parse_glossary(data, "glossary.yaml")
    assert field in caught.value.es and field in caught.value.en
    assert data[0]["es"] in caught.value.es or field == "es"


def test_a_repeated_term_or_a_broken_file_is_refused(tmp_path: Path) -> None:
    """Two entries with one term, a document that isn't a list, and a file that isn't YAML
    are each refused with a clear message."""
    data = _document()
    with pytest.raises(GlossaryError, match="repetidos"):
        parse_glossary([*data, data[3]], "glossary.yaml")
    with pytest.raises(GlossaryError, match="lista de entradas"):
        parse_glossary({"es": "Girar"}, "glossary.yaml")
    broken = tmp_path / "glosario.yaml"
    broken.write_text("- es: [sin cerrar\n", encoding="utf-8")
    with pytest.raises(GlossaryError, match=r"glosario\.yaml"):
        read_glossary(broken)


def test_each_form_links_to_one_entry() -> None:
    """A word in a text links to one entry only: no form belongs to two linked entries in the
    same language, and an entry marked ``link: false`` ("Carta") gives no forms."""
    for lang in ("es", "en"):
        owner: dict[str, str] = {}
        for item in browser_glossary(lang)["entries"]:
            for form in item["forms"]:
                assert form not in owner, (lang, form, owner.get(form), item["key"])
                owner[form] = item["key"]
    carta = next(i for i in browser_glossary("es")["entries"] if i["key"] == "carta")
    assert carta["forms"] == [] and carta["text"]


def test_browser_data_in_one_language() -> None:
    """The browser gets each entry in the page's language, with its other name, its rule,
    its definition and example, and its forms (GET /api/glossary)."""
    es = {i["key"]: i for i in browser_glossary("es")["entries"]}
    en = {i["key"]: i for i in browser_glossary("en")["entries"]}
    assert es.keys() == en.keys()
    assert es["girar"]["term"] == "Girar" and es["girar"]["other"] == "Tap"
    assert en["girar"]["term"] == "Tap" and en["girar"]["rule"] == "701.26a"
    assert "girada" in es["girar"]["forms"] and "tapped" in en["girar"]["forms"]
    assert es["valor-de-mana"]["example"] and en["fase"]["example"] is None
    with pytest.raises(GlossaryError):
        browser_glossary("fr")


def test_hidden_cards_and_card_names_are_never_linked_inside() -> None:
    """CR 708.2a, 406.3: what a face-down object is called ("una criatura boca abajo") holds
    the term "boca abajo", but a link is never made inside it; nor inside a card name that
    holds a term without being one ("Sala del funeral" holds "sala"; "Bosque" is a term)."""
    es = browser_glossary("es")
    assert {"criatura boca abajo", "carta boca abajo"} <= set(hidden_phrases("es"))
    assert "a face-down creature" in hidden_phrases("en")
    boca_abajo = next(i for i in es["entries"] if i["key"] == "boca-abajo")
    assert "boca abajo" in boca_abajo["forms"]
    assert set(hidden_phrases("es")) <= set(es["unlinked"])
    names = card_names_with_terms("es")
    assert "Sala del funeral" in names and "Bosque" not in names
    assert "Fear of the Dark" in card_names_with_terms("en")
