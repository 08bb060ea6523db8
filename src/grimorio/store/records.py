"""What the store hands back: a game's status, a stored game, the store's error."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from grimorio.core.errors import GrimorioError


class GameStatus(StrEnum):
    """Where a stored game stands."""

    WAITING = "waiting"  # an invited friend hasn't joined yet
    PLAYING = "playing"
    FINISHED = "finished"  # the game is over (CR 104): a winner or a draw
    ABANDONED = "abandoned"  # left unfinished (a long absence, as the player chose)


class StoreError(GrimorioError):
    """A refused call to the store (an unknown or malformed game id, a bad name, deck, seat,
    token, answer list…), in Spanish and English; nothing was written."""


@dataclass(frozen=True)
class StoredGame:
    """One game as stored: ``document`` is the last ``Game.to_json()`` saved (``None``
    before the first save), ``answers`` every decision's answer so far, ``settings`` the
    server's JSON settings (per seat "person"/"heuristic"/"search", think, timer, absence,
    lang…). Times are aware datetimes in UTC."""

    id: str
    seed: int
    names: tuple[str, ...]
    decks: tuple[tuple[str, ...], ...]
    settings: dict[str, Any]
    status: GameStatus
    answers: tuple[str, ...]
    document: str | None
    last_request: int
    winner: int | None
    reason: str | None
    created: datetime
    updated: datetime
    variant: str = "plain"
    commanders: tuple[tuple[str, ...], ...] = ()
    schemes: tuple[tuple[str, ...], ...] = ()
