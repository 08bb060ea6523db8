"""Nothing hidden in any message a table builds (issue 19 §7; CR 400.2, 402.3, 401.2, 708.5,
406.3): every ``state`` message for each seat and for a spectator, and every explanation,
over whole games of two seats played through requests, with decks of manifest dread, Rooms,
searches and reveals (:func:`grimorio.testing.hidden_text.audit_deck`). The server sends
these messages as they are; ``tests/server`` records what really crosses its sockets."""

from __future__ import annotations

import pytest

from grimorio.agents import RandomAgent
from grimorio.dsl.zones import Zone, zkey
from grimorio.game import Game
from grimorio.table.table import Seat, SeatKind, Table
from grimorio.testing.hidden_text import HiddenTextScan, Leak, audit_deck, message_texts

READERS: tuple[int | None, ...] = (0, 1, None)


def audited_game(seed: int, cap: int = 3_000) -> tuple[list[Leak], int, bool]:
    """Play one game of two person seats answered by random agents; scan every message."""
    game = Game.new(
        decks=(audit_deck(seed % 2), audit_deck(1 - seed % 2)), seed=seed, auto_pass=False
    )
    table = Table(game, [Seat(SeatKind.PERSON), Seat(SeatKind.PERSON)])
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    scan = HiddenTextScan(table.game, seed, READERS)
    leaks: list[Leak] = []
    face_down = False
    log_from = dict.fromkeys(READERS, 0)
    for _ in range(cap):
        scan.game = table.game  # a cancel would replace it; the agents never cancel
        face_down |= any(o.face_down for o in table.game.state.objects.values())
        for reader in READERS:
            for lang in ("es", "en"):
                message = table.state_message(reader, lang, log_from[reader])
                leaks += scan.check_texts(reader, [(lang, t) for t in message_texts(message)])
            log_from[reader] = len(table.game.state.log)
        if table.game.over:
            break
        decision = table.game.pending
        assert decision is not None
        seat = decision.player
        request = table.request_id()
        assert request is not None
        table.answer(seat, request, agents[seat].decide(table.game, decision).id)
    last = len(table.game.state.log) - 1
    for reader in READERS:
        why = table.why(reader, last, "es")
        leaks += scan.check_texts(reader, [("es", line) for line in why], "why")
    return leaks, len(table.game.answers), face_down


@pytest.mark.slow
def test_no_message_of_a_table_names_a_card_its_reader_may_not_see() -> None:
    leaks: list[Leak] = []
    face_down_games = 0
    for seed in range(4):
        found, answers, face_down = audited_game(seed)
        leaks += found
        face_down_games += face_down
        assert answers > 20
    assert face_down_games >= 2, "the decks should put face-down permanents in play"
    assert not leaks, "\n".join(str(leak) for leak in leaks[:10])


def test_the_scan_sees_a_hand_card_named_to_the_spectator() -> None:
    """The audit can fail: a message naming a card in a hand is a leak to a spectator."""
    game = Game.new(decks=(audit_deck(0), audit_deck(1)), seed=1, auto_pass=False)
    scan = HiddenTextScan(game, 1, READERS)
    hand = game.state.zones[zkey(Zone.HAND, 0)]
    secret = next(
        game.state.objects[o].card
        for o in hand
        if game.state.objects[o].card not in ("Forest", "Island", "Swamp", "Plains", "Mountain")
    )
    leaks = scan.check_texts(None, [("en", f"you hold {secret}")])
    assert leaks and leaks[0].viewer is None
    assert not scan.check_texts(0, [("en", f"you hold {secret}")])  # its owner may read it
