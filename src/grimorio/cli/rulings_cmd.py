"""``grimorio rulings``: how many of the *Duskmourn* release notes' rulings have a scenario,
how many are listed as not testable, and which are missing (``--missing``).

A development tool: it reads the release notes from ``../shared`` (``--shared`` or
``$GRIMORIO_SHARED`` point elsewhere) and the project's scenarios, from the current folder or
else from the checkout the package runs from; what is missing is said in Spanish and English.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from grimorio.rulings import SCENARIOS, UNTESTABLE, build_ledger, project_path, shared_dir


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    r = sub.add_parser("rulings", help="the release notes' rulings and their scenarios")
    r.add_argument("--scenarios", default=None, help=f"folder of scenario files ({SCENARIOS})")
    r.add_argument(
        "--untestable",
        default=None,
        help=f"the list of rulings that describe no game behaviour, with the reason ({UNTESTABLE})",
    )
    r.add_argument(
        "--shared", default=None, help="the shared reference folder (default: ../shared)"
    )
    r.add_argument("--missing", action="store_true", help="list the rulings still missing")


def _missing(es: str, en: str) -> int:
    print(es)
    print(en)
    return 2


def run_rulings(args: argparse.Namespace) -> int:
    shared = shared_dir(args.shared)
    if shared is None:
        return _missing(
            "Faltan las notas de la colección (data/dsk/release-notes.jsonl de ../shared): "
            "indica la carpeta con --shared o GRIMORIO_SHARED.",
            "The release notes are missing (data/dsk/release-notes.jsonl of ../shared): "
            "point to the folder with --shared or GRIMORIO_SHARED.",
        )
    scenarios = Path(args.scenarios) if args.scenarios else project_path(SCENARIOS)
    untestable = Path(args.untestable) if args.untestable else project_path(UNTESTABLE)
    if scenarios is None or not scenarios.is_dir():
        return _missing(
            f"No se encuentra la carpeta de escenarios ({args.scenarios or SCENARIOS}): "
            "ejecuta en la raíz del proyecto o indícala con --scenarios.",
            f"The scenarios folder is missing ({args.scenarios or SCENARIOS}): "
            "run at the project's root or point to it with --scenarios.",
        )
    if untestable is None or not untestable.is_file():
        listed = args.untestable or UNTESTABLE
        return _missing(
            f"No se encuentra la lista de reglas no comprobables ({listed}): "
            "ejecuta en la raíz del proyecto o indícala con --untestable.",
            f"The list of untestable rulings is missing ({listed}): "
            "run at the project's root or point to it with --untestable.",
        )
    ledger = build_ledger(shared, [scenarios], untestable)
    print(ledger.summary())
    for problem in ledger.problems:
        print(f"  problem: {problem}")
    if args.missing:
        for r in ledger.missing:
            kind, owner, n = r.key
            print(f"  missing: {kind} {owner} #{n}: {r.text[:100]}")
    return 1 if ledger.problems else 0
