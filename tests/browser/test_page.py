"""The game page for a person (issue 19 §5, §7): the language switch, keyboard-only play, a
name with markup shown as text, and the layout at phone width."""

from __future__ import annotations

import re

from browser_driver import Server, new_game, options, wait_turn
from playwright.sync_api import Browser, Page, expect


def test_language_switch_to_english_and_back(page: Page, server: Server) -> None:
    """The interface in Spanish by default; "English" re-renders the interface from i18n.js
    and the prompt, options and log from the server (the `lang` message), and back."""
    new_game(page, server, "Fede")
    assert wait_turn(page)
    expect(page.get_by_role("region", name="Decisión pendiente")).to_be_visible()
    spanish_prompt = page.locator("#prompt").inner_text()
    page.get_by_role("button", name="Cambiar a inglés").click()
    expect(page.get_by_role("region", name="Pending decision")).to_be_visible()
    expect(page.get_by_role("region", name="Your hand")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#prompt")).not_to_have_text(spanish_prompt)
    expect(page.get_by_role("button", name="Pass the turn")).to_be_visible()
    page.get_by_role("button", name="Switch to Spanish").click()
    expect(page.get_by_role("region", name="Decisión pendiente")).to_be_visible()
    expect(page.locator("#prompt")).to_have_text(spanish_prompt)


def test_keyboard_only_play_of_a_few_decisions(page: Page, server: Server) -> None:
    """Every action reachable by keyboard: a number picks an option, P passes, Tab reaches the
    pass-until buttons and Enter presses them; focus is visible where it lands."""
    new_game(page, server, "Gala")
    assert wait_turn(page)
    first = page.locator("#request").get_attribute("data-request")
    page.keyboard.press("1")  # the first option (keep the opening hand)
    page.wait_for_function(
        f"() => document.querySelector('#request').dataset.request !== '{first}'"
    )
    made = 1
    while made < 5 and wait_turn(page):
        before = page.locator("#request").get_attribute("data-request")
        if page.get_by_role("button", name="Pasar turno").is_enabled():
            if made % 2:
                page.keyboard.press("p")
            else:
                page.get_by_role("button", name="Hasta mi turno").focus()
                assert page.evaluate("document.activeElement.matches(':focus-visible')")
                page.keyboard.press("Enter")
        else:
            options(page).first.focus()
            page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => document.querySelector('#request').dataset.request !== '{before}'"
            " || !document.querySelector('#banner').hidden"
        )
        made += 1
    assert made >= 3
    # the cards of one's hand are reachable by Tab, named for a screen reader
    hand = page.get_by_role("region", name="Tu mano").get_by_role("button")
    hand.first.focus()
    expect(page.locator("#board .my-hand .card:focus")).to_have_attribute(
        "aria-label", re.compile(r"\S")
    )
    expect(page.get_by_role("region", name="Carta ampliada")).not_to_be_empty()


def test_a_user_name_with_markup_is_shown_as_text(page: Page, server: Server) -> None:
    """Issue 19 §7: names typed by users never inject markup."""
    alerts: list[str] = []
    page.on("dialog", lambda d: (alerts.append(d.message), d.dismiss()))
    name = "<img src=x onerror=alert(1)>"
    new_game(page, server, name)
    assert wait_turn(page)
    expect(page.locator(".player-name").filter(has_text=name)).to_have_count(1)
    assert page.locator("#board img, #log img").count() == 0
    page.get_by_role("button", name="Pasar turno").click() if page.get_by_role(
        "button", name="Pasar turno"
    ).is_enabled() else options(page).first.click()
    page.wait_for_timeout(200)
    assert alerts == []


def test_layout_at_phone_width_has_no_horizontal_scroll(browser: Browser, server: Server) -> None:
    """It stays usable at 390 px wide: one column, no horizontal scroll of the body, the
    decision and the pass buttons on the page."""
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    try:
        page = ctx.new_page()
        page.goto(server.url + "/")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        new_game(page, server, "Hugo")
        assert wait_turn(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.evaluate("document.body.scrollWidth") <= 390
        expect(page.get_by_role("button", name="Pasar turno")).to_be_visible()
        options(page).first.click()
        assert wait_turn(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()
