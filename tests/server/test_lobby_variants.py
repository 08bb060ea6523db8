"""The lobby's variants (issue 23 §4–5): a game is created free-for-all (CR 806), Commander
(903) or Archenemy as Supervillain Rumble (904.12); the decks offered and accepted fit the
variant; junk from a client is refused with a clear error and stores nothing; the stored game
keeps its variant, commanders and scheme decks, so that the table built from it (at once, on
a friend's joining, after a restart) plays the same game; the AIs play every variant; and no
message a seat receives names a face-down scheme (904.4)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from server_support import (
    asked,
    first_option,
    next_request,
    racing_clock,
    server,
    socket,
    table_of,
    until,
)

from grimorio.cards.registry import get
from grimorio.mtg.variants.archenemy import ArchenemyState
from grimorio.mtg.variants.commander import CommanderState
from grimorio.rules.view import dialect_of
from grimorio.sample_decks import scheme_deck
from grimorio.store import GameStatus
from grimorio.text.log import entry_line
from grimorio.text.refs import EVERYONE

COMMANDERS = {
    "commander-niko": "Niko, Light of Hope",
    "commander-tejenjambres": "The Swarmweaver",
    "commander-hombre-de-los-globos": "The Jolly Balloon Man",
    "commander-winter": "Winter, Misanthropic Guide",
}


def _create(client: Any, **fields: Any) -> Any:
    """A game made in the lobby by Ana (a sample deck unless ``fields`` say otherwise)."""
    body = {"name": "Ana", "deck": {"sample": "azul-negro"}, **fields}
    response = client.post("/api/games", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def _commander_game(client: Any, seats: list[str], sample: str = "commander-niko") -> Any:
    return _create(client, variant="commander", deck={"sample": sample}, seats=seats)


def _post(client: Any, body: dict[str, Any]) -> Any:
    return client.post("/api/games", json={"name": "Ana", **body})


def test_the_commander_decks_are_offered_by_their_commander_903_3(tmp_path: Path) -> None:
    """CR 903.3: in Commander the lobby offers the shipped decks, each named by its
    commander in both languages, 100 cards with it (903.5a); the other variants the sample
    decks; an unknown variant is refused."""
    with server(tmp_path / "g.db") as (client, _):
        commander = client.get("/api/decks?variant=commander").json()
        archenemy = client.get("/api/decks?variant=archenemy").json()
        unknown = client.get("/api/decks?variant=planechase")
    assert [d["id"] for d in commander] == list(COMMANDERS)
    assert commander[0]["name"] == {"es": "Niko, Luz de la Esperanza", "en": "Niko, Light of Hope"}
    assert all(d["cards"] == 100 for d in commander)
    assert [d["id"] for d in archenemy] == ["azul-negro", "rojo-verde", "blanco-rojo"]
    assert unknown.status_code == 400
    assert unknown.json()["error"]["code"] == "bad_message"


def test_a_commander_game_of_four_keeps_its_variant_and_commanders_903_6(tmp_path: Path) -> None:
    """CR 903.6, 903.7: a Commander game of four — the creator's deck and three AIs' decks,
    four different commanders — is stored with its variant and each seat's commander apart
    from its 99 cards; its table is a Commander game, each commander in the command zone
    and every player at 40 life."""
    with server(tmp_path / "g.db") as (client, store):
        made = _commander_game(client, ["heuristic", "heuristic", "search"])
        stored = store.load(made["game"])
        with socket(client, made["game"], made["token"]) as ws:
            state = next_request(ws)
        game = table_of(client, made["game"]).game
    assert made["variant"] == "commander"
    assert stored.variant == "commander" and stored.settings["variant"] == "commander"
    assert stored.commanders[0] == ("Niko, Light of Hope",)
    assert len({c for (c,) in stored.commanders}) == 4
    assert all(len(d) == 99 for d in stored.decks)
    assert stored.schemes == ()
    assert isinstance(game.state, CommanderState)
    view = state["view"]
    assert view["variant"] == "commander"
    assert {o["owner"] for o in view["command"]} == {0, 1, 2, 3}
    assert all(p["life"] == 40 for p in view["players"])
    assert view["players"][0]["commanders"] == [{"name": "Niko, Luz de la Esperanza", "tax": 0}]


def test_an_archenemy_game_gives_every_seat_the_scheme_deck_904_12(tmp_path: Path) -> None:
    """CR 904.12, 904.3: in Supervillain Rumble every player is an archenemy with a scheme
    deck — the creator's sample deck and each AI's get the shipped one, stored apart."""
    with server(tmp_path / "g.db") as (client, store):
        made = _create(client, variant="archenemy", seats=["heuristic", "heuristic"])
        stored = store.load(made["game"])
        with socket(client, made["game"], made["token"]) as ws:
            state = next_request(ws)
        game = table_of(client, made["game"]).game
    assert stored.variant == "archenemy" and stored.commanders == ()
    assert stored.schemes == (scheme_deck().schemes,) * 3
    assert isinstance(game.state, ArchenemyState)
    players = state["view"]["players"]
    assert [p["archenemy"] for p in players] == [True] * 3
    assert all(p["scheme_deck"] == len(scheme_deck().schemes) for p in players)


@pytest.mark.parametrize(
    ("body", "code", "status"),
    [
        ({"variant": "planechase", "deck": {"sample": "azul-negro"}}, "bad_message", 400),
        ({"variant": "commander", "deck": {"sample": "azul-negro"}}, "bad_deck", 400),
        ({"variant": "plain", "deck": {"sample": "commander-niko"}}, "bad_deck", 400),
        ({"variant": "commander", "deck": {"list": "40 Bosque"}}, "bad_deck", 422),
        (
            {"variant": "commander", "game": "inferno", "deck": {"sample": "commander-niko"}},
            "bad_message",
            400,
        ),
        ({"variant": 3, "deck": {"sample": "azul-negro"}}, "bad_message", 400),
    ],
)
def test_junk_variants_and_decks_are_refused_and_nothing_is_stored(
    tmp_path: Path, body: dict[str, Any], code: str, status: int
) -> None:
    """CR 903.5: a Commander game takes a Commander deck only (a sample deck of 40, or a
    list that is no legal Commander deck, is refused), a free-for-all game no Commander
    deck; an unknown variant, or a variant for Inferno, is refused — and no game is made."""
    with server(tmp_path / "g.db") as (client, store):
        refused = _post(client, {**body, "seats": ["heuristic", "heuristic"]})
        assert store.count() == 0
    assert refused.status_code == status, refused.text
    assert refused.json()["error"]["code"] == code
    assert refused.json()["error"]["es"] and refused.json()["error"]["en"]


def _commander_list(filename: str) -> str:
    return resources.files("grimorio").joinpath("decks", filename).read_text(encoding="utf-8")


def test_a_pasted_commander_list_is_checked_as_commander_903_5(tmp_path: Path) -> None:
    """CR 903.5, 903.3: a pasted list with a ``Commander`` section is legal in Commander
    (100 cards with it) and plays; the same list checked for free-for-all is refused (a
    commander belongs to Commander only), and a 40-card list fails Commander's size."""
    text = _commander_list("commander-winter.txt")
    with server(tmp_path / "g.db") as (client, store):
        as_commander = client.post(
            "/api/decklists/check", json={"text": text, "variant": "commander"}
        ).json()
        as_plain = client.post("/api/decklists/check", json={"text": text}).json()
        small = client.post(
            "/api/decklists/check",
            json={"text": _commander_list("azul-negro.txt"), "variant": "commander"},
        ).json()
        made = _commander_game(client, ["heuristic"], sample="commander-niko")
        pasted = _post(
            client,
            {"variant": "commander", "deck": {"list": text}, "opponent": "heuristic"},
        )
        assert pasted.status_code == 200, pasted.text
        stored = store.load(pasted.json()["game"])
    assert as_commander == {"ok": True, "cards": 100, "problems": []}
    assert not as_plain["ok"] and any("903.3" in p["es"] for p in as_plain["problems"])
    assert not small["ok"] and any("903.5a" in p["en"] for p in small["problems"])
    assert made["variant"] == "commander"
    assert stored.commanders[0] == ("Winter, Misanthropic Guide",)


