"""Effects that unlock or lock doors of Rooms (CR 709.5f–g): "unlock a locked door of target
Room you control", "lock or unlock a door of target Room you control".

The Room's controller chooses a door that can be: a locked one to unlock, an unlocked one
to lock. A door that is already unlocked can't be chosen to be unlocked (nor a locked one to
be locked); with no such door the effect does nothing (the release notes' general notes on
Rooms). Unlocking this way triggers "when you unlock this door" (709.5h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.values import room_of
from grimorio.rules.events.objects import source_ref
from grimorio.rules.events.status import Unlock
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.state.objects import MagicObject


@handles(*(gx.UnlockDoor,))
def perform_door(game: Kernel, ctx: Ctx, e: gx.UnlockDoor) -> list[Step]:
    """CR 709.5f–g: one choice of door for each Room picked — or, for "a door of a Room
    you control" (``one_of``), one door among them all."""
    state = st(game)
    rooms = [
        r
        for r in objects(game, ctx, e.what)
        if state.objects[r].zone == BATTLEFIELD_KEY and room_of(game, state.objects[r])
    ]
    if e.one_of:
        return [ChooseDoor(ctx.controller, rooms[0], e.lock, tuple(rooms[1:]))] if rooms else []
    return [ChooseDoor(state.objects[r].controller, r, e.lock) for r in rooms]


class ChooseDoor(Step):
    """The Room's controller chooses the door to unlock (or lock)."""

    __slots__ = ("lock", "others", "player", "room")

    def __init__(
        self, player: int, room: int, lock: bool | None, others: tuple[int, ...] = ()
    ) -> None:
        self.player = player
        self.room = room
        self.lock = lock
        self.others = others  # "a door of a Room you control": the other Rooms' doors too

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        here = [
            state.objects[r]
            for r in (self.room, *self.others)
            if r in state.objects and state.objects[r].zone == BATTLEFIELD_KEY
        ]
        if not here:
            return None
        obj = here[0]
        opts: list[Option] = [o for one in here for o in self._doors(game, one)]
        if not opts:  # every door already is as the effect would make it: nothing happens
            game.note(
                "709.5g" if self.lock else "709.5f",
                "door.none",
                source_ref(state, obj.card, obj.id),
            )
            return None
        if len(opts) == 1:
            self._do(game, opts[0])
            return None
        if len(here) > 1:  # "a door of a Room you control": the doors of them all
            return Decision(self.player, DecisionKind.DOOR, tuple(opts), "ask.door_any")
        return Decision(
            self.player,
            DecisionKind.DOOR,
            tuple(opts),
            "ask.door",
            (source_ref(state, obj.card, obj.id),),
        )

    def _doors(self, game: Kernel, obj: MagicObject) -> list[Option]:
        state = st(game)
        opts: list[Option] = []
        room = room_of(game, obj)  # CR 707.2: the doors of the Room it is a copy of, if any
        for n, door in enumerate(get(room).doors if room else ()):
            unlocked = bool(obj.doors & (1 << n))
            args = (source_ref(state, door.key, obj.id),)
            if unlocked and self.lock is not False:
                opts.append(Option(f"lock:{obj.id}:{n}", "opt.lock", args))
            if not unlocked and self.lock is not True:
                opts.append(Option(f"unlock:{obj.id}:{n}", "opt.unlock_door", args))
        return opts

    def answer(self, game: Kernel, option: Option) -> None:
        self._do(game, option)

    def _do(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)  # "unlock:<room>:<door>" or "lock:<room>:<door>"
        lock = opt.verb == "lock"
        game.emit(Unlock(opt.num(0), opt.num(1), "709.5g" if lock else "709.5f", lock=lock))


serializable(ChooseDoor)


register_messages(
    {
        "opt.lock": ("Cerrar {0}", "Lock {0}"),
        "opt.unlock_door": ("Abrir {0}", "Unlock {0}"),
        "ask.door": ("Elige una puerta de {0:el}.", "Choose a door of {0}."),
        "ask.door_any": (
            "Elige una puerta de una Sala que controlas.",
            "Choose a door of a Room you control.",
        ),
        "door.none": (
            "{0:El} no tiene ninguna puerta que pueda cambiar: no sucede nada.",
            "{0} has no door that can change: nothing happens.",
        ),
    }
)
