"""What an object *is* right now (CR 109.3, 613), computed and cached per state version.

Objects in play (permanents, spells, emblems) get their characteristics from the layer
system (``grimorio.mtg.characteristics.layers``), one pass for the whole board whenever any
continuous effect exists; with none, from their copiable values plus counters. Cards in other zones
have their printed values (CR 109.3), face-down status and characteristic-defining
abilities (604.3), which work in every zone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.dsl.abilities import Ability
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY, STACK_KEY
from grimorio.mtg.characteristics import layers, values
from grimorio.mtg.characteristics.outside import apply_outside, reaching
from grimorio.mtg.state.objects import MagicObject
from grimorio.mtg.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Chars:
    """Characteristics of one object at one moment, and who controls it (CR 613.1b)."""

    __slots__ = (
        "abilities",
        "colors",
        "controller",
        "keywords",
        "loyalty",
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
        abilities: tuple[Any, ...],
        mana_cost: ManaCost | None,
        controller: int = 0,
        loyalty: int | None = None,
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
        self.controller = controller
        self.loyalty = loyalty

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0  # CR 202.3

    @classmethod
    def of(cls, v: values.Values, in_play: bool) -> Chars:
        power, toughness = v.power, v.toughness
        if in_play and "creature" not in v.types:
            power = toughness = None  # CR 208.3: a noncreature permanent has no P/T
        elif "creature" in v.types and power is None:
            power = toughness = 0
        return cls(
            v.name,
            v.types,
            v.subtypes,
            v.supertypes,
            v.colors,
            power,
            toughness,
            v.keywords,
            v.abilities,
            v.mana_cost,
            v.controller,
            v.loyalty,
        )


def chars(game: Kernel, obj: MagicObject) -> Chars:
    """The object's characteristics, cached until the state changes."""
    cache = game.derived()
    c = cache.get(obj.id)
    if c is None:
        c = _compute(game, obj, cache)
    assert isinstance(c, Chars)
    return c


def printed(card: str, controller: int = 0) -> Chars:
    """The card's own characteristics (CR 109.3), shared by every object that is that card."""
    c = _PRINTED.get((card, controller))
    if c is None:
        c = Chars.of(values.Values(values.printed(card), controller), in_play=False)
        _PRINTED[(card, controller)] = c
    return c


_PRINTED: dict[tuple[str, int], Chars] = {}


def layered(game: Kernel) -> bool:
    """Is any continuous effect around (so that the layer system has work to do)?"""
    cache = game.derived()
    flag = cache.get("layered")
    if flag is None:
        flag = cache["layered"] = bool(st(game).effects) or statics_in_play(game)
    return bool(flag)


def statics_in_play(game: Kernel) -> bool:
    """Does anything in play have a static ability? (Worked out again only when what is in
    play changes.)"""
    state = st(game)
    ids = tuple(layers.in_play(state))

    def compute() -> bool:
        return any(values.has_statics(state.objects[i].card) for i in ids)

    return game.remembered("statics", ids, compute)


def board(game: Kernel, everything: bool = False) -> layers.Board:
    """The layer system applied to what effects reach in play (``everything``: to every
    object in play, for counting), once per state version."""
    cache = game.derived()
    key = "board+" if everything else "board"
    b = cache.get(key)
    if b is None:
        b = cache[key] = layers.Board(game, statics_in_play(game), everything)
    assert isinstance(b, layers.Board)
    return b


def board_chars(game: Kernel) -> dict[int, Chars]:
    """The characteristics of what the effects reach in play, recomputed only when
    something the layer system reads has changed (:func:`layers.signature`)."""
    cache = game.derived()
    found = cache.get("board_chars")
    if found is None:

        def compute() -> dict[int, Chars]:
            return {i: Chars.of(v, in_play=True) for i, v in board(game).vals.items()}

        sig = layers.signature(st(game), statics_in_play(game))
        found = cache["board_chars"] = game.remembered("layers", sig, compute)
    assert isinstance(found, dict)
    return found


def _compute(game: Kernel, obj: MagicObject, cache: dict[Any, Any]) -> Chars:
    key = obj.zone
    in_play = key in (BATTLEFIELD_KEY, COMMAND_KEY) or (key == STACK_KEY and obj.ability is None)
    if in_play and (cache["layered"] if "layered" in cache else layered(game)):
        computed = board_chars(game)
        found = computed.get(obj.id)
        if found is not None:
            cache.update(computed)
            return found
    own = values.layer1(obj)  # face down, a Room's doors (CR 708.2, 709.5)
    cda = own is values.printed(obj.card) and values.has_cda(obj.card)
    outside = [] if in_play else reaching(game, obj, own, _abilities)
    if own is values.printed(obj.card) and not obj.counters and not cda and not outside:
        c = _PRINTED.get((obj.card, obj.base_controller)) or printed(obj.card, obj.base_controller)
    else:
        v = values.Values(own, obj.base_controller)
        if cda:  # CR 604.3: they work in every zone
            board(game, everything=True).apply_own_cdas(obj, v)
        _counters(obj, v)
        if outside:  # CR 611.3: statics that reach cards outside play
            apply_outside(game, outside, v)
        c = Chars.of(v, in_play)
    cache[obj.id] = c
    return c


def _abilities(game: Kernel, obj: MagicObject) -> tuple[Ability, ...]:
    """A permanent's abilities through the layers (CR 613.1f)."""
    return chars(game, obj).abilities


def _counters(obj: MagicObject, v: values.Values) -> None:
    """CR 122.1a, 122.1b: counters, with no other effect around to order them against."""
    plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
    if plus and v.power is not None and v.toughness is not None:
        v.power += plus
        v.toughness += plus
    v.keywords = v.keywords | frozenset(k for k in obj.counters if k in layers.KEYWORD_COUNTERS)
