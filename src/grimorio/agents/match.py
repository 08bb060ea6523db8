"""Matches between agents: many seeded games, seats turning and decks dealt, measured — two
agents in a duel, or one agent a seat at a table of up to six (CR 800.1: a multiplayer
game, free-for-all, 806).

Game ``i`` of a match of ``N`` players with seed ``s`` is the deal ``s + i // N``: the game
seed and the decks — the given ones dealt around the table (seat ``k`` plays deck
``k mod`` their number), or the sample decks in turn from the deal (seat ``k``:
``SAMPLE_DECKS[(deal + k) % 3]``, in a duel ``pairing(deal)``; Inferno's two
demonstration decks in turn) — are the same for the ``N`` games of a deal, and the decks
stay with the seats. The agents turn around the table: in game ``i`` agent number ``j``
(A is 0) sits at seat ``(j + i) % N``, so the ``N`` games of a deal are the same deal —
same libraries, same opening hands, same starting seat — with the agents moved one seat
on each time: each agent plays each deck, each seat, and starts, equally often. (The
starting player is chosen at random in each game, CR 103.1; the seats turn anyway, so that
no agent always sits first in turn order.) In a duel this is agent A at seat 0 in even
games and at seat 1 in odd games. Each agent gets its own seed derived from the game seed
(:func:`agent_seed`). The records and the statistics are in
:mod:`grimorio.agents.match_result`.

A game is a pure function of its number and the match's arguments, so the outcomes are the
same whatever the number of processes (``jobs``) — for agents that don't read the clock.
Only the time spent in ``decide`` is measured as thinking time. A game that goes past
``max_decisions`` decisions or ``max_turns`` turns is stopped and counted as a draw
("capped"); a game that raises is an error, reported with its seed and counted apart. At
a table of more than two the caps grow with it (:func:`caps_for`: the same number of
rounds of turns).
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
    LETTERS,
    AgentStats,
    GameRecord,
    MatchResult,
    Outcome,
    wilson_interval,
)
from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.deck import Deck, inferno_deck
from grimorio.dsl.games import GameKind
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS, Game
from grimorio.sample_decks import SAMPLE_DECKS, pairing

MAX_DECISIONS = 5000  # in a duel; times players / 2 at a larger table (caps_for)
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
    "caps_for",
    "play_game",
    "play_match",
    "run_local",
    "table_kinds",
    "wilson_interval",
]


def agent_seed(game_seed: int, index: int, side: int, players: int = 2) -> int:
    """The seed of agent A (``side`` 0), B (1), ... in game ``index`` of deal ``game_seed``
    at a table of ``players``."""
    return game_seed * players * players + (index % players) * players + side


def caps_for(players: int) -> tuple[int, int]:
    """The default caps of a game of ``players`` (decisions, turns): a duel's
    (:data:`MAX_DECISIONS`, :data:`MAX_TURNS`), grown with the table so that each player
    gets as many turns as in a duel."""
    return MAX_DECISIONS * players // 2, MAX_TURNS * players // 2


def table_kinds(named: Sequence[str], players: int | None = None) -> tuple[str, ...]:
    """The kind of agent of each of ``players`` agents (A first): the ones ``named``, the
    last of them taking the seats left (``("heuristic", "random")`` at four players is
    heuristic against three random agents). ``players`` by default: as many as named.
    ``ValueError`` for fewer than two named, a table outside 2–6 (CR 800.1) or more agents
    named than seats."""
    kinds = tuple(named)
    count = len(kinds) if players is None else players
    if len(kinds) < 2:
        raise ValueError("a match needs at least two agents")
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise ValueError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}")
    if len(kinds) > count:
        raise ValueError(f"{len(kinds)} agents named for {count} seats")
    return kinds + (kinds[-1],) * (count - len(kinds))


def check_decks(decks: Sequence[Deck] | None, players: int) -> None:
    """``ValueError`` unless ``decks`` is None or 2 to ``players`` decks (exactly two in a
    duel), to be dealt around the table."""
    if decks is None:
        return
    if players == 2 and len(decks) != 2:
        raise ValueError("a match needs exactly two decks")
    if not 2 <= len(decks) <= players:
        raise ValueError(f"a match of {players} players needs 2 to {players} decks")


def deal_decks(
    deal: int, players: int, decks: Sequence[Deck] | None, game: GameKind = GameKind.MAGIC
) -> tuple[Deck, ...]:
    """The deck of each seat of deal ``deal``: the ``decks`` given dealt around the table,
    else Inferno's demonstration decks in turn, else the sample decks in turn from the
    deal's (in a duel, ``pairing(deal)``)."""
    if decks is not None:
        given = tuple(decks)
        return tuple(given[k % len(given)] for k in range(players))
    if game is GameKind.INFERNO:  # each named by its demon, its first card (I-100.2)
        demo = [replace(inferno_deck(d), name=d[0]) for d in DEMO_DECKS]
        return tuple(demo[k % len(demo)] for k in range(players))
    if players == 2:
        return pairing(deal)
    return tuple(SAMPLE_DECKS[(deal + k) % len(SAMPLE_DECKS)] for k in range(players))


