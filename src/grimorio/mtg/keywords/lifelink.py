"""Lifelink (CR 702.15): damage dealt by a source with lifelink causes its controller to gain
that much life (702.15b, 120.3f).

The life is gained in a life-gain event of its own, one for each source: several sources
with lifelink dealing damage at the same time cause separate life-gain events (702.15e),
while one source dealing damage to several creatures and players at once causes one
(release notes of Leyline of Hope). So replacement effects such as "if you would gain life,
you gain that much life plus 1 instead" (119.10) apply once per source, and "whenever you
gain life" triggers once per source. The event follows the damage at once — no player gets
priority, no state-based action is checked in between — and it is the damage actually dealt
(after prevention, 615) that is gained.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.rules.events.game import Damage, LifeChange

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def lifelink_gains(game: Kernel, events: list[Event]) -> None:
    """CR 702.15b, 702.15e: after damage is dealt, each lifelink source's controller gains
    the total it dealt, one event per source."""
    totals: dict[tuple[int, int], int] = {}
    for ev in events:
        if isinstance(ev, Damage) and ev.lifelink and ev.amount > 0:
            key = (ev.source, ev.controller)
            totals[key] = totals.get(key, 0) + ev.amount
    if totals:
        game.emit_all([LifeChange(p, n, "702.15b") for (_src, p), n in totals.items()])
