"""Effects on hidden zones (CR 400.2): looking at a player's hand to choose the card they
discard (701.9b), and exiling cards of libraries face down (406.3). The rules are in
``grimorio.rules.effects.hidden``."""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter, Selector


@dataclass(frozen=True, slots=True)
class ChooseDiscard:
    """CR 701.9b: "look at <who>'s hand. You may choose a <filter> card from it. That player
    discards that card" — the controller looks at the hand and chooses (or, unless
    ``may``, must choose if they can); the player discards the card chosen."""

    who: Selector
    filter: Filter = Filter()  # noqa: RUF009 (a frozen value)
    may: bool = True


@dataclass(frozen=True, slots=True)
class ExileLibrary:
    """CR 406.3: each player ``who`` picks exiles all but the bottom ``keep`` cards of their
    library — face down (``face_down``): those cards have no characteristics (406.3a) and no
    player may look at them. A player with ``keep`` or fewer cards exiles nothing."""

    who: Selector
    keep: int = 0
    face_down: bool = True


HIDDEN_EFFECTS = (ChooseDiscard, ExileLibrary)

register_all(globals())
