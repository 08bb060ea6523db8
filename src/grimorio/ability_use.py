"""Which abilities of which cards a run of the engine made do something: the measure behind
``grimorio cards --coverage`` ("is every ability of this card covered by a test?").

Recording is off unless :func:`start` was called (the test suite's conftest does), so the
engine pays one ``None`` check at each place an ability acts: a spell or an activated or
triggered ability resolves, a mana ability is activated, a static ability applies in the
layers, a replacement effect or cost change applies, an alternative cost or an opening-hand
action is used. Abilities are named by card key and their index in the card's
``abilities`` (``"spell"`` for an instant's or sorcery's text); keyword abilities are the
rules' own (CR 702) and are tested there.
"""

from __future__ import annotations

import json
from pathlib import Path

from grimorio.cards.registry import UnknownCard, get

USED: set[tuple[str, str]] | None = None


def start() -> None:
    global USED
    USED = set()


def record(card: str, ability: object) -> None:
    """Note that ``card``'s ability (the ability itself, or "spell") did something."""
    if USED is None:
        return
    if ability == "spell":
        USED.add((card, "spell"))
        return
    try:
        abilities = get(card).abilities
    except UnknownCard:
        return
    for n, a in enumerate(abilities):
        if a is ability or a == ability:
            USED.add((card, str(n)))
            return


def save(path: Path) -> None:
    """Write what was recorded (merged with what the file already holds)."""
    if USED is None:
        return
    found: set[tuple[str, str]] = set(USED)
    if path.exists():
        found |= {(c, a) for c, a in json.loads(path.read_text(encoding="utf-8"))}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(sorted(found)), encoding="utf-8")


def load(folder: Path) -> set[tuple[str, str]]:
    """Everything recorded by the runs whose files are in ``folder``."""
    found: set[tuple[str, str]] = set()
    for path in sorted(folder.glob("*.json")):
        found |= {(c, a) for c, a in json.loads(path.read_text(encoding="utf-8"))}
    return found
