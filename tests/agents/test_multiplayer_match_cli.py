"""``grimorio match`` and ``grimorio sim`` at a table of more than two (CR 800.1, issue 23):
one agent a seat on the command line or ``--players N``, the tables by agent, seat and
kind in Spanish and English, the decks dealt around, and bad tables refused (exit 2)."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest

from grimorio.agents.base import Agent
from grimorio.agents.factory import CallableAgent, make_agent
from grimorio.agents.match import MatchResult, play_match
from grimorio.cli import main as cli
from grimorio.cli import match_cmd
from grimorio.core.decisions import Decision, Option
from grimorio.game import Game

Capture = pytest.CaptureFixture[str]


def row(out: str, name: str) -> list[str]:
    """The cells of the table row that starts with ``name``."""
    line = next(x for x in out.splitlines() if x.startswith("│ " + name))
    return [cell.strip() for cell in line.strip("│").split("│")]


def test_one_agent_a_seat_and_the_tables_of_a_game_of_four(capsys: Capture) -> None:
    """``match random first random last``: four agents, four rows; the seats turn, so the
    seats' wins add up to the games; a draw is 1/4 of a win (CR 104.4a)."""
    args = ["match", "random", "first", "random", "last", "--games", "2", "--jobs", "1"]
    assert cli.main([*args, "--seed", "2"]) == 0
    out = capsys.readouterr().out
    expected = play_match("random", "first", 2, seed=2, others=("random", "last"))
    title = "random (A), first (B), random (C), last (D): 4 jugadores, 2 partidas, semilla 2"
    assert title in out
    assert "Un empate cuenta como 1/4 de victoria" in out
    for side, name in enumerate(("random (A)", "first (B)", "random (C)", "last (D)")):
        s = expected.stats(side)
        assert row(out, name)[1:4] == [str(s.wins), str(s.losses), str(s.draws)]
    seats = [int(row(out, f"asiento {k}")[1]) for k in range(4)]
    assert seats == [expected.seat_wins(k) for k in range(4)]
    assert sum(seats) + expected.stats(0).draws == 2
    kinds = row(out, "random │")  # the kinds table ("random (A)" is the agents'): 2 seats of 4
    assert kinds[1] == "2" and kinds[-1] == "50,0 %"
    assert "Cortadas (empate: más de 10000 decisiones o 400 turnos)" in out


def test_players_fills_the_seats_with_the_last_agent_in_english(
    tmp_path: Path, capsys: Capture
) -> None:
    """``match last random --players 3``: the careless ``last`` against two random agents;
    the rows written name all three seats."""
    out_file = tmp_path / "r.csv"
    args = ["match", "last", "random", "--players", "3", "--games", "3", "--lang", "en"]
    assert cli.main([*args, "--jobs", "1", "--out", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "last (A), random (B), random (C): 3 players, 3 games, seed 0" in out
    assert "Wins by seat" in out and "By kind of agent" in out
    assert "A draw counts as 1/3 of a win" in out
    with out_file.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["seat_a"] for r in rows] == ["0", "1", "2"]
    assert [r["seat2_agent"] for r in rows] == ["random", "random", "last"]


def test_decks_given_are_dealt_around_the_table(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--deck`` repeated, then ``--opponent-deck``: the decks in that order, dealt
    around the table by the match (seat k plays deck k mod their number)."""
    one = tmp_path / "uno.txt"
    one.write_text("20 Pantano\n20 Asesinato\n", encoding="utf-8")
    two = tmp_path / "dos.txt"
    two.write_text("20 Montaña\n20 Pantano\n", encoding="utf-8")
    three = tmp_path / "tres.txt"
    three.write_text("20 Montaña\n20 Bosque\n", encoding="utf-8")
    played: list[Game] = []

    def keep(*args: Any, **kwargs: Any) -> MatchResult:
        kwargs["factory"] = keeping_factory
        return play_match(*args, **kwargs)

    def keeping_factory(kind: str, seed: int, think: float) -> Agent:
        agent = make_agent(kind, seed, think)

        def decide(game: Game, decision: Decision) -> Option:
            if not played or played[-1] is not game:
                played.append(game)
            return agent.decide(game, decision)

        return CallableAgent(decide)

    monkeypatch.setattr(match_cmd, "play_match", keep)
    args = ["match", "random", "random", "random", "random", "--games", "2", "--jobs", "1"]
    decks = ["--deck", str(one), "--deck", str(two), "--opponent-deck", str(three)]
    assert cli.main([*args, *decks]) == 0
    capsys.readouterr()
    assert len(played) == 2
    for game in played:
        swamps, mountains = (
            [deck.count(land) for deck in game.state.decks] for land in ("Swamp", "Mountain")
        )
        assert swamps == [20, 20, 0, 20] and mountains == [0, 20, 20, 0]


@pytest.mark.parametrize(
    ("args", "spanish", "english"),
    [
        (
            ["random", "random", "--players", "7"],
            "de 2 a 6 jugadores (no 7)",
            "2 to 6 players (not 7)",
        ),
        (
            ["random", "random", "--players", "1"],
            "de 2 a 6 jugadores (no 1)",
            "2 to 6 players (not 1)",
        ),
        (["random"] * 7, "de 2 a 6 jugadores (no 7)", "2 to 6 players (not 7)"),
        (
            ["random", "random", "random", "--players", "2"],
            "Hay 3 agentes para 2 asientos",
            "3 agents for 2 seats",
        ),
        (
            ["random", "random", "--deck", "a", "--deck", "b", "--opponent-deck", "c"],
            "Hay 3 mazos para 2 asientos",
            "3 decks for 2 seats",
        ),
        (["random", "random", "nadie"], "No hay ningún agente «nadie»", "no agent 'nadie'"),
    ],
)
def test_a_bad_table_exits_2_with_a_message(
    args: list[str], spanish: str, english: str, capsys: Capture
) -> None:
    for command in ("match", "sim"):
        assert cli.main([command, *args]) == 2
        out, err = capsys.readouterr()
        assert spanish in err and not out and "Traceback" not in err
        assert cli.main([command, *args, "--lang", "en"]) == 2
        assert english in capsys.readouterr().err


def test_sim_at_a_table_of_four_writes_one_row_per_seed(tmp_path: Path, capsys: Capture) -> None:
    """``sim random random --players 4 --seeds 3:7``: A at seat k % 4 in the k-th game."""
    out_file = tmp_path / "s.csv"
    args = ["sim", "random", "random", "--players", "4", "--seeds", "3:7", "--jobs", "1"]
    assert cli.main([*args, "--out", str(out_file)]) == 0
    assert "4 partidas escritas" in capsys.readouterr().out
    with out_file.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["deal_seed"], r["seat_a"]) for r in rows] == [
        ("3", "0"),
        ("4", "1"),
        ("5", "2"),
        ("6", "3"),
    ]
    assert all(r["agent_d"] == "random" for r in rows)
