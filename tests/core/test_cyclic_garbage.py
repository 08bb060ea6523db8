"""Games leave almost nothing for the cyclic garbage collector: objects in reference cycles
are freed only when it runs, and each run of it walks every young object, so cycles made
on hot paths (in the compiled build, a closure that another closure calls lives in their
shared environment, which holds both) cost time in every game. Five seeded random games
leave a few hundred such objects; closures made cyclic at every state version left tens of
thousands."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from support import random_game


@pytest.fixture
def saved_garbage() -> Iterator[list[object]]:
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield gc.garbage
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_random_games_leave_few_objects_in_cycles(saved_garbage: list[object]) -> None:
    decisions = 0
    for seed in range(1, 6):
        decisions += len(random_game(seed).answers)
    gc.collect()
    assert decisions > 500  # whole games were played
    kinds: dict[str, int] = {}
    for obj in saved_garbage:
        kinds[type(obj).__name__] = kinds.get(type(obj).__name__, 0) + 1
    worst = sorted(kinds.items(), key=lambda kv: -kv[1])[:5]
    assert len(saved_garbage) < 1500, worst
