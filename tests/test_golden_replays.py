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
from grimorio.agents import HeuristicAgent, RandomAgent
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing

# make test plays these again on the pure-Python sources: both builds must play the same games
pytestmark = pytest.mark.pure

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


LIVE = json.loads((Path(__file__).parent / "golden" / "live_games.json").read_text())["games"]


@pytest.mark.parametrize(
    "recorded",
    LIVE,
    ids=lambda g: f"seed{g['seed']}-{'-'.join(g['agents'])}-{'auto' if g['auto_pass'] else 'ask'}",
)
def test_agents_playing_live_make_the_same_game(recorded: dict[str, Any]) -> None:
    """The same seeds give the same games, answer for answer: the agents that played a game,
    playing it again from its seed, give exactly the recorded answers and log. Unlike a
    replay this depends on every option list's contents and order (a random agent picks by
    position), so an engine change that reorders, adds or drops an option fails here."""
    makers = {"heuristic": HeuristicAgent, "random": RandomAgent}
    first, second = recorded["agents"]
    seed = recorded["seed"]
    agents = [makers[first](seed=seed), makers[second](seed=seed + 1000)]
    decks = pairing(seed) if recorded["source"] == "sample" else pool_pairing(seed)
    game = Game.new(decks=decks, seed=seed, auto_pass=recorded["auto_pass"])
    while not game.over:
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(game, decision))
    expect = recorded["expect"]
    assert len(game.answers) == expect["answers"]
    assert (
        hashlib.sha256(json.dumps(game.answers).encode()).hexdigest()
        == (recorded["answers_sha256"])
    )
    assert _log_hash(game) == expect["log_sha256"]
