"""Every lesson is a test (issue 24): a scripted learner completes it by the lesson's own
steps, every wrong move at its first decision is refused with a hint and changes nothing,
and every hint written for a particular wrong move is reached on the way."""

from __future__ import annotations

import pytest

from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.tutorial.coach import LEARNER, Coach
from grimorio.tutorial.lessons import Lesson, lessons

MAX_MOVES = 200

LESSONS = lessons()


def learn(coach: Coach) -> list[tuple[int, list[str]]]:
    """Play the lesson as a learner who does what it asks: the step's move where there is
    one, else pass (or pay, or the first option). Returns, for each of the learner's
    decisions, how many moves were made before it and its options."""
    seen = []
    for _ in range(MAX_MOVES):
        decision = coach.learner_to_move()
        if decision is None:
            break
        seen.append((len(coach.answers), decision.ids()))
        wanted = coach.expected(decision)
        if wanted:
            move = wanted[0]
        elif decision.kind == DecisionKind.MANA:
            move = "mana:auto" if "mana:auto" in decision.ids() else decision.ids()[0]
        elif "pass" in decision.ids():
            move = "pass"
        else:
            move = "done" if "done" in decision.ids() else decision.ids()[0]
        assert coach.answer(move) is None, f"{coach.lesson.id}: {move} refused"
    return seen


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_a_learner_who_does_the_task_completes_the_lesson(lesson: Lesson) -> None:
    coach = Coach(lesson)
    learn(coach)
    assert coach.done, f"{lesson.id}: steps done {coach.steps_done}, goal not reached"
    assert coach.mistakes == 0
    assert coach.game.pending is None or coach.game.pending.player == LEARNER or coach.done


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_a_wrong_first_move_gets_a_hint_and_changes_nothing(lesson: Lesson) -> None:
    coach = Coach(lesson)
    decision = coach.learner_to_move()
    assert decision is not None, f"{lesson.id}: the learner is never asked"
    wrong = [o for o in decision.ids() if o not in coach.expected(decision)]
    if decision.kind == DecisionKind.MANA:
        wrong = []
    assert wrong or len(decision.ids()) == 1, f"{lesson.id}: no wrong move to try"
    before = coach.game.to_json()
    for option in wrong:
        hint = coach.answer(option)
        assert hint is not None, f"{lesson.id}: {option} accepted"
        assert hint.rule and hint.text("es").endswith(f"(regla {hint.rule})")
        assert coach.game.to_json() == before  # refused: nothing changed
    assert coach.mistakes == len(wrong)


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_each_particular_hint_is_reached(lesson: Lesson) -> None:
    """A hint written for a particular move (``when``) answers that move somewhere on the
    learner's way through the lesson: replay the way and try the move at each decision."""
    way = learn(Coach(lesson))
    for hint in (h for h in lesson.hints if h.when is not None):
        for made, _ in way:
            coach = _after(lesson, made)
            decision = coach.learner_to_move()
            assert decision is not None
            option = coach._option(decision, hint.when)
            if option is not None and option not in coach.expected(decision):
                assert coach.answer(option) is hint
                break
        else:
            pytest.fail(f"{lesson.id}: the hint for {hint.when!r} is never reached")


def _after(lesson: Lesson, moves: int) -> Coach:
    """The lesson after the scripted learner's first ``moves`` moves."""
    full = Coach(lesson)
    learn(full)
    return Coach.replayed(lesson, full.answers[:moves])
