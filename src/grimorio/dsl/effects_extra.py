"""More effects of the card vocabulary: a player's choice among objects, "if you do" after an
optional payment, and an additional combat phase. The rules are in
``grimorio.mtg.effects.choose_and_combat``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Selector

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect, Payment


@dataclass(frozen=True, slots=True)
class ChooseAmong:
    """CR 608.2c, 608.2d: the player ``who`` picks chooses one of the objects ``among``
    picks ("that player chooses one of those creatures"); the one chosen is remembered for
    the rest of the effect as ``Linked(key)`` and the others as ``Linked(rest)`` (607.2a).
    With only one object left (an illegal target is not among them, 608.2b), that one is
    chosen."""

    among: Selector
    who: Selector
    key: str = "chosen"
    rest: str = "others"


@dataclass(frozen=True, slots=True)
class IfYouDo:
    """CR 608.2d, 603.5: "you may <payment>. If you do, <effects>" — the player chooses as it
    resolves, and the effects happen only if they paid (not a reflexive trigger: compare
    :class:`grimorio.dsl.effects.WhenYouDo`). ``once_each_turn``: "do this only once each
    turn" — once the player has paid for this object's ability this turn, it doesn't offer
    the payment again that turn (a new object, 400.7, may)."""

    payment: Payment
    effects: tuple[Effect, ...]
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class AdditionalCombat:
    """CR 500.8: "after this phase, there is an additional combat phase" — added right
    after the current phase; no additional main phase comes with it (505.1a)."""


EXTRA_EFFECTS = (ChooseAmong, IfYouDo, AdditionalCombat)

register_all(globals())
