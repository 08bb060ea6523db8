"""Saved games (DESIGN principle 3): the current format and the older ones still read."""

from __future__ import annotations

import json

import pytest

from grimorio import Game
from grimorio.cli.replay import load_game
from grimorio.core import serial
from grimorio.save_formats import (
    FORMAT,
    FORMAT_1_RENAMED,
    FORMAT_2_RENAMED,
    FORMAT_3_RENAMED,
    MAX_SAVE_CHARS,
    READABLE,
    SaveError,
)
from support import needs_dev_zero


@pytest.mark.parametrize("renamed", [FORMAT_1_RENAMED, FORMAT_2_RENAMED, FORMAT_3_RENAMED])
def test_every_renamed_class_of_an_older_format_exists_now(renamed: dict[str, str]) -> None:
    """An older save must decode: each old class name leads to a class registered now."""
    missing = sorted(new for new in renamed.values() if new not in serial._REGISTRY)
    assert not missing


def test_a_format_2_save_is_read_through_the_move_into_the_shared_layer() -> None:
    """A save written before ``grimorio.rules`` existed names its classes under ``mtg.``."""
    game = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=3)
    text = game.to_json()
    old = text.replace(f'"{FORMAT}"', '"grimorio-game/2"')
    for before, now in FORMAT_2_RENAMED.items():
        old = old.replace(f'"{now}"', f'"{before}"')
    assert '"rules.' not in old
    assert Game.from_json(old).to_json() == text


def test_a_new_save_is_written_in_the_current_format() -> None:
    game = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=3)
    assert json.loads(game.to_json())["format"] == FORMAT
    assert FORMAT in READABLE


@pytest.mark.parametrize("fmt", ["grimorio-game/0", "grimorio-game/99", None, 7])
def test_a_save_of_an_unknown_format_is_refused_clearly(fmt: object) -> None:
    game = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=3)
    raw = json.loads(game.to_json())
    raw["format"] = fmt
    with pytest.raises(SaveError, match="partida guardada") as error:
        Game.from_json(json.dumps(raw))
    assert "not a saved game this version reads" in error.value.message("en")


def test_an_unknown_class_name_in_a_save_is_a_clear_error() -> None:
    game = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=3)
    text = game.to_json().replace('"rules.state.state.MtgState"', '"mtg.nowhere.MtgState"')
    with pytest.raises(SaveError, match="clase de estado desconocida") as error:
        Game.from_json(text)
    assert "unknown state class" in error.value.message("en")


def test_a_deeply_nested_document_is_refused_clearly() -> None:
    nested = '{"format": "grimorio-game/2", "state": ' + "[" * 100_000 + "]" * 100_000 + "}"
    with pytest.raises(SaveError, match="anidado") as error:
        Game.from_json(nested)
    assert "nested too deeply" in error.value.message("en")


def test_an_oversized_document_is_refused_before_it_is_parsed() -> None:
    with pytest.raises(SaveError, match="como mucho") as error:
        Game.from_json(" " * (MAX_SAVE_CHARS + 1))
    assert "at most" in error.value.message("en")


@needs_dev_zero
def test_loading_an_endless_file_stops_at_the_limit() -> None:
    with pytest.raises(SaveError, match="demasiado grande") as error:
        load_game("/dev/zero")
    assert "too large" in error.value.message("en")
