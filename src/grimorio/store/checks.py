"""The store's arguments checked before anything is written (issue 17: a bad input is
refused with a clear message in Spanish and English, and nothing changes)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from grimorio.dsl.games import Variant
from grimorio.game import (
    MAX_ANSWER,
    MAX_ANSWERS,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    MIN_SEED,
)
from grimorio.save_formats import MAX_SAVE_CHARS
from grimorio.store.models import GAME_ID_CHARS, LESSON_CHARS
from grimorio.store.records import GameStatus, StoreError

# a duel, or a multiplayer game of up to six (CR 800.1), as Game.new takes them
MIN_SEATS, MAX_SEATS = MIN_PLAYERS, MAX_PLAYERS
MAX_CARDS = 1_000  # names in one stored deck; a Limited deck has 40 (CR 100.2b)
MAX_CARD_NAME = 200  # characters in one card name as typed
MAX_TOKEN = 256  # characters in a seat's or an invitation's token
MAX_SETTINGS = 16_000  # characters of the settings as JSON
MAX_REASON = 1_000  # characters of the reason a game ended
MAX_REQUEST = 2**62  # request ids are counted from 0
MAX_LIMIT = 1_000  # games in one listing

_GAME_ID = re.compile(rf"[A-Za-z0-9_-]{{{GAME_ID_CHARS}}}")
MIN_LEARNER, MAX_LEARNER = 16, 64  # characters of a learner's id (issue 24)
_LEARNER = re.compile(rf"[A-Za-z0-9_-]{{{MIN_LEARNER},{MAX_LEARNER}}}")
_LESSON = re.compile(rf"[a-z0-9-]{{1,{LESSON_CHARS}}}")


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def game_id(value: object) -> str:
    """A game id as :func:`secrets.token_urlsafe` (16 bytes) makes them."""
    if type(value) is not str or not _GAME_ID.fullmatch(value):
        raise StoreError(
            f"el identificador de una partida son {GAME_ID_CHARS} letras, cifras, «-» o «_», "
            f"no {_shown(value)}",
            f"a game id is {GAME_ID_CHARS} letters, digits, '-' or '_', not {_shown(value)}",
        )
    return value


def unknown_game(value: str) -> StoreError:
    return StoreError(f"no hay ninguna partida {value}", f"there is no game {value}")


def seed(value: object) -> int:
    if type(value) is not int or not MIN_SEED <= value <= MAX_SEED:
        raise StoreError(
            f"la semilla es un int entre {MIN_SEED} y {MAX_SEED}, no {_shown(value)}",
            f"the seed must be an int from {MIN_SEED} to {MAX_SEED}, not {_shown(value)}",
        )
    return value


def name(value: object, *, empty: bool = False) -> str:
    """A player's name, as :meth:`Game.new` takes it; ``empty`` lets in "" (a seat whose
    friend hasn't joined yet)."""
    if type(value) is str and empty and value == "":
        return value
    if (
        type(value) is not str
        or not value.strip()
        or len(value) > MAX_NAME
        or not (value.isprintable())
    ):
        raise StoreError(
            f"el nombre de un jugador es un texto imprimible de 1 a {MAX_NAME} caracteres, "
            f"no {_shown(value)}",
            f"a player's name must be printable text of 1 to {MAX_NAME} characters, "
            f"not {_shown(value)}",
        )
    return value


