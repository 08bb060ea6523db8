"""The event log: every committed event with the CR rule that caused it (DESIGN principle 1).

Entries are plain data; ``grimorio.text.log`` renders them in Spanish or English."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grimorio.core.serial import serializable


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One thing that happened: ``rule`` is the CR rule number, ``key``/``args`` the message,
    ``cause`` the index of the entry that led to it (the spell that resolved, the cast that
    paid a cost), or -1 when it comes from a player's choice or from the rules directly."""

    rule: str
    key: str
    args: tuple[Any, ...] = ()
    cause: int = -1


serializable(LogEntry)
