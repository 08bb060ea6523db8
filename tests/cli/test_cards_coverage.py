"""``grimorio cards --coverage`` (issue 6): implemented cards of the Duskmourn main set,
cards with every ability covered by a test (recorded by ``grimorio.ability_use`` while the
suite runs) and escape-hatch debt."""

import json

from grimorio import ability_use
from grimorio.cards import get
from grimorio.cli.cards_cmd import abilities_of, coverage_report, uses_escape_hatch
from grimorio.cli.main import main
from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import EscapeHatch, If
from grimorio.dsl.values import HandEmpty
from grimorio.scenario.board import build
from support import one, pay, resolve_top, to_step


def test_a_resolving_spell_is_recorded_as_its_spell_ability_used():
    assert ability_use.USED is not None  # the suite records (tests/conftest.py)
    g = build(hands=(["Asesinato"], []), battlefields=(["Pantano"] * 3, ["Test Bear"]))
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert ("Murder", "spell") in ability_use.USED


def test_a_triggered_ability_is_recorded_by_its_index():
    assert ability_use.USED is not None
    overlord = {
        "name": "Overlord of the Boilerbilges",
        "cast": "impending",
        "counters": {"time": 2},
    }
    g = build(battlefields=([overlord], []), step="main2")
    to_step(g, "end")
    resolve_top(g)  # impending's countdown: "remove a time counter" (the card's 4th ability)
    assert ("Overlord of the Boilerbilges", "3") in ability_use.USED


def test_abilities_are_the_spell_text_and_each_ability_of_the_card():
    assert abilities_of(get("Murder")) == ["spell"]
    assert abilities_of(get("Overlord of the Boilerbilges")) == ["0", "1", "2", "3", "4"]


def test_the_escape_hatch_is_found_anywhere_in_a_card():
    nested = card(
        "Test Hatch",
        None,
        "{1}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode(effects=(If(HandEmpty(), (EscapeHatch("odd"),)),)),)),
    )
    assert uses_escape_hatch(nested)
    assert not uses_escape_hatch(get("Murder"))


def test_the_report_counts_covered_cards_from_a_record(tmp_path):
    (tmp_path / "gw0.json").write_text(json.dumps([["Murder", "spell"]]), encoding="utf-8")
    report = coverage_report(tmp_path, listing=True)
    assert "implemented:" in report and "every ability covered by a test:" in report
    assert "not covered: Murder" not in report
    assert "not covered: Winter's Intervention (abilities spell)" in report
    # the special guests are counted on their own line, and listed when not covered
    assert "Special guests (release notes):     8 implemented, 0 with every" in report
    assert "not covered: Phantasmal Image (abilities 0)" in report
    # the Commander decks' cards and the schemes too (issue 23)
    assert "Commander decks' cards:             33 implemented, 0 with every" in report
    assert "Archenemy schemes:                  30 implemented, 0 with every" in report
    assert "not covered: Bestiamiga curadora (abilities" in report


def test_without_a_record_the_report_says_how_to_make_one(tmp_path, capsys):
    assert main(["cards", "--coverage", "--record", str(tmp_path / "none")]) == 0
    out = capsys.readouterr().out
    assert "run `make test` first" in out and "Using the escape hatch:" in out
