"""The scenario forms of issue 18 §5, each failing the way it should: passing until a turn
and step (CR 500.1, 117.3d), checks in the middle of a script, aliases (CR 400.7: a new
object), a controller that is not the owner (108.3, 110.2), the expectations on the mana
pool (106.4), on what may be played from exile (601.3) and on abilities (113), answers the
engine gave by itself (603.3d, 601.2g), YAML booleans, "did you mean" and every
difference reported. The forms that pass are the examples of docs/scenarios.md
(test_docs_examples.py)."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from grimorio.cards import registry
from grimorio.core.errors import GrimorioError
from grimorio.scenario import ScenarioError, run_scenario
from grimorio.scenario.actions import VERBS, WORDS

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")

MURDER: dict[str, Any] = {
    "rule": "701.8a",
    "setup": {
        "players": {
            "Norte": {"hand": ["Asesinato"], "battlefield": ["Pantano", "Pantano", "Pantano"]},
            "Sur": {"battlefield": ["Test Bear", "Test Giant"]},
        }
    },
    "actions": [{"lanzar": "Asesinato"}, {"objetivo": "Test Bear"}, "pasar", "pasar"],
    "expect": {},
}
LIBRARIES = {
    "Norte": {"library": ["Llanura"] * 3},
    "Sur": {"library": ["Isla"] * 3},
}


def scenario(actions: list[Any], expect: dict[str, Any] | None = None, **setup: Any) -> Any:
    data = {"rule": "500.1", "setup": setup, "actions": actions, "expect": expect or {}}
    return run_scenario(data, "forma")


def error_of(outcome: Any) -> ScenarioError:
    assert not outcome.passed and outcome.error is not None, outcome.message
    error = outcome.error
    assert isinstance(error, GrimorioError)
    assert error.message("es") != error.message("en")
    return error


# -- pasar hasta (CR 500.1, 117.3d) ---------------------------------------------------------


def test_pass_until_stops_at_the_first_priority_of_that_step() -> None:
    outcome = scenario([{"pasar hasta": {"turno": 3, "paso": "combat_damage"}}], players=LIBRARIES)
    # no creature attacks: the declare blockers and combat damage steps are skipped (508.8)
    error = error_of(outcome)
    assert "went past it" in error.message("en") and "pasó de largo" in str(error)
    assert "(now turn 3, step end_combat;" in error.message("en")
    outcome = scenario(
        [{"pass until": {"turn": 3, "step": "begin_combat"}}],
        {"turn": 3, "step": "begin_combat", "active": "Sur", "pending": "priority"},
        players=LIBRARIES,
    )
    assert outcome.passed, outcome.message


def test_pass_until_declares_no_attackers() -> None:
    """CR 508.1: with a creature able to attack, passing on declares none."""
    players = {"Norte": {"library": ["Llanura"] * 3, "battlefield": ["Test Bear"]}}
    outcome = scenario(
        [{"pasar hasta": {"turno": 3}}],
        {"turn": 3, "life": {"Sur": 20}, "log_lacks": ["508.1a"]},
        players={**LIBRARIES, **players},
    )
    assert outcome.passed, outcome.message


def test_pass_until_fails_when_the_game_ends_first() -> None:
    """CR 704.5b: Sur draws from an empty library in turn 3."""
    players = {"Norte": {"library": ["Llanura"] * 3}, "Sur": {"library": []}}
    error = error_of(scenario([{"pasar hasta": {"turno": 5}}], players=players))
    assert error.message("en") == (
        "action 1 ({'pasar hasta': {'turno': 5}}): pass until turn 5: the game ended first "
        "(Norte won, rule 104.2a)"
    )
    assert str(error).endswith(
        "pasar hasta turno 5: la partida terminó antes (ganó Norte, regla 104.2a)"
    )


@pytest.mark.parametrize(
    ("point", "words"),
    [
        ({"turno": 2, "paso": "upkeep"}, "unreachable"),
        ({"turno": 1}, "unreachable"),
        ({"turno": 2, "paso": "main1"}, "unreachable"),
        ({"turno": 0}, "a number from 1"),
        ({"turno": 3, "paso": "main3"}, "unknown step"),
        ({"ronda": 3}, "needs {turn: N, step: STEP}"),
        ({}, "needs {turn: N, step: STEP}"),
        ("main2", "needs {turn: N, step: STEP}"),
    ],
)
def test_pass_until_refuses_a_point_it_cant_reach(point: Any, words: str) -> None:
    error = error_of(scenario([{"pasar hasta": point}], players=LIBRARIES))
    assert words in error.message("en")


def test_pass_until_stops_at_a_decision_that_is_not_passing() -> None:
    """CR 514.1: Norte must discard down to seven in the cleanup step."""
    players = {"Norte": {"hand": ["Llanura"] * 9}}
    error = error_of(scenario([{"pasar hasta": {"turno": 3}}], players=players))
    assert "a decision other than passing is pending (discard of Norte)" in error.message("en")
    assert "una decisión que no es pasar (discard de Norte)" in str(error)


# -- comprobar -----------------------------------------------------------------------------


def test_a_check_in_the_middle_fails_with_every_difference_and_where() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"].insert(2, {"comprobar": {"stack": [], "life": {"Sur": 1}}})
    outcome = run_scenario(data, "comprobar")
    assert not outcome.passed and outcome.error is None
    assert outcome.message == (
        "check at action 3: stack (top first): expected [], got ['Asesinato']; "
        "life of Sur: expected 1, got 20"
    )
    assert outcome.text("es") == (
        "comprobación de la acción 3: pila (de arriba abajo): se esperaba [], hay "
        "['Asesinato']; vidas de Sur: se esperaban 1, tiene 20"
    )


def test_a_check_with_an_unknown_expectation_is_an_error() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"].insert(0, {"check": {"vida": {"Sur": 20}}})
    assert "unknown expectation 'vida'" in error_of(run_scenario(data, "x")).message("en")


# -- aliases (CR 400.7) --------------------------------------------------------------------


def murder_with(sur: list[Any], target: Any, expect: dict[str, Any] | None = None) -> Any:
    data = copy.deepcopy(MURDER)
    data["setup"]["players"]["Sur"]["battlefield"] = sur
    data["actions"][1] = {"objetivo": target}
    data["expect"] = expect or {}
    return run_scenario(data, "alias")


def test_an_alias_tells_two_objects_of_the_same_name_apart() -> None:
    bears = [{"name": "Test Bear", "como": "a"}, {"name": "Test Bear", "como": "b", "damage": 1}]
    outcome = murder_with(bears, "a", {"damage": {"b": 1}, "chars": {"a": {"owner": "Sur"}}})
    assert outcome.passed, outcome.message
    outcome = murder_with(bears, "b", {"damage": {"b": 1, "a": 1}, "pt": {"a": "3/3"}})
    assert outcome.message == (
        "b is not on the battlefield; damage on a: expected 1, got 0; P/T of a: expected 3/3, "
        "got 2/2"
    )


@pytest.mark.parametrize(
    ("alias", "words"),
    [
        ("Test Giant", "an alias is a word"),
        ("asesinato", "already a card's name"),
        ("oso", "already in use"),
        ("1oso", "an alias is a word"),
        (7, "an alias is a word"),
    ],
)
def test_a_bad_alias_is_refused(alias: Any, words: str) -> None:
    sur = [{"name": "Test Bear", "como": "oso"}, {"name": "Test Giant", "como": alias}]
    assert words in error_of(murder_with(sur, "oso")).message("en")


def test_naming_a_new_object_needs_one_that_has_no_alias() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] += [{"nombrar": {"carta": "Test Bear", "como": "muerto"}}]
    data["expect"] = {"chars": {"muerto": {"controller": "Sur"}}}
    assert run_scenario(data, "nombrar").passed  # the Bear in the graveyard
    data["actions"] += [{"nombrar": {"carta": "Test Bear", "como": "otro"}}]
    assert "there is no object 'Test Bear' without an alias" in error_of(
        run_scenario(data, "nombrar")
    ).message("en")
    data["actions"][-1] = {"nombrar": {"carta": "Test Bear"}}
    assert "name needs {card: NAME, as: ALIAS}" in error_of(run_scenario(data, "x")).message("en")


# -- owner and controller (CR 108.3, 110.2) ------------------------------------------------


def test_a_permanent_under_its_owner_may_have_another_controller() -> None:
    sur = [{"name": "Test Bear", "controller": "Norte"}, "Test Giant"]
    outcome = murder_with(
        sur,
        "Test Bear",
        {"zones": {"Sur": {"graveyard": ["Test Bear"], "battlefield": ["Test Giant"]}}},
    )
    assert outcome.passed, outcome.message
    outcome = murder_with(sur, "Test Giant", {"chars": {"Test Bear": {"controller": "Sur"}}})
    assert outcome.message == "controller of Test Bear: expected Sur, got Norte"


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        ({"name": "Test Bear", "owner": "Oeste"}, "owner: unknown player 'Oeste'"),
        ({"name": "Test Bear", "owner": "Norte", "controller": "Sur"}, "not both"),
        ({"name": "Test Bear", "dueño": "Norte"}, "unknown fields ['dueño']"),
        ({"name": "Test Bear", "damage": -1}, "damage must be a whole number"),
        ({"name": "Test Bear", "counters": {"+1/+1": "x"}}, "counters +1/+1 must be"),
        ({"name": "Test Bear", "attached_to": "Test Wall"}, "nothing called 'Test Wall' on the"),
        ({"name": "Test Bear", "attached_to": "Test Wal"}, "did you mean Test Wall"),
    ],
)
def test_a_bad_permanent_is_refused_in_both_languages(entry: Any, words: str) -> None:
    error = error_of(murder_with([entry], "Test Bear"))
    assert words in error.message("en")
    assert str(error).startswith("setup: ")


# -- mana pool, playable from exile, abilities ---------------------------------------------


def test_mana_pool_may_play_and_abilities_report_differences() -> None:
    data = copy.deepcopy(MURDER)
    data["expect"] = {
        "mana_pool": {"Norte": "{B}", "Sur": ""},
        "may_play": {"Norte": ["Asesinato"]},
        "abilities": {"Test Giant": {"has": ["flying"], "lacks": ["deathtouch"]}},
    }
    outcome = run_scenario(data, "maná")
    assert outcome.message == (
        "mana pool of Norte: expected {B}, got (empty); "
        "Norte may play from outside their hand: expected ['Asesinato'], got []; "
        "Test Giant should have flying; has []"
    )
    data["expect"] = {"mana_pool": {"Norte": "BB"}}
    assert "mana is written in symbols" in error_of(run_scenario(data, "x")).message("en")
    data["expect"] = {"abilities": {"Test Giant": "todas"}}
    assert "[] (none) or {has: [...], lacks: [...]}" in error_of(run_scenario(data, "x")).message(
        "en"
    )


def test_702_176a_an_impending_permanent_lists_impending_and_a_vanilla_one_nothing() -> None:
    data = {
        "rule": "702.176a",
        "setup": {
            "players": {
                "Norte": {
                    "battlefield": [
                        {"name": "Amo de Sentinas Ardientes", "cast": "impending",
                         "counters": {"time": 4}},
                        "Test Bear",
                    ]
                }
            }
        },
        "expect": {
            "abilities": {
                "Amo de Sentinas Ardientes": {"tiene": ["impending", "triggered"]},
                "Test Bear": [],
            }
        },
    }  # fmt: skip
    assert run_scenario(data, "inminente").passed
    data["expect"] = {"abilities": {"Amo de Sentinas Ardientes": []}}
    message = run_scenario(data, "inminente").message
    assert message.startswith("Amo de Sentinas Ardientes should have no abilities, has [")
    assert "'impending'" in message


# -- answers the engine gave by itself (CR 603.3d, 601.2g) ---------------------------------


def test_the_only_way_to_pay_may_be_scripted_but_not_a_source_left_untapped() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"][2:2] = [{"pagar": "Pantano"}] * 3
    assert run_scenario(data, "pagar").passed
    data["actions"][2:2] = [{"pagar": "Pantano"}]
    error = error_of(run_scenario(data, "pagar"))
    assert error.message("en").startswith("action 6 ({'pagar': 'Pantano'}): no option fits")


def test_the_only_target_of_a_trigger_may_be_scripted_if_it_matches() -> None:
    """Enduring Tenacity's "target opponent" has one legal target (603.3d)."""
    data: dict[str, Any] = {
        "rule": "603.3d",
        "cards": [{"name": "Escenario Bálsamo", "cost": "{W}", "type": "Instant",
                   "effects": [{"ganar vidas": 2}]}],
        "setup": {
            "players": {
                "Norte": {"hand": ["Escenario Bálsamo"],
                          "battlefield": ["Llanura", "Enduring Tenacity"]},
            }
        },
        "actions": [{"lanzar": "Escenario Bálsamo"}, "pasar", "pasar", {"objetivo": "Sur"},
                    "pasar", "pasar"],
        "expect": {"life": {"Norte": 22, "Sur": 18}},
    }  # fmt: skip
    assert run_scenario(data, "disparo").passed
    data["actions"][3] = {"objetivo": "Norte"}
    assert "no option fits objetivo: 'Norte'" in error_of(run_scenario(data, "x")).message("en")


