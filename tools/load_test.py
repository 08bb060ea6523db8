"""Load test of the browser server (issue 19, acceptance): ``python tools/load_test.py --games
N --seconds T`` starts ``grimorio serve`` on a free loopback port (a subprocess, with a fresh
SQLite file), creates N games between two people through the lobby, and plays them all at
once through real WebSocket clients (the ``websockets`` library) for T seconds. Each client
answers its requests as a careless person would: mana paid with ``pay``, priority passed
with ``pass`` (until something happens) most of the time, otherwise a seeded random option.

It reports the decisions served per second (requests answered, across all games) and the
latency of a request at the 50th and 99th percentile: the time from an answer sent to the
next request of that game received (whichever seat it asks)."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets

ROOT = Path(__file__).resolve().parent.parent
PACE = 1 / 18  # seconds between two messages of one connection (the server allows 20/s)


@dataclass
class Stats:
    decisions: int = 0
    games_ended: int = 0
    errors: int = 0
    latencies: list[float] = field(default_factory=list)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        result: dict[str, Any] = json.load(answer)
        return result


def new_game(base: str, n: int) -> tuple[str, str, str]:
    decks = ("azul-negro", "rojo-verde", "blanco-rojo")
    made = post(
        base,
        "/api/games",
        {"name": f"A{n}", "deck": {"sample": decks[n % 3]}, "opponent": "person"},
    )
    invite = made["invite"].split("#i=")[1]
    joined = post(
        base,
        f"/api/games/{made['game']}/join",
        {"invite": invite, "name": f"B{n}", "deck": {"sample": decks[(n + 1) % 3]}},
    )
    return made["game"], made["token"], joined["token"]


class GameClock:
    """When the last answer of one game was sent, and which request ids were seen."""

    def __init__(self) -> None:
        self.sent: float | None = None
        self.seen: set[int] = set()


async def seat(
    url: str, token: str, rng: random.Random, clock: GameClock, stats: Stats, end: float
) -> None:
    async with websockets.connect(url, max_size=2**24) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        last_send = time.monotonic()
        while time.monotonic() < end:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.01, end - time.monotonic()))
            except TimeoutError:
                return
            message = json.loads(raw)
            if message["type"] == "error":
                stats.errors += 1
                print(f"error: {message.get('code')}: {message.get('en')}", file=sys.stderr)
                continue
            if message["type"] != "state":
                continue
            if message["result"] is not None:
                stats.games_ended += 1 if message["view"]["viewer"] == 0 else 0
                return
            request = message["request"]
            if request is None or request["id"] in clock.seen:
                continue
            clock.seen.add(request["id"])
            if clock.sent is not None:
                stats.latencies.append(time.monotonic() - clock.sent)
            stats.decisions += 1
            ids = [o["id"] for o in request["options"]]
            if request["auto_pay"]:
                answer: dict[str, Any] = {"type": "pay", "request": request["id"]}
            elif request["kind"] == "priority" and "pass" in ids and rng.random() < 0.8:
                answer = {"type": "pass", "request": request["id"], "until": "answer"}
            else:
                answer = {"type": "answer", "request": request["id"], "option": rng.choice(ids)}
            # a well-behaved client keeps under the server's 20 messages a second
            await asyncio.sleep(max(0.0, last_send + PACE - time.monotonic()))
            clock.sent = last_send = time.monotonic()
            await ws.send(json.dumps(answer))


async def run(base: str, games: int, seconds: float) -> Stats:
    made = [await asyncio.to_thread(new_game, base, n) for n in range(games)]
    stats = Stats()
    end = time.monotonic() + seconds
    ws_base = base.replace("http://", "ws://")
    tasks = []
    for n, (game, first, second) in enumerate(made):
        clock = GameClock()
        for i, token in enumerate((first, second)):
            rng = random.Random(n * 2 + i)
            tasks.append(seat(f"{ws_base}/ws/{game}", token, rng, clock, stats, end))
    await asyncio.gather(*tasks)
    return stats


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 1_000 or not 0 < args.seconds <= 3_600:
        parser.error("--games 1..1000, --seconds 0..3600")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "grimorio.cli.main",
                "serve",
                "--port",
                str(port),
                "--db",
                f"sqlite:///{folder}/load.sqlite3",
            ],
            env=env,
            stdout=subprocess.DEVNULL,
        )
        try:
            for _ in range(200):
                try:
                    urllib.request.urlopen(base + "/api/decks", timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            started = time.monotonic()
            stats = asyncio.run(run(base, args.games, args.seconds))
            elapsed = time.monotonic() - started
        finally:
            server.terminate()
            server.wait(timeout=10)
    ms = [x * 1000 for x in stats.latencies]
    print(f"{args.games} partidas a la vez durante {args.seconds:g} s / concurrent games")
    print(f"decisiones servidas: {stats.decisions} ({stats.decisions / elapsed:.1f}/s)")
    print(
        f"latencia de una petición: p50 {percentile(ms, 0.5):.1f} ms, "
        f"p99 {percentile(ms, 0.99):.1f} ms (media {statistics.fmean(ms) if ms else 0:.1f} ms)"
    )
    print(f"partidas terminadas: {stats.games_ended}; errores: {stats.errors}")
    return 0 if stats.errors == 0 and stats.decisions > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
