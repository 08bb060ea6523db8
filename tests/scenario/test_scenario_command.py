"""``grimorio scenario FILE...`` reports each scenario as passed or failed."""

from __future__ import annotations

from pathlib import Path

from grimorio.cli.scenario_cmd import run_scenarios

GOOD = """
name: vida inicial
rule: "103.4"
setup: {players: {Norte: {life: 20}}}
expect: {life: {Norte: 20}}
"""
BAD = """
name: falla a propósito
rule: "103.4"
setup: {players: {Norte: {life: 20}}}
expect: {life: {Norte: 7}}
"""


def test_reports_each_file_and_its_differences_in_the_language(tmp_path: Path) -> None:
    (tmp_path / "good.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.yaml").write_text(BAD, encoding="utf-8")
    (tmp_path / "junk.yaml").write_bytes(b"\x00\xff\xfe junk: [")
    report, ok = run_scenarios([str(tmp_path)])
    assert not ok
    assert "correcto: " in report and "vida inicial" in report
    assert "falla: " in report and "vidas de Norte: se esperaban 7, tiene 20" in report
    assert "life of" not in report  # issue 18 §3: no English sentence in a Spanish report
    assert "junk.yaml — error:" in report
    assert report.splitlines()[-1] == "1 de 3 escenarios correctos."
    report_en, _ = run_scenarios([str(tmp_path / "good.yaml")], "en")
    assert report_en.splitlines()[-1] == "1 of 1 scenarios passed."
    report_en, _ = run_scenarios([str(tmp_path / "bad.yaml")], "en")
    assert "failed: " in report_en and "life of Norte: expected 7, got 20" in report_en
