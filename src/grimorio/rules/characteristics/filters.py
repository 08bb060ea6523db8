"""Does an object fit a description? (CR 109.2, 115.2): one matcher for targets, costs,
counts and the objects a continuous effect applies to.

It reads characteristics from whatever it is given — the finished characteristics of an
object, or the values the layer system is still working out (CR 613) — so that both agree.
"""

from __future__ import annotations

from typing import Protocol

from grimorio.cards.registry import get
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import COLORLESS, THAT_PLAYER, Filter
from grimorio.dsl.values import CastWith, HasCounters
from grimorio.rules.state.objects import MagicObject


class Described(Protocol):
    """What the matcher reads: the characteristics that filters name, and the controller."""

    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None
    controller: int
    mana_cost: ManaCost | None
    name: str


def fits(
    f: Filter, c: Described, obj: MagicObject, you: int, source: int | None, that: int = -1
) -> bool:
    """Does ``obj`` (with characteristics ``c``) fit ``f`` for the player ``you``?

    ``that`` is the player the triggering event was about, for ``controller=THAT_PLAYER``
    ("target creature defending player controls", CR 508.5; "that player controls", 603.2);
    -1 (no such player): nothing fits that word. The zone and whether ``obj`` is an ability
    on the stack are the caller's business.
    """
    if f.other and obj.id == source:
        return False
    if f.named is not None and c.name != f.named:
        return False  # CR 201.2: "named <name>"
    if f.types and not any(t in c.types for t in f.types):
        return False
    if f.not_types and any(t in c.types for t in f.not_types):
        return False
    if f.subtypes and not any(t in c.subtypes for t in f.subtypes):
        return False
    if f.not_subtypes and any(t in c.subtypes for t in f.not_subtypes):
        return False
    if f.supertypes and not any(t in c.supertypes for t in f.supertypes):
        return False
    if f.not_supertypes and any(t in c.supertypes for t in f.not_supertypes):
        return False
    if f.colors and not any(
        col in c.colors or (col == COLORLESS and not c.colors) for col in f.colors
    ):
        return False
    if f.keywords and not all(k in c.keywords for k in f.keywords):
        return False
    if f.controller == "you" and c.controller != you:
        return False
    if f.controller == "opponent" and c.controller == you:
        return False
    if f.controller == THAT_PLAYER and c.controller != that:
        return False
    if f.owner == "you" and obj.owner != you:
        return False
    if f.owner == "opponent" and obj.owner == you:
        return False
    if f.tapped is not None and obj.tapped != f.tapped:
        return False
    if f.face_down is not None and obj.face_down != f.face_down:
        return False  # CR 708.2
    if f.counter is not None and obj.counters.get(f.counter, 0) <= 0:
        return False  # CR 122: "with a <kind> counter on it"
    if f.power_ge is not None and (c.power is None or c.power < f.power_ge):
        return False
    if f.toughness_le is not None and (c.toughness is None or c.toughness > f.toughness_le):
        return False  # CR 208: "with toughness N or less"
    if f.token is not None and obj.token != f.token:
        return False  # CR 111: "creature token", "nontoken"
    if f.any_counters is not None and bool(obj.counters) != f.any_counters:
        return False  # CR 122: "if it had counters on it"
    if f.mana_value_le is not None and (c.mana_cost.mana_value if c.mana_cost else 0) > (
        f.mana_value_le
    ):
        return False  # CR 202.3
    if f.target_count is not None and sum(len(g) for g in obj.targets) != f.target_count:
        return False  # CR 115.9a: the targets chosen as it was put on the stack
    if (f.paths or f.neutral is not None) and not _path_fits(f, obj):
        return False  # I-105
    return not (f.power_le is not None and (c.power is None or c.power > f.power_le))


def _path_fits(f: Filter, obj: MagicObject) -> bool:
    """I-105.1–I-105.2: the object's printed path (none face down, I-305.5) is one of
    ``f.paths``, or, with ``f.neutral``, it has none (or, ``neutral=False``, it has one)."""
    path = None if obj.face_down else get(obj.face()).path
    if f.paths and path not in f.paths:
        return False
    return f.neutral is None or (path is None) == f.neutral


def player_fits(who: str | None, player: int, you: int) -> bool:
    """Is ``player`` "you", an "opponent" (seen from ``you``), or anyone ("any"/None)?"""
    if who == "you":
        return player == you
    if who == "opponent":
        return player != you
    return True


def reads(f: Filter) -> frozenset[str]:
    """The characteristics ``f`` looks at (for the dependency rule, CR 613.8a)."""
    out = set()
    if f.types or f.not_types:
        out.add("types")
    if f.subtypes or f.not_subtypes:
        out.add("subtypes")
    if f.supertypes or f.not_supertypes:
        out.add("supertypes")
    if f.colors:
        out.add("colors")
    if f.keywords:
        out.add("abilities")
    if f.controller:
        out.add("controller")
    if f.power_ge is not None or f.power_le is not None:
        out.add("power")
    if f.toughness_le is not None:
        out.add("toughness")
    if f.mana_value_le is not None:
        out.add("mana_cost")
    if f.named is not None:
        out.add("name")
    return frozenset(out)


def object_holds(cond: CastWith | HasCounters, obj: MagicObject) -> bool:
    """Conditions about the source object itself: how it was cast, its counters."""
    if isinstance(cond, CastWith):
        return obj.cast_as != "" and (not cond.alt or obj.cast_as == cond.alt)
    return obj.counters.get(cond.kind, 0) >= max(1, cond.at_least)
