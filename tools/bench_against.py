"""Compare the speed of the working tree with another commit, side by side in one run.

    python tools/bench_against.py [REV] [--games N] [--rounds R]

It checks REV (default ``HEAD~1``) out into a temporary git worktree, then runs
``grimorio bench --games N`` alternately on that commit and on the working tree, R rounds,
each in a fresh process with the same interpreter (``PYTHONPATH`` points it at one tree's
``src``). It reports, for each, the median CPU time of the runs (user + system, which a busy
machine disturbs less than wall time) and the median of the decisions per second the bench
prints, and the ratio of the two trees. The two trees play the same seeded games; when the
bench's own counts differ (decisions per game), the change altered behaviour and the
comparison says so.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_bench(src: Path, games: int) -> tuple[float, float, str]:
    """One bench run on the tree whose sources are in ``src``: CPU seconds, decisions/s and
    decisions per game as printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [sys.executable, "-m", "grimorio.cli.main", "bench", "--games", str(games)],
        env={**os.environ, "PYTHONPATH": str(src)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    rate = re.search(r"decisions/s: ([\d.]+)", out)
    per_game = re.search(r"decisions/game: ([\d.]+)", out)
    if rate is None or per_game is None:
        raise SystemExit(f"the bench printed no figures:\n{out}")
    return cpu, float(rate.group(1)), per_game.group(1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", nargs="?", default="HEAD~1")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), args.rev],
            check=True,
        )
        try:
            trees = {args.rev: other / "src", "working tree": ROOT / "src"}
            results: dict[str, list[tuple[float, float, str]]] = {name: [] for name in trees}
            for round_ in range(args.rounds):
                for name, src in trees.items():
                    results[name].append(run_bench(src, args.games))
                    cpu, rate, _ = results[name][-1]
                    print(f"round {round_ + 1} {name}: {cpu:.2f} s CPU, {rate:.0f} decisions/s")
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=True
            )
    cpu = {name: statistics.median(r[0] for r in runs) for name, runs in results.items()}
    rate = {name: statistics.median(r[1] for r in runs) for name, runs in results.items()}
    old, new = args.rev, "working tree"
    print(f"median CPU: {old} {cpu[old]:.2f} s, working tree {cpu[new]:.2f} s")
    print(f"working tree / {old}: CPU time {cpu[new] / cpu[old]:.3f}, ", end="")
    print(f"decisions/s {rate[new] / rate[old]:.3f}")
    counts = {r[2] for runs in results.values() for r in runs}
    if len(counts) > 1:
        print(f"the trees played different games (decisions per game: {sorted(counts)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
