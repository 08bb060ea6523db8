"""``grimorio bench``: seeded random-vs-random games between the 40-card sample decks.

Reports games and decisions per second, mean decisions per game, the median time of
``clone()`` and ``to_json()`` on mid-game states, and peak memory (maximum resident size).
"""

from __future__ import annotations

import resource
import statistics
import time
from collections.abc import Callable

from grimorio.agents import RandomAgent
from grimorio.game import Game
from grimorio.sample_decks import pairing


def run_bench(games: int, seed: int = 0, auto_pass: bool = True) -> str:
    decisions = 0
    samples: list[Game] = []
    start = time.perf_counter()
    for i in range(games):
        game = Game.new(decks=pairing(seed + i), seed=seed + i, auto_pass=auto_pass)
        agents = [RandomAgent(seed + 2 * i), RandomAgent(seed + 2 * i + 1)]
        n = 0
        while not game.over:
            decision = game.pending
            assert decision is not None
            game.submit(agents[decision.player].decide(None, decision))
            n += 1
            if n == 60 and len(samples) < 50:  # a mid-game state
                samples.append(game.clone())
        decisions += n
    elapsed = time.perf_counter() - start
    clone_ms = _median_ms(samples, lambda g: g.clone())
    json_ms = _median_ms(samples, lambda g: g.to_json())
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return "\n".join(
        [
            f"games: {games} (seed {seed}, auto-pass {'on' if auto_pass else 'off'})",
            f"games/s: {games / elapsed:.1f}",
            f"decisions/s: {decisions / elapsed:.0f}",
            f"decisions/game: {decisions / games:.1f}",
            f"clone() median: {clone_ms:.3f} ms",
            f"to_json() median: {json_ms:.3f} ms",
            f"peak memory: {peak_mb:.0f} MB",
        ]
    )


def _median_ms(samples: list[Game], fn: Callable[[Game], object]) -> float:
    if not samples:
        return 0.0
    times = []
    for g in samples:
        t = time.perf_counter()
        for _ in range(20):
            fn(g)
        times.append((time.perf_counter() - t) / 20 * 1000)
    return statistics.median(times)
