"""``grimorio cards``: the pool listed with Spanish names first, filtered by colour (CR 105),
type line, text and whether the card is implemented; and no ``BrokenPipeError`` when any
command's output is piped into a reader that stops early (``| head``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from grimorio.cards import registry
from grimorio.cli import main as cli
from grimorio.cli.cards_cmd import parse_colors

Capture = pytest.CaptureFixture[str]
SRC = Path(__file__).resolve().parents[2] / "src"


def _listed(capsys: Capture, *args: str) -> list[str]:
    assert cli.main(["cards", *args]) == 0
    return capsys.readouterr().out.splitlines()


def test_spanish_names_first_and_a_count(capsys: Capture) -> None:
    lines = _listed(capsys, "--texto", "Destruye la criatura objetivo.")
    assert "Asesinato — Murder — Instantáneo" in lines
    assert lines[-1] == f"{len(lines) - 1} cartas." or lines[-1] == "1 carta."
    lines = _listed(capsys, "--text", "Destroy target creature.", "--lang", "en")
    assert "Murder — Asesinato — Instant" in lines


def test_cr105_colour_filters_red_green_and_colourless(capsys: Capture) -> None:
    """CR 105.2: a card is each colour of its mana symbols; ``RG`` asks for both colours,
    ``C`` for colourless cards (CR 105.2c)."""
    both = _listed(capsys, "--color", "RG")[:-1]
    assert both and all("—" in line for line in both)
    for line in both:
        name = line.split(" — ")[1]
        assert set(registry.get(registry.REAL.find(name) or name).colors) >= {"R", "G"}
    assert _listed(capsys, "--color", "rojo", "--color", "verde")[:-1] == both
    colourless = _listed(capsys, "--color", "incoloro", "--tipo", "artefacto")
    assert "Trampa para osos — Bear Trap — Artefacto" in colourless
    assert not any("Asesinato" in line for line in colourless)


def test_type_filter_in_either_language(capsys: Capture) -> None:
    es = _listed(capsys, "--tipo", "sala")
    en = _listed(capsys, "--type", "room")
    assert es == en and len(es) > 1
    assert all("Sala" in line for line in es[:-1])


def test_implemented_or_not(capsys: Capture, monkeypatch: pytest.MonkeyPatch) -> None:
    """A printed card the pool lacks is listed only with ``--no-implementadas`` or
    ``--todas``, marked as not implemented yet (Murder plays that card here)."""
    monkeypatch.delitem(registry.REAL.by_key, "Murder")
    assert not any("Asesinato" in x for x in _listed(capsys, "--texto", "asesinato"))
    missing = _listed(capsys, "--no-implementadas", "--texto", "destruye la criatura objetivo.")
    assert "Asesinato — Murder — Instantáneo (aún no implementada)" in missing
    assert all("(aún no implementada)" in line for line in missing[:-1])
    every = _listed(capsys, "--todas", "--color", "B", "--tipo", "instantáneo")
    assert "Asesinato — Murder — Instantáneo (aún no implementada)" in every
    assert any("aún no implementada" not in line for line in every[:-1])


def test_bad_colour_exits_2_and_nothing_matching_says_so(capsys: Capture) -> None:
    assert cli.main(["cards", "--color", "morado"]) == 2
    assert "'morado' no es un color" in capsys.readouterr().err
    assert _listed(capsys, "--texto", "zzzz nada") == ["Ninguna carta cumple los filtros."]
    assert parse_colors(["w,U", "negro"]) == {"W", "U", "B"}


@pytest.mark.parametrize("command", [["cards"], ["cards", "--todas"], ["rulings"]])
def test_output_piped_to_head_ends_without_a_traceback(command: list[str]) -> None:
    """A reader that closes the pipe early: the command ends quietly, no BrokenPipeError."""
    env = dict(os.environ, PYTHONPATH=str(SRC))
    writer = subprocess.Popen(
        [sys.executable, "-m", "grimorio.cli.main", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert writer.stdout is not None and writer.stderr is not None
    writer.stdout.readline()
    writer.stdout.close()  # what `head -1` does once it has its line
    err = writer.stderr.read().decode()
    writer.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err
