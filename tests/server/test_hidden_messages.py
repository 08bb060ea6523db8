"""Nothing hidden crosses a socket (issue 19 §7; CR 400.2, 402.3, 401.2, 708.5, 406.3):
every message the server sends to each of three sockets — both seats and a spectator — is
recorded over 50 games played through the protocol (games created and joined in the
lobby with decks of manifest dread, Rooms, searches and reveals,
:func:`grimorio.testing.hidden_text.audit_deck`; scripted clients answer each request with a
seeded random option), and the texts of each message are scanned for a card its receiver
may not see (:class:`grimorio.testing.hidden_text.HiddenTextScan`).

Every game is played to its end (:data:`MAX_ANSWERS` is only a guard); the scripted clients
are the cheap random and rarest-option players, so that the 50 games take a minute or two
(the games run in two halves, one per test worker)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from server_support import Message, racing_clock, server, socket, table_of

from grimorio.agents.factory import make_agent
from grimorio.dsl.zones import Zone, zkey
from grimorio.game import Game
from grimorio.testing.hidden_text import HiddenTextScan, Leak, audit_deck, message_texts

GAMES = 50
MAX_ANSWERS = 5_000  # a guard: a whole game asks some 500–1,000 (every priority, CR 117.3d)
KINDS = ("random", "rarest", "random")  # the scripted clients' agents, by seed
LANGS = ("es", "en", "es")  # seat 0, seat 1, the spectator


def decklist(half: int) -> str:
    return "\n".join(f"1 {card}" for card in audit_deck(half))


def play_one(client: Any, seed: int) -> tuple[list[Leak], int, bool, bool, int]:
    """One game through the protocol; its leaks, answers, whether it ended, whether a
    face-down permanent was in play, and how many messages were scanned."""
    made = client.post(
        "/api/games",
        json={"name": "Ana", "deck": {"list": decklist(seed % 2)}, "opponent": "person"},
    ).json()
    game = made["game"]
    invite = made["invite"].split("#i=")[1]
    body = {"invite": invite, "name": "Bea", "deck": {"list": decklist(1 - seed % 2)}}
    second = client.post(f"/api/games/{game}/join", json=body).json()["token"]
    tokens: list[str | None] = [made["token"], second, None]
    agents = [
        make_agent(KINDS[seed % 3], seed * 2),
        make_agent(KINDS[(seed + 1) % 3], seed * 2 + 1),
    ]
    leaks: list[Leak] = []
    scanned = 0
    face_down = False
    with (
        socket(client, game, tokens[0], LANGS[0]) as s0,
        socket(client, game, tokens[1], LANGS[1]) as s1,
        socket(client, game, tokens[2], LANGS[2]) as s2,
    ):
        sockets = (s0, s1, s2)
        table = table_of(client, game)
        scan = HiddenTextScan(table.game, seed, (0, 1, None))
        readers = (0, 1, None)
        for _ in range(MAX_ANSWERS + 1):
            states: list[Message] = [ws.receive_json() for ws in sockets]
            scan.game = table.game
            face_down |= any(o.face_down for o in table.game.state.objects.values())
            for reader, lang, message in zip(readers, LANGS, states, strict=True):
                assert message["type"] == "state", message
                texts = [(lang, t) for t in message_texts(message)]
                leaks += scan.check_texts(reader, texts, "message")
                scanned += 1
            if states[0]["result"] is not None or len(table.game.answers) >= MAX_ANSWERS:
                break
            seat = next(i for i in (0, 1) if states[i]["request"] is not None)
            request = states[seat]["request"]
            decision = table.game.pending
            assert decision is not None and decision.player == seat
            option = agents[seat].decide(table.game, decision).id
            assert option in {o["id"] for o in request["options"]}
            if option == "pass" and request["kind"] == "priority":  # "pasar": until news
                message = {"type": "pass", "request": request["id"], "until": "answer"}
            else:
                message = {"type": "answer", "request": request["id"], "option": option}
            sockets[seat].send_json(message)
        last = len(table.game.state.log) - 1
        for reader, lang, ws in zip(readers, LANGS, sockets, strict=True):
            ws.send_json({"type": "why", "entry": last})
            why = ws.receive_json()
            assert why["type"] == "why"
            leaks += scan.check_texts(reader, [(lang, t) for t in message_texts(why)], "why")
            scanned += 1
        ended = table.game.over
        return leaks, len(table.game.answers), ended, face_down, scanned


@pytest.mark.slow
@pytest.mark.parametrize("half", [0, 1])
def test_no_message_sent_to_a_seat_or_a_spectator_names_a_card_it_may_not_see(
    tmp_path: Path, half: int
) -> None:
    """Half of the 50 whole games (the even or the odd seeds), each to its end."""
    seeds = range(half, GAMES, 2)
    leaks: list[Leak] = []
    ended = face_down = scanned = 0
    # the scripted clients answer far faster than a person (``racing_clock``)
    with server(tmp_path / "g.db", clock=racing_clock) as (client, _):
        for seed in seeds:
            found, _answers, over, down, count = play_one(client, seed)
            leaks += found
            ended += over
            face_down += down
            scanned += count
    assert not leaks, "\n".join(str(leak) for leak in leaks[:10])
    assert ended == len(seeds), "every game is played to its end"
    assert face_down >= len(seeds) // 2, "the decks should put face-down permanents in play"
    assert scanned > len(seeds) * 3 * 100


def test_the_scan_of_messages_can_fail() -> None:
    """A message naming a card in a hand is a leak to the spectator: the audit can fail."""
    game = Game.new(decks=(audit_deck(0), audit_deck(1)), seed=1, auto_pass=False)
    scan = HiddenTextScan(game, 1, (0, 1, None))
    secret = next(
        game.state.objects[o].card
        for o in game.state.zones[zkey(Zone.HAND, 0)]
        if game.state.objects[o].card not in ("Forest", "Island", "Swamp", "Plains", "Mountain")
    )
    message = {"type": "state", "log": [{"i": 0, "text": f"Ana holds {secret}"}]}
    leaks = scan.check_texts(None, [("en", t) for t in message_texts(message)], "message")
    assert leaks and leaks[0].viewer is None
