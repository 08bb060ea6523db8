"""The one seeded random number generator that lives inside the game state.

DESIGN principle 3: nothing uses the global ``random``. The generator is SplitMix64: its
whole state is one integer, so cloning and serializing it is free and exact.
"""

from __future__ import annotations

from typing import Any, Self, TypeVar

from grimorio.core.serial import serializable

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """Deterministic SplitMix64 generator; ``state`` is the only field."""

    __slots__ = ("state",)

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates shuffle in place (CR 103.3: a random order)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r


serializable(Rng)
