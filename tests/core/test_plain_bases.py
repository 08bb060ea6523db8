"""``Step`` and ``Event`` are plain classes, not ABCs (issue 20: ``isinstance`` on an ABC
costs a call of its own). Nothing then stops a step or an event that forgot its work from
being made, so this checks that every concrete one of the engine (a class nothing derives
from, or one that may be saved in a state) says how it runs or is committed, and overrides
what its own bases left abstract."""

from __future__ import annotations

import importlib
import pkgutil

import grimorio
from grimorio.core.engine import Event, Rules
from grimorio.core.serial import is_serializable
from grimorio.core.state import Step
from grimorio.mtg.rules import MagicRules
from grimorio.rules.game_rules import GameRules


def _every_module() -> None:
    for info in pkgutil.walk_packages(grimorio.__path__, "grimorio."):
        if info.name.startswith(
            ("grimorio.core", "grimorio.rules", "grimorio.mtg", "grimorio.cards")
        ):
            importlib.import_module(info.name)


def _subclasses(cls: type) -> list[type]:
    found: list[type] = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def _abstract(cls: type) -> list[str]:
    """The methods ``cls`` has that a base marked abstract and nothing overrode."""
    return [name for name in dir(cls) if getattr(getattr(cls, name), "__isabstractmethod__", False)]


def test_the_bases_are_plain_classes() -> None:
    assert type(Step) is type and type(Event) is type


def test_every_step_runs_and_every_event_commits() -> None:
    _every_module()
    steps, events = _subclasses(Step), _subclasses(Event)
    assert len(steps) > 30 and len(events) > 30
    for base, subclasses, method in ((Step, steps, "run"), (Event, events, "apply")):
        for cls in subclasses:
            if cls.__subclasses__() and not is_serializable(cls):
                continue  # a base of steps of one kind (PickCards): its leaves are checked
            assert getattr(cls, method) is not getattr(base, method), cls.__qualname__
            assert not _abstract(cls), (cls.__qualname__, _abstract(cls))


def _hooks(base: type) -> list[str]:
    return [name for name, value in vars(base).items() if callable(value) and name[0] != "_"]


def test_every_game_s_rules_say_every_hook() -> None:
    """``Rules`` and ``GameRules`` are plain base classes too (their hooks called natively
    in the compiled build): the rules of every game override each hook they declare."""
    _every_module()
    assert set(_hooks(Rules)) == {
        "allows",
        "replace",
        "after_events",
        "next_work",
        "auto_answer",
        "decider",
    }
    assert "protected_target" in _hooks(GameRules)
    games = [cls for cls in _subclasses(Rules) if cls is not GameRules]
    assert MagicRules in games
    for cls in games:
        for base in (Rules, GameRules):
            for name in _hooks(base):
                assert getattr(cls, name) is not getattr(base, name), (cls.__qualname__, name)
