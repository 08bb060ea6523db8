"""The inline effect ``ganar habilidad`` (``gain ability``, docs/scenarios.md): "<target
object> gains <keyword> until end of turn" — a continuous effect from a resolving spell
(CR 611.2) that adds an ability (613.1f, layer 6) and ends in the cleanup step (514.2). It
gives a Room deathtouch in the scenario of *Respiradero angosto*'s second ruling."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.dsl.effects import Modify
from grimorio.dsl.selectors import Target
from grimorio.scenario import ScenarioError, run_scenario
from grimorio.scenario.inline_cards import build_card


def instant(name: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "cost": "{B}", "type": "Instant", "effects": [effect]}


def mode_of(spec: dict[str, Any]) -> Any:
    definition = build_card(spec)
    assert definition.spell is not None
    return definition.spell.modes[0]


def test_a_target_object_gains_a_keyword_until_end_of_turn_611_2() -> None:
    """CR 611.2, 115.1: one target — a creature by default — and ``Modify`` with the keyword;
    the keyword read in Spanish or English, the text written in both."""
    mode = mode_of(instant("Escenario Ganar Uno", {"ganar habilidad": "toque mortal"}))
    assert mode.effects == (Modify(Target(0), keywords=("deathtouch",)),)
    assert len(mode.targets) == 1
    assert mode.text_es == (
        "La criatura objetivo gana la habilidad de toque mortal hasta el final del turno."
    )
    assert mode.text_en == "Target creature gains deathtouch until end of turn."
    room = mode_of(
        instant("Escenario Ganar Dos", {"gain ability": "First Strike", "to": "permanent"})
    )
    assert room.effects == (Modify(Target(0), keywords=("first_strike",)),)
    assert room.text_es.startswith("El permanente objetivo gana la habilidad de dañar primero")
    assert room.text_en == "Target permanent gains first strike until end of turn."


@pytest.mark.parametrize(
    ("effect", "words"),
    [
        ({"ganar habilidad": "volar muy alto"}, "gain ability names one of"),
        ({"ganar habilidad": 3}, "gain ability names one of"),
        ({"ganar habilidad": "volar", "a": "jugador"}, "unknown word 'jugador'"),
        ({"ganar habilidad": "volar", "de": "criatura"}, "maybe to/who"),
    ],
)
def test_what_it_refuses(effect: dict[str, Any], words: str) -> None:
    """Every field is checked: an unknown keyword, a player (only objects have abilities,
    CR 113.1), a field of another verb — in Spanish and English."""
    with pytest.raises(ScenarioError) as err:
        build_card(instant("Escenario Ganar Mal", effect))
    assert words in err.value.message("en")
    assert err.value.message("es") != err.value.message("en")


def play(target: str, expect: dict[str, Any], more: list[Any] | None = None) -> Any:
    """Norte casts the declared instant on ``target``; the players have libraries to draw."""
    name = "Escenario Ganar en Juego"
    data = {
        "rule": "611.2",
        "cards": [instant(name, {"ganar habilidad": "volar", "a": "permanente"})],
        "setup": {
            "players": {
                "Norte": {
                    "hand": [name],
                    "battlefield": ["Pantano", "Test Bear"],
                    "library": ["Isla", "Isla"],
                },
                "Sur": {"battlefield": ["Test Giant"], "library": ["Isla", "Isla"]},
            }
        },
        "actions": [{"lanzar": name}, {"objetivo": target}, "pasar", "pasar", *(more or [])],
        "expect": expect,
    }
    return run_scenario(data, "ganar")


def test_in_a_game_the_target_has_it_until_the_cleanup_step_514_2() -> None:
    """CR 611.2, 613.1f: the Bear flies, the Giant doesn't; in the next turn the effect has
    ended (514.2)."""
    outcome = play(
        "Test Bear",
        {"chars": {"Test Bear": {"keywords": ["flying"]}, "Test Giant": {"keywords": []}}},
    )
    assert outcome.passed, outcome.message
    later = play(
        "Test Bear", {"chars": {"Test Bear": {"keywords": []}}}, [{"pasar hasta": {"turno": 3}}]
    )
    assert later.passed, later.message


def test_in_a_game_a_wrong_expectation_fails_611_2() -> None:
    """The Giant gained flying: expecting it without fails (CR 611.2)."""
    outcome = play("Test Giant", {"chars": {"Test Giant": {"keywords": []}}})
    assert not outcome.passed and outcome.error is None
    assert "keywords of Test Giant" in outcome.message
