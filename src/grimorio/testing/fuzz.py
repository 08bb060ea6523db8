"""Fuzzing whole games (issue 17): careless and random agents play seeded games with no
cap, and every game must end (CR 104) with the engine's invariants intact on the way.

A game is a pure function of its seed and the pair of agent kinds, so a failure reported
by ``tools/fuzz_games.py`` (``make fuzz``) is reproduced with :func:`fuzz_game` alone.
Agents: ``random``, and the careless ``first``, ``last`` and ``rarest``
(:mod:`grimorio.agents.adversarial`). There is no cap: a game past
:data:`RUNAWAY_DECISIONS` decisions is reported as a game that does not end — a defect,
never a draw.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from grimorio.agents.factory import make_agent
from grimorio.deck import Deck
from grimorio.game import Game
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing as sample_pairing

FUZZ_AGENTS = ("random", "first", "last", "rarest")
# Far beyond any real game (the longest random games take a few thousand decisions; a
# decked player loses within a few hundred turns): past this, the game is stuck.
RUNAWAY_DECISIONS = 100_000


@dataclass
class FuzzRecord:
    """What one fuzzed game did, and what went wrong in it (``problems`` empty if
    nothing did)."""

    seed: int
    kinds: tuple[str, str]
    decisions: int = 0
    turns: int = 0
    ended: bool = False
    problems: list[str] = field(default_factory=list)


def fuzz_decks(seed: int) -> tuple[Deck, Deck]:
    """Even seeds: two sample decks; odd seeds: two decks drawn from the whole pool."""
    return sample_pairing(seed // 2) if seed % 2 == 0 else pool_pairing(seed // 2)


def fuzz_kinds(seed: int) -> tuple[str, str]:
    """The pair of agents of game ``seed``: every ordered pair of :data:`FUZZ_AGENTS` in
    turn."""
    n = len(FUZZ_AGENTS)
    pair = seed % (n * n)
    return FUZZ_AGENTS[pair // n], FUZZ_AGENTS[pair % n]


def zone_problems(game: Game) -> list[str]:
    """CR 400.1, 400.7: every object is in exactly one zone, and each zone's ids are
    objects that know they are there."""
    state = game.state
    seen: Counter[int] = Counter()
    problems = []
    for key, ids in state.zones.items():
        for i in ids:
            seen[i] += 1
            obj = state.objects.get(i)
            if obj is None or obj.zone != key:
                problems.append(f"object {i} listed in {key} is not there")
    problems += [f"object {i} is in {n} zones" for i, n in seen.items() if n > 1]
    problems += [f"object {i} is in no zone" for i in set(state.objects) - set(seen)]
    return problems


def fuzz_game(seed: int, kinds: tuple[str, str] | None = None, check_every: int = 50) -> FuzzRecord:
    """Play game ``seed`` to its end; check the zones every ``check_every`` decisions and,
    at the end, that its answers replay to the same game (DESIGN principle 3)."""
    kinds = kinds or fuzz_kinds(seed)
    record = FuzzRecord(seed, kinds)
    decks = fuzz_decks(seed)
    agents = [make_agent(k, seed * 2 + n) for n, k in enumerate(kinds)]
    game = Game.new(decks=decks, seed=seed)
    while not game.over:
        if record.decisions >= RUNAWAY_DECISIONS:
            record.problems.append(f"no end after {record.decisions} decisions")
            break
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(game, decision))
        record.decisions += 1
        if record.decisions % check_every == 0:
            record.problems += zone_problems(game)
            if record.problems:
                break
    record.turns = game.state.turn
    record.ended = game.over
    if game.over and Game.replay(seed, decks, game.answers) != game:
        record.problems.append("its answers do not replay to the same game")
    return record
