"""The scenario words the release notes' rulings of the Duskmourn Commander cards needed
(issue 23, part 2): ``suspender: NAME`` (CR 702.62a, 116.2f: the special action),
``coste: desandar`` (702.81a), ``counters`` of a card outside the battlefield (time counters
in exile), ``has_subtypes`` among a card's characteristics (a changeling, 702.73a) and the
plain-card effect ``{incitar: TARGET}`` (goad, 701.15a)."""

from __future__ import annotations

from typing import Any

from grimorio.scenario import run_scenario


def _scenario(
    players: dict[str, Any], actions: list[Any], expect: dict[str, Any], **extra: Any
) -> dict[str, Any]:
    return {
        "name": "rulings b",
        "rule": "702.62a",
        "setup": {"players": players, **extra.pop("setup", {})},
        "actions": actions,
        "expect": expect,
        **extra,
    }


SUSPENDING = {
    "Norte": {"hand": ["Pena suspendida"], "battlefield": ["Pantano", "Pantano"]},
    "Sur": {},
}


def test_suspender_exiles_the_card_with_its_time_counters_702_62a() -> None:
    """CR 702.62a, 116.2f: ``suspender`` takes the special action; ``counters`` then reads
    the time counters on the card in exile (no permanent is that card)."""
    outcome = run_scenario(
        _scenario(
            SUSPENDING,
            [{"suspender": "Pena suspendida"}],
            {
                "zones": {"Norte": {"exile": ["Pena suspendida"]}},
                "counters": {"Pena suspendida": {"time": 3}},
            },
        )
    )
    assert outcome.passed, outcome.message


def test_counters_in_exile_differ_when_wrong_702_62a() -> None:
    """A wrong count of time counters on an exiled card is a difference, not a pass."""
    outcome = run_scenario(
        _scenario(
            SUSPENDING,
            [{"suspender": "Pena suspendida"}],
            {"counters": {"Pena suspendida": {"time": 2}}},
        )
    )
    assert not outcome.passed and "time" in outcome.message


def test_suspender_of_a_card_that_cannot_be_suspended_fails_116_2f() -> None:
    """One Swamp can't pay {1}{B}: no suspend option is offered, and the run fails."""
    players = {"Norte": {"hand": ["Pena suspendida"], "battlefield": ["Pantano"]}, "Sur": {}}
    outcome = run_scenario(_scenario(players, [{"suspender": "Pena suspendida"}], {}))
    assert not outcome.passed and "suspend" in outcome.message


def test_coste_desandar_casts_from_the_graveyard_702_81a() -> None:
    """CR 702.81a: ``lanzar: {carta: NAME, coste: desandar}`` casts it by retrace."""
    players = {
        "Norte": {
            "hand": ["Bosque"],
            "graveyard": ["Génesis sin forma"],
            "battlefield": ["Bosque", "Bosque", "Bosque"],
        },
        "Sur": {},
    }
    actions = [
        {"lanzar": {"carta": "Génesis sin forma", "coste": "desandar"}},
        {"descartar": "Bosque"},
    ]
    outcome = run_scenario(_scenario(players, actions, {"stack": ["Génesis sin forma"]}))
    assert outcome.passed, outcome.message


def test_has_subtypes_checks_some_subtypes_by_either_name_702_73a() -> None:
    """CR 702.73a: a changeling card in hand has every creature type — named in Spanish
    (Elfo) or by its key (Goat); a type it lacks is a difference."""
    players = {"Norte": {"hand": ["Génesis sin forma", "Test Bear"]}, "Sur": {}}
    good = {"chars": {"Génesis sin forma": {"has_subtypes": ["Elfo", "Goat", "Metamorfo"]}}}
    assert run_scenario(_scenario(players, [], good)).passed
    bad = {"chars": {"Test Bear": {"has_subtypes": ["Elfo"]}}}
    outcome = run_scenario(_scenario(players, [], bad))
    assert not outcome.passed and "Elfo" in outcome.message


def test_incitar_goads_the_target_701_15a() -> None:
    """CR 701.15a, 508.1d: a plain card ``{incitar: criatura}`` goads Sur's Bear; in Sur's
    turn it must attack (declaring no attackers isn't offered)."""
    data = _scenario(
        {
            "Norte": {
                "hand": ["Escenario Incitación"],
                "battlefield": ["Montaña"],
                "library": ["Isla", "Isla"],
            },
            "Sur": {"battlefield": ["Test Bear"], "library": ["Isla", "Isla"]},
        },
        [
            {"lanzar": "Escenario Incitación"},
            {"objetivo": "Test Bear"},
            "pasar",
            "pasar",
            {"pasar hasta": {"turno": 3, "paso": "begin_combat"}},
            "pasar",
            "pasar",
        ],
        {"decides": "Sur", "cannot": ["listo"], "can": [{"atacar": "Test Bear"}]},
        cards=[
            {
                "name": "Escenario Incitación",
                "cost": "{R}",
                "type": "Instant",
                "effects": [{"incitar": "criatura"}],
            }
        ],
    )
    outcome = run_scenario(data)
    assert outcome.passed, outcome.message