# -- booleans, did you mean, every answer word ---------------------------------------------


@pytest.mark.parametrize("action", [False, True, {"elegir": False}])
def test_yaml_booleans_get_a_message_that_says_so(action: Any) -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] = [action]
    error = error_of(run_scenario(data, "booleano"))
    assert "without quotes as the boolean" in error.message("en")
    assert "sin comillas como el booleano" in str(error)


def test_a_misspelled_card_in_an_action_gets_did_you_mean() -> None:
    data = copy.deepcopy(MURDER)
    data["actions"][0] = {"lanzar": "Asesinat"}
    error = error_of(run_scenario(data, "typo"))
    assert error.message("en").endswith("unknown card name 'Asesinat'; did you mean Asesinato?")
    assert str(error).endswith("carta desconocida 'Asesinat'; ¿quisiste decir Asesinato?")
    data["actions"][0] = {"lanzar": "Asesinato"}
    data["actions"][1] = {"objetivo": "Test Bera"}
    assert "did you mean Test Bear" in error_of(run_scenario(data, "x")).message("en")


def test_every_answer_word_is_in_the_docs() -> None:
    missing = [w for w in (*VERBS, *WORDS) if f"`{w}" not in DOC and f"/ `{w}`" not in DOC]
    assert not missing, f"answer words missing from docs/scenarios.md: {missing}"


