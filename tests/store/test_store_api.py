"""The store's API (issue 19 §2): every method round-trips, answers are kept as rows and
truncated on a cancelled cast, invitations are claimed once, tokens are never stored in
clear, and a bad or unknown input raises StoreError and writes nothing (issue 17)."""

from __future__ import annotations

import hashlib
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text
from store_support import DECK_A, DECK_B, SETTINGS, new_game, rows

from grimorio.core.errors import GrimorioError
from grimorio.store import GameStatus, Store, StoredGame, StoreError
from grimorio.store.store import TAIL

UNKNOWN = "A" * 22  # a well-formed id no game has


def test_create_and_load_round_trip(store: Store) -> None:
    """A new game loads back with everything it was created with, no answers, no save."""
    before = datetime.now(UTC)
    game_id = new_game(store)
    loaded = store.load(game_id)
    assert isinstance(loaded, StoredGame)
    assert loaded.id == game_id and len(game_id) == 22
    assert loaded.seed == 7
    assert loaded.names == ("Ana", "Beto")
    assert loaded.decks == (DECK_A, DECK_B)
    assert loaded.settings == SETTINGS
    assert loaded.status is GameStatus.PLAYING
    assert loaded.answers == ()
    assert loaded.document is None
    assert (loaded.last_request, loaded.winner, loaded.reason) == (0, None, None)
    assert loaded.created.tzinfo is not None and loaded.updated.tzinfo is not None
    assert before - timedelta(seconds=1) <= loaded.created <= datetime.now(UTC)


def test_seeds_at_both_ends_of_the_range_round_trip(store: Store) -> None:
    """A seed is any 64-bit value, signed or not (Game.new's range), kept exactly."""
    for seed in (-(2**63), 0, 2**64 - 1):
        game_id = store.create_game(
            seed=seed, names=("Ana", "Beto"), decks=(DECK_A, DECK_B), settings={}
        )
        assert store.load(game_id).seed == seed


def test_save_progress_round_trip(store: Store) -> None:
    """A save keeps the answers in order, the document, the request id, status and result,
    and moves `updated` on."""
    game_id = new_game(store)
    created = store.load(game_id).updated
    store.save_progress(
        game_id,
        answers=["p", "cast:3", "t:5"],
        document='{"format":"x"}',
        last_request=4,
        status=GameStatus.FINISHED,
        winner=1,
        reason="life",
    )
    loaded = store.load(game_id)
    assert loaded.answers == ("p", "cast:3", "t:5")
    assert loaded.document == '{"format":"x"}'
    assert loaded.last_request == 4
    assert loaded.status is GameStatus.FINISHED
    assert (loaded.winner, loaded.reason) == (1, "life")
    assert loaded.updated >= created


def test_a_cancelled_cast_truncates_the_answers(store: Store) -> None:
    """A shorter list (a cast backed out of before paying, CR 601.2) deletes the rows past
    its end; rows that agree are kept as they were, a changed one is replaced."""
    game_id = new_game(store)
    store.save_progress(
        game_id,
        answers=["a", "b", "c", "d"],
        document="{}",
        last_request=4,
        status=GameStatus.PLAYING,
    )
    store.save_progress(
        game_id, answers=["a", "b"], document="{}", last_request=5, status=GameStatus.PLAYING
    )
    assert store.load(game_id).answers == ("a", "b")
    with store.engine.connect() as connection:
        stored = connection.execute(
            text("SELECT idx, answer FROM answers WHERE game_id = :g ORDER BY idx"),
            {"g": game_id},
        ).all()
    assert [tuple(r) for r in stored] == [(0, "a"), (1, "b")]
    store.save_progress(
        game_id,
        answers=["a", "x", "y"],
        document="{}",
        last_request=6,
        status=GameStatus.PLAYING,
    )
    assert store.load(game_id).answers == ("a", "x", "y")
    store.save_progress(
        game_id, answers=[], document="{}", last_request=7, status=GameStatus.PLAYING
    )
    assert store.load(game_id).answers == ()


