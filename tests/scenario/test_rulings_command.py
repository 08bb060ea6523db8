"""``grimorio rulings`` is a development tool: run from any folder it finds the project's
scenarios and the shared release notes next to the checkout, and when something is missing
it says what and how to point to it, in Spanish and English — never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.cli import main as cli
from grimorio.rulings import PROJECT
from support import needs_shared


@needs_shared
@pytest.mark.pure  # make test runs it on the sources, a checkout
@pytest.mark.skipif(
    not (PROJECT / "tests" / "scenarios").is_dir(),
    reason="the package runs from no checkout (the installed, compiled build)",
)
def test_outside_the_project_root_it_finds_the_project(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["rulings"]) == 0
    assert "581 rulings:" in capsys.readouterr().out  # the Commander section too (issue 23)


def test_missing_shared_notes_are_named_in_both_languages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GRIMORIO_SHARED", raising=False)
    assert cli.main(["rulings", "--shared", str(tmp_path / "nowhere")]) == 2
    out = capsys.readouterr().out
    assert "Faltan las notas de la colección" in out and "--shared" in out
    assert "The release notes are missing" in out and "GRIMORIO_SHARED" in out


@needs_shared
def test_a_missing_scenarios_folder_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["rulings", "--scenarios", str(tmp_path / "nada")]) == 2
    out = capsys.readouterr().out
    assert "No se encuentra la carpeta de escenarios" in out and "--scenarios" in out
    assert "The scenarios folder is missing" in out
