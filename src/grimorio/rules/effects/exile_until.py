"""Exile "until this leaves the battlefield" (CR 610.3).

A one-shot effect that exiles an object "until" an event happens creates, immediately after
that event, a second one-shot effect that returns the object to the zone it came from
(610.3): the cards come back to the battlefield under their owners' control (610.3c), all
at once if several were exiled this way (610.3d). It is not a triggered ability: nothing
goes on the stack and nothing can respond between the source leaving and the return.

* If the source has already left the battlefield when the exiling effect would happen, the
  object isn't exiled (610.3a–b; the release notes of Trapped in the Screen, Sheltered by
  Ghosts).
* What returns is a new object (400.7): Auras that were attached go to the graveyard with
  the state-based actions (704.5m), counters are gone, and a token exiled this way has
  ceased to exist (704.5d) and never returns.

The exiled cards are remembered on the source under ``UNTIL`` (as linked abilities remember
theirs, 607.2a); :func:`return_exiled` runs after every group of events (``MagicRules``),
and looks only at objects that left the battlefield, one dictionary lookup each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl import effects as fx
from grimorio.dsl.zones import BATTLEFIELD_KEY, EXILE_KEY, Zone
from grimorio.rules.events.objects import Link, ZoneChange, source_ref
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

UNTIL = "until_leaves"


def exile_until_leaves(game: Kernel, ctx: Ctx, e: fx.Exile) -> None:
    """CR 610.3: exile what ``e`` picks until the source leaves the battlefield."""
    state = st(game)
    src = state.objects.get(ctx.source)
    if src is None or src.zone != BATTLEFIELD_KEY:  # CR 610.3a–b: the event already happened
        game.note("610.3b", "exile_until.gone", source_ref(state, ctx.source_card, ctx.source))
        return
    moved = game.emit_all(
        [ZoneChange(r, Zone.EXILE, "610.3", "exile") for r in objects(game, ctx, e.what)]
    )
    ids = tuple(
        m.new_id
        for m in moved
        if isinstance(m, ZoneChange) and m.to == Zone.EXILE and m.new_id in state.objects
    )
    game.emit(Link(f"{ctx.source}:{UNTIL}", ids))
    if e.link:  # CR 607.2a
        game.emit(Link(f"{ctx.source}:{e.link}", ids))


def return_exiled(game: Kernel, events: list[Event]) -> None:
    """CR 610.3, 610.3c–d: the cards a permanent exiled "until it leaves the battlefield"
    return under their owners' control as soon as it has left, all at once."""
    state = st(game)
    if not state.linked:
        return
    back: list[Event] = []
    for ev in events:
        if not (isinstance(ev, ZoneChange) and ev.from_zone == Zone.BATTLEFIELD):
            continue
        key = f"{ev.obj}:{UNTIL}"
        ids = state.linked.get(key)
        if ids is None:
            continue
        game.emit(Link(key, (), reset=True))
        for r in ids:
            obj = state.objects.get(r)
            if obj is not None and obj.zone == EXILE_KEY and not obj.token:
                back.append(ZoneChange(r, Zone.BATTLEFIELD, "610.3c", "return_exiled"))
    if back:
        game.emit_all(back)


register_messages(
    {
        "exile_until.gone": (
            "{0:El} ya dejó el campo de batalla: no se exilia nada.",
            "{0} has already left the battlefield: nothing is exiled.",
        ),
        "zone.return_exiled": (
            "{0:El} regresa al campo de batalla bajo el control de su propietario.",
            "{0} returns to the battlefield under its owner's control.",
        ),
    }
)
