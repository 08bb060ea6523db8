"""Copies made by the generated copy functions (``grimorio.core.objects.slot_copier``) and
by ``MagicObject.copy``, written out by hand: every slot copied (a slot the hand-written
copy forgot is unset, and reading it fails), containers named in ``COPIED_SLOTS`` never
shared, a class with a ``__setattr__`` of its own copied as ``object.__setattr__`` would."""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.cli.bench import heavy_board
from grimorio.core.objects import all_slots, slot_copier
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.casting.announce import Announce
from grimorio.rules.casting.costs import How
from grimorio.rules.characteristics import chars as chars_module
from grimorio.rules.characteristics.values import Values
from grimorio.rules.events.objects import CounterChange, SetTapped
from grimorio.rules.state.objects import MagicObject


def test_a_clone_has_every_slot_and_counters_of_its_own() -> None:
    game = heavy_board()
    bear = game.state.zones[BATTLEFIELD_KEY][-1]
    game.emit(CounterChange(bear, "+1/+1", 1))
    clone = game.clone()
    original, copy = game.state.objects[bear], clone.state.objects[bear]
    assert copy is not original and type(copy) is MagicObject
    for name in all_slots(MagicObject):
        assert getattr(copy, name) == getattr(original, name), name
    assert copy.counters is not original.counters and copy.stamps is not original.stamps
    clone.emit(CounterChange(bear, "+1/+1", 2))
    clone.emit(SetTapped(bear, not original.tapped, "701.26a"))
    assert original.counters == {"+1/+1": 1} and copy.counters == {"+1/+1": 3}
    assert original.tapped != copy.tapped
    assert clone.state.players[0] is not game.state.players[0]
    assert clone != game and game.clone() == game


@dataclass(frozen=True, slots=True)
class Frozen:
    a: int
    b: tuple[int, ...]


def test_a_class_with_its_own_setattr_is_copied_too() -> None:
    value = Frozen(1, (2, 3))
    copy = slot_copier(Frozen)(value)
    assert copy == value and copy is not value and copy.b is value.b


def test_a_clone_of_values_has_every_slot_and_changes_apart() -> None:
    """``Values.clone`` (the layer system's trial of a dependency, CR 613.8a), written out
    slot by slot: a slot it forgot is unset and reading it fails."""
    game = heavy_board()
    board = chars_module.board(game)
    original = next(v for v in board.vals.values() if v.power is not None)
    copy = original.clone()
    assert type(copy) is Values and copy is not original
    for name in all_slots(Values):
        assert getattr(copy, name) == getattr(original, name), name
    assert copy.stamps is original.stamps and copy.abilities is original.abilities
    assert copy.power is not None
    copy.power += 5
    assert original.power == copy.power - 5


def test_a_copy_of_an_announce_step_has_every_slot() -> None:
    """``Announce.copy`` (a trial of one choice while casting, CR 601.2, 732.1), written
    out slot by slot: every slot set to a value other than its first, and copied."""
    step = Announce(1, 7, How(ability=2, face=0, alt="x"))
    later = {
        "stage": "targets",
        "modes": (1, 2),
        "x": 3,
        "targets": (4,),
        "sacrificed": (5,),
        "instead": True,
        "discarded": (6,),
        "tapped": (7,),
        "returned": (8,),
        "exiled": (9,),
        "tap_done": True,
        "chosen": (10,),
        "phyrexian": (True,),
        "remaining": ManaCost(1),
        "taps": ((11, 0, "G"),),
        "pool_used": (1, 0, 0, 0, 0, 0),
    }
    assert set(later) | {"player", "source", "how"} == set(all_slots(Announce))
    for name, value in later.items():
        assert getattr(step, name) != value, name
        setattr(step, name, value)
    copy = step.copy()
    assert type(copy) is Announce and copy is not step
    for name in all_slots(Announce):
        assert getattr(copy, name) == getattr(step, name), name
