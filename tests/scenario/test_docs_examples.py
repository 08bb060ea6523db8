"""The examples of docs/scenarios.md run as tests."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from grimorio.scenario import run_scenario

DOC = Path(__file__).resolve().parents[2] / "docs" / "scenarios.md"
BLOCKS = re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_page_has_examples() -> None:
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_example(index: int) -> None:
    data = yaml.safe_load(BLOCKS[index])
    outcome = run_scenario(data, f"docs example {index + 1}")
    if data.get("name") == "This one is meant to fail":
        assert not outcome.passed
        assert outcome.message == "life of Norte: expected 19, got 20"
    else:
        assert outcome.passed, outcome.message
