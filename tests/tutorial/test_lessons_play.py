"""The lessons of the rulebook's second half (issue 24: "En respuesta" and its reverse,
abilities, keywords, blocking, the "Ejemplo de combate", the golden rule, starting the game,
the parts of a turn) teach what they say: each test plays a lesson as a learner who does the
task and checks the lesson's point on the finished game with something the generic lesson
tests don't look at — the order things happened in, a rule shown by the move the lesson
refuses (played here directly on the engine, past the coach), or a board without the card
that breaks the rule."""

from __future__ import annotations

import dataclasses
from typing import Any

from grimorio.core.decisions import Decision
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.actions import answer_for
from grimorio.scenario.expect import differences
from grimorio.scenario.names import key_of
from grimorio.tutorial.coach import LEARNER, Coach
from grimorio.tutorial.lessons import Lesson, lesson

RIVAL = 1
MAX_MOVES = 100


def finished(lesson_id: str) -> Coach:
    """The lesson played to its end by a learner who takes each step, pays automatically
    and otherwise passes."""
    coach = Coach(lesson(lesson_id))
    for _ in range(MAX_MOVES):
        decision = coach.learner_to_move()
        if decision is None:
            break
        assert coach.answer(_move(coach, decision)) is None, f"{lesson_id}: refused"
    assert coach.done, f"{lesson_id}: not done"
    return coach


def _move(coach: Coach, decision: Decision) -> str:
    wanted = coach.expected(decision)
    if wanted:
        return wanted[0]
    if decision.kind == DecisionKind.MANA:
        return "mana:auto"
    return "pass" if "pass" in decision.ids() else decision.ids()[0]


def holds(coach: Coach, expect: dict[str, Any]) -> None:
    """The scenario expectations ``expect`` hold on the coach's game."""
    found = differences(coach.game, expect, coach.aliases)
    assert not found, [d.en for d in found]


def option_for(coach: Coach, action: Any) -> str:
    """The option id the scenario ``action`` names at the pending decision."""
    decision = coach.game.pending
    assert decision is not None
    return answer_for(coach.game, decision, action, coach.aliases)


def refused_move_played(coach: Coach, option: str) -> None:
    """Make the learner's ``option`` on the engine itself, past the coach (which refuses
    it), and let the scripted rival answer: what the lesson's hint says would happen."""
    assert coach.judge(option) is not None, f"{option} is accepted: nothing to show"
    coach.game.submit(option, LEARNER)
    coach.advance()


def pass_until(coach: Coach, kind: DecisionKind, player: int) -> Decision:
    """Pass on the engine (both players) until ``player`` is asked a ``kind`` decision."""
    for _ in range(MAX_MOVES):
        decision = coach.game.pending
        assert decision is not None, "the game ended first"
        if decision.kind == kind and decision.player == player:
            return decision
        coach.game.submit("pass" if "pass" in decision.ids() else "done", decision.player)
    raise AssertionError(f"never asked {kind}")


def passed_until(coach: Coach, expect: dict[str, Any]) -> None:
    """The learner passes (or finishes a declaration) on the engine, the rival answering,
    until the expectations ``expect`` hold; fails if the game ends first."""
    for _ in range(MAX_MOVES):
        if not differences(coach.game, expect, coach.aliases):
            return
        decision = coach.game.pending
        assert decision is not None and decision.player == LEARNER, "the game ended first"
        coach.game.submit("pass" if "pass" in decision.ids() else "done", LEARNER)
        coach.advance()
    holds(coach, expect)


def played(lesson_id: str, moves: int) -> Coach:
    """The lesson after its scripted learner's first ``moves`` moves."""
    return Coach.replayed(lesson(lesson_id), finished(lesson_id).answers[:moves])


def rule_lines(coach: Coach, rule: str) -> list[int]:
    """The indexes of the log entries citing ``rule``."""
    return [n for n, r in enumerate(coach.game.log.rules()) if r == rule]


