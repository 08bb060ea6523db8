"""Whole games through the server (issue 19 §1–§4): against the heuristic AI to the end; a
game resumed by a NEW app on the same SQLite file after a restart, through the saved-game
checks, with the same request and its play going on to the end; the per-decision timer that
passes priority and never concedes; a long absence that lets the AI take the seat or
abandons the game, as its creator chose."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from server_support import (
    create,
    first_option,
    next_request,
    racing_clock,
    server,
    socket,
    table_of,
    until,
)

from grimorio.game import Game
from grimorio.store import GameStatus
from grimorio.table.table import SeatKind


def play_to_the_end(ws: object, limit: int = 3_000) -> dict[str, object]:
    for _ in range(limit):
        state = next_request(ws)  # type: ignore[arg-type]
        if state["result"] is not None:
            return state
        ws.send_json(first_option(state["request"]))  # type: ignore[attr-defined]
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_against_the_heuristic_ends_with_its_result(tmp_path: Path) -> None:
    with server(tmp_path / "g.db", clock=racing_clock) as (client, store):
        made = create(client, "heuristic")
        with socket(client, made["game"], made["token"]) as ws:
            state = play_to_the_end(ws)
        stored = store.load(made["game"])
    assert state["status"] == "finished" and state["request"] is None
    assert stored.status == GameStatus.FINISHED
    assert stored.winner == state["result"]["winner"]  # type: ignore[index]
    assert stored.document is not None
    assert Game.from_json(stored.document).answers == list(stored.answers)


@pytest.mark.slow
def test_a_new_app_on_the_same_file_resumes_the_game_and_it_plays_to_the_end(
    tmp_path: Path,
) -> None:
    """The restart: some decisions with one app; a new app (a new store, new rooms) on the
    same SQLite file resumes the game from its document through the saved-game checks, asks
    the same question (under a new id: ids increase across restarts), and play goes on to
    the end."""
    path = tmp_path / "g.db"
    with server(path, clock=racing_clock) as (client, _):
        made = create(client, "heuristic")
        with socket(client, made["game"], made["token"]) as ws:
            for _ in range(25):
                state = next_request(ws)
                ws.send_json(first_option(state["request"]))
            state = next_request(ws)
            before = state["request"]
            answers = table_of(client, made["game"]).game.answers
    with server(path, clock=racing_clock) as (client, store):
        assert store.load(made["game"]).answers == tuple(answers)
        with socket(client, made["game"], made["token"]) as ws:
            again = next_request(ws)
            # the same question; its id is new, ids never repeat across restarts
            assert again["request"]["id"] > before["id"]
            assert {**again["request"], "id": 0} == {**before, "id": 0}
            assert table_of(client, made["game"]).game.answers == answers
            ws.send_json(first_option(again["request"]))
            final = play_to_the_end(ws)
        assert final["result"] is not None
        assert store.load(made["game"]).status == GameStatus.FINISHED


def test_the_timer_passes_priority_and_never_concedes(tmp_path: Path) -> None:
    with server(tmp_path / "g.db", time_scale=0.002) as (client, store):
        made = create(client, "heuristic", timer=10)  # 10 s, 20 ms here
        with socket(client, made["game"], made["token"]) as ws:
            state = next_request(ws)
            assert state["timer"]["seat"] == 0
            assert 0 < state["timer"]["seconds_left"] <= 10
            first = state["request"]["id"]
            later = until(
                ws,
                lambda m: (
                    m["type"] == "state"
                    and m["request"] is not None
                    and m["request"]["id"] > first + 3
                ),
            )
            assert later["result"] is None  # the timer answered, and never conceded
        assert len(store.load(made["game"]).answers) > 3


def wait_for(check: object, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():  # type: ignore[operator]
            return
        time.sleep(0.02)
    raise AssertionError("the awaited change never came")


def test_a_long_absence_lets_the_ai_take_the_seat(tmp_path: Path) -> None:
    with server(tmp_path / "g.db", absence_after=120.0, time_scale=0.0005) as (client, _):
        made = create(client, "heuristic", absence="ai")
        with socket(client, made["game"], made["token"]) as ws:
            next_request(ws)
        table = table_of(client, made["game"])
        wait_for(lambda: table.seats[0].kind == SeatKind.AI)
        wait_for(lambda: len(table.game.answers) > 10)  # the AI plays on for the person


def test_a_long_absence_abandons_the_game_when_its_creator_chose_so(tmp_path: Path) -> None:
    with server(tmp_path / "g.db", absence_after=120.0, time_scale=0.0005) as (client, store):
        made = create(client, "heuristic", absence="abandon")
        with socket(client, made["game"], made["token"]) as ws:
            next_request(ws)
        wait_for(lambda: store.load(made["game"]).status == GameStatus.ABANDONED)
        with socket(client, made["game"], made["token"]) as ws:
            state = until(ws, lambda m: m["type"] == "state")
            assert state["status"] == "abandoned" and state["request"] is None
            ws.send_json({"type": "concede"})
            assert until(ws, lambda m: m["type"] == "error")["code"] == "abandoned"
