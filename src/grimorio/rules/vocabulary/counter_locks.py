"""Counters that can't be removed (CR 122, 101.2): a static ability
(:class:`~grimorio.dsl.counter_rules.CountersStay`) of a permanent on the battlefield says
that counters of a kind can't be removed from the permanents some players control.

* A removal of such a counter doesn't happen (101.2: "can't" beats an instruction).
* A permanent with a stun counter that would untap doesn't, since the stun counter it would
  lose instead (122.1d) can't be removed: it stays tapped and keeps the counter.
* A move of such a counter (122.5) doesn't happen at all: nothing removed, nothing put.
* A cost that untaps such a permanent ({Q}, 107.6) can't be paid (the release notes of
  Miedo a la parálisis del sueño).

The rules' hooks ask :func:`kept` (``grimorio.mtg.rules``, ``rules.effects.lasting``,
``rules.casting.costs``); :func:`forbidden` is the replacement hook's question about one
event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.counter_rules import CountersStay
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.filters import player_fits
from grimorio.rules.events.objects import CounterChange, SetTapped, source_ref
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel

STUN = "stun"  # CR 122.1d


def keeper(game: Kernel, oid: int, kind: str) -> int:
    """The permanent whose :class:`CountersStay` keeps counters of ``kind`` on the permanent
    ``oid`` (0: none does). The first in the battlefield's order."""
    found = _keeping(game, oid, kind)
    return 0 if found is None else found[0]


def _keeping(game: Kernel, oid: int, kind: str) -> tuple[int, CountersStay] | None:
    """The permanent keeping counters of ``kind`` on ``oid``, and its ability; or None."""
    state = st(game)
    obj = state.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD_KEY or not obj.counters.get(kind):
        return None
    for holder, _n, ab in abilities_in_play(game, CountersStay):
        assert isinstance(ab, CountersStay)
        whose = None if ab.whose == "each" else ab.whose
        if ab.kind == kind and player_fits(whose, obj.controller, state.objects[holder].controller):
            return holder, ab
    return None


def kept(game: Kernel, oid: int, kind: str) -> bool:
    """CR 101.2: can't counters of ``kind`` be removed from the permanent ``oid`` now?"""
    return keeper(game, oid, kind) != 0


def forbidden(game: Kernel, event: Event) -> bool:
    """Is ``event`` a removal that can't happen — a counter taken off a permanent whose
    counters of that kind are kept (101.2), or an untap of a permanent with a stun counter
    it can't lose (122.1d: the untap is replaced by the removal, which can't happen)? If so,
    the log says why."""
    if isinstance(event, CounterChange) and event.delta < 0:
        found = _keeping(game, event.obj, event.kind)
        rule = "122.1d" if event.kind == STUN else "101.2"
    elif isinstance(event, SetTapped) and not event.tapped:
        obj = st(game).objects.get(event.obj)
        if obj is None or not obj.tapped:
            return False
        found = _keeping(game, event.obj, STUN)
        rule = "122.1d"
    else:
        return False
    if found is None:
        return False
    holder, ability = found
    state = st(game)
    ability_use.record(state.objects[holder].card, ability)
    game.note(
        rule,
        "counters.kept",
        source_ref(state, state.objects[event.obj].card, event.obj),
        source_ref(state, state.objects[holder].card, holder),
    )
    return True


register_messages(
    {
        "counters.kept": (
            "{0:El} no pierde sus contadores: {1:el} lo impide.",
            "{0} keeps its counters: {1} says they can't be removed.",
        ),
    }
)
