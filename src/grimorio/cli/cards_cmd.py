"""``grimorio cards --coverage``: how much of the *Duskmourn* main set the engine implements,
how many of those cards have every ability covered by a test, and how many use the escape
hatch.

The set is the 276 different cards of the package's printed data (``grimorio.dsl.printed``,
compiled from ``../shared/data/dsk/cards.jsonl``; the basic lands' several printings count
once). "Covered" reads what the last test run recorded
(``make test`` writes ``.grimorio/ability-use/``; see ``grimorio.ability_use``): a card is
covered when each of its abilities — its spell text, and every activated, triggered, mana,
static and replacement ability — did something in some test. Keyword abilities are the
rules' own (CR 702) and are tested by the CR's tests.
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import Any

from grimorio import ability_use
from grimorio.cards import catalog, registry
from grimorio.dsl.card import CardDef
from grimorio.dsl.effects import EscapeHatch
from grimorio.dsl.printed import printed_cards


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    c = sub.add_parser("cards", help="the card pool: what is implemented and tested")
    c.add_argument("--coverage", action="store_true", help="Duskmourn main set coverage")
    c.add_argument(
        "--record",
        default=".grimorio/ability-use",
        help="where the test run recorded the abilities it used",
    )
    c.add_argument(
        "--list", action="store_true", help="list the cards not implemented or not covered"
    )


def run_cards(args: argparse.Namespace) -> int:
    if not args.coverage:
        for d in sorted(catalog(), key=lambda d: d.name("es")):
            print(f"{d.name('es')} — {d.name_en} — {d.type_line('es')}")
        return 0
    print(coverage_report(Path(args.record), args.list))
    return 0


def main_set() -> list[str]:
    """The English names of the main set's cards, from the package's printed data."""
    return [c.name_en for c in printed_cards().values() if c.set_code == "dsk"]


def abilities_of(d: CardDef) -> list[str]:
    """The labels the test run records for a card's abilities (ability_use)."""
    return (["spell"] if d.spell is not None else []) + [str(n) for n in range(len(d.abilities))]


def uses_escape_hatch(value: Any) -> bool:
    if isinstance(value, EscapeHatch):
        return True
    if isinstance(value, tuple):
        return any(uses_escape_hatch(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(uses_escape_hatch(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def coverage_report(record: Path, listing: bool = False) -> str:
    names = main_set()
    used = ability_use.load(record) if record.is_dir() else set()
    implemented: list[CardDef] = []
    missing: list[str] = []
    for name in names:
        key = registry.REAL.find(name)
        if key is None:
            missing.append(name)
        else:
            implemented.append(registry.get(key))
    uncovered = {
        d.name_en: [a for a in abilities_of(d) if (d.key, a) not in used] for d in implemented
    }
    uncovered = {k: v for k, v in uncovered.items() if v}
    hatch = [d.name_en for d in implemented if uses_escape_hatch(d)]
    lines = [
        f"Duskmourn main set (printed data): {len(names)} different cards",
        f"  implemented:                      {len(implemented)}",
        f"  every ability covered by a test:  {len(implemented) - len(uncovered)}",
        f"  using the escape hatch:           {len(hatch)}",
    ]
    if not used:
        lines.append(f"  (no test run recorded in {record}: run `make test` first)")
    if listing:
        lines += [f"  not implemented: {n}" for n in missing]
        lines += [f"  not covered: {n} (abilities {', '.join(a)})" for n, a in uncovered.items()]
        lines += [f"  escape hatch: {n}" for n in hatch]
    return "\n".join(lines)