# -- Spanish first (issue 18 §3) -----------------------------------------------------------

ENGLISH = re.compile(r"\b(unknown|expected|must|needs|not valid|is not|the game|card)\b")


@pytest.mark.parametrize(
    "data",
    [
        {"setup": {"step": "main3"}, "expect": {}},
        {"setup": {"players": {"Norte": {"hand": [{"name": "X", "tapped": 1}]}}}, "expect": {}},
        {"setup": {"players": {"Norte": {"battlefield": [{"name": "Test Bear", "damage": "a"}]}}},
         "expect": {}},
        {"setup": {}, "actions": ["pasar"], "expect": {"zonas": {}}},
        {"setup": {}, "actions": [{"pasar hasta": {"turno": 1}}], "expect": {}},
        {"cards": [{"name": "Escenario Mal", "type": "Instant"}], "setup": {}, "expect": {}},
        {"cards": [{"name": "Escenario Mal2", "type": "Instant", "effects": [{"volar": 1}]}],
         "setup": {}, "expect": {}},
        {"cards": [{"name": "Escenario Mal3", "type": "Criatura"}], "setup": {}, "expect": {}},
        {"cards": [{"name": "Escenario Mal4", "type": "Creature — Bear"}], "setup": {},
         "expect": {}},
    ],
)  # fmt: skip
def test_spanish_errors_have_no_english_sentence(data: Any) -> None:
    error = error_of(run_scenario(data, "es"))
    assert not ENGLISH.search(str(error)), str(error)


