"""Time games of more than two players between heuristic players (issue 23's figure).

    python tools/multiplayer_bench.py [--games N] [--players P] [--variant commander|plain]
                                      [--seed S]

Plays N games of P players (default 4) between heuristic players — Commander games with the
shipped Commander decks (``grimorio.sample_decks.commander_table``, CR 903) by default, or a
plain free-for-all game (CR 806) with the sample decks dealt around the table — and prints,
for all of them, the decisions, the heuristic's seconds per decision (mean, median, 95th
percentile; the agent's own thinking, measured around ``decide``), the
engine's part (the whole game's time less the agents'), the turns a game lasts and who won
how (CR 104.2a, 704.6c). CPU time of this process (``time.process_time``): what a busy
machine disturbs least.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from grimorio import Game
from grimorio.agents import HeuristicAgent
from grimorio.deck import Deck, as_deck
from grimorio.sample_decks import BLUE_BLACK, RED_GREEN, WHITE_RED, commander_table

PLAIN = (BLUE_BLACK, RED_GREEN, WHITE_RED)


def _decks(variant: str, seed: int, players: int) -> list[Deck]:
    if variant == "commander":
        return list(commander_table(seed, players))
    return [as_deck(PLAIN[(seed + n) % len(PLAIN)]) for n in range(players)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", choices=("commander", "plain"), default="commander")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    thinking: list[float] = []
    engine = 0.0
    turns: list[int] = []
    endings: Counter[str] = Counter()
    for g in range(args.games):
        seed = args.seed + g
        agents = [HeuristicAgent(seed=seed * 10 + n) for n in range(args.players)]
        start = time.process_time()
        mine = 0.0
        game = Game.new(_decks(args.variant, seed, args.players), seed=seed, variant=args.variant)
        while not game.over:
            decision = game.pending
            assert decision is not None
            t = time.process_time()
            answer = agents[decision.player].decide(game, decision)
            spent = time.process_time() - t
            thinking.append(spent)
            mine += spent
            game.submit(answer)
        engine += time.process_time() - start - mine
        turns.append(game.state.turn)
        result = game.result
        assert result is not None
        endings[f"{result.reason} ({result.rule})"] += 1
    thinking.sort()
    n = len(thinking)
    print(f"{args.games} games of {args.players} players ({args.variant}), {n} decisions")
    print(
        f"heuristic: {1000 * statistics.mean(thinking):.1f} ms a decision on average, "
        f"median {1000 * statistics.median(thinking):.1f} ms, "
        f"95th percentile {1000 * thinking[int(0.95 * (n - 1))]:.1f} ms"
    )
    print(f"engine: {1000 * engine / n:.2f} ms a decision (the game's time less the agents')")
    print(f"turns a game: median {statistics.median(turns)}; endings: {dict(endings)}")


if __name__ == "__main__":
    main()