def names(coach: Coach, zone: Zone, player: int) -> list[str]:
    """The card keys in a player's zone, in the zone's order (a library's top last)."""
    state = coach.game.state
    return [state.objects[o].card for o in state.zones[zkey(zone, player)]]


def with_setup(base: Lesson, **players: dict[str, Any]) -> Lesson:
    """The lesson with some players' setups replaced (same steps, goal and hints)."""
    setup = {**base.setup, "players": {**base.setup["players"], **players}}
    return dataclasses.replace(base, setup=setup)


# -- 08 En respuesta --------------------------------------------------------------------------
def test_en_respuesta_the_pump_resolves_first_and_the_doll_survives_as_a_4_3() -> None:
    """CR 117.7, 405.5, 608.1: the pump cast in response resolves before the burn under it,
    so the 2/1 is a 4/3 when the 2 damage comes and survives with that damage marked."""
    coach = finished("en-respuesta")
    holds(coach, {"pt": {"Muñeca de piel rota": "4/3"}, "damage": {"Muñeca de piel rota": 2}})
    pump, burn = rule_lines(coach, "611.2c")[0], rule_lines(coach, "120.3")[0]
    assert pump < burn  # the +2/+2 applied before the damage was dealt


def test_en_respuesta_passing_lets_the_burn_destroy_the_doll() -> None:
    """CR 405.5, 704.5g: what the hint for passing says — if the learner passes, the burn
    resolves at once and 2 damage destroys the 2/1."""
    coach = Coach(lesson("en-respuesta"))
    refused_move_played(coach, "pass")
    passed_until(
        coach,
        {
            "zones": {"Aprendiz": {"graveyard": ["Muñeca de piel rota"]}},
            "log_contains": ["704.5g"],
        },
    )


# -- 09 En respuesta, al revés ----------------------------------------------------------------
def test_en_respuesta_al_reves_the_burn_resolves_first_and_the_pump_does_nothing() -> None:
    """CR 117.7, 704.5g, 608.2b: the burn cast in response resolves first and the 2/1 dies;
    the pump, its only target gone, doesn't resolve: no +2/+2 is ever applied, and it is
    put in the graveyard after the creature died."""
    coach = finished("en-respuesta-al-reves")
    assert rule_lines(coach, "611.2c") == []  # the pump's effect never happened
    burn, death = rule_lines(coach, "120.3")[0], rule_lines(coach, "704.5g")[0]
    fizzle = rule_lines(coach, "608.2b")[0]
    assert burn < death < fizzle
    assert coach.game.state.player(RIVAL).life == 22  # the burn resolved in full


# -- 10 Habilidades ---------------------------------------------------------------------------
def test_habilidades_the_cost_is_paid_at_once_and_the_ability_waits_on_the_stack() -> None:
    """CR 602.2, 602.2b, 701.21a: activating Bear Trap pays its whole cost at once (the Trap
    sacrificed, three lands tapped) and puts the ability on the stack, where it waits while
    the Longneck still lives; it resolves from the stack although its source is gone."""
    coach = played("habilidades", 2)  # activated, target chosen
    holds(
        coach,
        {
            "zones": {
                "Aprendiz": {"graveyard": ["Trampa para osos"]},
                "Rival": {"battlefield": ["Bosque", "Cuellilargo atrapador"]},
            },
            "tapped": {"Montaña": [True, True, True]},
        },
    )
    assert len(coach.game.state.zones[zkey(Zone.STACK)]) == 1


def test_habilidades_the_dies_trigger_goes_on_the_stack_by_itself() -> None:
    """CR 603.2, 603.3, 113.3c: nobody activates the Longneck's ability — it triggers when
    the creature dies and its controller puts it on the stack; it resolves and gives them 2
    life. The learner's own creature, not targeted, is untouched."""
    coach = finished("habilidades")
    died, triggered = rule_lines(coach, "704.5g")[0], rule_lines(coach, "603.2")[0]
    assert died < triggered < rule_lines(coach, "603.3")[0]
    holds(coach, {"life": {"Rival": 22}, "damage": {"Osito simpático": 0}})


