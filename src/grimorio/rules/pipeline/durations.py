"""Keeping continuous effects true after every event.

* Durations (CR 611.2a–b): "until your next turn" ends when that turn begins; "for as long
  as ..." ends when its condition stops holding, and never starts again. Effects whose
  objects are all gone end quietly (they can never apply again, CR 400.7).
* Control (CR 613.1b): when the layers say a permanent has a new controller, the change
  happens as an event, with its consequences (302.6, 506.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect, reads
from grimorio.core.engine import Event
from grimorio.dsl.abilities import Static
from grimorio.dsl.continuous import CopyOf, GainControl, Grant
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import board_read, chars
from grimorio.rules.characteristics.values import printed
from grimorio.rules.events.game import (
    CombatChange,
    EmptyPools,
    EndEffects,
    FirstStrikeDealt,
    GameEnds,
    LandPlayed,
    LifeChange,
    ManaChange,
    PlayerLoses,
    SetCombat,
    StepBegins,
    TurnBegins,
)
from grimorio.rules.events.objects import ControlChange, Draw, Shuffle
from grimorio.rules.events.records import TurnPassesOver
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


# Events that change nothing the layer system reads (see ``reach.signature``): after them
# no permanent's controller can have changed.
UNREAD = (
    Draw,
    Shuffle,
    LifeChange,
    ManaChange,
    EmptyPools,
    StepBegins,
    SetCombat,
    CombatChange,
    FirstStrikeDealt,
    LandPlayed,
    PlayerLoses,
    GameEnds,
)


def keep_effects_true(game: Kernel, event: Event) -> None:
    """After each event: end effects whose duration is over, then apply control changes."""
    if st(game).effects:
        _end_effects(game, event)
    if not isinstance(event, UNREAD):
        _apply_control(game)


class _Settled:
    """When the controllers the layers give last agreed with the permanents' own (CR
    613.1b): the stamp (``Kernel.stamp``) of what the layer system read then
    (``board_read``), or -1. Each permanent's controller through the layers and its own
    controller (STATUS, which the layer system always reads) are functions of those
    aspects, so while none is written they still agree and there is nothing to apply."""

    __slots__ = ("stamp",)

    def __init__(self) -> None:
        self.stamp = -1


def _apply_control(game: Kernel) -> None:
    """CR 613.1b: a permanent whose controller through the layers is not its controller
    changes control (an event, with its consequences). Looked at only when control may
    change at all, and not again while nothing the layers read has been written since they
    last agreed (:class:`_Settled`)."""
    if not _may_change_control(game):
        return
    settled = game.remembered("control_settled", None, _Settled)
    if settled.stamp >= 0 and settled.stamp == game.stamp(board_read(game)[1]):
        return
    state = st(game)
    changed = False
    for oid in list(state.zones[BATTLEFIELD_KEY]):
        obj = state.objects.get(oid)
        if obj is None or obj.zone != BATTLEFIELD_KEY:
            continue  # gone while the others changed control (a player leaving, CR 800.4a)
        controller = chars(game, obj).controller
        if controller != obj.controller:
            game.emit(ControlChange(oid, controller))
            changed = True
    if not changed:
        settled.stamp = game.stamp(board_read(game)[1])


def _end_effects(game: Kernel, event: Event) -> None:
    """CR 611.2a–b: effects whose duration is over end."""
    state = st(game)
    ended: list[int] = []
    gone: list[int] = []
    for n, e in enumerate(state.effects):
        source = state.objects.get(e.source_id) if e.source_id is not None else None
        on_battlefield = source is not None and source.zone == BATTLEFIELD_KEY
        if e.until == "your_next_turn":  # or as it would have begun (800.4m)
            over = (isinstance(event, TurnBegins) and state.active == e.controller) or (
                isinstance(event, TurnPassesOver) and event.player == e.controller
            )
        elif e.until == "next_end_step":  # "until the beginning of the next end step"
            over = isinstance(event, StepBegins) and event.step == "end"
        elif e.until == "end_of_combat":  # CR 511.3: "this combat" ends with the phase
            over = isinstance(event, SetCombat) and not event.active
        elif e.until == "while_source":
            over = not on_battlefield
        elif e.until == "while_controlled":
            over = not on_battlefield or source is None or source.controller != e.controller
        else:
            over = False
        if over:
            ended.append(n)
        elif not any(i in state.objects for i in e.affected):
            gone.append(n)
    if ended:
        game.emit(EndEffects("duration", "611.2b", tuple(ended + gone)))
    elif gone:
        game.emit(EndEffects("gone", "400.7", tuple(gone)))


def _may_change_control(game: Kernel) -> bool:
    """Is there a control-changing effect around (printed on a permanent, made by a
    resolved spell, granted or copied), or a permanent under the control of someone other
    than who put it there (whose control effect may have ended)? Kept while what is on the
    battlefield, its controllers and the effects are unchanged (OBJECTS, STATUS, EFFECTS)."""
    return game.kept("may_change_control", _CONTROL_READ, lambda: _control_around(game))


_CONTROL_READ = reads(Aspect.OBJECTS, Aspect.STATUS, Aspect.EFFECTS)


def _control_around(game: Kernel) -> bool:
    return _control_effects(game) or _controlled_by_another(game)


def _control_effects(game: Kernel) -> bool:
    """Worked out again only when the permanents or the effects are not the same (an
    object's card never changes where it is; an effect's parts never change)."""
    state = st(game)
    battlefield = tuple(state.zones[BATTLEFIELD_KEY])
    effects = tuple(state.effects)

    def compute() -> bool:
        objects = state.objects
        return any(_card_controls(objects[i].card) for i in battlefield) or any(
            isinstance(p, GainControl)
            or (isinstance(p, Grant) and _controls(p.abilities))
            or (isinstance(p, CopyOf) and _controls(p.values.abilities))
            for e in effects
            for p in e.parts
        )

    return game.remembered("control_effects", (battlefield, effects), compute)


def _controlled_by_another(game: Kernel) -> bool:
    state = st(game)
    objects = state.objects
    return any(
        objects[i].controller != objects[i].base_controller for i in state.zones[BATTLEFIELD_KEY]
    )


def _card_controls(card: str) -> bool:
    flag = _CARD_CONTROLS.get(card)
    if flag is None:
        flag = _CARD_CONTROLS[card] = _controls(printed(card).abilities)
    return flag


_CARD_CONTROLS: dict[str, bool] = {}


def _controls(abilities: tuple[object, ...]) -> bool:
    return any(
        isinstance(a, Static) and any(isinstance(p, GainControl) for p in a.parts)
        for a in abilities
    )
