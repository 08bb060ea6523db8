"""A scenario that expects something false must fail, and say why.

(a) a wrong expectation fails with the first difference as its message; (b) a scripted
action that fits none of the options fails and shows the pending decision with its options;
(c) a malformed scenario gives a clear ``error:`` message instead of raising. The last part
checks that every file in tests/scenarios keeps the conventions of docs/scenarios.md.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from grimorio.scenario import run_file, run_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))
CR = ROOT.parent / "shared" / "docs" / "mtg-reglas-completas-2026-01-16.txt"
INFERNO_RULES = ROOT.parent / "shared" / "docs" / "inferno-reglas-completas-2016-09.txt"

# Murder on the opponent's Test Bear, played to the end: a scenario that passes as written.
MURDER: dict[str, Any] = {
    "name": "Asesinato destruye la criatura objetivo",
    "rule": "701.8a",
    "setup": {
        "players": {
            "Norte": {"hand": ["Asesinato"], "battlefield": ["Pantano", "Pantano", "Pantano"]},
            "Sur": {"battlefield": ["Test Bear", "Test Giant"]},
        }
    },
    "actions": [{"lanzar": "Asesinato"}, {"objetivo": "Test Bear"}, "pasar", "pasar"],
    "expect": {
        "zones": {"Sur": {"battlefield": ["Test Giant"], "graveyard": ["Test Bear"]}},
        "life": {"Norte": 20, "Sur": 20},
        "pt": {"Test Giant": "4/4"},
        "log_contains": ["701.8a"],
    },
}


def murder(**expect: Any) -> dict[str, Any]:
    """The Murder scenario with ``expect`` replaced."""
    data = copy.deepcopy(MURDER)
    data["expect"] = expect
    return data


def run(data: Any) -> tuple[bool, str]:
    outcome = run_scenario(data, "prueba")
    return outcome.passed, outcome.message


# -- (a) wrong expectations fail with the first difference ---------------------------------


def test_the_base_scenario_passes() -> None:
    assert run(copy.deepcopy(MURDER)) == (True, "")


def test_wrong_life_fails_with_the_difference() -> None:
    assert run(murder(life={"Sur": 18})) == (False, "life of Sur: expected 18, got 20")


def test_wrong_zone_fails_with_the_difference() -> None:
    passed, message = run(murder(zones={"Sur": {"graveyard": ["Test Giant"]}}))
    assert not passed
    assert message == "graveyard of Sur: expected ['Test Giant'], got ['Test Bear']"


def test_wrong_battlefield_fails_with_the_difference() -> None:
    passed, message = run(murder(zones={"Sur": {"battlefield": ["Test Bear", "Test Giant"]}}))
    assert not passed
    assert message == (
        "battlefield of Sur: expected ['Test Bear', 'Test Giant'], got ['Test Giant']"
    )


def test_wrong_library_order_fails() -> None:
    data = {
        "setup": {"players": {"Norte": {"library": ["Llanura", "Isla"]}}},
        "expect": {"zones": {"Norte": {"library": ["Isla", "Llanura"]}}},
    }
    assert run(data) == (
        False,
        "library of Norte: expected ['Isla', 'Llanura'], got ['Llanura', 'Isla']",
    )


def test_wrong_pt_fails_with_the_difference() -> None:
    assert run(murder(pt={"Test Giant": "5/5"})) == (
        False,
        "P/T of Test Giant: expected 5/5, got 4/4",
    )


def test_expectation_about_a_permanent_that_is_gone_fails() -> None:
    assert run(murder(pt={"Test Bear": "2/2"})) == (False, "Test Bear is not on the battlefield")


def test_wrong_counters_tapped_damage_and_stack_fail() -> None:
    passed, message = run(murder(tapped={"Pantano": False}))
    assert (passed, message) == (False, "Pantano is tapped")
    passed, message = run(murder(damage={"Test Giant": 1}))
    assert (passed, message) == (False, "damage on Test Giant: expected 1, got 0")
    passed, message = run(murder(counters={"Test Giant": {"+1/+1": 1}}))
    assert not passed and message.startswith("counters on Test Giant: expected")
    passed, message = run(murder(stack=["Asesinato"]))
    assert (passed, message) == (False, "stack (top first): expected ['Asesinato'], got []")


def test_chars_checks_characteristics_and_names_the_first_difference() -> None:
    """The ``chars`` expectation (CR 109.3, 613): sets of types, colours, keywords...; the
    name, P/T, controller and token status; a list has one mapping per permanent."""
    giant = {"types": ["creature"], "subtypes": ["Giant"], "colors": ["R"], "keywords": []}
    giant |= {"name": "Test Giant", "pt": "4/4", "controller": "Sur", "token": False}
    assert run(murder(chars={"Test Giant": giant})) == (True, "")
    assert run(murder(chars={"Test Giant": [giant]})) == (True, "")
    assert run(murder(chars={"Test Giant": {"colors": ["G"]}})) == (
        False,
        "colors of Test Giant: expected ['G'], got ['R']",
    )
    assert run(murder(chars={"Test Giant": {"keywords": ["flying"]}})) == (
        False,
        "keywords of Test Giant: expected ['flying'], got []",
    )
    assert run(murder(chars={"Test Giant": {"controller": "Norte"}})) == (
        False,
        "controller of Test Giant: expected Norte, got Sur",
    )
    assert run(murder(chars={"Test Giant": {"pt": "1/1"}})) == (
        False,
        "P/T of Test Giant: expected 1/1, got 4/4",
    )
    assert run(murder(chars={"Test Giant": [giant, giant]})) == (
        False,
        "Test Giant: expected 2 on the battlefield, got 1",
    )
    passed, message = run(murder(chars={"Test Giant": {"colour": ["R"]}}))
    assert not passed and "unknown characteristics ['colour']" in message


def test_wrong_winner_and_log_expectations_fail() -> None:
    assert run(murder(winner="Norte")) == (
        False,
        "expected the game to be over (Norte), but it goes on",
    )
    assert run(murder(log_contains=["704.5g"])) == (False, "the log has no entry for rule 704.5g")
    assert run(murder(log_lacks=["701.8a"])) == (
        False,
        "the log has an entry for rule 701.8a, which was not expected",
    )


def test_every_difference_is_reported_in_the_order_written() -> None:
    """Several wrong expectations (issue 18 §5): the message names each of them, in the
    order they are written, in English and in Spanish — not only the first."""
    data = murder(
        zones={"Sur": {"graveyard": []}},
        life={"Sur": 17, "Norte": 3},
        pt={"Test Giant": "1/1"},
    )
    outcome = run_scenario(data, "prueba")
    assert not outcome.passed
    assert outcome.message == (
        "graveyard of Sur: expected [], got ['Test Bear']; life of Sur: expected 17, got 20; "
        "life of Norte: expected 3, got 20; P/T of Test Giant: expected 1/1, got 4/4"
    )
    assert outcome.text("es") == (
        "cementerio de Sur: se esperaba [], hay ['Test Bear']; vidas de Sur: se esperaban 17, "
        "tiene 20; vidas de Norte: se esperaban 3, tiene 20; F/R de Test Giant: se esperaba "
        "1/1, es 4/4"
    )
    data = murder(life={"Sur": 17}, zones={"Sur": {"graveyard": []}})
    assert run(data)[1].startswith("life of Sur: expected 17, got 20; graveyard of Sur")


def test_a_correct_expectation_before_a_wrong_one_does_not_hide_it() -> None:
    data = murder(life={"Norte": 20, "Sur": 20}, pt={"Test Giant": "4/4"}, step="main2")
    assert run(data) == (False, "step: expected main2, got main1")


# -- (b) a scripted action that fits no option ---------------------------------------------


def test_action_fitting_no_option_shows_the_pending_decision_and_its_options() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] = [{"lanzar": "Asesinato"}, {"objetivo": "Test Wall"}]
    passed, message = run(data)
    assert not passed
    assert message.startswith("error: action 2 ({'objetivo': 'Test Wall'}): no option fits")
    assert "pending: target of Norte" in message
    # both legal targets are listed, each with its id and its label in the message's language
    assert re.search(r"target:\d+ \(Target: Test Bear\)", message), message
    assert re.search(r"target:\d+ \(Target: Test Giant\)", message), message


def test_word_that_is_not_possible_now_shows_the_options() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] = ["listo"]
    passed, message = run(data)
    assert not passed
    assert message.startswith("error: action 1 ('listo'): 'listo' is not possible now")
    assert "pending: priority of Norte" in message
    assert re.search(r"cast:\d+ \(Cast Murder\)", message), message
    assert "pass (Pass)" in message


def test_unknown_word_shows_the_options() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] = ["saltar"]
    passed, message = run(data)
    assert not passed
    assert "unknown action 'saltar'" in message
    assert "pending: priority of Norte" in message


def test_casting_a_card_that_is_not_castable_shows_the_options() -> None:
    """A sorcery in the combat step: the cast option is not there, the script fails."""
    data = {
        "setup": {
            "step": "begin_combat",
            "players": {"Norte": {"hand": ["Detonación ígnea"], "battlefield": ["Montaña"] * 2}},
        },
        "actions": [{"lanzar": "Detonación ígnea"}],
        "expect": {},
    }
    passed, message = run(data)
    assert not passed
    assert "no option fits lanzar: 'Detonación ígnea'" in message
    assert message.endswith("pending: priority of Norte — options: pass (Pass)")


def test_answering_the_wrong_kind_of_decision_fails() -> None:
    """Blocking while the attackers are being declared."""
    data = {
        "setup": {
            "step": "declare_attackers",
            "players": {
                "Norte": {"battlefield": ["Test Bear"]},
                "Sur": {"battlefield": ["Test Wall"]},
            },
        },
        "actions": [{"bloquear": {"con": "Test Wall", "a": "Test Bear"}}],
        "expect": {},
    }
    passed, message = run(data)
    assert not passed
    assert message.startswith("error: action 1")
    assert "pending: priority of Norte" in message


# Some rules only take options away (509.1c, 702.111b): a scenario file can show the legal
# declaration being accepted, but only a failing script shows that the illegal one is refused.


def combat(mine: list[Any], theirs: list[Any], actions: list[Any]) -> str:
    data = {
        "setup": {
            "step": "begin_combat",
            "players": {"Norte": {"battlefield": mine}, "Sur": {"battlefield": theirs}},
        },
        "actions": ["pasar", "pasar", *actions],
        "expect": {},
    }
    passed, message = run(data)
    assert not passed
    return message


def test_509_1c_not_blocking_a_must_be_blocked_attacker_is_refused() -> None:
    message = combat(
        ["Fear of Being Hunted"],
        ["Test Bear", "Test Wall"],
        [{"atacar": "Fear of Being Hunted"}, "pasar", "pasar", "listo"],
    )
    assert "'listo' is not possible now; pending: blockers of Sur" in message
    assert re.search(r"block:\d+:\d+ \(Block Fear of Being Hunted with Test Bear\)", message)
    assert re.search(r"block:\d+:\d+ \(Block Fear of Being Hunted with Test Wall\)", message)
    assert "done" not in message


def test_702_111b_a_single_blocker_for_a_menace_creature_is_refused() -> None:
    data = {
        "setup": {
            "players": {
                "Norte": {
                    "hand": ["Caos de medianoche"],
                    "battlefield": ["Montaña", "Montaña", "Llanura", "Llanura"],
                },
                "Sur": {"battlefield": ["Test Bear"]},
            }
        },
        "actions": [
            {"lanzar": "Caos de medianoche"},
            *["pasar"] * 6,
            {"atacar": "Gremlin"},
            "listo",
            "pasar",
            "pasar",
            {"bloquear": {"con": "Test Bear", "a": "Gremlin"}},
            "listo",
        ],
        "expect": {},
    }
    passed, message = run(data)
    assert not passed
    # the lone Test Bear is never offered as a blocker of a menace creature (a dead end)
    assert message.startswith("error: action 12 ({'bloquear'")
    assert "no option fits bloquear" in message


def test_302_6_702_3b_creatures_that_cant_attack_are_not_offered() -> None:
    message = combat(
        [{"name": "Test Bear", "sick": True}, "Test Wall", "Test Giant"],
        [],
        [{"atacar": "Test Bear"}],
    )
    assert "no option fits atacar: 'Test Bear'" in message
    assert re.search(r"options: attack:\d+ \(Attack Sur with Test Giant\); done \(Done\)$", message)


def test_702_9b_a_creature_without_flying_or_reach_cant_block_a_flier() -> None:
    message = combat(
        ["Fear of Isolation", "Test Giant"],
        ["Test Bear"],
        [
            {"atacar": "Fear of Isolation"},
            {"atacar": "Test Giant"},
            "pasar",
            "pasar",
            {"bloquear": {"con": "Test Bear", "a": "Fear of Isolation"}},
        ],
    )
    assert "no option fits bloquear" in message
    assert re.search(r"options: block:\d+:\d+ \(Block Test Giant with Test Bear\); done", message)


# -- (c) malformed scenarios: a clear error, no exception ----------------------------------


def malformed(data: Any) -> str:
    """Run a malformed scenario: it must not raise, must fail, and report an error."""
    outcome = run_scenario(data, "malformado")
    assert not outcome.passed
    assert outcome.message.startswith("error: "), outcome.message
    return outcome.message


def test_unknown_section() -> None:
    data = copy.deepcopy(MURDER)
    data["esperar"] = {}
    message = malformed(data)
    assert "unknown sections ['esperar']" in message
    assert "'expect'" in message  # the known sections are listed


def test_unknown_setup_field_and_player_field() -> None:
    data = copy.deepcopy(MURDER)
    data["setup"]["fase"] = "main1"
    assert "unknown setup fields ['fase']" in malformed(data)
    data = copy.deepcopy(MURDER)
    data["setup"]["players"]["Norte"]["mano"] = ["Asesinato"]
    assert "player 'Norte'" in malformed(data)


def test_unknown_card_name_in_setup() -> None:
    data = copy.deepcopy(MURDER)
    data["setup"]["players"]["Sur"]["battlefield"] = ["Xyzzy Quux"]
    assert malformed(data) == "error: setup: unknown card name 'Xyzzy Quux'"


def test_unknown_card_name_in_expect() -> None:
    message = malformed(murder(zones={"Sur": {"graveyard": ["Xyzzy Quux"]}}))
    assert message == "error: unknown card name 'Xyzzy Quux'"


def test_bad_step() -> None:
    data = copy.deepcopy(MURDER)
    data["setup"]["step"] = "segunda_principal"
    message = malformed(data)
    assert message.startswith("error: unknown step 'segunda_principal'; one of untap, upkeep")


def test_bad_pt_in_an_inline_card() -> None:
    data = {
        "cards": [{"name": "Escenario Roto", "type": "Creature — Bear", "pt": "dos/dos"}],
        "setup": {},
        "expect": {},
    }
    message = malformed(data)
    assert "Escenario Roto" in message
    assert "pt must look like 2/2, not 'dos/dos'" in message


def test_bad_pt_message_names_the_card_once() -> None:
    data = {
        "cards": [{"name": "Escenario Roto", "type": "Creature — Bear", "pt": "dos/dos"}],
        "setup": {},
        "expect": {},
    }
    assert malformed(data) == "error: card 'Escenario Roto': pt must look like 2/2, not 'dos/dos'"


def test_inline_card_other_problems() -> None:
    no_type = {"cards": [{"name": "Escenario Sin Tipo", "pt": "1/1"}], "setup": {}, "expect": {}}
    assert "a type line is required" in malformed(no_type)
    bad_keyword = {
        "cards": [{"name": "Escenario Raro", "type": "Creature — Bear", "keywords": ["vuela"]}],
        "setup": {},
        "expect": {},
    }
    assert "Escenario Raro" in malformed(bad_keyword)
    real = {
        "cards": [{"name": "Murder", "type": "Creature — Bear", "pt": "1/1"}],
        "setup": {},
        "expect": {},
    }
    assert "already a real card" in malformed(real)


def test_inline_card_redeclared_differently() -> None:
    first = {"name": "Escenario Doble", "cost": "{1}{G}", "type": "Creature — Bear", "pt": "2/2"}
    ok = {"cards": [first], "setup": {}, "expect": {}}
    assert run(ok) == (True, "")
    assert run(copy.deepcopy(ok)) == (True, "")  # the same definition again is fine
    other = {"cards": [dict(first, pt="3/3")], "setup": {}, "expect": {}}
    assert "declared elsewhere with another definition" in malformed(other)


def test_action_on_a_finished_game() -> None:
    data = {
        "setup": {"players": {"Norte": {"life": 0}}},
        "actions": ["pasar"],
        "expect": {"winner": "Sur"},
    }
    assert malformed(data) == "error: action 1 ('pasar'): the game is already over"


def test_action_after_the_game_ends_during_the_script() -> None:
    data = {
        "setup": {
            "players": {
                "Norte": {"hand": ["Test Blast"], "battlefield": ["Montaña"] * 4},
                "Sur": {"life": 3},
            }
        },
        "actions": [
            {"lanzar": "Test Blast"},
            {"x": 3},
            {"objetivo": "oponente"},
            "pasar",
            "pasar",
            "pasar",
        ],
        "expect": {"winner": "Norte"},
    }
    assert malformed(data) == "error: action 6 ('pasar'): the game is already over"


def test_malformed_action_and_expectation_shapes() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] = [{"lanzar": "Asesinato", "objetivo": "Test Bear"}]
    assert "an action is a word or a single 'verb: value'" in malformed(data)
    data = copy.deepcopy(MURDER)
    data["actions"] = [{"saltar": "Asesinato"}]
    assert "unknown action 'saltar'" in malformed(data)
    assert "unknown expectation 'vidas'" in malformed(murder(vidas={"Norte": 20}))
    assert "unknown player 'Oeste'" in malformed(murder(life={"Oeste": 20}))
    assert "unknown zone 'mano'" in malformed(murder(zones={"Norte": {"mano": []}}))
    assert "malformed expectation pt" in malformed(murder(pt={"Test Giant": "grande"}))


def test_missing_parts_and_wrong_shapes() -> None:
    assert "'setup' is required" in malformed({"expect": {}})
    assert "'expect' is required" in malformed({"setup": {}})
    assert "a scenario is a mapping" in malformed(["setup", "expect"])
    assert "'actions' is a list" in malformed({"setup": {}, "actions": "pasar", "expect": {}})
    seven: dict[str, Any] = {  # CR 800.1: two, or up to six
        "setup": {"players": {n: {} for n in ("A", "B", "C", "D", "E", "F", "G")}},
        "expect": {},
    }
    assert "a scenario has from 2 to 6 players, not 7" in malformed(seven)


def test_files_that_cannot_be_read(tmp_path: Path) -> None:
    bad = tmp_path / "roto.yaml"
    bad.write_text("setup: [\n", encoding="utf-8")
    outcome = run_file(bad)
    assert not outcome.passed and outcome.message.startswith("error: ")
    assert "not valid YAML" in outcome.message
    outcome = run_file(tmp_path / "no_existe.yaml")
    assert not outcome.passed and "can't be read" in outcome.message


# -- the scenario files keep the conventions --------------------------------------------


STATE_CHECKS = {
    "zones", "life", "pt", "chars", "counters", "tapped", "damage", "stack", "winner",
    "hand_size", "library_size", "graveyard_size",
    "can", "cannot",  # what the pending decision offers: how a restriction shows
}  # fmt: skip


def test_there_are_many_scenarios() -> None:
    assert len(SCENARIOS) >= 45


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_file_conventions(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data.get("name"), str) and data["name"], "a name"
    rule = str(data.get("rule", ""))
    number = rule.removeprefix("I-")  # an Inferno scenario cites Inferno's rules
    assert re.fullmatch(r"\d{3}\.\d+[a-z]?", number), f"rule {rule!r}"
    rules = INFERNO_RULES if rule.startswith("I-") else CR
    if rules.exists():  # the rule exists in the Spanish rules, with that number
        text = rules.read_text(encoding="utf-8")
        assert re.search(rf"^(- )?{re.escape(number)}[. ]", text, re.M), rule
    expect = data["expect"]
    assert expect.get("log_contains"), "at least one log_contains"
    assert STATE_CHECKS & set(expect), "a concrete state check"
    for spec in data.get("cards") or []:
        assert spec["name"].startswith("Escenario "), spec["name"]


def test_inline_cards_have_one_definition_across_files() -> None:
    seen: dict[str, dict[str, Any]] = {}
    for path in SCENARIOS:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for spec in data.get("cards") or []:
            assert seen.setdefault(spec["name"], spec) == spec, (path.name, spec["name"])
