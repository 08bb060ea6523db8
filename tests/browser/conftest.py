"""Fixtures of the browser tests: one ``grimorio serve`` for the session (a tmp SQLite file,
a free loopback port), one Chromium (Debian's), a fresh context per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_driver import Server, launch
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = Server(tmp_path_factory.mktemp("serve") / "grimorio.db")
    s.start()
    yield s
    s.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="es-ES")
    ctx.set_default_timeout(20_000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    p = context.new_page()
    p.on("dialog", lambda d: d.accept())  # the concede confirmation
    return p
