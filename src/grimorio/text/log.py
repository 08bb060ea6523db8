"""The game's log and its choices as sentences in Spanish or English (DESIGN principle 1).

The kernel keeps log entries, decisions and options as plain data (``grimorio.core``); this
module turns them into the sentences a person reads, each log line with its CR rule and the
rule's title: "Rata inofensiva muere (704.5g: daño letal)."
"""

from __future__ import annotations

from collections.abc import Iterator

from grimorio.core.decisions import Decision, Option
from grimorio.core.log import LogEntry
from grimorio.text.render import render_message
from grimorio.text.rules import rule_title


def entry_line(entry: LogEntry, lang: str = "es", names: tuple[str, ...] = ()) -> str:
    """The sentence with its rule: "Rata inofensiva muere (704.5g: daño letal)." """
    text = render_message(entry.key, entry.args, lang, names).rstrip(".")
    if not entry.rule:
        return f"{text}."
    title = rule_title(entry.rule, lang)
    return f"{text} ({entry.rule}: {title})." if title else f"{text} ({entry.rule})."


def option_label(option: Option, lang: str = "es", names: tuple[str, ...] = ()) -> str:
    """What an option says: "Lanzar Asesinato", "Cast Murder"."""
    return render_message(option.key, option.args, lang, names)


def decision_prompt(decision: Decision, lang: str = "es", names: tuple[str, ...] = ()) -> str:
    """The question a decision asks."""
    return render_message(decision.prompt or decision.kind, decision.prompt_args, lang, names)


class Log:
    """A read-only view of a game's log that renders itself in Spanish or English."""

    def __init__(self, entries: list[LogEntry], names: tuple[str, ...]) -> None:
        self.entries = entries
        self.names = names

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self.entries)

    def __getitem__(self, i: int) -> LogEntry:
        return self.entries[i]

    def lines(self, lang: str = "es") -> list[str]:
        return [entry_line(e, lang, self.names) for e in self.entries]

    def render(self, lang: str = "es") -> str:
        return "\n".join(self.lines(lang))

    def rules(self) -> list[str]:
        return [e.rule for e in self.entries]
