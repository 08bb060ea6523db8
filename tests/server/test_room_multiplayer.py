"""A game of more than two through the server's socket (issue 23 §4): each person's seat
receives its own view and request (CR 400.2), a person who concedes leaves the game and it
goes on without them (CR 104.3a, 800.4a) while their socket keeps receiving it as a
spectator's, and a long absence, where the creator chose to abandon, makes the absent player
leave instead of abandoning everyone's game."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from server_support import next_request, racing_clock, server, socket, table_of, until

from grimorio.store import GameStatus


def make(client: Any, seats: list[str], **fields: Any) -> dict[str, Any]:
    body = {"name": "Ana", "deck": {"sample": "azul-negro"}, "seats": seats, **fields}
    response = client.post("/api/games", json=body)
    assert response.status_code == 200, response.text
    made: dict[str, Any] = response.json()
    return made


def out(state: dict[str, Any], seat: int) -> bool:
    return state["type"] == "state" and bool(state["view"]["players"][seat]["lost"])


def test_a_person_who_concedes_leaves_and_the_game_goes_on_800_4a(tmp_path: Path) -> None:
    """CR 104.3a, 800.4a: in a game of four, Ana concedes; she is out, the game has no
    result and is still PLAYING, her socket goes on receiving states with no request (a
    spectator of the rest), the others play on, and a second concession is refused."""
    with server(tmp_path / "g.db", clock=racing_clock) as (client, store):
        made = make(client, ["heuristic", "heuristic", "heuristic"])
        game = made["game"]
        with socket(client, game, made["token"]) as ws, socket(client, game) as watcher:
            next_request(ws)
            ws.send_json({"type": "concede"})
            state = until(ws, lambda m: out(m, 0))
            assert state["result"] is None and state["status"] == "playing"
            assert state["request"] is None and state["view"]["hand"] == []
            seen = until(watcher, lambda m: out(m, 0))
            assert seen["view"]["viewer"] is None
            answers = len(table_of(client, game).game.answers)
            later = until(ws, lambda m: m["type"] == "state" and m["waiting_for"] not in (0,))
            assert later["request"] is None
            ws.send_json({"type": "concede"})
            refused = until(ws, lambda m: m["type"] == "error")
            assert refused["code"] == "not_in_game" and refused["es"] and refused["en"]
            end = time.monotonic() + 10
            while len(table_of(client, game).game.answers) <= answers + 5:
                assert time.monotonic() < end, "the others did not play on"
                time.sleep(0.01)
        stored = store.load(game)
        assert stored.status in (GameStatus.PLAYING, GameStatus.FINISHED)
        assert stored.winner != 0
        assert "concede:0" in stored.answers


def test_each_person_sees_only_their_own_hand_in_a_game_of_four_400_2(tmp_path: Path) -> None:
    """CR 400.2: two persons and two AIs: no state or request sent to one person names an
    object in the other person's hand."""
    with server(tmp_path / "g.db") as (client, _):
        made = make(client, ["heuristic", "person", "heuristic"])
        game = made["game"]
        invite = made["invites"][0]["link"].split("#i=")[1]
        body = {"invite": invite, "name": "Bea", "deck": {"sample": "rojo-verde"}}
        bea = client.post(f"/api/games/{game}/join", json=body).json()
        playing = lambda m: m["type"] == "state" and m["view"] is not None  # noqa: E731
        ana_token, bea_token = made["token"], bea["token"]
        with socket(client, game, ana_token) as ana_ws, socket(client, game, bea_token) as bea_ws:
            ana, other = until(ana_ws, playing), until(bea_ws, playing)
        for mine, theirs in ((ana, other), (other, ana)):
            hidden = {o["id"] for o in theirs["view"]["hand"]}
            assert len(hidden) == 7
            text = json.dumps(mine)
            named = {
                o["id"]
                for zone in ("hand", "battlefield", "stack", "exile")
                for o in mine["view"][zone]
            }
            assert not hidden & named
            for card in theirs["view"]["hand"]:
                assert f'"id": {card["id"]},' not in text


def test_a_long_absence_in_a_game_of_four_makes_the_absent_leave_not_abandon(
    tmp_path: Path,
) -> None:
    """The creator chose "abandon" on a long absence: in a game of four the absent person
    concedes and leaves it (CR 104.3a, 800.4a) and the AIs play on — the game is not
    abandoned."""
    with server(tmp_path / "g.db", clock=racing_clock, absence_after=120.0, time_scale=0.0005) as (
        client,
        store,
    ):
        made = make(client, ["heuristic", "heuristic", "heuristic"], absence="abandon")
        game = made["game"]
        with socket(client, game, made["token"]) as ws:
            next_request(ws)
        table = table_of(client, game)
        end = time.monotonic() + 20
        while not table.game.state.player(0).lost:
            assert time.monotonic() < end, "the absent person never left the game"
            time.sleep(0.01)
        assert store.load(game).status != GameStatus.ABANDONED
        assert table.game.result is None or table.game.result.winner != 0
        with socket(client, game, made["token"]) as ws:  # back: a spectator of the rest
            state = until(ws, lambda m: m["type"] == "state")
            assert state["view"]["players"][0]["lost"] and state["request"] is None


def test_a_seat_answering_another_seats_request_changes_nothing(tmp_path: Path) -> None:
    """Issue 23 §4, docs/protocol.md principle 4: in a game of four with two persons, the
    person not deciding who answers the other's request — its id, one of its options — gets
    an ``error`` and the game is exactly as it was; the seat deciding then answers."""
    with server(tmp_path / "g.db") as (client, _):
        made = make(client, ["heuristic", "person", "heuristic"])
        game = made["game"]
        invite = made["invites"][0]["link"].split("#i=")[1]
        body = {"invite": invite, "name": "Bea", "deck": {"sample": "rojo-verde"}}
        tokens = {
            0: made["token"],
            2: client.post(f"/api/games/{game}/join", json=body).json()["token"],
        }
        with socket(client, game, tokens[0]) as ana_ws, socket(client, game, tokens[2]) as bea_ws:
            sockets = {0: ana_ws, 2: bea_ws}
            table = table_of(client, game)
            end = time.monotonic() + 10
            while (actor := table.actor()) not in sockets:  # the AIs decide first, if they do
                assert time.monotonic() < end
                time.sleep(0.01)
            assert actor is not None
            other = 2 - actor
            request = next_request(sockets[actor])["request"]
            before = table.game.to_json()
            sockets[other].send_json(
                {"type": "answer", "request": request["id"], "option": request["options"][0]["id"]}
            )
            refused = until(sockets[other], lambda m: m["type"] == "error")
            assert refused["code"] == "not_your_turn" and refused["request"] == request["id"]
            assert table.game.to_json() == before
            sockets[actor].send_json(
                {"type": "answer", "request": request["id"], "option": request["options"][0]["id"]}
            )
            until(sockets[actor], lambda m: m["type"] == "state" and m["request"] != request)
            assert table.game.to_json() != before
