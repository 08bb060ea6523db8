"""Nothing hidden in any message a table of four builds (issue 23 §4; CR 400.2, 402.3,
401.2, 708.5, 406.3, 800.4a): every ``state`` message for each of the four seats and for a
spectator, over whole games of four person seats answered by random agents with the audit's
decks of manifest dread, Rooms, searches and reveals — one seat conceding early and reading
on as a spectator of the rest (CR 104.3a, 800.4a)."""

from __future__ import annotations

import pytest

from grimorio.agents import RandomAgent
from grimorio.game import Game
from grimorio.table.table import Seat, SeatKind, Table
from grimorio.testing.hidden_text import HiddenTextScan, Leak, audit_deck, message_texts

READERS: tuple[int | None, ...] = (0, 1, 2, 3, None)
CONCEDES_AT = 60  # answers into the game, seat 2 concedes and leaves it


def audited_game_of_four(seed: int, cap: int = 20_000) -> tuple[list[Leak], bool, bool]:
    """One game of four person seats; its leaks, whether seat 2 left early and whether the
    game ended."""
    decks = [audit_deck((seed + i) % 2) for i in range(4)]
    game = Game.new(decks=decks, seed=seed, auto_pass=False)
    table = Table(game, [Seat(SeatKind.PERSON) for _ in range(4)])
    agents = [RandomAgent(seed * 4 + i) for i in range(4)]
    scan = HiddenTextScan(table.game, seed, READERS)
    leaks: list[Leak] = []
    log_from = dict.fromkeys(READERS, 0)
    left_early = False
    for _ in range(cap):
        scan.game = table.game
        for reader in READERS:
            message = table.state_message(reader, "es", log_from[reader])
            leaks += scan.check_texts(reader, [("es", t) for t in message_texts(message)])
            log_from[reader] = len(table.game.state.log)
        if table.game.over:
            break
        if len(table.game.answers) >= CONCEDES_AT and not left_early:
            table.concede(2)
            left_early = True
            continue
        decision = table.game.pending
        assert decision is not None
        request = table.request_id()
        assert request is not None
        seat = decision.player
        table.answer(seat, request, agents[seat].decide(table.game, decision).id)
    return leaks, left_early, table.game.over


@pytest.mark.slow
def test_no_message_of_a_table_of_four_names_a_card_its_reader_may_not_see() -> None:
    leaks: list[Leak] = []
    for seed in range(2):
        found, left_early, over = audited_game_of_four(seed)
        leaks += found
        assert left_early and over
    assert not leaks, "\n".join(str(leak) for leak in leaks[:10])


def test_the_scan_of_a_table_of_four_sees_a_hand_card_named_to_another_seat() -> None:
    """The audit can fail: a line naming a card in seat 2's hand is a leak to seat 1 (whose
    deck shares no card with it but basic lands)."""
    decks = [audit_deck(i % 2) for i in range(4)]
    game = Game.new(decks=decks, seed=2, auto_pass=False)
    scan = HiddenTextScan(game, 2, READERS)
    state = game.state
    secret = next(
        state.objects[o].card
        for o in state.zones["hand/2"]
        if state.objects[o].card not in decks[1]
    )
    leaks = scan.check_texts(1, [("en", f"Este holds {secret}")], "message")
    assert leaks and leaks[0].viewer == 1
