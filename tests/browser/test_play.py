"""The browser game, played by clicking (issue 19 §5 and its acceptance): a whole game against
the heuristic AI in Spanish, a game between two people in two browser contexts, a reconnect,
a spectator who sees no hand, a replay of a finished game."""

from __future__ import annotations

import re

from browser_driver import Player, Server, new_game, options, wait_turn
from playwright.sync_api import Browser, BrowserContext, Page, expect


def test_a_whole_game_against_the_heuristic_ai_by_clicking_in_spanish(
    page: Page, server: Server
) -> None:
    """Issue 19, acceptance: a whole game against the heuristic AI played by clicking, in
    Spanish, to its end — cards clicked to cast them (CR 601.2), pass-until to keep it short
    (CR 117.3d); the result banner shows and links to the replay."""
    new_game(page, server, "Ana")
    expect(page.get_by_role("region", name="Tu mano")).to_be_visible()
    assert "#t=" not in page.url  # the token left the address bar for localStorage
    player = Player(page)
    player.play_to_end()
    banner = page.get_by_role("alert")
    expect(banner).to_contain_text(re.compile(r"Has ganado|Has perdido"))
    expect(banner.get_by_role("link", name="Ver la repetición")).to_be_visible()
    assert player.clicked_cards >= 1  # some decisions were made by clicking a card


def _person_game(browser: Browser, server: Server) -> tuple[Page, Page, BrowserContext]:
    """A game between two people: the host invites, the friend opens the link and joins."""
    host_ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    host = host_ctx.new_page()
    host.goto(server.url + "/")
    host.get_by_label("Tu nombre").fill("Bea")
    host.get_by_role("radio", name="Un amigo (enviar un enlace)").check()
    host.get_by_role("button", name="Empezar la partida").click()
    invite = host.get_by_role("textbox", name="Enlace de invitación para tu amigo").input_value()
    watch = host.get_by_role("textbox", name="Enlace para espectadores").input_value()
    assert "/ver/" in watch
    host.get_by_role("link", name="Ir a la partida").click()
    friend_ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    friend = friend_ctx.new_page()
    friend.goto(invite)
    friend.get_by_label("Tu nombre").fill("Carlos")
    friend.get_by_role("button", name="Unirse a la partida").click()
    friend.wait_for_url(re.compile(r"/partida/"))
    for p in (host, friend):
        p.on("dialog", lambda d: d.accept())  # the concede confirmation
    return host, friend, friend_ctx


def _play_both(pages: list[Page], players: list[Player], until: int) -> None:
    """Each page answers when it has a request, until ``until`` decisions were made in all
    (or the game ended)."""
    total = 0
    while total < until:
        progressed = False
        for page, player in zip(pages, players, strict=True):
            if page.locator("#banner:not([hidden])").count():
                return
            if options(page).count():
                player.act()
                total += 1
                progressed = True
        if not progressed:
            pages[0].wait_for_timeout(50)


def test_two_people_in_two_browser_contexts_play_to_the_end(
    browser: Browser, server: Server
) -> None:
    """Issue 19, acceptance: a game between two browser contexts to its end; one player
    concedes late (CR 104.3a) and both see the result."""
    host, friend, friend_ctx = _person_game(browser, server)
    try:
        players = [Player(host), Player(friend)]
        _play_both([host, friend], players, until=60)
        expect(friend.locator(".turn-line")).to_contain_text("Turno")
        friend.get_by_role("button", name="Conceder").click()
        expect(friend.get_by_role("alert")).to_contain_text("Has perdido.")
        expect(host.get_by_role("alert")).to_contain_text("¡Has ganado!")
        assert players[0].decisions + players[1].decisions >= 10
    finally:
        host.context.close()
        friend_ctx.close()


