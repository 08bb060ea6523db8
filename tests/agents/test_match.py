"""Matches between agents: the Wilson interval, seats and decks alternating by pairs, the
same outcomes on one process or two, saved games, capped games, crashing agents, and
matches of Inferno."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.agents.base import Agent
from grimorio.agents.factory import make_agent
from grimorio.agents.match import GameRecord, MatchResult, play_match, wilson_interval
from grimorio.cli.replay import load_game
from grimorio.core.decisions import Decision, Option
from grimorio.dsl.games import GameKind
from grimorio.game import Game
from grimorio.sample_decks import pairing


class CrashingAgent:
    """Answers like the first option twice, then raises."""

    def __init__(self) -> None:
        self.calls = 0

    def decide(self, game: Game, decision: Decision) -> Option:
        self.calls += 1
        if self.calls > 2:
            raise RuntimeError("boom")
        return decision.options[0]


def crashing_factory(kind: str, seed: int, think: float) -> Agent:
    """``crash`` is a :class:`CrashingAgent`; every other kind is the real one."""
    return CrashingAgent() if kind == "crash" else make_agent(kind, seed, think)


def test_wilson_interval_on_known_numbers() -> None:
    low, high = wilson_interval(8, 10)
    assert (round(low, 4), round(high, 4)) == (0.4902, 0.9433)
    low, high = wilson_interval(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    low, high = wilson_interval(100, 100)
    assert round(low, 4) == 0.9630 and high == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_a_draw_counts_as_half_a_win() -> None:
    def game(i: int, outcome: str) -> GameRecord:
        return GameRecord(i, i // 2, i % 2, outcome, None, 10, (5, 5))

    games = (game(0, "a"), game(1, "draw"), game(2, "b"), game(3, "a"))
    result = MatchResult("x", "y", 0, games)
    a, b = result.stats(0), result.stats(1)
    assert (a.wins, a.losses, a.draws) == (2, 1, 1)
    assert (b.wins, b.losses, b.draws) == (1, 2, 1)
    assert result.win_rate(0) == 2.5 / 4 and result.win_rate(1) == 1.5 / 4
    assert result.interval(0) == wilson_interval(2.5, 4)
    low, high = result.interval(1)
    assert (low, high) == pytest.approx((1 - result.interval(0)[1], 1 - result.interval(0)[0]))


def test_seats_and_decks_alternate_by_pairs_of_the_same_deal(tmp_path: Path) -> None:
    result = play_match("random", "random", 4, seed=7, save_dir=tmp_path)
    assert [(g.index, g.seed, g.a_seat) for g in result.games] == [
        (0, 7, 0),
        (1, 7, 1),
        (2, 8, 0),
        (3, 8, 1),
    ]
    games = [load_game(tmp_path / f"game-{i}.json") for i in range(4)]
    for record, game in zip(result.games, games, strict=True):
        names = [p.name for p in game.state.players]
        assert names[record.a_seat] == "random (A)" and names[1 - record.a_seat] == "random (B)"
        # the decks stay with the seats: the deal's pairing, first deck at seat 0
        assert game.state.decks == tuple(d.main for d in pairing(record.seed))
    # so agent A plays each deck of a deal once, and the same seat starts in both games
    for even, odd in ((games[0], games[1]), (games[2], games[3])):
        assert even.state.starting_player == odd.state.starting_player


@pytest.mark.slow
def test_outcomes_do_not_depend_on_the_number_of_processes() -> None:
    one = play_match("random", "random", 4, seed=11, jobs=1)
    seen: list[int] = []
    two = play_match(
        "random", "random", 4, seed=11, jobs=2, progress=lambda r: seen.append(r.index)
    )
    assert one.games == two.games  # outcomes, rules, turns, decisions (not the clock)
    assert sorted(seen) == [0, 1, 2, 3]
    assert all(g.outcome in ("a", "b", "draw") and g.turns > 0 for g in one.games)
    assert one.stats(0).decisions + one.stats(1).decisions == sum(
        sum(g.decisions) for g in one.games
    )
    assert one.stats(0).seconds > 0 and one.mean_turns > 0


def test_saved_games_load_and_match_their_records(tmp_path: Path) -> None:
    result = play_match("random", "random", 3, seed=2, save_dir=tmp_path / "games")
    for record in result.games:
        game = load_game(tmp_path / "games" / f"game-{record.index}.json")
        assert game.over and game.result is not None
        assert game.state.turn == record.turns
        winner = game.result.winner
        expected = "draw" if winner is None else ("a" if winner == record.a_seat else "b")
        assert record.outcome == expected and record.rule == game.result.rule


def test_a_game_over_the_cap_is_a_capped_draw() -> None:
    result = play_match("random", "random", 2, seed=0, max_decisions=30)
    assert [(g.outcome, g.capped, sum(g.decisions)) for g in result.games] == [
        ("draw", True, 30),
        ("draw", True, 30),
    ]
    assert result.capped == 2 and result.stats(0).draws == 2 and result.win_rate(0) == 0.5
    by_turns = play_match("random", "random", 1, seed=0, max_turns=3)
    assert by_turns.games[0].capped and by_turns.games[0].turns == 4


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_crashing_agent_is_an_error_with_its_seed(jobs: int) -> None:
    result = play_match("crash", "random", 2, seed=40, jobs=jobs, factory=crashing_factory)
    assert len(result.errors) == 2 and not result.finished
    for record in result.errors:
        assert record.seed == 40 and record.error is not None
        assert record.error.startswith("RuntimeError: boom")
    stats = result.stats(0)
    assert (stats.wins, stats.losses, stats.draws) == (0, 0, 0)


def test_bad_arguments_raise() -> None:
    with pytest.raises(ValueError, match="ningún agente"):
        play_match("nobody", "random", 2)
    with pytest.raises(ValueError, match="games"):
        play_match("random", "random", 0)
    with pytest.raises(ValueError, match="think"):
        play_match("random", "random", 2, think=0)


def test_an_inferno_match_plays_its_demonstration_decks_and_saves_its_games(
    tmp_path: Path,
) -> None:
    """``game="inferno"``: Inferno games (issue 22) with the demonstration decks, seats
    alternating as in Magic's; each saved game loads as the Inferno game it was."""
    result = play_match(
        "heuristic", "random", 2, seed=1, game="inferno", save_dir=tmp_path / "inferno"
    )
    assert result.finished and not result.errors
    for record in result.games:
        game = load_game(tmp_path / "inferno" / f"game-{record.index}.json")
        assert game.state.game == GameKind.INFERNO and game.over
        assert game.state.turn == record.turns
    assert {r.decks for r in result.games} == {("Vástago de la Ceniza", "Señora de los Susurros")}
    with pytest.raises(ValueError):
        play_match("random", "random", 2, game="ajedrez")