# -- 11 Palabras clave ------------------------------------------------------------------------
def test_palabras_clave_the_ground_creature_cannot_block_the_flyer() -> None:
    """CR 702.9b: with Piranha Fly and Friendly Teddy both attacking, the Rival's Cautious
    Survivor (no flying, no reach) is offered a block of the Teddy and none of the Fly."""
    coach = played("palabras-clave", 2)  # passed to combat, the Fly declared
    coach.game.submit(option_for(coach, {"atacar": "Osito simpático"}), LEARNER)
    if coach.game.pending is not None and coach.game.pending.kind == DecisionKind.ATTACKERS:
        coach.game.submit("done", LEARNER)
    blocks = pass_until(coach, DecisionKind.BLOCKERS, RIVAL)
    state = coach.game.state
    attacked = {
        state.objects[int(o.id.split(":")[2])].card for o in blocks.options if o.id != "done"
    }
    assert attacked == {key_of("Osito simpático")}


def test_palabras_clave_the_flyer_deals_its_damage_unblocked() -> None:
    """CR 702.9b, 510.1a: the Fly is not blocked and deals its 2 damage to the Rival; no
    block was declared."""
    coach = finished("palabras-clave")
    assert coach.game.state.player(RIVAL).life == 18
    holds(coach, {"damage": {"Mosca piraña": 0, "Superviviente cauta": 0}})
    assert [line for line in coach.game.log.lines("es") if " bloquea " in line] == []


# -- 12 Bloquear ------------------------------------------------------------------------------
def test_bloquear_blocking_does_not_tap_and_the_blocker_survives() -> None:
    """CR 509.1a, 510.1c, 704.5g: the Escort blocks untapped and stays untapped, takes 3
    damage (less than its toughness 4) and survives; the attacker takes 2 and dies."""
    coach = finished("bloquear")
    holds(
        coach,
        {
            "tapped": {"Escolta curtida": False},
            "damage": {"Escolta curtida": 3, "Saqueadora optimista": 0},
            "log_contains": ["509.1", "704.5g"],
        },
    )


def test_bloquear_the_small_blocker_dies_for_nothing() -> None:
    """CR 510.1c, 704.5g: what the hint for the 1/1's block says — it dies, and the 3/2
    attacker survives with its 1 damage."""
    coach = played("bloquear", 2)
    block = {"bloquear": {"con": "Saqueadora optimista", "a": "Egoísta popular"}}
    refused_move_played(coach, option_for(coach, block))
    passed_until(
        coach,
        {
            "zones": {"Aprendiz": {"graveyard": ["Saqueadora optimista"]}},
            "damage": {"Egoísta popular": 1},
        },
    )


# -- 13 Ejemplo de combate --------------------------------------------------------------------
def test_ejemplo_de_combate_all_damage_is_dealt_at_once_then_the_creatures_die() -> None:
    """CR 510.2, 704.5g: every attacker's and blocker's combat damage is dealt at once,
    before any creature dies; then the two smaller creatures die together. The creature
    kept home is untapped, ready to block."""
    coach = finished("ejemplo-de-combate")
    damage, deaths = rule_lines(coach, "510.2"), rule_lines(coach, "704.5g")
    assert len(damage) == 5 and len(deaths) == 2
    assert max(damage) < min(deaths)
    holds(
        coach,
        {
            "tapped": {
                "Miedo a la inmovilidad": True,
                "Curandero sectario": True,
                "Saqueadora optimista": False,
            }
        },
    )


