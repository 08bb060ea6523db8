"""Matches at a table of more than two (CR 800.1, issue 23): one agent a seat, the seats
turning around the table from game to game, the decks dealt per seat and kept by it, the
winner the last player left (104.2a), the numbers of each agent, seat and kind with a draw
as ``1/N`` of a win, the rows of the export, ``grimorio.sim`` at a larger table."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from grimorio.agents import match_export
from grimorio.agents.base import Agent
from grimorio.agents.factory import make_agent
from grimorio.agents.match import (
    GameSpec,
    agent_seed,
    caps_for,
    deal_decks,
    play_game,
    play_match,
    spec_for_deal,
    table_kinds,
)
from grimorio.agents.match_result import GameRecord, MatchResult, Outcome, wilson_interval
from grimorio.core.decisions import Decision, Option
from grimorio.dsl.games import GameKind
from grimorio.game import Game
from grimorio.sample_decks import SAMPLE_DECKS, pairing
from grimorio.sim import run_games

# the games the agents of a match saw, by agent seed (in this process: jobs=1)
SEEN: dict[int, Game] = {}


class Watching:
    """A random agent that keeps the game it plays in :data:`SEEN`."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.inner = make_agent("random", seed)

    def decide(self, game: Game, decision: Decision) -> Option:
        SEEN[self.seed] = game
        return self.inner.decide(game, decision)


def watching_factory(kind: str, seed: int, think: float) -> Agent:
    return Watching(seed) if kind == "watch" else make_agent(kind, seed, think)


