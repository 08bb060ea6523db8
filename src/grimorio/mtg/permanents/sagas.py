"""Sagas (CR 714): lore counters and chapter abilities.

A Saga's chapter abilities (``dsl.triggers.Chapter``) trigger when lore counters are put
on it and the count goes from less than the chapter's number to at least that number
(714.2b). As a Saga enters, a lore counter is put on it (714.3a, written as an entering
replacement by ``dsl.keywords.saga``); as its controller's precombat main phase begins, a
lore counter is put on each Saga they control (714.3b, a turn-based action); and once it
has as many lore counters as its final chapter number, and no chapter ability of it has
triggered and not yet left the stack, it is sacrificed (714.4, a state-based action,
704.5s).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.core.engine import Event
from grimorio.dsl.abilities import Triggered
from grimorio.dsl.triggers import Chapter
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone
from grimorio.rules.characteristics.chars import Chars, chars, layered
from grimorio.rules.events.objects import CounterChange, CreateToken, ZoneChange
from grimorio.rules.state.state import PendingTrigger, st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

LORE = "lore"


def final_chapter(abilities: tuple[Any, ...]) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities (0: none)."""
    return max(
        (a.when.n for a in abilities if isinstance(a, Triggered) and isinstance(a.when, Chapter)),
        default=0,
    )


def chapter_reached(game: Kernel, source: int, when: Chapter, ev: Event) -> bool:
    """CR 714.2b: lore counters were put on ``source`` and their number went from less
    than N to at least N — also as it entered with them (122.6: counters an object is given
    as it enters are "put" on it)."""
    if isinstance(ev, (ZoneChange, CreateToken)):
        entered = not isinstance(ev, ZoneChange) or ev.to == Zone.BATTLEFIELD
        if not entered or ev.new_id != source:
            return False
        put = sum(n for kind, n in ev.counters if kind == LORE)
        return 0 < when.n <= put
    if not (isinstance(ev, CounterChange) and ev.kind == LORE and ev.delta > 0):
        return False
    obj = st(game).objects.get(ev.obj)
    if ev.obj != source or obj is None:
        return False
    after = obj.counters.get(LORE, 0)
    return after - ev.delta < when.n <= after


def _sagas(game: Kernel, player: int | None = None) -> list[tuple[int, int]]:
    """(object, final chapter number) of each Saga on the battlefield (controlled by
    ``player``) with one or more chapter abilities."""
    state = st(game)
    out: list[tuple[int, int]] = []
    printed_only = not layered(game)  # no effect around: a Saga is a card printed as one
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if player is not None and obj.controller != player:
            continue
        if printed_only and "Saga" not in get(obj.card).subtypes:
            continue
        c = chars(game, obj)
        if "Saga" not in c.subtypes:
            continue
        final = final_chapter(c.abilities)
        if final > 0:
            out.append((oid, final))
    return out


def add_lore_counters(game: Kernel) -> None:
    """CR 714.3b: as the active player's precombat main phase begins, they put a lore
    counter on each Saga they control with one or more chapter abilities."""
    state = st(game)
    sagas = _sagas(game, state.active)
    if sagas:
        game.emit_all([CounterChange(oid, LORE, 1, "714.3b") for oid, _final in sagas])


def _chapter_pending(game: Kernel, oid: int) -> bool:
    """Is ``oid`` the source of a chapter ability that has triggered and not yet left the
    stack (waiting to be put on it, or on it)?"""
    state = st(game)
    waiting = [p for p in state.triggered if p.source == oid]
    for sid in state.zones[STACK_KEY]:
        trigger = state.objects[sid].trigger
        if isinstance(trigger, PendingTrigger) and trigger.source == oid:
            waiting.append(trigger)
    return any(isinstance(p.ability.when, Chapter) for p in waiting)


def saga_sacrifices(game: Kernel, sagas: list[tuple[int, Chars]]) -> list[Event]:
    """CR 704.5s, 714.4: each Saga with at least its final chapter number of lore counters,
    and no chapter ability of it waiting or on the stack, is sacrificed. ``sagas``: the
    permanents on the battlefield with the subtype Saga, in order, with their
    characteristics now."""
    state = st(game)
    out: list[Event] = []
    for oid, c in sagas:
        final = final_chapter(c.abilities)
        if final <= 0:
            continue  # CR 714.4: only a Saga with one or more chapter abilities
        if state.objects[oid].counters.get(LORE, 0) >= final and not _chapter_pending(game, oid):
            out.append(ZoneChange(oid, Zone.GRAVEYARD, "704.5s", "sacrifice"))
    return out
