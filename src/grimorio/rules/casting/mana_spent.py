"""The amount of mana spent to cast a spell (CR 601.2h): the mana its cost was paid with —
from the pool and from mana abilities, restricted mana too (106.6), but not a creature
tapped to convoke (702.51a: it pays without adding mana) nor life paid for Phyrexian mana
(107.4f).

It is recorded on the spell (its ``paid`` tags: ``"spent:N"``) only in a game where some
card asks (``grimorio.dsl.mana_abilities.asks_mana_spent``): a game without such a card
records — and saves — nothing new.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.dsl.mana_abilities import asks_mana_spent
from grimorio.dsl.mana_triggers import MANA_SPENT
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def mana_spent(pool_used: tuple[int, ...], taps: tuple[tuple[int, int, str], ...]) -> int:
    """CR 601.2h: how much mana a payment spent — what the pool paid, one for each
    restricted mana from the pool (106.6), and what each mana ability activated paid (the
    upper-case part of its colours: the rest stayed in the pool, 106.4); none for convoke."""
    total = sum(pool_used)
    for oid, ability, color in taps:
        if oid < 0:
            total += 1
        elif ability >= 0:
            total += sum(1 for c in color if c.isupper())
    return total


def spent_tags(
    game: Kernel, pool_used: tuple[int, ...], taps: tuple[tuple[int, int, str], ...]
) -> tuple[str, ...]:
    """The ``paid`` tag recording the mana spent to cast a spell, in a game where a card asks
    (none otherwise)."""
    if not any(map(_asks, {o.card for o in st(game).objects.values()})):
        return ()
    return (f"{MANA_SPENT}{mana_spent(pool_used, taps)}",)


def spent_of(paid: tuple[str, ...]) -> int | None:
    """The amount of mana spent a spell's ``paid`` tags record (None: not recorded)."""
    for tag in paid:
        if tag.startswith(MANA_SPENT):
            return int(tag[len(MANA_SPENT) :])
    return None


@functools.cache
def _asks(card: str) -> bool:
    return asks_mana_spent(get(card))
