"""Priority (CR 117): what a player may do when they have it, and passing.

Before a player receives priority, state-based actions are checked (117.5, 704.3). When all
players pass in succession the top of the stack resolves, or the step ends (117.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option
from grimorio.core.objects import GameObject
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import ActivatedAbility
from grimorio.mtg.casting import SPELL, Announce, How, alternative_costs, castable
from grimorio.mtg.characteristics import chars
from grimorio.mtg.events import LandPlayed, ZoneChange, cref, st
from grimorio.mtg.face_down import turn_up_options, turn_up_step
from grimorio.mtg.put_triggers import PutTriggers
from grimorio.mtg.rooms import unlock_options, unlock_step
from grimorio.mtg.sba import CheckSBA
from grimorio.mtg.stack import Resolve
from grimorio.mtg.zones import zkey

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

PASS = Option("pass", "opt.pass")
MAIN_STEPS = ("main1", "main2")


def sorcery_timing(game: Kernel, player: int) -> bool:
    """CR 307.1 / 117.1a: own main phase with an empty stack."""
    state = st(game)
    return state.active == player and state.step in MAIN_STEPS and not state.zones["stack"]


def can_play_land(game: Kernel, player: int) -> bool:
    """CR 305.2 / 116.2a: a special action — own main phase, empty stack, a land play left."""
    state = st(game)
    return sorcery_timing(game, player) and state.player(player).lands_played < state.land_plays


def legal_actions(game: Kernel, player: int) -> list[Option]:
    """Everything ``player`` may do with priority (CR 117.1), then passing (117.3d)."""
    state = st(game)
    options: list[Option] = []
    sorcery_ok = sorcery_timing(game, player)
    land_ok = can_play_land(game, player)
    for oid in state.zones[zkey("hand", player)]:
        obj = state.objects[oid]
        d = get(obj.card)
        if "land" in d.types:
            if land_ok:
                options.append(Option(f"play:{oid}", "opt.play", (cref(state, oid),)))
            continue
        fast = "instant" in d.types or "flash" in d.keywords  # CR 117.1a, 702.8a
        if fast or sorcery_ok:
            options += cast_options(game, player, obj)
    for oid in state.zones["battlefield"]:
        obj = state.objects[oid]
        if obj.controller != player:
            continue
        for i, ab in enumerate(chars(game, obj).abilities):
            if not isinstance(ab, ActivatedAbility):
                continue
            if ab.sorcery_speed and not sorcery_ok:  # CR 602.5d
                continue
            if castable(game, player, obj, How(ability=i)):
                options.append(
                    Option(f"activate:{oid}:{i}", "opt.activate", (cref(state, oid), i + 1))
                )
    if sorcery_ok:
        options += unlock_options(game, player)  # CR 116.2m, 709.5e
    options += turn_up_options(game, player)  # CR 116.2b, 701.40b: any time
    options.append(PASS)
    return options


def cast_options(game: Kernel, player: int, obj: GameObject) -> list[Option]:
    """The ways to cast a card (timing aside): each door of a Room (CR 709.3), and each
    alternative cost it offers (118.9) besides its mana cost."""
    state = st(game)
    d = get(obj.card)
    out: list[Option] = []
    if d.doors:
        for face, door in enumerate(d.doors):
            if castable(game, player, obj, How(face=face)):
                door_ref = ("c", door.key, obj.id)
                out.append(Option(f"cast:{obj.id}:{face}", "opt.cast", (door_ref,)))
        return out
    if castable(game, player, obj):
        out.append(Option(f"cast:{obj.id}", "opt.cast", (cref(state, obj.id),)))
    for alt in alternative_costs(d):
        if castable(game, player, obj, How(alt=alt)):
            way = ("m", f"alt.{alt}", ())
            out.append(Option(f"cast:{obj.id}:{alt}", "opt.cast_alt", (cref(state, obj.id), way)))
    return out


def how_cast(rest: str) -> tuple[int, How]:
    """The object and the way of casting an option "cast:<id>[:<door>|:<cost>]" names."""
    oid, _, way = rest.partition(":")
    if not way:
        return int(oid), SPELL
    if way.isdigit():
        return int(oid), How(face=int(way))
    return int(oid), How(alt=way)


@serializable
class Priority(Step):
    """A player receives priority (CR 117.3) after state-based actions are checked (117.5)."""

    __slots__ = ("checked",)

    def __init__(self) -> None:
        self.checked = False

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not self.checked:
            self.checked = True
            game.push(self, CheckSBA())
            return None
        if state.triggered:  # CR 117.5, 603.3: triggers go on the stack, then check again
            self.checked = False
            game.push(self, PutTriggers())
            return None
        return Decision(
            state.priority, "priority", tuple(legal_actions(game, state.priority)), "ask.priority"
        )

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        kind, _, rest = option.id.partition(":")
        player = state.priority
        if kind == "pass":
            state.passes += 1  # priority bookkeeping, not a change to the game (117.3d)
            alive = [p.index for p in state.players if not state.player(p.index).lost]
            if state.passes >= len(alive):
                state.passes = 0
                if state.zones["stack"]:  # CR 117.4: resolve the top, then AP has priority
                    state.priority = state.active  # CR 117.3b
                    game.push(Priority(), Resolve(state.zones["stack"][-1]))
                # else the step ends (CR 117.4; 500.2)
                return
            state.priority = alive[(alive.index(player) + 1) % len(alive)]
            game.push(Priority())
            return
        state.passes = 0
        state.cause = -1  # what the player does now is their own choice
        game.push(Priority())  # CR 117.3c: the player receives priority again afterwards
        if kind == "play":
            oid = int(rest)
            game.emit(LandPlayed(player))
            game.emit(ZoneChange(oid, "battlefield", "305.1", "play_land"))
        elif kind == "cast":
            oid, how = how_cast(rest)
            game.push(Announce(player, oid, how))
        elif kind == "activate":
            source, index = rest.split(":")
            game.push(Announce(player, int(source), How(ability=int(index))))
        elif kind == "unlock":
            source, door = rest.split(":")
            game.push(unlock_step(game, player, int(source), int(door)))
        elif kind == "turn_up":
            game.push(turn_up_step(player, int(rest), state.objects[int(rest)].card))