def test_long_lists_are_compared_by_their_tail_and_a_document_may_be_kept(store: Store) -> None:
    """A game of hundreds of answers is saved after each one without reading them all back:
    the stored rows are compared with the last TAIL answers (a cancel never reaches further),
    the first save of a long list stores all of it, and ``document=None`` keeps the stored
    document (a server writes it every few answers)."""
    game_id = new_game(store)
    many = [f"a{i}" for i in range(300)]
    store.save_progress(
        game_id, answers=many, document="{}", last_request=1, status=GameStatus.PLAYING
    )
    assert store.load(game_id).answers == tuple(many)
    cut = [*many[: 300 - TAIL], "b"]  # a cancel as deep as a tail allows, then a new answer
    store.save_progress(
        game_id, answers=cut, document=None, last_request=2, status=GameStatus.PLAYING
    )
    loaded = store.load(game_id)
    assert loaded.answers == tuple(cut)
    assert loaded.document == "{}"
    assert loaded.last_request == 2


def test_games_lists_newest_first_and_by_status(store: Store) -> None:
    """`games` gives the last saved first, only those of a status if asked, at most `limit`."""
    first = new_game(store)
    second = new_game(store, GameStatus.WAITING)
    third = new_game(store)
    store.save_progress(
        first,
        answers=["p"],
        document="{}",
        last_request=1,
        status=GameStatus.FINISHED,
        winner=0,
        reason="concede",
    )
    assert [g.id for g in store.games()] == [first, third, second]
    assert [g.id for g in store.games(GameStatus.PLAYING)] == [third]
    assert [g.id for g in store.games(GameStatus.FINISHED)] == [first]
    assert store.games(GameStatus.FINISHED)[0].answers == ("p",)
    assert [g.id for g in store.games(GameStatus.WAITING)] == [second]
    assert store.games(GameStatus.ABANDONED) == []
    assert [g.id for g in store.games(limit=2)] == [first, third]
    assert store.count() == 3 and store.count(GameStatus.PLAYING) == 1
    assert store.games(GameStatus.FINISHED)[0].document == "{}"
    light = store.games(GameStatus.FINISHED, documents=False)[0]
    assert light.document is None and light.answers == ("p",) and light.winner == 0


def test_seat_tokens(store: Store) -> None:
    """A seat's token opens that seat of that game only: a wrong token, or the token in
    another game, gives None; a seat given again takes the new token."""
    game_id = new_game(store)
    other = new_game(store)
    store.add_seat(game_id, 0, "token-de-ana")
    store.add_seat(game_id, 1, "token-de-beto")
    assert store.seat_of(game_id, "token-de-ana") == 0
    assert store.seat_of(game_id, "token-de-beto") == 1
    assert store.seat_of(game_id, "token-de-otro") is None
    assert store.seat_of(other, "token-de-ana") is None
    assert store.seat_of(UNKNOWN, "token-de-ana") is None
    store.add_seat(game_id, 0, "token-nuevo")
    assert store.seat_of(game_id, "token-de-ana") is None
    assert store.seat_of(game_id, "token-nuevo") == 0


def test_claim_invite_once(store: Store) -> None:
    """Claiming an invitation gives its seat the friend's token, name and deck and makes the
    game PLAYING; a second claim of the same invitation gets None and changes nothing."""
    game_id = store.create_game(
        seed=1,
        names=("Ana", ""),
        decks=(DECK_A, ()),
        settings=SETTINGS,
        status=GameStatus.WAITING,
    )
    store.add_seat(game_id, 0, "token-de-ana")
    store.add_invite(game_id, 1, "invitacion")
    assert store.load(game_id).decks == (DECK_A, ())
    assert store.claim_invite(game_id, "otra", seat_token="t", name="X", deck=DECK_B) is None
    seat = store.claim_invite(
        game_id, "invitacion", seat_token="token-de-beto", name="Beto", deck=DECK_B
    )
    assert seat == 1
    loaded = store.load(game_id)
    assert loaded.names == ("Ana", "Beto")
    assert loaded.decks == (DECK_A, DECK_B)
    assert loaded.status is GameStatus.PLAYING
    assert store.seat_of(game_id, "token-de-beto") == 1
    before = rows(store)
    again = store.claim_invite(
        game_id, "invitacion", seat_token="token-de-eva", name="Eva", deck=DECK_A
    )
    assert again is None
    assert rows(store) == before
    assert store.seat_of(game_id, "token-de-eva") is None


