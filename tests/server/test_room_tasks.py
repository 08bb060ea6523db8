"""A room's background tasks (the AI's turns, timers, absence): one that raises is logged
for the operator with its traceback and forgotten, so the next schedule may start it
again — not swallowed by asyncio, leaving the room stuck without a word."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace
from typing import Any

import pytest

from grimorio.server.rooms import Room


def _run(scenario: Coroutine[Any, Any, Room]) -> Room:
    """Run a scenario on its own event loop in its own thread: a test before this one in the
    same worker may have left a loop running in the main thread (``asyncio.run`` refuses)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, scenario).result()


def _room() -> Room:
    stored: Any = SimpleNamespace(id="g-1", settings={})
    return Room(stored=stored, store=None, options=None)  # type: ignore[arg-type]


def test_a_task_that_raises_is_logged_and_forgotten(caplog: pytest.LogCaptureFixture) -> None:
    async def failing() -> None:
        raise RuntimeError("the agent broke")

    async def scenario() -> Room:
        room = _room()
        room._start("ai", failing())
        for _ in range(3):
            await asyncio.sleep(0)
        return room

    with caplog.at_level(logging.ERROR, logger="grimorio.server"):
        room = _run(scenario())
    assert "ai" not in room.tasks
    (record,) = [r for r in caplog.records if r.name == "grimorio.server"]
    assert "room g-1: ai stopped by RuntimeError('the agent broke')" in record.getMessage()
    assert record.exc_info is not None


def test_a_task_that_ends_or_is_stopped_logs_nothing(caplog: pytest.LogCaptureFixture) -> None:
    async def fine() -> None:
        return None

    async def forever() -> None:
        await asyncio.sleep(3600)

    async def scenario() -> Room:
        room = _room()
        room._start("timer1", fine())
        room._start("absence0", forever())
        await asyncio.sleep(0)
        room._stop("absence0")
        for _ in range(3):
            await asyncio.sleep(0)
        return room

    with caplog.at_level(logging.ERROR, logger="grimorio.server"):
        room = _run(scenario())
    assert not [r for r in caplog.records if r.name == "grimorio.server"]
    assert room.tasks["timer1"].done() and "absence0" not in room.tasks
