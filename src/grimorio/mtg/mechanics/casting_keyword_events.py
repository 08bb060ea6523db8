"""What the casting keywords' rules do after each group of events (the rules object's
``after_events``, CR 603.2): a first card drawn with miracle may be revealed (702.94a);
suspend's abilities in exile trigger at their owner's upkeep and when a card's last time
counter is removed (702.62a); a permanent that was a spell cast for its blitz cost gets
its delayed sacrifice (702.152a, 608.3g). Each looks only at the events of its kind: a game
without such cards pays a type check per event. (Beside the mechanics, not in ``casting/``:
nothing a check of castability runs reaches it.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.zones import Zone
from grimorio.mtg.casting.blitz import blitz_entered
from grimorio.mtg.casting.miracle import miracle_draws
from grimorio.mtg.casting.suspend import TIME, last_counter_removed, suspended_upkeep
from grimorio.rules.events.game import StepBegins
from grimorio.rules.events.objects import CounterChange, Draw, ZoneChange

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel


def casting_keyword_events(game: Kernel, events: list[Event]) -> None:
    """See the module's text."""
    drew = False
    for ev in events:
        kind = type(ev)
        if kind is Draw:
            drew = True
        elif kind is ZoneChange:
            assert isinstance(ev, ZoneChange)
            if ev.to == Zone.BATTLEFIELD and ev.from_zone == Zone.STACK:
                blitz_entered(game, ev)
        elif kind is CounterChange:
            assert isinstance(ev, CounterChange)
            if ev.kind == TIME and ev.delta < 0:
                last_counter_removed(game, ev)
        elif kind is StepBegins:
            assert isinstance(ev, StepBegins)
            if ev.step == "upkeep":
                suspended_upkeep(game)
    if drew:
        miracle_draws(game, events)
