"""Helpers of the server's tests: an app on a temporary SQLite store, games created through
the lobby, sockets that say hello and read until the state they wait for."""

from __future__ import annotations

import itertools
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

with warnings.catch_warnings():  # starlette would rather have httpx2, which isn't pinned here
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient, WebSocketTestSession

from grimorio.server.app import create_app
from grimorio.store import Store
from grimorio.table.table import Table

Message = dict[str, Any]


def racing_clock() -> float:
    """A clock a hundred times faster than time: a test that plays a whole game answers far
    faster than a person could, and its server's rate limit (20 messages a second) must let
    it (``tests/server/test_socket.py`` checks the limit with a clock of its own)."""
    return time.monotonic() * 100


class FakeClock:
    """A clock that moves only when told (rate limits, timers)."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


@contextmanager
def server(path: Path, seed: int = 3, **options: Any) -> Iterator[tuple[TestClient, Store]]:
    """A client of a new app on the SQLite file at ``path``; games get seeds from ``seed``
    on."""
    store = Store(f"sqlite:///{path}")
    counter = itertools.count(seed)
    app = create_app(store, seeds=lambda: next(counter), **options)
    try:
        with TestClient(app) as client:
            yield client, store
    finally:
        store.close()


def create(client: TestClient, opponent: str = "heuristic", **fields: Any) -> Message:
    body = {"name": "Ana", "deck": {"sample": "azul-negro"}, "opponent": opponent, **fields}
    response = client.post("/api/games", json=body)
    assert response.status_code == 200, response.text
    answer: Message = response.json()
    return answer


def two_people(client: TestClient) -> tuple[str, str, str]:
    """A game between two persons: its id and both seats' tokens."""
    made = create(client, "person")
    invite = made["invite"].split("#i=")[1]
    joined = client.post(
        f"/api/games/{made['game']}/join",
        json={"invite": invite, "name": "Bea", "deck": {"sample": "rojo-verde"}},
    )
    assert joined.status_code == 200, joined.text
    return made["game"], made["token"], joined.json()["token"]


def table_of(client: TestClient, game: str) -> Table:
    table = client.app.state.hub.rooms[game].table  # type: ignore[attr-defined]
    assert isinstance(table, Table)
    return table


@contextmanager
def socket(
    client: TestClient, game: str, token: str | None = None, lang: str = "es"
) -> Iterator[WebSocketTestSession]:
    """A socket of ``game`` that said hello (with ``token``, or as a spectator) and read its
    ``welcome``."""
    with client.websocket_connect(f"/ws/{game}") as ws:
        hello: Message = {"type": "hello", "lang": lang}
        if token is not None:
            hello["token"] = token
        ws.send_json(hello)
        welcome = ws.receive_json()
        assert welcome["type"] == "welcome", welcome
        yield ws


def until(ws: WebSocketTestSession, done: Callable[[Message], bool], limit: int = 5_000) -> Message:
    """Read messages until one for which ``done`` holds; a refusal for sending too fast
    fails at once (the answer it refused would never be answered)."""
    for _ in range(limit):
        message: Message = ws.receive_json()
        if done(message):
            return message
        if message["type"] == "error" and message.get("code") == "rate_limited":
            raise AssertionError(f"the server refused a message sent too fast: {message}")
    raise AssertionError("the awaited message never came")


def asked(message: Message) -> bool:
    """A state that asks its receiver something, or the game's end."""
    return message["type"] == "state" and (
        message["request"] is not None or message["result"] is not None
    )


def next_request(ws: WebSocketTestSession) -> Message:
    """The next state that asks something (or ends the game)."""
    return until(ws, asked)


def first_option(request: Message) -> Message:
    """The message answering ``request`` with its first option (mana paid automatically)."""
    if request["auto_pay"]:
        return {"type": "pay", "request": request["id"]}
    return {"type": "answer", "request": request["id"], "option": request["options"][0]["id"]}


def error(ws: WebSocketTestSession) -> Message:
    """The next error, past any states sent before it."""
    message = until(ws, lambda m: m["type"] != "state")
    assert message["type"] == "error", message
    return message


def opened(client: TestClient, game: str) -> int:
    """Open ``game``'s room (as a first hello does); the seat that must decide first."""
    client.portal.call(client.app.state.hub.room, game)  # type: ignore[attr-defined]
    actor = table_of(client, game).actor()
    assert actor is not None
    return actor
