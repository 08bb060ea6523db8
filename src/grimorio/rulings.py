"""The *Duskmourn* release notes' rulings as acceptance tests: which rulings have a scenario,
which are listed as not testable (with the reason), and which are still missing.

The rulings come from ``../shared`` (``data/dsk/release-notes.jsonl`` and, for the general
notes on face-down cards that belong to no card, ``docs/dsk-notas-de-la-coleccion.txt``),
which is reference material outside the project: where it is absent, :func:`shared_dir`
returns None and callers say so. A scenario claims a ruling with a ``source`` entry —
``{card: <Spanish name>, ruling: N}`` (N counts from 1 in the card's list of rulings), or
``{notes: <example card, or "boca abajo">, ruling: N}`` for the general notes — and
carries the ruling's text as its ``description``; the ledger checks that the two agree.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

# The sections of the release notes counted: those issue 6 covers, and the Commander cards
# and Archenemy schemes of the Commander decks (issue 23).
SECTIONS = ("general_notes", "main_set", "special_guests", "commander", "archenemy")
FACE_DOWN_NOTES = "boca abajo"
_FACE_DOWN_HEADING = "Notas generales sobre cartas boca abajo"


# The project's checkout, when the package runs from one (``src/grimorio/rulings.py``); an
# installed package has none, and then only the current folder is looked in.
PROJECT = Path(__file__).resolve().parents[2]
SCENARIOS = Path("tests") / "scenarios"
UNTESTABLE = Path("docs") / "dsk-rulings-untestable.yaml"


def shared_dir(given: str | Path | None = None) -> Path | None:
    """Where the shared reference material is — ``given`` (``grimorio rulings --shared``),
    else ``$GRIMORIO_SHARED``, else ``../shared`` next to the project — or None if it is
    absent there. Only this development tool reads it; a game never does."""
    env = os.environ.get("GRIMORIO_SHARED")
    if given is not None:
        here = Path(given)
    elif env:
        here = Path(env)
    else:
        here = PROJECT.parent / "shared"
    return here if (here / "data" / "dsk" / "release-notes.jsonl").is_file() else None


def project_path(relative: Path) -> Path | None:
    """``relative`` (the scenarios' folder, the list of untestable rulings) from the current
    folder if it is there, else from the project's checkout; None when neither has it."""
    for base in (Path.cwd(), PROJECT):
        candidate = base / relative
        if candidate.exists():
            return candidate
    return None


Key = tuple[str, str, int]


@dataclass(frozen=True)
class Ruling:
    """One bullet of the release notes: the card (Spanish name) or notes it belongs to, its
    position (from 1) and its text."""

    section: str
    owner: str
    number: int
    text: str

    @property
    def key(self) -> Key:
        """How a scenario names it: ("card", name, n) or ("notes", name, n) for the general
        notes (whose example cards may also have rulings of their own)."""
        kind = "notes" if self.section == "general_notes" else "card"
        return (kind, self.owner, self.number)


def load_rulings(shared: Path) -> list[Ruling]:
    """Every ruling of the covered sections, in document order."""
    out: list[Ruling] = []
    path = shared / "data" / "dsk" / "release-notes.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        if record["section"] not in SECTIONS:
            continue
        for n, text in enumerate(record["rulings"], 1):
            out.append(Ruling(record["section"], record["name_es"], n, text))
    notes = shared / "docs" / "dsk-notas-de-la-coleccion.txt"
    for n, text in enumerate(_face_down_notes(notes.read_text(encoding="utf-8")), 1):
        out.append(Ruling("general_notes", FACE_DOWN_NOTES, n, text))
    return out


def _face_down_notes(text: str) -> list[str]:
    """The bullets under "Notas generales sobre cartas boca abajo" (a paragraph that a page
    break split off is joined to its bullet)."""
    lines = text.splitlines()
    start = lines.index(_FACE_DOWN_HEADING) + 1
    bullets: list[str] = []
    for line in lines[start:]:
        if not line.strip():
            continue
        if line.startswith("- "):
            bullets.append(line[2:].strip())
        elif bullets and line.rstrip().endswith("."):  # a paragraph split by a page break
            bullets[-1] = f"{bullets[-1]} {line.strip()}"
        else:
            break  # the next heading
    return bullets


def normalise(text: str) -> str:
    """Text compared without regard to spacing, asterisks or typographic quotes."""
    for a, b in (("“", '"'), ("”", '"'), ("*", "")):
        text = text.replace(a, b)
    return " ".join(text.split())


@dataclass
class Ledger:
    """Rulings with a scenario, rulings listed as not testable, missing ones, and problems
    (a claim that names no ruling, or whose description is not the ruling's text)."""

    rulings: list[Ruling]
    covered: dict[Key, list[str]]
    untestable: dict[Key, str]
    problems: list[str]

    @property
    def missing(self) -> list[Ruling]:
        done = self.covered.keys() | self.untestable.keys()
        return [r for r in self.rulings if r.key not in done]

    def summary(self) -> str:
        total = len(self.rulings)
        scenarios = sum(len(v) for v in self.covered.values())
        return (
            f"{total} rulings: {len(self.covered)} with a scenario ({scenarios} scenarios), "
            f"{len(self.untestable)} not testable, {len(self.missing)} missing"
        )


def claim_of(data: dict[str, Any]) -> Key | None:
    """The ruling a scenario claims (its ``source``), as (owner, number)."""
    source = data.get("source")
    if not isinstance(source, dict):
        return None
    kind = "notes" if "notes" in source else "card"
    owner = source.get(kind)
    number = source.get("ruling")
    if not isinstance(owner, str) or not isinstance(number, int):
        return None
    return (kind, owner, number)


def build_ledger(shared: Path, scenario_dirs: list[Path], untestable_file: Path) -> Ledger:
    rulings = load_rulings(shared)
    by_key = {r.key: r for r in rulings}
    covered: dict[Key, list[str]] = {}
    problems: list[str] = []
    for folder in scenario_dirs:
        for path in sorted(folder.rglob("*.yaml")):
            try:
                data = yaml.safe_load(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, yaml.YAMLError, RecursionError) as exc:
                problems.append(f"{path.name}: can't be read ({str(exc)[:200]})")
                continue
            if not isinstance(data, dict) or "source" not in data:
                continue
            key = claim_of(data)
            ruling = by_key.get(key) if key else None
            if ruling is None:
                problems.append(f"{path.name}: source {data.get('source')!r} names no ruling")
                continue
            if normalise(str(data.get("description", ""))) != normalise(ruling.text):
                problems.append(f"{path.name}: the description is not the text of {key}")
                continue
            covered.setdefault(ruling.key, []).append(path.name)
    untestable: dict[Key, str] = {}
    listed = yaml.safe_load(untestable_file.read_text(encoding="utf-8")) or []
    for entry in listed:
        key = claim_of({"source": entry})
        reason = entry.get("reason") if isinstance(entry, dict) else None
        if key is None or key not in by_key or not reason:
            problems.append(f"{untestable_file.name}: {entry!r} needs a known ruling and a reason")
            continue
        untestable[key] = str(reason)
    return Ledger(rulings, covered, untestable, problems)
