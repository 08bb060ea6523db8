"""Decisions: where the engine stops and waits for a player (DESIGN principle 2).

A :class:`Decision` names who decides, what kind of choice it is and the finite, ordered
list of legal :class:`Option` s. Every option has a stable string ``id`` and a label in
Spanish and in English. Answers that are not one of the options raise
:class:`IllegalAction` and change nothing.

An id is a verb and its arguments joined by colons (``"cast:12"``, ``"activate:116:0"``,
``"mana:114:0:R"``, ``"pass"``); the ids are what replays and saved games record, so they
stay strings, and :class:`OptionId` reads one in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grimorio.core.errors import GrimorioError
from grimorio.core.serial import serializable


def shown(value: object, limit: int = 40) -> str:
    """``value`` as a message may quote it: its ``repr`` cut to ``limit`` characters. Never
    raises — a huge integer, or an object whose ``repr`` fails, is named by its type."""
    if type(value) is int and value.bit_length() > 128:
        return f"<int of {value.bit_length()} bits>"
    try:
        text = repr(value)
    except Exception:
        return f"<{type(value).__name__[:limit]}>"
    return text if len(text) <= limit else text[:limit] + "…"


class IllegalAction(GrimorioError):
    """An answer the pending decision does not allow, or an argument the game has no use
    for (a seat, an object, a log entry that isn't there). The state is left unchanged."""


@dataclass(frozen=True, slots=True, init=False)
class OptionId:
    """An option id read once: ``OptionId.parse("activate:116:0")`` has the verb
    ``"activate"`` and the arguments ``("116", "0")``; ``str()`` gives the id back."""

    verb: str
    args: tuple[str, ...] = ()

    def __init__(self, verb: str, args: tuple[str, ...] = ()) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "verb", verb)
        object.__setattr__(self, "args", args)

    @classmethod
    def parse(cls, text: str) -> OptionId:
        verb, *args = text.split(":")
        return cls(verb, tuple(args))

    def num(self, index: int = 0) -> int:
        """Argument ``index`` as a number (an object id, a count, an index); the last
        with ``index=-1``."""
        return int(self.args[index])

    @property
    def rest(self) -> str:
        """Everything after the verb, as written (``"116:0"``; ``""`` with no arguments)."""
        return ":".join(self.args)

    def __str__(self) -> str:
        return ":".join((self.verb, *self.args))


@dataclass(frozen=True, slots=True, init=False)
class Option:
    """One legal answer. ``key``/``args`` describe it for the labels and for the rules."""

    id: str
    key: str
    args: tuple[Any, ...] = ()

    def __init__(self, id: str, key: str, args: tuple[Any, ...] = ()) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", args)


serializable(Option)


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """A pending choice: ``player`` must answer with one of ``options``."""

    player: int
    kind: str
    options: tuple[Option, ...]
    prompt: str = ""
    prompt_args: tuple[Any, ...] = ()

    def __init__(
        self,
        player: int,
        kind: str,
        options: tuple[Option, ...],
        prompt: str = "",
        prompt_args: tuple[Any, ...] = (),
    ) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "prompt", prompt)
        object.__setattr__(self, "prompt_args", prompt_args)

    def option(self, answer: object) -> Option:
        """The offered option that ``answer`` (an :class:`Option` or its id; anything else
        is refused) names, or :class:`IllegalAction`."""
        # exact types only: a subclass of str could compare equal to anything
        if type(answer) is Option and type(answer.id) is str:
            wanted = answer.id
        elif type(answer) is str:
            wanted = answer
        else:
            kind = type(answer).__name__[:40]
            raise IllegalAction(
                f"una respuesta es una opción o su id, no un {kind}",
                f"an answer must be an option or its id, not {kind}",
            )
        for opt in self.options:
            if opt.id == wanted:
                return opt
        offered = ", ".join(o.id for o in self.options[:12])
        more = "…" if len(self.options) > 12 else ""
        quoted = shown(wanted, 60)
        raise IllegalAction(
            f"{quoted} no es una opción de esta decisión {self.kind} "
            f"(jugador {self.player}); se ofrecen: {offered}{more}",
            f"{quoted} is not an option of this {self.kind} decision "
            f"(player {self.player}); offered: {offered}{more}",
        )

    def ids(self) -> list[str]:
        return [o.id for o in self.options]


serializable(Decision)
