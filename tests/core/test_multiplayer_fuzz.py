"""The game fuzz at a table of more than two (CR 800.1, issue 23): random and careless
agents play four-player games with no cap (``tools/fuzz_games.py --players 4``); every
game ends with the last player left as its winner (104.2a), a player who lost leaves and
never acts again (800.4a, 800.4d, 800.4h, 800.4k), nothing hidden is read by any player or
a spectator, and the answers — a concession among them (104.3a) — replay to the same game.
The checks themselves are shown to catch a player who lost but did not leave."""

from __future__ import annotations

import pytest

from grimorio.game import Game
from grimorio.sample_decks import SAMPLE_DECKS
from grimorio.testing.fuzz import (
    FUZZ_AGENTS,
    fuzz_decks,
    fuzz_game,
    fuzz_kinds,
    inferno_fuzz_decks,
    multiplayer_problems,
)

SEEDS = range(8)  # seeds 0, 3 and 6 have a concession; even seeds the sample decks


@pytest.mark.slow
def test_four_player_fuzz_games_end_and_keep_the_rules_of_leaving() -> None:
    """CR 104.2a, 800.4a, 800.4d, 800.4h, 800.4k, 104.3a: eight four-player games of
    random and careless agents, each checked after every decision (and its saved state
    every 50, its save's round trip at the end); players do leave before the end (by
    losing and by conceding), and every game ends."""
    records = [fuzz_game(seed, players=4) for seed in SEEDS]
    for record in records:
        assert record.ended and not record.problems, record
        assert record.players == 4 and record.kinds == fuzz_kinds(record.seed, 4)
    assert sum(len(r.left) for r in records) >= 8  # the invariants were exercised
    assert [r.seed for r in records if r.conceded is not None] == [0, 3, 6]


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["commander", "archenemy"])
def test_four_player_commander_and_archenemy_fuzz_games(variant: str) -> None:
    """CR 903 (the shipped Commander decks: the command zone, the tax, commander damage,
    the returns of 903.9a–b) and 904.12 (every player an archenemy with a scheme deck):
    two four-player games each, checked as the free-for-all ones are."""
    for seed in (1, 2):
        record = fuzz_game(seed, players=4, variant=variant)
        assert record.ended and not record.problems, record


def test_a_three_player_inferno_fuzz_game_ends_with_the_last_one_left() -> None:
    """I-800.3a, I-104.2a: Inferno at three, the demons dealt in turn."""
    record = fuzz_game(1, players=3, game_kind="inferno")
    assert record.ended and not record.problems, record
    assert len(record.left) >= 1


def test_a_concession_in_the_middle_of_a_players_own_announcement() -> None:
    """CR 104.3a, 800.4a: a player may concede at any time, also while casting a spell;
    what they own leaves, the spell they were casting with it, and the game goes on."""
    record = fuzz_game(69, players=4)
    assert record.conceded == 0 and record.ended and not record.problems, record


def _four() -> Game:
    return Game.new(decks=[SAMPLE_DECKS[k % 3] for k in range(4)], seed=11)


def test_the_checks_find_a_player_who_lost_but_still_owns_and_acts() -> None:
    """CR 800.4a, 800.4h: a player marked lost who kept their cards and is asked the
    pending decision is two problems, and a game going on with one player left (104.2a) is
    a third; an honest game of four at its start has none."""
    game = _four()
    assert multiplayer_problems(game, {}) == []
    assert game.state.pending is not None
    asked = game.state.pending.player
    game.state.player(asked).lost = True  # lost, but never left
    problems = multiplayer_problems(game, {})
    assert any("still owns" in p and "800.4a" in p for p in problems)
    assert any("is asked" in p and "800.4h" in p for p in problems)
    for p in range(4):
        game.state.player(p).lost = p != asked
    assert any("104.2a" in p for p in multiplayer_problems(game, {}))


def test_the_checks_find_a_turn_begun_by_a_player_who_left() -> None:
    """CR 800.4j–k: the turn a player leaves in goes on without them; a later turn of
    theirs is a problem."""
    game = _four()
    state = game.state
    active = state.active
    state.player(active).lost = True
    lost_on = {active: state.turn}
    assert not any("800.4k" in p for p in multiplayer_problems(game, lost_on))  # 800.4j
    state.turn += 1
    assert any("800.4k" in p for p in multiplayer_problems(game, lost_on))


def test_the_fuzz_deals_and_seats_as_it_did_in_a_duel() -> None:
    """A duel's games are the ones the fuzz always played: its pairs of agents, its decks;
    at more seats, one agent and one deck a seat."""
    n = len(FUZZ_AGENTS)
    assert [fuzz_kinds(s) for s in range(n * n)] == [
        (a, b) for a in FUZZ_AGENTS for b in FUZZ_AGENTS
    ]
    assert fuzz_kinds(1, 4) == ("random", "random", "random", "first")
    assert len({fuzz_kinds(s, 3) for s in range(n**3)}) == n**3
    assert fuzz_decks(4, 4) == tuple(SAMPLE_DECKS[(2 + k) % 3] for k in range(4))
    pool = fuzz_decks(5, 5)
    assert len(pool) == 5 and len({d.name for d in pool}) == 5
    assert inferno_fuzz_decks(3) == inferno_fuzz_decks(3, 2)
    assert len(inferno_fuzz_decks(3, 4)) == 4
