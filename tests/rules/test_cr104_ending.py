"""CR 104 — Finalizando el juego: winning, losing, draws, conceding (104.3a), and no more
answers once the game is over."""

from __future__ import annotations

import pytest

from grimorio import Game, IllegalAction
from grimorio.scenario.board import build

LIB = ["Llanura"] * 5


def test_104_game_in_progress_has_no_result():
    g = build(libraries=(LIB, LIB))
    assert not g.over
    assert g.result is None
    assert g.pending is not None


def test_104_2a_player_still_in_the_game_wins_when_the_opponent_loses():
    g = build(libraries=(LIB, LIB), life=(20, 0))
    assert g.over
    assert g.result.winner == 0
    assert not g.result.draw
    assert g.result.rule == "104.2a"
    assert g.state.player(1).lost and not g.state.player(0).lost
    assert g.pending is None


def test_104_4a_all_players_losing_simultaneously_is_a_draw():
    g = build(libraries=(LIB, LIB), life=(0, 0))
    assert g.over
    assert g.result.draw
    assert g.result.winner is None
    assert g.result.rule == "104.4a"
    assert "104.4a" in g.log.rules()


def test_104_3a_a_player_may_concede_and_loses():
    g = build(libraries=(LIB, LIB))
    g.concede(0)
    assert g.over
    assert g.result.winner == 1
    assert not g.result.draw
    assert g.result.rule == "104.3a"
    assert g.state.player(0).lost
    assert g.pending is None
    assert "104.3a" in g.log.rules()


def test_104_3a_concede_at_any_time_even_without_priority():
    g = build(libraries=(LIB, LIB))
    assert g.pending.player == 0
    g.concede(1)  # P1 doesn't hold priority
    assert g.over
    assert g.result.winner == 0


def test_104_3a_concede_in_the_middle_of_casting_a_spell():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    murder = g.state.zones["hand/0"][0]
    g.submit(f"cast:{murder}")
    assert g.pending.kind == "target"
    g.concede(0)
    assert g.over and g.result.winner == 1


def test_104_3a_concede_during_mulligans():
    g = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=2)
    assert g.pending.kind == "mulligan"
    g.concede(g.pending.player)
    assert g.over
    assert g.result.winner == 1 - g.state.starting_player


def test_104_submit_after_the_game_ended_raises_illegal_action():
    g = build(libraries=(LIB, LIB))
    g.concede(1)
    before = g.clone()
    with pytest.raises(IllegalAction):
        g.submit("pass")
    with pytest.raises(IllegalAction):
        g.submit("pass", player=0)
    assert before == g


def test_104_concede_after_the_game_ended_raises_illegal_action():
    g = build(libraries=(LIB, LIB), life=(0, 20))
    assert g.over
    with pytest.raises(IllegalAction):
        g.concede(1)
    assert g.result.winner == 1


def test_104_3a_only_players_in_the_game_can_concede():
    g = build(libraries=(LIB, LIB))
    before = g.clone()
    for who in (2, -1, 7):
        with pytest.raises(IllegalAction):
            g.concede(who)
    assert before == g
    assert not g.over


def test_104_game_played_to_the_end_by_decking():
    """104.3c / 704.5b: with nothing to do, passing every turn ends with a player decking."""
    deck = ["Test Giant"] * 40
    g = Game.new(decks=(deck, deck), seed=12, test_cards=True)
    g.submit("keep")
    g.submit("keep")
    while not g.over:
        assert g.pending.kind == "discard"  # the only stops: cleanup discards (514.1)
        g.submit(g.pending.ids()[0])
    # the second player draws first (103.8a) so runs out first
    assert g.result.winner == g.state.starting_player
    assert "704.5b" in g.log.rules()
    with pytest.raises(IllegalAction):
        g.submit("pass")
