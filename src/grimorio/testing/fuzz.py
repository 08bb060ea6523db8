"""Fuzzing whole games (issue 17): careless and random agents play seeded games with no
cap, and every game must end (CR 104) with the engine's invariants intact on the way
(:func:`grimorio.save_check.check_state`, what a loaded save must pass, and a save's
round trip at the end), nothing hidden in any text a player or a spectator reads
(:mod:`grimorio.testing.hidden_text`), and its answers replaying to the same game.

Games of 2 to 6 players (``players``; CR 800.1): at a table of more than two, the
multiplayer invariants are checked after every decision (:func:`multiplayer_problems`): a
player who has lost has left — owns no object and controls nothing (800.4a), has no
triggered ability waiting (800.4d), is asked no decision (800.4h) and begins no turn
(800.4k; the turn they left in goes on without an active player, 800.4j); the game goes on
while two players are left and ends with the last one as its winner (104.2a), or as a draw
when all of them lose at once (104.4a). In one multiplayer game in three a player concedes
at a decision chosen by the seed (104.3a), so that leaving by conceding is fuzzed as well
as leaving by losing.

A game is a pure function of its seed, its number of players and its agent kinds, so a
failure reported by ``tools/fuzz_games.py`` (``make fuzz``) is reproduced with
:func:`fuzz_game` alone. Agents: ``random``, and the careless ``first``, ``last`` and
``rarest`` (:mod:`grimorio.agents.adversarial`). There is no cap: a game past
:data:`RUNAWAY_DECISIONS` decisions is reported as a game that does not end — a defect,
never a draw; a game in which the engine raises is reported with the exception and the
place it was raised.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field

from grimorio.agents.factory import make_agent
from grimorio.cards import catalog
from grimorio.cards.inferno import DEMO_CARDS, KEYWORD_ABILITY_CARDS, NAMED_CARDS
from grimorio.deck import Deck
from grimorio.dsl.games import Variant
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.game import Game
from grimorio.pool_decks import pool_decks, pool_pairing
from grimorio.rules.characteristics.chars import chars
from grimorio.sample_decks import SAMPLE_DECKS, commander_table
from grimorio.sample_decks import pairing as sample_pairing
from grimorio.save_check import check_state
from grimorio.save_formats import SaveError
from grimorio.testing.hidden_text import HiddenTextScan

FUZZ_AGENTS = ("random", "first", "last", "rarest")
# Far beyond any real game (the longest random games take a few thousand decisions; a
# decked player loses within a few hundred turns): past this, the game is stuck.
RUNAWAY_DECISIONS = 100_000
CONCEDE_EVERY = 3  # one multiplayer game in three has a concession (seed % 3 == 0)


@dataclass
class FuzzRecord:
    """What one fuzzed game did, and what went wrong in it (``problems`` empty if
    nothing did). ``left``: at a table of more than two, the players who left the game
    while it went on (CR 800.4a), in the order they left; ``conceded``: the player who
    conceded, if one did (104.3a)."""

    seed: int
    kinds: tuple[str, ...]
    decisions: int = 0
    turns: int = 0
    ended: bool = False
    problems: list[str] = field(default_factory=list)
    left: list[int] = field(default_factory=list)
    conceded: int | None = None

    @property
    def players(self) -> int:
        return len(self.kinds)


def fuzz_decks(seed: int, players: int = 2) -> tuple[Deck, ...]:
    """Even seeds: sample decks; odd seeds: decks drawn from the whole pool. Two players:
    a sample pairing or a pool pairing; more: the sample decks in turn, or as many
    different pool decks drawn by the seed."""
    if players == 2:
        return sample_pairing(seed // 2) if seed % 2 == 0 else pool_pairing(seed // 2)
    if seed % 2 == 0:
        return tuple(SAMPLE_DECKS[(seed // 2 + k) % len(SAMPLE_DECKS)] for k in range(players))
    return tuple(random.Random(seed).sample(pool_decks(), players))


def variant_fuzz_decks(seed: int, players: int, variant: Variant) -> tuple[Deck, ...]:
    """Decks for a variant of Magic: Commander's shipped decks around the table (CR 903),
    or for Supervillain Rumble (904.12) the plain decks each with a scheme deck of twenty,
    drawn by the seed from the schemes the pool has (two of each at most, 904.3)."""
    if variant is Variant.COMMANDER:
        return commander_table(seed, players)
    schemes = [c.key for c in catalog() if "scheme" in c.types]
    rng = random.Random(seed)
    return tuple(
        Deck(d.main, schemes=tuple(rng.choice(schemes) for _ in range(20)))
        for d in fuzz_decks(seed, players)
    )


def inferno_fuzz_decks(seed: int, players: int = 2) -> tuple[list[str], ...]:
    """Closed-format Inferno decks (I-100.2b: 40 cards and a demon), one a player, drawn at
    random from the demonstration set: each demon's path and the neutral cards (the demons
    taken in turn, so two players may have the same one at a larger table)."""
    rng = random.Random(seed)
    pool = [*DEMO_CARDS, *KEYWORD_ABILITY_CARDS, *NAMED_CARDS]  # the package's, not a player's
    demons = [c for c in pool if "demonio" in c.supertypes]
    rng.shuffle(demons)
    decks = []
    for k in range(players):
        demon = demons[k % len(demons)]
        cards = [
            c.key for c in pool if "demonio" not in c.supertypes and c.path in (None, demon.path)
        ]
        decks.append([demon.key] + [rng.choice(cards) for _ in range(40)])
    return tuple(decks)


def fuzz_kinds(seed: int, players: int = 2) -> tuple[str, ...]:
    """The agents of game ``seed``, one a seat: the seed's digits in base
    ``len(FUZZ_AGENTS)``, so that every ordered choice of agents comes in turn (in a duel,
    every ordered pair of :data:`FUZZ_AGENTS` every 16 seeds)."""
    n = len(FUZZ_AGENTS)
    return tuple(FUZZ_AGENTS[(seed // n ** (players - 1 - k)) % n] for k in range(players))


def fuzz_auto_pass(seed: int) -> bool:
    """Blocks of 16 games (every pair of agents once) alternate between the engine passing
    for a player who can only pass and asking every time, as a table of people does."""
    return (seed // 16) % 2 == 0


def fuzz_concession(seed: int, players: int) -> int | None:
    """The decision before which a player concedes in game ``seed`` (CR 104.3a), in one
    multiplayer game in :data:`CONCEDE_EVERY`; None in the others and in a duel."""
    if players <= 2 or seed % CONCEDE_EVERY:
        return None
    return random.Random(seed).randrange(20, 300)


def _raised(exc: Exception) -> str:
    """An exception as a line: its kind, message, and the place it was raised."""
    last = traceback.extract_tb(exc.__traceback__)[-1:]
    where = f" ({last[0].filename.rsplit('/', 1)[-1]}:{last[0].lineno})" if last else ""
    return f"{type(exc).__name__}: {exc}{where}"


def _broken(game: Game) -> list[str]:
    """The first invariant the state breaks, if any."""
    try:
        check_state(game.state)
    except SaveError as error:
        return [error.message("en")]
    return []


def _round_trip(game: Game) -> list[str]:
    """A save of the game loads as the same game (DESIGN principle 3)."""
    try:
        same = Game.from_json(game.to_json(), verify=False) == game
    except SaveError as error:
        return [f"its save does not load: {error.message('en')}"]
    return [] if same else ["its save loads as another game"]


def multiplayer_problems(game: Game, lost_on: dict[int, int]) -> list[str]:
    """What breaks the rules of leaving a game of more than two players, now (nothing in a
    duel): see the module. ``lost_on`` keeps the turn in which each player was first seen
    lost while the game went on — who left it (updated here), for 800.4j–k."""
    state = game.state
    if not state.multiplayer:
        return []
    seats = range(len(state.players))
    out = [p for p in seats if state.player(p).lost]
    result = state.result
    if result is not None:  # CR 104.2a: the last player left wins; 104.4a: all lost, a draw
        expected = [p for p in seats if p != result.winner]
        if out != expected:
            return [f"the game ended ({result.rule}) with players {out} lost, not {expected}"]
        return []
    for p in out:
        lost_on.setdefault(p, state.turn)
    problems = []
    if len(out) >= len(state.players) - 1:
        problems.append(f"the game goes on with {len(out)} players lost (104.2a)")
    decision = state.pending
    for p in out:
        owned = [o.id for o in state.objects.values() if o.owner == p]
        if owned:
            problems.append(f"player {p} has lost and still owns {owned[:5]} (800.4a)")
        held = [o.id for o in state.objects.values() if o.controller == p]
        held += [
            oid
            for oid in state.zones[BATTLEFIELD_KEY]
            if chars(game, state.objects[oid]).controller == p
        ]
        if held:
            problems.append(f"player {p} has lost and still controls {held[:5]} (800.4a)")
        if any(t.controller == p for t in state.triggered):
            problems.append(f"player {p} has lost and has a triggered ability waiting (800.4d)")
        if decision is not None and decision.player == p:
            problems.append(f"player {p} has lost and is asked a {decision.kind} (800.4h)")
        if state.active == p and state.turn > lost_on[p]:
            problems.append(f"player {p} has lost and began turn {state.turn} (800.4k)")
    return problems


def fuzz_game(
    seed: int,
    kinds: tuple[str, ...] | None = None,
    check_every: int = 50,
    game_kind: str = "magic",
    players: int | None = None,
    check_saves: bool = True,
    variant: str = "plain",
) -> FuzzRecord:
    """Play game ``seed`` (of Magic, or of Inferno with ``game_kind="inferno"``) of
    ``players`` (by default as many as ``kinds``, else two) to its end: every text each
    player and a spectator read is scanned for hidden cards after each decision, the
    multiplayer invariants checked after each decision, the state's invariants every
    ``check_every`` decisions and at the end, and the answers replayed (DESIGN principle 3).
    ``check_saves=False`` leaves out the checks of a saved game (the state's invariants
    and the save's round trip); ``variant`` is a variant of Magic ("commander",
    "archenemy": :func:`variant_fuzz_decks`)."""
    count = players if players is not None else (len(kinds) if kinds is not None else 2)
    kinds = kinds or fuzz_kinds(seed, count)
    if len(kinds) != count:
        raise ValueError(f"{len(kinds)} agents for {count} players")
    record = FuzzRecord(seed, kinds)
    inferno = game_kind == "inferno"
    how = Variant(variant)
    decks: Sequence[object]
    if inferno:
        decks = inferno_fuzz_decks(seed, count)
    elif how is Variant.PLAIN:
        decks = fuzz_decks(seed, count)
    else:
        decks = variant_fuzz_decks(seed, count, how)
    agents = [make_agent(k, seed * count + n) for n, k in enumerate(kinds)]
    auto_pass = fuzz_auto_pass(seed)
    game = Game.new(decks=decks, seed=seed, auto_pass=auto_pass, game=game_kind, variant=variant)
    readers: tuple[int | None, ...] = (*range(count), None)
    watch = HiddenTextScan(game, seed, readers)
    concede_at = fuzz_concession(seed, count)
    lost_on: dict[int, int] = {}
    try:
        while not game.over:
            if record.decisions >= RUNAWAY_DECISIONS:
                record.problems.append(f"no end after {record.decisions} decisions")
                break
            if record.decisions == concede_at:
                record.conceded = random.Random(seed).choice(game.state.apnap())
                game.concede(record.conceded)  # CR 104.3a
                record.problems += multiplayer_problems(game, lost_on)
                if game.over:
                    break
            decision = game.pending
            assert decision is not None
            record.problems += map(str, watch.check(record.decisions))
            game.submit(agents[decision.player].decide(game, decision))
            record.decisions += 1
            record.problems += multiplayer_problems(game, lost_on)
            if check_saves and (record.decisions % check_every == 0 or game.over):
                record.problems += _broken(game)
            if record.problems:
                break
    except Exception as exc:  # the engine's defect, reported with where it was raised
        record.problems.append(f"raised at decision {record.decisions}: {_raised(exc)}")
        record.turns = game.state.turn
        return record
    record.turns = game.state.turn
    record.ended = game.over
    record.left = list(lost_on)  # in the order they were seen lost
    record.problems += map(str, watch.check(record.decisions))
    if check_saves and game.over:
        record.problems += _round_trip(game)
    if game.over and game != Game.replay(
        seed, decks, game.answers, auto_pass=auto_pass, game=game_kind, variant=variant
    ):
        record.problems.append("its answers do not replay to the same game")
    return record
