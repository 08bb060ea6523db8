"""Fuzz whole games: random and careless agents play seeded games with no cap (issue 17).

    python tools/fuzz_games.py [--games N] [--start S] [--jobs J] [--game inferno]

Game ``s`` is :func:`grimorio.testing.fuzz.fuzz_game` ``(s)``: its decks (sample or pool)
and its pair of agents (``random``, ``first``, ``last``, ``rarest``) follow from the seed,
so any failure printed here is reproduced by that call alone. Prints a summary (games,
decisions, turns, the longest game) and every game that did not end or broke an
invariant; exits with 1 if there was one.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from grimorio.testing.fuzz import FuzzRecord, fuzz_game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--game", choices=("magic", "inferno"), default="magic")
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.games)
    began = time.perf_counter()
    records: list[FuzzRecord] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        games = [args.game] * len(seeds)
        for record in pool.map(_fuzz, seeds, games, chunksize=4):
            records.append(record)
            if record.problems:
                print(f"seed {record.seed} {record.kinds}: {'; '.join(record.problems)}")
    pairs = Counter(r.kinds for r in records)
    bad = [r for r in records if r.problems or not r.ended]
    longest = max(records, key=lambda r: r.decisions)
    print(
        f"games: {len(records)} (seeds {args.start}–{args.start + args.games - 1}), "
        f"agent pairs: {len(pairs)}, decisions: {sum(r.decisions for r in records):,}, "
        f"turns: {sum(r.turns for r in records):,}, ended: {sum(r.ended for r in records)}, "
        f"longest: seed {longest.seed} {longest.kinds} with {longest.decisions} decisions, "
        f"with problems: {len(bad)}, {time.perf_counter() - began:.0f} s"
    )
    return 1 if bad else 0


def _fuzz(seed: int, game: str) -> FuzzRecord:
    return fuzz_game(seed, game_kind=game)


if __name__ == "__main__":
    sys.exit(main())
