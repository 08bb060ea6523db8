"""Fuzz whole games: random and careless agents play seeded games with no cap (issue 17).

    python tools/fuzz_games.py [--games N] [--start S] [--jobs J] [--game inferno]
                               [--players P] [--no-save-check]
                               [--variant plain|commander|archenemy|mixed]

Game ``s`` is :func:`grimorio.testing.fuzz.fuzz_game` ``(s, players=P)``: its decks (sample
or pool) and its agents (``random``, ``first``, ``last``, ``rarest``, one a seat) follow
from the seed, so any failure printed here is reproduced by that call alone. ``--players``
plays games of 2 to 6 players (CR 800.1) with the multiplayer invariants checked (a player
who lost has left and never acts again, 800.4; the last one left wins, 104.2a);
``--no-save-check`` leaves out the checks of a saved game (``check_saves=False``);
``--variant`` plays Commander (CR 903, the shipped Commander decks) or Supervillain Rumble
(904.12, with scheme decks drawn from the pool's schemes), or a third of each (``mixed``,
by the seed). Prints
a summary (games, decisions, turns, the longest game; at a table of more than two the
players who left before the end and the concessions) and every game that did not end or
broke an invariant; exits with 1 if there was one.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from grimorio.testing.fuzz import FuzzRecord, fuzz_game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--game", choices=("magic", "inferno"), default="magic")
    parser.add_argument("--players", type=int, choices=range(2, 7), default=2, metavar="P")
    parser.add_argument("--no-save-check", action="store_true")
    parser.add_argument(
        "--variant",
        choices=("plain", "commander", "archenemy", "mixed"),
        default="plain",
        help="a variant of Magic; mixed: seed %% 3 picks plain, commander or archenemy",
    )
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.games)
    began = time.perf_counter()
    records: list[FuzzRecord] = []
    play = partial(
        _fuzz,
        game=args.game,
        players=args.players,
        saves=not args.no_save_check,
        variant=args.variant,
    )
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for record in pool.map(play, seeds, chunksize=4):
            records.append(record)
            if record.problems:
                print(f"seed {record.seed} {record.kinds}: {'; '.join(record.problems)}")
    kinds = Counter(r.kinds for r in records)
    bad = [r for r in records if r.problems or not r.ended]
    longest = max(records, key=lambda r: r.decisions)
    table = ""
    if args.players > 2:
        gone = sum(len(r.left) for r in records)
        conceded = sum(r.conceded is not None for r in records)
        table = f"players: {args.players}, left before the end: {gone}, concessions: {conceded}, "
    print(
        f"games: {len(records)} (seeds {args.start}–{args.start + args.games - 1}), {table}"
        f"agent choices: {len(kinds)}, decisions: {sum(r.decisions for r in records):,}, "
        f"turns: {sum(r.turns for r in records):,}, ended: {sum(r.ended for r in records)}, "
        f"longest: seed {longest.seed} {longest.kinds} with {longest.decisions} decisions, "
        f"with problems: {len(bad)}, {time.perf_counter() - began:.0f} s"
    )
    return 1 if bad else 0


VARIANTS = ("plain", "commander", "archenemy")


def _fuzz(seed: int, game: str, players: int, saves: bool, variant: str) -> FuzzRecord:
    chosen = VARIANTS[seed % 3] if variant == "mixed" else variant
    return fuzz_game(seed, game_kind=game, players=players, check_saves=saves, variant=chosen)


if __name__ == "__main__":
    sys.exit(main())
