"""The game's log and its choices as sentences in Spanish or English (DESIGN principle 1).

The kernel keeps log entries, decisions and options as plain data (``grimorio.core``); this
module turns them into the sentences a person reads, each log line with its CR rule and the
rule's title: "Rata inofensiva muere (704.5g: daño letal)."

Every rendering is for a viewer (DESIGN principle 7): a player's index, ``EVERYONE`` once
the game is over, or None — the public rendering, what every player may read. Log lines are
kept once, as data, and rendered per viewer: a face-down permanent is "una criatura boca
abajo" to everyone, and its controller, who may look at it (CR 708.5), reads "una criatura
boca abajo (Bosque)" in their own log (see :mod:`grimorio.text.refs`).
"""

from __future__ import annotations

from collections.abc import Iterator

from grimorio.core.decisions import Decision, Option
from grimorio.core.log import LogEntry
from grimorio.text.refs import Viewer
from grimorio.text.render import render_message
from grimorio.text.rules import rule_in, rule_title


def entry_line(
    entry: LogEntry,
    lang: str = "es",
    names: tuple[str, ...] = (),
    viewer: Viewer = None,
    dialect: str = "",
) -> str:
    """The sentence with its rule, as ``viewer`` may read it: "Rata inofensiva muere (704.5g:
    daño letal)." — in the words and rule numbers of the game's ``dialect`` ("inferno")."""
    text = render_message(entry.key, entry.args, lang, names, viewer, dialect).rstrip(".")
    text = text[:1].upper() + text[1:]  # "a face-down creature attacks" opens a sentence
    if not entry.rule:
        return f"{text}."
    rule = rule_in(entry.rule, dialect)
    title = rule_title(rule, lang)
    return f"{text} ({rule}: {title})." if title else f"{text} ({rule})."


def option_label(
    option: Option,
    lang: str = "es",
    names: tuple[str, ...] = (),
    viewer: Viewer = None,
    dialect: str = "",
) -> str:
    """What an option says to ``viewer`` (the player deciding): "Lanzar Asesinato"."""
    return render_message(option.key, option.args, lang, names, viewer, dialect)


def decision_prompt(
    decision: Decision,
    lang: str = "es",
    names: tuple[str, ...] = (),
    viewer: Viewer = None,
    dialect: str = "",
) -> str:
    """The question a decision asks, as ``viewer`` (the player deciding) reads it."""
    key = decision.prompt or decision.kind
    return render_message(key, decision.prompt_args, lang, names, viewer, dialect)


class Log:
    """A read-only view of a game's log that renders itself in Spanish or English, for one
    viewer (None: the public log, which names no hidden card)."""

    def __init__(self, entries: list[LogEntry], names: tuple[str, ...], dialect: str = "") -> None:
        self.entries = entries
        self.names = names
        self.dialect = dialect  # the game's words and rule numbers ("inferno"; "" Magic's)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self.entries)

    def __getitem__(self, i: int) -> LogEntry:
        return self.entries[i]

    def lines(self, lang: str = "es", viewer: Viewer = None) -> list[str]:
        return [entry_line(e, lang, self.names, viewer, self.dialect) for e in self.entries]

    def render(self, lang: str = "es", viewer: Viewer = None) -> str:
        return "\n".join(self.lines(lang, viewer))

    def rules(self) -> list[str]:
        return [e.rule for e in self.entries]
