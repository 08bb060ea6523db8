"""Scenario files for the variants (CR 903, 904.12): ``setup.variant`` and each player's
``commander``, ``command`` and ``schemes`` (docs/scenarios.md, "Variants"), with the
expectations of the command zone and the scheme deck."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.mtg.variants.archenemy import ArchenemyState
from grimorio.mtg.variants.commander import CommanderState
from grimorio.scenario import run_scenario
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.run import setup_game


def _rumble(**players: Any) -> dict[str, Any]:
    return {"setup": {"variant": "archenemy", "players": players}, "expect": {}}


def test_904_12_archenemy_setup_each_players_schemes_top_first() -> None:
    """CR 904.4, 904.12: each player's ``schemes`` is their scheme deck, face down, listed
    top first; ``command`` the face-up cards they own there; life 40 unless given (904.5)."""
    game = setup_game(
        _rumble(
            Norte={"schemes": ["Elige tu fin", "Correr no sirve de nada"]},
            Sur={"command": ["Mi risa resuena"], "life": 12},
            Este={},
        )
    )
    state = game.state
    assert isinstance(state, ArchenemyState) and state.archenemies == (0, 1, 2)
    assert [p.life for p in state.players] == [40, 12, 40]
    deck = [state.objects[o] for o in state.zones["command"] if state.objects[o].owner == 0]
    assert [o.card for o in deck] == ["Correr no sirve de nada", "Elige tu fin"]  # top last
    assert all(o.face_down for o in deck)
    up = [state.objects[o] for o in state.zones["command"] if state.objects[o].owner == 1]
    assert [(o.card, o.face_down) for o in up] == [("Mi risa resuena", False)]


def test_903_commander_setup_names_each_players_commander() -> None:
    """CR 903.3, 903.6: ``commander`` designates the card; ``command`` puts it there."""
    game = setup_game(
        {
            "setup": {
                "variant": "commander",
                "players": {
                    "Norte": {
                        "commander": "Niko, Luz de la Esperanza",
                        "command": ["Niko, Luz de la Esperanza"],
                    },
                    "Sur": {},
                },
            },
            "expect": {},
        }
    )
    state = game.state
    assert isinstance(state, CommanderState)
    assert state.commanders == (("Niko, Light of Hope",), ())
    assert [p.life for p in state.players] == [40, 40]


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ({"variant": "vanguardia", "players": {"Norte": {}}}, "setup.variant"),
        ({"players": {"Norte": {"schemes": ["Elige tu fin"]}}}, "archenemy"),
        ({"variant": "archenemy", "players": {"Norte": {"commander": "Niko"}}}, "commander"),
        ({"variant": "commander", "players": {"Norte": {"commander": ["Niko"]}}}, "commander"),
        ({"variant": "archenemy", "juego": "inferno", "players": {}}, "Inferno"),
    ],
)
def test_a_bad_variant_setup_is_refused(setup: dict[str, Any], words: str) -> None:
    """A variant the engine doesn't know, a scheme deck outside Archenemy, a commander
    outside Commander (or not a card's name), a variant of Inferno: refused in both
    languages before anything is made."""
    with pytest.raises(ScenarioError) as caught:
        setup_game({"setup": setup, "expect": {}})
    assert words in caught.value.message("en")


def test_a_scenario_checks_the_command_zone_and_the_scheme_deck() -> None:
    """CR 904.9, 704.6e: the top scheme is set in motion as the main phase begins and goes
    to the bottom once its ability is done — ``zones`` checks ``command`` and ``schemes``
    (top first), and says what differs."""
    data = {
        "setup": {
            "variant": "archenemy",
            "step": "draw",
            "players": {
                "Norte": {"schemes": ["Exijo una masacre", "Elige tu fin"], "library": ["Isla"]},
                "Sur": {"library": ["Isla"]},
            },
        },
        "actions": ["pasar", "pasar", "pasar", "pasar"],
        "expect": {
            "zones": {"Norte": {"schemes": ["Elige tu fin", "Exijo una masacre"], "command": []}},
        },
    }
    assert run_scenario(data).passed
    data["expect"] = {"zones": {"Norte": {"schemes": ["Exijo una masacre", "Elige tu fin"]}}}
    outcome = run_scenario(data)
    assert not outcome.passed and "schemes of Norte" in outcome.message
    assert "mazo de planes de Norte" in outcome.text("es")


def test_904_12_a_whole_archenemy_game_from_its_start() -> None:
    """CR 103, 904.12: with ``start``, each player's library and scheme deck are their deck;
    the game begins with the mulligans."""
    data = {
        "setup": {
            "variant": "archenemy",
            "start": True,
            "players": {
                "Norte": {"library": ["Isla"] * 40, "schemes": ["Elige tu fin"] * 2},
                "Sur": {"library": ["Isla"] * 40, "schemes": ["Exijo una masacre"]},
            },
        },
        "expect": {"pending": "mulligan"},
    }
    outcome = run_scenario(data)
    assert outcome.passed, outcome.message
    assert outcome.game is not None and isinstance(outcome.game.state, ArchenemyState)
    assert [p.life for p in outcome.game.state.players] == [40, 40]
