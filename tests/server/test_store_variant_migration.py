"""The store's migration 0002 (issue 23): a game's variant and its commanders and scheme
decks (CR 903.3, 904.3). A game stored before it is read, once migrated, as a plain game
(CR 806); down to 0001 and up again keeps the games; a stored Commander game keeps each
seat's commander, and a friend's joining fills in theirs."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import inspect, text

from grimorio.store import GameStatus, Store, StoreError
from grimorio.store.store import migration_config


def _run(store: Store, step: str, target: str) -> None:
    with store.engine.begin() as connection:
        getattr(command, step)(migration_config(connection), target)


def test_a_game_stored_before_the_variants_reads_as_a_plain_game_806(tmp_path: Path) -> None:
    """A database at 0001 holding a game: opening a store migrates it to 0002, adding the
    columns, and the game reads as free-for-all with no commanders or schemes."""
    url = f"sqlite:///{tmp_path / 'g.db'}"
    store = Store(url)
    game = store.create_game(seed=5, names=["Ana", "IA"], decks=[["Bosque"]] * 2, settings={})
    _run(store, "downgrade", "0001")
    columns = {c["name"] for c in inspect(store.engine).get_columns("games")}
    assert "variant" not in columns and "commanders" not in columns
    with store.engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM games")).scalar() == 1
    store.close()
    again = Store(url)
    try:
        columns = {c["name"] for c in inspect(again.engine).get_columns("games")}
        assert {"variant", "commanders", "schemes"} <= columns
        loaded = again.load(game)
        assert loaded.variant == "plain"
        assert loaded.commanders == () and loaded.schemes == ()
        assert loaded.names == ("Ana", "IA")
    finally:
        again.close()


def test_a_commander_game_keeps_each_seats_commander_903_3(tmp_path: Path) -> None:
    """CR 903.3: the commanders are stored per seat apart from the decks; an invited
    friend's seat gets theirs on joining; a bad variant or a list per seat of the wrong
    length is refused and nothing is written."""
    store = Store(f"sqlite:///{tmp_path / 'g.db'}")
    try:
        game = store.create_game(
            seed=1,
            names=["Ana", ""],
            decks=[["Bosque"], []],
            settings={},
            status=GameStatus.WAITING,
            variant="commander",
            commanders=[["The Swarmweaver"], []],
        )
        store.add_invite(game, 1, "invite-token")
        seat = store.claim_invite(
            game,
            "invite-token",
            seat_token="seat-token",
            name="Bea",
            deck=["Montaña"],
            commander=["The Jolly Balloon Man"],
        )
        loaded = store.load(game)
        assert seat == 1
        assert loaded.variant == "commander"
        assert loaded.commanders == (("The Swarmweaver",), ("The Jolly Balloon Man",))
        assert loaded.schemes == ()
        assert loaded.status == GameStatus.PLAYING
        for bad in (
            {"variant": "planechase"},
            {"variant": "commander", "commanders": [["The Swarmweaver"]]},
        ):
            with pytest.raises(StoreError) as refused:
                store.create_game(
                    seed=1, names=["Ana", "IA"], decks=[["Bosque"]] * 2, settings={}, **bad
                )
            assert refused.value.es and refused.value.en
        assert store.count() == 1
    finally:
        store.close()
