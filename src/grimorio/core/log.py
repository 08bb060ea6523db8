"""The event log: every committed event with the CR rule that caused it (DESIGN principle 1).

Entries are plain data; ``grimorio.text.log`` renders them in Spanish or English."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grimorio.core.serial import serializable


@dataclass(frozen=True, slots=True, init=False)
class LogEntry:
    """One thing that happened: ``rule`` is the CR rule number, ``key``/``args`` the message,
    ``cause`` the index of the entry that led to it (the spell that resolved, the cast that
    paid a cost), or -1 when it comes from a player's choice or from the rules directly."""

    rule: str
    key: str
    args: tuple[Any, ...] = ()
    cause: int = -1

    def __init__(self, rule: str, key: str, args: tuple[Any, ...] = (), cause: int = -1) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "cause", cause)


serializable(LogEntry)
