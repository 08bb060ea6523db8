"""Driving the web client in Debian's Chromium with Playwright (issue 19, acceptance): the
server as a subprocess (``grimorio serve`` on a free loopback port, a SQLite file), and a
player who reads the page as a person does — by roles and labels, so that the tests also check
that every action is reachable and named (accessibility)."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Page

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# `grimorio serve` as the console script runs it, with this tree's sources first on the path
LAUNCH = "import sys; from grimorio.cli.main import main; sys.exit(main())"
TIMEOUT = 20_000  # ms, for one answer of the server (an AI's move included)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    """``grimorio serve`` in a subprocess (a free loopback port, a SQLite file); ``stop``
    then ``start`` is a server restart on the same port and database; ``seed`` makes its
    games reproducible (``--seed``)."""

    db: Path
    seed: int | None = None
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
        where = ["--host", "127.0.0.1", "--port", str(self.port), "--db", f"sqlite:///{self.db}"]
        if self.seed is not None:
            where += ["--seed", str(self.seed)]
        cmd = [sys.executable, "-c", LAUNCH, "serve", *where]
        self.proc = subprocess.Popen(
            cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                raise RuntimeError(f"grimorio serve ended: {err[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/decks", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("grimorio serve did not start in 30 s")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
            self.proc = None


def launch(playwright: object) -> Browser:
    chromium = playwright.chromium  # type: ignore[attr-defined]
    browser: Browser = chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    return browser


# -- the lobby ------------------------------------------------------------------------------
def new_game(page: Page, server: Server, name: str, opponent: str = "opp_heuristic") -> None:
    """Fill the lobby in Spanish and start a game against the AI; the page ends on the game."""
    page.goto(server.url + "/")
    page.get_by_label("Tu nombre").fill(name)
    page.get_by_role("radio", name=OPPONENTS[opponent]).check()
    page.get_by_role("button", name="Empezar la partida").click()
    page.wait_for_url(re.compile(r"/partida/"))


OPPONENTS = {
    "opp_heuristic": "IA heurística",
    "opp_search": "IA de búsqueda",
    "opp_person": "Un amigo (enviar un enlace)",
}


# -- the game page --------------------------------------------------------------------------
def request_region(page: Page):  # type: ignore[no-untyped-def]
    return page.get_by_role("region", name="Decisión pendiente")


def options(page: Page):  # type: ignore[no-untyped-def]
    return page.locator("#options button.option:not([disabled])")


def result_shown(page: Page) -> bool:
    return page.locator("#banner:not([hidden])").count() > 0


def wait_turn(page: Page, timeout: float = TIMEOUT) -> bool:
    """Wait until this seat has a request it may answer (True) or the game is over (False)."""
    page.wait_for_function(
        "() => document.querySelector('#options button.option:not([disabled])')"
        " || !document.querySelector('#banner').hidden",
        timeout=timeout,
    )
    return not result_shown(page)


@dataclass
class Player:
    """A simple player who clicks: keeps its hand, plays a land and a spell a turn by
    clicking the cards, attacks with what it may, blocks never, and passes the turn with the
    pass-until button."""

    page: Page
    casts_this_turn: int = 0
    turn_seen: int = -1
    decisions: int = 0
    clicked_cards: int = 0

    def prompt(self) -> str:
        return self.page.locator("#prompt").inner_text()

    def turn(self) -> int:
        text = self.page.locator(".turn-line span").first.inner_text()
        digits = re.findall(r"\d+", text)
        return int(digits[0]) if digits else 0

    def click_option(self, name: str) -> bool:
        button = self.page.locator("#options").get_by_role("button", name=name, exact=True)
        if button.count() and button.first.is_enabled():
            button.first.click()
            return True
        return False

    def click_card(self, card) -> None:  # type: ignore[no-untyped-def]
        card.click()
        menu = self.page.get_by_role("menu")
        if menu.is_visible():
            menu.get_by_role("menuitem").first.click()
        self.clicked_cards += 1

    def act(self) -> None:
        """Make one decision."""
        page = self.page
        self.decisions += 1
        turn = self.turn()
        if turn != self.turn_seen:
            self.turn_seen, self.casts_this_turn = turn, 0
        kind_attackers = "atacantes" in self.prompt()
        pay = page.locator("#pay-button")
        if pay.is_visible() and pay.is_enabled():
            pay.click()
            return
        if page.get_by_role("button", name="Pasar turno").is_enabled():  # priority
            hand = page.get_by_role("region", name="Tu mano").locator("button.card.actionable")
            if hand.count() and self.casts_this_turn < 2:
                self.casts_this_turn += 1
                self.click_card(hand.first)
                return
            page.get_by_role("button", name="Pasar turno").click()
            return
        if kind_attackers:
            mine = page.locator(".side.bottom .battlefield button.card.actionable:not(.attacking)")
            if mine.count() and self.casts_this_turn < 10:
                self.casts_this_turn += 1
                self.click_card(mine.first)
                return
        for name in ("Quedarse con la mano", "Listo"):
            if self.click_option(name):
                return
        options(page).first.click()

    def play_to_end(self, limit: int = 400) -> None:
        while wait_turn(self.page):
            assert self.decisions < limit, "the game did not end"
            self.act()
