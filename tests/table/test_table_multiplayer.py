"""The table with more than two seats (issue 23 §4; CR 800.1): persons and agents around one
game of four, each seat asked by its own requests and shown its own view (CR 400.2); a
person who concedes leaves the game, which goes on (CR 104.3a, 800.4a), and keeps receiving
it with nothing to answer; passing stops for attacks only at the player attacked (CR 802.2)."""

from __future__ import annotations

import pytest

from grimorio.agents.factory import make_agent
from grimorio.game import Game
from grimorio.sample_decks import SAMPLE_DECKS
from grimorio.table.passing import Passing, PassKind
from grimorio.table.table import ErrorCode, Seat, SeatKind, Table, TableError

DECKS = [list(SAMPLE_DECKS[i % len(SAMPLE_DECKS)].main) for i in range(4)]


def table_of_four(seed: int, kind: str = "random", persons: tuple[int, ...] = (0,)) -> Table:
    game = Game.new(decks=DECKS, seed=seed, auto_pass=False)
    seats = [
        Seat(SeatKind.PERSON) if i in persons else Seat(SeatKind.AI, make_agent(kind, seed + i))
        for i in range(4)
    ]
    return Table(game, seats)


def run_ai(table: Table) -> None:
    while (actor := table.actor()) is not None and table.seats[actor].kind == SeatKind.AI:
        table.ai_turn()


def request_of(table: Table, seat: int) -> dict[str, object] | None:
    """``seat``'s request now (its state without the log, which is not read here)."""
    request: dict[str, object] | None = table.state_message(seat, "es", len(table.game.state.log))[
        "request"
    ]
    return request


def answer_first(table: Table, seat: int) -> None:
    request = request_of(table, seat)
    assert request is not None
    if request["auto_pay"]:
        table.auto_pay(seat, request["id"])
    else:
        table.answer(seat, request["id"], request["options"][0]["id"])


def play(table: Table, limit: int = 20_000) -> list[int]:
    """Play to the end: the agents decide, the persons answer their first option; the ids
    of the persons' requests, in order."""
    ids: list[int] = []
    for _ in range(limit):
        run_ai(table)
        actor = table.actor()
        if actor is None:
            return ids
        rid = table.request_id()
        assert rid is not None
        ids.append(rid)
        answer_first(table, actor)
    raise AssertionError("the game did not end")


def test_a_person_and_three_agents_play_a_game_of_four_to_its_end_800_1() -> None:
    """CR 800.1, 104.2a: a person and three agents play to the end; the persons' requests
    have strictly increasing ids, and the winner is the one player left in the game."""
    table = table_of_four(7)
    ids = play(table)
    game = table.game
    assert game.result is not None and ids == sorted(set(ids)) and len(ids) > 20
    winner = game.result.winner
    assert winner is not None
    left = [p for p in range(4) if not game.state.player(p).lost]
    assert left == [winner]
    assert table.state_message(0, "es")["result"] == table.state_message(None, "es")["result"]


@pytest.mark.slow
def test_a_game_of_four_with_the_heuristic_players_ends_800_1() -> None:
    """The same with the heuristic player at the three AI seats, as the server seats it."""
    table = table_of_four(3, "heuristic")
    play(table)
    assert table.game.result is not None


def test_two_persons_each_see_their_own_hand_and_request_400_2() -> None:
    """CR 400.2: at a table of two persons and two agents, each person's state holds their
    own hand and no object of the other's; only the seat deciding has a request."""
    table = table_of_four(5, persons=(0, 2))
    run_ai(table)
    states = {seat: table.state_message(seat, "es") for seat in (0, 2)}
    for seat, other in ((0, 2), (2, 0)):
        mine = states[seat]["view"]
        hidden = {o["id"] for o in states[other]["view"]["hand"]}
        assert len(mine["hand"]) == 7
        seen = {o["id"] for zone in ("hand", "battlefield", "stack", "exile") for o in mine[zone]}
        assert not hidden & seen
    actor = table.actor()
    assert actor in (0, 2)
    assert states[actor]["request"] is not None
    assert states[2 - actor]["request"] is None


def test_a_person_who_concedes_leaves_and_the_game_goes_on_104_3a_800_4a() -> None:
    """CR 104.3a, 800.4a: a person concedes a game of four; they are out, the game has no
    result and the others play on to its end; the person's seat keeps receiving the game
    with no request, may not concede again (``not_in_game``), and did not win."""
    table = table_of_four(11, persons=(0, 1))
    run_ai(table)
    table.concede(1)
    game = table.game
    assert game.state.player(1).lost and game.result is None
    assert game.pending is not None and game.pending.player != 1
    message = table.state_message(1, "es")
    assert message["request"] is None and message["view"]["players"][1]["lost"]
    with pytest.raises(TableError) as caught:
        table.concede(1)
    assert caught.value.code == ErrorCode.NOT_IN_GAME
    before = game.to_json()
    with pytest.raises(TableError):
        table.pass_until(1, table.last_request, PassKind.ANSWER)
    assert table.game.to_json() == before
    play(table)
    assert table.game.result is not None and table.game.result.winner != 1
    assert "concede:1" in table.game.answers
    assert table.state_message(1, "es")["result"] is not None


def test_a_person_announcing_a_spell_who_concedes_backs_out_of_it_first_601_2() -> None:
    """CR 601.2, 800.4a: a person in the middle of announcing a spell concedes a game of
    four: the announcement is undone (nothing of it committed), then they leave, and the
    game goes on from the priority where they began it."""
    for seed in range(40):
        table = table_of_four(seed)
        for _ in range(3_000):
            run_ai(table)
            request = request_of(table, 0)
            if request is None:
                break
            casts = [o["id"] for o in request["options"] if o["id"].startswith("cast:")]
            if request["kind"] == "priority" and casts:
                table.answer(0, request["id"], casts[0])
                if table.cancellable(0):
                    answers = len(table.seats[0].undo.state.answers)  # type: ignore[union-attr]
                    table.concede(0)
                    given = table.game.answers
                    assert given[answers:] == ["concede:0"]  # the cast left no answer
                    assert table.game.state.player(0).lost and table.game.result is None
                    return
                continue
            answer_first(table, 0)
    raise AssertionError("no cast asked anything while announced in 40 games")


def test_passing_stops_for_attackers_only_at_the_player_attacked_802_2() -> None:
    """CR 802.2: in a game of four, attackers declared against one player are news to that
    player's passing (they may answer before blocks) and not to another player's, who set no
    stop there and saw nothing new on the stack."""
    for seed in range(60):
        table = table_of_four(seed, persons=())
        game = table.game
        for _ in range(20_000):
            state = game.state
            combat = state.combat
            if game.over:
                break
            if state.step == "declare_attackers" and combat is not None and combat.attackers:
                attacked = {state.defender(t) for t in combat.attackers.values()}
                spared = [p for p in state.opponents(state.active) if p not in attacked]
                if spared:
                    stack = frozenset(state.zones["stack"])
                    turn, no_stops = state.turn, frozenset()
                    started = {
                        p: Passing(PassKind.ANSWER, p, turn, "begin_combat", stack, 0, no_stops)
                        for p in (*attacked, spared[0])
                    }
                    for p in attacked:
                        assert started[p].news(game)
                    assert not started[spared[0]].news(game)
                    return
            table.ai_turn()
    raise AssertionError("no attack spared an opponent in 60 games")