def test_reconnect_in_the_middle_of_a_game_resumes_the_same_request(
    context: BrowserContext, page: Page, server: Server
) -> None:
    """Issue 19 §3: reconnecting with the seat's token (kept per game in localStorage) resumes
    the seat where it was — the same request, the same options."""
    new_game(page, server, "Dora")
    player = Player(page)
    for _ in range(4):
        assert wait_turn(page)
        player.act()
    assert wait_turn(page)
    url = page.url
    request = page.locator("#request").get_attribute("data-request")
    prompt = page.locator("#prompt").inner_text()
    labels = options(page).all_inner_texts()
    page.close()
    again = context.new_page()
    again.goto(url)
    expect(again.locator("#request")).to_have_attribute("data-request", request or "")
    expect(again.locator("#prompt")).to_have_text(prompt)
    assert options(again).all_inner_texts() == labels


def test_a_spectator_sees_no_hand_and_no_options(browser: Browser, server: Server) -> None:
    """CR 400.2 (hidden zones), issue 19 §7: the spectator page shows each hand as a count of
    card backs, no card name of any hand, no option and no pass button."""
    host, friend, friend_ctx = _person_game(browser, server)
    try:
        _play_both([host, friend], [Player(host), Player(friend)], until=6)
        watch_ctx = browser.new_context()
        watcher = watch_ctx.new_page()
        game = host.url.split("/partida/")[1].split("#")[0]
        watcher.goto(f"{server.url}/ver/{game}")
        expect(watcher.get_by_role("status")).to_contain_text("espectador")
        expect(watcher.locator(".turn-line")).to_be_visible()
        assert watcher.locator(".my-hand").count() == 0
        assert watcher.locator(".card-back").count() > 0
        assert watcher.locator("#options button").count() == 0
        assert not watcher.get_by_role("button", name="Pasar turno").is_visible()
        public = watcher.locator("#board").inner_text()
        for seat in (host, friend):
            for name in seat.locator(".my-hand .card-name").all_inner_texts():
                on_seat_board = seat.locator(
                    ".battlefield .card-name, .stack .card-name"
                ).all_inner_texts()
                if name not in on_seat_board:  # a copy elsewhere in public may share the name
                    assert name not in public
        watch_ctx.close()
    finally:
        host.context.close()
        friend_ctx.close()


def test_a_finished_game_replayed_moves_between_answers(page: Page, server: Server) -> None:
    """Issue 19 §5: the replay viewer of a finished game moves the board to any answer, the
    log beside it; everything revealed at the end (CR 708.9)."""
    new_game(page, server, "Eva")
    player = Player(page)
    for _ in range(6):
        if not wait_turn(page):
            break
        player.act()
    page.get_by_role("button", name="Conceder").click()
    banner = page.get_by_role("alert")
    expect(banner).to_contain_text("Has perdido.")
    banner.get_by_role("link", name="Ver la repetición").click()
    page.wait_for_url(re.compile(r"/repeticion/"))
    at = page.get_by_role("region", name="Repetición").get_by_role("status")
    expect(at).to_contain_text(re.compile(r"Respuesta 0 de \d+"))
    total = int(re.findall(r"\d+", at.inner_text())[1])
    assert total >= 3
    log_at_start = page.locator("#log li").count()
    page.get_by_role("button", name="Siguiente").click()
    expect(at).to_contain_text(f"Respuesta 1 de {total}")
    page.get_by_role("button", name="Final").click()
    expect(at).to_contain_text(f"Respuesta {total} de {total}")
    assert page.locator("#log li").count() > log_at_start
    expect(page.get_by_role("region", name=re.compile("Campo de batalla de Eva"))).to_be_visible()
    expect(page.get_by_role("alert")).to_contain_text("Gana")
    page.get_by_role("button", name="Principio").click()
    expect(at).to_contain_text(f"Respuesta 0 de {total}")
    # the lobby lists it among the finished games
    page.goto(server.url + "/")
    expect(
        page.get_by_role("region", name="Partidas terminadas").get_by_role("link").first
    ).to_be_visible()
