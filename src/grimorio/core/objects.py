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

from typing import Self

from grimorio.core.serial import serializable


def player_ref(index: int) -> int:
    """The integer that stands for player ``index`` in a target list."""
    return -1 - index


def is_player_ref(ref: int) -> bool:
    return ref < 0


def player_of_ref(ref: int) -> int:
    return -1 - ref


@serializable
class GameObject:
    """An object of the game (CR 109.1): the card it represents, its owner and controller,
    its zone and timestamp. Each game's rules add what their objects have in a subclass."""

    __slots__ = ("card", "controller", "id", "owner", "timestamp", "zone")

    def __init__(self, id: int, card: str, owner: int, zone: str, timestamp: int) -> None:
        self.id = id
        self.card = card  # key of the card definition in the registry
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.timestamp = timestamp  # CR 613.7d: a new object gets a new timestamp

    def copy(self) -> Self:
        new = object.__new__(type(self))
        for name in all_slots(type(self)):
            object.__setattr__(new, name, getattr(self, name))
        return new

    def __repr__(self) -> str:
        return f"<{self.card}#{self.id} {self.zone}>"


_SLOTS: dict[type, tuple[str, ...]] = {}


def all_slots(cls: type) -> tuple[str, ...]:
    """Every slot of a class and of its bases, worked out once per class."""
    found = _SLOTS.get(cls)
    if found is None:
        found = _SLOTS[cls] = tuple(
            name for klass in reversed(cls.__mro__) for name in getattr(klass, "__slots__", ())
        )
    return found


@serializable
class Player:
    """A player (CR 102). Game-specific fields live in subclasses."""

    __slots__ = ("index", "name")

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
