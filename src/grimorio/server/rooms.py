"""One live game as the server runs it (issue 19 §1, §3; issue 23: two to six seats): a
:class:`~grimorio.table.Table`, the sockets watching it, the AI seats' turns, the
per-decision timer and the absence watch. A long absence lets the AI take the seat, or, as
the creator chose, abandons a game of two — in a game of more, the absent player concedes
and leaves it, and the others play on (CR 104.3a, 800.4a).

Every change to the table (an answer, an AI decision, a timer running out) is made under the
room's lock in a worker thread (the engine is CPU work: a game's AI never blocks the other
games' sockets), saved through the store (the answers after every change, ``Game.to_json()``
every :data:`DOCUMENT_EVERY` answers and at the end, the last request id, the status and the
result), and then a ``state`` rendered for each connection — its seat or the public view (CR
400.2), in its language — is sent to every connection. A game stored while PLAYING is resumed
the first time it is asked for after a restart: its document through the saved-game checks
(``Game.from_json(verify=True)``), then the answers recorded after it (``Game.play_on``).

A guided first game (issue 24, the setting ``guided``) also sends its person, in each
``state``, the ``guide``: the one-line note of the pending decision when its kind is met for
the first time in this room (:class:`~grimorio.tutorial.guide.Guide`; the kinds met are kept
in the room only, so after a restart the guide starts afresh), and the log lines of that
message a newcomer may ask "¿por qué?" about (:func:`~grimorio.tutorial.guide.surprises`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.websockets import WebSocket

from grimorio.agents.factory import make_agent
from grimorio.deck import Deck
from grimorio.game import Game
from grimorio.server.messages import Code, ServerError, error_message
from grimorio.store import GameStatus, Store, StoredGame
from grimorio.table.table import Seat, SeatKind, Table, TableError
from grimorio.tutorial.guide import Guide, decision_note, surprises

LOG = logging.getLogger("grimorio.server")

Clock = Callable[[], float]
AI_KINDS = ("heuristic", "suave", "search")
LEARNER = 0  # the person of a guided game: the creator's seat
# The answers are saved after every change; the whole document (``Game.to_json()``, some
# 100 KB) every so many answers and at the end: a resumed game replays those after it.
DOCUMENT_EVERY = 25


@dataclass(eq=False)
class Connection:
    """One socket: its seat (None for a spectator), its language and how much of the log
    it has received."""

    websocket: WebSocket
    seat: int | None = None
    lang: str = "es"
    log_sent: int = 0
    closed: bool = False

    async def send(self, message: dict[str, Any]) -> None:
        if self.closed:
            return
        try:
            await self.websocket.send_json(message)
        except Exception:  # the peer went away: its own handler cleans up
            self.closed = True


@dataclass
class Options:
    """The server's settings: ``absence_after`` seconds without a socket before a seat is
    taken by the AI or the game abandoned; ``time_scale`` multiplies every wait (timers,
    absence) for tests; ``seeds`` gives each new game its seed."""

    clock: Clock
    absence_after: float = 120.0
    time_scale: float = 1.0
    seeds: Callable[[], int] = lambda: 0


def seat_kinds(stored: StoredGame) -> list[str]:
    kinds = stored.settings.get("seats", ["person", "heuristic"])
    return [str(k) for k in kinds]


def stored_decks(stored: StoredGame) -> list[Deck]:
    """The decks a stored game was made with: each seat's main deck, with its commander
    (CR 903.3) and its scheme deck (904.3) in a game that keeps them."""
    return [
        Deck(
            tuple(main),
            commander=stored.commanders[i] if stored.commanders else (),
            schemes=stored.schemes[i] if stored.schemes else (),
        )
        for i, main in enumerate(stored.decks)
    ]


def build_table(stored: StoredGame) -> Table:
    """The table of a stored game: a new game from its seed, decks and names, or the saved
    document checked by replaying its answers (the saved-game checks), whose answers must be
    the stored ones. A resumed game asks the question it asked before the restart (a
    pass-until mode under way is not kept across a restart)."""
    think = float(stored.settings.get("think") or 1.0)
    seats = [
        Seat(SeatKind.AI, make_agent(kind, stored.seed + i, think))
        if kind in AI_KINDS
        else Seat(SeatKind.PERSON)
        for i, kind in enumerate(seat_kinds(stored))
    ]
    if stored.document is None:
        game = Game.new(
            stored_decks(stored),
            stored.seed,
            stored.names,
            auto_pass=False,
            game=str(stored.settings.get("game") or "magic"),
            variant=stored.variant,
        )
    else:
        game = Game.from_json(stored.document)
    saved = len(game.answers)
    if game.answers != list(stored.answers[:saved]):
        raise ServerError(
            "bad_save",
            "la partida guardada no coincide con sus respuestas guardadas",
            "the saved game does not match its stored answers",
            status=500,
        )
    game.play_on(stored.answers[saved:])  # those after the document, each checked
    return Table(game, seats, next_request=stored.last_request + 1)


@dataclass(eq=False)
class Room:
    """A game and everyone connected to it."""

    stored: StoredGame
    store: Store
    options: Options
    table: Table | None = None
    status: GameStatus = GameStatus.PLAYING
    connections: list[Connection] = field(default_factory=list)
    seat_connections: dict[int, Connection] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    timer: tuple[int, int, float] | None = None  # (seat, request id, deadline by the clock)
    tasks: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    document_at: int = -DOCUMENT_EVERY  # answers in the last saved document (none yet)
    guide: Guide = field(default_factory=Guide)  # a guided game's kinds of decision met
    noted: tuple[int, str] = (-1, "")  # (request id, kind whose note it shows, or "")

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def settings(self) -> dict[str, Any]:
        return self.stored.settings

    # -- opening ------------------------------------------------------------------------
    async def open(self) -> None:
        """Build the table of a game being played (resumed or new) and save it."""
        self.status = self.stored.status
        if self.status == GameStatus.WAITING:
            return
        if self.status == GameStatus.PLAYING:
            self.table = await asyncio.to_thread(build_table, self.stored)
            await asyncio.to_thread(self._save)
            for seat, kind in enumerate(seat_kinds(self.stored)):
                if kind == "person":
                    self._watch_absence(seat)
            self.schedule()
        elif self.stored.document is not None:  # finished or abandoned: read-only
            game = await asyncio.to_thread(Game.from_json, self.stored.document, False)
            kinds = seat_kinds(self.stored)
            seats = [Seat(SeatKind.PERSON) for _ in kinds]
            self.table = Table(game, seats, next_request=self.stored.last_request + 1)

    async def joined(self) -> None:
        """An invited friend joined: the game begins once every invited seat is taken;
        until then, everyone connected is told who is still awaited."""
        async with self.lock:
            self.stored = await asyncio.to_thread(self.store.load, self.id)
            if self.stored.status == GameStatus.WAITING:
                await self._broadcast()
                return
            if self.stored.status != GameStatus.PLAYING or self.table is not None:
                return
            self.status = GameStatus.PLAYING
            self.table = await asyncio.to_thread(build_table, self.stored)
            await asyncio.to_thread(self._save)
            for seat in range(len(seat_kinds(self.stored))):
                if seat not in self.seat_connections and seat_kinds(self.stored)[seat] == "person":
                    self._watch_absence(seat)
            await self._broadcast()
            self.schedule()

    # -- connections --------------------------------------------------------------------
    async def join(self, conn: Connection) -> None:
        """A socket said hello: it takes its seat (the older socket of that seat is told
        ``taken_over`` and closed) and receives ``welcome`` and a ``state``."""
        async with self.lock:
            old = None if conn.seat is None else self.seat_connections.get(conn.seat)
            if conn.seat is not None:
                self.seat_connections[conn.seat] = conn
                self._stop(f"absence{conn.seat}")
                await asyncio.to_thread(self.store.touch_seat, self.id, conn.seat)
            self.connections.append(conn)
            if old is not None:
                self.connections.remove(old)
                await old.send({"type": "taken_over"})
                old.closed = True
                with contextlib.suppress(Exception):
                    await old.websocket.close(code=4000)
            await conn.send(
                {
                    "type": "welcome",
                    "seat": conn.seat,
                    "players": list(self.names()),
                    "lang": conn.lang,
                    "spectate": f"/ver/{self.id}",
                }
            )
            await self._send_state(conn)

    def leave(self, conn: Connection) -> None:
        """A socket closed; a seat left without a socket starts the absence watch. (No
        await here: the socket's handler may be cancelled as it closes.)"""
        conn.closed = True
        if conn in self.connections:
            self.connections.remove(conn)
        if conn.seat is not None and self.seat_connections.get(conn.seat) is conn:
            del self.seat_connections[conn.seat]
            self._watch_absence(conn.seat)

    def names(self) -> tuple[str, ...]:
        if self.table is not None:
            return tuple(p.name for p in self.table.game.state.players)
        return tuple(self.stored.names)

    # -- changes ------------------------------------------------------------------------
    def _playing_table(self) -> Table:
        if self.status == GameStatus.WAITING or self.table is None:
            raise ServerError(
                Code.WAITING,
                "la partida empieza cuando se hayan unido todos los invitados",
                "the game begins once every invited player has joined",
            )
        if self.status == GameStatus.ABANDONED:
            raise ServerError(Code.ABANDONED, "la partida fue abandonada", "the game was abandoned")
        return self.table

    async def change(self, action: Callable[[Table], None], save: bool = True) -> None:
        """Apply ``action`` to the table (in a worker thread), save, and send every
        connection its new state; a refusal (:class:`TableError`, :class:`ServerError`)
        changes nothing and is raised."""
        async with self.lock:
            table = self._playing_table()
            await asyncio.to_thread(self._apply, table, action, save)
            await self._broadcast()
            self.schedule()

    def _apply(self, table: Table, action: Callable[[Table], None], save: bool) -> None:
        action(table)
        if save:
            self._save()

    def _save(self) -> None:
        table = self.table
        assert table is not None
        game = table.game
        result = game.result
        if self.status == GameStatus.PLAYING and result is not None:
            self.status = GameStatus.FINISHED
        answers = len(game.state.answers)
        document = None
        if result is not None or not 0 <= answers - self.document_at < DOCUMENT_EVERY:
            document, self.document_at = game.to_json(), answers
        self.store.save_progress(
            self.id,
            answers=game.answers,
            document=document,
            last_request=table.last_request,
            status=self.status,
            winner=None if result is None else result.winner,
            reason=None if result is None else str(result.reason),
        )

    async def read(self, action: Callable[[Table], Any]) -> Any:
        """Run a read-only ``action`` (an explanation) on the table, under the lock."""
        async with self.lock:
            table = self.table
            if table is None:
                raise self._waiting()
            return await asyncio.to_thread(action, table)

    def _waiting(self) -> ServerError:
        return ServerError(
            Code.WAITING,
            "la partida empieza cuando se hayan unido todos los invitados",
            "the game begins once every invited player has joined",
        )

    # -- what is sent ---------------------------------------------------------------------
    def state_for(self, conn: Connection) -> dict[str, Any]:
        """The ``state`` message for one connection (the table's, with the timer and the
        game's status); the connection's log position moves on."""
        table = self.table
        if table is None:
            message: dict[str, Any] = {
                "type": "state",
                "view": None,
                "log": [],
                "log_from": 0,
                "waiting_for": None,
                "request": None,
                "passing": None,
                "result": None,
                # who sits where so far, and the seats whose invited friend is awaited
                "players": list(self.stored.names),
                "waiting_on": [i for i, deck in enumerate(self.stored.decks) if not deck],
            }
        else:
            message = table.state_message(conn.seat, conn.lang, conn.log_sent)
            conn.log_sent = message["log_from"] + len(message["log"])
            if self.status != GameStatus.PLAYING:
                message["request"] = None
            if self.settings.get("guided") and conn.seat == LEARNER:
                message["guide"] = self._guide_for(table, conn, message)
        timer = self.timer
        message["timer"] = (
            None
            if timer is None or self.status != GameStatus.PLAYING
            else {
                "seat": timer[0],
                "seconds_left": max(0, round(timer[2] - self.options.clock())),
            }
        )
        message["status"] = str(self.status)
        return message

    def _guide_for(self, table: Table, conn: Connection, message: dict[str, Any]) -> dict[str, Any]:
        """The guide of a guided game's person (issue 24): the note of their request's kind
        if this request is where they meet it first (the same note while it stays
        pending), and the log lines of ``message`` worth a "¿por qué?"."""
        request = message["request"]
        note = None
        if request is not None:
            if self.noted[0] != request["id"]:
                decision = table.game.pending
                assert decision is not None  # a request asks the pending decision
                first = self.guide.note(decision) is not None
                self.noted = (request["id"], str(decision.kind) if first else "")
            if self.noted[1]:
                note = decision_note(self.noted[1], conn.lang)
        start = message["log_from"]
        end = start + len(message["log"])  # what this message carries: what the seat may read
        why = [i for i in surprises(table.game, start, conn.seat) if i < end]
        return {"note": note, "why": why}

    async def _send_state(self, conn: Connection) -> None:
        message = await asyncio.to_thread(self.state_for, conn)
        await conn.send(message)

    async def send_state(self, conn: Connection) -> None:
        async with self.lock:
            await self._send_state(conn)

    async def _broadcast(self) -> None:
        """Every connection's state, rendered in a worker thread, then sent (under the lock,
        so that states leave in the order the game made them)."""
        self._set_timer()
        conns = [c for c in self.connections if not c.closed]
        messages = await asyncio.to_thread(lambda: [self.state_for(c) for c in conns])
        for conn, message in zip(conns, messages, strict=True):
            await conn.send(message)

    # -- the AI, the timer, absence -------------------------------------------------------
    def schedule(self) -> None:
        """Start the AI's turn if an AI seat must act, and the timer of a person's request
        (called under the lock, or before anyone else may reach the room)."""
        table = self.table
        if table is None or self.status != GameStatus.PLAYING:
            return
        self._set_timer()
        actor = table.actor()
        if actor is not None and table.seats[actor].kind == SeatKind.AI:
            self._start("ai", self._ai_turns())
        timers = [k for k in self.tasks if k.startswith("timer")]
        if self.timer is None:
            for key in timers:
                self._stop(key)
            return
        seat, request, _ = self.timer
        name = f"timer{request}"
        for key in timers:
            if key != name:
                self._stop(key)
        seconds = float(self.settings.get("timer") or 0)
        self._start(name, self._time_out(seat, request, seconds))

    def _set_timer(self) -> None:
        table, seconds = self.table, self.settings.get("timer")
        actor = None if table is None else table.actor()
        request = None if table is None else table.request_id()
        if not seconds or actor is None or request is None or self.status != GameStatus.PLAYING:
            self.timer = None
        elif self.timer is None or self.timer[1] != request:
            self.timer = (actor, request, self.options.clock() + float(seconds))

    async def _ai_turns(self) -> None:
        while True:
            async with self.lock:
                table = self.table
                if table is None or self.status != GameStatus.PLAYING:
                    return
                actor = table.actor()
                if actor is None or table.seats[actor].kind != SeatKind.AI:
                    break
                await asyncio.to_thread(self._apply, table, Table.ai_turn, True)
                await self._broadcast()
            await asyncio.sleep(0)
        async with self.lock:
            self.tasks.pop("ai", None)
            self.schedule()

    async def _time_out(self, seat: int, request: int, seconds: float) -> None:
        await asyncio.sleep(seconds * self.options.time_scale)
        async with self.lock:
            table = self.table
            if table is None or self.status != GameStatus.PLAYING:
                return
            if table.request_id() != request or table.actor() != seat:
                return
            await asyncio.to_thread(self._apply, table, lambda t: t.time_out(seat), True)
            self.tasks.pop(f"timer{request}", None)
            await self._broadcast()
            self.schedule()

    def _watch_absence(self, seat: int) -> None:
        if self.status in (GameStatus.PLAYING, GameStatus.WAITING):
            self._start(f"absence{seat}", self._absent(seat))

    async def _absent(self, seat: int) -> None:
        with contextlib.suppress(Exception):
            await asyncio.to_thread(self.store.touch_seat, self.id, seat)
        await asyncio.sleep(self.options.absence_after * self.options.time_scale)
        async with self.lock:
            table = self.table
            if (
                table is None
                or self.status != GameStatus.PLAYING
                or seat in self.seat_connections
                or table.seats[seat].kind != SeatKind.PERSON
            ):
                return
            if table.game.state.player(seat).lost:
                return  # out of the game (CR 800.4a): nothing of theirs is awaited
            if self.settings.get("absence") == "abandon" and table.game.state.multiplayer:
                # a game of more than two goes on: the absent player concedes and leaves it
                # (CR 104.3a, 800.4a)
                await asyncio.to_thread(self._apply, table, lambda t: t.concede(seat), True)
            elif self.settings.get("absence") == "abandon":
                self.status = GameStatus.ABANDONED
                await asyncio.to_thread(self._save)
            else:
                agent = make_agent("heuristic", self.stored.seed + seat)
                await asyncio.to_thread(
                    self._apply, table, lambda t: t.take_seat(seat, agent), True
                )
            self.tasks.pop(f"absence{seat}", None)
            await self._broadcast()
            self.schedule()

    def _start(self, name: str, coroutine: Any) -> None:
        if name in self.tasks and not self.tasks[name].done():
            coroutine.close()
            return
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks[name] = task
        task.add_done_callback(lambda done: self._ended(name, done))

    def _ended(self, name: str, task: asyncio.Task[None]) -> None:
        """A task of the room ended: one that raised (an agent's bug, a store that failed)
        is logged with its traceback for the operator, and forgotten, so that the next
        ``schedule`` may start it again, instead of stopping the room without a word."""
        if task.cancelled():
            return
        error = task.exception()
        if error is None:
            return
        LOG.error("room %s: %s stopped by %r", self.id, name, error, exc_info=error)
        if self.tasks.get(name) is task:
            del self.tasks[name]

    def _stop(self, name: str) -> None:
        task = self.tasks.pop(name, None)
        if task is not None:
            task.cancel()

    async def close(self) -> None:
        for name in list(self.tasks):
            self._stop(name)


def table_error(exc: TableError | ServerError, request: int | None) -> dict[str, Any]:
    return error_message(exc.code, exc.es, exc.en, request)
