"""Abilities that shield an object from the sources of some quality: Magic's protection (CR
702.16, ``dsl.abilities.Protection``) and Inferno's *inmune* (I-702.21,
``dsl.abilities.Immune``). Each game says what its shield forbids; both ask the same two
questions here: is this object shielded from that source, and may that source target it?"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.abilities import Immune, Protection
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import Chars, chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

Shield = type[Protection] | type[Immune]


def shielded(
    game: Kernel,
    obj: MagicObject,
    source: MagicObject | None,
    kind: Shield,
    source_chars: Chars | None = None,
) -> bool:
    """Has ``obj`` a shield of ``kind`` whose quality ``source`` has (an object, or its last
    known ``source_chars`` when it is gone)? CR 702.16a, I-702.21a–c: each instance is
    checked on its own."""
    if source is None:
        return False
    c = chars(game, obj)
    found = [ab for ab in c.abilities if isinstance(ab, kind)]
    if not found:
        return False
    sc = source_chars or chars(game, source)
    for ab in found:
        if fits(ab.quality, sc, source, c.controller, obj.id):
            ability_use.record(obj.card, ab)
            return True
    return False


def shielded_target(game: Kernel, ref: int, source: int | None, kind: Shield) -> bool:
    """CR 702.16b, I-702.21b: the permanent ``ref`` can't be the target of a spell or
    ability from ``source``."""
    if ref < 0 or source is None:
        return False
    objects = st(game).objects
    obj, src = objects.get(ref), objects.get(source)
    return obj is not None and obj.zone == BATTLEFIELD_KEY and shielded(game, obj, src, kind)
