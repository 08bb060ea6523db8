"""Events of mana that may be spent only for some purposes (CR 106.6): made, and spent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.mana import SpendOnly
from grimorio.rules.state.state import st
from grimorio.text.refs import card_ref

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class RestrictedMana(Event):
    """CR 106.4, 106.6: mana that may be spent only as ``only`` says is added to the pool."""

    __slots__ = ("amount", "card", "color", "only", "player")
    writes = frozenset({Aspect.MANA})

    def __init__(
        self, player: int, color: str, amount: int, only: SpendOnly, card: str, rule: str = "106.6"
    ) -> None:
        self.player = player
        self.color = color
        self.amount = amount
        self.only = only
        self.card = card
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        p = st(game).player(self.player)
        p.restricted = p.restricted + ((self.color, self.only, self.card),) * self.amount
        args = (("p", self.player), self.amount, self.color, card_ref(self.card))
        return LogEntry(self.rule, "mana.add_restricted", args)


serializable(RestrictedMana)


class SpendRestricted(Event):
    """CR 601.2h, 106.6: restricted mana in the pool is spent (entries by index)."""

    __slots__ = ("indices", "player")
    writes = frozenset({Aspect.MANA})

    def __init__(self, player: int, indices: tuple[int, ...], rule: str) -> None:
        self.player = player
        self.indices = indices
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        p = st(game).player(self.player)
        spent = [p.restricted[k][0] for k in self.indices if k < len(p.restricted)]
        p.restricted = tuple(e for k, e in enumerate(p.restricted) if k not in self.indices)
        symbols = "".join(f"{{{c}}}" for c in spent)
        return LogEntry(self.rule, "mana.spend_restricted", (("p", self.player), symbols))


serializable(SpendRestricted)
