"""Scenario files from random and mutated text (issue 17): reading one either gives a
document or raises a ScenarioError (a GrimorioError, in Spanish and English); running a
mutated scenario always gives an Outcome — a malformed one fails with an error message and
never raises."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from property_inputs import PROFILE

from grimorio.core.errors import GrimorioError
from grimorio.scenario import ScenarioError, run_scenario
from grimorio.scenario.reading import parse_yaml

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))[:80]
BASES = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in SCENARIOS]
BASES = [b for b in BASES if isinstance(b, dict) and "cards" not in b]  # none declares cards

values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**20), 10**20),
        st.floats(),
        st.text(max_size=12),
        st.sampled_from(["Norte", "Sur", "Asesinato", "pasar", "main1", "Test Bear", 0, 1]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            if prefix or k != "cards":
                out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


@settings(PROFILE)
@given(data=st.data(), base=st.sampled_from(BASES))
def test_a_mutated_scenario_runs_or_fails_with_an_error(data: st.DataObject, base: Any) -> None:
    scenario = copy.deepcopy(base)
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        paths = [p for p in _paths(scenario) if p]
        if not paths:
            break
        path = data.draw(st.sampled_from(paths), label="path")
        parent = scenario
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = data.draw(values, label="value")
    outcome = run_scenario(scenario, "mutado")
    if not outcome.passed and outcome.error is not None:
        assert isinstance(outcome.error, GrimorioError)
        assert outcome.text("es").startswith("error: ") and outcome.text("en")


@settings(PROFILE)
@given(
    text=st.one_of(
        st.text(max_size=200),
        st.lists(
            st.sampled_from(
                ["[", "]", "{", "}", ":", "-", " ", "\n", "a", "1", "&x", "*x", "!!int", "'"]
            ),
            max_size=80,
        ).map("".join),
    )
)
def test_reading_random_text_gives_a_document_or_a_scenario_error(text: str) -> None:
    try:
        parse_yaml(text, "azar.yaml")
    except ScenarioError as error:
        assert "azar.yaml" in error.message("es") and "azar.yaml" in error.message("en")
