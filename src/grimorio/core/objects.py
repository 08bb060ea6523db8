"""Game objects and players as plain data.

A :class:`GameObject` stores what every game's objects have (CR 109): the card it
represents, owner and controller, its zone and timestamp. A game's rules add the rest in a
subclass (Magic's: ``grimorio.rules.state.objects``). What an object *is* (its
characteristics) is computed by the rules from the card definition and continuous effects
(DESIGN principle 5).

Every zone change makes a new object with a new id (CR 400.7); the old one is gone.
Players are referenced by index; in target lists a player is written ``-1 - index`` so that
objects (ids ≥ 1) and players share one integer space (see :func:`player_ref`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Self, TypeVar

from grimorio.core.serial import serializable
from grimorio.core.slots import all_slots, blank

T = TypeVar("T")


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
        return slot_copier(type(self))(self)

    def __repr__(self) -> str:
        return f"<{self.card}#{self.id} {self.zone}>"


serializable(GameObject)


_COPIERS: dict[type, Callable[[Any], Any]] = {}
COPIED_SLOTS = "COPIED_SLOTS"


def slot_copier(cls: type[T]) -> Callable[[T], T]:
    """The function that makes a shallow copy of an object of ``cls``: a new object of the
    same class whose every slot (:func:`all_slots`) holds what the original's holds, set
    as ``object.__setattr__`` sets it. It is generated once per class as straight-line
    code, one assignment per slot, several times faster than a loop over the slots' names;
    a class with a ``__setattr__`` of its own (a frozen dataclass) gets its slots set by
    ``object.__setattr__``, as plain assignments would call that method instead."""
    found = _COPIERS.get(cls)
    if found is None:
        plain = cls.__setattr__ is object.__setattr__
        copied = getattr(cls, COPIED_SLOTS, ())
        lines = ["def copy(self):", "    new = new_object(cls)"]
        for name in all_slots(cls):
            if not name.isidentifier() or name.startswith("__"):
                raise TypeError(f"{cls.__name__} has a slot that is not a plain name: {name!r}")
            value = f"self.{name}.copy()" if name in copied else f"self.{name}"
            if plain:
                lines.append(f"    new.{name} = {value}")
            else:
                lines.append(f"    set_slot(new, {name!r}, {value})")
        lines.append("    return new")
        namespace: dict[str, Any] = {
            "new_object": blank,
            "set_slot": object.__setattr__,
            "cls": cls,
        }
        exec("\n".join(lines), namespace)  # generated from the class's own slot names
        found = _COPIERS[cls] = namespace["copy"]
    copier: Callable[[T], T] = found
    return copier


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
