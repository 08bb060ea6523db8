"""Magic's game objects (CR 109): what the rules say an object *has*.

Every zone change makes a new object with a new id (CR 400.7); the old one is gone. What an
object *is* comes from ``grimorio.rules.characteristics`` (DESIGN principle 5).
"""

from __future__ import annotations

from typing import ClassVar

from grimorio.core.objects import GameObject
from grimorio.core.serial import serializable
from grimorio.core.slots import blank
from grimorio.dsl.zones import ZoneKey


class MagicObject(GameObject):
    """A card, token, copy, spell or ability on the stack (CR 109.1), with what the rules say
    it has: status (CR 110.5: tapped, face down), counters (122), marked damage, attachments,
    and what a spell or ability on the stack was given (601.2). Magic's name, and some of
    Magic's fields (deathtouch damage, a Room's doors): see ``grimorio.rules.state.state``."""

    __slots__ = (
        "ability",
        "activated",
        "attached_to",
        "base_controller",
        "cast_as",
        "cast_from",
        "counters",
        "damage",
        "deathtouched",
        "doors",
        "face_down",
        "is_copy",
        "modes",
        "origin",
        "paid",
        "sick",
        "source",
        "stamps",
        "tapped",
        "targets",
        "token",
        "trigger",
        "x",
    )

    zone: ZoneKey  # CR 400.1: which zone, whose ("hand/0", "battlefield")
    # never shared by a copy: a counter put on one copy must not appear on the other
    COPIED_SLOTS: ClassVar[tuple[str, ...]] = ("counters", "stamps")

    def __init__(
        self, id: int, card: str, owner: int, zone: ZoneKey, timestamp: int, token: bool = False
    ) -> None:
        super().__init__(id, card, owner, zone, timestamp)
        # The controller before control-changing effects (CR 613.1b): who put it where it is.
        self.base_controller = owner
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

    def face(self) -> str:
        """The key of the card whose printed values the object has (CR 109.3): its card's,
        but for an Inferno demon in its terrestrial form (I-112.4, ``grimorio.inferno``)."""
        return self.card

    def copy(self) -> MagicObject:
        """A copy sharing nothing mutable (``COPIED_SLOTS``), written out slot by slot: in
        the compiled build, native attribute reads and writes (``game.clone()`` copies every
        object; ``tests/core/test_copies.py`` checks that every slot is copied)."""
        if type(self) is not MagicObject:
            return super().copy()
        new = blank(MagicObject)
        new.card = self.card
        new.controller = self.controller
        new.id = self.id
        new.owner = self.owner
        new.timestamp = self.timestamp
        new.zone = self.zone
        new.ability = self.ability
        new.activated = self.activated
        new.attached_to = self.attached_to
        new.base_controller = self.base_controller
        new.cast_as = self.cast_as
        new.cast_from = self.cast_from
        new.counters = dict(self.counters)
        new.damage = self.damage
        new.deathtouched = self.deathtouched
        new.doors = self.doors
        new.face_down = self.face_down
        new.is_copy = self.is_copy
        new.modes = self.modes
        new.origin = self.origin
        new.paid = self.paid
        new.sick = self.sick
        new.source = self.source
        new.stamps = dict(self.stamps)
        new.tapped = self.tapped
        new.targets = self.targets
        new.token = self.token
        new.trigger = self.trigger
        new.x = self.x
        return new


serializable(MagicObject)
