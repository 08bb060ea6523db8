"""Games of three to six seats created through the lobby (issue 23 §4; CR 800.1: a game of
more than two players is a multiplayer game): the creator's seat and, after it, each seat an
AI of a kind or a friend invited by a link of their own; the game begins once every friend
has joined. A bad number of seats, or junk where the seats are named, is refused whole and
stores nothing (docs/protocol.md, "HTTP")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from server_support import create, next_request, server, socket, table_of, until

from grimorio.sample_decks import SAMPLE_DECKS
from grimorio.store import GameStatus
from grimorio.table.table import SeatKind

SAMPLE_LISTS = [list(d.main) for d in SAMPLE_DECKS]


def make(client: Any, seats: list[str], **fields: Any) -> dict[str, Any]:
    body = {"name": "Ana", "deck": {"sample": "azul-negro"}, "seats": seats, **fields}
    response = client.post("/api/games", json=body)
    assert response.status_code == 200, response.text
    made: dict[str, Any] = response.json()
    return made


def join(client: Any, game: str, link: str, name: str) -> dict[str, Any]:
    body = {"invite": link.split("#i=")[1], "name": name, "deck": {"sample": "rojo-verde"}}
    response = client.post(f"/api/games/{game}/join", json=body)
    assert response.status_code == 200, response.text
    joined: dict[str, Any] = response.json()
    return joined


def test_one_person_and_three_ais_make_a_four_player_game_that_begins_at_once(
    tmp_path: Path,
) -> None:
    """CR 800.1: four seats, the creator's and three AIs (each with a sample deck, numbered
    by name); no invitation, the game is PLAYING at once, and the creator's seat sees four
    players — its own hand, only the others' hand sizes (CR 400.2)."""
    with server(tmp_path / "g.db") as (client, store):
        made = make(client, ["heuristic", "search", "heuristic"], think=0.1)
        game = made["game"]
        assert made["seat"] == 0 and made["invite"] is None and made["invites"] == []
        assert made["players"] == ["Ana", "IA 1", "IA 2", "IA 3"]
        stored = store.load(game)
        assert stored.status == GameStatus.PLAYING
        assert stored.settings["seats"] == ["person", "heuristic", "search", "heuristic"]
        assert stored.settings["think"] == 0.1
        assert all(list(deck) in SAMPLE_LISTS for deck in stored.decks[1:])
        assert store.seat_of(game, made["token"]) == 0
        with socket(client, game, made["token"]) as ws:
            state = next_request(ws)
            view = state["view"]
            assert [p["name"] for p in view["players"]] == made["players"]
            assert len(view["hand"]) == 7 and view["viewer"] == 0
            assert all(p["hand_size"] >= 6 for p in view["players"])
            assert state["request"] is not None
        kinds = [seat.kind for seat in table_of(client, game).seats]
        assert kinds == [SeatKind.PERSON, SeatKind.AI, SeatKind.AI, SeatKind.AI]


def test_two_people_and_two_ais_begin_when_the_friend_joins_by_the_invitation(
    tmp_path: Path,
) -> None:
    """Issue 23 §4: 2 persons and 2 AIs, the person's seat invited by its link, usable once:
    the game waits (the creator's socket told which seat is awaited), then begins when the
    friend joins, with the friend's name and deck at that seat."""
    with server(tmp_path / "g.db") as (client, store):
        made = make(client, ["heuristic", "person", "heuristic"])
        game = made["game"]
        (invite,) = made["invites"]
        assert invite["seat"] == 2 and invite["link"].startswith(f"/unirse/{game}#i=")
        assert made["invite"] == invite["link"]
        assert store.load(game).status == GameStatus.WAITING
        with socket(client, game, made["token"]) as ws:
            waiting = until(ws, lambda m: m["type"] == "state")
            assert waiting["status"] == "waiting" and waiting["waiting_on"] == [2]
            joined = join(client, game, invite["link"], "Bea")
            assert joined["seat"] == 2
            state = until(ws, lambda m: m["type"] == "state" and m["status"] == "playing")
            assert [p["name"] for p in state["view"]["players"]] == ["Ana", "IA 1", "Bea", "IA 2"]
        stored = store.load(game)
        assert stored.status == GameStatus.PLAYING
        assert list(stored.decks[2]) == SAMPLE_LISTS[1]  # rojo-verde, the friend's choice
        again = client.post(
            f"/api/games/{game}/join",
            json={
                "invite": invite["link"].split("#i=")[1],
                "name": "Eva",
                "deck": {"sample": "rojo-verde"},
            },
        )
        assert again.status_code == 403 and again.json()["error"]["code"] == "bad_invite"
        with socket(client, game, joined["token"]) as ws:
            state = until(ws, lambda m: m["type"] == "state")
            assert state["view"]["viewer"] == 2 and len(state["view"]["hand"]) == 7


