"""Appendage Amalgam and Let's Play a Game ("choose one" that becomes "choose one or more"
with delirium, CR 700.2), played through the public engine (grimorio.scenario.board.build)."""

import pytest

from grimorio.core.decisions import IllegalAction
from grimorio.scenario.board import build
from support import attack, cards, one, pay, resolve_top

GAME = "Let's Play a Game"
DELIRIUM = ["Test Bear", "Murder", "Test Equipment", "Isla"]  # four card types (CR 205.2a)


def test_appendage_amalgam_has_flash_and_surveils_when_it_attacks_701_25a():
    g = build(
        battlefields=(["Amalgama de extremidades"], []),
        libraries=(["Test Giant", "Isla"], []),
    )
    amalgam = one(g, "Appendage Amalgam")
    assert "flash" in g.characteristics(amalgam).keywords  # CR 702.8
    attack(g, amalgam)
    assert cards(g, "stack") == ["Appendage Amalgam"]
    resolve_top(g)
    assert g.pending.kind == "look"
    g.submit(g.pending.ids()[1])  # into the graveyard
    assert cards(g, "graveyard/0") == ["Test Giant"]


def test_appendage_amalgam_flash_cast_on_the_opponents_turn_702_8a():
    g = build(
        hands=(["Appendage Amalgam"], []),
        battlefields=(["Pantano"] * 3, []),
        active=1,
    )
    while g.state.priority != 0:
        g.submit("pass")
    g.submit(f"cast:{one(g, 'Appendage Amalgam', 'hand/0')}")
    pay(g)
    assert cards(g, "stack") == ["Appendage Amalgam"]


def _game(graveyard: list[str], opponent_hand: int = 3):
    return build(
        hands=(["Juguemos a un juego"], ["Isla"] * opponent_hand),
        battlefields=(["Pantano"] * 4, ["Test Bear", "Test Giant"]),
        graveyards=(graveyard, []),
    )


def _cast(g) -> None:
    g.submit(f"cast:{one(g, GAME, 'hand/0')}")


def test_lets_play_a_game_without_delirium_choose_one_700_2():
    g = _game([])
    _cast(g)
    assert g.pending.ids() == ["mode:0", "mode:1", "mode:2"]
    g.submit("mode:2")
    pay(g)
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (23, 17)
    assert len(g.state.zones["hand/1"]) == 3  # no other mode


def test_lets_play_a_game_creatures_your_opponents_control_get_minus_1_611_2c():
    g = _game([])
    _cast(g)
    g.submit("mode:0")
    pay(g)
    resolve_top(g)
    bear = g.characteristics(one(g, "Test Bear"))
    giant = g.characteristics(one(g, "Test Giant"))
    assert (bear.power, bear.toughness) == (1, 1) and (giant.power, giant.toughness) == (3, 3)


def test_lets_play_a_game_each_opponent_discards_two_701_9a():
    g = _game([])
    _cast(g)
    g.submit("mode:1")
    pay(g)
    resolve_top(g)
    while g.pending.kind == "discard":
        g.submit(g.pending.ids()[0])
    assert len(g.state.zones["hand/1"]) == 1
    assert len(g.state.zones["graveyard/1"]) == 2


def test_lets_play_a_game_with_delirium_choose_one_or_more_700_2d():
    g = _game(DELIRIUM)
    _cast(g)
    g.submit("mode:0")
    # more modes may be added, each once and in the order written, or the choice ended
    assert g.pending.ids() == ["mode:1", "mode:2", "modes_done"]
    g.submit("mode:2")
    pay(g)
    obj = g.state.objects[g.state.zones["stack"][-1]]
    assert obj.modes == (0, 2)
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (23, 17)
    assert g.characteristics(one(g, "Test Giant")).power == 3
    assert len(g.state.zones["hand/1"]) == 3  # the discard mode wasn't chosen


def test_lets_play_a_game_with_delirium_all_three_modes():
    g = _game(DELIRIUM)
    _cast(g)
    g.submit("mode:0")
    g.submit("mode:1")
    g.submit("mode:2")  # the last mode: nothing more to choose
    pay(g)
    assert g.state.objects[g.state.zones["stack"][-1]].modes == (0, 1, 2)
    resolve_top(g)
    while g.pending.kind == "discard":
        g.submit(g.pending.ids()[0])
    assert len(g.state.zones["hand/1"]) == 1
    assert g.state.player(1).life == 17


def test_lets_play_a_game_with_delirium_one_mode_is_enough():
    g = _game(DELIRIUM)
    _cast(g)
    g.submit("mode:1")
    g.submit("modes_done")
    pay(g)
    assert g.state.objects[g.state.zones["stack"][-1]].modes == (1,)


@pytest.mark.parametrize("first", [None, "mode:1"])
def test_lets_play_a_game_no_mode_or_a_mode_again_is_refused_700_2d(first):
    g = _game(DELIRIUM)
    _cast(g)
    if first is not None:
        g.submit(first)
    before = g.to_json()
    # no mode chosen yet: "done" isn't offered; after mode 1, neither 1 nor 0 again
    for answer in ("modes_done",) if first is None else ("mode:1", "mode:0"):
        with pytest.raises(IllegalAction):
            g.submit(answer)
    assert g.to_json() == before  # nothing changed
