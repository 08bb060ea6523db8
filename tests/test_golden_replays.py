"""Golden replays (DESIGN principle 3): a dozen whole games, each rebuilt from its seed,
decks and answers, must end exactly as they were recorded — the same number of answers,
the same result, and the same log entry by entry (its hash). ``tools/golden_replays.py``
wrote them; a change of structure must leave every one alone.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from grimorio import Game

GOLDEN = json.loads((Path(__file__).parent / "golden" / "replays.json").read_text())["games"]


def _log_hash(game: Game) -> str:
    digest = hashlib.sha256()
    for entry in game.state.log:
        digest.update(repr((entry.rule, entry.key, entry.args, entry.cause)).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(
    "recorded", GOLDEN, ids=lambda g: f"seed{g['seed']}-{'-'.join(g['agents'])}"
)
def test_replay_reproduces_the_recorded_game(recorded: dict[str, Any]) -> None:
    game = Game.replay(recorded["seed"], recorded["decks"], recorded["answers"])
    expect = recorded["expect"]
    assert game.over
    assert game.result is not None
    assert len(game.answers) == expect["answers"]
    assert len(game.state.log) == expect["log_entries"]
    assert (game.result.winner, str(game.result.reason)) == (expect["winner"], expect["reason"])
    assert _log_hash(game) == expect["log_sha256"]


def test_a_game_saved_in_format_1_loads_and_equals_its_replay() -> None:
    """A save written before the rules package moved (format ``grimorio-game/1``, its class
    names the old module paths) still loads, equal to the same game replayed."""
    saved = (Path(__file__).parent / "golden" / "save-format-1.json").read_text()
    recorded = GOLDEN[0]
    loaded = Game.from_json(saved)
    assert loaded == Game.replay(recorded["seed"], recorded["decks"], recorded["answers"][:80])
    for answer in recorded["answers"][80:]:
        loaded.submit(answer)
    assert _log_hash(loaded) == recorded["expect"]["log_sha256"]
