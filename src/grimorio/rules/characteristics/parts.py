"""Applying one part of a continuous effect to one object (CR 613.1, 613.4), for the layer
system (``grimorio.rules.characteristics.layers``).

* Control (613.1b), text changes (612.2), names set (612.8), types — adding, removing and
  setting them, with the subtypes that no longer fit going away (205.1a, 205.3) and a basic
  land type's intrinsic mana ability (305.6, 305.7) —, colours (105.3), abilities — granted
  ones as further instances with the timestamp of the effect that granted them (113.2c,
  613.7a), the activated abilities of other objects (602.1), losing abilities, "can't
  have" —, and power and toughness (613.4a–d).
* What each part writes, and which amounts of a P/T part are not plain numbers: the layer
  system's dependency check (613.8) compares those with what other effects read; whether a
  part could add or remove a static ability (613.8a).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from grimorio.dsl import continuous as cx
from grimorio.dsl import values as vx
from grimorio.dsl.abilities import ActivatedAbility, Cost, ManaAbility, Static
from grimorio.rules.characteristics.outside import chosen_subtypes
from grimorio.rules.characteristics.values import Values

if TYPE_CHECKING:
    from grimorio.rules.characteristics.layers import Active, Board


# CR 305.6: the mana ability each basic land type gives.
_INTRINSIC = {t: ManaAbility(Cost(tap=True), (c,)) for t, c in cx.BASIC_LAND_MANA.items()}


def changes_statics(parts: tuple[Any, ...], layer: str) -> bool:
    """Could applying these parts add or remove a static ability?"""
    return any(
        p.layer == layer
        and (
            isinstance(p, cx.ChangeText | cx.SetLandTypes | cx.LoseAllAbilities)
            or (isinstance(p, cx.Grant) and any(type(x) is Static for x in p.abilities))
        )
        for p in parts
    )


def in_layer(parts: tuple[Any, ...], layer: str) -> bool:
    return any(p.layer == layer for p in parts)


def amounts(part: Any) -> tuple[vx.Amount, ...]:
    """The amounts of a P/T part that are not plain numbers."""
    if isinstance(part, cx.DefinePT | cx.SetPT | cx.ModifyPT):
        return tuple(x for x in (part.power, part.toughness) if not isinstance(x, int))
    return ()


def part_writes(parts: tuple[Any, ...], layer: str) -> frozenset[str]:
    out: set[str] = set()
    for p in parts:
        if p.layer != layer:
            continue
        if isinstance(p, cx.GainControl):
            out.add("controller")
        elif isinstance(p, cx.SetName):
            out.add("name")
        elif isinstance(p, cx.RemoveTypes | cx.SetTypes):
            out |= {"types", "subtypes"}  # CR 205.1a: with the subtypes of those types
        elif isinstance(p, cx.AddTypes):
            out |= {"types", "subtypes", "supertypes"}
            if any(t in cx.BASIC_LAND_MANA for t in p.subtypes):
                out.add("abilities")
        elif isinstance(p, cx.SetLandTypes):
            out |= {"subtypes", "abilities"}
        elif isinstance(p, cx.SetCreatureTypes):
            out.add("subtypes")
        elif isinstance(p, cx.SetColors | cx.AddColors):
            out.add("colors")
        elif p.layer in ("3", "6"):
            out.add("abilities")
        else:
            out |= {"power", "toughness"}
    return frozenset(out)


def _add_abilities(v: Values, new: Iterable[Any], stamp: int) -> None:
    """Granted abilities are added as further instances, even if equal to ones the object
    has: each instance works on its own (CR 113.2c)."""
    new = tuple(new)
    v.abilities = v.abilities + new
    v.stamps = v.stamps + (stamp,) * len(new)


def apply_part(board: Board, part: Any, a: Active, i: int, vals: dict[int, Values]) -> None:
    """Apply one part of an effect to one object (CR 613.1, 613.4)."""
    v = vals.get(i)
    if v is None:
        return  # an object outside the battlefield and the stack: not computed here
    if isinstance(part, cx.GainControl):  # CR 613.1b
        v.controller = a.controller
    elif isinstance(part, cx.SetName):  # CR 612.8: only that name
        v.name = part.name
    elif isinstance(part, cx.ChangeText):  # CR 612
        v.abilities = tuple(_swap_word(x, part.old, part.new) for x in v.abilities)
        v.keywords = frozenset(_swap_word(k, part.old, part.new) for k in v.keywords)
    elif isinstance(part, cx.AddTypes):  # CR 205.1b; "the chosen type" (607.2a)
        subtypes = chosen_subtypes(board.state, a.source, part.subtypes)
        v.types = v.types + tuple(t for t in part.types if t not in v.types)
        v.subtypes = v.subtypes + tuple(t for t in subtypes if t not in v.subtypes)
        v.supertypes = v.supertypes + tuple(t for t in part.supertypes if t not in v.supertypes)
        basics = [_INTRINSIC[t] for t in part.subtypes if t in _INTRINSIC]
        _add_abilities(v, basics, 0)  # CR 305.6
    elif isinstance(part, cx.RemoveTypes):
        v.types = tuple(t for t in v.types if t not in part.types)
        # CR 205.1a: the subtypes of a card type removed go too, unless they are relevant to
        # a card type the object still has (a creature type to kindred)
        v.subtypes = tuple(t for t in v.subtypes if _subtype_kept(t, v.types))
    elif isinstance(part, cx.SetTypes):  # CR 205.1a, 205.3d
        v.types = part.types
        v.subtypes = tuple(t for t in v.subtypes if _subtype_kept(t, v.types))
    elif isinstance(part, cx.SetLandTypes):  # CR 305.7
        others = tuple(t for t in v.subtypes if t not in cx.LAND_TYPES)
        v.subtypes = others + part.subtypes
        v.abilities, v.stamps, v.keywords = (), (), frozenset()
        _add_abilities(v, (_INTRINSIC[t] for t in part.subtypes if t in _INTRINSIC), 0)
    elif isinstance(part, cx.SetCreatureTypes):
        creature_types = _creature_types(v)
        v.subtypes = tuple(t for t in v.subtypes if t not in creature_types) + part.subtypes
    elif isinstance(part, cx.SetColors):  # CR 105.3
        v.colors = part.colors
    elif isinstance(part, cx.AddColors):
        v.colors = v.colors + tuple(c for c in part.colors if c not in v.colors)
    elif isinstance(part, cx.Grant):  # CR 613.1f
        v.keywords = v.keywords | (frozenset(part.keywords) - v.cant_have)
        _add_abilities(v, part.abilities, a.time)
    elif isinstance(part, cx.HasActivatedAbilitiesOf):  # CR 613.1f, 602.1
        _add_abilities(v, _activated_of(board, part, a, i, vals), a.time)
    elif isinstance(part, cx.LoseAllAbilities):
        v.keywords, v.abilities, v.stamps = frozenset(), (), ()
    elif isinstance(part, cx.LoseKeywords):
        v.keywords = v.keywords - frozenset(part.keywords)
    elif isinstance(part, cx.CantHave):
        v.cant_have = v.cant_have | frozenset(part.keywords)
        v.keywords = v.keywords - v.cant_have
    elif isinstance(part, cx.DefinePT | cx.SetPT):  # CR 613.4a, 613.4b
        v.power = board._amount(part.power, a, i, vals)
        v.toughness = board._amount(part.toughness, a, i, vals)
    elif isinstance(part, cx.ModifyPT):  # CR 613.4c
        v.power = (v.power or 0) + board._amount(part.power, a, i, vals)
        v.toughness = (v.toughness or 0) + board._amount(part.toughness, a, i, vals)
    elif isinstance(part, cx.SwitchPT):  # CR 613.4d
        v.power, v.toughness = v.toughness, v.power
    elif isinstance(part, cx.WeaponModifiers):  # I-604.3b–c
        v.power = (v.power or 0) + part.power
        v.toughness = (v.toughness or 0) + part.toughness
    elif isinstance(part, cx.DamageCounters):  # I-612.3e
        if v.toughness is not None:
            v.toughness -= part.toughness
    else:
        raise TypeError(f"unknown part of a continuous effect: {part!r}")


_ARTIFACT_TYPES = frozenset({"Equipment", "Vehicle", "Food", "Clue", "Treasure", "Blood"})
_ENCHANTMENT_TYPES = frozenset({"Aura", "Room", "Saga", "Curse", "Shrine", "Case", "Role"})


def _subtype_kept(subtype: str, types: tuple[str, ...]) -> bool:
    """CR 205.1a, 205.3: does ``subtype`` still correspond to one of ``types``?"""
    if subtype in cx.LAND_TYPES:
        return "land" in types
    if subtype in _ARTIFACT_TYPES:
        return "artifact" in types
    if subtype in _ENCHANTMENT_TYPES:
        return "enchantment" in types
    return "creature" in types or "kindred" in types  # a creature type (205.3m)


def _activated_of(
    board: Board, part: cx.HasActivatedAbilitiesOf, a: Active, i: int, vals: dict[int, Values]
) -> list[Any]:
    """The activated abilities (mana abilities too, CR 605.1a) that the objects ``part``
    names have now — not those of the object itself, nor, with ``other_names``, of objects
    with its name (a nameless object shares its name with nothing, CR 201.2)."""
    me = vals[i]
    found: list[Any] = []
    for j in board._matching(part.of, a, vals):
        other = vals[j]
        if j == i or (part.other_names and me.name and other.name == me.name):
            continue
        found += [x for x in other.abilities if isinstance(x, ActivatedAbility | ManaAbility)]
    return found


def _creature_types(v: Values) -> frozenset[str]:
    """The subtypes that are creature types: those that are not land, artifact or
    enchantment types (CR 205.3)."""
    non_creature = cx.LAND_TYPES | {"Aura", "Equipment", "Room", "Saga", "Vehicle", "Food"}
    return frozenset(t for t in v.subtypes if t not in non_creature)


def _swap_word(x: Any, old: str, new: str) -> Any:
    """CR 612.2: replace a word throughout an ability's data (colours, land types)."""
    if x == old:
        return new
    if isinstance(x, tuple):
        return tuple(_swap_word(y, old, new) for y in x)
    fields = getattr(x, "__dataclass_fields__", None)
    if fields is None:
        return x
    changes = {}
    for name in fields:
        value = getattr(x, name)
        swapped = _swap_word(value, old, new)
        if swapped is not value and swapped != value:
            changes[name] = swapped
    return replace(x, **changes) if changes else x
