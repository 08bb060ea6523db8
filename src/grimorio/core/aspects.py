"""The parts of a game's state that events write, so that values derived from the state can
be kept for as long as what they read is unchanged (DESIGN principle 4: every change of
state is an event, and each kind of event says what it writes).

Each :class:`~grimorio.core.engine.Event` class declares ``writes``, the aspects its
``apply`` may change; the kernel records, for each aspect, when it was last written
(:meth:`~grimorio.core.engine.Kernel.stamp`). An event class that declares nothing writes
:data:`EVERYTHING`: it is merely slow, never wrong. The aspects are named after Magic's
state (``grimorio.rules.state``) but the kernel knows nothing of their meaning.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from enum import IntEnum


class Aspect(IntEnum):
    """One part of the state. An event that changes anything listed here writes it."""

    # Which objects exist, which zone each is in and the order of each zone (a move, a token,
    # a spell or ability put on the stack, an object ceasing to exist), and everything a new
    # object starts with (its status, counters, controller) — but for what changes only the
    # hands and libraries (HIDDEN).
    OBJECTS = 0
    # An object's status where it is (CR 110.5, 708, 709.5): face up or down, a Room's
    # doors and when each was unlocked, what it is attached to and its timestamp, its
    # controller, summoning sickness, the targets of a spell or ability.
    STATUS = 1
    TAPPED = 2  # whether a permanent is tapped (CR 110.5)
    COUNTERS = 3  # counters on objects and when each kind was put (CR 122, 613.7c)
    DAMAGE = 4  # damage marked on permanents, and deathtouch marks (CR 120.3e, 704.5h)
    EFFECTS = 5  # continuous effects of resolved spells and abilities (CR 611.2)
    # Other lasting effects: replacement and prevention effects (CR 614, 615), permissions
    # to play cards (601.3), "can't gain life" (119.7), "damage can't be prevented" (615.12)
    RULES = 6
    LIFE = 7  # life totals (CR 119)
    PLAYERS = 8  # the rest of a player: poison, lands played, losing, an empty library draw
    MANA = 9  # mana pools, restricted mana too (CR 106.4, 106.6)
    COMBAT = 10  # attackers, blockers, combat phases (CR 506–511, 500.8)
    TURN = 11  # the turn number, the active player, priority, extra turns (CR 500)
    STEP = 12  # the step and the passes in succession (CR 500.1, 117.3d)
    # This turn's record of what happened ("turn_counts", creatures that attacked or died,
    # "once each turn" marks) and last known information (CR 608.2h)
    RECORDS = 13
    # The part of that record saying which permanents entered this turn (611.3a: "as long as
    # this Aura entered this turn")
    ENTERED = 14
    MEMORY = 15  # what linked abilities remember, choices made as permanents entered (607)
    TRIGGERS = 16  # triggered abilities waiting for the stack, delayed triggers (CR 603)
    RANDOM = 17  # the game's random generator
    RESULT = 18  # how the game ended (CR 104)
    # Which cards are in the hands and libraries and in what order (a draw, a shuffle): an
    # event that moves a card into or out of them writes OBJECTS too.
    HIDDEN = 19


Aspects = frozenset[Aspect]

EVERYTHING: Aspects = frozenset(Aspect)
NOTHING: Aspects = frozenset()


class Reads:
    """The aspects a derived value reads, as one object shared by every kernel: what
    :meth:`~grimorio.core.engine.Kernel.kept` and ``Kernel.stamp`` take. Made by
    :func:`reads`, once per set of aspects; its ``index`` (distinct for each) lets a kernel
    keep the stamp it last worked out for it in a list, without hashing anything."""

    __slots__ = ("aspects", "index", "numbers")

    def __init__(self, aspects: tuple[Aspect, ...], index: int) -> None:
        self.aspects = aspects
        self.index = index
        self.numbers = numbers(aspects)

    def __add__(self, other: Reads) -> Reads:
        key = (self.index, other.index)
        found = _SUMS.get(key)
        if found is None:
            found = _SUMS[key] = reads(*self.aspects, *other.aspects)
        return found

    def __repr__(self) -> str:
        return f"reads({', '.join(a.name for a in self.aspects)})"


def numbers(aspects: Iterable[Aspect]) -> tuple[int, ...]:
    """The aspects as plain numbers, in order: what indexes a kernel's list of when each
    was written (an ``IntEnum`` member would be a slower index in the compiled build)."""
    return tuple(sorted(int(a) for a in aspects))


_MADE: dict[frozenset[Aspect], Reads] = {}
_SUMS: dict[tuple[int, int], Reads] = {}  # by the indexes of the two added
_INDEXES = itertools.count()  # ``next`` on it is atomic: two threads never share an index


def reads(*aspects: Aspect) -> Reads:
    """The :class:`Reads` of these aspects (in any order, repeated or not): the same object
    for the same set."""
    key = frozenset(aspects)
    found = _MADE.get(key)
    if found is None:
        found = _MADE.setdefault(key, Reads(tuple(sorted(key)), next(_INDEXES)))
    return found
