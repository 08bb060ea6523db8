"""Game objects and players as plain data.

A :class:`GameObject` stores what the rules say an object *has* (CR 109): the card it
represents, owner and controller, its zone, status (CR 110.5: tapped, face down), counters
(CR 122), marked damage, attachments. What it *is* (its characteristics) is computed by the
rules layer from the card definition and continuous effects (DESIGN principle 5).

Every zone change makes a new object with a new id (CR 400.7); the old one is gone.
Players are referenced by index; in target lists a player is written ``-1 - index`` so that
objects (ids ≥ 1) and players share one integer space (see :func:`player_ref`).
"""

from __future__ import annotations

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
    """A card, token, copy, spell or ability on the stack (CR 109.1)."""

    __slots__ = (
        "ability",
        "activated",
        "attached_to",
        "base_controller",
        "card",
        "cast_as",
        "cast_from",
        "controller",
        "counters",
        "damage",
        "deathtouched",
        "doors",
        "face_down",
        "id",
        "is_copy",
        "modes",
        "origin",
        "owner",
        "paid",
        "sick",
        "source",
        "stamps",
        "tapped",
        "targets",
        "timestamp",
        "token",
        "trigger",
        "x",
        "zone",
    )

    def __init__(
        self, id: int, card: str, owner: int, zone: str, timestamp: int, token: bool = False
    ) -> None:
        self.id = id
        self.card = card  # key of the card definition in the registry
        self.owner = owner
        self.controller = owner
        # The controller before control-changing effects (CR 613.1b): who put it where it is.
        self.base_controller = owner
        self.zone = zone
        self.timestamp = timestamp  # CR 613.7d: a new object gets a new timestamp
        self.token = token
        self.is_copy = False  # CR 707.10: a copy of a spell, not a card
        self.tapped = False
        self.face_down = False  # CR 708: only manifest (701.40) puts cards face down so far
        # CR 709.5c: a Room's unlock designations (bit 0: left door, bit 1: right door); on
        # the stack, the door that was cast (709.3)
        self.doors = 0
        # How a spell was cast ("" if it wasn't: a copy, 707.10): "normal", or the
        # alternative cost paid ("impending", 702.176a). A permanent keeps what its spell was.
        self.cast_as = ""
        # The zone a spell was cast from when not its owner's hand (CR 601.2a: "graveyard",
        # "exile"); a permanent keeps what its spell was.
        self.cast_from = ""
        self.sick = False  # CR 302.6: not continuously controlled since the turn began
        self.damage = 0  # CR 120.3e: damage marked on a creature
        self.deathtouched = False  # CR 704.5h: dealt damage by deathtouch since last SBA check
        self.counters: dict[str, int] = {}
        # CR 613.7c: each kind of counter's timestamp; "door:N": when a Room's door N was
        # unlocked (its text applies from then on, 613.7a)
        self.stamps: dict[str, int] = {}
        self.attached_to: int | None = None
        # Stack objects (CR 112, 113.3): the source of an ability, the index of the ability
        # in the card definition, chosen modes (700.2), targets (115), X (107.3) and what
        # was paid for additional costs (e.g. the discarded card), for effects that read it.
        self.source: int | None = None
        self.ability: int | None = None
        self.modes: tuple[int, ...] = ()
        self.targets: tuple[tuple[int, ...], ...] = ()  # one group per target spec
        self.x = 0
        self.paid: tuple[str, ...] = ()
        self.origin = -1  # on the stack: log index of the entry that cast or activated it
        self.trigger: object = None  # on the stack: the triggered ability and its event
        self.activated: object = None  # on the stack: the activated ability (CR 602.2a)

    def copy(self) -> GameObject:
        new = GameObject.__new__(GameObject)
        for name in GameObject.__slots__:
            object.__setattr__(new, name, getattr(self, name))
        # never shared: a counter put on one copy must not appear on the other
        new.counters = dict(self.counters) if self.counters else {}
        new.stamps = dict(self.stamps) if self.stamps else {}
        return new

    def __repr__(self) -> str:
        return f"<{self.card}#{self.id} {self.zone}>"


@serializable
class Player:
    """A player (CR 102). Game-specific fields live in subclasses."""

    __slots__ = ("index", "name")

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
