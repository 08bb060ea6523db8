"""Matches between two agents: many seeded games, alternating seats and decks, measured.

Game ``i`` of a match with seed ``s`` is the deal ``s + i // 2``: the game seed and the
two decks (``pairing(s + i // 2)``, or the two given decks) are the same for games ``2k``
and ``2k + 1``, and the decks stay with the seats (the first deck at seat 0). Agent A sits
at seat 0 in even games and at seat 1 in odd games, so the two games of a pair are the same
deal — same libraries, same opening hands, same starting seat — with the agents swapped:
each agent plays each deck, each seat, and starts, equally often. Each agent gets its own
seed derived from the game seed (:func:`agent_seed`). The records and the statistics are
in :mod:`grimorio.agents.match_result`.

A game is a pure function of its number and the match's arguments, so the outcomes are the
same whatever the number of processes (``jobs``) — for agents that don't read the clock.
Only the time spent in ``decide`` is measured as thinking time. A game that goes past
``max_decisions`` decisions or ``max_turns`` turns is stopped and counted as a draw
("capped"); a game that raises is an error, reported with its seed and counted apart.
"""

from __future__ import annotations

import os
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace
from pathlib import Path

from grimorio.agents.base import Agent
from grimorio.agents.factory import make_agent
from grimorio.agents.match_result import (
    AgentStats,
    GameRecord,
    MatchResult,
    Outcome,
    wilson_interval,
)
from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.deck import Deck, inferno_deck
from grimorio.dsl.games import GameKind
from grimorio.game import Game
from grimorio.sample_decks import pairing

MAX_DECISIONS = 5000
MAX_TURNS = 200

# make_agent's signature: (kind, seed, think) -> Agent. A match's factory must be a
# module-level function so that worker processes can receive it.
AgentFactory = Callable[[str, int, float], Agent]

__all__ = [
    "AgentStats",
    "GameRecord",
    "GameSpec",
    "MatchResult",
    "agent_seed",
    "play_game",
    "play_match",
    "run_local",
    "wilson_interval",
]


def agent_seed(game_seed: int, index: int, side: int) -> int:
    """The seed of agent A (``side`` 0) or B (1) in game ``index`` of deal ``game_seed``."""
    return game_seed * 4 + (index % 2) * 2 + side


@dataclass(frozen=True)
class GameSpec:
    """Everything one game needs, sent to a worker process or machine (:func:`play_game`
    plays it): agent A sits at seat ``index % 2``."""

    index: int
    seed: int
    kinds: tuple[str, str]
    think: float
    decks: tuple[Deck, Deck]  # by seat
    save: Path | None
    max_decisions: int
    max_turns: int
    factory: AgentFactory | None = None  # None: make_agent
    game: GameKind = GameKind.MAGIC  # the game the decks are of (Inferno: issue 22)

    @property
    def a_seat(self) -> int:
        return self.index % 2


def spec_for_deal(
    i: int,
    deal: int,
    kinds: tuple[str, str],
    think: float,
    decks: Sequence[Deck] | None,
    save_dir: Path | None,
    caps: tuple[int, int],
    factory: AgentFactory | None,
    game: GameKind = GameKind.MAGIC,
) -> GameSpec:
    """Game ``i`` (A at seat ``i % 2``) on deal ``deal``: its seed, and the decks given or
    the sample pairing of the deal (Inferno's: its two demonstration decks)."""
    if decks is not None:
        first, second = tuple(decks)
    elif game is GameKind.INFERNO:  # each named by its demon, its first card (I-100.2)
        first, second = (replace(inferno_deck(d), name=d[0]) for d in DEMO_DECKS)
    else:
        first, second = pairing(deal)
    save = save_dir / f"game-{i}.json" if save_dir is not None else None
    return GameSpec(i, deal, kinds, think, (first, second), save, *caps, factory, game)


def play_game(spec: GameSpec) -> GameRecord:
    """Play one game of a match; never raises (an exception becomes an ``"error"`` record)."""
    a_seat = spec.a_seat
    sides = (a_seat, 1 - a_seat)  # seat of A, seat of B
    decisions = [0, 0]
    seconds = [0.0, 0.0]
    slowest = [0.0, 0.0]
    game: Game | None = None
    make = spec.factory or make_agent
    try:
        agents = [
            make(k, agent_seed(spec.seed, spec.index, n), spec.think)
            for n, k in enumerate(spec.kinds)
        ]
        names = [f"{spec.kinds[n]} ({'AB'[n]})" for n in (0, 1)]
        if a_seat == 1:
            names.reverse()
        game = Game.new(decks=spec.decks, seed=spec.seed, players=names, game=spec.game.value)
        while not game.over:
            if sum(decisions) >= spec.max_decisions or game.state.turn > spec.max_turns:
                return _record(
                    spec, game, Outcome.DRAW, None, decisions, (seconds, slowest), capped=True
                )
            decision = game.pending
            assert decision is not None
            side = sides.index(decision.player)
            start = time.perf_counter()
            option = agents[side].decide(game, decision)
            took = time.perf_counter() - start
            seconds[side] += took
            slowest[side] = max(slowest[side], took)
            decisions[side] += 1
            game.submit(option)
    except Exception as exc:
        last = traceback.extract_tb(exc.__traceback__)[-1:]
        where = f" ({last[0].filename.rsplit('/', 1)[-1]}:{last[0].lineno})" if last else ""
        message = f"{type(exc).__name__}: {exc}{where}"
        return _record(
            spec, game, Outcome.ERROR, None, decisions, (seconds, slowest), error=message
        )
    result = game.result
    assert result is not None
    outcome = (
        Outcome.DRAW
        if result.winner is None
        else (Outcome.A, Outcome.B)[sides.index(result.winner)]
    )
    return _record(spec, game, outcome, result.rule, decisions, (seconds, slowest))


