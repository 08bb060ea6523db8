"""The release notes' rulings as acceptance tests (issue 6): every scenario that claims a
ruling carries that ruling's text, and every ruling listed as not testable says why."""

from pathlib import Path

import pytest

from grimorio.rulings import build_ledger, load_rulings, shared_dir

ROOT = Path(__file__).resolve().parents[1]
SHARED = shared_dir()
pytestmark = pytest.mark.skipif(
    SHARED is None, reason="../shared (the release notes) is absent: nothing to check against"
)


def test_the_release_notes_have_581_rulings_in_the_covered_sections():
    assert SHARED is not None
    rulings = load_rulings(SHARED)
    # 306 main set + 21 special guests + 50 general notes + 132 of the Commander cards
    # + 72 of the Archenemy schemes
    assert len(rulings) == 581
    assert sum(r.owner == "boca abajo" for r in rulings) == 9
    assert sum(r.section == "commander" for r in rulings) == 132  # issue 23
    assert sum(r.section == "archenemy" for r in rulings) == 72


def test_every_claim_names_a_ruling_and_carries_its_text():
    assert SHARED is not None
    ledger = build_ledger(
        SHARED, [ROOT / "tests" / "scenarios"], ROOT / "docs" / "dsk-rulings-untestable.yaml"
    )
    assert ledger.problems == []
