"""Mana costs as data (CR 107.4, 202)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True, slots=True, init=False)
class ManaCost:
    """A mana cost: generic amount, coloured/colourless symbols, and the number of {X}."""

    generic: int = 0
    symbols: tuple[str, ...] = ()  # "W", "U", "B", "R", "G", "C" — one entry per symbol
    x: int = 0  # how many {X} (CR 107.3)

    def __init__(self, generic: int = 0, symbols: tuple[str, ...] = (), x: int = 0) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "generic", generic)
        object.__setattr__(self, "symbols", symbols)
        object.__setattr__(self, "x", x)

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Parse ``"{2}{B}{B}"``; raise ``ValueError`` on anything else."""
        generic, symbols, x = 0, [], 0
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            raise ValueError(f"malformed mana cost {text!r}")
        for sym in _SYMBOL.findall(text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in COLORS or sym == "C":
                symbols.append(sym)
            elif sym.endswith("/P") and sym[0] in COLORS and len(sym) == 3:
                symbols.append(sym)  # CR 107.4f: Phyrexian mana, {G/P}
            else:
                raise ValueError(f"unsupported mana symbol {{{sym}}} in {text!r}")
        return ManaCost(generic, tuple(symbols), x)

    @property
    def mana_value(self) -> int:
        """CR 202.3: the total of the symbols; X counts as 0 outside the stack."""
        return self.generic + len(self.symbols)

    def colors(self) -> tuple[str, ...]:
        """CR 105.2, 202.2: an object's colours are the colours of its mana symbols."""
        return tuple(c for c in COLORS if c in self.symbols or f"{c}/P" in self.symbols)

    @property
    def phyrexian(self) -> int:
        """How many Phyrexian mana symbols the cost has (CR 107.4f)."""
        return sum(1 for s in self.symbols if s.endswith("/P"))

    def pay_phyrexian(self, life: tuple[bool, ...]) -> tuple[ManaCost, int]:
        """CR 107.4f, 601.2b: the cost once the player has announced, for each Phyrexian
        symbol in order, whether they pay 2 life (True) or one mana of its colour (False):
        the mana left to pay and the life to pay. Symbols not yet announced stay."""
        symbols: list[str] = []
        n = paid = 0
        for s in self.symbols:
            if s.endswith("/P") and n < len(life):
                if life[n]:
                    paid += 2
                else:
                    symbols.append(s[0])
                n += 1
            else:
                symbols.append(s)
        return ManaCost(self.generic, tuple(symbols), self.x), paid

    def plus(self, generic: int) -> ManaCost:
        """Add (or with a negative number, reduce — CR 601.2f) generic mana, never below 0."""
        return ManaCost(max(0, self.generic + generic), self.symbols, self.x)

    def with_x(self, value: int) -> ManaCost:
        """CR 107.3a: once X is announced the cost counts X as that number."""
        return ManaCost(self.generic + value * self.x, self.symbols, 0)

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or (not self.symbols and not self.x):
            parts.append(f"{{{self.generic}}}")
        parts += [f"{{{s}}}" for s in self.symbols]
        return "".join(parts)

    def __add__(self, other: ManaCost) -> ManaCost:
        """Two costs combined (CR 709.4b: a split card's halves)."""
        generic = self.generic + other.generic
        return ManaCost(generic, self.symbols + other.symbols, self.x + other.x)

    def is_free(self) -> bool:
        return not self.generic and not self.symbols and not self.x


@dataclass(frozen=True, slots=True)
class SpendOnly:
    """CR 106.6: "Spend this mana only to ..." — a restriction on how mana may be spent: to
    cast a spell that matches ``spells`` ("an enchantment spell", "Room spells"), or for
    one of the ``actions``: "unlock" (unlock a door, 709.5e) or "turn_up" (turn a
    permanent face up, 701.40b, 702.37e)."""

    spells: Filter | None = None
    actions: tuple[str, ...] = ()


register_all(globals())
