"""The browser plays the variants (issue 23 §4–5): the lobby makes a Commander game of four
(CR 903) and an Archenemy game of three (Supervillain Rumble, 904.12) with AIs; the game page
names the variant in its header and shows each player's command zone — commanders with
their tax, the scheme deck's size — the person casts their commander from it (903.8), and no
message the socket receives names a face-down scheme (904.4)."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_driver import Server, options, wait_turn
from playwright.sync_api import Page, WebSocket, expect

from grimorio.cards.registry import get
from grimorio.sample_decks import scheme_deck

SEED = int(os.environ.get("GRIMORIO_COMMANDER_SEED", "2"))
SHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture
def seeded_server(tmp_path: Path) -> Iterator[Server]:
    """A server of its own whose first game has ``SEED`` (``grimorio serve --seed``)."""
    s = Server(tmp_path / "grimorio.db", seed=SEED)
    s.start()
    yield s
    s.stop()


def new_variant_game(page: Page, server: Server, name: str, variant: str, players: int) -> None:
    """The lobby in Spanish: the variant, the number of players, every other seat an AI."""
    page.goto(server.url + "/")
    page.get_by_label("Tu nombre").fill(name)
    page.get_by_role("radio", name=variant, exact=True).check()
    if variant == "Commander":  # the decks offered are the Commander decks (CR 903.3)
        expect(page.locator("#sample option").first).to_contain_text("Niko")
    page.get_by_label("Número de jugadores").select_option(str(players))
    for seat in range(2, players + 1):
        expect(page.get_by_label(f"Asiento {seat}", exact=True)).to_have_value("heuristic")
    page.get_by_role("button", name="Empezar la partida").click()
    page.wait_for_url(re.compile(r"/partida/"))


def test_the_lobby_offers_the_commander_decks_by_their_commander_903_3(
    page: Page, server: Server
) -> None:
    """CR 903.3: choosing Commander, the deck list offers the shipped Commander decks named
    by their commander; back to free-for-all (806), the sample decks; in English the
    variants are named too."""
    page.goto(server.url + "/")
    variants = page.get_by_role("group", name="Variante")
    expect(variants.get_by_role("radio", name="Todos contra todos")).to_be_checked()
    variants.get_by_role("radio", name="Commander").check()
    sample = page.get_by_label("Mazo de Commander (por su comandante)")
    expect(sample.locator("option")).to_have_count(4)
    expect(sample.locator("option").first).to_have_text("Niko, Luz de la Esperanza (100 cartas)")
    variants.get_by_role("radio", name="Todos contra todos").check()
    expect(page.get_by_label("Mazo de muestra", exact=True).locator("option").first).to_have_text(
        "Azul-negro (40 cartas)"
    )
    page.get_by_role("button", name="Cambiar a inglés").click()
    expect(page.get_by_role("group", name="Variant")).to_contain_text("Free-for-All")


def test_a_commander_game_of_four_shows_the_command_zone_and_casts_the_commander_903_8(
    page: Page, seeded_server: Server
) -> None:
    """CR 903.6, 903.8, 903.10a: in a Commander game of four the header names the variant;
    every player's command zone shows their commander; the person plays lands until the
    commander in their command zone is castable (its card marked), clicks it and pays: it
    leaves the command zone for the stack, and its tax for the next cast shows "+{2}"."""
    stops = [["mine", "main1"], ["mine", "main2"]]
    page.goto(seeded_server.url + "/")
    page.evaluate(f"localStorage.setItem('grimorio.stops', '{json.dumps(stops)}')")
    new_variant_game(page, seeded_server, "Lía", "Commander", 4)
    expect(page.locator("#variant")).to_have_text("Variante: Commander")
    board = page.locator("#board")
    mine = board.get_by_role("region", name="Zona de mando de Lía")
    niko_name = re.compile("^Niko, Luz de la Esperanza")
    expect(mine.get_by_role("button", name=niko_name)).to_be_visible()
    for ai in ("IA 1", "IA 2", "IA 3"):
        expect(board.get_by_role("region", name=f"Zona de mando de {ai}").first).to_be_visible()
    niko = mine.locator("button.card")
    for _ in range(300):
        assert wait_turn(page, timeout=60_000), "the game ended first"
        pay = page.locator("#pay-button")
        if pay.is_visible() and pay.is_enabled():
            pay.click()
            continue
        if niko.count() and "actionable" in (niko.first.get_attribute("class") or ""):
            niko.first.click()
            menu = page.get_by_role("menu")
            if menu.is_visible():
                menu.get_by_role("menuitem", name=re.compile("^Lanzar")).first.click()
            break
        _act(page)
    else:
        raise AssertionError("the commander was never castable")
    while wait_turn(page) and page.locator("#pay-button").is_visible():
        page.locator("#pay-button").click()
    expect(page.locator("#log")).to_contain_text("Niko, Luz de la Esperanza")
    expect(mine.locator(".commander-away")).to_have_text("Niko, Luz de la Esperanza (+{2})")
    expect(mine.locator("button.card")).to_have_count(0)
    SHOT.mkdir(parents=True, exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SHOT / "game-commander-4p-1280x720.png"))


def _act(page: Page) -> None:
    """One decision of a player who waits for their commander: a land when they may (never
    another spell, so the mana is there), else pass; the hand kept, declarations done."""
    if page.get_by_role("button", name="Pasar turno").is_enabled():  # priority
        land = options(page).filter(has_text=re.compile(r"^\d? ?Jugar "))
        if land.count():
            land.first.click()
        elif "Turno de Lía" in page.locator(".turn-line").inner_text():
            page.keyboard.press("p")
        else:
            page.get_by_role("button", name="Hasta mi turno").click()
        return
    for name in ("Quedarse con la mano", "Listo"):
        button = page.locator("#options").get_by_role("button", name=name, exact=True)
        if button.count():
            button.first.click()
            return
    options(page).first.click()


def _scheme_names() -> set[str]:
    return {get(k).name(lang) for k in scheme_deck().schemes for lang in ("es", "en")}


def test_an_archenemy_game_of_three_never_sends_a_face_down_scheme_904_4(
    page: Page, server: Server
) -> None:
    """CR 904.4, 904.9, 904.12: in an Archenemy game of three, each player's command zone
    shows the size of their scheme deck and the schemes set in motion face up; the person
    plays on while the AIs take their turns, and no frame the socket receives names a
    scheme that was never face up."""
    frames: list[str] = []

    def watch(ws: WebSocket) -> None:
        # each frame decoded and written back unescaped, so that an accented name is found
        ws.on(
            "framereceived",
            lambda payload: frames.append(json.dumps(json.loads(payload), ensure_ascii=False)),
        )

    page.on("websocket", watch)
    new_variant_game(page, server, "Iker", "Archenemy", 3)
    expect(page.locator("#variant")).to_have_text("Variante: Archenemy")
    board = page.locator("#board")
    for who in ("Iker", "IA 1", "IA 2"):
        zone = board.get_by_role("region", name=f"Zona de mando de {who}").first
        expect(zone).to_contain_text(re.compile(r"Mazo de planes: \d+"))
    turn = page.locator(".turn-line span").first
    for _ in range(200):
        if not wait_turn(page, timeout=60_000) or "Turno 4" in turn.inner_text():
            break
        _act_archenemy(page)
    assert "Turno 4" in turn.inner_text() or page.locator("#banner:not([hidden])").count()
    shown: set[str] = set()
    for frame in frames:
        message = json.loads(frame)
        view = message.get("view") or {}
        shown |= {o["name"] for o in view.get("command", []) if "name" in o}
        for line in message.get("log", []):
            text = json.dumps(line, ensure_ascii=False)
            if "pone en marcha" in text or "in motion" in text:
                shown |= {n for n in _scheme_names() if n in text}
    assert shown  # some scheme was set in motion and shown (904.9)
    hidden = _scheme_names() - shown
    assert len(hidden) >= 10
    for frame in frames:
        assert not [n for n in hidden if n in frame], frame[:200]


def _act_archenemy(page: Page) -> None:
    pay = page.locator("#pay-button")
    if pay.is_visible() and pay.is_enabled():
        pay.click()
        return
    if page.get_by_role("button", name="Pasar turno").is_enabled():
        page.get_by_role("button", name="Pasar turno").click()
        return
    for name in ("Quedarse con la mano", "Listo"):
        button = page.locator("#options").get_by_role("button", name=name, exact=True)
        if button.count():
            button.first.click()
            return
    options(page).first.click()
