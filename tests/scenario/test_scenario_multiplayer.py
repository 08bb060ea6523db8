"""Scenarios of two to six players (CR 800.1): who sits where (by name in turn order, or by
seat), the active player and the one with priority at any seat (117.3d), attacks that must
say whom they attack when there are several defending players (802.3), "oponente" when
there are several, conceding (104.3a, 800.4a), the expectations on who lost, left, has
priority or decides, and bad input refused in Spanish and English with nothing changed.
The scenario files tests/scenarios/cr802_4_*.yaml and cr800_4*.yaml play the rules
themselves."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.cards import registry
from grimorio.core.errors import GrimorioError
from grimorio.game import SEAT_NAMES
from grimorio.scenario import ScenarioError, run_scenario
from grimorio.scenario.board import build
from grimorio.scenario.run import Outcome

FOUR = ("Norte", "Sur", "Este", "Oeste")


def run(
    players: dict[Any, Any],
    actions: list[Any] | None = None,
    expect: dict[str, Any] | None = None,
    cards: list[Any] | None = None,
    **setup: Any,
) -> Outcome:
    data = {
        "rule": "800.1",
        "cards": cards or [],
        "setup": {"players": players, **setup},
        "actions": actions or [],
        "expect": expect or {},
    }
    return run_scenario(data, "multijugador")


def error_of(outcome: Outcome) -> ScenarioError:
    """The scenario failed with an error, in both languages."""
    assert not outcome.passed and outcome.error is not None, outcome.message
    error = outcome.error
    assert isinstance(error, GrimorioError)
    assert error.message("es") != error.message("en")
    return error


def names(outcome: Outcome) -> tuple[str, ...]:
    assert outcome.game is not None, outcome.message
    return tuple(p.name for p in outcome.game.state.players)


# -- who sits where ------------------------------------------------------------------------


def test_players_named_by_seat_take_the_default_names() -> None:
    """CR 800.1: naming seat 3 makes a game of four, the seats between with empty boards."""
    outcome = run({0: {"battlefield": ["Test Bear"]}, 3: {"life": 7}}, expect={"life": {3: 7}})
    assert outcome.passed, outcome.message
    assert names(outcome) == SEAT_NAMES[:4]
    assert outcome.game is not None and outcome.game.state.player(3).life == 7


def test_the_names_written_are_the_turn_order() -> None:
    """CR 101.4: the players in the order written; the first is seat 0, active by default."""
    outcome = run(
        {"Sur": {}, "Este": {"life": 5}, "Norte": {}},
        expect={"active": "Sur", "life": {"Este": 5, 1: 5}, "priority": "Sur"},
    )
    assert outcome.passed, outcome.message
    assert names(outcome) == ("Sur", "Este", "Norte")


def test_a_two_player_file_keeps_its_seats() -> None:
    """Norte and Sur, written in any order, are seats 0 and 1 of a game of two, as always."""
    outcome = run({"Sur": {"life": 3}, "Norte": {}}, expect={"life": {1: 3}})
    assert outcome.passed, outcome.message
    assert names(outcome) == ("Norte", "Sur")
    assert outcome.game is not None and not outcome.game.state.multiplayer


def test_priority_may_begin_with_any_seat() -> None:
    """CR 117.3d: Este has priority in Norte's main phase, so Norte and Sur have passed in
    succession; when Este passes too, the step ends (117.4) and the active player has
    priority in the next (117.3a)."""
    players = {"Norte": {}, "Sur": {}, "Este": {}}
    outcome = run(
        players,
        [{"comprobar": {"priority": "Este", "active": "Norte", "step": "main1"}}, "pasar"],
        {"step": "begin_combat", "priority": "Norte"},
        priority="Este",
    )
    assert outcome.passed, outcome.message
    outcome = run(players, ["pasar"], {"step": "main1", "priority": "Este"}, priority="Sur")
    assert outcome.passed, outcome.message


def test_the_active_player_may_be_any_seat() -> None:
    """CR 102.1, 500: Oeste's turn, Oeste holding priority; the next player in turn order
    after Oeste is Norte (117.3d)."""
    outcome = run(
        {name: {} for name in FOUR},
        ["pasar"],
        {"active": "Oeste", "priority": "Norte", "turn": 4},
        active="Oeste",
        turn=4,
    )
    assert outcome.passed, outcome.message


def test_a_whole_game_of_three_from_its_start() -> None:
    """CR 103, 800.6: three libraries are three decks; the first decision is a mulligan."""
    library = {"library": ["Llanura"] * 10}
    outcome = run({name: library for name in ("Norte", "Sur", "Este")}, start=True, seed=3)
    assert outcome.passed, outcome.message
    game = outcome.game
    assert game is not None and len(game.state.players) == 3
    assert game.pending is not None and game.pending.kind == "mulligan"


# -- bad input: a clear error in both languages, nothing registered ---------------------------

BAD_SETUPS: list[tuple[dict[str, Any], str]] = [
    ({"players": {n: {} for n in "ABCDEFG"}}, "a scenario has from 2 to 6 players, not 7"),
    ({"players": {"Norte": {}, 6: {}}}, "unknown player 6; use ['Norte', 'Sur'] or their seats"),
    ({"players": {"Norte": {}, -1: {}}}, "unknown player -1"),
    ({"players": {"Este": {}}}, "a scenario has from 2 to 6 players, not 1"),
    (
        {"players": {"Norte": {}, "Sur": {}, "Este": {}}, "active": "Oeste"},
        "setup.active must be one of ['Norte', 'Sur', 'Este'] (or 0 to 2), not 'Oeste'",
    ),
    (
        {"players": {"Norte": {}, "Sur": {}, "Este": {}}, "priority": 3},
        "setup.priority must be one of ['Norte', 'Sur', 'Este'] (or 0 to 2), not 3",
    ),
    (
        {"players": {"Norte": {"library": ["Isla"]}, "Sur": {}}, "start": True, "priority": 1},
        "a game from its start takes only libraries, not ['setup.priority']",
    ),
]


@pytest.mark.parametrize(("setup", "words"), BAD_SETUPS)
def test_a_bad_setup_of_players_is_refused_and_registers_nothing(
    setup: dict[str, Any], words: str
) -> None:
    card = {"name": "Escenario Sin Registrar Multijugador", "cost": "{1}", "type": "Artifact"}
    data = {"rule": "800.1", "cards": [card], "setup": setup, "actions": [], "expect": {}}
    error = error_of(run_scenario(data, "malo"))
    assert words in error.message("en")
    assert "Escenario Sin Registrar Multijugador" not in registry.TEST.by_key


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": ("Norte",)}, "a game has from 2 to 6 players"),
        ({"players": tuple("ABCDEFG")}, "a game has from 2 to 6 players"),
        ({"players": ("Norte", "Norte")}, "two players can't have the same name"),
        ({"hands": ([], [], [])}, "hands: one entry for each player, at most 2"),
        ({"life": (20, 20, 20, 20, 20), "players": FOUR}, "life: one entry for each player"),
        ({"active": 2}, "active: the seat is a number from 0 to 1, not 2"),
        ({"priority": 4, "players": FOUR}, "priority: the seat is a number from 0 to 3, not 4"),
    ],
)
def test_the_board_builder_refuses_seats_it_does_not_have(
    kwargs: dict[str, Any], words: str
) -> None:
    """One way of seating players (``board.build``): boards and seats beyond the players
    given are refused, in both languages."""
    with pytest.raises(ScenarioError) as refused:
        build(**kwargs)
    assert words in refused.value.message("en")
    assert refused.value.message("es") != refused.value.message("en")


# -- attacks and "oponente" with several opponents ----------------------------------------------

COMBAT = {
    "Norte": {"battlefield": ["Test Bear"]},
    "Sur": {},
    "Este": {},
}


def test_an_attack_among_several_defending_players_must_say_whom() -> None:
    """CR 802.3: each attacking creature attacks one defending player; with two, a script
    that doesn't say which is an error naming the rule, not an option not offered."""
    passes = ["pasar"] * 3
    error = error_of(run(COMBAT, [*passes, {"atacar": "Test Bear"}], step="begin_combat"))
    assert "802.3" in error.message("en") and "to: PLAYER" in error.message("en")
    assert "a: JUGADOR" in error.message("es")
    error = error_of(run(COMBAT, [*passes, {"atacar": {"con": "Test Bear"}}], step="begin_combat"))
    assert "may attack several players (802.3)" in error.message("en")
    outcome = run(
        COMBAT,
        [*passes, {"atacar": {"con": "Test Bear", "a": "Este"}}, *passes, *passes],
        {"life": {"Sur": 20, "Este": 18}, "log_contains": ["510.2"]},
        step="begin_combat",
    )
    assert outcome.passed, outcome.message


