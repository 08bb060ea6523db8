"""``grimorio serve [--host 127.0.0.1] [--port 8000] [--db URL] [--seed N]``: the browser
server (issue 19 §1) under uvicorn, on a local port by default, with the games kept in SQLite
under the user's data directory (or the database ``--db`` names: ``sqlite:///path``,
``postgresql+psycopg://…``). ``--seed N`` makes the games reproducible (the first new game's
seed is N, the next N + 1, …: a demonstration, a bug report, a test); without it every game
draws a random seed. It prints the address to open, Spanish first."""

from __future__ import annotations

import argparse
import itertools

import uvicorn

from grimorio.server.app import create_app
from grimorio.server.messages import MAX_MESSAGE
from grimorio.store import Store, StoreError


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    s = sub.add_parser("serve", help="the browser server: play in a browser (issue 19)")
    s.add_argument("--host", default="127.0.0.1", help="the address to listen on")
    s.add_argument("--port", type=int, default=8000, help="the port to listen on")
    s.add_argument("--db", default=None, help="an SQLAlchemy URL (default: SQLite file)")
    s.add_argument(
        "--seed",
        type=int,
        default=None,
        help="the first new game's seed, the next one's that plus one… (default: random)",
    )


def run_serve(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        print(f"puerto no válido: {args.port} / invalid port")
        return 2
    try:
        store = Store(args.db)
    except StoreError as exc:
        print(exc.es)
        return 1
    if args.seed is not None and args.seed < 0:
        print(f"semilla no válida: {args.seed} / invalid seed")
        return 2
    seeds = None if args.seed is None else itertools.count(args.seed).__next__
    app = create_app(store, seeds=seeds)
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"Grimorio en http://{host}:{args.port}/  (Ctrl+C para parar)", flush=True)
    try:
        uvicorn.run(
            app,
            host=args.host,
            port=args.port,
            log_level="warning",
            ws_max_size=4 * MAX_MESSAGE,
        )
    finally:
        store.close()
    return 0
