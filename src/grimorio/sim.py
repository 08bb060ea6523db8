"""Simulation at scale: many seeded games between two agents — or one agent a seat at a
table of up to six (CR 800.1) — on this machine's processes or on a Ray cluster, with the
same results whatever runs them (issue 21).

``run_games(("my_pkg.agents:Greedy", "heuristic"), seeds=range(10_000), backend="ray")``
plays one game per seed: the ``k``-th seed is the deal of game ``k`` (its game seed and,
without ``decks``, its sample decks), agent A sits at seat ``k % N`` of the ``N`` seats
(``players``; the others after it in turn: :func:`grimorio.agents.match.spec_for_deal`),
and each agent's
seed comes from the deal (:func:`grimorio.agents.match.agent_seed`) — so a game is a pure
function of its seed, its place and the agents, and the records (:class:`GameRecord`,
written as rows by :mod:`grimorio.agents.match_export`) are equal on one process, on
several, or on a cluster (for agents that don't read the clock). A game that raises, or
whose worker dies, is an error record, never scored.

Backends:

* ``"local"`` (the default): a pool of this machine's processes (``jobs``, default its
  cores).
* ``"ray"``: Ray tasks of a few games each (``pip install 'grimorio[ray]'``). The cluster is the one
  ``RAY_ADDRESS`` names, or a Ray started on this machine with ``jobs`` CPUs. The workers
  must be able to import the agents (installed, or shipped with Ray's runtime
  environments).
"""

from __future__ import annotations

import importlib
import os
import time
from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from types import ModuleType
from typing import Any

from grimorio.agents.factory import make_agent
from grimorio.agents.match import (
    GameRecord,
    GameSpec,
    MatchResult,
    caps_for,
    check_decks,
    error_record,
    play_game,
    run_local,
    spec_for_deal,
    table_kinds,
)
from grimorio.deck import Deck
from grimorio.dsl.games import GameKind


class Backend(StrEnum):
    """Where the games are played."""

    LOCAL = "local"
    RAY = "ray"


def run_games(
    agent_specs: Sequence[str],
    decks: Sequence[Deck] | None = None,
    seeds: Iterable[int] = range(100),
    backend: Backend | str = Backend.LOCAL,
    jobs: int | None = None,
    think: float = 1.0,
    progress: Callable[[GameRecord], None] | None = None,
    max_decisions: int | None = None,
    max_turns: int | None = None,
    game: GameKind | str = GameKind.MAGIC,
    players: int | None = None,
) -> MatchResult:
    """Play one game per seed between ``agent_specs`` (two agent specs, or one a seat at a
    table of more: :func:`grimorio.agents.factory.make_agent`; ``players`` seats, 2 to 6,
    by default one a spec, the last spec taking the seats left), with ``decks`` (2 to
    ``players``, dealt around the table; each agent plays each one) or the sample decks
    (Inferno's demonstration decks for ``game="inferno"``), on ``backend``. The caps are
    :func:`grimorio.agents.match.caps_for` the table unless given. ``progress`` is called
    in this process
    with each record as its game ends. ``ValueError`` for bad input (checked before any game
    is played); without Ray installed, the Ray backend raises ``ModuleNotFoundError`` with
    the way to install it."""
    named = tuple(agent_specs)
    if len(named) < 2:
        raise ValueError("run_games needs exactly two agent specs, or one for each seat")
    kinds = table_kinds(named, players)
    if decks is not None and len(kinds) == 2 and len(decks) != 2:
        raise ValueError("run_games needs exactly two decks, or none")
    check_decks(decks, len(kinds))
    if not think > 0:
        raise ValueError("think must be positive")
    chosen = Backend(backend)  # ValueError for an unknown backend
    game_kind = GameKind(game)  # ValueError for an unknown game
    for kind in dict.fromkeys(kinds):
        make_agent(kind, 0, think)  # an unknown or broken agent raises here
    default = caps_for(len(kinds))
    caps = (
        default[0] if max_decisions is None else max_decisions,
        default[1] if max_turns is None else max_turns,
    )
    specs = [
        spec_for_deal(k, seed, kinds, think, decks, None, caps, None, game_kind)
        for k, seed in enumerate(seeds)
    ]
    if not specs:
        raise ValueError("run_games needs at least one seed")
    workers = max(1, jobs if jobs is not None else os.cpu_count() or 1)
    start = time.perf_counter()
    if chosen is Backend.RAY:
        records = _run_ray(specs, workers, progress)
    elif workers == 1 or len(specs) == 1:
        records = []
        for spec in specs:
            records.append(play_game(spec))
            if progress is not None:
                progress(records[-1])
    else:
        records = run_local(specs, min(workers, len(specs)), progress)
    records.sort(key=lambda r: r.index)
    first = specs[0].seed
    elapsed = time.perf_counter() - start
    return MatchResult(kinds[0], kinds[1], first, tuple(records), elapsed, kinds[2:])


MAX_CHUNK = 16  # games a Ray task at most: few tasks for Ray to schedule, all cores busy


def play_games(specs: list[GameSpec]) -> list[GameRecord]:
    """Play games one after another (one Ray task's share); never raises."""
    return [play_game(spec) for spec in specs]


def ray_module() -> ModuleType:
    """Ray, or ``ModuleNotFoundError`` saying how to install it."""
    try:
        return importlib.import_module("ray")
    except ModuleNotFoundError as exc:
        raise ModuleNotFoundError(
            "the Ray backend needs Ray: pip install 'grimorio[ray]'", name="ray"
        ) from exc


def _run_ray(
    specs: list[GameSpec], jobs: int, progress: Callable[[GameRecord], None] | None
) -> list[GameRecord]:
    """Ray tasks of up to :data:`MAX_CHUNK` games (at least four tasks a CPU while there
    are games enough), on the cluster of ``RAY_ADDRESS`` or a local Ray of ``jobs`` CPUs
    (started here if none is running, and stopped again)."""
    ray = ray_module()
    started = False
    if not ray.is_initialized():
        address = os.environ.get("RAY_ADDRESS") or None
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is None:
            options["num_cpus"] = jobs
        ray.init(address=address, **options)
        started = True
    try:
        task = ray.remote(num_cpus=1, max_retries=0)(play_games)
        size = max(1, min(MAX_CHUNK, len(specs) // (4 * jobs)))
        chunks = [specs[i : i + size] for i in range(0, len(specs), size)]
        pending = {task.remote(chunk): chunk for chunk in chunks}
        records: list[GameRecord] = []
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                chunk = pending.pop(ref)
                try:
                    played = ray.get(ref)
                except Exception as exc:  # the worker died, or Ray failed the task
                    played = [error_record(s, f"{type(exc).__name__}: {exc}") for s in chunk]
                for record in played:
                    records.append(record)
                    if progress is not None:
                        progress(record)
        return records
    finally:
        if started:
            ray.shutdown()
