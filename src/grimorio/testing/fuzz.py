"""Fuzzing whole games (issue 17): careless and random agents play seeded games with no
cap, and every game must end (CR 104) with the engine's invariants intact on the way
(:func:`grimorio.save_check.check_state`, what a loaded save must pass), nothing hidden in
any text either player reads (:mod:`grimorio.testing.hidden_text`), and its answers
replaying to the same game.

A game is a pure function of its seed and the pair of agent kinds, so a failure reported
by ``tools/fuzz_games.py`` (``make fuzz``) is reproduced with :func:`fuzz_game` alone.
Agents: ``random``, and the careless ``first``, ``last`` and ``rarest``
(:mod:`grimorio.agents.adversarial`). There is no cap: a game past
:data:`RUNAWAY_DECISIONS` decisions is reported as a game that does not end — a defect,
never a draw.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from grimorio.agents.factory import make_agent
from grimorio.cards.inferno import DEMO_CARDS, KEYWORD_ABILITY_CARDS, NAMED_CARDS
from grimorio.deck import Deck
from grimorio.game import Game
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing as sample_pairing
from grimorio.save_check import check_state
from grimorio.save_formats import SaveError
from grimorio.testing.hidden_text import HiddenTextScan

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


def inferno_fuzz_decks(seed: int) -> tuple[list[str], list[str]]:
    """Two closed-format Inferno decks (I-100.2b: 40 cards and a demon) drawn at random
    from the demonstration set, each demon's path and the neutral cards."""
    rng = random.Random(seed)
    pool = [*DEMO_CARDS, *KEYWORD_ABILITY_CARDS, *NAMED_CARDS]  # the package's, not a player's
    demons = [c for c in pool if "demonio" in c.supertypes]
    rng.shuffle(demons)
    decks = []
    for demon in demons[:2]:
        cards = [
            c.key for c in pool if "demonio" not in c.supertypes and c.path in (None, demon.path)
        ]
        decks.append([demon.key] + [rng.choice(cards) for _ in range(40)])
    return decks[0], decks[1]


def fuzz_kinds(seed: int) -> tuple[str, str]:
    """The pair of agents of game ``seed``: every ordered pair of :data:`FUZZ_AGENTS` in
    turn."""
    n = len(FUZZ_AGENTS)
    pair = seed % (n * n)
    return FUZZ_AGENTS[pair // n], FUZZ_AGENTS[pair % n]


def fuzz_auto_pass(seed: int) -> bool:
    """Blocks of 16 games (every pair of agents once) alternate between the engine passing
    for a player who can only pass and asking every time, as a table of people does."""
    return (seed // 16) % 2 == 0


def _broken(game: Game) -> list[str]:
    """The first invariant the state breaks, if any."""
    try:
        check_state(game.state)
    except SaveError as error:
        return [error.message("en")]
    return []


def fuzz_game(
    seed: int,
    kinds: tuple[str, str] | None = None,
    check_every: int = 50,
    game_kind: str = "magic",
) -> FuzzRecord:
    """Play game ``seed`` (of Magic, or of Inferno with ``game_kind="inferno"``) to its
    end: every text each player reads is scanned for hidden cards after each decision,
    the state's invariants checked every ``check_every`` decisions and at the end, and the
    answers replayed (DESIGN principle 3)."""
    kinds = kinds or fuzz_kinds(seed)
    record = FuzzRecord(seed, kinds)
    decks = inferno_fuzz_decks(seed) if game_kind == "inferno" else fuzz_decks(seed)
    agents = [make_agent(k, seed * 2 + n) for n, k in enumerate(kinds)]
    auto_pass = fuzz_auto_pass(seed)
    game = Game.new(decks=decks, seed=seed, auto_pass=auto_pass, game=game_kind)
    watch = HiddenTextScan(game, seed)
    while not game.over:
        if record.decisions >= RUNAWAY_DECISIONS:
            record.problems.append(f"no end after {record.decisions} decisions")
            break
        decision = game.pending
        assert decision is not None
        record.problems += map(str, watch.check(record.decisions))
        game.submit(agents[decision.player].decide(game, decision))
        record.decisions += 1
        if record.decisions % check_every == 0 or game.over:
            record.problems += _broken(game)
        if record.problems:
            break
    record.turns = game.state.turn
    record.ended = game.over
    record.problems += map(str, watch.check(record.decisions))
    if game.over and game != Game.replay(
        seed, decks, game.answers, auto_pass=auto_pass, game=game_kind
    ):
        record.problems.append("its answers do not replay to the same game")
    return record
