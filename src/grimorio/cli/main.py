"""``grimorio`` command line: ``play`` (random agents, log in Spanish) and ``bench``."""

from __future__ import annotations

import argparse
import sys

from grimorio.cli.bench import run_bench
from grimorio.cli.play import play_random


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="grimorio", description="Grimorio: reglas de Magic.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="two random agents play one game; the log is printed")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lang", choices=("es", "en"), default="es")
    b = sub.add_parser("bench", help="seeded random-vs-random games: speed and memory")
    b.add_argument("--games", type=int, default=200)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument(
        "--no-auto-pass",
        action="store_true",
        help="ask every priority decision, even when passing is the only option",
    )
    args = parser.parse_args(argv)
    if args.command == "play":
        print(play_random(args.seed, args.lang))
        return 0
    if args.games <= 0:
        parser.error("--games must be positive")
    print(run_bench(args.games, args.seed, auto_pass=not args.no_auto_pass))
    return 0


if __name__ == "__main__":
    sys.exit(main())
