"""The tutorial's progress in the store (issue 24 §5): the lessons each learner completed,
kept by the SHA-256 of the learner's id, with the time of the first completion; migration
0003 adds the table on SQLite and PostgreSQL alike, and going down to 0002 and up again
keeps the games. Bad input is refused in Spanish and English and writes nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text
from store_support import new_game

from grimorio.store import Store, StoreError
from grimorio.store.models import Base
from grimorio.store.store import migration_config, token_hash

ANA = "a1B2c3D4e5F6g7H8i9J0kL"  # as a browser makes them: base64url, 16 to 64 characters
BEA = "Zz_-" * 6


def _progress_rows(store: Store) -> list[tuple[str, str]]:
    with store.engine.connect() as connection:
        found = connection.execute(text("SELECT learner_hash, lesson FROM lesson_progress"))
        return sorted((str(a), str(b)) for a, b in found)


def _run(store: Store, step: str, target: str) -> None:
    with store.engine.begin() as connection:
        getattr(command, step)(migration_config(connection), target)


def test_a_completed_lesson_is_kept_by_the_learners_hash(store: Store) -> None:
    """Issue 24 §5: a learner's completed lessons, each with when; marking it again (a
    replayed lesson) keeps the first time; another learner's are apart; the id itself is
    never written, only its SHA-256."""
    assert store.lessons_done(ANA) == {}
    before = datetime.now(UTC)
    first = store.mark_lesson_done(ANA, "tierras")
    assert before <= first <= datetime.now(UTC)
    assert first.tzinfo is not None
    assert store.mark_lesson_done(ANA, "tierras") == first
    store.mark_lesson_done(ANA, "objetivo")
    store.mark_lesson_done(BEA, "objetivo")
    done = store.lessons_done(ANA)
    assert set(done) == {"tierras", "objetivo"}
    assert done["tierras"] == first
    assert set(store.lessons_done(BEA)) == {"objetivo"}
    rows = _progress_rows(store)
    assert (token_hash(ANA), "tierras") in rows and len(rows) == 3
    assert not any(ANA in h or BEA in h for h, _ in rows)


@pytest.mark.parametrize(
    ("learner", "lesson"),
    [
        ("short", "tierras"),  # fewer than 16 characters
        ("x" * 65, "tierras"),  # more than 64
        (ANA + "<b>", "tierras"),  # not base64url
        (None, "tierras"),
        (ANA, "Tierras"),  # a lesson id is lower-case
        (ANA, "t" * 41),
        (ANA, ""),
        (ANA, 7),
    ],
)
def test_bad_input_is_refused_and_writes_nothing(
    store: Store, learner: object, lesson: object
) -> None:
    """Issue 24 (bad input gets a clear error and changes nothing): a learner's id that
    isn't one a browser makes, or a lesson id that isn't one, is a StoreError in Spanish and
    English, and the table is as it was."""
    store.mark_lesson_done(ANA, "tierras")
    before = _progress_rows(store)
    with pytest.raises(StoreError) as refused:
        store.mark_lesson_done(learner, lesson)  # type: ignore[arg-type]
    assert refused.value.es and refused.value.en and refused.value.es != refused.value.en
    assert _progress_rows(store) == before
    if not isinstance(learner, str) or learner != ANA:
        with pytest.raises(StoreError):
            store.lessons_done(learner)  # type: ignore[arg-type]


def test_migration_0003_adds_the_progress_and_keeps_the_games(store: Store) -> None:
    """Down to 0002 the progress table is gone and the games stay; up to head (0003) it is
    back, empty, and the models match the migrated database (autogenerate finds nothing)."""
    game = new_game(store)
    store.mark_lesson_done(ANA, "tierras")
    _run(store, "downgrade", "0002")
    assert "lesson_progress" not in inspect(store.engine).get_table_names()
    assert store.load(game).names == ("Ana", "Beto")
    _run(store, "upgrade", "head")
    assert "lesson_progress" in inspect(store.engine).get_table_names()
    with store.engine.connect() as connection:
        assert MigrationContext.configure(connection).get_current_revision() == "0003"
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
    assert store.lessons_done(ANA) == {}
    assert store.load(game).names == ("Ana", "Beto")
