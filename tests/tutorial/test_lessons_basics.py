"""The first lessons of the tutorial (issue 24) teach what they say: each test plays a lesson
as a learner who does the task and checks the lesson's point on the finished game — or a
wrong move's consequence — with something the generic lesson tests don't look at."""

from __future__ import annotations

from typing import Any

from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.expect import differences
from grimorio.scenario.run import setup_game
from grimorio.tutorial.coach import LEARNER, Coach
from grimorio.tutorial.lessons import lesson

MAX_MOVES = 100


def finished(lesson_id: str, pay: list[str] | None = None) -> Coach:
    """The lesson played to its end by a learner who does each step, pays with ``pay`` (the
    mana sources' option ids in order) or automatically, and otherwise passes."""
    coach = Coach(lesson(lesson_id))
    payments = list(pay or [])
    for _ in range(MAX_MOVES):
        decision = coach.learner_to_move()
        if decision is None:
            break
        wanted = coach.expected(decision)
        if wanted:
            move = wanted[0]
        elif decision.kind == DecisionKind.MANA:
            move = payments.pop(0) if payments else "mana:auto"
        else:
            move = "pass" if "pass" in decision.ids() else decision.ids()[0]
        assert coach.answer(move) is None, f"{lesson_id}: {move} refused"
    assert coach.done, f"{lesson_id}: not done"
    return coach


def holds(coach: Coach, expect: dict[str, Any]) -> None:
    """The scenario expectations ``expect`` hold on the coach's game."""
    found = differences(coach.game, expect, coach.aliases)
    assert not found, [d.en for d in found]


def test_objetivo_the_attack_brings_the_rival_from_4_to_0_and_they_lose() -> None:
    """CR 103.4, 119.2, 510.1a, 704.5a: the learner starts at 20 life; the attacker deals
    damage equal to its power (4) and the Rival, at 0 life, loses the game."""
    coach = finished("objetivo")
    state = coach.game.state
    assert state.player(LEARNER).life == 20
    assert state.player(1).life == 0 and state.player(1).lost
    holds(coach, {"log_contains": ["510.2", "704.5a"], "tapped": {"Cuellilargo atrapador": True}})


def test_objetivo_declaring_no_attacker_is_refused_and_the_rival_keeps_4_life() -> None:
    """CR 508.1a: declaring no attackers deals no damage; the lesson answers it with the
    hint for it, and the game is unchanged (the Rival still at 4, no attack declared)."""
    coach = Coach(lesson("objetivo"))
    hint = coach.answer("done")
    assert hint is not None and hint.rule == "508.1a"
    assert coach.game.state.player(1).life == 4
    assert coach.game.pending is not None
    assert coach.game.pending.kind == DecisionKind.ATTACKERS


def test_partes_de_una_carta_the_creature_has_the_cost_type_and_numbers_the_text_reads() -> None:
    """CR 202.3, 205.1, 208.1: the creature cast is the card whose type line says Creature,
    a 4/4 of mana value 4 ({3}{G}), as the lesson reads it; the artifact stays in hand."""
    coach = finished("partes-de-una-carta")
    holds(
        coach,
        {
            "chars": {"Superviviente cauta": {"types": ["creature"], "mana_value": 4}},
            "pt": {"Superviviente cauta": "4/4"},
            "zones": {"Aprendiz": {"hand": ["Trampa para osos"]}},
            "tapped": {"Bosque": [True, True, True, True]},  # CR 202.1a: four mana paid
        },
    )


def test_partes_de_una_carta_casting_the_artifact_is_answered_by_its_type_line() -> None:
    """CR 205.1: Bear Trap's type line says Artifact; casting it is refused with the hint
    that says so, and nothing moves."""
    coach = Coach(lesson("partes-de-una-carta"))
    before = coach.game.to_json()
    decision = coach.learner_to_move()
    assert decision is not None
    trap = coach._option(decision, {"lanzar": "Trampa para osos"})
    assert trap is not None
    hint = coach.answer(trap)
    assert hint is not None and hint.rule == "205.1" and "Artefacto" in hint.text("es")
    assert coach.game.to_json() == before


def test_tipos_de_carta_the_sorcery_waits_for_the_learners_own_main_phase() -> None:
    """CR 307.1, 304.1: in the Rival's end step the instant is offered and the sorcery is
    not; on the same board in the learner's own main phase the sorcery is offered (so
    timing alone keeps it back: it is paid for and has a target)."""
    each = lesson("tipos-de-carta")
    holds(
        Coach(each),
        {"can": [{"lanzar": "Estallido de brillo"}], "cannot": [{"lanzar": "Entrar al enigma"}]},
    )
    own_turn = {**each.setup, "active": "Aprendiz", "step": "main1"}
    del own_turn["priority"]
    game = setup_game({"setup": own_turn}, {})
    assert not differences(game, {"can": [{"lanzar": "Entrar al enigma"}]})


