"""The scenario words the release notes' rulings of the Duskmourn Commander cards needed
(issue 23): ``enderezar: NAME`` / ``untap: NAME`` answers "untap up to N lands" (CR 701.26b,
Devorador cortezagritos), one permanent at a time."""

from __future__ import annotations

from typing import Any

from grimorio.scenario import run_scenario

TAPPED = {"name": "Bosque", "tapped": True}


def _untapping(actions: list[Any], expect: dict[str, Any]) -> dict[str, Any]:
    """The Devourer and a Test Bear attack; the Devourer's ability lets Norte untap up to
    7 lands — three tapped Forests."""
    return {
        "name": "enderezar",
        "rule": "701.26b",
        "setup": {
            "step": "begin_combat",
            "players": {
                "Norte": {
                    "library": ["Bosque"],
                    "battlefield": ["Devorador cortezagritos", TAPPED, TAPPED, TAPPED],
                },
                "Sur": {"library": ["Isla"]},
            },
        },
        "actions": [
            "pasar",
            "pasar",
            {"atacar": "Devorador cortezagritos"},
            "pasar",
            "pasar",
            *actions,
        ],
        "expect": expect,
    }


def test_enderezar_untaps_the_land_named_701_26b() -> None:
    """CR 701.26b: each ``enderezar`` untaps one land; ``listo`` stops before the most."""
    outcome = run_scenario(
        _untapping(
            [{"enderezar": "Bosque"}, {"untap": "Bosque"}, "listo"],
            {"pending": "priority", "tapped": {"Bosque": [False, False, True]}},
        )
    )
    assert outcome.passed, outcome.message


def test_enderezar_of_a_card_not_offered_fails_701_26b() -> None:
    """A permanent that isn't among the choices (a Devourer, untapped and no land) fails
    the run and shows the pending decision."""
    outcome = run_scenario(_untapping([{"enderezar": "Devorador cortezagritos"}], {}))
    assert not outcome.passed and "untap:" in outcome.message
