"""Game objects and players as plain data.

A :class:`GameObject` stores what every game's objects have (CR 109): the card it
represents, owner and controller, its zone and timestamp. A game's rules add the rest in a
subclass (Magic's: ``grimorio.mtg.state.objects``). What an object *is* (its
characteristics) is computed by the rules from the card definition and continuous effects
(DESIGN principle 5).

Every zone change makes a new object with a new id (CR 400.7); the old one is gone.
Players are referenced by index; in target lists a player is written ``-1 - index`` so that
objects (ids ≥ 1) and players share one integer space (see :func:`player_ref`).
"""

from __future__ import annotations

from typing import Any, Self

from grimorio.core.serial import serializable
from grimorio.core.slots import all_slots, blank


def player_ref(index: int) -> int:
    """The integer that stands for player ``index`` in a target list."""
    return -1 - index


def is_player_ref(ref: int) -> bool:
    return ref < 0


def player_of_ref(ref: int) -> int:
    return -1 - ref


class GameObject:
    """An object of the game (CR 109.1): the card it represents, its owner and controller,
    its zone and timestamp. Each game's rules add what their objects have in a subclass."""

    __slots__ = ("card", "controller", "id", "owner", "timestamp", "zone")

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    def __init__(self, id: int, card: str, owner: int, zone: str, timestamp: int) -> None:
        self.id = id
        self.card = card  # key of the card definition in the registry
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.timestamp = timestamp  # CR 613.7d: a new object gets a new timestamp

    def copy(self) -> Self:
        new = blank(type(self))
        for name in all_slots(type(self)):
            object.__setattr__(new, name, getattr(self, name))
        return new

    def __repr__(self) -> str:
        return f"<{self.card}#{self.id} {self.zone}>"


serializable(GameObject)


class Player:
    """A player (CR 102). Game-specific fields live in subclasses."""

    __slots__ = ("index", "name")

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name


serializable(Player)
