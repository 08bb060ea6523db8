"""The guided first game in the browser (issue 24, part 3), through the server: a duel against
the gentle AI flagged ``guided``; its person's ``state`` carries the one-line note of a kind
of decision the first time it is met (CR 117, 103.5, 508.1, …), and the log lines worth a
"¿por qué?" (a creature dying, CR 704.5g; an ability triggering, 603.2; …) — for that seat
only, never for a spectator or a game that isn't guided."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from server_support import create, first_option, next_request, racing_clock, server, socket

from grimorio.agents.heuristic import HeuristicAgent
from grimorio.table.table import SeatKind
from grimorio.tutorial.guide import decision_note, surprise_of

Message = dict[str, Any]


def test_a_guided_game_is_a_duel_against_the_gentle_ai(tmp_path: Path) -> None:
    """Issue 24: ``guided: true`` makes a duel whose other seat is the gentle AI ("suave"),
    and the setting is stored with the game, as the variant is."""
    with server(tmp_path / "g.db") as (client, store):
        made = client.post(
            "/api/games", json={"name": "Ana", "deck": {"sample": "azul-negro"}, "guided": True}
        ).json()
        assert made["seats"] == ["person", "suave"]
        stored = store.load(made["game"])
        assert stored.settings["guided"] is True
        with socket(client, made["game"], made["token"]):
            room = client.app.state.hub.rooms[made["game"]]  # type: ignore[attr-defined]
            seat = room.table.seats[1]
        assert seat.kind == SeatKind.AI
        assert isinstance(seat.agent, HeuristicAgent) and seat.agent.aggression < 1


@pytest.mark.parametrize(
    "fields",
    [
        {"opponent": "person"},
        {"seats": ["suave", "suave"]},
        {"game": "inferno"},
        {"variant": "commander"},
        {"guided": "yes"},
    ],
)
def test_a_guided_game_other_than_a_plain_duel_against_the_ai_is_refused(
    tmp_path: Path, fields: Message
) -> None:
    """Issue 24, issue 17: a guided game is a duel of Magic with no variant against the AI;
    anything else is refused in Spanish and English, and no game is stored."""
    body = {"name": "Ana", "deck": {"sample": "azul-negro"}, "guided": True, **fields}
    with server(tmp_path / "g.db") as (client, store):
        refused = client.post("/api/games", json=body)
        assert refused.status_code == 400, refused.text
        answer = refused.json()["error"]
        assert answer["code"] == "bad_message" and answer["es"] and answer["en"]
        assert store.games() == []


def _play(ws: Any, decisions: int) -> list[Message]:
    """The states asking the person something, answered with their first option."""
    states = []
    for _ in range(decisions):
        state = next_request(ws)
        states.append(state)
        if state["result"] is not None:
            break
        ws.send_json(first_option(state["request"]))
    return states


def test_cr117_the_person_of_a_guided_game_reads_each_kind_of_decision_once(
    tmp_path: Path,
) -> None:
    """Issue 24: the first request of each kind of decision carries its note (the mulligan's
    first, CR 103.5, then priority's, CR 117); a later request of a kind already met carries
    none; every log line offered a "¿por qué?" is one the guide counts as surprising, among
    the lines that state carries, and the server answers "why" for it."""
    with server(tmp_path / "g.db", clock=racing_clock) as (client, _):
        made = create(client, "suave", guided=True)
        with socket(client, made["game"], made["token"]) as ws:
            states = _play(ws, 150)
            game = client.app.state.hub.rooms[made["game"]].table.game  # type: ignore[attr-defined]
            offered = [i for s in states for i in s["guide"]["why"]]
            assert offered, "no creature died and nothing triggered in 150 decisions"
            ws.send_json({"type": "why", "entry": offered[0]})
            why = until_why(ws)
    assert states[0]["request"]["kind"] == "mulligan"
    assert states[0]["guide"]["note"] == decision_note("mulligan", "es")
    seen: set[str] = set()
    for state in states:
        if state["request"] is None:
            continue
        kind, note = state["request"]["kind"], state["guide"]["note"]
        if kind in seen:
            assert note is None, (kind, note)
        else:
            assert note == decision_note(kind, "es"), kind
            seen.add(kind)
        start, sent = state["log_from"], {e["i"] for e in state["log"]}
        for i in state["guide"]["why"]:
            assert i in sent and i >= start
            assert surprise_of(game.state.log[i]) is not None
    assert {"mulligan", "priority"} <= seen
    assert why["entry"] == offered[0] and len(why["lines"]) >= 2


def until_why(ws: Any) -> Message:
    for _ in range(1_000):
        message: Message = ws.receive_json()
        if message["type"] == "why":
            return message
    raise AssertionError("no why answer")


def test_the_note_is_in_the_persons_language_and_kept_while_the_request_waits(
    tmp_path: Path,
) -> None:
    """Issue 24 (Spanish first, English available): the note reaches an English page in
    English; asked again (a new socket, the same pending request), the state still carries
    the note of that first-time request."""
    with server(tmp_path / "g.db") as (client, _):
        made = create(client, "suave", guided=True, lang="en")
        with socket(client, made["game"], made["token"], lang="en") as ws:
            first = next_request(ws)
        with socket(client, made["game"], made["token"], lang="en") as ws:
            again = next_request(ws)
    assert first["request"]["kind"] == "mulligan"
    assert first["guide"]["note"] == decision_note("mulligan", "en")
    assert again["request"]["id"] == first["request"]["id"]
    assert again["guide"]["note"] == first["guide"]["note"]


def test_no_guide_for_a_spectator_or_a_game_that_is_not_guided(tmp_path: Path) -> None:
    """Hidden information and issue 24: the guide speaks to the guided game's person only —
    a spectator's state has none, nor has a person's in an ordinary game."""
    with server(tmp_path / "g.db") as (client, _):
        guided = create(client, "suave", guided=True)
        plain = create(client, "heuristic")
        with socket(client, guided["game"], guided["token"]) as ws:
            assert "guide" in next_request(ws)
        with socket(client, guided["game"]) as ws:
            watched = ws.receive_json()
        with socket(client, plain["game"], plain["token"]) as ws:
            ordinary = next_request(ws)
    assert watched["type"] == "state" and "guide" not in watched
    assert "guide" not in ordinary
