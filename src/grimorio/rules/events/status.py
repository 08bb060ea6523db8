"""Events that change what a permanent is without moving it: a Room's doors unlocked or
locked (CR 709.5e–g), a face-down permanent turned face up (701.40b, 708.8) or a face-up
one turned face down (708.2a; I-110.6e), and the end of a manifest dread (701.62b), which
abilities wait for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.aspects import NOTHING, Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.values import room_of
from grimorio.rules.events.objects import cref, source_ref
from grimorio.rules.state.state import st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Unlock(Event):
    """CR 709.5e–g: a Room permanent gets (or, with ``lock``, loses) the unlock designation
    of one door. ``fully`` records whether it became fully unlocked (709.5i)."""

    __slots__ = ("door", "fully", "lock", "obj")
    writes = frozenset({Aspect.STATUS, Aspect.COUNTERS})

    def __init__(self, obj: int, door: int, rule: str, lock: bool = False) -> None:
        self.obj = obj
        self.door = door
        self.lock = lock
        self.rule = rule
        self.fully = False

    def possible(self, game: Kernel) -> bool:
        obj = st(game).objects.get(self.obj)
        if obj is None or obj.zone != BATTLEFIELD_KEY or not room_of(game, obj):
            return False  # CR 709.5c, 707.2: only a permanent that is a Room has doors
        return bool(obj.doors & (1 << self.door)) == self.lock

    def apply(self, game: Kernel) -> LogEntry | None:
        obj = st(game).objects[self.obj]
        bit = 1 << self.door
        self.fully = not self.lock and (obj.doors | bit) == 3
        obj.doors = obj.doors & ~bit if self.lock else obj.doors | bit
        st(game).faces += 1
        if not self.lock:  # CR 613.7a: the door's text applies from now on
            obj.stamps[f"door:{self.door}"] = st(game).new_timestamp()
        room = room_of(game, obj) or obj.card  # CR 707.2: a copy has its Room's doors
        door = source_ref(st(game), get(room).doors[self.door].key, obj.id)
        return LogEntry(self.rule, "lock" if self.lock else "unlock", (door, ("p", obj.controller)))


serializable(Unlock)


class TurnFaceUp(Event):
    """CR 701.40b, 708.8: the permanent is turned face up; its copiable values are its own
    again. It stays the same object: no "enters" abilities (708.8)."""

    __slots__ = ("obj",)
    writes = frozenset({Aspect.STATUS, Aspect.RECORDS})

    def __init__(self, obj: int, rule: str = "701.40b") -> None:
        self.obj = obj
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        obj = st(game).objects.get(self.obj)
        return obj is not None and obj.face_down

    def apply(self, game: Kernel) -> LogEntry | None:
        obj = st(game).objects[self.obj]
        obj.face_down = False
        st(game).faces += 1
        st(game).tally(f"turned_face_up:{obj.controller}")  # this turn's record (708.8)
        return LogEntry(self.rule, "turn_up", (("p", obj.controller), cref(st(game), obj.id)))


serializable(TurnFaceUp)


class TurnFaceDown(Event):
    """CR 708.2a; I-110.6e: a permanent is turned face down where it is. It stays the same
    object (no zone change, 400.7), keeping its status — tapped or untapped —, its counters
    and the effects that apply to it (110.5c, 708.8); its copiable values are the face-down
    values of its card's game (708.2a: a 2/2 creature; I-305.5: an Inferno resource), and
    who may look at it is that game's (708.5; I-305.2: nobody). A face-down permanent can't
    be turned face down: nothing happens (708.2b)."""

    __slots__ = ("obj",)
    writes = frozenset({Aspect.STATUS})

    def __init__(self, obj: int, rule: str = "708.2a") -> None:
        self.obj = obj
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        obj = st(game).objects.get(self.obj)
        return obj is not None and obj.zone == BATTLEFIELD_KEY and not obj.face_down

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        turned = cref(state, self.obj)  # by the name everyone saw it by: it was face up
        state.objects[self.obj].face_down = True
        state.faces += 1
        return LogEntry(self.rule, "turn_down", (turned,))


serializable(TurnFaceDown)


class DreadManifested(Event):
    """CR 701.62b: a player has manifested dread (for "whenever you manifest dread")."""

    __slots__ = ("graveyard", "manifested", "player")
    writes = NOTHING

    def __init__(self, player: int, manifested: tuple[int, ...], graveyard: tuple[int, ...]):
        self.player = player
        self.manifested = manifested
        self.graveyard = graveyard
        self.rule = "701.62b"

    def apply(self, game: Kernel) -> LogEntry | None:
        return LogEntry(self.rule, "dread", (("p", self.player),))


serializable(DreadManifested)


register_messages(
    {"turn_down": ("{0:El} se pone boca abajo.", "{0} is turned face down.")}  # CR 708.2a
)
