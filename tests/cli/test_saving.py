"""Saving a game (``grimorio play --save``, ``guardar``): atomic, to a regular file only,
nothing left behind on failure, and "saved" said only when it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from grimorio import Game
from grimorio.cli.terminal import save_game


def new_game() -> Game:
    return Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=2)


def test_a_save_loads_back_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    game = new_game()
    path = tmp_path / "partida.json"
    save_game(game, path)
    save_game(game, path)  # over the first
    assert Game.from_json(path.read_text(encoding="utf-8")) == game
    assert sorted(p.name for p in tmp_path.iterdir()) == ["partida.json"]


@pytest.mark.parametrize("kind", ["directory", "symlink"])
def test_only_a_regular_file_is_replaced(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep me", encoding="utf-8")
    path = tmp_path / "save"
    if kind == "directory":
        path.mkdir()
    else:
        path.symlink_to(target)
    with pytest.raises(OSError):
        save_game(new_game(), path)
    assert target.read_text(encoding="utf-8") == "keep me"
    assert path.is_dir() if kind == "directory" else path.is_symlink()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_failed_save_keeps_the_old_file_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "partida.json"
    path.write_text("the old save", encoding="utf-8")

    def full_disk(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        save_game(new_game(), path)
    assert path.read_text(encoding="utf-8") == "the old save"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["partida.json"]


def test_a_save_into_a_missing_folder_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    save = str(tmp_path / "no" / "such" / "folder.json")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "grimorio.cli.main",
            "play",
            "--demo",
            "--ai",
            "random",
            "--save",
            save,
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1
    assert "No se pudo guardar" in out.stdout
    assert "Traceback" not in out.stderr
