"""What an object *is* right now (CR 109.3, 613), computed and cached per state version.

The base is the card definition's copiable values (CR 707.2); continuous effects then apply
in layer order (CR 613.1): layer 6 (abilities gained) and layer 7c (P/T modifications,
including +1/+1 and -1/-1 counters, 613.4c), each in timestamp order (613.7). The full
layer system with dependencies (613.8) is built on this structure by the layers issue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.objects import GameObject
from grimorio.dsl.abilities import Ability
from grimorio.dsl.mana import ManaCost

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Chars:
    """Characteristics of one object at one moment."""

    __slots__ = (
        "abilities",
        "colors",
        "keywords",
        "mana_cost",
        "name",
        "power",
        "subtypes",
        "supertypes",
        "toughness",
        "types",
    )

    def __init__(
        self,
        name: str,
        types: tuple[str, ...],
        subtypes: tuple[str, ...],
        supertypes: tuple[str, ...],
        colors: tuple[str, ...],
        power: int | None,
        toughness: int | None,
        keywords: frozenset[str],
        abilities: tuple[Ability, ...],
        mana_cost: ManaCost | None,
    ) -> None:
        self.name = name
        self.types = types
        self.subtypes = subtypes
        self.supertypes = supertypes
        self.colors = colors
        self.power = power
        self.toughness = toughness
        self.keywords = keywords
        self.abilities = abilities
        self.mana_cost = mana_cost

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0  # CR 202.3


_FACE_DOWN = Chars("", ("creature",), (), (), (), 2, 2, frozenset(), (), None)  # CR 708.2a


def chars(game: Kernel, obj: GameObject) -> Chars:
    """The object's characteristics, cached until the state changes."""
    cache = game.derived()
    c = cache.get(obj.id)
    if c is None:
        c = _compute(game, obj)
        cache[obj.id] = c
    assert isinstance(c, Chars)
    return c


_PRINTED: dict[str, Chars] = {}


def printed(card: str) -> Chars:
    """The card's own characteristics (CR 109.3), shared by every object that is that card."""
    c = _PRINTED.get(card)
    if c is None:
        d = get(card)
        c = Chars(
            d.key,
            d.types,
            d.subtypes,
            d.supertypes,
            d.colors,
            d.power,
            d.toughness,
            frozenset(d.keywords),
            d.abilities,
            d.mana_cost,
        )
        _PRINTED[card] = c
    return c


def _compute(game: Kernel, obj: GameObject) -> Chars:
    if obj.face_down:
        return _FACE_DOWN
    base = printed(obj.card)
    if obj.zone != "battlefield":
        return base
    mine = [e for e in getattr(game.state, "effects", ()) if obj.id in e.affected]
    if not mine and not obj.counters:
        return base
    power, toughness = base.power, base.toughness
    keywords = set(base.keywords)
    for e in mine:  # layer 6, then layer 7c; the list is in timestamp order (CR 613.7)
        if e.layer == "6":
            keywords.update(e.keywords)
    if power is not None and toughness is not None:
        for e in mine:
            if e.layer == "7c":
                power += e.power
                toughness += e.toughness
        plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)  # CR 613.4c
        power += plus
        toughness += plus
    return Chars(
        base.name,
        base.types,
        base.subtypes,
        base.supertypes,
        base.colors,
        power,
        toughness,
        frozenset(keywords),
        base.abilities,
        base.mana_cost,
    )
