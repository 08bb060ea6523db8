"""Alembic's environment for the store's migrations (issue 19 §2).

:class:`grimorio.store.Store` runs the migrations itself on opening, on its own connection
(``config.attributes["connection"]``), with a configuration built in code: no
``alembic.ini`` is needed. A configuration that carries a ``sqlalchemy.url`` instead (an
``alembic`` command line with ``-x`` or an ini file of one's own) gets its own engine.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from grimorio.store.models import Base

TARGET = Base.metadata


def _migrate(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=TARGET, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def _offline() -> None:
    context.configure(
        url=context.config.get_main_option("sqlalchemy.url"),
        target_metadata=TARGET,
        literal_binds=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def _online() -> None:
    given = context.config.attributes.get("connection")
    if given is not None:
        _migrate(given)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    assert url, "no connection and no sqlalchemy.url to migrate"
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            _migrate(connection)
    finally:
        engine.dispose()


if context.is_offline_mode():
    _offline()
else:
    _online()