# -- 14 La regla de oro -----------------------------------------------------------------------
def test_regla_de_oro_a_creature_without_haste_cast_the_same_way_cannot_attack() -> None:
    """CR 302.6, 101.1: the rule the card beats — the same turn with Vicious Clown (2R, no
    haste) instead of Screaming Nemesis: it is on the battlefield, but at the declaration
    of attackers it isn't offered, and no attacker is declared."""
    base = lesson("regla-de-oro")
    players = base.setup["players"]
    without_haste = with_setup(base, Aprendiz={**players["Aprendiz"], "hand": ["Payaso brutal"]})
    coach = Coach(without_haste)
    coach.game.submit(option_for(coach, {"lanzar": "Payaso brutal"}), LEARNER)
    coach.advance()
    for _ in range(MAX_MOVES):
        decision = coach.game.pending
        assert decision is not None
        if coach.game.state.step == "main2":
            break
        assert decision.kind != DecisionKind.ATTACKERS  # nothing may attack (508.8)
        coach.game.submit("mana:auto" if decision.kind == DecisionKind.MANA else "pass", LEARNER)
        coach.advance()
    holds(coach, {"zones": {"Aprendiz": {"battlefield": ["Montaña"] * 3 + ["Payaso brutal"]}}})
    assert coach.game.state.player(RIVAL).life == 20


def test_regla_de_oro_the_nemesis_attacks_the_turn_it_entered() -> None:
    """CR 702.10b, 101.1: Screaming Nemesis entered this turn (it resolved in this main
    phase) and still attacked and dealt its 3 damage."""
    coach = finished("regla-de-oro")
    entered, attacked = rule_lines(coach, "608.3")[0], rule_lines(coach, "508.1f")[0]
    assert entered < attacked
    assert coach.game.state.turn == 2 and coach.game.state.player(RIVAL).life == 17


# -- 15 Comenzar la partida -------------------------------------------------------------------
def test_comienzo_the_london_mulligan_puts_the_chosen_card_on_the_bottom() -> None:
    """CR 103.5: after one mulligan the learner drew seven new cards and put one — the card
    they chose — on the bottom of their library; the Rival kept seven. The starting player
    is the Rival, whose first turn has begun."""
    coach = finished("comienzo")
    library = names(coach, Zone.LIBRARY, LEARNER)
    assert library[0] == key_of("Superviviente cauta")  # the bottom card (top is last)
    assert len(library) == 16 - 6
    holds(coach, {"hand_size": {"Rival": 7}, "active": "Rival", "turn": 1})


def test_comienzo_the_first_hand_has_no_land() -> None:
    """CR 103.5: the hand the lesson asks to mulligan really has no land (so the task is
    honest), while the hand kept has three."""
    coach = Coach(lesson("comienzo"))
    state = coach.game.state
    first = state.zones[zkey(Zone.HAND, LEARNER)]
    assert len(first) == 7
    assert not any("land" in coach.game.characteristics(o).types for o in first)
    kept = names(finished("comienzo"), Zone.HAND, LEARNER)
    assert kept.count(key_of("Bosque")) == 3


# -- 16 Las partes del turno ------------------------------------------------------------------
def test_el_turno_the_cleanup_discard_comes_before_the_next_turn() -> None:
    """CR 514.1, 402.2, 500.1: the learner discards in the cleanup step of their own turn,
    down to seven (the Forest kept), and only then does the Rival's turn begin."""
    coach = finished("el-turno")
    discard, next_turn = rule_lines(coach, "514.1")[-1], rule_lines(coach, "500.1")[-1]
    assert discard < next_turn
    hand = names(coach, Zone.HAND, LEARNER)
    assert key_of("Bosque") in hand and key_of("Isla") not in hand


def test_el_turno_with_seven_cards_nothing_is_discarded() -> None:
    """CR 514.1: the discard happens only with more cards than the maximum hand size — the
    same end step with seven cards in hand goes to the Rival's turn without asking."""
    base = lesson("el-turno")
    players = base.setup["players"]
    seven = [c for c in players["Aprendiz"]["hand"] if c != "Isla"]
    coach = Coach(with_setup(base, Aprendiz={**players["Aprendiz"], "hand": seven}))
    assert coach.answer("pass") is None
    holds(coach, {"turn": 3, "active": "Rival", "hand_size": {"Aprendiz": 7}})
    assert coach.game.state.zones[zkey(Zone.GRAVEYARD, LEARNER)] == []