def test_with_one_opponent_left_an_attack_needs_no_target() -> None:
    """CR 800.4a, 506.2: once Este has left, Sur is the only defending player; ``atacar:
    NAME`` and ``oponente`` name them, as in a game of two."""
    outcome = run(
        COMBAT,
        [
            {"conceder": "Este"},
            "pasar",
            "pasar",
            {"atacar": {"con": "Test Bear", "a": "oponente"}},
            "pasar",
            "pasar",
            "pasar",
            "pasar",
        ],
        {"life": {"Sur": 18}, "left_game": {"Este": True}, "winner": "none"},
        step="begin_combat",
    )
    assert outcome.passed, outcome.message


def test_oponente_is_ambiguous_among_several_opponents() -> None:
    """A target ``oponente`` when two opponents are still in the game names neither; once
    one has left, it names the other (CR 800.4a)."""
    players = {
        "Norte": {"hand": ["Test Blast"], "battlefield": ["Montaña"] * 2},
        "Sur": {},
        "Este": {},
    }
    cast = [{"lanzar": "Test Blast"}, {"x": 1}]
    error = error_of(run(players, [*cast, {"objetivo": "oponente"}]))
    assert "'opponent' doesn't say which: 2 opponents ['Sur', 'Este']" in error.message("en")
    outcome = run(
        players,
        [{"conceder": "Sur"}, *cast, {"objetivo": "oponente"}, "pasar", "pasar"],
        {"life": {"Este": 19}},
    )
    assert outcome.passed, outcome.message


