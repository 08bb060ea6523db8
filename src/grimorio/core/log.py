"""The event log: every committed event with the CR rule that caused it (DESIGN principle 1)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from grimorio.core.serial import serializable
from grimorio.text.render import render_message
from grimorio.text.rules import rule_title


@serializable
@dataclass(frozen=True, slots=True)
class LogEntry:
    """One thing that happened: ``rule`` is the CR rule number, ``key``/``args`` the message,
    ``cause`` the index of the entry that led to it (the spell that resolved, the cast that
    paid a cost), or -1 when it comes from a player's choice or from the rules directly."""

    rule: str
    key: str
    args: tuple[Any, ...] = ()
    cause: int = -1

    def render(self, lang: str = "es", names: tuple[str, ...] = ()) -> str:
        """The sentence with its rule: "Rata inofensiva muere (704.5g: daño letal)." """
        text = render_message(self.key, self.args, lang, names).rstrip(".")
        if not self.rule:
            return f"{text}."
        title = rule_title(self.rule, lang)
        return f"{text} ({self.rule}: {title})." if title else f"{text} ({self.rule})."


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
        return [e.render(lang, self.names) for e in self.entries]

    def render(self, lang: str = "es") -> str:
        return "\n".join(self.lines(lang))

    def rules(self) -> list[str]:
        return [e.rule for e in self.entries]
