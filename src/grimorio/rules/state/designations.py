"""The designations a permanent has from resolved spells and abilities: goaded (CR 701.15b)
and monstrous (701.37b), read from the state.

Each is the one part of an effect record in ``MtgState.effects``
(``grimorio.dsl.effects_designations``): the object it is locked in (611.2c), the player who
controls it (the goading player), its duration (611.2a). A new object (400.7) has none, and
no copy gets one (neither is a copiable value). Reading them is the rules' business, in any
layer above the state: the declaration of attackers (``grimorio.mtg.keywords.goad``), the
monstrosity action (``grimorio.mtg.effects.designations``).
"""

from __future__ import annotations

from grimorio.dsl.effects_designations import Goaded, Monstrous
from grimorio.rules.state.state import MtgState


def goaders(state: MtgState, obj: int) -> tuple[int, ...]:
    """CR 701.15b–c: the players who goaded object ``obj`` and whose goad still lasts, each
    once, in the order they goaded it."""
    found: list[int] = []
    for e in state.effects:
        goad = any(type(p) is Goaded for p in e.parts)
        if goad and obj in e.affected and e.controller not in found:
            found.append(e.controller)
    return tuple(found)


def any_goaded(state: MtgState) -> bool:
    """Is anything goaded now?"""
    return any(type(p) is Goaded for e in state.effects for p in e.parts)


def monstrous(state: MtgState, obj: int) -> int | None:
    """CR 701.37b–c: if object ``obj`` is monstrous, the N of the monstrosity that made it so
    ("that X"); else None."""
    for e in state.effects:
        if obj in e.affected:
            for p in e.parts:
                if type(p) is Monstrous:
                    return p.x
    return None
