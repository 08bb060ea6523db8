"""The store's schema (issue 19 §2): Alembic's migrations, run in code with no alembic.ini,
go up to head on an empty database, down to base and up again; the tables they make are
exactly the models' (autogenerate finds nothing to change); opening a store migrates."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Column, Engine, MetaData, String, Text, inspect

from grimorio.store import Store
from grimorio.store.models import Base
from grimorio.store.store import migration_config

TABLES = {"games", "answers", "seats", "invites", "lesson_progress"}


def _tables(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names()) - {"alembic_version"}


def _revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def _run(engine: Engine, step: str, target: str) -> None:
    with engine.begin() as connection:
        getattr(command, step)(migration_config(connection), target)


def test_upgrade_downgrade_upgrade(url: str) -> None:
    """On an empty database: head makes the five tables, base removes them, head again makes
    them again — and a store opens on the result."""
    store = Store(url)  # migrates an empty database to head
    engine = store.engine
    try:
        assert _tables(engine) == TABLES
        assert _revision(engine) == "0003"
        _run(engine, "downgrade", "base")
        assert _tables(engine) == set()
        assert _revision(engine) is None
        _run(engine, "upgrade", "head")
        assert _tables(engine) == TABLES
        assert _revision(engine) == "0003"
        indexes = {i["name"] for i in inspect(engine).get_indexes("games")}
        assert {"ix_games_status_updated", "ix_games_updated"} <= indexes
    finally:
        store.close()
    reopened = Store(url)  # already at head: nothing to do, and it works
    try:
        assert reopened.games() == []
    finally:
        reopened.close()


def test_a_store_opened_on_a_downgraded_database_migrates_it(url: str) -> None:
    """Opening a store brings a database at base back to head by itself."""
    store = Store(url)
    _run(store.engine, "downgrade", "base")
    store.close()
    again = Store(url)
    try:
        assert _tables(again.engine) == TABLES
        assert _revision(again.engine) == "0003"
    finally:
        again.close()


def test_the_models_match_the_migration(url: str) -> None:
    """Alembic's autogenerate compares the migrated database with the models and finds no
    difference (tables, columns, types, nullability, indexes, keys)."""
    store = Store(url)
    try:
        with store.engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            differences = compare_metadata(context, Base.metadata)
        assert differences == []
    finally:
        store.close()


def test_the_comparison_sees_a_difference(url: str) -> None:
    """The comparison above can fail: models with one more column and one column of another
    type differ from the migrated database, and autogenerate says where."""
    store = Store(url)
    changed = MetaData()
    for table in Base.metadata.tables.values():
        copy = table.to_metadata(changed)
        if table.name == "games":
            copy.append_column(Column("extra", Text, nullable=True))
            copy.c.seed.type = String(5)
    try:
        with store.engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            differences = repr(compare_metadata(context, changed))
        assert "extra" in differences
        assert "modify_type" in differences and "seed" in differences
    finally:
        store.close()
