"""Rooms (CR 709.5): unlocking and locking doors.

A Room is one card with two doors (``CardDef.doors``); which doors of a Room permanent are
unlocked is its unlock designations (``MagicObject.doors``, 709.5c), and its characteristics
are those of its unlocked doors
(``grimorio.rules.characteristics.values.room_values``). A player who controls a Room may
unlock a locked door by paying its mana cost — a special action, any time they have priority
in their main phase with an empty stack (116.2m, 709.5e). Effects unlock or lock doors too
(709.5f–g). "When you unlock this door" and "whenever you fully
unlock a Room" trigger on :class:`Unlock` (and on a Room entering with its cast door
unlocked, 709.5d, 709.5h); see ``grimorio.rules.pipeline.triggers``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import CostModifier
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.casting.payment import PayMana, payable
from grimorio.rules.casting.restricted_mana import UNLOCK
from grimorio.rules.characteristics.values import room_of
from grimorio.rules.events.objects import source_ref
from grimorio.rules.events.status import Unlock
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def door_key(room: str, door: int) -> str:
    return get(room).doors[door].key


def locked_doors(game: Kernel, obj_id: int) -> list[int]:
    """The locked doors of a permanent: of the Room its copiable values are (CR 709.5, 707.2
    — a copy of a Room has its doors, a Room that became a copy of a creature has none)."""
    obj = st(game).objects[obj_id]
    room = room_of(game, obj)
    doors = get(room).doors if room else ()
    return [n for n in range(len(doors)) if not obj.doors & (1 << n)]


def unlock_cost(game: Kernel, player: int, room: int, door: int) -> ManaCost:
    """CR 709.5e: the door's mana cost — of the Room the permanent's copiable values are
    (707.2) —, changed by effects on unlock costs (601.2f)."""
    state = st(game)
    cost = get(room_of(game, state.objects[room])).doors[door].mana_cost or ManaCost()
    for oid, _n, ab in abilities_in_play(game, CostModifier):
        if ab.action == "unlock" and state.objects[oid].controller == player:
            cost = cost.plus(ab.generic)
            ability_use.record(state.objects[oid].card, ab)
    return cost


def unlock_options(game: Kernel, player: int) -> list[Option]:
    """CR 116.2m: the doors ``player`` may unlock now (the caller checks the timing)."""
    state = st(game)
    out: list[Option] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller != player or obj.face_down:
            continue
        room = room_of(game, obj)
        if not room:
            continue
        for door in locked_doors(game, oid):
            if payable(game, player, unlock_cost(game, player, oid, door), purpose=UNLOCK):
                args = (source_ref(state, door_key(room, door), oid),)
                out.append(Option(f"unlock:{oid}:{door}", "opt.unlock", args))
    return out


def unlock_step(game: Kernel, player: int, room: int, door: int) -> Step:
    """The special action: pay the unlock cost, then the door unlocks (CR 709.5e)."""
    then = UnlockNow(room, door)
    cost = unlock_cost(game, player, room, door)
    return then if cost.is_free() else PayMana(player, cost, "709.5e", then, UNLOCK)


class UnlockNow(Step):
    """The cost is paid: the door unlocks (a player's own action, CR 116.2m)."""

    __slots__ = ("door", "room")

    def __init__(self, room: int, door: int) -> None:
        self.room = room
        self.door = door

    def run(self, game: Kernel) -> Decision | None:
        game.emit(Unlock(self.room, self.door, "709.5e"))
        return None


serializable(UnlockNow)


register_messages(
    {
        "unlock": ("{1} abre {0}.", "{1} unlocks {0}."),
        "lock": ("{1} cierra {0}.", "{1} locks {0}."),
        "opt.unlock": ("Abrir {0} (pagar su coste)", "Unlock {0} (pay its cost)"),
        "opt.cast_alt": ("Lanzar {0} por su coste de {1}", "Cast {0} for its {1} cost"),
        "alt.impending": ("inminente", "impending"),
    }
)
