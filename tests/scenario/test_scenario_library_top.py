"""The expectation ``sees_library_top`` (docs/scenarios.md): what a player's own view shows of
the top card of their library — with *Hacia el foso*, which lets its controller look at it
any time (CR 401.2), that card; otherwise nothing. Only that player's view is read, so a
scenario can't claim what another player sees of a hidden zone (400.2)."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.scenario import ScenarioError, run_scenario

PLAYERS: dict[str, Any] = {
    "Norte": {
        "battlefield": ["Hacia el foso"],
        "library": [{"name": "Test Bear", "como": "oso"}, "Isla"],
    },
    "Sur": {"library": ["Llanura", "Isla"]},
}


def outcome_of(expect: dict[str, Any], actions: list[Any] | None = None) -> Any:
    data = {"rule": "401.2", "setup": {"players": PLAYERS}, "actions": actions or [], "expect": {}}
    data["expect"] = expect
    return run_scenario(data, "cima")


def test_the_controller_of_hacia_el_foso_sees_their_top_card_401_2() -> None:
    """CR 401.2: Norte, who controls Hacia el foso, sees Test Bear on top — by its name or by
    its alias; Sur, who controls no such ability, sees nothing of her own library."""
    outcome = outcome_of({"sees_library_top": {"Norte": "Test Bear", "Sur": None}})
    assert outcome.passed, outcome.message
    assert outcome_of({"sees_library_top": {"Norte": "oso"}}).passed


def test_a_wrong_card_or_nothing_is_a_difference_401_2() -> None:
    """CR 401.2: expecting another card, or nothing, where Norte sees Test Bear fails with a
    difference in Spanish and English naming what is seen; expecting a card where Sur sees
    nothing fails too."""
    outcome = outcome_of({"sees_library_top": {"Norte": "Isla"}})
    assert not outcome.passed and outcome.error is None
    assert "Norte should see Isla on top of their library, sees Test Bear" in outcome.message
    outcome = outcome_of({"sees_library_top": {"Norte": None, "Sur": "Llanura"}})
    assert not outcome.passed
    assert "Norte should not see the top card of their library, sees Test Bear" in outcome.message
    assert "Sur should see Llanura on top of their library, sees nothing" in outcome.message


def test_only_the_players_own_view_is_read_400_2() -> None:
    """CR 400.2: Norte's top card is in Norte's view alone; Sur's entry reads Sur's own
    library in Sur's own view — nothing — never Norte's."""
    outcome = outcome_of({"sees_library_top": {"Sur": "Test Bear"}})
    assert not outcome.passed and "sees nothing" in outcome.message


def test_it_follows_the_library_as_it_changes_401_2() -> None:
    """CR 401.2: once Norte has drawn Test Bear (passing to turn 4's main phase), the new
    top card, Isla, is the one seen."""
    players = {**PLAYERS, "Sur": {"library": ["Llanura", "Isla"]}}
    data = {
        "rule": "401.2",
        "setup": {"players": players},
        "actions": [{"pasar hasta": {"turno": 4, "paso": "main1"}}],
        "expect": {"sees_library_top": {"Norte": "Isla"}, "hand_size": {"Norte": 1}},
    }
    outcome = run_scenario(data, "cima")
    assert outcome.passed, outcome.message


@pytest.mark.parametrize("who", ["Oeste", 7])
def test_an_unknown_player_is_refused(who: Any) -> None:
    outcome = outcome_of({"sees_library_top": {who: "Test Bear"}})
    assert not outcome.passed and isinstance(outcome.error, ScenarioError)
    assert "unknown player" in outcome.error.message("en")
    assert "jugador desconocido" in outcome.error.message("es")
