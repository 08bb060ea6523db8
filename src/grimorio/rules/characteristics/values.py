"""The values the layer system starts from (CR 613.2, layer 1): an object's copiable values.

* A card's own values (CR 109.3, 707.2), shared by every object that is that card, and
  whether it has static or characteristic-defining abilities (604, 604.3) — so that the
  layers know whether they have work to do.
* Copy effects (707.2, 613.2c) and their exceptions made part of the copiable values
  (707.9).
* A Room in play has only its unlocked doors' name, mana cost and text (709.5; on the
  stack, the door cast, 709.3b).
* Face-down status (708.2): a nameless 2/2 creature; a card exiled face down has no
  characteristics (406.3a).

:class:`Values` holds an object's characteristics while the layers are applied
(``grimorio.rules.characteristics.layers``); the parts of effects change them
(``grimorio.rules.characteristics.parts``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.dsl import continuous as cx
from grimorio.dsl.abilities import Cost, ManaAbility, Static
from grimorio.dsl.games import GameKind
from grimorio.dsl.zones import BATTLEFIELD_KEY, EXILE_KEY, STACK_KEY
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Values:
    """An object's characteristics while the layers are being applied (mutable)."""

    __slots__ = (
        "abilities",
        "cant_have",
        "colors",
        "controller",
        "keywords",
        "loyalty",
        "mana_cost",
        "name",
        "power",
        "stamps",
        "subtypes",
        "supertypes",
        "toughness",
        "types",
    )

    def __init__(self, c: cx.Copiable | None, controller: int) -> None:
        """The values ``c`` under ``controller``; with ``c`` None, only the controller (for
        :meth:`clone`, which sets the rest)."""
        if c is not None:
            self.set_copiable(c)
        self.controller = controller
        self.cant_have: frozenset[str] = frozenset()

    def set_copiable(self, c: cx.Copiable) -> None:
        self.name = c.name
        self.mana_cost = c.mana_cost
        self.colors = c.colors
        self.types = c.types
        self.subtypes = c.subtypes
        self.supertypes = c.supertypes
        self.power = c.power
        self.toughness = c.toughness
        self.loyalty = c.loyalty
        keywords = _KEYWORD_SETS.get(c.keywords)
        if keywords is None:
            keywords = _KEYWORD_SETS[c.keywords] = frozenset(c.keywords)
        self.keywords = keywords
        self.abilities: tuple[Any, ...] = c.abilities
        # CR 613.7a: the timestamp of the effect that granted each ability (0: its own)
        n = len(c.abilities)
        self.stamps: tuple[int, ...] = _OWN_STAMPS[n] if n < len(_OWN_STAMPS) else (0,) * n

    def clone(self) -> Values:
        """A copy, slot by slot (written out: tests/core/test_copies.py
        fails on a slot forgotten)."""
        new = Values(None, self.controller)
        new.name = self.name
        new.mana_cost = self.mana_cost
        new.colors = self.colors
        new.types = self.types
        new.subtypes = self.subtypes
        new.supertypes = self.supertypes
        new.power = self.power
        new.toughness = self.toughness
        new.loyalty = self.loyalty
        new.keywords = self.keywords
        new.abilities = self.abilities
        new.stamps = self.stamps
        new.cant_have = self.cant_have
        return new


# The keywords of copiable values as a set, once per tuple of them; the stamps of n
# abilities none of which was granted.
_KEYWORD_SETS: dict[tuple[str, ...], frozenset[str]] = {}
_OWN_STAMPS = tuple((0,) * n for n in range(16))

_PRINTED: dict[str, cx.Copiable] = {}


def printed(card: str) -> cx.Copiable:
    """A card's own values (CR 109.3, 707.2), shared by every object that is that card."""
    c = _PRINTED.get(card)
    if c is None:
        d = get(card)
        c = cx.Copiable(
            d.key,
            d.mana_cost,
            d.colors,
            d.types,
            d.subtypes,
            d.supertypes,
            d.power,
            d.toughness,
            d.loyalty,
            d.keywords,
            d.abilities,
        )
        _PRINTED[card] = c
    return c


def has_statics(card: str) -> bool:
    """Does the card have a static ability (so that the layers have work to do)?"""
    flag = _HAS_STATICS.get(card)
    if flag is None:
        flag = _HAS_STATICS[card] = any(type(a) is Static for a in printed(card).abilities)
    return flag


def has_cda(card: str) -> bool:
    """Does the card have a characteristic-defining ability (CR 604.3)?"""
    flag = _HAS_CDA.get(card)
    if flag is None:
        flag = _HAS_CDA[card] = any(type(a) is Static and a.cda for a in printed(card).abilities)
    return flag


_HAS_STATICS: dict[str, bool] = {}
_HAS_CDA: dict[str, bool] = {}


# CR 708.2a: a face-down permanent or spell is a nameless 2/2 creature with no colour,
# types, mana cost or abilities.
FACE_DOWN = cx.Copiable("", None, (), ("creature",), (), (), 2, 2, None, (), ())
# CR 406.3a: a card exiled face down has no characteristics
FACE_DOWN_EXILED = cx.Copiable("", None, (), (), (), (), None, None, None, (), ())
# I-120.1a, I-305.5: an Inferno card face down in play is a resource, with the ability
# "Girar: agrega una energía a tu reserva" (energy being colourless mana, docs/inferno.md)
RESOURCE = cx.Copiable(
    "", None, (), ("recurso",), (), (), None, None, None, (), (ManaAbility(Cost(tap=True), ("C",)),)
)