def _record(
    spec: GameSpec,
    game: Game | None,
    outcome: Outcome,
    rule: str | None,
    decisions: list[int],
    times: tuple[list[float], list[float]],  # total and slowest decision, per side
    capped: bool = False,
    error: str | None = None,
) -> GameRecord:
    if spec.save is not None and game is not None:
        try:
            tmp = spec.save.with_name(spec.save.name + ".tmp")
            tmp.write_text(game.to_json(), encoding="utf-8")
            os.replace(tmp, spec.save)
        except (OSError, ValueError, TypeError) as exc:
            error = error or f"could not save {spec.save}: {exc}"
            outcome = Outcome.ERROR
    turns = game.state.turn if game is not None else 0
    return GameRecord(
        spec.index,
        spec.seed,
        spec.a_seat,
        outcome,
        rule,
        turns,
        (decisions[0], decisions[1]),
        capped,
        error,
        (times[0][0], times[0][1]),
        (times[1][0], times[1][1]),
        (spec.decks[0].name, spec.decks[1].name),
    )


def error_record(spec: GameSpec, error: str) -> GameRecord:
    """The record of a game that could not be played at all (its worker died)."""
    decks = (spec.decks[0].name, spec.decks[1].name)
    return GameRecord(
        spec.index, spec.seed, spec.a_seat, Outcome.ERROR, None, 0, (0, 0), error=error, decks=decks
    )


def play_match(
    agent_a: str,
    agent_b: str,
    games: int,
    seed: int = 0,
    think: float = 1.0,
    decks: Sequence[Deck] | None = None,
    jobs: int = 1,
    save_dir: str | Path | None = None,
    progress: Callable[[GameRecord], None] | None = None,
    max_decisions: int = MAX_DECISIONS,
    max_turns: int = MAX_TURNS,
    factory: AgentFactory | None = None,
    game: GameKind | str = GameKind.MAGIC,
) -> MatchResult:
    """Play ``games`` games of ``agent_a`` against ``agent_b`` (kinds for
    :func:`~grimorio.agents.factory.make_agent`), on ``jobs`` processes. ``decks``: two decks
    to play instead of the sample pairings (each agent plays each one). With ``save_dir``,
    game ``i`` is saved as ``<save_dir>/game-<i>.json`` (``grimorio replay`` reads it).
    ``progress`` is called with each game's record as it ends (in the calling process).
    ``factory`` builds the agents (default :func:`~grimorio.agents.factory.make_agent`).
    ``game``: "magic" or "inferno" (whose decks are its demonstration decks unless given).
    ``ValueError`` for an unknown agent or game, ``games`` or ``think`` not positive."""
    game_kind = GameKind(game)
    if games <= 0:
        raise ValueError("games must be positive")
    if think <= 0:
        raise ValueError("think must be positive")
    if decks is not None and len(decks) != 2:
        raise ValueError("a match needs exactly two decks")
    for kind in (agent_a, agent_b):  # an unknown kind raises here, not in every game
        (factory or make_agent)(kind, seed, think)
    folder = Path(save_dir) if save_dir is not None else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    kinds, caps = (agent_a, agent_b), (max_decisions, max_turns)
    specs = [
        spec_for_deal(i, seed + i // 2, kinds, think, decks, folder, caps, factory, game_kind)
        for i in range(games)
    ]
    start = time.perf_counter()
    records: list[GameRecord] = []
    if jobs <= 1 or games == 1:
        for spec in specs:
            records.append(play_game(spec))
            if progress is not None:
                progress(records[-1])
    else:
        records = run_local(specs, min(jobs, games), progress)
    records.sort(key=lambda r: r.index)
    return MatchResult(agent_a, agent_b, seed, tuple(records), time.perf_counter() - start)


def run_local(
    specs: list[GameSpec], jobs: int, progress: Callable[[GameRecord], None] | None
) -> list[GameRecord]:
    """Play ``specs`` on ``jobs`` local processes; the records as the games end."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures: dict[Future[GameRecord], GameSpec] = {pool.submit(play_game, s): s for s in specs}
        try:
            done = list(_completed(futures, progress))
        except BaseException:  # Ctrl-C: stop now, not after the games already handed out
            _stop_workers(pool)
            raise
    return done


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Cancel the waiting games and end the worker processes of ``pool`` at once
    (``terminate_workers`` from Python 3.14 on)."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
        return
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def _completed(
    futures: dict[Future[GameRecord], GameSpec], progress: Callable[[GameRecord], None] | None
) -> Iterator[GameRecord]:
    """The records of the games as they end (a worker that died makes an error record)."""
    for future in as_completed(futures):
        try:
            record = future.result()
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
            spec = futures[future]
            record = error_record(spec, error)
        if progress is not None:
            progress(record)
        yield record
