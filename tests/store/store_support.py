"""Helpers of the store's tests: a game to store, and every row of every table."""

from __future__ import annotations

from typing import Any

from sqlalchemy import text

from grimorio.store import GameStatus, Store

TABLES = ("games", "answers", "seats", "invites", "lesson_progress")
DECK_A = ("Bosque",) * 17 + ("Oso pardo de Ungaf",) * 23
DECK_B = ("Isla",) * 40
SETTINGS: dict[str, Any] = {
    "seats": ["person", "heuristic"],
    "think": 1.0,
    "timer": None,
    "absence": "ai",
    "lang": "es",
}


def new_game(store: Store, status: GameStatus = GameStatus.PLAYING) -> str:
    return store.create_game(
        seed=7, names=("Ana", "Beto"), decks=(DECK_A, DECK_B), settings=SETTINGS, status=status
    )


def rows(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the store's tables, in a fixed order (to show that nothing changed)."""
    found: dict[str, list[tuple[Any, ...]]] = {}
    with store.engine.connect() as connection:
        for table in TABLES:
            result = connection.execute(text(f"SELECT * FROM {table}"))
            found[table] = sorted((tuple(map(repr, row)) for row in result), key=repr)
    return found
