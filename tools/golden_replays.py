"""Write ``tests/golden/replays.json``: a dozen whole games kept as regression guards.

Each game is its seed, its two decks and every answer given (DESIGN principle 3); the file
also keeps what replaying them must give: the number of answers, the result, and a hash of
the structured log (every entry's rule, message key, arguments and cause). Like perft
counts in chess engines, any change in behaviour changes a hash, while a change of
structure leaves them all alone. Run it again (``python tools/golden_replays.py``) only for
a change of behaviour that is meant, and say so in the commit.

``--live`` writes ``tests/golden/live_games.json`` instead: only fingerprints (hashes of the
answers and of the log) of games the agents play again from their seeds in the tests.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from grimorio import Game
from grimorio.agents import HeuristicAgent, RandomAgent
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing

OUT = Path(__file__).resolve().parent.parent / "tests" / "golden" / "replays.json"
LIVE = OUT.with_name("live_games.json")

# (seed, decks drawn from, first agent, second agent)
GAMES = [
    *[(seed, "sample", "heuristic", "heuristic") for seed in range(4)],
    *[(seed, "sample", "heuristic", "random") for seed in range(4, 7)],
    *[(seed, "pool", "random", "random") for seed in range(7, 12)],
]


def log_hash(game: Game) -> str:
    """A hash of the log's structure: what happened, by which rule, because of what."""
    digest = hashlib.sha256()
    for entry in game.state.log:
        digest.update(repr((entry.rule, entry.key, entry.args, entry.cause)).encode())
    return digest.hexdigest()


# Games whose fingerprints only are kept (``live_games.json``): the agents play them again
# from their seeds, so every option list's contents and order matter, with the engine
# passing for players (``auto_pass``) and without.
LIVE_GAMES = [
    *[(seed, "sample", "heuristic", "random", True) for seed in range(20, 23)],
    *[(seed, "sample", "random", "random", True) for seed in range(23, 31)],
    *[(seed, "sample", "random", "random", False) for seed in range(31, 35)],
    *[(seed, "pool", "random", "heuristic", False) for seed in range(35, 37)],
]


def play(seed: int, source: str, first: str, second: str, auto_pass: bool = True) -> dict[str, Any]:
    decks = pairing(seed) if source == "sample" else pool_pairing(seed)
    makers = {"heuristic": HeuristicAgent, "random": RandomAgent}
    agents = [makers[first](seed=seed), makers[second](seed=seed + 1000)]
    game = Game.new(decks=decks, seed=seed, auto_pass=auto_pass)
    while not game.over:
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(game, decision))
    result = game.result
    assert result is not None
    return {
        "seed": seed,
        "agents": [first, second],
        "decks": [list(d) for d in game.state.decks],
        "answers": game.answers,
        "expect": {
            "answers": len(game.answers),
            "log_entries": len(game.state.log),
            "winner": result.winner,
            "reason": str(result.reason),
            "log_sha256": log_hash(game),
        },
    }


def fingerprint(seed: int, source: str, first: str, second: str, auto_pass: bool) -> dict[str, Any]:
    """A live game kept by its fingerprint: what to play, and hashes of what must happen."""
    game = play(seed, source, first, second, auto_pass)
    answers = hashlib.sha256(json.dumps(game.pop("answers")).encode()).hexdigest()
    game.pop("decks")
    return {**game, "source": source, "auto_pass": auto_pass, "answers_sha256": answers}


def main() -> int:
    if "--live" in sys.argv:
        live = [fingerprint(*g) for g in LIVE_GAMES]
        LIVE.write_text(json.dumps({"games": live}, indent=1) + "\n")
        print(f"wrote {len(live)} game fingerprints to {LIVE}")
        return 0
    games = [play(*g) for g in GAMES]
    OUT.write_text(json.dumps({"games": games}, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(games)} games to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
