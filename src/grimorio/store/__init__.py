"""The game store of the browser server (issue 19 §2): games, answers, seats and invitations
in SQLite (by default) or PostgreSQL, through SQLAlchemy, with Alembic migrations."""

from grimorio.store.records import GameStatus, StoredGame, StoreError
from grimorio.store.store import Store

__all__ = ["GameStatus", "Store", "StoreError", "StoredGame"]
