"""Bad input to the store (issue 17): each bad argument raises StoreError, a GrimorioError
with a Spanish and an English message, and nothing is written."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from store_support import DECK_A, DECK_B, new_game, rows

from grimorio.store import GameStatus, Store, StoreError

Call = Callable[[Store, str], Any]


def _create(**changed: Any) -> Call:
    arguments: dict[str, Any] = {
        "seed": 1,
        "names": ("Ana", "Beto"),
        "decks": (DECK_A, DECK_B),
        "settings": {},
        "status": GameStatus.PLAYING,
    }
    arguments.update(changed)
    return lambda s, g: s.create_game(**arguments)


def _save(**changed: Any) -> Call:
    arguments: dict[str, Any] = {
        "answers": ["p"],
        "document": "{}",
        "last_request": 1,
        "status": GameStatus.PLAYING,
    }
    arguments.update(changed)
    game = arguments.pop("game", None)
    return lambda s, g: s.save_progress(game or g, **arguments)


BAD: dict[str, Call] = {
    # game ids: length and characters
    "id too short": lambda s, g: s.load("abc"),
    "id too long": lambda s, g: s.load(g + "x"),
    "id with a slash": lambda s, g: s.load("../" + g[3:]),
    "id with a space": lambda s, g: s.load(" " + g[1:]),
    "id not text": lambda s, g: s.load(12345),  # type: ignore[arg-type]
    "id in seat_of": lambda s, g: s.seat_of("no/valid", "t"),
    # new games
    "seed a float": _create(seed=1.5),
    "seed a bool": _create(seed=True),
    "seed too large": _create(seed=2**64),
    "one name": _create(names=("Ana",)),
    "names a string": _create(names="Ana"),
    "empty name with a deck": _create(names=("Ana", "")),
    "blank name": _create(names=("Ana", "   ")),
    "name too long": _create(names=("Ana", "B" * 61)),
    "name not printable": _create(names=("Ana", "Be\nto")),
    "three decks": _create(decks=(DECK_A, DECK_B, DECK_B)),
    "deck a string": _create(decks=(DECK_A, "Isla")),
    "deck too large": _create(decks=(DECK_A, ("Isla",) * 1001)),
    "card name not text": _create(decks=(DECK_A, ("Isla", 3))),
    "card name too long": _create(decks=(DECK_A, ("I" * 201,))),
    "settings a list": _create(settings=[1, 2]),
    "settings not JSON": _create(settings={"x": object()}),
    "settings too large": _create(settings={"x": "y" * 20_000}),
    "status a string": _create(status="playing"),
    # seats and invitations
    "seat 2": lambda s, g: s.add_seat(g, 2, "t"),
    "seat -1": lambda s, g: s.add_invite(g, -1, "t"),
    "seat a bool": lambda s, g: s.add_seat(g, True, "t"),
    "empty token": lambda s, g: s.add_seat(g, 0, ""),
    "token too long": lambda s, g: s.add_seat(g, 0, "t" * 257),
    "token not text": lambda s, g: s.seat_of(g, None),  # type: ignore[arg-type]
    "claim with no deck": lambda s, g: s.claim_invite(
        g, "invitacion", seat_token="t", name="Eva", deck=()
    ),
    "claim with a bad name": lambda s, g: s.claim_invite(
        g, "invitacion", seat_token="t", name="", deck=DECK_B
    ),
    "touch seat 5": lambda s, g: s.touch_seat(g, 5),
    # saves
    "answers a string": _save(answers="p"),
    "answer not text": _save(answers=["p", 3]),
    "answer too long": _save(answers=["p" * 1001]),
    "document empty": _save(document=""),
    "document not text": _save(document={"a": 1}),
    "request negative": _save(last_request=-1),
    "request a float": _save(last_request=1.0),
    "status not a status": _save(status="done"),
    "winner 2": _save(winner=2),
    "reason not text": _save(reason=5),
    "reason too long": _save(reason="r" * 1001),
    "save a bad id": _save(game="x" * 22 + "!"),
    # listings
    "limit 0": lambda s, g: s.games(limit=0),
    "limit too large": lambda s, g: s.games(limit=1001),
    "status filter a string": lambda s, g: s.games("finished"),  # type: ignore[arg-type]
    "documents not a bool": lambda s, g: s.games(documents=1),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("call", list(BAD.values()), ids=list(BAD))
def test_bad_input_raises_and_writes_nothing(store: Store, call: Call) -> None:
    """Each bad argument: StoreError with both messages, and every table as it was."""
    game_id = store.create_game(
        seed=1, names=("Ana", ""), decks=(DECK_A, ()), settings={}, status=GameStatus.WAITING
    )
    store.add_invite(game_id, 1, "invitacion")
    new_game(store)
    before = rows(store)
    with pytest.raises(StoreError) as raised:
        call(store, game_id)
    assert str(raised.value) and raised.value.message("en")
    assert str(raised.value) != raised.value.message("en")  # Spanish first, English too
    assert rows(store) == before


def test_an_unreachable_database_is_a_store_error() -> None:
    """A PostgreSQL URL nobody answers at is refused with the store's own error, in Spanish
    and English (`grimorio serve --db` prints it), not a driver's traceback."""
    with pytest.raises(StoreError) as caught:
        Store("postgresql+psycopg://nobody:x@127.0.0.1:1/none?connect_timeout=2")
    assert "no se puede abrir" in caught.value.message("es")
    assert "cannot open" in caught.value.message("en")
