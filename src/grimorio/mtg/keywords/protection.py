"""Protection (CR 702.16): "protection from [quality]" — DEBT: it can't be Damaged (damage
from such sources is prevented, 702.16e), Enchanted or Equipped by them (702.16c–d, checked
as state-based actions 704.5m–n), Blocked by such creatures (702.16f) or Targeted by
spells or abilities from them (702.16b). The ability is ``dsl.abilities.Protection``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.abilities import Protection
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import Chars, chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def protected_from(
    game: Kernel, obj: MagicObject, source: MagicObject | None, source_chars: Chars | None = None
) -> bool:
    """Has ``obj`` protection from ``source`` (an object, or its last known ``source_chars``
    when it is gone)?"""
    if source is None:
        return False
    c = chars(game, obj)
    if not c.abilities:
        return False
    qualities = [ab for ab in c.abilities if isinstance(ab, Protection)]
    if not qualities:
        return False
    sc = source_chars or chars(game, source)
    for ab in qualities:
        if fits(ab.quality, sc, source, c.controller, obj.id):
            ability_use.record(obj.card, ab)
            return True
    return False


def protected_target(game: Kernel, ref: int, source: int | None) -> bool:
    """CR 702.16b: ``ref`` can't be the target of a spell or ability from ``source``."""
    if ref < 0 or source is None:
        return False
    objects = st(game).objects
    obj, src = objects.get(ref), objects.get(source)
    return obj is not None and obj.zone == BATTLEFIELD_KEY and protected_from(game, obj, src)
