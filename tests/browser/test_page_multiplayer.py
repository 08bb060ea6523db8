"""The game page of a game of more than two (issue 23 §4; CR 800.1): the lobby makes a game
of four with three AIs; the page shows the three opponents in a rail, one of them full-size,
another brought to the centre by a click or by the O key; the person acts; an attack names
the player it is against (CR 802.1); the page stays usable at phone width."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_driver import Player, Server, options, wait_turn
from playwright.sync_api import Browser, Page, expect

# The seed of the game in which Mara attacks: a random game of four may see her dead first.
ATTACK_SEED = int(os.environ.get("GRIMORIO_ATTACK_SEED", "1"))


@pytest.fixture
def seeded_server(tmp_path: Path) -> Iterator[Server]:
    """A server of its own whose first game has ``ATTACK_SEED`` (``grimorio serve --seed``)."""
    s = Server(tmp_path / "grimorio.db", seed=ATTACK_SEED)
    s.start()
    yield s
    s.stop()


def new_game_of_four(page: Page, server: Server, name: str) -> None:
    """The lobby in Spanish: four players, the three seats after the creator's AIs."""
    page.goto(server.url + "/")
    page.get_by_label("Tu nombre").fill(name)
    page.get_by_label("Número de jugadores").select_option("4")
    for seat in (2, 3, 4):
        expect(page.get_by_label(f"Asiento {seat}", exact=True)).to_have_value("heuristic")
    page.get_by_role("button", name="Empezar la partida").click()
    page.wait_for_url(re.compile(r"/partida/"))


