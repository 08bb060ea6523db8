"""The WebSocket endpoint ``/ws/{game}`` (``docs/protocol.md``): a socket says ``hello``
first, with a seat's token (it then acts for that seat, and a second socket with the same
token takes the seat over) or without one (a spectator, who receives the public view and may
only ask for explanations, change language and ping). Every message is checked for size, rate
and shape before it reaches the game; a refused message gets an ``error`` and changes nothing
(issue 19 §7)."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from grimorio.server.messages import (
    SPECTATOR_TYPES,
    Answer,
    Cancel,
    ClientMessage,
    Code,
    Concede,
    Hello,
    Pass,
    Pay,
    Ping,
    ServerError,
    SetLang,
    Stops,
    Why,
    error_message,
    parse_client,
)
from grimorio.server.rooms import Clock, Connection, Room
from grimorio.table.table import Table, TableError

if TYPE_CHECKING:
    from grimorio.server.app import Hub

RATE = 20.0  # messages a second, on average
BURST = 40.0  # messages at once
MAX_ABUSE = 10  # refusals for size or rate before the socket is closed
POLICY_VIOLATION = 1008


@dataclass
class TokenBucket:
    """At most ``rate`` messages a second with bursts of ``burst`` (a token bucket read by
    an injectable clock)."""

    clock: Clock
    rate: float = RATE
    burst: float = BURST
    tokens: float = BURST
    last: float | None = field(default=None)

    def take(self) -> bool:
        now = self.clock()
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


async def game_socket(websocket: WebSocket, game: str, hub: Hub) -> None:
    """Serve one socket of game ``game`` until it closes."""
    await websocket.accept()
    bucket = TokenBucket(hub.options.clock)
    conn: Connection | None = None
    room: Room | None = None
    abuse = 0
    try:
        while True:
            raw = await _receive(websocket)
            if raw is None:
                break
            try:
                if not bucket.take():
                    raise ServerError(
                        Code.RATE_LIMITED,
                        "demasiados mensajes: espera un momento",
                        "too many messages: wait a moment",
                    )
                message = parse_client(raw)
                if conn is None or room is None:
                    if not isinstance(message, Hello):
                        raise ServerError(
                            Code.HELLO_FIRST,
                            "el primer mensaje es «hello»",
                            "the first message is 'hello'",
                        )
                    found = await hub.room(game)
                    seat = None
                    if message.token is not None:
                        seat = await room_seat(hub, game, message.token)
                    room, conn = found, Connection(websocket, seat=seat, lang=message.lang)
                    await room.join(conn)
                    continue
                if conn.closed:
                    break
                await handle(room, conn, message)
            except (ServerError, TableError) as exc:
                if exc.code in (Code.TOO_LARGE, Code.RATE_LIMITED):
                    abuse += 1
                request = getattr(exc, "request", None)
                await _send(websocket, error_message(exc.code, exc.es, exc.en, request))
                if exc.code == Code.NO_GAME or abuse >= MAX_ABUSE:
                    with contextlib.suppress(Exception):
                        await websocket.close(code=POLICY_VIOLATION)
                    break
    except WebSocketDisconnect:
        pass
    finally:
        if room is not None and conn is not None:
            room.leave(conn)


async def _receive(websocket: WebSocket) -> str | bytes | None:
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        return None
    text = message.get("text")
    if text is not None:
        return str(text)
    return bytes(message.get("bytes") or b"")


async def _send(websocket: WebSocket, message: dict[str, Any]) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_json(message)


async def room_seat(hub: Hub, game: str, token: str) -> int:
    seat = await asyncio.to_thread(hub.store.seat_of, game, token)
    if seat is None:
        raise ServerError(
            Code.BAD_TOKEN,
            "esa clave no es la de ningún asiento de esta partida",
            "that token is not a seat's token in this game",
        )
    return seat


async def handle(room: Room, conn: Connection, message: ClientMessage) -> None:
    """Act on one message of a socket that said hello."""
    if isinstance(message, Ping):
        await conn.send({"type": "pong"})
        return
    if isinstance(message, Hello):
        raise ServerError(Code.BAD_MESSAGE, "ya dijiste «hello»", "you already said 'hello'")
    if isinstance(message, SetLang):
        conn.lang, conn.log_sent = message.lang, 0
        await room.send_state(conn)
        return
    if isinstance(message, Why):
        entry, lang, seat = message.entry, conn.lang, conn.seat
        lines = await room.read(lambda t: t.why(seat, entry, lang))
        await conn.send({"type": "why", "entry": entry, "lines": lines})
        return
    seat = conn.seat
    if seat is None:
        raise ServerError(
            Code.NOT_A_SEAT,
            "quien mira una partida no puede jugar en ella",
            "a spectator cannot play in the game",
        )
    assert message.type not in SPECTATOR_TYPES
    try:
        await room.change(_action(seat, message), save=not isinstance(message, Stops))
    except (ServerError, TableError) as exc:
        request = getattr(message, "request", None)
        raise _with_request(exc, request) from None


class _RequestError(ServerError):
    def __init__(self, exc: ServerError | TableError, request: int | None) -> None:
        super().__init__(str(exc.code), exc.es, exc.en)
        self.request = request


def _with_request(exc: ServerError | TableError, request: int | None) -> ServerError:
    return _RequestError(exc, request)


def _action(seat: int, message: ClientMessage) -> Any:
    """The table call a seat's message asks for."""
    if isinstance(message, Answer):
        return lambda t: Table.answer(t, seat, message.request, message.option)
    if isinstance(message, Pass):
        return lambda t: Table.pass_until(t, seat, message.request, message.until)
    if isinstance(message, Cancel):
        return lambda t: Table.cancel(t, seat, message.request)
    if isinstance(message, Pay):
        return lambda t: Table.auto_pay(t, seat, message.request)
    if isinstance(message, Stops):
        stops = [[str(w), s] for w, s in message.stops]
        return lambda t: Table.set_stops(t, seat, stops)
    if isinstance(message, Concede):
        return lambda t: Table.concede(t, seat)
    raise ServerError(Code.UNKNOWN_TYPE, "tipo de mensaje desconocido", "unknown message type")
