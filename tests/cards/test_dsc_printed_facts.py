"""The Duskmourn Commander cards and Archenemy schemes in the package's own data (issue 23).

The release notes (``../shared/data/dsk/release-notes.jsonl``, sections ``commander`` and
``archenemy``) give these 63 cards in Spanish only; ``tools/build_dsc_data.py`` compiles
them into ``src/grimorio/cards/data/dsc.json``, keyed by their Spanish names. Their English
type lines are composed from rules terms alone (CR 205.2a card types, 205.3 subtypes,
205.4a supertypes) and left unset where a word has none; nothing else is translated, so a
card asked for in English shows its Spanish name and text. The tests that compare the data
with ``../shared`` skip, saying so, where it is absent.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from grimorio.cards import registry
from grimorio.cli import main as cli
from grimorio.dsl import Mode, SpellAbility, parse_type_line
from grimorio.dsl.card import card, room
from grimorio.dsl.creature_types import creature_type_keys
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.printed import TypeWords, printed_cards, printed_doors

ROOT = Path(__file__).resolve().parents[2]
NOTES = ROOT.parent / "shared" / "data" / "dsk" / "release-notes.jsonl"
PRINTED = printed_cards()
DSC = {k: c for k, c in PRINTED.items() if c.set_code == "dsc"}


def _release_notes() -> list[dict[str, Any]]:
    if not NOTES.is_file():
        pytest.skip("../shared absent: the package data cannot be compared with the release notes")
    rows = [json.loads(line) for line in NOTES.read_text(encoding="utf-8").splitlines() if line]
    return [r for r in rows if r.get("section") in ("commander", "archenemy")]


def _cost(text: str | None) -> ManaCost:
    """A mana cost; a Room's is both doors' combined (CR 709.4b)."""
    total = ManaCost()
    for half in (text or "").split(" // "):
        total = total + (ManaCost.parse(half) if half else ManaCost())
    return total


def test_every_commander_card_and_scheme_of_the_release_notes_is_in_the_data() -> None:
    """CR 200.1, 205, 208: each of the 33 Commander cards and 30 schemes is in the package's
    data with the printed facts the release notes give — Spanish name, mana cost, Spanish
    type line, power and toughness, loyalty, Spanish text — its colours those of its mana
    cost (105.2, 202.2; a scheme has none), and no English name or text, rarity or
    collector number, which the documents don't give."""
    rows = _release_notes()
    assert len(rows) == 63 and len(DSC) == 63
    for row in rows:
        facts = DSC[row["name_es"]]
        assert (facts.key, facts.name_es) == (row["name_es"], row["name_es"])
        assert facts.type_line_es == row["type_line"], facts.key
        assert facts.text_es == row["text_es"], facts.key
        assert facts.mana_cost == (row["mana_cost"] or None), facts.key
        pt = f"{facts.power}/{facts.toughness}" if facts.power is not None else None
        assert (pt, facts.loyalty) == (row["pt"], row["loyalty"]), facts.key
        assert facts.colors == _cost(facts.mana_cost).colors(), facts.key
        assert (facts.name_en, facts.text_en, facts.rarity, facts.number) == ("", "", None, None)
        doors = [(d.name_es, d.mana_cost, d.text_es) for d in facts.doors]
        assert doors == [(d["name"], d["mana_cost"], d["text"]) for d in row.get("doors", ())]


ENGLISH_TYPE_LINES = [
    # a legendary creature with two creature types, in the English order (205.3m)
    ("Aminatou, la Horadavelos", "Legendary Creature — Human Wizard"),
    ("Valgavoth, Arador de Almas", "Legendary Creature — Elder Demon"),
    # two creature types no main-set line pairs: the Spanish order reversed
    ("Boa persistente", "Creature — Zombie Snake"),
    ("Engendro del sótano antiguo", "Enchantment Creature — Horror"),
    ("El Maestro de las Llaves", "Legendary Enchantment Creature — Horror"),
    ("Faucescortantes, Nido de Chirridos", "Legendary Artifact Creature — Scarecrow"),
    ("Pasillo punzante // Pozo de torturas", "Enchantment — Room"),  # 205.3h, 709
    ("Arrodíllate ante mis legiones", "Scheme"),  # 205.2a, 314
    ("Soy Duskmourn", "Ongoing Scheme"),  # 205.4a, 314.6
    ("Promesa demoníaca", "Kindred Enchantment — Demon"),  # 205.2a, 308.2
    ("Tabla de espiritismo", "Artifact"),
]


@pytest.mark.parametrize(("key", "line"), ENGLISH_TYPE_LINES)
def test_the_english_type_line_is_composed_from_rules_terms(key: str, line: str) -> None:
    """CR 205.2a, 205.3, 205.4a: the English type line is made of the rules' own terms —
    supertypes, then card types, a dash and the subtypes — and says what the engine's types
    say."""
    facts = DSC[key]
    assert facts.type_line_en == line
    assert facts.type_words == TypeWords(*parse_type_line(line))


def test_a_type_word_with_no_english_rules_name_leaves_the_english_line_unset() -> None:
    """CR 205.3m, 308.2: "Conjuro estirpe — Metamorfo" is a Kindred sorcery, but the
    package's data has no English name for the creature type Metamorfo, so no English line
    is made up; the card still has its types in the engine's words (the creature type by its
    key). Three cards are in that case, and only they."""
    unset = sorted(k for k, c in DSC.items() if not c.type_line_en)
    assert unset == ["Devorador cortezagritos", "Génesis sin forma", "Traeluz planeador"]
    genesis = DSC["Génesis sin forma"]
    assert genesis.type_words == TypeWords(("kindred", "sorcery"), ("Metamorfo",), ())
    assert "Metamorfo" in creature_type_keys()
    assert DSC["Traeluz planeador"].type_words == TypeWords(
        ("enchantment", "creature"), ("Ave", "Glimmer"), ()
    )
    defined = card("Génesis sin forma", spell=SpellAbility((Mode(),)))
    assert (defined.types, defined.subtypes) == (("kindred", "sorcery"), ("Metamorfo",))
    assert defined.type_line("en") == "Conjuro estirpe — Metamorfo"