def test_tipos_de_carta_the_instant_resolves_in_the_rivals_turn_and_goes_to_the_graveyard() -> None:
    """CR 304.1, 608.2n: cast in the Rival's turn, the instant does its effect (two cards
    drawn, a Glimmer token) and is put into its owner's graveyard; it is still that turn."""
    coach = finished("tipos-de-carta")
    holds(
        coach,
        {
            "active": "Rival",
            "step": "end",
            "hand_size": {"Aprendiz": 3},
            "library_size": {"Aprendiz": 2},
            "log_contains": ["121.1", "111.1", "608.2n"],
        },
    )


def test_zonas_the_sorcery_goes_from_hand_to_stack_to_graveyard() -> None:
    """CR 405.1, 601.2a, 608.2n, 704.5g: once cast, Pyroclasm is on the stack and no longer
    in hand; once resolved, it is in its owner's graveyard, and the creature it destroyed
    in its owner's (the Rival's)."""
    coach = Coach(lesson("zonas"))
    decision = coach.learner_to_move()
    assert decision is not None
    assert coach.answer(coach.expected(decision)[0]) is None
    holds(coach, {"stack": ["Detonación ígnea"], "zones": {"Aprendiz": {"hand": []}}})
    coach.answer("pass")
    assert coach.done
    holds(
        coach,
        {
            "stack": [],
            "zones": {"Aprendiz": {"graveyard": ["Detonación ígnea"]}},
            "log_contains": ["608.2n", "704.5g"],
        },
    )


def test_mana_paid_by_hand_a_mountain_for_the_generic_and_the_forest_for_green() -> None:
    """CR 202.1a, 305.6, 107.5: the learner taps a Mountain ({R} for the {1}); after that
    only the Forest is offered, because only green pays {G}; one Mountain stays untapped
    and the pool is empty again."""
    coach = Coach(lesson("mana"))
    decision = coach.learner_to_move()
    assert decision is not None
    assert coach.answer(coach.expected(decision)[0]) is None
    paying = coach.game.pending
    assert paying is not None and paying.kind == DecisionKind.MANA
    mountain = next(o for o in paying.ids() if o.endswith(":R"))
    assert coach.answer(mountain) is None
    left = coach.game.pending
    assert left is not None and left.kind == DecisionKind.MANA
    assert [o for o in left.ids() if o != "mana:auto"] == [
        o for o in left.ids() if o.endswith(":G")
    ]
    coach = finished("mana", pay=[mountain, next(o for o in left.ids() if o.endswith(":G"))])
    holds(
        coach,
        {
            "tapped": {"Montaña": [True, False], "Bosque": True},
            "mana_pool": {"Aprendiz": ""},
            "log_contains": ["605.3b", "601.2h"],
        },
    )


def test_mana_casting_the_fungus_first_is_refused_because_it_takes_the_only_green() -> None:
    """CR 202.1a: Insidious Fungus would take the only green mana Flesh Burrower needs; the
    hint says so and the Forest stays untapped."""
    coach = Coach(lesson("mana"))
    decision = coach.learner_to_move()
    assert decision is not None
    fungus = coach._option(decision, {"lanzar": "Hongo insidioso"})
    assert fungus is not None
    hint = coach.answer(fungus)
    assert hint is not None and hint.rule == "202.1a"
    holds(coach, {"tapped": {"Bosque": False}, "zones": {"Aprendiz": {"battlefield": [
        "Montaña", "Montaña", "Bosque"]}}})  # fmt: skip


def test_objetivos_the_target_takes_the_damage_and_the_learners_creature_none() -> None:
    """CR 115.1, 601.2c, 120.3: the spell deals its 2 damage only to the target chosen (the
    Rival's Gremlin, destroyed), none to the learner's Leech, and the learner gains 2."""
    coach = finished("objetivos")
    holds(
        coach,
        {
            "damage": {"Sanguijuela de Oscuridad Lóbrega": 0},
            "life": {"Aprendiz": 22, "Rival": 20},
            "log_contains": ["120.3", "119.3", "704.5g"],
        },
    )


def test_objetivos_targeting_ones_own_creature_is_refused_before_anything_is_paid() -> None:
    """CR 115.1, 601.2c: choosing the learner's own creature as the target is answered
    with the hint for it while the spell is being cast; nothing is paid yet."""
    coach = Coach(lesson("objetivos"))
    decision = coach.learner_to_move()
    assert decision is not None
    assert coach.answer(coach.expected(decision)[0]) is None
    targeting = coach.game.pending
    assert targeting is not None and targeting.kind == DecisionKind.TARGET
    leech = coach._option(targeting, {"objetivo": "Sanguijuela de Oscuridad Lóbrega"})
    assert leech is not None
    hint = coach.answer(leech)
    assert hint is not None and hint.rule == "115.1"
    holds(coach, {"tapped": {"Pantano": [False, False]}})
