"""The store used from several threads at once, as the server's worker threads use it: each
call is its own transaction, and no save is lost or mixed with another's."""

from __future__ import annotations

import threading

import pytest
from store_support import new_game

from grimorio.store import GameStatus, Store, StoreError

THREADS = 4
STEPS = 15


def _save_steps(store: Store, game_id: str, errors: list[BaseException]) -> None:
    try:
        for step in range(1, STEPS + 1):
            store.save_progress(
                game_id,
                answers=[f"{game_id[:4]}-{i}" for i in range(step)],
                document=f'{{"step":{step}}}',
                last_request=step,
                status=GameStatus.PLAYING,
            )
            store.touch_seat(game_id, 0)
            assert store.load(game_id).last_request == step
    except BaseException as exc:
        errors.append(exc)


def _run_games(store: Store) -> None:
    games = [new_game(store) for _ in range(THREADS)]
    for game_id in games:
        store.add_seat(game_id, 0, f"token-{game_id}")
    errors: list[BaseException] = []
    threads = [threading.Thread(target=_save_steps, args=(store, g, errors)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    for game_id in games:
        loaded = store.load(game_id)
        assert loaded.answers == tuple(f"{game_id[:4]}-{i}" for i in range(STEPS))
        assert loaded.document == f'{{"step":{STEPS}}}'
        assert store.last_seen(game_id, 0) is not None


def test_games_saved_from_several_threads_at_once(store: Store) -> None:
    """Four threads each save a game 15 times (and touch its seat, and read it back): every
    game ends with exactly its own 15 answers — no lock error, nothing lost."""
    _run_games(store)


def test_an_sqlite_store_in_memory_serves_several_threads() -> None:
    """``sqlite://`` (in memory) is one database for every thread of the store."""
    store = Store("sqlite://")
    try:
        _run_games(store)
    finally:
        store.close()


@pytest.mark.parametrize("url", [42, "no es una URL"])
def test_a_bad_url_is_refused(url: object) -> None:
    """A database address that is no text, or no SQLAlchemy URL, is a StoreError."""
    with pytest.raises(StoreError):
        Store(url)  # type: ignore[arg-type]
