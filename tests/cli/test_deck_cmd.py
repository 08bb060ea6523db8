"""``grimorio deck check FILE``: every problem of a decklist by its line, in Spanish (English
with ``--lang en``), exit status 0 for a legal deck and 1 otherwise; and ``grimorio play``
refusing a deck that is not legal in Limited (CR 100.2b) unless told not to check."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.cli import main as cli

Capture = pytest.CaptureFixture[str]


def _file(tmp_path: Path, text: str, name: str = "mazo.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_legal_limited_deck_exits_0_in_spanish(tmp_path: Path, capsys: Capture) -> None:
    """CR 100.2b: forty cards, any number of copies; a blank line inside the main deck
    keeps the cards after it in the main deck (issue 18)."""
    path = _file(tmp_path, "17 Pantano\n\n23 Asesinato\n\nBanquillo\n1 Dejar escapar\n")
    assert cli.main(["deck", "check", path]) == 0
    out = capsys.readouterr().out
    assert out == (
        f"{path}: mazo legal en Limitado: 40 cartas en el mazo principal, 1 en el banquillo, "
        "3 cartas distintas.\n"
    )


def test_every_reading_problem_by_line_spanish_then_english(
    tmp_path: Path, capsys: Capture
) -> None:
    path = _file(tmp_path, "20 Pantano\nAsesinato\n4 Asesinatto\n0 Isla\n")
    assert cli.main(["deck", "check", path]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: el mazo tiene problemas:"
    assert [line.split(":")[0] for line in lines[1:]] == ["  línea 2", "  línea 3", "  línea 4"]
    assert "Asesinato" in lines[2] and "carta desconocida" in lines[2]
    assert cli.main(["deck", "check", path, "--lang", "en"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: the deck has problems:"
    assert [line.split(":")[0] for line in lines[1:]] == ["  line 2", "  line 3", "  line 4"]


def test_cr100_2b_too_few_cards_for_limited(tmp_path: Path, capsys: Capture) -> None:
    path = _file(tmp_path, "17 Pantano\n22 Asesinato\n")
    assert cli.main(["deck", "check", path]) == 1
    out = capsys.readouterr().out
    assert f"{path}: el mazo no es legal en Limitado:" in out
    assert "el mazo principal tiene 39 cartas; Limitado pide al menos 40 (CR 100.2b)" in out


def test_cr100_2a_constructed_copies_name_the_line(tmp_path: Path, capsys: Capture) -> None:
    """CR 100.2a, 100.4a: at most four of a card other than basic lands, deck and sideboard
    together; the problem names the line where the card first appears."""
    path = _file(tmp_path, "52 Pantano\n4 Asesinato\n4 Dejar escapar\nSideboard\n1 Murder\n")
    assert cli.main(["deck", "check", path, "--format", "construido", "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert f"{path}: the deck is not legal in Constructed:" in out
    assert "  line 2: 5 copies of 'Murder' in deck and sideboard" in out
    assert cli.main(["deck", "check", path]) == 0  # Limited allows any number (CR 100.2b)


def test_a_missing_file_exits_1_with_a_message(tmp_path: Path, capsys: Capture) -> None:
    path = str(tmp_path / "nada.txt")
    assert cli.main(["deck", "check", path]) == 1
    assert capsys.readouterr().out.startswith(f"No se pudo leer {path}: ")


def test_play_refuses_an_illegal_deck_unless_told_not_to_check(
    tmp_path: Path, capsys: Capture
) -> None:
    """CR 100.2b: ``grimorio play`` refuses a 30-card deck for Limited (exit 2, the reason
    in Spanish, nothing played); ``--sin-comprobar`` plays it with a warning."""
    path = _file(tmp_path, "12 Pantano\n18 Asesinato\n")
    with pytest.raises(SystemExit) as refused:
        cli.main(["play", "--demo", "--ai", "random", "--deck", path])
    assert refused.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"El mazo {path} no es legal en Limitado:" in captured.err
    assert "30 cartas" in captured.err and "--sin-comprobar" in captured.err
    assert cli.main(["play", "--demo", "--ai", "random", "--deck", path, "--sin-comprobar"]) == 0
    captured = capsys.readouterr()
    assert "Aviso: el mazo" in captured.err and "Resultado:" in captured.out
    with pytest.raises(SystemExit):
        cli.main(["play", "--demo", "--lang", "en", "--deck", path])
    assert "(--no-check to play it anyway)" in capsys.readouterr().err