def test_an_invited_friend_brings_a_commander_deck_903_5(tmp_path: Path) -> None:
    """CR 903.5: a friend invited to a Commander game sees its variant, is refused a deck
    that is not a Commander deck (the invitation stays unused), and joins with one: their
    commander is stored for their seat and the game begins as Commander."""
    with server(tmp_path / "g.db") as (client, store):
        made = _commander_game(client, ["person", "heuristic"])
        game = made["game"]
        about = client.get(f"/api/games/{game}/about").json()
        invite = made["invites"][0]["link"].split("#i=")[1]
        body = {"invite": invite, "name": "Bea", "deck": {"sample": "rojo-verde"}}
        refused = client.post(f"/api/games/{game}/join", json=body)
        assert store.load(game).status == GameStatus.WAITING
        body["deck"] = {"sample": "commander-winter"}
        joined = client.post(f"/api/games/{game}/join", json=body)
        stored = store.load(game)
        with socket(client, game, made["token"]) as ws:
            state = next_request(ws)
    assert about == {"game": "magic", "variant": "commander", "seats": 3, "status": "waiting"}
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "bad_deck"
    assert joined.status_code == 200
    assert stored.status == GameStatus.PLAYING
    assert stored.commanders[1] == ("Winter, Misanthropic Guide",)
    names = {o["name"] for o in state["view"]["command"]}
    assert "Winter, guía misantrópico" in names