def test_claims_at_the_same_moment_take_the_seat_once(store: Store) -> None:
    """Eight threads claim one invitation at once: exactly one gets the seat."""
    game_id = store.create_game(
        seed=1, names=("Ana", ""), decks=(DECK_A, ()), settings={}, status=GameStatus.WAITING
    )
    store.add_invite(game_id, 1, "invitacion")
    results: list[int | None] = []
    barrier = threading.Barrier(8)

    def claim(n: int) -> None:
        barrier.wait()
        results.append(
            store.claim_invite(game_id, "invitacion", seat_token=f"t{n}", name=f"P{n}", deck=DECK_B)
        )

    threads = [threading.Thread(target=claim, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results, key=repr) == [1] + [None] * 7
    winner = store.load(game_id).names[1]
    assert store.seat_of(game_id, "t" + winner[1:]) == 1


def test_tokens_are_never_stored_in_clear(store: Store) -> None:
    """The seats and invites tables hold the SHA-256 of a token, never the token."""
    game_id = new_game(store)
    seat_token, invite_token = "secreto-del-asiento-123", "secreto-de-la-invitacion-456"
    store.add_seat(game_id, 0, seat_token)
    store.add_invite(game_id, 1, invite_token)
    dump = repr(rows(store))
    assert seat_token not in dump and invite_token not in dump
    assert hashlib.sha256(seat_token.encode()).hexdigest() in dump
    assert hashlib.sha256(invite_token.encode()).hexdigest() in dump


def test_touch_seat_and_last_seen(store: Store) -> None:
    """A seat never seen has no time; touching it records now (UTC); a later touch moves it."""
    game_id = new_game(store)
    store.add_seat(game_id, 0, "token-de-ana")
    assert store.last_seen(game_id, 0) is None
    assert store.last_seen(game_id, 1) is None
    before = datetime.now(UTC)
    store.touch_seat(game_id, 0)
    seen = store.last_seen(game_id, 0)
    assert seen is not None and seen.tzinfo is not None
    assert before - timedelta(seconds=1) <= seen <= datetime.now(UTC) + timedelta(seconds=1)
    store.touch_seat(game_id, 0)
    later = store.last_seen(game_id, 0)
    assert later is not None and later >= seen
    with pytest.raises(StoreError):
        store.touch_seat(game_id, 1)  # nobody holds seat 1


def test_a_new_store_on_the_same_url_loads_the_game_identically(url: str) -> None:
    """A restart: a game saved through one store loads the same through a new one."""
    first = Store(url)
    game_id = new_game(first)
    first.add_seat(game_id, 0, "token-de-ana")
    first.touch_seat(game_id, 0)
    first.save_progress(
        game_id,
        answers=["p", "q"],
        document='{"a":1}',
        last_request=2,
        status=GameStatus.PLAYING,
    )
    saved, seen = first.load(game_id), first.last_seen(game_id, 0)
    first.close()
    second = Store(url)
    try:
        assert second.load(game_id) == saved
        assert second.seat_of(game_id, "token-de-ana") == 0
        assert second.last_seen(game_id, 0) == seen
        assert second.games() == [saved]
    finally:
        second.close()


@pytest.mark.parametrize(
    "call",
    [
        lambda s, g: s.load(UNKNOWN),
        lambda s, g: s.add_seat(UNKNOWN, 0, "t"),
        lambda s, g: s.add_invite(UNKNOWN, 1, "t"),
        lambda s, g: s.claim_invite(UNKNOWN, "i", seat_token="t", name="Eva", deck=DECK_B),
        lambda s, g: s.save_progress(
            UNKNOWN, answers=["p"], document="{}", last_request=1, status=GameStatus.PLAYING
        ),
        lambda s, g: s.touch_seat(UNKNOWN, 0),
        lambda s, g: s.last_seen(UNKNOWN, 0),
    ],
    ids=["load", "add_seat", "add_invite", "claim_invite", "save_progress", "touch", "seen"],
)
def test_an_unknown_game_raises_and_changes_nothing(store: Store, call: object) -> None:
    """A well-formed id of no game: StoreError in Spanish and English, nothing written."""
    game_id = new_game(store)
    store.add_seat(game_id, 0, "token-de-ana")
    before = rows(store)
    with pytest.raises(StoreError) as raised:
        call(store, game_id)  # type: ignore[operator]
    assert isinstance(raised.value, GrimorioError)
    assert str(raised.value) == f"no hay ninguna partida {UNKNOWN}"
    assert raised.value.message("en") == f"there is no game {UNKNOWN}"
    assert rows(store) == before


def test_the_default_store_is_sqlite_in_the_user_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no URL: SQLite in grimorio.sqlite3 under the user's data directory (made)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    expected = tmp_path / "data" / "grimorio" / "grimorio.sqlite3"
    assert Store.default_url() == f"sqlite:///{expected}"
    store = Store()
    try:
        game_id = new_game(store)
        assert store.load(game_id).names == ("Ana", "Beto")
    finally:
        store.close()
    assert expected.is_file()
