"""The inline effect "mover contadores" / "move counters" of a scenario's declared cards (CR
122.5: counters are moved from one object onto another — removed from the first, put on the
second, or none at all): how it reads, what it builds, what it refuses, and what it does in
a game."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.dsl.effects_counters import MoveCounters
from grimorio.dsl.selectors import Target
from grimorio.scenario import ScenarioError, run_scenario
from grimorio.scenario.inline_cards import build_card


def sorcery(name: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "cost": "{U}", "type": "Sorcery", "effects": [effect]}


def mode_of(spec: dict[str, Any]) -> Any:
    definition = build_card(spec)
    assert definition.spell is not None
    return definition.spell.modes[0]


def test_it_moves_one_counter_from_the_first_target_onto_the_second_122_5() -> None:
    """CR 122.5, 115.1: two targets, the first the one the counter leaves; one by default."""
    mode = mode_of(
        sorcery(
            "Escenario Mover Uno",
            {"mover contadores": "aturdimiento", "de": "criatura", "a": "permanente"},
        )
    )
    assert mode.effects == (MoveCounters("stun", Target(0), Target(1), 1),)
    assert len(mode.targets) == 2
    assert mode.text_es == (
        "Mueve 1 contador de aturdimiento de la criatura objetivo al permanente objetivo."
    )
    assert mode.text_en == "Move 1 stun counter from target creature onto target permanent."


def test_the_kind_is_read_in_spanish_or_english_and_all_may_move_122_5() -> None:
    """CR 122.5: "move all counters" (amount None) and "move N counters"; the kind by its
    Spanish name, its English name or as written."""
    every = mode_of(
        sorcery(
            "Escenario Mover Todos",
            {"move counters": "+1/+1", "from": "creature", "to": "creature", "amount": "all"},
        )
    )
    assert every.effects == (MoveCounters("+1/+1", Target(0), Target(1)),)
    assert every.text_en == "Move all +1/+1 counters from target creature onto target creature."
    assert every.text_es.startswith("Mueve todos los contadores +1/+1 de la criatura objetivo")
    two = mode_of(
        sorcery(
            "Escenario Mover Dos",
            {"mover contadores": "stun", "de": "criatura", "a": "criatura", "cantidad": 2},
        )
    )
    assert two.effects == (MoveCounters("stun", Target(0), Target(1), 2),)
    assert "2 contadores de aturdimiento" in two.text_es


@pytest.mark.parametrize(
    ("effect", "words"),
    [
        ({"mover contadores": 3, "de": "criatura", "a": "criatura"}, "names a kind of counter"),
        ({"mover contadores": "stun", "a": "criatura"}, "unknown word"),
        ({"mover contadores": "stun", "de": "jugador", "a": "criatura"}, "unknown word 'jugador'"),
        (
            {"mover contadores": "stun", "de": "criatura", "a": "criatura", "cantidad": -1},
            "a number from 0",
        ),
        ({"robar": 1, "de": "criatura"}, "from/amount to move counters"),
    ],
)
def test_what_it_refuses(effect: dict[str, Any], words: str) -> None:
    """Every field is checked: no source, a player, a bad amount, or "de" on another verb
    (CR 122.5 moves counters between objects)."""
    with pytest.raises(ScenarioError) as err:
        build_card(sorcery("Escenario Mover Mal", effect))
    assert words in err.value.message("en")
    assert err.value.message("es") != err.value.message("en")


def play(effect: dict[str, Any], name: str, counters: int, expect: dict[str, Any]) -> Any:
    """Norte casts the declared sorcery from her Test Bear onto Sur's Test Giant."""
    data = {
        "rule": "122.5",
        "cards": [sorcery(name, effect)],
        "setup": {
            "players": {
                "Norte": {
                    "hand": [name],
                    "battlefield": [
                        "Isla",
                        {"name": "Test Bear", "counters": {"+1/+1": counters}},
                    ],
                },
                "Sur": {"battlefield": ["Test Giant"]},
            }
        },
        "actions": [
            {"lanzar": name},
            {"objetivo": "Test Bear"},
            {"objetivo": "Test Giant"},
            "pasar",
            "pasar",
        ],
        "expect": expect,
    }
    return run_scenario(data, "mover")


def test_in_a_game_the_counters_leave_one_and_land_on_the_other_122_5() -> None:
    """CR 122.5: two of three +1/+1 counters move: removed from the Bear, put on the Giant,
    whose power and toughness grow by them (613.4c)."""
    outcome = play(
        {"mover contadores": "+1/+1", "de": "criatura", "a": "criatura", "cantidad": 2},
        "Escenario Mover Dos en Juego",
        3,
        {
            "counters": {"Test Bear": {"+1/+1": 1}, "Test Giant": {"+1/+1": 2}},
            "pt": {"Test Bear": "3/3"},
            "log_contains": ["122.5"],
        },
    )
    assert outcome.passed, outcome.message


def test_in_a_game_a_wrong_expectation_fails_122_5() -> None:
    """The counters did move: expecting them still on the Bear fails (CR 122.5)."""
    outcome = play(
        {"mover contadores": "+1/+1", "de": "criatura", "a": "criatura", "cantidad": "todos"},
        "Escenario Mover Todos en Juego",
        2,
        {"counters": {"Test Bear": {"+1/+1": 2}}},
    )
    assert not outcome.passed
    assert "expected {'+1/+1': 2}, got {}" in outcome.message
