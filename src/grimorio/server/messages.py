"""The messages of the browser protocol (``docs/protocol.md``), validated before anything is
done with them: every client message and HTTP body is a pydantic model with strict types and
no extra field, so that a malformed message gets a clear error and changes nothing (issue 19
§1, §7). The server's own messages are plain dicts built by :mod:`grimorio.server.rooms`;
:class:`ServerError` is the bilingual error every refusal becomes."""

from __future__ import annotations

import json
import unicodedata
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    TypeAdapter,
    ValidationError,
)
from pydantic import StringConstraints as Str

from grimorio.core.errors import GrimorioError
from grimorio.game import MAX_PLAYERS
from grimorio.table.passing import PassKind, Whose

MAX_MESSAGE = 4 * 1024  # bytes in one client message on the socket
MAX_DECKLIST = 20_000  # characters in a pasted decklist
MAX_BODY = 32 * 1024  # bytes in one HTTP body
MAX_NAME = 30  # characters in a player's name
TOKEN = 64  # a seat token or an invite is at most this long (token_urlsafe(24) gives 32)
MAX_SEATS = MAX_PLAYERS  # players in one game, the creator's included (CR 800.1)

Lang = Literal["es", "en"]


class Code(StrEnum):
    """Why the server refused a message (besides the table's own codes,
    :class:`grimorio.table.table.ErrorCode`)."""

    BAD_JSON = "bad_json"
    BAD_MESSAGE = "bad_message"  # a field missing, extra, or of the wrong type
    UNKNOWN_TYPE = "unknown_type"
    TOO_LARGE = "too_large"
    RATE_LIMITED = "rate_limited"
    HELLO_FIRST = "hello_first"
    BAD_TOKEN = "bad_token"
    NOT_A_SEAT = "not_a_seat"  # a spectator sent what only a seat may send
    NO_GAME = "no_game"
    WAITING = "waiting"  # the invited friend has not joined yet
    ABANDONED = "abandoned"
    BAD_DECK = "bad_deck"
    BAD_INVITE = "bad_invite"
    BAD_NAME = "bad_name"
    NO_LESSON = "no_lesson"  # the tutorial has no lesson by that id
    NO_LESSON_GAME = "no_lesson_game"  # no lesson being played by that id (start it again)
    BAD_LEARNER = "bad_learner"  # a learner's id that isn't one the browser makes
    BAD_ANSWERS = "bad_answers"  # a lesson rebuilt from moves the coach refuses
    LESSON_DONE = "lesson_done"  # the lesson is over: nothing more to move


