"""The table a server runs (issue 19, docs/protocol.md): requests with ids that refuse stale
or misplaced answers and change nothing, passing by stops that is no tell (DESIGN principle
7), cancelling an announcement (CR 601.2, 602.2) unseen by the others, spectators' views
(CR 400.2), timers that pass priority and never concede."""

from __future__ import annotations

import pytest

from grimorio.agents.factory import make_agent
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.sample_decks import pairing
from grimorio.table.passing import PassKind, Whose
from grimorio.table.table import ErrorCode, Seat, SeatKind, Table, TableError


def person_vs_ai(seed: int = 3, decks: tuple[list[str], list[str]] | None = None) -> Table:
    mine, theirs = pairing(seed) if decks is None else decks
    game = Game.new(decks=(mine, theirs), seed=seed, auto_pass=False)
    return Table(game, [Seat(SeatKind.PERSON), Seat(SeatKind.AI, make_agent("heuristic", seed))])


def run_ai(table: Table) -> None:
    while table.actor() is not None and table.seats[table.actor() or 0].kind == SeatKind.AI:
        table.ai_turn()


def answer_first(table: Table) -> None:
    """Seat 0 answers its request with the first option (mana paid automatically)."""
    request = table.state_message(0, "es")["request"]
    assert request is not None
    if request["auto_pay"]:
        table.auto_pay(0, request["id"])
    else:
        table.answer(0, request["id"], request["options"][0]["id"])


def test_a_whole_game_person_against_the_heuristic_ends_with_increasing_request_ids() -> None:
    table = person_vs_ai()
    ids: list[int] = []
    for _ in range(3_000):
        run_ai(table)
        if table.game.over:
            break
        rid = table.request_id()
        assert rid is not None
        ids.append(rid)
        answer_first(table)
    assert table.game.over
    assert ids == sorted(set(ids)), "request ids strictly increase"
    assert table.state_message(1, "es")["result"] is not None


def test_a_stale_misplaced_or_illegal_answer_is_refused_and_changes_nothing() -> None:
    table = person_vs_ai()
    run_ai(table)
    rid = table.request_id()
    assert rid is not None
    before = table.game.to_json()
    cases = [
        (lambda: table.answer(0, rid - 1 if rid > 1 else rid + 5, "keep"), ErrorCode.STALE_REQUEST),
        (lambda: table.answer(0, rid, "no-such-option"), ErrorCode.ILLEGAL_OPTION),
        (lambda: table.answer(1, rid, "keep"), ErrorCode.NOT_YOUR_TURN),
        (lambda: table.answer(7, rid, "keep"), ErrorCode.BAD_SEAT),
        (lambda: table.cancel(0, rid), ErrorCode.NOT_CANCELLABLE),
        (lambda: table.why(0, 10**6, "es"), ErrorCode.BAD_ENTRY),
        (lambda: table.set_stops(0, [["mine", "untap"]]), ErrorCode.BAD_STOPS),
    ]
    for call, code in cases:
        with pytest.raises(TableError) as caught:
            call()
        assert caught.value.code == code
        assert table.game.to_json() == before
        assert table.request_id() == rid
    answer_first(table)  # and the right answer goes through
    assert table.game.to_json() != before


def test_a_table_needs_a_game_that_asks_every_priority_117_3d() -> None:
    game = Game.new(decks=pairing(1), seed=1)  # auto_pass on: the engine would pass alone
    with pytest.raises(TableError) as caught:
        Table(game, [Seat(SeatKind.PERSON), Seat(SeatKind.PERSON)])
    assert caught.value.code == ErrorCode.BAD_TABLE


def public_rhythm(deck_nonland: str) -> list[tuple[object, ...]]:
    """What seat 1 sees of seat 0's decisions over twelve turns, when seat 0 (a person who
    only plays lands and passes) holds ``deck_nonland`` cards: who decides what, when."""
    deck = ["Swamp"] * 17 + [deck_nonland] * 23
    table = person_vs_ai(5, (deck, ["Forest"] * 17 + ["Flesh Burrower"] * 23))
    seen: list[tuple[object, ...]] = []
    while not table.game.over and table.game.state.turn <= 12:
        run_ai(table)
        message = table.state_message(1, "es")
        view = message["view"]
        seen.append((view["turn"], view["step"], message["waiting_for"], view["decision"]))
        request = table.state_message(0, "es")["request"]
        if request is None:
            break
        ids = [o["id"] for o in request["options"]]
        land = [i for i in ids if i.startswith("play:")]
        pick = land[0] if land else next((i for i in ("pass", "keep", "done") if i in ids), ids[0])
        table.answer(0, request["id"], pick)
    return seen


def test_passing_is_no_tell_holding_an_instant_or_not_asks_the_same_questions() -> None:
    """Issue 19 §7: what an opponent receives (whose turn to decide, and of what) is the same
    whether or not the person holds a card they could play: Murder (castable once three
    Swamps are out and a creature is there) against Horrid Vigor (never castable here)."""
    assert public_rhythm("Murder") == public_rhythm("Horrid Vigor")


def test_a_spectator_sees_no_hand_and_no_request_400_2() -> None:
    table = person_vs_ai()
    run_ai(table)
    message = table.state_message(None, "es")
    assert message["view"]["hand"] == []
    assert message["request"] is None
    assert table.state_message(0, "es")["view"]["hand"]  # the seat sees its own
    assert table.state_message(1, "es")["request"] is None  # the AI's seat has none either


