"""Effects of the card vocabulary about counters (CR 122): putting (122.1, 122.6), removing,
moving (122.5) and doubling them; one counter of a kind the controller chooses (122.6);
"put those counters" — as many of each kind as an object last had (122.6, 608.2h); and
distributing counters among targets, divided as the spell or ability goes on the stack
(601.2d) and given out on resolution to the targets still legal (608.2b).

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.rules.effects.lasting``, ``grimorio.rules.effects.choices`` and
``grimorio.rules.casting.division``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import YOU, Selector, Target
from grimorio.dsl.values import Amount

if TYPE_CHECKING:
    pass


@dataclass(frozen=True, slots=True)
class PutCounters:
    """CR 122.1, 122.6: put ``amount`` counters of ``kind`` on each object picked."""

    kind: str
    amount: Amount = 1
    what: Selector = YOU


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """CR 122: remove up to ``amount`` counters of ``kind`` from each object picked."""

    kind: str
    amount: Amount = 1
    what: Selector = YOU


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """CR 122.5: move ``amount`` (None: all) counters of ``kind`` from the first object
    ``source`` picks onto the first object ``to`` picks — or none at all if it can't."""

    kind: str
    source: Selector
    to: Selector
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class DoubleCounters:
    """Put on each object picked as many counters of ``kind`` (every kind if None) as it
    already has."""

    what: Selector
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class PutCounterChoice:
    """CR 122.6: put one counter of a kind the controller chooses among ``kinds`` on each
    object ``what`` picks ("put a flying, lifelink, or +1/+1 counter on it")."""

    kinds: tuple[str, ...]
    what: Selector


@dataclass(frozen=True, slots=True)
class PutSameCounters:
    """CR 122.6: put on the object ``on`` picks as many counters of each kind as the object
    ``of`` picks had as it last existed on the battlefield (CR 608.2h) — "put those counters
    on target creature" (not a move: nothing is removed)."""

    of: Selector
    on: Selector


@dataclass(frozen=True, slots=True)
class DistributeCounters:
    """CR 601.2d: "distribute ``total`` ``kind`` counters among one or more targets" — the
    division is announced as the spell or ability is put on the stack, each target getting
    at least one; on resolution each legal target gets its share (608.2b)."""

    kind: str
    total: int
    what: Selector = Target(0)  # noqa: RUF009 (a frozen value)


register_all(globals())
