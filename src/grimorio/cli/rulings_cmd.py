"""``grimorio rulings``: how many of the *Duskmourn* release notes' rulings have a scenario,
how many are listed as not testable, and which are missing (``--missing``)."""

from __future__ import annotations

import argparse
from pathlib import Path

from grimorio.rulings import build_ledger, shared_dir


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    r = sub.add_parser("rulings", help="the release notes' rulings and their scenarios")
    r.add_argument("--scenarios", default="tests/scenarios", help="folder of scenario files")
    r.add_argument(
        "--untestable",
        default="docs/dsk-rulings-untestable.yaml",
        help="the list of rulings that describe no game behaviour, with the reason",
    )
    r.add_argument("--missing", action="store_true", help="list the rulings still missing")


def run_rulings(args: argparse.Namespace) -> int:
    shared = shared_dir()
    if shared is None:
        print("../shared is absent: the release notes can't be read (set GRIMORIO_SHARED).")
        return 1
    ledger = build_ledger(shared, [Path(args.scenarios)], Path(args.untestable))
    print(ledger.summary())
    for problem in ledger.problems:
        print(f"  problem: {problem}")
    if args.missing:
        for r in ledger.missing:
            kind, owner, n = r.key
            print(f"  missing: {kind} {owner} #{n}: {r.text[:100]}")
    return 1 if ledger.problems else 0
