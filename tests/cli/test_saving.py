"""Saving a game (``grimorio play --save``, ``guardar``): atomic, to a regular file only,
nothing left behind on failure, and "saved" said only when it was."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from grimorio import Game
from grimorio.cli import main as cli
from grimorio.cli import play
from grimorio.cli.terminal import save_game
from grimorio.save_formats import SaveError


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


def test_the_save_keeps_the_opponents_kind_and_thinking_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``grimorio play --load`` plays on against the opponent the game was begun with."""
    made: list[tuple[str, float]] = []
    real = play.opponent_agent

    def spy(kind: str, seed: int, think: float = 1.0) -> object:
        made.append((kind, think))
        return real(kind, seed, think)

    monkeypatch.setattr("grimorio.cli.play.opponent_agent", spy)
    save = tmp_path / "p.json"
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--ai", "random", "--think", "0.5", "--save", str(save)]) == 0
    assert json.loads(save.read_text(encoding="utf-8"))["client"] == {"ai": "random", "think": 0.5}
    made.clear()
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--load", str(save)]) == 0
    assert made and set(made) == {("random", 0.5)}
    made.clear()
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--load", str(save), "--ai", "heuristic"]) == 0  # told otherwise
    assert made and set(made) == {("heuristic", 0.5)}


@pytest.mark.parametrize(
    "client",
    [[1], {"x": [1]}, {"x" * 41: 1}, {"x": "y" * 201}, {str(i): i for i in range(9)}],
)
def test_a_client_field_that_is_not_a_few_short_settings_is_refused(client: object) -> None:
    document = json.loads(new_game().to_json())
    document["client"] = client
    with pytest.raises(SaveError, match="client") as error:
        Game.from_json(json.dumps(document))
    assert "ajustes cortos" in str(error.value)
    document["client"] = {"ai": "random", "think": 2.5}
    assert Game.from_json(json.dumps(document)) == new_game()
