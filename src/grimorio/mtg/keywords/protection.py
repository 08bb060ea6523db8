"""Protection (CR 702.16): "protection from [quality]" — DEBT: it can't be Damaged (damage
from such sources is prevented, 702.16e), Enchanted or Equipped by them (702.16c–d, checked
as state-based actions 704.5m–n), Blocked by such creatures (702.16f) or Targeted by
spells or abilities from them (702.16b). The ability is ``dsl.abilities.Protection``; the
questions are shared with Inferno's *inmune* (``rules/characteristics/shields.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.abilities import Protection
from grimorio.rules.characteristics.chars import Chars
from grimorio.rules.characteristics.shields import shielded, shielded_target
from grimorio.rules.state.objects import MagicObject

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def protected_from(
    game: Kernel, obj: MagicObject, source: MagicObject | None, source_chars: Chars | None = None
) -> bool:
    """Has ``obj`` protection from ``source`` (an object, or its last known ``source_chars``
    when it is gone)?"""
    return shielded(game, obj, source, Protection, source_chars)


def protected_target(game: Kernel, ref: int, source: int | None) -> bool:
    """CR 702.16b: ``ref`` can't be the target of a spell or ability from ``source``."""
    return shielded_target(game, ref, source, Protection)