# -- inline cards: every field checked, nothing registered on bad input ---------------------

BAD_CARDS = [
    ({"type": "Instant", "effects": [{"daño": -1}]}, "must be a number from 0"),
    ({"type": "Instant", "effects": [{"daño": 2, "a": "mesa"}]}, "unknown word 'mesa'"),
    ({"type": "Instant", "effects": [{"robar": 1, "quien": "criatura"}]}, "unknown word"),
    ({"type": "Instant", "effects": [{"contrarrestar": "criatura"}]}, "unknown word"),
    ({"type": "Instant", "effects": [{"destruir": "eso"}]}, "'it' without an earlier target"),
    ({"type": "Instant", "effects": [{"daño": 1, "robar": 1}]}, "an effect has one verb"),
    ({"type": "Instant", "effects": []}, "effects is a list of effects"),
    ({"type": "Instant"}, "an instant or sorcery needs effects"),
    ({"type": "Creature — Bear", "pt": "2/2", "effects": [{"robar": 1}]}, "and only they"),
    ({"type": "Instant", "effects": [{"añadir maná": "BB"}]}, "add mana is written in symbols"),
    ({"type": "Creature — Bear", "pt": "2/2", "ward": "dos"}, "malformed mana cost"),
    ({"type": "Creature — Bear", "pt": "2/2", "ward": {"vidas": 0}}, "ward is a number"),
    ({"type": "Creature — Bear", "pt": "2/2", "protection": ["morado"]}, "protection is one"),
    ({"type": "Creature — Bear", "pt": "2/2", "enters_with": {"+1/+1": 0}}, "a number from 1"),
    ({"type": "Creature — Bear", "pt": "2/2", "enters_with": [1]}, "enters_with is a mapping"),
    ({"type": "Creature — Bear", "pt": "2/2", "abilities": [{"cost": "{T}"}]}, "an activated"),
    ({"type": "Creature — Bear", "pt": "2/2",
      "abilities": [{"cost": "", "effects": [{"robar": 1}]}]}, "an ability's cost is text"),
    ({"type": "Creature — Bear", "pt": "2/2",
      "abilities": [{"cost": "{Q}", "effects": [{"robar": 1}]}]}, "malformed mana cost"),
    ({"type": "Creature — Bear", "pt": "2/2",
      "abilities": [{"cost": "{1}", "effects": [{"robar": 1}], "x": 1}]}, "unknown ability"),
    ({"type": "Creature — Bear", "pt": "2/2", "keywords": ["volar"]}, "unknown keywords"),
    ({"type": "Creature — Bear", "pt": "2/2", "cost": 2}, "cost is text"),
    ({"type": "Creature — Bear", "pt": "dos"}, "pt must look like 2/2"),
    ({"type": "Criatura — Oso", "pt": "2/2"}, "invalid type line 'Criatura — Oso'"),
    ({"type": "Creature — Bear"}, "a creature needs pt"),
    ({"type": "Enchantment — Aura"}, "an Aura can't be declared"),
    ({"type": "Creature — Bear", "pt": "2/2", "cost": "{P}"}, "cost: malformed mana cost"),
    ({"name": "Possessed Goat", "type": "Creature — Goat", "pt": "1/1"}, "already a real card"),
]  # fmt: skip


