"""The game page's other actions (issue 19 §4, §5): a pasted decklist checked with its
problems by line, the "¿por qué?" of a log line, a graveyard browsed in a dialog, the stops
dialog, and cancelling a cast before paying it."""

from __future__ import annotations

import re

from browser_driver import Player, Server, new_game, options, wait_turn
from playwright.sync_api import Page, expect


def test_a_pasted_decklist_shows_its_problems_by_line_as_text(page: Page, server: Server) -> None:
    """A pasted list is checked by the server (CR 100.2b, Limited); its problems show by line,
    in Spanish, and what was typed never becomes markup."""
    page.goto(server.url + "/")
    page.get_by_role("radio", name="Pegar una lista (Arena o MTGO)").check()
    page.get_by_label("Lista del mazo").fill("Mazo\n17 Bosque\n3 <b>Carta</b> inventada\n")
    page.get_by_role("button", name="Comprobar la lista").click()
    result = page.locator("#list-result")
    expect(result).to_contain_text("La lista tiene problemas:")
    expect(result).to_contain_text(re.compile(r"línea 3"))
    assert result.locator("b").count() == 0
    # starting a game with it is refused with the same problems
    page.get_by_label("Tu nombre").fill("Iris")
    page.get_by_role("button", name="Empezar la partida").click()
    expect(page.get_by_role("alert")).to_contain_text("Error")
    assert "/partida/" not in page.url


def test_why_explains_a_log_line_and_zones_are_browsable(page: Page, server: Server) -> None:
    """Each log line has a "¿por qué?" button (the `why` message) whose chain of causes shows
    under it; a graveyard opens as a dialog listing its cards; the stops dialog saves."""
    new_game(page, server, "Juan")
    assert wait_turn(page)
    log = page.get_by_role("region", name="Registro")
    first = log.get_by_role("listitem").first
    first.get_by_role("button", name=re.compile("¿Por qué pasó esto?")).click()
    expect(first.locator(".why-lines li").first).not_to_be_empty()
    page.get_by_role("button", name=re.compile(r"^Cementerio Juan")).click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading")).to_contain_text("Cementerio — Juan")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.get_by_role("button", name="Paradas").click()
    stops = page.get_by_role("dialog")
    mine_end = stops.get_by_role("group", name="En mi turno").get_by_role(
        "checkbox", name="final", exact=True
    )
    mine_end.check()
    stops.get_by_role("button", name="Guardar").click()
    expect(stops).to_be_hidden()
    saved = page.evaluate("localStorage.getItem('grimorio.stops')")
    assert '["mine","end"]' in saved and '["mine","main1"]' in saved
    expect(page.get_by_role("status")).not_to_contain_text("Error")


def test_cancel_a_cast_before_paying_it(page: Page, server: Server) -> None:
    """CR 601.2 (and 726 for the undo): a spell being announced may be backed out of before it
    is paid — the Cancelar button (or Esc) brings back the priority it started from, the card
    still in hand. The server deals at random: a deal may end before any cast offers a
    choice, so up to three games are played."""
    for _ in range(3):
        new_game(page, server, "Kira")
        if _cancel_a_cast(page):
            return
    raise AssertionError("no cast offered a choice to cancel in three games")


def _cancel_a_cast(page: Page) -> bool:
    """Cast the first spell whose announcement asks something, cancel it and check the
    priority it came back to (True); False if the game ended first."""
    player = Player(page)
    for _ in range(200):
        if not wait_turn(page):
            return False  # this deal ended before a cast offered a choice
        priority = page.get_by_role("button", name="Pasar turno").is_enabled()
        cast = page.locator("#options button.option", has_text=re.compile(r"^\d? ?Lanzar "))
        if priority and cast.count():
            name = cast.first.inner_text().split("Lanzar ", 1)[1]
            hand = page.get_by_role("region", name="Tu mano")
            in_hand = hand.get_by_role("button", name=re.compile(re.escape(name))).count()
            before = page.locator("#request").get_attribute("data-request")
            cast.first.click()
            page.wait_for_function(
                f"() => document.querySelector('#request').dataset.request !== '{before}'"
            )
            cancel = page.get_by_role("button", name="Cancelar")
            if not cancel.is_visible():  # nothing left to choose: it was cast and paid
                continue
            page.keyboard.press("Escape")
            expect(page.locator("#prompt")).to_have_text("Tienes prioridad.")
            assert hand.get_by_role("button", name=re.compile(re.escape(name))).count() == in_hand
            expect(options(page).filter(has_text=f"Lanzar {name}")).to_have_count(1)
            return True
        if priority:
            land = page.locator("#options button.option", has_text=re.compile(r"Jugar "))
            if land.count():
                land.first.click()
            else:
                page.get_by_role("button", name="Pasar turno").click()
            continue
        player.act()
    raise AssertionError("no cast offered a choice to cancel in 200 decisions")
