"""Compare the engine's speed in the working tree with another commit, side by side.

    python tools/bench_against.py [REV] [--rounds R]

It checks REV (default ``HEAD~1``) out into a temporary git worktree, then replays the
golden games (``tests/golden/replays.json``: twelve whole games, their seeds, decks and every
answer) alternately on that commit and on the working tree, R rounds, each in a fresh
process with the same interpreter (``PYTHONPATH`` points it at one tree's ``src``). Both
trees do exactly the same work — the same games, answer by answer — so the ratio of their
CPU times (user + system, which a busy machine disturbs less than wall time) is the ratio of
their speeds. A tree that ends a game differently is reported: then the change altered
behaviour and the comparison means little.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "replays.json"

# What each child process runs: every golden game replayed, timed in CPU seconds.
REPLAY = """
import json, sys, time
from grimorio import Game
games = json.load(open(sys.argv[1]))["games"]
start = time.process_time()
ends = []
for g in games:
    game = Game.replay(g["seed"], g["decks"], g["answers"])
    ends.append((len(game.answers), len(game.state.log)))
print(time.process_time() - start, sum(len(g["answers"]) for g in games), ends)
"""


def replay_all(src: Path) -> tuple[float, int, str]:
    """CPU seconds to replay every golden game on the tree whose sources are ``src``, the
    number of answers replayed, and how each game ended."""
    out = subprocess.run(
        [sys.executable, "-c", REPLAY, str(GOLDEN)],
        env={**os.environ, "PYTHONPATH": str(src)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split(maxsplit=2)
    return float(out[0]), int(out[1]), out[2].strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", nargs="?", default="HEAD~1")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), args.rev],
            check=True,
        )
        try:
            trees = {args.rev: other / "src", "working tree": ROOT / "src"}
            results: dict[str, list[tuple[float, int, str]]] = {name: [] for name in trees}
            for round_ in range(args.rounds):
                for name, src in trees.items():
                    results[name].append(replay_all(src))
                    cpu, answers, _ = results[name][-1]
                    print(f"round {round_ + 1} {name}: {cpu:.2f} s CPU for {answers} answers")
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=True
            )
    cpu = {name: statistics.median(r[0] for r in runs) for name, runs in results.items()}
    old, new = args.rev, "working tree"
    print(f"median CPU: {old} {cpu[old]:.2f} s, working tree {cpu[new]:.2f} s")
    print(f"speed of the working tree relative to {old}: {cpu[old] / cpu[new]:.3f}")
    if len({r[2] for runs in results.values() for r in runs}) > 1:
        print("the trees ended the games differently: behaviour changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
