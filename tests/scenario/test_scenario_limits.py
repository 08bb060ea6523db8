"""Scenario files within limits (issue 17): a file is read no further than its limit before
it is parsed; an absurdly long integer, deep nesting and YAML aliases are refused with a
ScenarioError naming the file and the place, in Spanish and in English; a bad file never
stops ``grimorio scenario`` — it is reported and the others still run."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.cli.scenario_cmd import run_scenarios
from grimorio.core.errors import GrimorioError
from grimorio.scenario import ScenarioError, load_scenario, run_file, run_scenario
from grimorio.scenario.reading import MAX_BYTES, MAX_DEPTH, parse_yaml
from support import needs_dev_zero

GOOD = """
name: vida inicial
rule: "103.4"
setup: {players: {Norte: {life: 20}}}
expect: {life: {Norte: 20}}
"""


def refused(tmp_path: Path, name: str, text: str) -> ScenarioError:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    error = caught.value
    assert isinstance(error, GrimorioError) and isinstance(error, ValueError)
    assert str(path) in error.message("es") and str(path) in error.message("en")
    assert error.message("es") != error.message("en")
    return error


def test_an_integer_of_5000_digits_is_refused_with_its_place(tmp_path: Path) -> None:
    error = refused(tmp_path, "big.yaml", "setup:\n  seed: " + "9" * 5000 + "\nexpect: {}\n")
    assert "line 2, column 9" in error.message("en")
    assert "línea 2, columna 9" in str(error)
    assert "too large" in error.message("en")


def test_ten_thousand_nested_brackets_are_refused_with_their_place(tmp_path: Path) -> None:
    error = refused(tmp_path, "deep.yaml", "setup: " + "[" * 10_000 + "]" * 10_000 + "\n")
    assert f"nested more than {MAX_DEPTH} levels deep" in error.message("en")
    assert "line 1" in error.message("en")


def test_aliases_are_refused(tmp_path: Path) -> None:
    laughs = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
    error = refused(tmp_path, "laughs.yaml", laughs)
    assert "aliases" in error.message("en") and "line 2" in error.message("en")


def test_a_file_over_the_limit_is_refused_before_parsing(tmp_path: Path) -> None:
    error = refused(tmp_path, "huge.yaml", "# " + "x" * MAX_BYTES + "\n")
    assert "too large for a scenario" in error.message("en")


@needs_dev_zero
def test_an_endless_device_is_refused() -> None:
    with pytest.raises(ScenarioError, match="demasiado"):
        load_scenario("/dev/zero")


def test_invalid_utf8_and_invalid_yaml_say_so_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes("name: Montaña\n".encode("latin-1"))
    outcome = run_file(path)
    assert not outcome.passed and "not UTF-8" in outcome.message
    assert outcome.text("es").startswith("error: ") and "no es UTF-8" in outcome.text("es")
    with pytest.raises(ScenarioError, match="no es YAML válido"):
        parse_yaml("setup: [\n", "roto.yaml")


@pytest.mark.parametrize(
    "setup",
    [
        {"seed": 2**70},
        {"seed": 1.5},
        {"seed": "7"},
        {"turn": 0},
        {"turn": float("inf")},
        {"players": {"Norte": {"life": float("inf")}}},
        {"players": {"Norte": {"life": 10**12}}},
        {"start": True, "seed": float("nan")},
        {"active": True},
    ],
)
def test_setup_numbers_out_of_range_are_scenario_errors(setup: dict[str, object]) -> None:
    outcome = run_scenario({"setup": setup, "expect": {}}, "números")
    assert not outcome.passed and outcome.message.startswith("error: setup")
    assert outcome.error is not None and outcome.text("es").startswith("error: setup")


def test_player_names_out_of_bounds_are_scenario_errors() -> None:
    """A scenario from the start gets Game.new's checks (names of at most 60 characters)."""
    long_name = "N" * 61
    data = {"setup": {"start": True, "players": {long_name: {}, "Sur": {}}}, "expect": {}}
    outcome = run_scenario(data, "nombres")
    assert not outcome.passed and "60 characters" in outcome.message


def test_one_bad_file_is_reported_and_the_run_goes_on(tmp_path: Path) -> None:
    (tmp_path / "a_good.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b_big.yaml").write_text("setup: {seed: " + "9" * 5000 + "}\n", encoding="utf-8")
    (tmp_path / "c_deep.yaml").write_text("x: " + "[" * 10_000, encoding="utf-8")
    (tmp_path / "d_good.yaml").write_text(GOOD, encoding="utf-8")
    report, ok = run_scenarios([str(tmp_path)])
    assert not ok
    lines = report.splitlines()
    assert lines[0].startswith("correcto: ") and lines[3].startswith("correcto: ")
    assert "b_big.yaml — error:" in lines[1] and "demasiado grande" in lines[1]
    assert "c_deep.yaml — error:" in lines[2] and "anidado" in lines[2]
    assert lines[-1] == "2 de 4 escenarios correctos."
    report_en, _ = run_scenarios([str(tmp_path)], "en")
    assert "too large" in report_en and "nested more than" in report_en