def test_a_game_waits_for_every_invited_friend_each_by_their_own_link(tmp_path: Path) -> None:
    """Three friends invited to a game of five: each link opens only its seat; after two
    joins the game still waits for the third, and begins when the last one joins."""
    with server(tmp_path / "g.db") as (client, store):
        made = make(client, ["person", "heuristic", "person", "person"])
        game = made["game"]
        links = {i["seat"]: i["link"] for i in made["invites"]}
        assert sorted(links) == [1, 3, 4] and len(set(links.values())) == 3
        assert join(client, game, links[3], "Carla")["seat"] == 3
        assert join(client, game, links[1], "Beto")["seat"] == 1
        stored = store.load(game)
        assert stored.status == GameStatus.WAITING
        assert stored.names == ("Ana", "Beto", "IA", "Carla", "Invitado")
        assert [bool(deck) for deck in stored.decks] == [True, True, True, True, False]
        with socket(client, game, made["token"]) as ws:
            waiting = until(ws, lambda m: m["type"] == "state")
            assert waiting["waiting_on"] == [4] and waiting["view"] is None
            ws.send_json({"type": "concede"})
            assert until(ws, lambda m: m["type"] == "error")["code"] == "waiting"
            join(client, game, links[4], "Dani")
            state = until(ws, lambda m: m["type"] == "state" and m["status"] == "playing")
            names = [p["name"] for p in state["view"]["players"]]
            assert names == ["Ana", "Beto", "IA", "Carla", "Dani"]


def test_bad_seat_counts_and_junk_are_refused_and_store_nothing(tmp_path: Path) -> None:
    """Issue 23 §4: a game has 2 to 6 players (CR 800.1), so 1 to 5 seats after the
    creator's, each "heuristic", "search" or "person"; anything else — no seat, six, an
    unknown kind, a number, a string for the list, both ``opponent`` and ``seats`` — is
    ``bad_message``, and nothing is stored."""
    base: dict[str, Any] = {"name": "Ana", "deck": {"sample": "azul-negro"}}
    bodies: list[dict[str, Any]] = [
        {**base, "seats": []},
        {**base, "seats": ["heuristic"] * 6},
        {**base, "seats": ["robot", "heuristic"]},
        {**base, "seats": [1, 2, 3]},
        {**base, "seats": "heuristic"},
        {**base, "seats": [None]},
        {**base, "seats": [["person"]]},
        {**base, "seats": {"1": "person"}},
        {**base, "seats": ["heuristic", "heuristic"], "opponent": "heuristic"},
        {**base, "seats": ["heuristic"], "players": 4},
    ]
    with server(tmp_path / "g.db") as (client, store):
        for body in bodies:
            response = client.post("/api/games", json=body)
            assert response.status_code == 400, (body, response.text)
            error = response.json()["error"]
            assert error["code"] == "bad_message" and error["es"] and error["en"]
        assert store.games() == []
        # the largest game there is, six players (CR 800.1), is accepted
        six = make(client, ["heuristic"] * 5)
        assert len(store.load(six["game"]).names) == 6


def test_a_duel_made_with_seats_is_the_duel_made_with_opponent(tmp_path: Path) -> None:
    """Two players named either way make the same game: the same names, decks and settings
    (the AI's deck chosen by the same seed)."""
    with server(tmp_path / "a.db", seed=11) as (client, store):
        by_opponent = store.load(create(client, "heuristic")["game"])
    with server(tmp_path / "b.db", seed=11) as (client, store):
        by_seats = store.load(make(client, ["heuristic"])["game"])
    assert by_seats.names == by_opponent.names == ("Ana", "IA")
    assert by_seats.decks == by_opponent.decks
    assert by_seats.settings == by_opponent.settings
