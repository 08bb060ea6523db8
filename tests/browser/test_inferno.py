"""Inferno in the browser (issue 22): a game against the AI started from the lobby with the
demonstration decks; the player's strip shows the deck and the energy, never life
(I-106, I-112.3a); resources are counted, never named (I-305.2); a card is played by
clicking its option; the log speaks Inferno's words."""

from __future__ import annotations

import re

from browser_driver import Server, options, wait_turn
from playwright.sync_api import Page, expect


def test_an_inferno_game_from_the_lobby(page: Page, server: Server) -> None:
    page.goto(server.url + "/")
    page.get_by_label("Tu nombre").fill("Anastacia")
    page.get_by_role("radio", name="Inferno (mazos de demostración)").check()
    expect(page.locator("#deck-box")).to_be_hidden()
    page.get_by_role("button", name="Empezar la partida").click()
    page.wait_for_url(re.compile(r"/partida/"))
    played = False
    for _ in range(120):
        if not wait_turn(page):
            break
        strip = page.locator(".player-strip", has_text="Anastacia").first
        expect(strip).to_contain_text("Mazo:")
        expect(strip).to_contain_text("Energía:")
        expect(strip).not_to_contain_text("♥")
        play = page.locator("#options button.option", has_text=re.compile(r"Jugar "))
        if not played and play.count():
            play.first.click()
            played = True
            continue
        buttons = options(page)
        pass_button = buttons.filter(has_text=re.compile(r"^\d? ?Pasar$"))
        (pass_button.first if pass_button.count() else buttons.first).click()
        if played and page.locator(".resources").count():
            break
    assert played
    expect(page.locator(".resources").first).to_contain_text("recurso")
    log = page.get_by_role("region", name="Registro")
    expect(log).to_contain_text("(I-")
    expect(log).not_to_contain_text("roba una carta")
