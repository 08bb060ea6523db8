"""A player leaving a game of more than two players, which goes on without them (CR 800.4a;
I-800.1, I-800.3a): both games' rule, done as soon as the player has lost — not a
state-based action, though each game calls it from its check of them.

Every object the player owns leaves the game (it is no longer anywhere: CR 800.4a), the
spells and abilities they control on the stack cease to exist, the effects that gave them
control of objects end, and the triggered abilities they would control are not put on the
stack (800.4f; I-800.3c); then what they still control is exiled. Priority, if theirs,
passes to the next player in turn order. What followed the objects that left — an
attachment, a duration "for as long as" one stays — follows as always (the state-based
actions, 611.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.continuous import GainControl
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import ControlChange, ZoneChange, remove_from_combat
from grimorio.rules.state import zones
from grimorio.rules.state.state import left_game, st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class PlayerLeaves(Event):
    """CR 800.4a; I-800.3a: ``player`` leaves the game, and what is theirs with them."""

    __slots__ = ("player",)
    writes = frozenset(
        {
            Aspect.OBJECTS,
            Aspect.HIDDEN,
            Aspect.EFFECTS,
            Aspect.TRIGGERS,
            Aspect.COMBAT,
            Aspect.STATUS,
            Aspect.PLAYERS,
        }
    )

    def __init__(self, player: int, rule: str = "800.4a") -> None:
        self.player = player
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        p = self.player
        gone = [
            oid
            for oid, obj in state.objects.items()
            if obj.owner == p or (obj.zone == STACK_KEY and obj.controller == p)
        ]
        for oid in gone:
            zones.remove(state, oid)
            if state.combat is not None:
                remove_from_combat(state.combat, oid)
        state.effects = [
            e
            for e in state.effects
            if not (e.controller == p and any(isinstance(x, GainControl) for x in e.parts))
        ]
        state.triggered = [t for t in state.triggered if t.controller != p]
        if state.priority == p:  # to the next player still in the game in turn order
            following = state.after(p)
            state.priority = p if following is None else following
        return LogEntry(self.rule, "player.leaves", (("p", p),))


serializable(PlayerLeaves)


def leave_lost_players(game: Kernel, rule: str = "800.4a") -> bool:
    """CR 800.4a; I-800.3a: in a game of more than two players still going on, each player
    who has lost and still owns something leaves; what they still control is then exiled.
    Did anyone leave?"""
    state = st(game)
    if not state.multiplayer or state.result is not None:
        return False
    left = False
    for p in range(len(state.players)):
        if not state.player(p).lost or not any(o.owner == p for o in state.objects.values()):
            continue  # still in the game, or already gone with all that was theirs
        game.emit(PlayerLeaves(p, rule))
        kept = [
            oid
            for oid in state.zones[BATTLEFIELD_KEY]
            if chars(game, state.objects[oid]).controller == p
        ]
        game.emit_all([ZoneChange(oid, Zone.EXILE, rule, "exile") for oid in kept])
        left = True
    return left


def exile_returned_to_left(game: Kernel, events: list[Event]) -> None:
    """CR 800.4c: when an effect that gave a player still in the game control of a
    permanent ends and its controller by default has left the game, it is exiled — at once,
    not as a state-based action (the control change back, 613.1b, is the sign of it)."""
    state = st(game)
    back = [
        e.obj
        for e in events
        if isinstance(e, ControlChange)
        and left_game(state, e.player)
        and e.obj in state.objects
        and state.objects[e.obj].zone == BATTLEFIELD_KEY
    ]
    if back:
        game.emit_all([ZoneChange(oid, Zone.EXILE, "800.4c", "exile") for oid in back])


register_messages(
    {
        "player.leaves": (
            "{0} deja la partida, y con ello todo lo que es suyo.",
            "{0} leaves the game, and all that is theirs with them.",
        ),
        "turn.passes_over": (
            "El turno de {0} no empieza: ha dejado la partida.",
            "{0}'s turn doesn't begin: they have left the game.",
        ),
    }
)
