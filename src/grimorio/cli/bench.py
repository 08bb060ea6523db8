"""``grimorio bench``: seeded random-vs-random games between the 40-card sample decks.

Reports games and decisions per second, mean decisions per game, the median time of
``clone()`` and ``to_json()`` on mid-game states, and peak memory (maximum resident size).
A board-heavy workload then times the layer system (CR 613): 60 permanents under 10
continuous effects, read after every state change and read again from the cache.
"""

from __future__ import annotations

import resource
import statistics
import time
from collections.abc import Callable
from typing import Any

from grimorio.agents import RandomAgent
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build


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
            *board_heavy(),
        ]
    )


def heavy_board() -> Game:
    """60 permanents of the real pool under 10 continuous effects: two anthems (Leyline of
    Hope, with life to spare), two +2/+2 Auras (Frantic Strength), two Equipment
    (Glimmerlight), an Aura that makes a creature a 0/2 artifact creature with no abilities
    (Unable to Scream: layers 4, 6 and 7b), control of a creature (Duskmourn's Domination:
    layer 2), counters (7c) and keyword counters (6)."""
    core: list[str | dict[str, Any]] = ["Llanura"] * 12
    core += ["Fear of Exposure", {"name": "Fear of Isolation", "counters": {"+1/+1": 2}}] * 5
    hunted = {"name": "Fear of Being Hunted", "counters": {"flying": 1}}
    aura = {"name": "Frantic Strength", "attached_to": "Fear of Exposure"}
    equipment = {"name": "Glimmerlight", "attached_to": "Fear of Isolation"}
    mine = [*core, *[hunted] * 4, "Leyline of Hope", aura, equipment, equipment]
    mine += [
        "Llanura",
        {"name": "Unable to Scream", "attached_to": "Fear of Isolation"},
        {"name": "Duskmourn's Domination", "attached_to": "Fear of Being Hunted"},
    ]
    theirs = [*core, *[hunted] * 3, "Leyline of Hope", aura]
    return build(battlefields=(mine, theirs), life=(40, 40))


def board_heavy(rounds: int = 200) -> list[str]:
    game = heavy_board()
    board = list(game.state.zones[BATTLEFIELD_KEY])
    bear = next(o for o in board if game.state.objects[o].card == "Fear of Exposure")

    def read_all_after(change: bool) -> float:
        start = time.perf_counter()
        for _ in range(rounds):
            if change:  # something the layers read: a +1/+1 counter (CR 613.4c)
                _toggle_counter(game.state.objects[bear].counters)
            game.state.version += 1  # a new state version
            for oid in board:
                game.characteristics(oid)
        return (time.perf_counter() - start) / rounds * 1000

    cold, same = read_all_after(True), read_all_after(False)
    start = time.perf_counter()
    for _ in range(rounds):
        for oid in board:
            game.characteristics(oid)
    warm = (time.perf_counter() - start) / (rounds * len(board)) * 1e6
    return [
        f"board-heavy ({len(board)} permanents, 10 effects): all characteristics after a "
        f"change {cold:.2f} ms, after an event the layers don't read {same:.2f} ms; "
        f"a cached read {warm:.2f} µs"
    ]


def _toggle_counter(counters: dict[str, int]) -> None:
    """Put a +1/+1 counter where there is none, or take it away."""
    if counters.pop("+1/+1", 0) == 0:
        counters["+1/+1"] = 1


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