def deck(value: object) -> tuple[str, ...]:
    """A deck as a list of card names (empty: the friend who brings it hasn't joined)."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise StoreError(
            "un mazo es una lista de nombres de cartas", "a deck is a list of card names"
        )
    if len(value) > MAX_CARDS:
        raise StoreError(
            f"un mazo tiene como mucho {MAX_CARDS} cartas, no {len(value)}",
            f"a deck has at most {MAX_CARDS} cards, not {len(value)}",
        )
    for card in value:
        if type(card) is not str or not card.strip() or len(card) > MAX_CARD_NAME:
            raise StoreError(
                f"el nombre de una carta es un texto de 1 a {MAX_CARD_NAME} caracteres, "
                f"no {_shown(card)}",
                f"a card name must be text of 1 to {MAX_CARD_NAME} characters, not {_shown(card)}",
            )
    return tuple(value)


def players(names: object, decks: object) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The names and decks of a new game: one each per seat, from :data:`MIN_SEATS` to
    :data:`MAX_SEATS` seats (CR 800.1); a seat without a deck (its friend hasn't joined) may
    have no name yet."""
    for what, value in (("nombres", names), ("mazos", decks)):
        if (
            isinstance(value, (str, bytes, Mapping))
            or not isinstance(value, Sequence)
            or not MIN_SEATS <= len(value) <= MAX_SEATS
        ):
            english = "names" if what == "nombres" else "decks"
            raise StoreError(
                f"una partida tiene de {MIN_SEATS} a {MAX_SEATS} {what}, uno por asiento",
                f"a game has {MIN_SEATS} to {MAX_SEATS} {english}, one per seat",
            )
    assert isinstance(names, Sequence) and isinstance(decks, Sequence)
    if len(names) != len(decks):
        raise StoreError(
            f"una partida tiene tantos nombres como mazos, no {len(names)} y {len(decks)}",
            f"a game has as many names as decks, not {len(names)} and {len(decks)}",
        )
    built = tuple(deck(d) for d in decks)
    named = tuple(name(n, empty=not d) for n, d in zip(names, built, strict=True))
    return named, built


def variant(value: object) -> Variant:
    """The variant of Magic a game plays (CR 806, 903, 904.12)."""
    if type(value) is not str or value not in tuple(Variant):
        known = ", ".join(v.value for v in Variant)
        raise StoreError(
            f"la variante de una partida es una de {known}, no {_shown(value)}",
            f"a game's variant is one of {known}, not {_shown(value)}",
        )
    return Variant(value)


def command_cards(
    value: object, seats: int, what: tuple[str, str]
) -> tuple[tuple[str, ...], ...] | None:
    """Each seat's cards of one kind kept apart from its deck (``what``: their name in
    Spanish and English) — commanders (CR 903.3), scheme decks (904.3) — one list per seat
    (empty: none, or a friend not yet joined); ``None``: the game has none."""
    if value is None:
        return None
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise StoreError(
            f"los {what[0]} de una partida son una lista por asiento",
            f"a game's {what[1]} are one list per seat",
        )
    if len(value) != seats:
        raise StoreError(
            f"una partida de {seats} asientos tiene {seats} listas de {what[0]}, no {len(value)}",
            f"a game of {seats} seats has {seats} lists of {what[1]}, not {len(value)}",
        )
    return tuple(deck(cards) for cards in value)


