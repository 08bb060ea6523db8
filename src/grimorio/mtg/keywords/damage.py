"""Keywords that change combat damage: first strike and double strike (CR 702.7, 702.4),
deathtouch (702.2), trample (702.19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.keyword_names import Keyword
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.objects import MagicObject

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def strikes_first(game: Kernel, obj: MagicObject) -> bool:
    kw = chars(game, obj).keywords
    return Keyword.FIRST_STRIKE in kw or Keyword.DOUBLE_STRIKE in kw


def deals_damage_in_step(
    game: Kernel, obj: MagicObject, first: bool, dealt: tuple[int, ...]
) -> bool:
    """CR 510.4: in the first-strike step only first and double strikers deal damage; in
    the second, those that didn't deal first-strike damage, and double strikers."""
    kw = chars(game, obj).keywords
    if first:
        return Keyword.FIRST_STRIKE in kw or Keyword.DOUBLE_STRIKE in kw
    return obj.id not in dealt or Keyword.DOUBLE_STRIKE in kw


def lethal(game: Kernel, source: MagicObject, blocker: MagicObject, assigned: int = 0) -> int:
    """Lethal damage for assignment (CR 510.1c-d, 702.19b): toughness minus damage already
    marked and already assigned; any nonzero amount from deathtouch is lethal (702.2c)."""
    c = chars(game, blocker)
    need = max(0, (c.toughness or 0) - blocker.damage - assigned)
    if Keyword.DEATHTOUCH in chars(game, source).keywords:
        return min(need, 1)
    return need


def tramples(game: Kernel, obj: MagicObject) -> bool:
    return Keyword.TRAMPLE in chars(game, obj).keywords
