"""Screenshots of the web client for the README (issue 19, acceptance): the lobby and the game
page at 1280×720 and at phone width (390×844), taken in Debian's Chromium with Playwright
against a server on loopback with a throwaway SQLite file.

    PYTHONPATH=src python tools/screenshots.py [--out docs/screenshots] [--turn 5]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browser_driver import Player, Server, launch, new_game, wait_turn  # noqa: E402

SIZES = {"1280x720": (1280, 720), "390x844": (390, 844)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--turn", type=int, default=5, help="play until this turn")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        server = Server(Path(tmp) / "shots.db")
        server.start()
        browser = launch(p)
        try:
            made = []
            ctx = browser.new_context(viewport={"width": 1280, "height": 720})
            page = ctx.new_page()
            page.goto(server.url + "/")
            page.get_by_label("Tu nombre").fill("Ana")
            made.append(shot(page, args.out / "lobby-1280x720.png"))
            new_game(page, server, "Ana")
            player = Player(page)
            while wait_turn(page) and player.turn() < args.turn:
                player.act()
            page.locator("#board .my-hand .card").first.hover()
            made.append(shot(page, args.out / "game-1280x720.png"))
            game_url = page.url
            storage = ctx.storage_state()
            phone = browser.new_context(
                viewport={"width": 390, "height": 844}, storage_state=storage, is_mobile=True
            )
            small = phone.new_page()
            small.goto(server.url + "/")
            made.append(shot(small, args.out / "lobby-390x844.png"))
            small.goto(game_url)
            small.wait_for_selector(".turn-line")
            made.append(shot(small, args.out / "game-390x844.png"))
            for path in made:
                print(path.relative_to(ROOT))
        finally:
            browser.close()
            server.stop()
    return 0


def shot(page, path: Path) -> Path:  # type: ignore[no-untyped-def]
    page.wait_for_timeout(300)
    page.screenshot(path=str(path))
    return path


if __name__ == "__main__":
    raise SystemExit(main())