def settings(value: object) -> dict[str, Any]:
    """The server's settings: a JSON object with text keys, small."""
    if not isinstance(value, Mapping):
        raise StoreError(
            "los ajustes de una partida son un objeto JSON", "a game's settings are a JSON object"
        )
    try:
        text = json.dumps(dict(value), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        raise StoreError(
            "los ajustes de una partida no se pueden escribir como JSON",
            "a game's settings cannot be written as JSON",
        ) from None
    if len(text) > MAX_SETTINGS:
        raise StoreError(
            f"los ajustes de una partida ocupan como mucho {MAX_SETTINGS} caracteres",
            f"a game's settings take at most {MAX_SETTINGS} characters",
        )
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def status(value: object) -> GameStatus:
    if isinstance(value, GameStatus):
        return value
    known = ", ".join(s.value for s in GameStatus)
    raise StoreError(
        f"el estado de una partida es uno de {known}, no {_shown(value)}",
        f"a game's status is one of {known}, not {_shown(value)}",
    )


def seat(value: object, seats: int = MAX_SEATS) -> int:
    """A seat's index: from 0 to ``seats`` - 1 (a game's own number of seats, when it is
    known; :data:`MAX_SEATS` before)."""
    if type(value) is not int or not 0 <= value < seats:
        raise StoreError(
            f"un asiento es un número de 0 a {seats - 1}, no {_shown(value)}",
            f"a seat is a number from 0 to {seats - 1}, not {_shown(value)}",
        )
    return value


def token(value: object) -> str:
    if type(value) is not str or not 1 <= len(value) <= MAX_TOKEN or not value.isprintable():
        raise StoreError(
            f"una clave de acceso es un texto imprimible de 1 a {MAX_TOKEN} caracteres",
            f"an access token is printable text of 1 to {MAX_TOKEN} characters",
        )
    return value


def answers(value: object) -> tuple[str, ...]:
    """The answers so far, as ``Game.answers`` gives them (:meth:`Game.replay`'s limits)."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise StoreError(
            "las respuestas son una lista de textos", "the answers are a list of strings"
        )
    if len(value) > MAX_ANSWERS:
        raise StoreError(
            f"una partida tiene como mucho {MAX_ANSWERS} respuestas",
            f"a game has at most {MAX_ANSWERS} answers",
        )
    for i, answer in enumerate(value):
        if type(answer) is not str or len(answer) > MAX_ANSWER:
            raise StoreError(
                f"la respuesta n.º {i + 1} no es un texto de hasta {MAX_ANSWER} caracteres: "
                f"{_shown(answer)}",
                f"answer #{i + 1} is not a string of up to {MAX_ANSWER} characters: "
                f"{_shown(answer)}",
            )
    return tuple(value)


def document(value: object) -> str:
    if type(value) is not str or not 1 <= len(value) <= MAX_SAVE_CHARS:
        raise StoreError(
            f"una partida guardada es un texto JSON de hasta {MAX_SAVE_CHARS} caracteres",
            f"a saved game is JSON text of up to {MAX_SAVE_CHARS} characters",
        )
    return value


def request(value: object) -> int:
    if type(value) is not int or not 0 <= value <= MAX_REQUEST:
        raise StoreError(
            f"el número de petición es un int de 0 a {MAX_REQUEST}, no {_shown(value)}",
            f"a request id is an int from 0 to {MAX_REQUEST}, not {_shown(value)}",
        )
    return value


def winner(value: object, seats: int = MAX_SEATS) -> int | None:
    return None if value is None else seat(value, seats)


def reason(value: object) -> str | None:
    if value is None:
        return None
    if type(value) is not str or len(value) > MAX_REASON:
        raise StoreError(
            f"el motivo del final es un texto de hasta {MAX_REASON} caracteres",
            f"the reason a game ended is text of up to {MAX_REASON} characters",
        )
    return value


def learner(value: object) -> str:
    """A learner's id, as their browser makes it (issue 24): 16 to 64 letters, digits, «-»
    or «_» (the store keeps only its SHA-256)."""
    if type(value) is not str or not _LEARNER.fullmatch(value):
        raise StoreError(
            f"el identificador de un aprendiz son de {MIN_LEARNER} a {MAX_LEARNER} letras, "
            "cifras, «-» o «_»",
            f"a learner's id is {MIN_LEARNER} to {MAX_LEARNER} letters, digits, '-' or '_'",
        )
    return value


def lesson(value: object) -> str:
    """A lesson's id, as the tutorial names them: 1 to 40 lower-case letters, digits or «-»."""
    if type(value) is not str or not _LESSON.fullmatch(value):
        raise StoreError(
            f"el id de una lección son de 1 a {LESSON_CHARS} minúsculas, cifras o «-», "
            f"no {_shown(value)}",
            f"a lesson's id is 1 to {LESSON_CHARS} lower-case letters, digits or '-', "
            f"not {_shown(value)}",
        )
    return value


def limit(value: object) -> int:
    if type(value) is not int or not 1 <= value <= MAX_LIMIT:
        raise StoreError(
            f"el límite de una lista de partidas es un int de 1 a {MAX_LIMIT}, no {_shown(value)}",
            f"a game listing's limit is an int from 1 to {MAX_LIMIT}, not {_shown(value)}",
        )
    return value
