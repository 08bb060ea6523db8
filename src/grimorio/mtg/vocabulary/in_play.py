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

from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
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
from grimorio.dsl.permissions import AltCostFor, MayPlayFrom
from grimorio.dsl.replacements import Replacement
from grimorio.dsl.triggers import TriggersAdditionalTime
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.mtg.characteristics.chars import board_chars, board_read, chars, layered
from grimorio.mtg.characteristics.values import has_statics, layer1
from grimorio.mtg.state.state import st

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
)
Found = list[tuple[int, int, Any]]
_NONE: Found = []


def abilities_in_play(game: Kernel, kind: type) -> Found:
    """(object id, ability index, ability) for each ability of ``kind`` on the battlefield."""
    cache = game.derived()
    index = cache.get("in_play")
    if index is None:
        # what the layer system reads covers all that the index reads (see _index)
        index = cache["in_play"] = game.kept("in_play", board_read(game)[1], lambda: _index(game))
    assert isinstance(index, dict)
    found: Found = index.get(kind, _NONE)
    return found


def _index(game: Kernel) -> dict[type, Found]:
    """The index: with printed abilities (kept while what is on the battlefield and its
    faces and doors are unchanged: OBJECTS, STATUS), or through the layers (while the
    battlefield, its faces and the board's characteristics — :func:`board_chars`, the
    same dict while the layers' result stands — are unchanged). Which of the two depends
    on what is in play, its faces and the effects. All of it is among what the layer
    system reads (:func:`board_read`), for which :func:`abilities_in_play` keeps it."""
    state = st(game)
    if not layered(game) or not _abilities_may_change(game):

        def printed() -> dict[type, Found]:
            out: dict[type, Found] = {}
            for i in state.zones[BATTLEFIELD_KEY]:
                obj = state.objects[i]
                if _has(obj.card):  # face down, a Room's locked doors: CR 708.2, 709.5
                    _add(out, i, layer1(obj).abilities)
            return out

        return game.kept("in_play.printed", _PRINTED_READ, printed)

    def layered_ones() -> dict[type, Found]:
        out: dict[type, Found] = {}
        for i in state.zones[BATTLEFIELD_KEY]:
            _add(out, i, chars(game, state.objects[i]).abilities)
        return out

    board = board_chars(game)

    def check() -> dict[type, Found]:
        battlefield = tuple(state.zones[BATTLEFIELD_KEY])
        # faces: bumped whenever a permanent's face or doors change in place
        return game.remembered("in_play+", (battlefield, state.faces, board), layered_ones)

    return game.kept("in_play+", board_read(game)[1], check)


# What the printed abilities on the battlefield depend on: what is there, face up or down,
# and a Room's doors.
_PRINTED_READ = (Aspect.OBJECTS, Aspect.STATUS)
# Whether an effect may change abilities: what is on the battlefield, its faces, the effects.
_MAY_CHANGE_READ = (Aspect.OBJECTS, Aspect.STATUS, Aspect.EFFECTS)


def _abilities_may_change(game: Kernel) -> bool:
    """Could a continuous effect make a permanent's abilities differ from its card's?"""
    state = st(game)

    def compute() -> bool:
        parts = [p for e in state.effects for p in e.parts]
        for i in state.zones[BATTLEFIELD_KEY]:
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

    return game.kept("abilities_change", _MAY_CHANGE_READ, compute)


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
