"""The browser server (issue 19 §1): a FastAPI application with the lobby's HTTP routes
(:mod:`grimorio.server.lobby`), the game socket (:mod:`grimorio.server.sockets`), the
tutorial's lessons (:mod:`grimorio.server.tutorial`, issue 24) and the web client's static
files. :func:`create_app` builds it around a :class:`~grimorio.store.Store`;
``grimorio serve`` runs it under uvicorn."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path

from fastapi import FastAPI, Request, WebSocket
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from grimorio.server.glossary_api import router as glossary_router
from grimorio.server.lobby import router
from grimorio.server.messages import Code, ServerError
from grimorio.server.rooms import Clock, Options, Room
from grimorio.server.sockets import game_socket
from grimorio.server.tutorial import LessonGames
from grimorio.server.tutorial import router as tutorial_router
from grimorio.store import Store, StoreError


class Hub:
    """The server's games: the store, and the rooms of the games open now (a game is
    opened — resumed from the store after a restart — the first time it is asked for)."""

    def __init__(self, store: Store, options: Options) -> None:
        self.store = store
        self.options = options
        self.rooms: dict[str, Room] = {}
        self._lock: asyncio.Lock | None = None

    async def room(self, game: str) -> Room:
        """The room of ``game``, opened if it isn't yet; ServerError ``no_game``."""
        if game in self.rooms:
            return self.rooms[game]
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if game in self.rooms:
                return self.rooms[game]
            try:
                stored = await asyncio.to_thread(self.store.load, game)
            except StoreError:
                raise no_game() from None
            room = Room(stored, self.store, self.options)
            await room.open()
            self.rooms[game] = room
            return room

    async def joined(self, game: str) -> None:
        """The friend invited to ``game`` joined: its open room begins the game."""
        room = self.rooms.get(game)
        if room is not None:
            await room.joined()

    async def close(self) -> None:
        for room in list(self.rooms.values()):
            await room.close()
        self.rooms.clear()


def random_seed() -> int:
    return secrets.randbelow(2**62)


def no_game() -> ServerError:
    return ServerError(
        Code.NO_GAME, "no hay ninguna partida con ese id", "there is no game with that id", 404
    )


def static_dir() -> Path:
    return Path(str(resources.files("grimorio").joinpath("server", "static")))


def create_app(
    store: Store,
    *,
    clock: Clock = time.monotonic,
    absence_after: float = 120.0,
    time_scale: float = 1.0,
    seeds: Callable[[], int] | None = None,
) -> FastAPI:
    """The application: ``store`` keeps the games; ``clock`` (seconds, monotonic) paces the
    rate limits and timers; ``absence_after`` seconds without a socket let the AI take a
    seat or abandon the game; ``time_scale`` shortens every wait (tests); ``seeds`` gives
    each new game its seed (by default a random one)."""
    hub = Hub(store, Options(clock, absence_after, time_scale, seeds or random_seed))

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        await hub.close()

    app = FastAPI(title="Grimorio", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    app.state.lesson_games = LessonGames()  # the tutorial's lessons being played
    app.include_router(router)
    app.include_router(glossary_router)
    app.include_router(tutorial_router)

    @app.exception_handler(ServerError)
    async def refused(request: Request, exc: ServerError) -> JSONResponse:
        return JSONResponse(exc.body(), status_code=exc.status)

    @app.websocket("/ws/{game}")
    async def socket(websocket: WebSocket, game: str) -> None:
        await game_socket(websocket, game, hub)

    static = static_dir()

    def page(name: str) -> Response:
        path = static / name
        if not path.is_file():
            return JSONResponse(
                ServerError("no_page", "falta la página", "the page is missing", 404).body(),
                status_code=404,
            )
        return FileResponse(path, media_type="text/html")

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> Response:
        return page("index.html")

    @app.get("/unirse/{game}", include_in_schema=False)
    async def join_page(game: str) -> Response:
        return page("index.html")

    @app.get("/partida/{game}", include_in_schema=False)
    async def game_page(game: str) -> Response:
        return page("game.html")

    @app.get("/ver/{game}", include_in_schema=False)
    async def watch_page(game: str) -> Response:
        return page("game.html")

    @app.get("/repeticion/{game}", include_in_schema=False)
    async def replay_page(game: str) -> Response:
        return page("game.html")

    @app.get("/aprender/{lesson}", include_in_schema=False)
    async def lesson_page(lesson: str) -> Response:
        return page("tutorial.html")

    if static.is_dir():
        app.mount("/static", StaticFiles(directory=static), name="static")
    return app
