"""The lobby's HTTP routes (docs/protocol.md, "HTTP"; issue 19 §4): sample decks, pasted
decklists checked by line (Spanish first), games against the AI or a friend invited once,
the spectator link, finished games and their replay, and bodies refused whole when they are
malformed or too large."""

from __future__ import annotations

from pathlib import Path

from server_support import create, server, socket, two_people, until

from grimorio.sample_decks import RED_GREEN
from grimorio.store import GameStatus


def test_the_sample_decks_are_listed_with_their_names_in_both_languages(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        decks = client.get("/api/decks").json()
    assert [d["id"] for d in decks] == ["azul-negro", "rojo-verde", "blanco-rojo"]
    assert decks[0]["name"] == {"es": "Azul-negro", "en": "Blue-black"}
    assert all(d["cards"] == 40 for d in decks)


def test_a_game_against_the_ai_gives_a_seat_token_once_and_a_watch_link(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        made = create(client, "heuristic")
        stored = store.load(made["game"])
        assert made["seat"] == 0 and made["invite"] is None
        assert made["watch"] == f"/ver/{made['game']}"
        assert len(made["token"]) >= 32
        assert stored.status == GameStatus.PLAYING
        assert stored.settings["seats"] == ["person", "heuristic"]
        assert store.seat_of(made["game"], made["token"]) == 0
        assert store.seat_of(made["game"], made["token"] + "x") is None


def test_a_game_against_a_friend_waits_then_the_invite_joins_once(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        made = create(client, "person")
        game = made["game"]
        assert made["invite"].startswith(f"/unirse/{game}#i=")
        assert store.load(game).status == GameStatus.WAITING
        invite = made["invite"].split("#i=")[1]
        body = {"invite": invite, "name": "Bea", "deck": {"sample": "rojo-verde"}}
        joined = client.post(f"/api/games/{game}/join", json=body)
        assert joined.status_code == 200
        assert joined.json()["seat"] == 1
        stored = store.load(game)
        assert stored.status == GameStatus.PLAYING
        assert stored.names == ("Ana", "Bea")
        assert list(stored.decks[1]) == list(RED_GREEN.main)
        again = client.post(f"/api/games/{game}/join", json=body)  # the invite is used
        assert again.status_code == 403
        assert again.json()["error"]["code"] == "bad_invite"
        wrong = client.post(f"/api/games/{game}/join", json={**body, "invite": "nope"})
        assert wrong.status_code == 403


def test_the_creator_waits_for_the_friend_then_the_game_begins(tmp_path: Path) -> None:
    """The creator's socket, open before the friend joins, gets a waiting state, then the
    game's first request once the friend is in."""
    with server(tmp_path / "g.db") as (client, _):
        made = create(client, "person")
        with socket(client, made["game"], made["token"]) as ws:
            waiting = until(ws, lambda m: m["type"] == "state")
            assert waiting["status"] == "waiting" and waiting["view"] is None
            ws.send_json({"type": "answer", "request": 1, "option": "keep"})
            assert until(ws, lambda m: m["type"] == "error")["code"] == "waiting"
            invite = made["invite"].split("#i=")[1]
            body = {"invite": invite, "name": "Bea", "deck": {"sample": "rojo-verde"}}
            assert client.post(f"/api/games/{made['game']}/join", json=body).status_code == 200
            state = until(ws, lambda m: m["type"] == "state" and m["status"] == "playing")
            assert state["view"]["players"][1]["name"] == "Bea"


def test_a_bad_decklist_is_refused_with_its_problems_by_line_spanish_first(
    tmp_path: Path,
) -> None:
    text = "4 Bosque\n2 Carta Que No Existe\nesto no es una línea\n"
    with server(tmp_path / "g.db") as (client, store):
        checked = client.post("/api/decklists/check", json={"text": text}).json()
        assert not checked["ok"]
        lines = [p["line"] for p in checked["problems"]]
        assert 2 in lines and 3 in lines
        assert checked["problems"][0]["es"].startswith("carta desconocida")
        assert checked["problems"][0]["en"].startswith("unknown card")
        refused = client.post(
            "/api/games", json={"name": "Ana", "deck": {"list": text}, "opponent": "heuristic"}
        )
        assert refused.status_code == 422
        error = refused.json()["error"]
        assert error["code"] == "bad_deck" and error["problems"] == checked["problems"]
        assert store.games() == []  # nothing stored


def test_a_legal_pasted_list_is_accepted_and_played(tmp_path: Path) -> None:
    text = "\n".join(f"1 {card}" for card in RED_GREEN.main)
    with server(tmp_path / "g.db") as (client, store):
        checked = client.post("/api/decklists/check", json={"text": text}).json()
        assert checked == {"ok": True, "cards": 40, "problems": []}
        made = create(client, deck={"list": text})
        assert list(store.load(made["game"]).decks[0]) == list(RED_GREEN.main)


def test_too_short_a_deck_is_a_limited_problem_100_2b(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, _):
        checked = client.post("/api/decklists/check", json={"text": "20 Bosque"}).json()
    assert not checked["ok"] and "40" in checked["problems"][0]["es"]


def test_malformed_or_oversized_bodies_and_bad_names_are_refused(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        cases = [
            (b"{not json", 400, "bad_json"),
            (b'{"name": "Ana", "deck": {"sample": "azul-negro"}, "extra": 1}', 400, "bad_message"),
            (b'{"name": 7, "deck": {"sample": "azul-negro"}}', 400, "bad_message"),
            (b'{"name": "Ana", "deck": {"sample": "nope"}}', 400, "bad_deck"),
            (b'{"name": "", "deck": {"sample": "azul-negro"}}', 400, "bad_name"),
            (b'{"name": "' + b"x" * 31 + b'", "deck": {"sample": "azul-negro"}}', 400, "bad_name"),
            (b'{"name": "A\\u0000na", "deck": {"sample": "azul-negro"}}', 400, "bad_name"),
            (b'{"name": "Ana", "deck": {"sample": "azul-negro"}, "timer": 5}', 400, "bad_message"),
            (b'{"text": "' + b"x" * 40_000 + b'"}', 413, "too_large"),
        ]
        for raw, status, code in cases:
            response = client.post(
                "/api/games", content=raw, headers={"content-type": "application/json"}
            )
            assert response.status_code == status, (raw[:60], response.text)
            error = response.json()["error"]
            assert error["code"] == code and error["es"] and error["en"]
        assert store.games() == []


def test_a_name_with_markup_is_kept_as_text_never_rendered(tmp_path: Path) -> None:
    """Names are validated, not escaped: the client shows them with textContent."""
    name = "<img src=x onerror=alert(1)>"
    with server(tmp_path / "g.db") as (client, store):
        made = create(client, name=name)
        assert store.load(made["game"]).names[0] == name


def test_finished_games_are_listed_and_replayed_at_any_answer_708_9(tmp_path: Path) -> None:
    with server(tmp_path / "g.db") as (client, store):
        game, first, _ = two_people(client)
        assert client.get(f"/api/games/{game}/replay?at=0").status_code == 403  # still playing
        with socket(client, game, first) as ws:
            ws.send_json({"type": "concede"})
            until(ws, lambda m: m["type"] == "state" and m["result"] is not None)
        listed = client.get("/api/games/finished").json()
        assert [g["game"] for g in listed] == [game]
        assert listed[0]["winner"] == 1
        stored = store.load(game)
        last = len(stored.answers)
        start = client.get(f"/api/games/{game}/replay?at=0&lang=en").json()
        assert start["at"] == 0 and start["answers"] == last
        assert [len(h) for h in start["view"]["hands"]] == [7, 7]  # both hands shown
        end = client.get(f"/api/games/{game}/replay?at={last}").json()
        assert end["view"]["result"]["winner"] == 1
        assert client.get(f"/api/games/{game}/replay?at={last + 1}").status_code == 400
        assert client.get("/api/games/nope/replay?at=0").status_code == 404
