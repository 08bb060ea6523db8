"""The event log: every committed event with the CR rule that caused it (DESIGN principle 1)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from grimorio.core.serial import serializable
from grimorio.text.render import render_message


@serializable
@dataclass(frozen=True, slots=True)
class LogEntry:
    """One thing that happened: ``rule`` is the CR rule number, ``key``/``args`` the message."""

    rule: str
    key: str
    args: tuple[Any, ...] = ()

    def render(self, lang: str = "es", names: tuple[str, ...] = ()) -> str:
        text = render_message(self.key, self.args, lang, names)
        return f"{text} [{self.rule}]" if self.rule else text


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