def test_three_opponents_in_the_rail_one_focused_and_the_person_acts(
    page: Page, server: Server
) -> None:
    """CR 800.1: the rail lists the three opponents in turn order, the first of them in
    focus (its battlefield full-size); a click on another brings theirs to the centre and
    the O key the next one; the person answers a request, and the focus stays."""
    new_game_of_four(page, server, "Lola")
    rail = page.get_by_role("list", name="Rivales")
    expect(rail.get_by_role("listitem")).to_have_count(3)
    looks = rail.get_by_role("button", name=re.compile(r"^Mirar a "))
    expect(looks).to_have_count(3)
    assert [b.inner_text() for b in looks.all()] == ["IA 1", "IA 2", "IA 3"]
    expect(looks.nth(0)).to_have_attribute("aria-pressed", "true")
    board = page.locator("#board")
    expect(board.get_by_role("region", name="Campo de batalla de IA 1")).to_be_visible()
    expect(board.get_by_role("region", name="Campo de batalla de Lola")).to_be_visible()
    expect(board.get_by_role("region", name="Tu mano")).to_be_visible()

    looks.nth(1).click()
    expect(looks.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(looks.nth(0)).to_have_attribute("aria-pressed", "false")
    expect(board.get_by_role("region", name="Campo de batalla de IA 2")).to_be_visible()
    expect(board.get_by_role("region", name="Campo de batalla de IA 1")).to_have_count(0)
    expect(board.get_by_role("region", name=re.compile(r"^Mano de IA 2"))).to_be_visible()
    expect(looks.nth(1)).to_be_focused()  # the keyboard stays where it was

    page.keyboard.press("o")  # the next opponent in the rail
    expect(looks.nth(2)).to_have_attribute("aria-pressed", "true")
    expect(board.get_by_role("region", name="Campo de batalla de IA 3")).to_be_visible()
    looks.nth(1).click()

    assert wait_turn(page)
    before = page.locator("#request").get_attribute("data-request")
    options(page).first.click()
    page.wait_for_function(
        f"() => document.querySelector('#request').dataset.request !== '{before}'"
        " || !document.querySelector('#banner').hidden"
    )
    expect(board.get_by_role("region", name="Campo de batalla de IA 2")).to_be_visible()
    expect(looks.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("status")).not_to_contain_text("Error")


def test_an_attack_names_the_player_it_is_against_802_1(page: Page, seeded_server: Server) -> None:
    """CR 802.1: in a game of four, a creature's attack options name each opponent it may
    attack; the card's menu offers them all, and the creature, once attacking, shows whom
    (a stop set in one's declare-attackers step keeps the combat on the screen)."""
    page.goto(seeded_server.url + "/")
    stops = [["mine", "main1"], ["mine", "main2"], ["mine", "declare_attackers"]]
    page.evaluate(f"localStorage.setItem('grimorio.stops', '{json.dumps(stops)}')")
    new_game_of_four(page, seeded_server, "Mara")
    opponents = {"IA 1", "IA 2", "IA 3"}
    for _ in range(400):
        if not wait_turn(page, timeout=60_000):
            break
        if "atacantes" in page.locator("#prompt").inner_text():
            attacks = options(page).filter(has_text=re.compile(r"^\d? ?Atacar a "))
            if not attacks.count():
                options(page).first.click()
                continue
            labels = attacks.all_inner_texts()
            named = {re.sub(r"^\d? ?Atacar a (.+) con .*$", r"\1", t) for t in labels}
            assert named == opponents, labels
            page.locator(".side.bottom .battlefield button.card.actionable").first.click()
            menu = page.get_by_role("menu")
            expect(menu).to_be_visible()
            items = menu.get_by_role("menuitem", name=re.compile(r"^Atacar a "))
            assert {t.split(" con ")[0] for t in items.all_inner_texts()} == {
                f"Atacar a {name}" for name in opponents
            }
            items.filter(has_text="Atacar a IA 2").first.click()
            while wait_turn(page) and "atacantes" in page.locator("#prompt").inner_text():
                Player(page).click_option("Listo")  # no other attacker
            attacking = page.locator(".side.bottom .card.attacking")
            expect(attacking.first).to_contain_text("→ IA 2")
            expect(attacking.first).to_have_attribute("aria-label", re.compile("atacando a IA 2"))
            expect(page.locator("#log")).to_contain_text("ataca a IA 2")
            return
        _act(page)
    raise AssertionError("no attack was offered before the game ended")


def _act(page: Page) -> None:
    """One decision of Mara, a simple player: a land or a spell when she may, else pass —
    in her turn with the P key (until something happens, so that her stops hold), in the
    others' until her turn; the mana paid as suggested; otherwise the hand kept, a
    declaration done, or the first option."""
    pay = page.locator("#pay-button")
    if pay.is_visible() and pay.is_enabled():
        pay.click()
        return
    if page.get_by_role("button", name="Pasar turno").is_enabled():  # priority
        play = options(page).filter(has_text=re.compile(r"^\d? ?(Jugar|Lanzar) "))
        if play.count():
            play.first.click()
        elif "Turno de Mara" in page.locator(".turn-line").inner_text():
            page.keyboard.press("p")
        else:
            page.get_by_role("button", name="Hasta mi turno").click()
        return
    player = Player(page)
    for name in ("Quedarse con la mano", "Listo"):
        if player.click_option(name):
            return
    options(page).first.click()


def test_a_game_of_four_fits_the_phone_width(browser: Browser, server: Server) -> None:
    """At 390 px the rail's panels stack: no horizontal scroll, the pass buttons on the page."""
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    try:
        page = ctx.new_page()
        new_game_of_four(page, server, "Nico")
        expect(page.get_by_role("list", name="Rivales").get_by_role("listitem")).to_have_count(3)
        assert wait_turn(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.evaluate("document.body.scrollWidth") <= 390
        expect(page.get_by_role("button", name="Pasar turno")).to_be_visible()
    finally:
        ctx.close()


def test_a_person_who_concedes_watches_the_rest_greyed_as_out_800_4a(
    page: Page, server: Server
) -> None:
    """CR 104.3a, 800.4a: a person who concedes a game of four leaves it; the page says so,
    greys their side as out, takes the concede button away, and the game goes on before
    their eyes (the log grows) with the three opponents still in the rail."""
    new_game_of_four(page, server, "Olga")
    assert wait_turn(page)
    concede = page.get_by_role("button", name="Conceder", exact=True)
    concede.click()  # the confirmation is accepted
    expect(page.get_by_role("alert")).to_contain_text("Has salido de la partida")
    expect(page.locator(".side.bottom")).to_have_class(re.compile(r"\bout\b"))
    expect(page.locator(".side.bottom .player-strip")).to_contain_text("Fuera de la partida")
    expect(concede).to_be_disabled()
    expect(page.get_by_role("list", name="Rivales").get_by_role("listitem")).to_have_count(3)
    lines = page.locator("#log li").count()
    page.wait_for_function(f"() => document.querySelectorAll('#log li').length > {lines}")
    assert options(page).count() == 0