def test_the_seats_turn_around_the_table_and_the_decks_stay_with_them() -> None:
    """CR 800.1, 103.1: in the three games of a deal agent A sits at seats 0, 1, 2 and the
    others after it in turn order; the game seed — so the starting player — and the decks
    by seat are the deal's, so each agent plays each seat, each deck, and starts, once."""
    SEEN.clear()
    result = play_match("watch", "watch", 6, seed=5, players=3, factory=watching_factory)
    assert result.agents == ("watch",) * 3 and not result.errors
    assert [(g.index, g.seed, g.a_seat) for g in result.games] == [
        (i, 5 + i // 3, i % 3) for i in range(6)
    ]
    starting: dict[int, set[int]] = {5: set(), 6: set()}
    for record in result.games:
        game = SEEN[agent_seed(record.seed, record.index, 0, 3)]
        for j in range(1, 3):  # the three agents played one game
            assert SEEN[agent_seed(record.seed, record.index, j, 3)] is game
        names = [p.name for p in game.state.players]
        assert names == [f"watch ({'ABC'[record.agent_at(k)]})" for k in range(3)]
        assert [record.seat_of(j) for j in range(3)] == [(record.a_seat + j) % 3 for j in range(3)]
        # the sample decks in turn from the deal, by seat: the same in every game of a deal
        expected = tuple(SAMPLE_DECKS[(record.seed + k) % 3] for k in range(3))
        assert game.state.decks == tuple(d.main for d in expected)
        assert record.decks == tuple(d.name for d in expected)
        starting[record.seed].add(game.state.starting_player)
        # the winner is the last player left (104.2a), and the record names its agent
        assert game.result is not None and game.result.rule == "104.2a"
        winner = game.result.winner
        assert winner is not None and record.winner_seat == winner
        assert names[winner] == f"watch ({'ABC'[record.outcome.winner or 0]})"
        assert sum(record.decisions) == len(game.answers) and game.state.turn == record.turns
    assert all(len(s) == 1 for s in starting.values())  # one deal, one starting seat


def test_the_last_agent_named_takes_the_seats_left_and_bad_tables_are_refused() -> None:
    """CR 800.1: two to six players; ``heuristic random`` at four is heuristic against
    three random agents."""
    assert table_kinds(("heuristic", "random"), 4) == ("heuristic", "random", "random", "random")
    assert table_kinds(("a", "b", "c")) == ("a", "b", "c")
    assert table_kinds(("a", "b"), 2) == ("a", "b")
    for named, players, message in [
        (("a",), None, "at least two"),
        (("a", "b"), 7, "2 to 6 players, not 7"),
        (("a",) * 7, None, "not 7"),
        (("a", "b", "c"), 2, "3 agents named for 2 seats"),
    ]:
        with pytest.raises(ValueError, match=message):
            table_kinds(named, players)
    with pytest.raises(ValueError, match="2 to 3 decks"):
        play_match("random", "random", 1, players=3, decks=[SAMPLE_DECKS[0]] * 4)
    with pytest.raises(ValueError, match="exactly two decks"):
        play_match("random", "random", 1, decks=SAMPLE_DECKS)


def test_decks_are_dealt_around_the_table_and_a_duel_deals_as_before() -> None:
    """The decks given go round the seats in turn; without decks, a duel is the deal's
    sample pairing, as it always was, and Inferno's two demonstration decks alternate."""
    a, b, c = SAMPLE_DECKS
    assert deal_decks(0, 5, (a, b)) == (a, b, a, b, a)
    assert deal_decks(0, 3, (c, a, b)) == (c, a, b)
    for deal in range(4):
        assert deal_decks(deal, 2, None) == pairing(deal)
    inferno = deal_decks(0, 3, None, GameKind.INFERNO)
    assert [d.name for d in inferno] == [
        "Vástago de la Ceniza",
        "Señora de los Susurros",
        "Vástago de la Ceniza",
    ]
    spec = spec_for_deal(5, 9, ("x", "y", "z"), 1.0, None, None, (10, 10), None)
    assert (spec.a_seat, spec.players, [spec.seat_of(j) for j in range(3)]) == (2, 3, [2, 0, 1])


def test_the_caps_grow_with_the_table_and_a_capped_game_is_a_draw_for_all() -> None:
    """A duel's caps are as they were; at four, twice the turns (as many rounds). A game
    stopped at the caps is a draw (no CR rule: the match's), worth 1/4 of a win to each."""
    assert caps_for(2) == (5000, 200) and caps_for(4) == (10000, 400)
    result = play_match("random", "random", 2, players=4, max_decisions=20)
    assert [(g.outcome, g.capped, sum(g.decisions)) for g in result.games] == [
        (Outcome.DRAW, True, 20),
        (Outcome.DRAW, True, 20),
    ]
    assert result.win_rate(3) == pytest.approx(0.25)
    assert result.interval(0) == wilson_interval(0.5, 2)


def _record(i: int, players: int, outcome: Outcome) -> GameRecord:
    return GameRecord(
        i, i // players, i % players, outcome, "104.2a", 30, (4,) * players,
        seconds=(0.0,) * players, slowest=(0.0,) * players, decks=("d",) * players,
    )  # fmt: skip


def test_wins_draws_and_rates_of_each_agent_seat_and_kind() -> None:
    """A draw (CR 104.4a) is ``1/N`` of a win to each agent; the seat of a win is where its
    agent sat that game; a kind at several seats is measured against its fair share."""
    games = (
        _record(0, 3, Outcome.A),  # A at seat 0
        _record(1, 3, Outcome.C),  # A at seat 1, so C at seat 0
        _record(2, 3, Outcome.DRAW),
        _record(3, 3, Outcome.B),  # A at seat 0, B at seat 1
        _record(4, 3, Outcome.ERROR),
    )
    result = MatchResult("heuristic", "random", 0, games, others=("random",))
    assert result.players == 3 and result.agents == ("heuristic", "random", "random")
    a, b, c = (result.stats(j) for j in range(3))
    assert (a.wins, a.losses, a.draws) == (1, 2, 1)
    assert (b.wins, b.losses, b.draws) == (1, 2, 1)
    assert (c.wins, c.losses, c.draws) == (1, 2, 1)
    assert result.win_rate(0) == pytest.approx((1 + 1 / 3) / 4)
    assert result.interval(0) == wilson_interval(1 + 1 / 3, 4)
    assert [result.seat_wins(s) for s in range(3)] == [2, 1, 0]
    heuristic, random = result.kind_stats()
    assert (heuristic.kind, heuristic.seats, heuristic.wins, heuristic.draws) == (
        "heuristic",
        1,
        1,
        1,
    )
    assert (random.kind, random.seats, random.wins) == ("random", 2, 2)
    assert random.fair_share == pytest.approx(2 / 3)
    assert random.rate == pytest.approx((2 + 2 / 3) / 4)
    assert random.interval == wilson_interval(2 + 2 / 3, 4)
    assert Outcome.won_by(5) is Outcome.F and Outcome.F.winner == 5
    assert Outcome.DRAW.winner is None and Outcome.ERROR.winner is None


def test_the_rows_of_a_four_player_match_name_every_seat(tmp_path: Path) -> None:
    """The export at four: one column a seat and an agent; every agent's seat agrees with
    who sat at that seat; the winner's seat is its agent's (104.2a)."""
    result = play_match("first", "random", 4, seed=3, players=4)
    columns = match_export.columns(4)
    assert match_export.columns(2) == match_export.COLUMNS
    rows = match_export.rows(result)
    for r in rows:
        assert tuple(r) == columns
        for x in "abcd":
            assert r[f"seat{r[f'seat_{x}']}_agent"] == r[f"agent_{x}"]
        assert r["seat_a"] == r["game"] % 4
        assert [r[f"seed_{x}"] for x in "abcd"] == [
            agent_seed(r["deal_seed"], r["game"], j, 4) for j in range(4)
        ]
        if r["winner"] is not None:
            assert r["winner_seat"] == r[f"seat_{r['winner']}"]
            assert r["reason"] == "104.2a" and r["outcome"] == r["winner"]
    jsonl, table = tmp_path / "r.jsonl", tmp_path / "r.csv"
    match_export.write(result, jsonl)
    match_export.write(result, table)
    assert [json.loads(x) for x in jsonl.read_text(encoding="utf-8").splitlines()] == rows
    with table.open(encoding="utf-8", newline="") as f:
        read = list(csv.DictReader(f))
    assert tuple(read[0]) == columns
    assert [r["seat3_agent"] for r in read] == [r["seat3_agent"] for r in rows]


def test_a_game_record_is_the_same_played_alone_and_in_a_match() -> None:
    """A game is a pure function of its spec (its number, deal, agents and decks): played
    again alone it gives the record the match gave."""
    result = play_match("random", "first", 3, seed=2, others=("last",))
    spec = GameSpec(
        2, 2, ("random", "first", "last"), 1.0, tuple(SAMPLE_DECKS[(2 + k) % 3] for k in range(3)),
        None, *caps_for(3),
    )  # fmt: skip
    assert play_game(spec) == result.games[2]


def test_sim_at_a_table_of_three_turns_the_seats_and_is_the_same_on_two_processes() -> None:
    """``run_games`` with ``players``: the ``k``-th seed's game has A at seat ``k % 3``,
    the records are the same on one process or two."""
    seeds = [4, 9, 1]
    alone = run_games(("last", "random"), seeds=seeds, jobs=1, players=3)
    shared = run_games(("last", "random"), seeds=seeds, jobs=2, players=3)
    assert alone.games == shared.games and not alone.errors
    assert alone.agents == ("last", "random", "random")
    assert [(g.seed, g.a_seat, g.players) for g in alone.games] == [(4, 0, 3), (9, 1, 3), (1, 2, 3)]
    with pytest.raises(ValueError, match="exactly two agent specs"):
        run_games(("random",), seeds=[1], players=3)


def test_an_inferno_match_of_three_deals_the_demonstration_decks_around() -> None:
    """Inferno at a table of three (I-800): the demonstration decks in turn by seat, every
    game ending with the last player left as its winner (I-104.2a)."""
    result = play_match("first", "random", 3, seed=1, game="inferno", players=3)
    assert not result.errors and result.players == 3
    assert {r.decks for r in result.games} == {
        ("Vástago de la Ceniza", "Señora de los Susurros", "Vástago de la Ceniza")
    }
    assert all(r.rule == "I-104.2a" or r.capped for r in result.games)
