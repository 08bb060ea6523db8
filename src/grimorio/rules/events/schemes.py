"""Scheme cards in the command zone (CR 314, 701.32–701.33, 904.4): a player's scheme deck
is the face-down schemes they own there, in order — the last one is on top, as in a
library — and a scheme set in motion is turned face up where it is. Both games' events
module for them, since the triggers of the shared rules wait for them (``SetInMotion``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.rules.events.objects import cref
from grimorio.rules.state.state import MtgState, st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def scheme_deck(state: MtgState, player: int) -> list[int]:
    """CR 904.3–904.4: ``player``'s scheme deck, bottom first: the face-down schemes they
    own in the command zone."""
    return [
        oid
        for oid in state.zones[COMMAND_KEY]
        if state.objects[oid].owner == player and state.objects[oid].face_down
    ]


class SchemeSetInMotion(Event):
    """CR 701.32b, 904.9: ``player`` moves the top scheme of their scheme deck off it and
    turns it face up; ``obj`` is that scheme (0 until it happens: an empty deck sets
    nothing in motion).

    With ``scheme``, that scheme of theirs is set in motion "again" (701.32b): it is moved
    off the top of the scheme deck if it is there and turned face up if it isn't — a
    scheme already face up is set in motion without either."""

    __slots__ = ("obj", "player", "scheme")
    writes = frozenset({Aspect.OBJECTS, Aspect.STATUS, Aspect.HIDDEN})

    def __init__(self, player: int, rule: str = "701.32b", scheme: int = 0) -> None:
        self.player = player
        self.rule = rule
        self.obj = 0
        self.scheme = scheme

    def possible(self, game: Kernel) -> bool:
        state = st(game)
        if not self.scheme:
            return bool(scheme_deck(state, self.player))
        obj = state.objects.get(self.scheme)  # CR 314.5: one of theirs, in the command zone
        return obj is not None and obj.zone == COMMAND_KEY and obj.owner == self.player

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        self.obj = self.scheme or scheme_deck(state, self.player)[-1]
        obj = state.objects[self.obj]
        if obj.face_down:  # off the deck: face up, last in the zone
            zone = state.zones[COMMAND_KEY]
            zone.remove(self.obj)
            zone.append(self.obj)
            obj.face_down = False
            state.faces += 1  # its abilities now function (CR 904.8)
        return LogEntry(
            self.rule, "scheme.set_in_motion", (("p", self.player), cref(state, self.obj))
        )


serializable(SchemeSetInMotion)


class SchemeToBottom(Event):
    """CR 704.6e (a non-ongoing scheme, its abilities done), 701.33b (an ongoing scheme
    abandoned): the face-up scheme ``obj`` is turned face down and put on the bottom of its
    owner's scheme deck."""

    __slots__ = ("obj",)
    writes = frozenset({Aspect.OBJECTS, Aspect.STATUS, Aspect.HIDDEN})

    def __init__(self, obj: int, rule: str) -> None:
        self.obj = obj
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        obj = st(game).objects.get(self.obj)
        return obj is not None and obj.zone == COMMAND_KEY and not obj.face_down

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        entry = LogEntry(self.rule, "scheme.bottom", (cref(state, self.obj),))
        zone = state.zones[COMMAND_KEY]
        zone.remove(self.obj)
        zone.insert(0, self.obj)
        state.objects[self.obj].face_down = True
        state.faces += 1
        return entry


serializable(SchemeToBottom)


register_messages(
    {
        "scheme.set_in_motion": ("{0} pone en marcha {1:el}.", "{0} sets {1} in motion."),
        "scheme.bottom": (
            "{0:El} se pone boca abajo en el fondo del mazo de planes.",
            "{0} is put face down on the bottom of the scheme deck.",
        ),
    }
)