def test_a_card_known_only_in_spanish_shows_its_spanish_name_and_text_in_english() -> None:
    """CR 201.2, 208: ``card(<Spanish name>, ...)`` builds the card from the data like any
    printed card; with no English name or text, it shows the Spanish ones when asked in
    English, and its English type line is the composed one."""
    d = card("Aminatou, la Horadavelos")
    facts = DSC["Aminatou, la Horadavelos"]
    assert (d.key, d.name_en, d.name_es) == (facts.key, "", facts.name_es)
    assert d.name("en") == d.name("es") == "Aminatou, la Horadavelos"
    assert d.text("en") == d.text("es") == facts.text_es
    assert d.type_line("en") == "Legendary Creature — Human Wizard"
    assert d.type_line("es") == "Criatura legendaria — Hechicero humano"
    assert (d.power, d.toughness, d.colors) == (2, 4, ("W", "U", "B"))
    assert d.mana_cost == ManaCost.parse("{1}{W}{U}{B}")
    assert (d.types, d.subtypes, d.supertypes) == (
        ("creature",),
        ("Human", "Wizard"),
        ("legendary",),
    )
    with pytest.raises(ValueError, match="facts come from the package's data"):
        card("Aminatou, la Horadavelos", "Aminatou", "{1}{W}{U}{B}")
    with pytest.raises(ValueError, match="needs its spell ability"):
        card("Hipótesis de Zimone")  # an instant is written with its spell (CR 113.3a)


def test_a_scheme_is_a_nonpermanent_card_with_no_cost_or_colour() -> None:
    """CR 314.1–314.2, 314.6: a scheme card is of the card type scheme, an ongoing one has
    the supertype ongoing; it is not a permanent and has no mana cost and no colour (202.2)."""
    ongoing = card("Soy Duskmourn")
    assert (ongoing.types, ongoing.supertypes, ongoing.subtypes) == (("scheme",), ("ongoing",), ())
    assert not ongoing.is_permanent_card
    assert (ongoing.mana_cost, ongoing.colors) == (None, ())
    plain = card("Arrodíllate ante mis legiones")
    assert (plain.types, plain.supertypes, plain.type_line("en")) == (("scheme",), (), "Scheme")


def test_a_room_of_the_commander_cards_has_its_two_doors() -> None:
    """CR 709.5: "Pasillo punzante // Pozo de torturas" is one card with two doors, each with
    its own name, mana cost and text and the shared type line; ``room`` builds it from the
    doors written under their Spanish names. Outside the battlefield it has both doors'
    names and mana costs combined (709.4)."""
    key = "Pasillo punzante // Pozo de torturas"
    facts = DSC[key]
    assert [d.key for d in facts.doors] == ["Pasillo punzante", "Pozo de torturas"]
    assert printed_doors()["Pozo de torturas"][0] is facts
    for door in facts.doors:
        assert (door.type_line_es, door.type_line_en) == (
            "Encantamiento — Sala",
            "Enchantment — Room",
        )
        assert door.mana_cost == "{3}{R}"
    whole = room(key, card("Pasillo punzante"), card("Pozo de torturas"))
    assert (whole.name("en"), whole.name_en) == (key, "")
    assert whole.mana_cost == ManaCost.parse("{6}{R}{R}")
    assert (whole.types, whole.subtypes, whole.colors) == (("enchantment",), ("Room",), ("R",))
    assert whole.text("en") == facts.text_es
    left = whole.doors[0]
    assert (left.name("en"), left.colors) == ("Pasillo punzante", ("R",))
    assert left.text("en").startswith("Cuando abras esta puerta, crea tres fichas")


def test_no_name_of_the_commander_cards_is_a_main_set_name() -> None:
    """A name in a decklist finds one card (CR 201.2): no Spanish-only card or door has a
    name that a main-set card prints, in either language."""
    main_names = {
        n.casefold()
        for c in PRINTED.values()
        if c.set_code == "dsk"
        for face in (c, *c.doors)
        for n in (face.name_en, face.name_es)
        if n
    }
    for facts in DSC.values():
        for face in (facts, *facts.doors):
            assert face.key.casefold() not in main_names, face.key


def test_grimorio_cards_lists_every_commander_card_and_scheme_as_implemented(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 23: the 33 Commander cards and the 30 schemes are all written — ``grimorio cards
    --todas`` shows them by their Spanish name with no "not implemented" mark, and
    ``--no-implementadas`` finds none."""
    assert cli.main(["cards", "--todas", "--texto", "Señor del Dolor"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "El Señor del Dolor — Criatura legendaria — Asesino humano",
        "1 carta.",
    ]
    assert cli.main(["cards", "--no-implementadas", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines() == ["No card matches the filters."]
    assert len(DSC) == 63 and all(registry.get(key).key == key for key in DSC)


def test_the_compile_check_passes() -> None:
    """``tools/build_dsc_data.py --check`` rebuilds dsc.json from ``../shared`` and finds the
    committed file the same; a stale file fails here."""
    if not NOTES.is_file():
        pytest.skip("../shared absent: dsc.json cannot be compared with its source")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_dsc_data.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Génesis sin forma: no English type line" in done.stdout
