"""The store's tables (issue 19 §2), as SQLAlchemy 2.x declarative classes.

A game is one row of ``games``; its answers are rows of ``answers``, one per decision, so a
game saved after every decision survives a server restart and resumes exactly (DESIGN
principle 3: seed, decks and answers make the game). A seat's token and an invitation's
token are kept only as their SHA-256 (``token_hash``); the tokens themselves are never
written. The migration ``versions/0001_initial.py`` creates these tables and
``versions/0002_variant.py`` adds a game's variant and its command-zone cards (issue 23: a
Commander or Archenemy game); ``versions/0003_lesson_progress.py`` the lessons of the
tutorial a learner has completed (issue 24: ``lesson_progress``, keyed by the SHA-256 of the
learner's id). A test compares them with Alembic's autogenerate.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

GAME_ID_CHARS = 22  # secrets.token_urlsafe(16): 16 random bytes in base64url
HASH_CHARS = 64  # a SHA-256 in hexadecimal
SEED_CHARS = 21  # a seed from -2**63 to 2**64 - 1 in decimal (it does not fit a BIGINT)
STATUS_CHARS = 16
VARIANT_CHARS = 16  # "plain", "commander", "archenemy" (CR 806, 903, 904)
LESSON_CHARS = 40  # a lesson's id (grimorio.tutorial.lessons: [a-z0-9-]{1,40})

# Constraint names fixed by convention, so that the migration and the models agree on every
# database (and a later migration can name what it alters).
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class GameRow(Base):
    """One game: what :meth:`grimorio.game.Game.new` was given, the last save, the status."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(GAME_ID_CHARS), primary_key=True)
    seed: Mapped[str] = mapped_column(String(SEED_CHARS))
    names: Mapped[list[str]] = mapped_column(JSON)
    decks: Mapped[list[list[str]]] = mapped_column(JSON)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    # the variant of Magic played (CR 903, 904.12); the cards each seat starts with in the
    # command zone apart from its deck: its commander (903.3), its scheme deck (904.3) —
    # NULL in a game without them (and in the rows from before the variants)
    variant: Mapped[str] = mapped_column(String(VARIANT_CHARS), server_default="plain")
    commanders: Mapped[list[list[str]] | None] = mapped_column(JSON)
    schemes: Mapped[list[list[str]] | None] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(STATUS_CHARS))
    document: Mapped[str | None] = mapped_column(Text)
    last_request: Mapped[int] = mapped_column(Integer)
    winner: Mapped[int | None] = mapped_column(Integer)
    reason: Mapped[str | None] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    __table_args__ = (
        # the replay list and the games to resume: one status, newest first
        Index("ix_games_status_updated", "status", "updated"),
        Index("ix_games_updated", "updated"),
    )


class AnswerRow(Base):
    """The answer to decision ``idx`` (from 0) of a game, as ``Game.answers`` keeps it."""

    __tablename__ = "answers"

    game_id: Mapped[str] = mapped_column(
        String(GAME_ID_CHARS), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    idx: Mapped[int] = mapped_column(Integer, primary_key=True)
    answer: Mapped[str] = mapped_column(Text)


class SeatRow(Base):
    """A seat taken by a person: the SHA-256 of its token, when it was last seen."""

    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(
        String(GAME_ID_CHARS), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(HASH_CHARS))
    last_seen: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class InviteRow(Base):
    """An invitation to take a seat: the SHA-256 of its token, and whether it was used."""

    __tablename__ = "invites"

    game_id: Mapped[str] = mapped_column(
        String(GAME_ID_CHARS), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(HASH_CHARS))
    used: Mapped[bool] = mapped_column(Boolean)


class LessonProgressRow(Base):
    """A lesson of the tutorial a learner completed (issue 24): the SHA-256 of the learner's
    id (made in their browser; the id itself is never written), the lesson's id, and when
    the coach first said it was done."""

    __tablename__ = "lesson_progress"

    learner_hash: Mapped[str] = mapped_column(String(HASH_CHARS), primary_key=True)
    lesson: Mapped[str] = mapped_column(String(LESSON_CHARS), primary_key=True)
    completed: Mapped[datetime] = mapped_column(DateTime(timezone=True))