def test_a_commander_game_resumes_as_commander_after_a_restart_903(tmp_path: Path) -> None:
    """A restart: a new app on the same SQLite file rebuilds the Commander game from its
    stored variant and commanders and asks the same question; the commanders are where
    they were (CR 903.6)."""
    path = tmp_path / "g.db"
    with server(path, clock=racing_clock) as (client, _):
        made = _commander_game(client, ["heuristic", "heuristic", "heuristic"])
        with socket(client, made["game"], made["token"]) as ws:
            for _ in range(6):
                state = next_request(ws)
                ws.send_json(first_option(state["request"]))
            before = next_request(ws)
            answers = table_of(client, made["game"]).game.answers
    with server(path, clock=racing_clock) as (client, store):
        with socket(client, made["game"], made["token"]) as ws:
            again = next_request(ws)
        game = table_of(client, made["game"]).game
        assert store.load(made["game"]).variant == "commander"
    assert isinstance(game.state, CommanderState)
    assert game.answers == answers
    assert {**again["request"], "id": 0} == {**before["request"], "id": 0}
    assert again["view"]["command"] == before["view"]["command"]


def _scheme_names() -> set[str]:
    return {get(k).name(lang) for k in scheme_deck().schemes for lang in ("es", "en")}


@pytest.mark.slow
def test_the_ais_play_archenemy_and_no_face_down_scheme_is_ever_named_904_4(
    tmp_path: Path,
) -> None:
    """CR 904.4, 904.12: an Archenemy game of three, the person answering with the first
    option and two AIs playing their turns: the game goes round the table (the AIs act),
    and no message the person's socket receives names a scheme that was never face up
    (the scheme decks are face down: only their sizes are sent)."""
    received: list[str] = []
    with server(tmp_path / "g.db", clock=racing_clock) as (client, _):
        made = _create(client, variant="archenemy", seats=["heuristic", "heuristic"])
        with socket(client, made["game"], made["token"]) as ws:
            for _ in range(60):
                message = until(ws, lambda m: received.append(json.dumps(m)) is None and asked(m))
                if message["result"] is not None:
                    break
                ws.send_json(first_option(message["request"]))
        game = table_of(client, made["game"]).game
    assert game.state.turn > 3  # every AI took a turn
    names = tuple(p.name for p in game.state.players)
    motion = [
        entry_line(e, lang, names, EVERYONE, dialect_of(game))
        for e in game.state.log
        if e.key == "scheme.set_in_motion"
        for lang in ("es", "en")
    ]
    assert motion  # some scheme was set in motion (904.9): its name was shown
    hidden = {name for name in _scheme_names() if not any(name in line for line in motion)}
    assert len(hidden) >= 10
    for text in received:
        assert not [name for name in hidden if name in text], text[:200]


@pytest.mark.slow
def test_the_ais_play_a_commander_game_of_four_903(tmp_path: Path) -> None:
    """CR 903: a Commander game of four, the person answering with the first option and
    three AIs playing their turns: the game goes round the table."""
    with server(tmp_path / "g.db", clock=racing_clock) as (client, _):
        made = _commander_game(client, ["heuristic", "heuristic", "heuristic"])
        with socket(client, made["game"], made["token"]) as ws:
            for _ in range(40):
                message = next_request(ws)
                if message["result"] is not None:
                    break
                ws.send_json(first_option(message["request"]))
        game = table_of(client, made["game"]).game
    assert game.state.turn > 4
