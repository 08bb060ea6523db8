"""The abilities of one kind that permanents on the battlefield have now (CR 113.6, 604.2).

Without continuous effects these are the printed abilities, remembered while the
battlefield is unchanged; with them, the abilities the layer system gives (613.1f).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.mtg.characteristics import chars, layered
from grimorio.mtg.events import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

Found = list[tuple[int, int, Any]]


def abilities_in_play(game: Kernel, kind: type) -> Found:
    """(object id, ability index, ability) for each ability of ``kind`` on the battlefield."""
    state = st(game)
    battlefield = tuple(state.zones["battlefield"])
    if not layered(game):

        def printed() -> Found:
            out: Found = []
            for i in battlefield:
                obj = state.objects[i]
                if obj.face_down or not _has(obj.card, kind):
                    continue
                out += [
                    (i, n, a) for n, a in enumerate(get(obj.card).abilities) if isinstance(a, kind)
                ]
            return out

        return game.remembered(("in_play", kind), battlefield, printed)
    cache = game.derived()
    found = cache.get(("in_play", kind))
    if found is None:
        found = cache[("in_play", kind)] = [
            (i, n, a)
            for i in battlefield
            for n, a in enumerate(chars(game, state.objects[i]).abilities)
            if isinstance(a, kind)
        ]
    assert isinstance(found, list)
    return found


def _has(card: str, kind: type) -> bool:
    key = (card, kind)
    flag = _HAS.get(key)
    if flag is None:
        flag = _HAS[key] = any(isinstance(a, kind) for a in get(card).abilities)
    return flag


_HAS: dict[tuple[str, type], bool] = {}
