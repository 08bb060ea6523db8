"""What an object *is* right now (CR 109.3, 613), computed and cached per state version, and
kept across versions while nothing it depends on has changed (``grimorio.core.aspects``).

Objects in play (permanents, spells, emblems) get their characteristics from the layer
system (``grimorio.rules.characteristics.layers``), one pass for the whole board whenever any
continuous effect exists; with none, from their copiable values plus counters. Cards in other zones
have their printed values (CR 109.3), face-down status and characteristic-defining
abilities (604.3), which work in every zone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.core.aspects import Aspect, Reads, reads
from grimorio.dsl.abilities import Ability, Static
from grimorio.dsl.card import has_power_and_toughness
from grimorio.dsl.continuous import DAMAGE_COUNTER
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY, STACK_KEY
from grimorio.rules.characteristics import inputs, layers, reach, values
from grimorio.rules.characteristics.outside import (
    apply_outside,
    outside_statics,
    reaching,
    touched_outside,
)
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

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
        has_pt = has_power_and_toughness(v.types, v.supertypes)
        if in_play and not has_pt:
            power = toughness = None  # CR 208.3, I-207.4: a noncreature permanent has no P/T
        elif has_pt and power is None:
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


# What the layer system always reads (CR 613, ``reach.signature``): the objects in play (and
# in graveyards and exile), their status and counters, the continuous effects, what linked
# abilities remember and the choices made as permanents entered. What else it may read
# depends on the effects and static abilities around (:func:`board_read`): the cards in
# hands and libraries (HIDDEN) only for a description of cards there.
ALWAYS_READ = reads(Aspect.OBJECTS, Aspect.STATUS, Aspect.COUNTERS, Aspect.EFFECTS, Aspect.MEMORY)
_MAY_READ = (
    (inputs.ELSEWHERE, Aspect.HIDDEN),
    (inputs.TAPPED, Aspect.TAPPED),
    (inputs.LIFE, Aspect.LIFE),
    (inputs.ACTIVE, Aspect.TURN),
    (inputs.ENTERED, Aspect.ENTERED),
)
# What an object's own values read (:class:`_Known`): its card, face, doors and counters, and
# whether the board reaches it (what is in play, the effects). Not the other cards in a hand
# or library: a card drawn is a new object (CR 400.7), worked out when first read.
OWN_READ = reads(Aspect.OBJECTS, Aspect.STATUS, Aspect.COUNTERS, Aspect.EFFECTS)
# What is in play and the continuous effects: whether the layer system has work to do.
PLAY_READ = reads(Aspect.OBJECTS, Aspect.EFFECTS)
_IDS_READ = reads(Aspect.OBJECTS)


def chars(game: Kernel, obj: MagicObject) -> Chars:
    """The object's characteristics: cached for the state version, and kept across
    versions while nothing they depend on has changed (:class:`_Known`)."""
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
    """Is any continuous effect around (so that the layer system has work to do)? Kept
    while what is in play and the effects are unchanged."""
    cache = game.derived()
    flag = cache.get("layered")
    if flag is None:
        flag = cache["layered"] = game.kept("layered", PLAY_READ, lambda: _layered(game))
    return bool(flag)


def _layered(game: Kernel) -> bool:
    return bool(st(game).effects) or statics_in_play(game)


def statics_in_play(game: Kernel) -> bool:
    """Does anything in play have a static ability? A function of the ids in play (an
    object's card never changes while it keeps its id, CR 400.7): kept while OBJECTS is not
    written, and then worked out again only if those ids differ."""
    state = st(game)

    def check() -> bool:
        ids = _in_play_ids(game)

        def compute() -> bool:
            return any(values.has_statics(state.objects[i].card) for i in ids)

        return game.remembered("statics", ids, compute)

    return game.kept("statics", _IDS_READ, check)


def _in_play_ids(game: Kernel) -> tuple[int, ...]:
    """The ids of the objects in play (``reach.in_play``)."""
    return tuple(reach.in_play(st(game)))


def board(game: Kernel, everything: bool = False) -> layers.Board:
    """The layer system applied to what effects reach in play (``everything``: to every
    object in play, for counting), once per state version."""
    cache = game.derived()
    key = "board+" if everything else "board"
    b = cache.get(key)
    if b is None:
        read = board_read(game)[0]
        b = cache[key] = layers.Board(game, statics_in_play(game), everything, read)
    assert isinstance(b, layers.Board)
    return b


def board_read(game: Kernel) -> tuple[frozenset[str], Reads]:
    """What the layer system may read now (:func:`reach.read_by`), and the aspects of the
    state that holds it.

    ``reach.read_by`` is a function of the cards in play and of the effects' parts, and
    an object's card never changes while it keeps its id (CR 400.7): so the answer is kept
    while neither is written (``PLAY_READ``: OBJECTS, EFFECTS) and, when one is (a card
    drawn, a spell cast), worked out again only if the ids in play or the effects' parts
    differ (:func:`_play_signature`). The same pair is returned while it stands."""

    def check() -> tuple[frozenset[str], Reads]:
        def compute() -> tuple[frozenset[str], Reads]:
            read = reach.read_by(st(game))
            more = [aspect for name, aspect in _MAY_READ if name in read]
            return read, reads(*ALWAYS_READ.aspects, *more)

        return game.remembered("board_read", _play_signature(game), compute)

    return game.kept("board_read", PLAY_READ, check)


def _play_signature(game: Kernel) -> tuple[tuple[int, ...], tuple[tuple[Any, ...], ...]]:
    """The ids of the objects in play (:func:`_in_play_ids`) and the parts of each
    continuous effect (fixed when it begins, CR 611.2d): all that ``reach.read_by``
    reads, since an object's card never changes while it keeps its id."""
    return _in_play_ids(game), tuple([e.parts for e in st(game).effects])


def board_chars(game: Kernel) -> dict[int, Chars]:
    """The characteristics of what the effects reach in play, recomputed only when
    something the layer system reads has changed: kept while no aspect it reads
    (:func:`board_read`) is written, and then recomputed only if :func:`reach.signature` —
    the exact list of what it reads — has changed. The same dict while it stands."""
    cache = game.derived()
    found = cache.get("board_chars")
    if found is None:
        read, aspects = board_read(game)

        def check() -> dict[int, Chars]:
            # (``compute`` inside ``check``: a closure that another one calls would be kept
            # in their shared environment, a cycle left for the garbage collector)
            def compute() -> dict[int, Chars]:
                return {i: Chars.of(v, in_play=True) for i, v in board(game).vals.items()}

            sig = reach.signature(st(game), statics_in_play(game), read)
            return game.remembered("layers", sig, compute)

        found = cache["board_chars"] = game.kept("board_chars", aspects, check)
    assert isinstance(found, dict)
    return found


class _Known:
    """The characteristics worked out, by object id, kept across state versions while
    nothing they read has changed.

    * Objects the board does not reach (CR 109.3, 604.3, 611.3: a card in a hidden zone, a
      permanent no effect reaches) have their own values: they read the object's card,
      face and doors (OBJECTS, STATUS), its counters (COUNTERS), and whether the board
      reaches it (what is in play, the effects): ``OWN_READ``, for which the store is kept.
    * Objects the board reaches have the board's characteristics (``board``, the dict of
      :func:`board_chars`): they stand while that dict does. When the aspects the layer
      system reads (:func:`board_read`) have been written since ``stamp``, the board is
      asked again (its signature decides) and a new dict empties the store.
    * The amounts of a characteristic-defining ability outside the board (604.3, worked
      out on the whole board) and the statics reaching cards outside play (611.3, read from
      the abilities permanents have through the layers) read the layer system too: once
      either is read (``volatile``), any write of what it reads empties the store.
    """

    __slots__ = ("board", "objects", "outside", "stamp", "volatile")

    def __init__(self) -> None:
        self.objects: dict[int, Chars] = {}
        # the statics on the battlefield that reach cards outside it, once worked out
        self.outside: list[tuple[int, Static]] | None = None
        self.board: dict[int, Chars] | None = None
        self.volatile = False
        self.stamp = 0  # when what the layers read was last written, for board or volatile

    def clear(self) -> None:
        self.objects, self.outside, self.board, self.volatile = {}, None, None, False

    def from_board(self, game: Kernel, board: dict[int, Chars]) -> None:
        """Entries are taken from ``board``."""
        if self.board is not board:
            if self.board is not None:
                self.clear()  # (it can't happen: ``_known`` has just checked the board)
            if not self.volatile:
                self.stamp = game.stamp(board_read(game)[1])
            self.board = board
        self.objects.update(board)

    def reads_layers(self, game: Kernel) -> None:
        """An entry reads the layer system outside the board."""
        if not self.volatile and self.board is None:
            self.stamp = game.stamp(board_read(game)[1])
        self.volatile = True


def _known(game: Kernel) -> _Known:
    known = game.kept("known", OWN_READ, _Known)
    if known.board is not None or known.volatile:
        stamp = game.stamp(board_read(game)[1])
        if stamp != known.stamp:
            if known.volatile or board_chars(game) is not known.board:
                known.clear()
            else:
                known.stamp = stamp
    return known


def _compute(game: Kernel, obj: MagicObject, cache: dict[Any, Any]) -> Chars:
    known = _known(game)
    c = known.objects.get(obj.id)
    if c is not None:
        cache.update(known.objects)
        return c
    key = obj.zone
    in_play = key in (BATTLEFIELD_KEY, COMMAND_KEY) or (key == STACK_KEY and obj.ability is None)
    if in_play and (cache["layered"] if "layered" in cache else layered(game)):
        computed = board_chars(game)
        found = computed.get(obj.id)
        if found is not None:
            known.from_board(game, computed)
            cache.update(computed)
            return found
    c = known.objects[obj.id] = _own_values(game, obj, in_play, known)
    cache[obj.id] = c
    return c


def _own_values(game: Kernel, obj: MagicObject, in_play: bool, known: _Known) -> Chars:
    """CR 109.3, 604.3, 611.3: the object's copiable values, its characteristic-defining
    abilities, counters, and the statics that reach it outside play."""
    mine = values.layer1(obj)  # face down, a Room's doors (CR 708.2, 709.5)
    face = obj.face()  # its card, or a demon's terrestrial form (I-112.4)
    cda = mine is values.printed(face) and values.has_cda(face)
    outside: list[tuple[int, Static]] = []
    if not in_play:
        if known.outside is None:
            if touched_outside(game):
                known.reads_layers(game)
            known.outside = outside_statics(game, _abilities)
        outside = reaching(game, obj, mine, known.outside)
    if mine is values.printed(obj.card) and not obj.counters and not cda and not outside:
        return _PRINTED.get((obj.card, obj.base_controller)) or printed(
            obj.card, obj.base_controller
        )
    v = values.Values(mine, obj.base_controller)
    if cda:  # CR 604.3: they work in every zone
        known.reads_layers(game)
        board(game, everything=True).apply_own_cdas(obj, v)
    _counters(obj, v)
    if outside:  # CR 611.3: statics that reach cards outside play
        apply_outside(game, outside, v)
    return Chars.of(v, in_play)


def _abilities(game: Kernel, obj: MagicObject) -> tuple[Ability, ...]:
    """A permanent's abilities through the layers (CR 613.1f)."""
    return chars(game, obj).abilities


def _counters(obj: MagicObject, v: values.Values) -> None:
    """CR 122.1a, 122.1b: counters, with no other effect around to order them against;
    I-121.1a: damage counters lower toughness."""
    plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
    if plus and v.power is not None and v.toughness is not None:
        v.power += plus
        v.toughness += plus
    damage = obj.counters.get(DAMAGE_COUNTER, 0)
    if damage and v.toughness is not None:
        v.toughness -= damage
    v.keywords = v.keywords | frozenset(k for k in obj.counters if k in layers.KEYWORD_COUNTERS)


def tap_sick(obj: MagicObject, c: Chars) -> bool:
    """May ``obj`` (with characteristics ``c``) not pay {T} or {Q} for being new under its
    controller's control: a creature without haste (CR 302.6), an Inferno ally (I-301.6;
    an object may, I-304.3)?"""
    return (
        obj.sick
        and ("creature" in c.types or "aliado" in c.types)
        and Keyword.HASTE not in c.keywords
    )
