"""The game socket (docs/protocol.md, "WebSocket"; issue 19 §3, §7): hello with a seat's
token or as a spectator (CR 400.2: no hand, no options), answers by request id, and every
refusal — stale or doubled ids, another seat's answer, unknown types, bad JSON, oversize,
rate — an ``error`` with the game exactly as it was; a second tab takes the seat over, a
reconnection resumes the same request, cancel (CR 601.2), pass-until (117.3d), why."""

from __future__ import annotations

import json
from pathlib import Path

from server_support import (
    FakeClock,
    create,
    error,
    first_option,
    next_request,
    opened,
    server,
    socket,
    table_of,
    two_people,
    until,
)

from grimorio.rules.state.decision_kinds import DecisionKind


def test_hello_with_the_seat_token_takes_the_seat_and_gets_its_request(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        game, *tokens = two_people(client)
        seat = opened(client, game)
        with socket(client, game, tokens[seat]) as ws:
            state = next_request(ws)
            assert state["view"]["viewer"] == seat
            assert state["request"]["id"] >= 1
            assert {o["id"] for o in state["request"]["options"]} >= {"keep"}
            assert len(state["view"]["hand"]) == 7


def test_a_bad_token_is_refused_and_the_socket_may_say_hello_again(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        game, first, _ = two_people(client)
        with client.websocket_connect(f"/ws/{game}") as ws:
            ws.send_json({"type": "hello", "token": "not-the-token"})
            assert error(ws)["code"] == "bad_token"
            ws.send_json({"type": "hello", "token": 12})
            assert error(ws)["code"] == "bad_message"
            ws.send_json({"type": "hello", "token": first})
            assert ws.receive_json() == {
                "type": "welcome",
                "seat": 0,
                "players": ["Ana", "Bea"],
                "lang": "es",
                "spectate": f"/ver/{game}",
            }


def test_anything_before_hello_is_an_error_and_an_unknown_game_closes(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        game, _, _ = two_people(client)
        with client.websocket_connect(f"/ws/{game}") as ws:
            ws.send_json({"type": "answer", "request": 1, "option": "keep"})
            assert error(ws)["code"] == "hello_first"
        with client.websocket_connect("/ws/no-such-game") as ws:
            ws.send_json({"type": "hello"})
            assert error(ws)["code"] == "no_game"


def test_a_spectator_gets_no_hand_and_no_options_and_may_not_act_400_2(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        game, *tokens = two_people(client)
        actor = opened(client, game)
        with socket(client, game, tokens[actor]) as seat, socket(client, game) as watcher:
            request = next_request(seat)["request"]
            state = until(watcher, lambda m: m["type"] == "state")
            assert state["view"]["viewer"] is None
            assert state["view"]["hand"] == [] and state["request"] is None
            assert "options" not in state["view"]["decision"]
            assert state["waiting_for"] == actor
            before = table_of(client, game).game.to_json()
            for message in (
                {"type": "answer", "request": request["id"], "option": "keep"},
                {"type": "concede"},
                {"type": "stops", "stops": []},
            ):
                watcher.send_json(message)
                assert error(watcher)["code"] == "not_a_seat"
            watcher.send_json({"type": "ping"})
            assert watcher.receive_json() == {"type": "pong"}
            assert table_of(client, game).game.to_json() == before


def test_the_right_answer_advances_with_a_new_request_id(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        game, *tokens = two_people(client)
        actor = opened(client, game)
        with (
            socket(client, game, tokens[actor]) as one,
            socket(client, game, tokens[1 - actor]) as two,
        ):
            request = next_request(one)["request"]
            one.send_json({"type": "answer", "request": request["id"], "option": "keep"})
            asked = next_request(two)["request"]
            assert asked["id"] > request["id"]
            assert len(store.load(game).answers) == 1  # saved after the change


def test_every_refused_message_is_an_error_and_changes_nothing(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        game, *tokens = two_people(client)
        actor = opened(client, game)
        with (
            socket(client, game, tokens[actor]) as one,
            socket(client, game, tokens[1 - actor]) as two,
        ):
            request = next_request(one)["request"]
            rid = request["id"]
            table = table_of(client, game)
            before, saved = table.game.to_json(), store.load(game)
            cases = [
                (one, {"type": "answer", "request": rid + 1, "option": "keep"}, "stale_request"),
                (one, {"type": "answer", "request": rid - 1, "option": "keep"}, "stale_request"),
                (one, {"type": "answer", "request": rid, "option": "nope"}, "illegal_option"),
                (one, {"type": "answer", "request": str(rid), "option": "keep"}, "bad_message"),
                (one, {"type": "answer", "request": rid}, "bad_message"),
                (one, {"type": "answer", "request": rid, "option": "keep", "x": 1}, "bad_message"),
                (two, {"type": "answer", "request": rid, "option": "keep"}, "not_your_turn"),
                (one, {"type": "cancel", "request": rid}, "not_cancellable"),
                (one, {"type": "pay", "request": rid}, "no_auto_pay"),
                (one, {"type": "pass", "request": rid, "until": "forever"}, "bad_message"),
                (one, {"type": "stops", "stops": [["mine", "untap"]]}, "bad_stops"),
                (one, {"type": "why", "entry": 10**6}, "bad_entry"),
                (one, {"type": "lang", "lang": "fr"}, "bad_message"),
                (one, {"type": "launch_missiles"}, "unknown_type"),
                (one, {"no_type": 1}, "unknown_type"),
            ]
            for ws, message, code in cases:
                ws.send_json(message)
                got = error(ws)
                assert got["code"] == code, (message, got)
                assert got["es"] and got["en"]
                if "request" in message and code not in ("bad_message",):
                    assert got["request"] == message["request"]
            for raw, code in (("{not json", "bad_json"), ("[1, 2]", "bad_message")):
                one.send_text(raw)
                assert error(one)["code"] == code
            one.send_text(json.dumps({"type": "ping", "pad": "x" * 5000}))
            assert error(one)["code"] == "too_large"
            assert table.game.to_json() == before
            assert store.load(game) == saved
            one.send_json(first_option(request))  # the right answer still goes through
            one.send_json(first_option(request))  # and a double answer is stale
            assert until(one, lambda m: m["type"] == "error")["code"] in (
                "stale_request",
                "not_your_turn",
            )
            assert table.game.to_json() != before


def test_the_rate_limit_refuses_beyond_the_burst_and_closes_after_abuse(tmp_path: Path) -> None:
    clock = FakeClock()
    with server(tmp_path / "g.db", clock=clock) as (client, _):
        game, first, _ = two_people(client)
        with socket(client, game, first) as ws:
            until(ws, lambda m: m["type"] == "state")
            for _ in range(39):  # the hello took one token of the burst of 40
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}
            ws.send_json({"type": "ping"})
            assert error(ws)["code"] == "rate_limited"
            clock.now += 1.0  # 20 more a second
            for _ in range(20):
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}
            for _ in range(8):
                ws.send_json({"type": "ping"})
                assert error(ws)["code"] == "rate_limited"
            ws.send_json({"type": "ping"})  # the tenth refusal closes the socket
            assert error(ws)["code"] == "rate_limited"
            closed = ws.receive()
            assert closed["type"] == "websocket.close" and closed["code"] == 1008


def test_a_second_tab_takes_the_seat_over_and_the_first_is_told(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        game, *tokens = two_people(client)
        first = tokens[opened(client, game)]
        with socket(client, game, first) as old:
            request = next_request(old)["request"]
            with socket(client, game, first) as new:
                assert until(old, lambda m: m["type"] != "state") == {"type": "taken_over"}
                assert next_request(new)["request"]["id"] == request["id"]
                new.send_json(first_option(request))
                assert until(new, lambda m: m["type"] == "state")["request"] is None


def test_a_reconnection_resumes_the_same_request(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        game, *tokens = two_people(client)
        first = tokens[opened(client, game)]
        with socket(client, game, first) as ws:
            request = next_request(ws)["request"]
        with socket(client, game, first) as ws:
            again = next_request(ws)["request"]
        assert again == request


def test_pass_until_my_turn_and_why_and_lang(tmp_path: Path) -> None:
    """Passing until my turn (CR 117.3d) leaves the next request in a later turn of mine;
    ``why`` explains a log line; ``lang`` re-sends the whole log in English."""
    with server(tmp_path / "g.db") as (client, _):
        made = create(client, "heuristic")
        with socket(client, made["game"], made["token"]) as ws:
            for _ in range(200):
                state = next_request(ws)
                request, view = state["request"], state["view"]
                if request["kind"] == DecisionKind.PRIORITY and view["turn"] >= 2:
                    break
                ws.send_json(first_option(request))
            turn = view["turn"]
            ws.send_json({"type": "pass", "request": request["id"], "until": "my_turn"})
            state = next_request(ws)
            if state["result"] is None and state["request"]["kind"] == DecisionKind.PRIORITY:
                assert state["view"]["turn"] > turn and state["view"]["active"] == 0
            ws.send_json({"type": "why", "entry": 0})
            why = until(ws, lambda m: m["type"] == "why")
            assert (
                why["entry"] == 0 and why["lines"] and all(isinstance(t, str) for t in why["lines"])
            )
            ws.send_json({"type": "lang", "lang": "en"})
            english = until(ws, lambda m: m["type"] == "state")
            assert english["log_from"] == 0 and english["log"][0]["i"] == 0


def test_cancel_goes_back_to_priority_601_2(tmp_path: Path) -> None:
    with server(tmp_path / "g.db", seed=4) as (client, store):
        made = create(client, "heuristic")
        with socket(client, made["game"], made["token"]) as ws:
            for _ in range(2_000):
                state = next_request(ws)
                assert state["result"] is None, "the game ended before anything was cast"
                request = state["request"]
                casts = [o["id"] for o in request["options"] if o["id"].startswith("cast:")]
                if request["cancellable"]:
                    break
                if request["kind"] == DecisionKind.PRIORITY and casts:
                    ws.send_json({"type": "answer", "request": request["id"], "option": casts[0]})
                else:
                    ws.send_json(first_option(request))
            answers = len(table_of(client, made["game"]).game.answers)
            ws.send_json({"type": "cancel", "request": request["id"]})
            after = next_request(ws)["request"]
            assert after["kind"] == DecisionKind.PRIORITY and after["id"] > request["id"]
            assert not after["cancellable"]
            assert len(store.load(made["game"]).answers) < answers  # the record forgot it


def test_concede_ends_the_game_with_a_result_104_3a(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        made = create(client, "heuristic")
        with socket(client, made["game"], made["token"]) as ws:
            next_request(ws)
            ws.send_json({"type": "concede"})
            state = until(ws, lambda m: m["type"] == "state" and m["result"] is not None)
            assert state["result"]["winner"] == 1 and state["status"] == "finished"
            ws.send_json({"type": "concede"})
            assert error(ws)["code"] == "game_over"
        stored = store.load(made["game"])
        assert stored.status == "finished" and stored.winner == 1
