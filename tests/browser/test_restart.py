"""A server restart in the middle of a game (issue 19 §2, acceptance): the server stops, a new
one starts on the same database and port, both players' pages reconnect on their own and the
game goes on from the same decision (the saved-game checks) to its end."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_driver import Player, Server
from playwright.sync_api import Browser, expect
from test_play import _person_game, _play_both


@pytest.fixture
def own_server(tmp_path: Path) -> Iterator[Server]:
    s = Server(tmp_path / "restart.db")
    s.start()
    yield s
    s.stop()


def test_a_server_restart_mid_game_and_both_players_finish(
    browser: Browser, own_server: Server
) -> None:
    host, friend, friend_ctx = _person_game(browser, own_server)
    try:
        players = [Player(host), Player(friend)]
        _play_both([host, friend], players, until=12)
        own_server.stop()
        expect(host.get_by_role("status")).to_contain_text("Reconectando")
        own_server.start()
        expect(host.get_by_role("status")).not_to_contain_text("Reconectando")
        _play_both([host, friend], players, until=12)
        host.get_by_role("button", name="Conceder").click()
        expect(host.get_by_role("alert")).to_contain_text("Has perdido.")
        expect(friend.get_by_role("alert")).to_contain_text("¡Has ganado!")
    finally:
        host.context.close()
        friend_ctx.close()