def face_down_values(obj: MagicObject) -> cx.Copiable:
    """What a face-down object is, by the game its card belongs to: in exile nothing (CR
    406.3a); in play a 2/2 creature (708.2a) or, in Inferno, a resource (I-305.5)."""
    if obj.zone == EXILE_KEY:
        return FACE_DOWN_EXILED
    return RESOURCE if get(obj.card).game is GameKind.INFERNO else FACE_DOWN


def is_room(key: str) -> bool:
    """Is this the name key of a Room card (CR 709.5)?"""
    flag = _IS_ROOM.get(key)
    if flag is None:
        flag = _IS_ROOM[key] = bool(key) and bool(get(key).doors)
    return flag


_IS_ROOM: dict[str, bool] = {}


def room_values(key: str, unlocked: int) -> cx.Copiable:
    """CR 709.5: a Room in play has the name, mana cost and text of its unlocked doors only
    (on the stack, of the door cast, 709.3b); with none it is a nameless enchantment — Room
    with no abilities. Which door a characteristic is on is part of its copiable values."""
    if unlocked == 3:
        return printed(key)
    doors = get(key).doors
    if unlocked in (1, 2):
        return printed(doors[unlocked - 1].key)
    full = printed(key)
    return cx.Copiable("", None, (), full.types, full.subtypes, full.supertypes, *_NOTHING)


_NOTHING = (None, None, None, (), ())  # no P/T, loyalty, keywords or abilities


def layer1(obj: MagicObject, copy: cx.Copiable | None = None) -> cx.Copiable:
    """Layer 1 (CR 613.2): the object's copiable values — its card's or a copy effect's —,
    for a Room in play only its unlocked doors (709.5), and face-down status (708.2)."""
    if obj.face_down:
        return face_down_values(obj)
    c = copy or printed(obj.face())
    if is_room(c.name) and (obj.zone == BATTLEFIELD_KEY or obj.zone == STACK_KEY):
        return _room_copy(c, room_values(c.name, obj.doors))
    return c


def _room_copy(c: cx.Copiable, doors: cx.Copiable) -> cx.Copiable:
    """A copy of a Room (CR 707.2, 709.5): its doors' name, mana cost and text as its unlock
    designations say — and whatever its copy effect added (707.9a: "except it has ...", "in
    addition to its other types"), which is on neither door and so never hidden."""
    full = printed(c.name)
    if c is full or doors is full:
        return doors if c is full else c

    def extra(mine: tuple[Any, ...], printed_: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(x for x in mine if not any(x is y or x == y for y in printed_))

    more_colors = doors.colors + tuple(
        x for x in extra(c.colors, full.colors) if x not in doors.colors
    )
    return replace(
        doors,
        colors=more_colors,
        types=doors.types + extra(c.types, full.types),
        subtypes=doors.subtypes + extra(c.subtypes, full.subtypes),
        supertypes=doors.supertypes + extra(c.supertypes, full.supertypes),
        power=c.power if c.power != full.power else doors.power,
        toughness=c.toughness if c.toughness != full.toughness else doors.toughness,
        keywords=doors.keywords + extra(c.keywords, full.keywords),
        abilities=doors.abilities + extra(c.abilities, full.abilities),
    )


def room_of(game: Kernel, obj: MagicObject) -> str:
    """CR 709.5, 707.2: the key of the Room whose doors ``obj`` has — the Room its copiable
    values are (its own card, or what a copy effect made it), "" if it is no Room (a Room
    that became a copy of a creature has no doors; a creature that became a copy of a Room
    has that Room's doors). Which doors are unlocked is the object's own designations
    (709.5c), never copied (707.2)."""
    c = copiable(game, obj)
    return c.name if is_room(c.name) else ""


def copiable(game: Kernel, obj: MagicObject) -> cx.Copiable:
    """The object's copiable values (CR 707.2, 613.2c): its own, then its copy effects in
    timestamp order, then face-down status."""
    c = printed(obj.face())
    for e in st(game).effects:
        if obj.id in e.affected:
            for part in e.parts:
                if isinstance(part, cx.CopyOf):
                    c = part.values
    if obj.face_down:
        return face_down_values(obj)
    return c


def with_exceptions(c: cx.Copiable, ex: cx.Except) -> cx.Copiable:
    """CR 707.9: the copy's values with the copy effect's exceptions made part of them."""

    def more(old: tuple[Any, ...], new: tuple[Any, ...]) -> tuple[Any, ...]:
        return old + tuple(x for x in new if x not in old)

    def defines(ab: Any, kinds: tuple[type, ...]) -> bool:
        return type(ab) is Static and ab.cda and any(isinstance(p, kinds) for p in ab.parts)

    abilities = c.abilities
    if ex.power is not None or ex.toughness is not None:  # CR 707.9d
        abilities = tuple(a for a in abilities if not defines(a, (cx.DefinePT,)))
    if ex.set_colors is not None:
        abilities = tuple(a for a in abilities if not defines(a, (cx.SetColors, cx.AddColors)))
    return replace(
        c,
        name=ex.name if ex.name is not None else c.name,
        types=more(c.types, ex.types),
        subtypes=more(c.subtypes, ex.subtypes),
        supertypes=more(c.supertypes, ex.supertypes),
        colors=ex.set_colors if ex.set_colors is not None else more(c.colors, ex.colors),
        power=ex.power if ex.power is not None else c.power,
        toughness=ex.toughness if ex.toughness is not None else c.toughness,
        keywords=more(c.keywords, ex.keywords),
        abilities=abilities + ex.abilities,
    )