@pytest.mark.parametrize(("fields", "words"), BAD_CARDS)
def test_a_bad_inline_card_is_refused_and_registers_nothing(fields: Any, words: str) -> None:
    good = {"name": "Escenario Bueno Sin Registrar", "type": "Instant",
            "effects": [{"robar": 1}]}  # fmt: skip
    bad = {"name": "Escenario Malo", **fields}
    name = bad["name"]
    data = {"cards": [good, bad], "setup": {}, "expect": {}}
    error = error_of(run_scenario(data, "cartas"))
    assert words in error.message("en"), error.message("en")
    assert name in str(error)
    assert "Escenario Bueno Sin Registrar" not in registry.TEST.by_key


@pytest.mark.parametrize("action", [{"modo": "uno"}, {"x": [1]}, {"asignar": {"a": "Test Bear"}}])
def test_a_malformed_action_is_a_scenario_error(action: Any) -> None:
    data = copy.deepcopy(MURDER)
    data["actions"] = [action]
    error = error_of(run_scenario(data, "mal"))
    assert error.message("en").startswith("action 1 (")


def test_cannot_with_a_malformed_activation_is_an_error_where_nothing_is_offered() -> None:
    """An ability is numbered from 1: ``habilidad: 0`` is an error of the scenario even in a
    ``cannot`` check where no ability is offered at all — never a pass."""
    data = copy.deepcopy(MURDER)
    data["actions"] = []
    data["expect"] = {"cannot": [{"activar": {"carta": "Test Bear", "habilidad": 0}}]}
    error = error_of(run_scenario(data, "mal"))
    assert "N from 1" in error.message("en")
