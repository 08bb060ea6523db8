"""The research API's throughput (docs/research.md): environment steps a second in one
process, and games a second of ``grimorio.sim`` with the local backend and with Ray on
this machine, on the same seeds (and the same records: checked).

    python tools/research_bench.py [GAMES] [--jobs J]
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from grimorio.env import magic_v1
from grimorio.env.single import SingleAgentEnv
from grimorio.sim import run_games


def aec_steps(games: int) -> tuple[float, int]:
    """Steps a second of the AEC environment, random legal actions, and steps taken."""
    env = magic_v1.env()
    steps = 0
    start = time.process_time()
    for seed in range(games):
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _agent in env.agent_iter():
            obs, _r, terminated, truncated, _i = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps / (time.process_time() - start), steps


def gym_steps(games: int) -> tuple[float, int]:
    """Steps a second of the Gymnasium environment against the random player."""
    env = SingleAgentEnv("random")
    steps = 0
    start = time.process_time()
    for seed in range(games):
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        done = False
        while not done:
            action = np.int64(rng.choice(np.flatnonzero(env.action_masks())))
            _o, _r, terminated, truncated, _i = env.step(action)
            steps += 1
            done = terminated or truncated
    return steps / (time.process_time() - start), steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=100)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    rate, steps = aec_steps(args.games)
    print(f"AEC environment: {rate:,.0f} steps/s ({steps} steps, {args.games} games, CPU time)")
    rate, steps = gym_steps(args.games)
    print(f"Gym environment vs random: {rate:,.0f} steps/s ({steps} steps, CPU time)")
    seeds = range(1000, 1000 + 4 * args.games)
    results = {}
    for backend in ("local", "ray"):
        start = time.perf_counter()
        result = run_games(("random", "random"), seeds=seeds, backend=backend, jobs=args.jobs)
        took = time.perf_counter() - start
        results[backend] = result.games
        print(
            f"sim {backend}, {args.jobs} jobs: {len(seeds) / took:.1f} games/s "
            f"({len(seeds)} games in {took:.1f} s wall, start-up included)"
        )
    assert results["local"] == results["ray"], "the backends played different games"
    print("local and Ray: the same records, game by game")


if __name__ == "__main__":
    main()
