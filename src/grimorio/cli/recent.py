"""What happened since the person's last decision, for the screen and for ``log``.

Log lines are numbered from the end of the whole log (1 = the newest), the number ``por qué
N`` takes, wherever they are shown. Lines that only mark the course of the turn (a new step,
lands untapping, mana added and spent while paying, a cast completed after it was announced)
are left out of the summary so that what the players did — spells, abilities, attacks,
blocks, targets, damage, cards that moved — stands out. Every line is rendered for the
person (``grimorio.text.refs``): nothing they may not see is named.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.log import LogEntry
from grimorio.game import Game
from grimorio.rules.view import dialect_of
from grimorio.text.log import entry_line
from grimorio.text.refs import EVERYONE

# The course of the turn, not an action: left out of the summary (still in ``log``).
QUIET_KEYS = frozenset(
    {
        "untap",
        "mana.add",
        "mana.spend",
        "mana.empty",
        "cast.done",
        "cleanup.effects",
        "effects.end",
        "no_attackers",
        "replace.new",
        "starting_player",
        "skip_draw",
    }
)
QUIET_RULES = frozenset({"605.3b"})  # a mana ability's tap (CR 605.3b) while paying
MARK_KEYS = frozenset({"turn"})  # shown dim, as a separator


@dataclass(frozen=True)
class Line:
    """One log line as the screen shows it: ``number`` counted from the newest (1)."""

    number: int
    text: str
    mark: bool = False  # a turn begins: shown dim


def quiet(entry: LogEntry) -> bool:
    return entry.key.startswith("step.") or entry.key in QUIET_KEYS or entry.rule in QUIET_RULES


def _line(game: Game, i: int, lang: str, viewer: int) -> Line:
    entry = game.state.log[i]
    names = tuple(p.name for p in game.state.players)
    reader = viewer if not game.over else EVERYONE
    text = entry_line(entry, lang, names, reader, dialect_of(game))
    return Line(len(game.state.log) - i, text, entry.key in MARK_KEYS)


def since(game: Game, start: int, lang: str, viewer: int) -> list[Line]:
    """The lines from entry ``start`` on that are actions, not step notices."""
    log = game.state.log
    return [_line(game, i, lang, viewer) for i in range(start, len(log)) if not quiet(log[i])]


def last(game: Game, count: int, lang: str, viewer: int) -> list[Line]:
    """The last ``count`` lines of the whole log, oldest first."""
    size = len(game.state.log)
    return [_line(game, i, lang, viewer) for i in range(max(0, size - count), size)]
