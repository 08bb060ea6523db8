"""Blitz (CR 702.152): "Blitz [cost]" is three abilities (702.152a).

* "You may cast this spell by paying [cost] rather than its mana cost": an alternative cost
  offered wherever the card may be cast (``rules/casting/keyword_costs.py``, ``"blitz"``).
* "As long as this permanent's blitz cost was paid, it has haste and 'When this permanent is
  put into a graveyard from the battlefield, draw a card'": a static ability of the card
  (``dsl.casting_abilities.BLITZ_HASTE``) — the draw on any death, not only the sacrifice
  (release notes); a copy of it was not cast, so it has neither (707.2, release notes).
* "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the
  beginning of the next end step": a static ability that works on the stack and makes a
  delayed triggered ability as the permanent enters (608.3g) — here, as the spell that was
  cast for its blitz cost enters (:func:`blitz_entered`). Only that permanent is
  sacrificed: one that left and came back is a new object (400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.dsl.casting_abilities import BLITZ, BLITZ_SACRIFICE
from grimorio.dsl.casting_keywords import Blitz
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.events.stack import DelayedBegins
from grimorio.rules.state.state import DelayedTrigger, st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def blitz_entered(game: Kernel, ev: ZoneChange) -> None:
    """CR 702.152a, 608.3g: a spell cast for its blitz cost has become a permanent: the
    delayed ability that sacrifices it at the beginning of the next end step begins."""
    obj = st(game).objects.get(ev.new_id)
    if obj is None or obj.cast_as != BLITZ:
        return
    if not any(isinstance(a, Blitz) for a in get(obj.card).abilities):
        return
    delayed = DelayedTrigger(BLITZ_SACRIFICE, obj.id, obj.card, obj.controller, (obj.id,))
    game.emit(DelayedBegins(delayed, "702.152a"))