def cast_something(table: Table) -> dict[str, object]:
    """Play on until seat 0 casts a spell that asks something while it is announced (a
    target, a payment); the request that asks it."""
    for _ in range(2_000):
        run_ai(table)
        request = table.state_message(0, "es")["request"]
        assert request is not None, "the game ended before anything could be cast"
        casts = [o["id"] for o in request["options"] if o["id"].startswith("cast:")]
        if request["kind"] == DecisionKind.PRIORITY and casts:
            table.answer(0, request["id"], casts[0])
            after = table.state_message(0, "es")["request"]
            if after is not None and after["kind"] != DecisionKind.PRIORITY:
                return after  # a target or a payment to choose: the announcement goes on
            continue
        answer_first(table)
    raise AssertionError("no cast in 2,000 decisions")


def test_cancel_goes_back_to_priority_and_the_others_saw_nothing_601_2() -> None:
    table = person_vs_ai(4)
    run_ai(table)
    announcing = cast_something(table)
    assert announcing["cancellable"]
    answers = len(table.game.answers)
    undo = table.seats[0].undo
    assert undo is not None
    # the opponent and a spectator see the game as it was before the announcement
    for viewer in (1, None):
        seen = table.state_message(viewer, "es")
        expected = undo.view(viewer, "es")
        del expected["log"]
        assert seen["view"] == expected
        assert seen["view"]["decision"]["kind"] == DecisionKind.PRIORITY
    request_id = announcing["id"]
    assert isinstance(request_id, int)
    table.cancel(0, request_id)
    assert len(table.game.answers) < answers
    after = table.state_message(0, "es")["request"]
    assert after is not None and after["kind"] == DecisionKind.PRIORITY
    assert after["id"] > request_id
    assert not after["cancellable"]


def test_pass_until_my_turn_passes_the_opponents_turn_117_3d() -> None:
    table = person_vs_ai(2)
    for _ in range(500):
        run_ai(table)
        request = table.state_message(0, "es")["request"]
        assert request is not None
        state = table.game.state
        if request["kind"] == DecisionKind.PRIORITY and state.active == 0 and state.turn > 2:
            break
        answer_first(table)
    turn = table.game.state.turn
    table.pass_until(0, request["id"], PassKind.MY_TURN)
    run_ai(table)
    state = table.game.state
    decision = table.game.pending
    assert decision is not None
    if decision.kind == DecisionKind.PRIORITY and decision.player == 0:
        assert state.active == 0 and state.turn > turn  # asked again only on its own turn


def test_stops_make_a_person_be_asked_in_the_opponents_end_step() -> None:
    table = person_vs_ai(6)
    table.set_stops(0, [["mine", "main1"], ["mine", "main2"], ["theirs", "end"]])
    asked_at = set()
    for _ in range(600):
        run_ai(table)
        if table.game.over:
            break
        request = table.state_message(0, "es")["request"]
        assert request is not None
        state = table.game.state
        if request["kind"] == DecisionKind.PRIORITY:
            asked_at.add((Whose.MINE if state.active == 0 else Whose.THEIRS, state.step))
        answer_first(table)
        if state.turn > 8:
            break
    assert (Whose.THEIRS, "end") in asked_at


def test_time_out_passes_priority_and_never_concedes() -> None:
    table = person_vs_ai(7)
    for _ in range(400):
        run_ai(table)
        decision = table.game.pending
        assert decision is not None
        if decision.kind == DecisionKind.PRIORITY:
            break
        answer_first(table)
    answers = len(table.game.answers)
    table.time_out(0)
    assert table.game.answers[answers] == "pass"
    assert not table.game.over


def test_take_seat_hands_a_person_seat_to_an_agent_that_plays_it_to_the_end() -> None:
    table = person_vs_ai(8)
    run_ai(table)
    table.take_seat(0, make_agent("heuristic", 8))
    for _ in range(5_000):
        if table.game.over:
            break
        table.ai_turn()
    assert table.game.over


def test_why_is_rendered_for_the_viewer() -> None:
    table = person_vs_ai(9)
    for _ in range(30):
        run_ai(table)
        answer_first(table)
    lines = table.why(None, len(table.game.state.log) - 1, "en")
    assert lines and all(isinstance(line, str) for line in lines)


def test_a_table_opened_on_a_game_under_way_asks_its_pending_question() -> None:
    """After a server restart the person is asked the question they were asked before,
    even where passing would have gone on (a new table never passes the question it opens
    on), and the request ids go on from where they were."""
    table = person_vs_ai(11)
    for _ in range(300):
        run_ai(table)
        decision = table.game.pending
        assert decision is not None
        if decision.kind == DecisionKind.PRIORITY and decision.player == 0:
            break
        answer_first(table)
    resumed_game = Game.from_json(table.game.to_json())
    seats = [Seat(SeatKind.PERSON), Seat(SeatKind.AI, make_agent("heuristic", 11))]
    resumed = Table(resumed_game, seats, next_request=table.last_request + 1)
    assert resumed.game.answers == table.game.answers  # nothing was passed for the person
    assert resumed.request_id() == table.last_request + 1