@dataclass(frozen=True)
class GameSpec:
    """Everything one game needs, sent to a worker process or machine (:func:`play_game`
    plays it): ``kinds`` are the agents' (A first), one a seat; agent number ``j`` sits at
    seat ``(j + index) % players``."""

    index: int
    seed: int
    kinds: tuple[str, ...]
    think: float
    decks: tuple[Deck, ...]  # by seat
    save: Path | None
    max_decisions: int
    max_turns: int
    factory: AgentFactory | None = None  # None: make_agent
    game: GameKind = GameKind.MAGIC  # the game the decks are of (Inferno: issue 22)

    @property
    def players(self) -> int:
        return len(self.kinds)

    @property
    def a_seat(self) -> int:
        return self.index % self.players

    def seat_of(self, agent: int) -> int:
        """The seat of agent number ``agent`` (0 for A) in this game."""
        return (agent + self.a_seat) % self.players


def spec_for_deal(
    i: int,
    deal: int,
    kinds: tuple[str, ...],
    think: float,
    decks: Sequence[Deck] | None,
    save_dir: Path | None,
    caps: tuple[int, int],
    factory: AgentFactory | None,
    game: GameKind = GameKind.MAGIC,
) -> GameSpec:
    """Game ``i`` (A at seat ``i % N``, for the ``N`` agents ``kinds``) on deal ``deal``:
    its seed, and the decks of its seats (:func:`deal_decks`)."""
    seats = deal_decks(deal, len(kinds), decks, game)
    save = save_dir / f"game-{i}.json" if save_dir is not None else None
    return GameSpec(i, deal, kinds, think, seats, save, *caps, factory, game)


def play_game(spec: GameSpec) -> GameRecord:
    """Play one game of a match; never raises (an exception becomes an ``"error"`` record)."""
    n = spec.players
    sides = tuple(spec.seat_of(j) for j in range(n))  # the seat of A, of B, ...
    decisions = [0] * n
    seconds = [0.0] * n
    slowest = [0.0] * n
    game: Game | None = None
    make = spec.factory or make_agent
    try:
        agents = [
            make(k, agent_seed(spec.seed, spec.index, j, n), spec.think)
            for j, k in enumerate(spec.kinds)
        ]
        names = [""] * n
        for j, seat in enumerate(sides):
            names[seat] = f"{spec.kinds[j]} ({LETTERS[j]})"
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
    outcome = Outcome.DRAW if result.winner is None else Outcome.won_by(sides.index(result.winner))
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
        tuple(decisions),
        capped,
        error,
        tuple(times[0]),
        tuple(times[1]),
        tuple(d.name for d in spec.decks),
    )


def error_record(spec: GameSpec, error: str) -> GameRecord:
    """The record of a game that could not be played at all (its worker died)."""
    n = spec.players
    return GameRecord(
        spec.index,
        spec.seed,
        spec.a_seat,
        Outcome.ERROR,
        None,
        0,
        (0,) * n,
        error=error,
        seconds=(0.0,) * n,
        slowest=(0.0,) * n,
        decks=tuple(d.name for d in spec.decks),
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
    max_decisions: int | None = None,
    max_turns: int | None = None,
    factory: AgentFactory | None = None,
    game: GameKind | str = GameKind.MAGIC,
    others: Sequence[str] = (),
    players: int | None = None,
) -> MatchResult:
    """Play ``games`` games of ``agent_a`` against ``agent_b`` (kinds for
    :func:`~grimorio.agents.factory.make_agent`) and, at a table of more than two, against
    ``others`` (agents C, D, ...); ``players`` seats (2 to 6, by default one an agent named;
    the last agent named takes the seats left: :func:`table_kinds`), on ``jobs`` processes.
    ``decks``: 2 to ``players`` decks (two in a duel) dealt around the table instead of the
    sample decks (each agent plays each one). With ``save_dir``,
    game ``i`` is saved as ``<save_dir>/game-<i>.json`` (``grimorio replay`` reads it).
    ``progress`` is called with each game's record as it ends (in the calling process).
    ``max_decisions``/``max_turns``: the caps, by default :func:`caps_for` the table.
    ``factory`` builds the agents (default :func:`~grimorio.agents.factory.make_agent`).
    ``game``: "magic" or "inferno" (whose decks are its demonstration decks unless given).
    ``ValueError`` for an unknown agent or game, ``games`` or ``think`` not positive, a
    table or decks out of range."""
    game_kind = GameKind(game)
    if games <= 0:
        raise ValueError("games must be positive")
    if think <= 0:
        raise ValueError("think must be positive")
    kinds = table_kinds((agent_a, agent_b, *others), players)
    check_decks(decks, len(kinds))
    for kind in dict.fromkeys(kinds):  # an unknown kind raises here, not in every game
        (factory or make_agent)(kind, seed, think)
    folder = Path(save_dir) if save_dir is not None else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    n = len(kinds)
    default = caps_for(n)
    caps = (
        default[0] if max_decisions is None else max_decisions,
        default[1] if max_turns is None else max_turns,
    )
    specs = [
        spec_for_deal(i, seed + i // n, kinds, think, decks, folder, caps, factory, game_kind)
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
    elapsed = time.perf_counter() - start
    return MatchResult(agent_a, agent_b, seed, tuple(records), elapsed, kinds[2:])


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
