"""Every event says what it writes (``grimorio.core.aspects``): seeded random games where
each event's ``apply`` is watched, and every part of the state it changed must belong to an
aspect its class declares in ``writes`` — otherwise a value kept across state versions
could be kept wrongly (DESIGN principle 4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event, Kernel
from grimorio.core.serial import encode
from grimorio.dsl.zones import Zone, kind_of
from grimorio.rules.state.state import MtgState
from support import random_game

A = Aspect


def _subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def _objects(s: MtgState) -> dict[Aspect, Any]:
    status, tapped, counters, damage = {}, {}, {}, {}
    for i, o in s.objects.items():
        doors = {k: v for k, v in o.stamps.items() if k.startswith("door:")}
        status[i] = (
            o.face_down,
            o.doors,
            doors,
            o.attached_to,
            o.timestamp,
            o.controller,
            o.base_controller,
            o.sick,
            o.targets,
        )
        tapped[i] = o.tapped
        others = {k: v for k, v in o.stamps.items() if not k.startswith("door:")}
        counters[i] = (dict(o.counters), others)
        damage[i] = (o.damage, o.deathtouched)
    objects: tuple[dict[Any, Any], dict[Any, Any]] = ({}, {})
    hidden: tuple[dict[Any, Any], dict[Any, Any]] = ({}, {})  # hands and libraries: HIDDEN
    for i, o in s.objects.items():
        where = hidden if kind_of(o.zone) in (Zone.HAND, Zone.LIBRARY) else objects
        where[0][i] = (o.card, o.zone, o.owner, o.token, o.is_copy)
    for k, v in s.zones.items():
        where = hidden if kind_of(k) in (Zone.HAND, Zone.LIBRARY) else objects
        where[1][k] = list(v)
    return {
        A.OBJECTS: objects,
        A.HIDDEN: hidden,
        A.STATUS: status,
        A.TAPPED: tapped,
        A.COUNTERS: counters,
        A.DAMAGE: damage,
    }


def snapshot(game: Kernel) -> dict[Aspect, Any]:
    """The state split by aspect. (A new object's own fields count as OBJECTS: they are
    compared only for objects that existed before.)"""
    s = game.state
    assert isinstance(s, MtgState)
    players = [s.player(p.index) for p in s.players]
    out = _objects(s)
    out |= {
        A.EFFECTS: list(s.effects),
        A.RULES: (
            list(s.replacements),
            s.play_grants,
            s.no_prevention,
            [p.cant_gain_life for p in players],
        ),
        A.LIFE: [p.life for p in players],
        A.PLAYERS: [(p.poison, p.lands_played, p.lost, p.drew_from_empty) for p in players],
        A.MANA: [(p.pool, p.restricted) for p in players],
        A.COMBAT: (encode(s.combat), s.extra_combats),
        A.TURN: (s.turn, s.active, s.priority, s.extra_turns),
        A.STEP: (s.step, s.passes),
        A.RECORDS: (
            {k: v for k, v in s.turn_counts.items() if not k.startswith("entered:")},
            s.attacked,
            s.died,
            dict(s.fired),
            dict(s.lki),
        ),
        A.ENTERED: {k: v for k, v in s.turn_counts.items() if k.startswith("entered:")},
        A.MEMORY: (dict(s.linked), dict(s.chosen)),
        A.TRIGGERS: (list(s.triggered), list(s.delayed)),
        A.RANDOM: s.rng.state,
        A.RESULT: s.result,
    }
    return out


def _changed(before: dict[Aspect, Any], after: dict[Aspect, Any]) -> set[Aspect]:
    out = set()
    for aspect, was in before.items():
        now = after[aspect]
        if aspect in (A.STATUS, A.TAPPED, A.COUNTERS, A.DAMAGE):
            now = {i: v for i, v in now.items() if i in was}  # new objects: OBJECTS
            was = {i: v for i, v in was.items() if i in now}  # gone: OBJECTS
        if was != now:
            out.add(aspect)
    return out


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, set[Aspect]]]:
    """Wrap every event class's ``apply``; collect (class, undeclared aspects written)."""
    wrong: list[tuple[str, set[Aspect]]] = []

    def wrap(cls: type[Event], apply: Callable[..., Any]) -> Callable[..., Any]:
        def watched_apply(self: Event, game: Kernel) -> Any:
            before = snapshot(game)
            entry = apply(self, game)
            extra = _changed(before, snapshot(game)) - set(type(self).writes)
            if extra:
                wrong.append((type(self).__name__, extra))
            return entry

        return watched_apply

    for cls in set(_subclasses(Event)):
        if "apply" in cls.__dict__:
            monkeypatch.setattr(cls, "apply", wrap(cls, cls.__dict__["apply"]))
    return wrong


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_events_write_only_what_they_declare(
    watched: list[tuple[str, set[Aspect]]], seed: int
) -> None:
    random_game(seed, auto_pass=seed % 2 == 0)
    assert not watched, sorted({(name, tuple(sorted(a.name for a in x))) for name, x in watched})
