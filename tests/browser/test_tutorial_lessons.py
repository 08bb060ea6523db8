"""The tutorial in the browser (issue 24, acceptance): from the lobby's "Aprender a jugar" a
learner completes the first three lessons — the goal of the game, lands, the parts of a card
— by clicking only, on the same board a game is played on; a wrong click is answered with
the lesson's hint (its words and the rule's number) and changes nothing; the lobby then
marks the three lessons ✓ (the server's store keeps the progress)."""

from __future__ import annotations

import re

from browser_driver import Server
from playwright.sync_api import Page, expect

from grimorio.core.decisions import Decision
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.table.table import option_objects
from grimorio.tutorial.coach import Coach
from grimorio.tutorial.lessons import Lesson, lessons

FIRST = ("objetivo", "tierras", "partes-de-una-carta")
MAX_MOVES = 40


def right_move(coach: Coach, decision: Decision) -> str:
    """The move a learner who does what the lesson asks makes (the lesson tests' learner)."""
    wanted = coach.expected(decision)
    ids = decision.ids()
    if wanted:
        return wanted[0]
    if decision.kind == DecisionKind.MANA and "mana:auto" in ids:
        return "mana:auto"
    return "pass" if "pass" in ids else ("done" if "done" in ids else ids[0])


def click(page: Page, decision: Decision, option: str) -> None:
    """Make the move ``option`` as a person does: a click on the card it is about (and on
    the card's menu when the card offers more than one), else on the option's button."""
    chosen = decision.option(option)
    objects = option_objects(chosen)
    if not objects:
        page.locator(f'#options button[data-option="{option}"]').click()
        return
    page.locator(f'#board .card[data-id="{objects[0]}"]').click()
    menu = page.get_by_role("menu")
    if menu.is_visible():
        label = page.locator(f'#options button[data-option="{option}"]').inner_text()
        menu.get_by_role("menuitem", name=label, exact=True).click()


def wait_request(page: Page, request: int) -> None:
    expect(page.locator("#request")).to_have_attribute("data-request", str(request))


def try_a_wrong_click(page: Page, coach: Coach) -> None:
    """At the first decision, a click on a move the lesson doesn't want: the hint shows (its
    words and the rule's number, CR-cited), and the same request is still pending."""
    decision = coach.learner_to_move()
    assert decision is not None
    wrong = [o for o in decision.ids() if o not in coach.expected(decision)]
    assert wrong, f"{coach.lesson.id}: no wrong move to try"
    hint = coach.judge(wrong[0])
    assert hint is not None
    board_before = page.locator("#board").inner_text()
    click(page, decision, wrong[0])
    hint_box = page.get_by_role("alert")
    expect(hint_box).to_contain_text(hint.words("es"))
    expect(hint_box).to_contain_text(f"(regla {hint.rule})")
    wait_request(page, 1)
    assert page.locator("#board").inner_text() == board_before
    expect(page.locator("#lesson-done")).to_be_hidden()


def complete_by_clicking(page: Page, lesson: Lesson) -> None:
    """Play the open lesson page to its end by clicking; the coach beside it, in this
    process, says which move is right (the same lesson builds the same game)."""
    coach = Coach(lesson)
    expect(page.locator("#lesson-title")).to_have_text(lesson.title("es"))
    expect(page.locator("#lesson-task")).to_have_text(lesson.task("es"))
    try_a_wrong_click(page, coach)
    for _ in range(MAX_MOVES):
        decision = coach.learner_to_move()
        if decision is None:
            break
        wait_request(page, len(coach.answers) + 1)
        option = right_move(coach, decision)
        click(page, decision, option)
        assert coach.answer(option) is None
    assert coach.done
    done = page.locator("#lesson-done")
    expect(done).to_be_visible()
    expect(done).to_contain_text(" ".join(lesson.done("es").split()))
    expect(page.locator("#lesson-hint")).to_be_hidden()  # the last move was right: no hint


def test_the_first_three_lessons_by_clicking_and_the_lobby_marks_them(
    page: Page, server: Server
) -> None:
    """Issue 24's acceptance: lobby → "Aprender a jugar" → lessons 1 to 3 completed by
    clicking (CR 104.3b/508.1a: attack to win; 305.1–305.2: play a land; 205.1/302.1: cast
    the creature), each wrong click answered by its hint; back in the lobby, each is ✓."""
    by_id = {x.id: x for x in lessons()}
    first = [by_id[x] for x in FIRST]
    assert [x.number for x in first] == [1, 2, 3]
    page.goto(server.url + "/")
    page.get_by_role("button", name="Aprender a jugar").click()
    listed = page.locator("#lessons li")
    expect(listed).to_have_count(len(lessons()))
    expect(page.locator("#lessons .lesson-check")).to_have_count(0)
    page.get_by_role("link", name=first[0].title("es"), exact=True).click()
    page.wait_for_url(re.compile(r"/aprender/objetivo$"))
    for n, lesson in enumerate(first):
        complete_by_clicking(page, lesson)
        if n + 1 < len(first):
            page.get_by_role("button", name="Siguiente lección").click()
            page.wait_for_url(re.compile(rf"/aprender/{first[n + 1].id}$"))
    page.goto(server.url + "/")
    page.get_by_role("button", name="Aprender a jugar").click()
    for lesson in first:
        item = page.locator(f'#lessons li[data-lesson="{lesson.id}"]')
        expect(item).to_contain_text("✓")
    expect(page.locator("#lessons .lesson-check")).to_have_count(len(first))


def test_replaying_a_lesson_starts_it_again_and_english_on_request(
    page: Page, server: Server
) -> None:
    """Issue 24 §5: a lesson is replayable — "Repetir" starts it again from its beginning
    (CR 305.2: the Forest back in hand) — and every text, the lesson's and the board's,
    comes in English on request."""
    lesson = next(x for x in lessons() if x.id == "tierras")
    page.goto(server.url + "/aprender/tierras")
    coach = Coach(lesson)
    decision = coach.learner_to_move()
    assert decision is not None
    wait_request(page, 1)
    click(page, decision, right_move(coach, decision))
    expect(page.locator("#lesson-done")).to_be_visible()
    page.get_by_role("button", name="Repetir").click()
    wait_request(page, 1)
    expect(page.locator("#lesson-done")).to_be_hidden()
    expect(page.get_by_role("region", name="Tu mano")).to_contain_text("Bosque")
    page.get_by_role("button", name="Cambiar a inglés").click()
    expect(page.locator("#lesson-title")).to_have_text(lesson.title("en"))
    expect(page.locator("#lesson-task")).to_have_text(lesson.task("en"))
    expect(page.get_by_role("region", name="Your hand")).to_contain_text("Forest")
