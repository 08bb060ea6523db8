"""The tutorial's HTTP routes (issue 24 §1, §5; docs/protocol.md, "The tutorial"): the list of
lessons with the learner's ✓, a lesson played on the server — the coach judging each move,
a wrong one answered with its hint (plain words and the rule's number) and the game
unchanged — progress marked by the server alone when the coach says done, a lesson rebuilt
from its accepted moves, the learner's own view only (CR 400.2), and every kind of bad input
refused in Spanish and English, changing nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_support import Message, server
from starlette.testclient import TestClient

from grimorio.dsl.zones import Zone, zkey
from grimorio.server.tutorial import LessonGames
from grimorio.store import Store
from grimorio.tutorial.coach import Coach
from grimorio.tutorial.lessons import lesson, lessons

ANA = "learner-Ana-0123456789"
BEA = "learner-Bea-0123456789"
HEADER = "X-Grimorio-Learner"
LANDS = lesson("tierras")  # CR 305.1-305.2: play the Forest


@pytest.fixture
def app(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    with server(tmp_path / "s.db") as made:
        yield made


def start(client: TestClient, which: str = "tierras", **fields: Any) -> Message:
    response = client.post(f"/api/tutorial/lessons/{which}", json={"learner": ANA, **fields})
    assert response.status_code == 200, response.text
    answer: Message = response.json()
    return answer


def move(client: TestClient, game: str, request: int, option: str, **fields: Any) -> Any:
    return client.post(
        f"/api/tutorial/games/{game}/move", json={"request": request, "option": option, **fields}
    )


def refused(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["code"] == code
    assert error["es"] and error["en"] and error["es"] != error["en"]


def listed(client: TestClient, learner: str | None = ANA) -> dict[str, bool]:
    headers = {HEADER: learner} if learner else {}
    response = client.get("/api/tutorial/lessons", headers=headers)
    assert response.status_code == 200, response.text
    return {x["id"]: x["done"] for x in response.json()}


def test_the_lessons_are_listed_in_order_with_both_titles(app: tuple[TestClient, Store]) -> None:
    """Issue 24 §1: the lobby's list — every lesson in the rulebook's order, its title in
    Spanish and English, none done for a new learner (or for no learner at all)."""
    client, _ = app
    response = client.get("/api/tutorial/lessons", headers={HEADER: ANA})
    assert response.status_code == 200
    got = response.json()
    assert [x["id"] for x in got] == [x.id for x in lessons()]
    assert [x["number"] for x in got] == list(range(1, len(lessons()) + 1))
    assert got[0]["title"] == {"es": lessons()[0].title("es"), "en": lessons()[0].title("en")}
    assert not any(x["done"] for x in got)
    assert not any(listed(client, None).values())
    assert client.get("/aprender/tierras").headers["content-type"].startswith("text/html")


def test_the_right_move_completes_the_lesson_and_the_server_marks_it(
    app: tuple[TestClient, Store],
) -> None:
    """CR 305.1: playing the Forest is the lesson's task; the coach accepts it, the lesson is
    done (its done text, no more request), and the server marks it for this learner only."""
    client, store = app
    started = start(client)
    assert started["lesson"]["title"] == LANDS.title("es")
    assert started["lesson"]["paragraphs"] == LANDS.paragraphs("es")
    assert started["lesson"]["task"] == LANDS.task("es")
    request = started["state"]["request"]
    assert request["id"] == 1 and started["done"] is False
    forest = next(o for o in request["options"] if o["label"] == "Jugar Bosque")
    assert forest["objects"]  # the card clicked on the board picks it
    done = move(client, started["game"], 1, forest["id"])
    assert done.status_code == 200, done.text
    answer = done.json()
    assert answer["done"] is True and answer["hint"] is None
    assert answer["state"]["request"] is None
    assert answer["lesson"]["done_text"] == LANDS.done("es")
    assert answer["answers"] == [forest["id"]]
    battlefield = [o["name"] for o in answer["state"]["view"]["battlefield"]]
    assert battlefield == ["Bosque"]
    assert listed(client)["tierras"] is True
    assert listed(client, BEA)["tierras"] is False
    assert set(store.lessons_done(ANA)) == {"tierras"}


def test_a_wrong_move_gets_the_hint_and_changes_nothing(app: tuple[TestClient, Store]) -> None:
    """CR 305.2 (one land a turn, the Forest asked): playing the Plains is refused with the
    lesson's hint — its words and "(regla 305.2)", in the language asked — the board and the
    request are as they were, and no progress is marked."""
    client, store = app
    started = start(client)
    plains = next(
        o for o in started["state"]["request"]["options"] if o["label"] == "Jugar Llanura"
    )
    answer = move(client, started["game"], 1, plains["id"]).json()
    assert answer["hint"]["rule"] == "305.2"
    assert answer["hint"]["text"].endswith("(regla 305.2)")
    assert answer["done"] is False and answer["mistakes"] == 1
    assert answer["state"] == started["state"]
    english = move(client, started["game"], 1, plains["id"], lang="en").json()
    assert english["hint"]["text"].endswith("(rule 305.2)")
    assert english["lesson"]["title"] == LANDS.title("en")
    passing = move(client, started["game"], 1, "pass").json()
    assert passing["hint"]["rule"] == "305.1"  # the hint written for passing
    assert store.lessons_done(ANA) == {}


def test_bad_input_is_refused_and_changes_nothing(app: tuple[TestClient, Store]) -> None:
    """Issue 24 (and docs/protocol.md principle 4): an unknown lesson, a junk learner id, a
    malformed or oversized body, a stale request, an option the request doesn't offer, an
    unknown lesson game, a move after the end: each a clear error in Spanish and English;
    the game and the progress unchanged."""
    client, store = app
    started = start(client)
    game = started["game"]
    refused(client.post("/api/tutorial/lessons/nada", json={"learner": ANA}), 404, "no_lesson")
    refused(client.post("/api/tutorial/lessons/tierras", json={"learner": "x"}), 400, "bad_message")
    refused(
        client.post("/api/tutorial/lessons/tierras", json={"learner": ANA, "extra": 1}),
        400,
        "bad_message",
    )
    refused(
        client.post(
            "/api/tutorial/lessons/tierras",
            content=b"{not json",
            headers={"content-type": "application/json"},
        ),
        400,
        "bad_json",
    )
    refused(
        client.post(
            "/api/tutorial/lessons/tierras", json={"learner": ANA, "answers": ["x" * 40_000]}
        ),
        413,
        "too_large",
    )
    refused(client.get("/api/tutorial/lessons", headers={HEADER: "<script>"}), 400, "bad_learner")
    refused(move(client, game, 2, "play:1"), 409, "stale_request")
    refused(move(client, game, 1, "cast:99"), 400, "illegal_option")
    refused(move(client, game, "1", "play:1"), 400, "bad_message")  # type: ignore[arg-type]
    refused(move(client, "no-such-game", 1, "play:1"), 404, "no_lesson_game")
    refused(client.get(f"/api/tutorial/games/{game}?lang=fr"), 400, "bad_message")
    now = client.get(f"/api/tutorial/games/{game}").json()
    assert now["state"] == started["state"] and now["mistakes"] == 0
    assert store.lessons_done(ANA) == {}
    forest = started["state"]["request"]["options"][0]["id"]
    assert move(client, game, 1, forest).json()["done"] is True
    refused(move(client, game, 2, "pass"), 409, "lesson_done")
    assert set(store.lessons_done(ANA)) == {"tierras"}


def test_a_lesson_is_rebuilt_from_its_accepted_moves(app: tuple[TestClient, Store]) -> None:
    """Issue 24 §5: a lesson game the server forgot (a restart, the oldest of too many) is
    rebuilt from the moves the coach accepted — the same board, the same request id — and
    moves it would refuse rebuild nothing (``bad_answers``)."""
    client, _ = app
    client.app.state.lesson_games = LessonGames(limit=1)  # type: ignore[attr-defined]
    first = start(client, "partes-de-una-carta")
    creature = first["state"]["request"]["options"][0]["id"]
    after = move(client, first["game"], 1, creature).json()
    assert after["hint"] is None and after["answers"] == [creature]
    start(client)  # a second lesson: the first is forgotten
    refused(move(client, first["game"], 2, "pass"), 404, "no_lesson_game")
    rebuilt = start(client, "partes-de-una-carta", answers=after["answers"])
    assert rebuilt["state"] == after["state"] and rebuilt["state"]["request"]["id"] == 2
    refused(
        client.post(
            "/api/tutorial/lessons/partes-de-una-carta", json={"learner": ANA, "answers": ["pass"]}
        ),
        400,
        "bad_answers",
    )


def _ids(value: Any) -> Iterator[int]:
    """Every object id anywhere in a JSON value."""
    if isinstance(value, dict):
        if isinstance(value.get("id"), int):
            yield value["id"]
        for item in value.values():
            yield from _ids(item)
    elif isinstance(value, list):
        for item in value:
            yield from _ids(item)


@pytest.mark.parametrize("each", lessons(), ids=[x.id for x in lessons()])
def test_the_learner_sees_only_their_own_view(app: tuple[TestClient, Store], each: Any) -> None:
    """CR 400.2: what a lesson sends is the learner's view — the rival's hand counted, never
    shown: none of its objects, nor of the rival's library, is named anywhere in the answer."""
    client, _ = app
    coach = Coach(each)
    state = coach.game.state
    hidden = set(state.zones[zkey(Zone.HAND, 1)]) | set(state.zones[zkey(Zone.LIBRARY, 1)])
    in_hand = len(state.zones[zkey(Zone.HAND, 1)])
    answer = start(client, each.id)
    view = answer["state"]["view"]
    assert view["viewer"] == 0 and "hand" in view
    assert view["players"][1]["hand_size"] == in_hand
    assert not hidden & set(_ids(answer["state"]))