# -- conceding and the expectations on players ------------------------------------------------


def test_conceding_a_game_of_two_ends_it() -> None:
    """CR 104.3a: a player may concede at any time; in a game of two the other wins."""
    outcome = run({"Norte": {}, "Sur": {}}, [{"conceder": "Norte"}], {"winner": "Sur"})
    assert outcome.passed, outcome.message
    error = error_of(run({"Norte": {}, "Sur": {}}, [{"conceder": "Norte"}, {"conceder": "Sur"}]))
    assert "action 2" in error.message("en") and "the game is over" in error.message("en")
    error = error_of(run({"Norte": {}, "Sur": {}}, [{"conceder": "Oeste"}]))
    assert "unknown player 'Oeste'" in error.message("en")


def test_expectations_on_players_report_each_difference_in_both_languages() -> None:
    """``lost``, ``left_game``, ``priority`` and ``decides`` fail with the difference."""
    outcome = run(
        {name: {} for name in FOUR},
        [{"conceder": "Este"}],
        {
            "lost": {"Este": False, "Sur": True},
            "left_game": {"Este": False},
            "priority": "Sur",
            "decides": "Oeste",
        },
    )
    assert not outcome.passed and outcome.error is None
    assert outcome.message == (
        "Este should not have lost; Sur should have lost; Este should not have left the game; "
        "priority: expected Sur to have it; pending: priority of Norte; "
        "decides: expected Oeste, got Norte"
    )
    assert outcome.text("es").startswith("Este no debería haber perdido; Sur debería haber")


def test_a_player_who_lost_a_game_of_two_has_not_left_it() -> None:
    """CR 104.2a, 800.4: leaving a game that goes on is of games of more than two."""
    outcome = run(
        {"Norte": {}, "Sur": {}},
        [{"conceder": "Sur"}],
        {"lost": {"Sur": True}, "left_game": {"Sur": False}, "winner": "Norte"},
    )
    assert outcome.passed, outcome.message


def test_a_malformed_expectation_on_players_is_an_error() -> None:
    error = error_of(run({"Norte": {}, "Sur": {}}, expect={"lost": ["Sur"]}))
    assert "lost is a mapping {PLAYER: true|false}" in error.message("en")
    error = error_of(run({"Norte": {}, "Sur": {}}, expect={"left_game": {"Sur": "sí"}}))
    assert "left_game is a mapping" in error.message("en")
