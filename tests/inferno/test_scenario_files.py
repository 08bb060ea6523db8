"""Scenario files of Inferno (``setup.juego: inferno``, issue 22): each in
``tests/scenarios/inferno_*.yaml`` passes as written, naming its Inferno rule; a wrong game
is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.scenario import run_file, run_scenario

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("inferno_*.yaml"))


def test_there_are_inferno_scenarios() -> None:
    assert len(FILES) >= 2


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_inferno_scenario_passes(path: Path) -> None:
    outcome = run_file(path)
    assert outcome.passed, outcome.text("en")


def test_a_scenario_of_an_unknown_game_is_refused() -> None:
    outcome = run_scenario(
        {"name": "x", "setup": {"juego": "ajedrez", "players": {}}, "expect": {"stack": []}},
        "x",
    )
    assert not outcome.passed and "setup.juego" in outcome.text("es")
