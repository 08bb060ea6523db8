"""Static abilities that reach cards outside the battlefield and the stack (CR 611.3, 604.1:
"creature cards you own that aren't on the battlefield" — Leyline of Transformation).

Such an ability is a :class:`~grimorio.dsl.abilities.Static` whose ``affects`` is
``Each(Filter(zone=Zone.OUTSIDE))`` ("outside" is not a zone: see
:class:`~grimorio.dsl.zones.Zone`): the layer system of the board leaves those cards alone,
and the characteristics of a card in a hand, library, graveyard or exile (computed from its
own values, ``grimorio.rules.characteristics.chars``) get these effects on top. Only type- and
colour-adding parts (layers 4 and 5) are meaningful there. "The chosen ..." is the choice
made as the source entered (CR 607.2a, 614.12a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.dsl import continuous as cx
from grimorio.dsl.abilities import Ability, Static
from grimorio.dsl.permanent_keywords import EVERY_CREATURE_TYPE, every_creature_type
from grimorio.dsl.selectors import Each
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.characteristics.values import Values

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.state.objects import MagicObject
    from grimorio.rules.state.state import MtgState

AbilitiesOf = Callable[["Kernel", "MagicObject"], tuple[Ability, ...]]


def chosen_subtypes(
    state: MtgState, source: int | None, subtypes: tuple[str, ...]
) -> tuple[str, ...]:
    """``"chosen"`` among ``subtypes`` is the creature type chosen as ``source`` entered;
    ``EVERY_CREATURE_TYPE`` is every creature type of CR 205.3m (changeling, 702.73a)."""
    if EVERY_CREATURE_TYPE in subtypes:
        rest = tuple(t for t in subtypes if t != EVERY_CREATURE_TYPE)
        return chosen_subtypes(state, source, rest) + every_creature_type()
    if "chosen" not in subtypes:
        return subtypes
    chosen = state.chosen.get(source, ()) if source is not None else ()
    picked = tuple(v for k, v in chosen if k == "creature_type")
    return tuple(t for t in subtypes if t != "chosen") + picked


def outside_statics(game: Kernel, abilities_of: AbilitiesOf) -> list[tuple[int, Static]]:
    """(source, ability) of each static ability on the battlefield that reaches cards
    outside it. ``abilities_of`` gives a permanent's abilities as the layers make them (CR
    613.1f); it is asked only about permanents whose card has such an ability
    (:func:`touched_outside`). The caller keeps the list
    (``grimorio.rules.characteristics.chars``)."""
    state: Any = game.state
    found: list[tuple[int, Static]] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if not _may_have(obj.card):
            continue
        for ab in abilities_of(game, obj):
            if isinstance(ab, Static) and _reaches_outside(ab):
                found.append((oid, ab))
    return found


def touched_outside(game: Kernel) -> bool:
    """Does a permanent's card have a static ability that reaches cards outside the
    battlefield? Only then does :func:`outside_statics` read the layers."""
    state: Any = game.state
    return any(_may_have(state.objects[oid].card) for oid in state.zones[BATTLEFIELD_KEY])


def _reaches_outside(ab: Static) -> bool:
    return isinstance(ab.affects, Each) and ab.affects.filter.zone == Zone.OUTSIDE


def _may_have(card: str) -> bool:
    flag = _HAS.get(card)
    if flag is None:
        abilities = get(card).abilities
        flag = _HAS[card] = any(isinstance(a, Static) and _reaches_outside(a) for a in abilities)
    return flag


_HAS: dict[str, bool] = {}


def reaching(
    game: Kernel, obj: MagicObject, own: cx.Copiable, found: list[tuple[int, Static]]
) -> list[tuple[int, Static]]:
    """The abilities among ``found`` (:func:`outside_statics`) that apply to ``obj``, a
    card outside the battlefield and the stack with its own values ``own``."""
    if not found:
        return []
    values = Values(own, obj.base_controller)
    state: Any = game.state
    out: list[tuple[int, Static]] = []
    for source, ab in found:
        assert isinstance(ab.affects, Each)
        controller = state.objects[source].controller
        if fits(ab.affects.filter, values, obj, controller, source):
            out.append((source, ab))
    return out


def apply_outside(game: Kernel, found: list[tuple[int, Static]], v: Values) -> None:
    """Apply their type- and colour-adding parts in timestamp order (CR 613.7)."""
    state: Any = game.state
    for source, ab in sorted(found, key=lambda f: state.objects[f[0]].timestamp):
        for part in ab.parts:
            if isinstance(part, cx.AddTypes):  # CR 205.1b
                subtypes = chosen_subtypes(state, source, part.subtypes)
                v.types = v.types + tuple(t for t in part.types if t not in v.types)
                v.subtypes = v.subtypes + tuple(t for t in subtypes if t not in v.subtypes)
            elif isinstance(part, cx.AddColors):
                v.colors = v.colors + tuple(c for c in part.colors if c not in v.colors)
