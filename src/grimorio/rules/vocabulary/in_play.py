"""The abilities that permanents on the battlefield have now (CR 113.6, 604.2), by kind:
triggered abilities, replacement effects, "triggers an additional time", cost modifiers,
targeting rule changes.

Unless some effect around could give or take away abilities other than keywords (a grant of
abilities, "loses all abilities", a copy effect, a text change, a face-down permanent),
these are the printed abilities; otherwise the abilities the layer system gives (613.1f).
Either way the index is kept across state versions while what it depends on is unchanged
(``grimorio.core.aspects``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect, Reads, reads
from grimorio.dsl.abilities import (
    CostModifier,
    DoesntUntap,
    DontLoseForLife,
    HexproofIgnored,
    LifeGainForbidden,
    LookAtFaceDown,
    NoMaximumHandSize,
    SpellsHave,
    Static,
    Triggered,
    UntapsDuringOthers,
)
from grimorio.dsl.continuous import ChangeText, CopyOf, Grant, LoseAllAbilities
from grimorio.dsl.counter_rules import CountersStay
from grimorio.dsl.library_top import LookAtLibraryTop
from grimorio.dsl.permissions import AltCostFor, MayPlayFrom
from grimorio.dsl.replacements import Replacement
from grimorio.dsl.triggers import TriggersAdditionalTime
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY
from grimorio.rules.characteristics.chars import board_chars, board_read, chars, layered
from grimorio.rules.characteristics.reach import works_in_command_zone
from grimorio.rules.characteristics.values import has_statics, layer1
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

KINDS = (
    Triggered,
    Replacement,
    TriggersAdditionalTime,
    CostModifier,
    HexproofIgnored,
    LifeGainForbidden,
    DoesntUntap,
    NoMaximumHandSize,
    DontLoseForLife,
    SpellsHave,
    UntapsDuringOthers,
    MayPlayFrom,
    AltCostFor,
    LookAtFaceDown,
    LookAtLibraryTop,  # CR 401.2 (issue 23)
    CountersStay,  # CR 101.2, 122.1d
)
Found = list[tuple[int, int, Any]]
_NONE: Found = []


def abilities_in_play(game: Kernel, kind: type) -> Found:
    """(object id, ability index, ability) for each ability of ``kind`` on the battlefield."""
    found: Found = index_in_play(game).get(kind, _NONE)
    return found


def index_in_play(game: Kernel) -> dict[type, Found]:
    """The abilities on the battlefield by kind: looked up once per state version, and
    kept across versions while none of the aspects it reads (:func:`index_read`) has been
    written. The same dict (and lists in it) while it stands."""
    cache = game.derived()
    index = cache.get("in_play")
    if index is None:
        index = cache["in_play"] = game.kept("in_play", index_read(game), _indexer(game))
    assert isinstance(index, dict)
    return index


def index_read(game: Kernel) -> Reads:
    """The aspects of the state that :func:`index_in_play` reads now, looked up once per
    state version; STATUS (controllers, faces) is always among them.

    * When no effect can change abilities other than keywords (:func:`_through_layers`
      is false), the index holds the printed abilities: a function of the ids on the
      battlefield, in order, and of their faces and doors (OBJECTS, STATUS), and that
      this is so depends only on the battlefield and the effects (OBJECTS, STATUS,
      EFFECTS, ``_MODE_READ``).
    * Otherwise it holds the abilities the layer system gives (613.1f): what the layer
      system reads (:func:`board_read`, which covers ``_MODE_READ``).

    Either way a write that could change which of the two holds writes ``_MODE_READ``,
    which both include: a value kept against the aspects answered for one version is
    never reused after the answer changes."""
    cache = game.derived()
    read = cache.get("in_play.read")
    if read is None:
        read = board_read(game)[1] if _through_layers(game) else _MODE_READ
        cache["in_play.read"] = read
    assert isinstance(read, Reads)
    return read


def _indexer(game: Kernel) -> Callable[[], dict[type, Found]]:
    def compute() -> dict[type, Found]:
        return _index(game)

    return compute


def _through_layers(game: Kernel) -> bool:
    """Must the abilities on the battlefield be read through the layers: may an effect
    change abilities (:func:`_abilities_may_change`), with the layer system having work to
    do (``layered``, which reads what is in play and the effects: PLAY_READ)? Kept while
    ``_MODE_READ`` is not written."""

    def compute() -> bool:
        return _abilities_may_change(game, _battlefield(game)) and layered(game)

    return game.kept("in_play.layers", _MODE_READ, compute)


def _index(game: Kernel) -> dict[type, Found]:
    """The index (see :func:`index_read` for what it reads).

    * Printed: a function of the ids on the battlefield, in order, and of their faces and
      doors (``state.faces`` is bumped whenever a permanent is turned face up or down or
      a door is locked or unlocked in place; an object's card never changes while it keeps
      its id, CR 400.7) — remembered against exactly that (:func:`_battlefield`).
    * Through the layers: of the battlefield, its faces and the board's characteristics
      (:func:`board_chars`, the same dict while the layers' result stands)."""
    state = st(game)
    battlefield = _battlefield(game)
    if not _through_layers(game):

        def printed() -> dict[type, Found]:
            out: dict[type, Found] = {}
            for i in battlefield[0]:
                obj = state.objects[i]
                if _has(obj.card):  # face down, a Room's locked doors: CR 708.2, 709.5
                    _add(out, i, layer1(obj).abilities)
            return out

        return game.remembered("in_play.printed", battlefield, printed)

    def layered_ones() -> dict[type, Found]:
        out: dict[type, Found] = {}
        for i in battlefield[0]:
            _add(out, i, chars(game, state.objects[i]).abilities)
        return out

    board = board_chars(game)
    return game.remembered("in_play+", (battlefield, board), layered_ones)


# What the printed abilities on the battlefield, and whether an effect may change them,
# read: what is there, face up or down, a Room's doors, and the effects.
_MODE_READ = reads(Aspect.OBJECTS, Aspect.STATUS, Aspect.EFFECTS)


def _battlefield(game: Kernel) -> tuple[tuple[int, ...], int]:
    """The ids on the battlefield in order — and after them those in the command zone whose
    abilities function there (face-up schemes, CR 904.8) — and ``state.faces``: what the
    printed abilities there and whether an effect may change them read of the battlefield."""
    state = st(game)
    ids = tuple(state.zones[BATTLEFIELD_KEY])
    command = state.zones[COMMAND_KEY]
    if command:
        ids += tuple(o for o in command if works_in_command_zone(state.objects[o]))
    return ids, state.faces


def _abilities_may_change(game: Kernel, battlefield: tuple[tuple[int, ...], int]) -> bool:
    """Could a continuous effect make a permanent's abilities differ from its card's?
    A function of the battlefield (its ids, and their faces: :func:`_battlefield`) and
    of the effects' parts (fixed when each begins, CR 611.2d), remembered against them."""
    state = st(game)

    def compute() -> bool:
        parts = [p for e in state.effects for p in e.parts]
        for i in battlefield[0]:
            obj = state.objects[i]
            if obj.face_down:
                return True
            if has_statics(obj.card):
                parts += [
                    p for a in get(obj.card).abilities if isinstance(a, Static) for p in a.parts
                ]
        return any(
            isinstance(p, (LoseAllAbilities, CopyOf, ChangeText))
            or (isinstance(p, Grant) and p.abilities)
            for p in parts
        )

    signature = (battlefield, tuple([e.parts for e in state.effects]))
    return game.remembered("abilities_change", signature, compute)


def _add(out: dict[type, Found], oid: int, abilities: tuple[Any, ...]) -> None:
    for n, a in enumerate(abilities):
        if type(a) is Triggered and a.zone != "battlefield":
            continue  # CR 113.6m: it functions only from another zone (its graveyard)
        if isinstance(a, KINDS):
            out.setdefault(type(a), []).append((oid, n, a))


def _has(card: str) -> bool:
    flag = _HAS.get(card)
    if flag is None:
        flag = _HAS[card] = any(isinstance(a, KINDS) for a in get(card).abilities)
    return flag


_HAS: dict[str, bool] = {}