class ServerError(GrimorioError):
    """A refused request or message: ``code``, a Spanish and an English text; nothing
    changed. ``status`` is the HTTP status it gets in the lobby."""

    def __init__(
        self,
        code: str,
        es: str,
        en: str,
        status: int = 400,
        problems: list[dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(es, en)
        self.code = str(code)
        self.status = status
        self.problems = problems

    def body(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "es": self.es, "en": self.en}
        if self.problems is not None:
            error["problems"] = self.problems
        return {"error": error}


def _checked_name(name: str) -> str:
    """A player's name: 1–30 printable characters, spaces trimmed (no control or format
    characters, which could hide text)."""
    name = name.strip()
    if not 1 <= len(name) <= MAX_NAME or any(unicodedata.category(c)[0] == "C" for c in name):
        raise ValueError("name")
    return name


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


Name = Annotated[str, Str(max_length=200)]
Token = Annotated[str, Str(min_length=1, max_length=TOKEN, pattern=r"^[A-Za-z0-9_\-]+$")]
Option = Annotated[str, Str(min_length=1, max_length=200)]


# -- client → server on the socket --------------------------------------------------------
class Hello(Strict):
    type: Literal["hello"]
    token: Token | None = None
    lang: Lang = "es"


class Answer(Strict):
    type: Literal["answer"]
    request: StrictInt
    option: Option


class Pass(Strict):
    type: Literal["pass"]
    request: StrictInt
    until: PassKind = PassKind.ANSWER


class Cancel(Strict):
    type: Literal["cancel"]
    request: StrictInt


class Pay(Strict):
    type: Literal["pay"]
    request: StrictInt


class Stops(Strict):
    type: Literal["stops"]
    stops: Annotated[list[tuple[Whose, Annotated[str, Str(max_length=40)]]], Field(max_length=40)]


class SetLang(Strict):
    type: Literal["lang"]
    lang: Lang


class Why(Strict):
    type: Literal["why"]
    entry: StrictInt


class Concede(Strict):
    type: Literal["concede"]


class Ping(Strict):
    type: Literal["ping"]


ClientMessage = Hello | Answer | Pass | Cancel | Pay | Stops | SetLang | Why | Concede | Ping
_CLIENT = TypeAdapter[ClientMessage](Annotated[ClientMessage, Field(discriminator="type")])
TYPES = ("hello", "answer", "pass", "cancel", "pay", "stops", "lang", "why", "concede", "ping")
SPECTATOR_TYPES = frozenset({"hello", "lang", "why", "ping"})


def parse_client(raw: str | bytes) -> ClientMessage:
    """One client message, or :class:`ServerError` (too large, bad JSON, unknown type,
    bad fields)."""
    size = len(raw.encode("utf-8")) if isinstance(raw, str) else len(raw)
    if size > MAX_MESSAGE:
        raise ServerError(
            Code.TOO_LARGE,
            f"mensaje demasiado grande ({size} bytes; el máximo es {MAX_MESSAGE})",
            f"message too large ({size} bytes; at most {MAX_MESSAGE})",
        )
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ServerError(
            Code.BAD_JSON, "el mensaje no es JSON válido", "the message is not valid JSON"
        ) from None
    if not isinstance(data, dict):
        raise ServerError(
            Code.BAD_MESSAGE, "un mensaje es un objeto JSON", "a message is a JSON object"
        )
    kind = data.get("type")
    if kind not in TYPES:
        shown = json.dumps(kind, ensure_ascii=False)[:30]
        raise ServerError(
            Code.UNKNOWN_TYPE,
            f"tipo de mensaje desconocido: {shown}",
            f"unknown message type: {shown}",
        )
    try:
        return _CLIENT.validate_json(raw)
    except ValidationError as exc:
        raise bad_fields(exc) from None


def bad_fields(exc: ValidationError) -> ServerError:
    """A validation error as the protocol's ``bad_message``, naming the fields (never
    echoing their values)."""
    fields = sorted({".".join(str(p) for p in e["loc"][1:] or e["loc"]) for e in exc.errors()})
    named = ", ".join(f[:30] for f in fields[:5]) or "?"
    return ServerError(
        Code.BAD_MESSAGE,
        f"mensaje mal formado (campos: {named})",
        f"malformed message (fields: {named})",
    )


# -- HTTP bodies ------------------------------------------------------------------------
class SampleDeck(Strict):
    sample: Annotated[str, Str(max_length=40)]


class ListDeck(Strict):
    list: Annotated[str, Str(max_length=MAX_DECKLIST)]


VariantChoice = Literal["plain", "commander", "archenemy"]  # CR 806, 903, 904.12


class CheckDecklist(Strict):
    text: Annotated[str, Str(max_length=MAX_DECKLIST)]
    variant: VariantChoice = "plain"  # the list checked as this variant plays it


# who holds one of the other seats: an AI of a kind ("suave": the gentle player, issue 24)
SeatChoice = Literal["heuristic", "suave", "search", "person"]


class CreateGame(Strict):
    """A new game. ``opponent`` holds the one other seat of a duel; ``seats``, instead, each
    of the other seats of a game of 2 to 6 (CR 800.1) in turn order after the creator's: an
    AI of a kind, or a person invited by a link of their own. ``variant`` is the variant of
    Magic played (CR 806, 903, 904.12) and ``deck`` must fit it."""

    name: Name
    deck: SampleDeck | ListDeck
    game: Literal["magic", "inferno"] = "magic"  # Inferno: its demonstration decks
    variant: VariantChoice = "plain"  # free-for-all, Commander or Archenemy
    opponent: SeatChoice = "heuristic"
    seats: Annotated[list[SeatChoice], Field(min_length=1, max_length=MAX_SEATS - 1)] | None = None
    think: Annotated[float, Field(ge=0.1, le=10)] | None = None
    timer: Annotated[int, Field(ge=10, le=600)] | None = None
    absence: Literal["ai", "abandon"] = "ai"
    lang: Lang = "es"
    # the guided first game (issue 24): a duel of Magic against an AI (by default the gentle
    # one), whose person is told what each new kind of decision asks and offered "¿por qué?"
    guided: StrictBool = False


class JoinGame(Strict):
    invite: Token
    name: Name
    deck: SampleDeck | ListDeck


# -- the tutorial (issue 24) --------------------------------------------------------------
MAX_LESSON_ANSWERS = 200  # a lesson's accepted moves; a lesson needs a handful
Learner = Annotated[str, Str(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_\-]+$")]


class StartLesson(Strict):
    """Play a lesson: ``learner`` the id the learner's browser made (crypto random, kept in
    its localStorage), whose progress the server marks; ``answers`` the moves the coach
    accepted in an earlier game of this lesson, to rebuild it (after a restart), or none."""

    learner: Learner
    lang: Lang = "es"
    answers: Annotated[list[Option], Field(max_length=MAX_LESSON_ANSWERS)] = []


class LessonMove(Strict):
    """The learner's move in a lesson: the option ``option`` of request ``request``."""

    request: StrictInt
    option: Option
    lang: Lang = "es"


def checked_name(name: str) -> str:
    """``name`` checked, or :class:`ServerError` ``bad_name``."""
    try:
        return _checked_name(name)
    except ValueError:
        raise ServerError(
            Code.BAD_NAME,
            f"un nombre tiene de 1 a {MAX_NAME} caracteres imprimibles",
            f"a name has 1 to {MAX_NAME} printable characters",
        ) from None


def error_message(code: str, es: str, en: str, request: int | None = None) -> dict[str, Any]:
    """The protocol's ``error`` message."""
    message: dict[str, Any] = {"type": "error", "code": str(code), "es": es, "en": en}
    if request is not None:
        message["request"] = request
    return message
