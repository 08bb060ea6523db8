"""The store's tests run every case twice: on SQLite (a file in a temporary directory) and on
PostgreSQL when ``GRIMORIO_TEST_POSTGRES`` names a server (``make test`` starts one with
``tools/services.sh``). Unset — pytest run by hand — the PostgreSQL cases skip and say so;
set but unreachable, they fail: a gap is never hidden.

Each PostgreSQL case works in a schema of its own (``search_path`` set through the URL's
``options``), dropped after, so cases are independent and run in parallel under xdist."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from grimorio.store import Store

POSTGRES = os.environ.get("GRIMORIO_TEST_POSTGRES")
BACKENDS = ("sqlite", "postgresql")


def _postgres_schema_url() -> Iterator[str]:
    """A URL whose connections work in a fresh schema of the test server, dropped after."""
    if not POSTGRES:
        pytest.skip(
            "GRIMORIO_TEST_POSTGRES is not set: the PostgreSQL cases run under `make test` "
            "(tools/services.sh starts the server)"
        )
    schema = f"store_test_{uuid.uuid4().hex}"
    admin = create_engine(POSTGRES)
    try:
        with admin.begin() as connection:
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    except OperationalError as exc:
        admin.dispose()
        pytest.fail(
            f"GRIMORIO_TEST_POSTGRES is set but PostgreSQL is unreachable: {exc}", pytrace=False
        )
    url = make_url(POSTGRES).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database: an SQLite file, or a PostgreSQL schema of its own."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.sqlite3'}"
    else:
        yield from _postgres_schema_url()


@pytest.fixture
def store(url: str) -> Iterator[Store]:
    """A store opened (so migrated) on an empty database, closed after."""
    opened = Store(url)
    try:
        yield opened
    finally:
        opened.close()
