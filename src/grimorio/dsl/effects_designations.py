"""Effects of the card vocabulary that give a permanent a designation: goading (CR 701.15)
and monstrosity (701.37) — and the designations themselves.

A designation is no characteristic, no ability and no part of the copiable values (701.15b,
701.37b): a copy doesn't get it, "loses all abilities" doesn't remove it, and a new object
(400.7) has none. The engine keeps each one as a record of the continuous effects of
resolved spells and abilities (``MtgState.effects``, CR 611.2: "affects ... the rules of the
game", 611.1) whose one part is the designation: the affected object locked in as it began
(611.2c), its duration (611.2a: goad "until your next turn" or "for the rest of the game";
monstrous until the permanent leaves the battlefield, which ends any effect whose objects are
all gone), and its controller (the goading player). The designations have no layer
(``layer`` is ""): the layer system never applies them (613 is about characteristics).

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.mtg.effects.designations`` and ``grimorio.mtg.keywords.goad`` (attacking).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Selector
from grimorio.dsl.values import Amount


class GoadLasts(StrEnum):
    """How long a goad lasts (CR 701.15a): until the next turn of the goading player (the
    controller of the spell or ability), or "for the rest of the game" (611.2a: no
    duration) — the tokens of Faucescortantes, Nido de Chirridos."""

    NEXT_TURN = "your_next_turn"
    GAME = "game"


@dataclass(frozen=True, slots=True)
class Goad:
    """CR 701.15a: goad each creature ``what`` picks — it becomes goaded by the controller
    of the spell or ability until ``until``. A player who already goaded it goading it again
    has no effect (701.15c); several players goading it make more attack requirements
    (701.15c, 508.1d)."""

    what: Selector
    until: str = GoadLasts.NEXT_TURN  # a :class:`GoadLasts` (a saved game gives back the string)


@dataclass(frozen=True, slots=True)
class Monstrosity:
    """CR 701.37a: "Monstrosity N" — "if this permanent isn't monstrous, put N +1/+1
    counters on it and it becomes monstrous". ``n`` may be X (``XValue()``: "Monstrosity
    X", 701.37c, the value the monstrous designation remembers)."""

    n: Amount


@dataclass(frozen=True, slots=True)
class Goaded:
    """CR 701.15b: the goaded designation, by the controller of the effect record that
    holds it (the goading player)."""

    layer: ClassVar[str] = ""  # a designation: no layer of 613 applies it


@dataclass(frozen=True, slots=True)
class Monstrous:
    """CR 701.37b: the monstrous designation; ``x`` is N of the monstrosity that made it
    (701.37c: "that X" of the permanent's other abilities)."""

    x: int
    layer: ClassVar[str] = ""  # a designation: no layer of 613 applies it


register_all(globals())
