"""pytest collects every ``tests/**/*.yaml`` scenario as a test of its own, and records
which abilities of which cards the tests made do something (``grimorio.ability_use``), for
``grimorio cards --coverage``."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from grimorio import ability_use
from grimorio.scenario import load_scenario, run_scenario
from grimorio.scenario.errors import ScenarioError
from grimorio.testing import use_test_cards

# The suite opts into the test-only cards (a game still takes them only with test_cards=True)
use_test_cards()

# The shared reference material beside this checkout (``grimorio.rulings.shared_dir``), found
# from the tests' own place: an installed package, the compiled build, has no checkout of its own
os.environ.setdefault("GRIMORIO_SHARED", str(Path(__file__).resolve().parents[2] / "shared"))

USE_DIR = Path(__file__).resolve().parents[1] / ".grimorio" / "ability-use"


# ``make test`` asks for the record (a run of a few tests would not say what is covered)
RECORDING = os.environ.get("GRIMORIO_ABILITY_USE") == "1"


def pytest_configure(config: pytest.Config) -> None:
    if RECORDING and not hasattr(config, "workerinput"):  # the main process
        shutil.rmtree(USE_DIR, ignore_errors=True)  # forget the last run's record
    ability_use.start()


def pytest_sessionfinish(session: pytest.Session) -> None:
    if not RECORDING or session.config.option.collectonly or session.testscollected == 0:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    ability_use.save(USE_DIR / f"{worker}.json")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``fuzz`` run only when asked for: ``-m fuzz`` (``make fuzz``) or
    ``GRIMORIO_FUZZ=1``; the suite leaves them out (deselected, not skipped)."""
    if "fuzz" in (config.option.markexpr or "") or os.environ.get("GRIMORIO_FUZZ") == "1":
        return
    kept = [item for item in items if item.get_closest_marker("fuzz") is None]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    if file_path.suffix in (".yaml", ".yml"):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self) -> Iterator[pytest.Item]:
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        data = load_scenario(self.path)
        outcome = run_scenario(data, str(self.path))
        if not outcome.passed:
            raise ScenarioFailed(outcome.message)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, (ScenarioFailed, ScenarioError)):
            return f"{self.path.name}: {excinfo.value}"
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario: {self.name}"


class ScenarioFailed(AssertionError):
    """A scenario whose expectations don't hold; the message is the first difference."""
