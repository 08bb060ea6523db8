"""Compare the engine's speed in the working tree with another commit, side by side.

    python tools/bench_against.py [REV] [--rounds R] [--games N] [--search K]

It checks REV (default ``HEAD~1``) out into a temporary git worktree, then runs the same
workloads alternately on that commit and on the working tree, R rounds, each in a fresh
process with the same interpreter (``PYTHONPATH`` points it at one tree's ``src``, or at
nothing with ``--installed``, for a compiled build installed in the interpreter's
environment). Both trees do exactly the same work, so the ratio of their times is the ratio
of their speeds; times are CPU seconds (user + system) of the work itself, which a busy
machine disturbs less than wall time. The workloads:

* **replays**: the golden games (``tests/golden/replays.json``, twelve whole games) rebuilt
  from their seeds, decks and answers;
* **random**: ``N`` seeded games between random agents on the sample decks (what
  ``grimorio bench`` plays), with their decisions, and the median ``clone()`` and
  ``to_json()`` of 50 mid-game states;
* **board-heavy**: every characteristic of 60 permanents under 10 continuous effects,
  recomputed after a +1/+1 counter is put on or taken off one of them
  (``grimorio.cli.bench.heavy_board``);
* **search** (with ``--search K``): the search player thinking 1 s on K positions of one
  seeded game, the same positions on both trees; the figure is worlds sampled a second.

A tree that ends a game differently is reported: then the change altered behaviour and
the comparison means little.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "replays.json"

# What each child process runs; it prints one JSON object of figures. It uses only the
# public API (and the bench's board), which both trees have.
CHILD = r"""
import json, resource, statistics, sys, time
from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.sample_decks import pairing
what, arg = sys.argv[1], sys.argv[2]
out = {}
if what == "replays":
    games = json.load(open(arg))["games"]
    start = time.process_time()
    ends = []
    for g in games:
        game = Game.replay(g["seed"], g["decks"], g["answers"])
        ends.append((len(game.answers), len(game.state.log)))
    out = {"cpu": time.process_time() - start, "ends": ends}
elif what == "random":
    n, decisions, samples, ends = int(arg), 0, [], []
    start = time.process_time()
    for i in range(n):
        game = Game.new(decks=pairing(i), seed=i)
        agents = [RandomAgent(2 * i), RandomAgent(2 * i + 1)]
        k = 0
        while not game.over:
            d = game.pending
            game.submit(agents[d.player].decide(None, d))
            k += 1
            if k == 60 and len(samples) < 50:
                samples.append(game.clone())
        decisions += k
        ends.append((k, len(game.state.log)))
    cpu = time.process_time() - start
    def median_ms(fn):
        times = []
        for g in samples:
            t = time.process_time()
            for _ in range(20):
                fn(g)
            times.append((time.process_time() - t) / 20 * 1000)
        return statistics.median(times)
    out = {
        "cpu": cpu,
        "games/s": n / cpu,
        "decisions/s": decisions / cpu,
        "clone ms": median_ms(lambda g: g.clone()),
        "to_json ms": median_ms(lambda g: g.to_json()),
        "peak MB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "ends": ends,
    }
elif what == "board":
    from grimorio.cli.bench import heavy_board
    from grimorio.dsl.zones import BATTLEFIELD_KEY
    game = heavy_board()
    board = list(game.state.zones[BATTLEFIELD_KEY])
    bear = next(o for o in board if game.state.objects[o].card == "Fear of Exposure")
    rounds = int(arg)
    start = time.process_time()
    for _ in range(rounds):
        counters = game.state.objects[bear].counters  # what the layers read (CR 613.4c)
        if counters.pop("+1/+1", 0) == 0:
            counters["+1/+1"] = 1
        game.state.version += 1
        for oid in board:
            game.characteristics(oid)
    out = {"cpu": time.process_time() - start, "ms": (time.process_time() - start) / rounds * 1000}
elif what == "search":
    from grimorio.agents import HeuristicAgent, SearchAgent
    game = Game.new(decks=pairing(3), seed=3)
    players = [HeuristicAgent(seed=3), HeuristicAgent(seed=4)]
    worlds, thought, asked = 0, 0.0, 0
    while not game.over and asked < int(arg):
        d = game.pending
        if len(d.options) > 1 and len(game.answers) % 3 == 0:
            searcher = SearchAgent(seed=len(game.answers), think=1.0)
            t = time.perf_counter()
            searcher.decide(game.clone(), d)
            if searcher.last_iterations:
                worlds += searcher.last_iterations
                thought += time.perf_counter() - t
                asked += 1
        game.submit(players[d.player].decide(game, d))
    out = {"cpu": thought, "worlds/s": worlds / thought if thought else 0.0, "positions": asked}
print(json.dumps(out))
"""

# The figures each workload reports, and whether more is better.
FIGURES = {
    "replays": [("cpu", False)],
    "random": [
        ("games/s", True),
        ("decisions/s", True),
        ("clone ms", False),
        ("to_json ms", False),
        ("peak MB", False),
    ],
    "board": [("ms", False)],
    "search": [("worlds/s", True)],
}


def run(src: Path | None, what: str, arg: str) -> dict[str, object]:
    """The figures of one workload on the tree whose sources are ``src`` (None: the package
    installed in this interpreter's environment)."""
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if src is not None:
        env["PYTHONPATH"] = str(src)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, what, arg],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", nargs="?", default="HEAD~1")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=30, help="random games a round")
    parser.add_argument("--search", type=int, default=0, help="positions for the search player")
    parser.add_argument(
        "--installed",
        action="store_true",
        help="the working tree's side is the package installed in this environment (a "
        "compiled build) rather than its src/",
    )
    args = parser.parse_args()
    work = {
        "replays": str(GOLDEN),
        "random": str(args.games),
        "board": "200",
        **({"search": str(args.search)} if args.search else {}),
    }
    here = "installed" if args.installed else "working tree"
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), args.rev],
            check=True,
        )
        try:
            trees = {args.rev: other / "src", here: None if args.installed else ROOT / "src"}
            results: dict[str, dict[str, list[dict[str, object]]]] = {
                name: {w: [] for w in work} for name in trees
            }
            for round_ in range(args.rounds):
                for what, arg in work.items():
                    for name, src in trees.items():
                        results[name][what].append(run(src, what, arg))
                print(f"round {round_ + 1} of {args.rounds} done", file=sys.stderr)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=True
            )
    print(f"{'figure':<22} {args.rev:>14} {here:>14}  speed-up")
    for what in work:
        for figure, more_is_better in FIGURES[what]:
            old = statistics.median(float(r[figure]) for r in results[args.rev][what])  # type: ignore[arg-type]
            new = statistics.median(float(r[figure]) for r in results[here][what])  # type: ignore[arg-type]
            ratio = (new / old if more_is_better else old / new) if old and new else 0.0
            print(f"{what + ' ' + figure:<22} {old:>14.3f} {new:>14.3f}  {ratio:.2f}×")
    for what in ("replays", "random"):
        ends = {json.dumps(r["ends"]) for runs in results.values() for r in runs[what]}
        if len(ends) > 1:
            print(f"the trees ended the {what} games differently: behaviour changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
