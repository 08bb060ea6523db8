"""The guided first game in the browser (issue 24, part 3): "Partida guiada" in the lobby's
"Aprender a jugar" starts a duel against the gentle AI; the note of each new kind of decision
shows above the options (the opening hand's first, CR 103.5; then priority's, CR 117), and a
surprising log line (a creature dying, an ability triggering, a player losing the game:
CR 704.5, 603.2) is marked, its "¿por qué?" answered by the server."""

from __future__ import annotations

import re

from browser_driver import Server, options, wait_turn
from playwright.sync_api import Page, expect

MAX_DECISIONS = 120


def test_a_guided_game_explains_new_decisions_and_offers_why(page: Page, server: Server) -> None:
    page.goto(server.url + "/")
    page.get_by_label("Tu nombre").fill("Noa")
    page.get_by_role("button", name="Aprender a jugar").click()
    page.get_by_role("button", name="Partida guiada").click()
    page.wait_for_url(re.compile(r"/partida/"))
    assert wait_turn(page)
    note = page.locator("#guide-note")
    expect(note).to_contain_text("Primera vez:")
    expect(note).to_contain_text("mulligan")
    expect(note).to_contain_text("103.5")
    first = page.locator("#request").get_attribute("data-request")
    options(page).first.click()  # keep the opening hand
    page.wait_for_function(
        f"() => document.querySelector('#request').dataset.request !== '{first}'"
    )
    notes = ["103.5"]
    surprise = page.locator("#log li.surprise")
    for _ in range(MAX_DECISIONS):
        if surprise.count() or not wait_turn(page):
            break
        if note.count():
            notes.append(note.inner_text())
        before = page.locator("#request").get_attribute("data-request")
        pass_turn = page.get_by_role("button", name="Pasar turno")
        if pass_turn.is_enabled():
            pass_turn.click()
        else:
            options(page).first.click()
        page.wait_for_function(
            f"() => document.querySelector('#request').dataset.request !== '{before}'"
            " || !document.querySelector('#banner').hidden"
        )
    assert any("117" in n for n in notes[1:]), notes  # priority's note, once met
    expect(surprise.first).to_be_visible()
    why = surprise.first.locator("button.why-offered")
    expect(why).to_have_attribute("title", re.compile(r"por qué"))
    why.click()
    expect(surprise.first.locator(".why-lines li").first).to_be_visible()
