"""The tutorial in the browser (issue 24, "Learn to play"): the lessons, each a small real
game the learner plays on the same board as a game, over plain HTTP (``docs/protocol.md``,
"The tutorial").

A lesson being played is a :class:`LessonGame`: the lesson's coach
(:class:`grimorio.tutorial.coach.Coach`), kept in memory under an unguessable id
(``secrets.token_urlsafe(16)``). Each of the learner's moves is an option of the request
they were sent; the coach judges it: a right move is made (and the rival's scripted answers
after it), a wrong one is refused — the game doesn't change — and answered with the lesson's
hint, which explains why and cites the rule. When the coach says the lesson is done the
server marks it in the store's progress (the SHA-256 of the learner's id, the lesson, when).

A lesson game is rebuilt from the lesson and the learner's accepted moves
(:meth:`Coach.replayed`): the answer of every request carries them, and a client whose game
is gone (a restart of the server, an old game forgotten) starts the lesson again with them.

What the page receives is the learner's own view (``Game.view(0)``, CR 400.2): the rival's
hand only counted, the log as the learner may read it; never the rival's hidden cards."""

from __future__ import annotations

import asyncio
import secrets
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import APIRouter, Header, Request

from grimorio.game import LANGS
from grimorio.server.lobby import body, hub_of
from grimorio.server.messages import Code, LessonMove, ServerError, StartLesson
from grimorio.store import StoreError
from grimorio.table.table import ErrorCode, request_of, state_of
from grimorio.tutorial.coach import LEARNER, Coach
from grimorio.tutorial.lessons import Hint, Lesson, LessonError, lessons

if TYPE_CHECKING:
    from grimorio.store import Store

router = APIRouter()

MAX_LESSON_GAMES = 1_000  # lessons in memory at once; the oldest is forgotten (and rebuilt)
LEARNER_HEADER = "X-Grimorio-Learner"


@dataclass
class LessonGame:
    """One lesson being played: its coach, whose progress it is, one move at a time."""

    id: str
    learner: str
    coach: Coach
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def request(self) -> int:
        """The id of the request the learner answers now: one more than the moves the coach
        accepted (a rebuilt game asks the same id), so a stale or doubled move is refused."""
        return len(self.coach.answers) + 1


class LessonGames:
    """The lessons being played, by id: at most :data:`MAX_LESSON_GAMES`, the oldest
    forgotten first (its learner rebuilds it from their moves)."""

    def __init__(self, limit: int = MAX_LESSON_GAMES) -> None:
        self.limit = limit
        self.games: OrderedDict[str, LessonGame] = OrderedDict()

    def add(self, learner: str, coach: Coach) -> LessonGame:
        played = LessonGame(secrets.token_urlsafe(16), learner, coach)
        self.games[played.id] = played
        while len(self.games) > self.limit:
            self.games.popitem(last=False)
        return played

    def get(self, game: str) -> LessonGame:
        played = self.games.get(game)
        if played is None:
            raise ServerError(
                Code.NO_LESSON_GAME,
                "no se está jugando ninguna lección con ese id: empiézala otra vez",
                "no lesson is being played with that id: start it again",
                404,
            )
        self.games.move_to_end(game)
        return played


def lesson_games(request: Request) -> LessonGames:
    games: LessonGames = request.app.state.lesson_games
    return games


# -- what the page receives -------------------------------------------------------------
def lesson_about(lesson: Lesson, lang: str) -> dict[str, Any]:
    """The lesson's texts in ``lang``, its place among the lessons and the next one's id."""
    every = lessons()
    later = [x for x in every if x.number > lesson.number]
    return {
        "id": lesson.id,
        "number": lesson.number,
        "count": len(every),
        "title": lesson.title(lang),
        "paragraphs": lesson.paragraphs(lang),
        "task": lesson.task(lang),
        "done_text": lesson.done(lang),
        "rules": list(lesson.rules),
        "next": later[0].id if later else None,
    }


def learner_state(played: LessonGame, lang: str) -> dict[str, Any]:
    """The board as the learner sees it (CR 400.2), shaped as the protocol's ``state``
    message so that the game page's drawing serves: their view, the log as they may read
    it, and their request while the lesson waits for a move (none once it is done)."""
    coach = played.coach
    asked = coach.learner_to_move()
    request = None
    if asked is not None:
        request = request_of(
            coach.game, asked, played.request, lang, cancellable=False, auto_pay=False
        )
    return state_of(coach.game, LEARNER, lang, 0, request)


def hint_message(hint: Hint | None, lang: str) -> dict[str, str] | None:
    return None if hint is None else {"text": hint.text(lang), "rule": hint.rule}


def lesson_answer(played: LessonGame, lang: str, hint: Hint | None = None) -> dict[str, Any]:
    """What every lesson route answers: the lesson, the board, the hint for a refused move,
    whether it is done, and the accepted moves (to rebuild the game, :class:`StartLesson`)."""
    coach = played.coach
    return {
        "game": played.id,
        "lesson": lesson_about(coach.lesson, lang),
        "state": learner_state(played, lang),
        "hint": hint_message(hint, lang),
        "done": coach.done,
        "answers": list(coach.answers),
        "mistakes": coach.mistakes,
    }


# -- checks -----------------------------------------------------------------------------
def find_lesson(ref: str) -> Lesson:
    """The lesson whose id is ``ref``, or ServerError ``no_lesson`` (404)."""
    for each in lessons():
        if each.id == ref:
            return each
    known = ", ".join(x.id for x in lessons())
    raise ServerError(
        Code.NO_LESSON,
        f"no hay ninguna lección con ese id; las lecciones son: {known}",
        f"there is no lesson with that id; the lessons are: {known}",
        404,
    )


def bad_learner() -> ServerError:
    return ServerError(
        Code.BAD_LEARNER,
        "el identificador de aprendiz no vale: de 16 a 64 letras, cifras, «-» o «_»",
        "the learner id is not valid: 16 to 64 letters, digits, '-' or '_'",
    )


def checked_lang(lang: str) -> str:
    """``lang`` if it is ``es`` or ``en``, else ServerError ``bad_message``."""
    if lang not in LANGS:
        raise ServerError(Code.BAD_MESSAGE, "idioma desconocido", "unknown language")
    return lang


async def mark_done(store: Store, played: LessonGame) -> None:
    """The coach says the lesson is done: the learner's progress keeps it."""
    await asyncio.to_thread(store.mark_lesson_done, played.learner, played.coach.lesson.id)


# -- routes -----------------------------------------------------------------------------
@router.get("/api/tutorial/lessons")
async def lesson_list(
    request: Request,
    learner: Annotated[str | None, Header(alias=LEARNER_HEADER)] = None,
) -> list[dict[str, Any]]:
    """The lessons in the rulebook's order, each with its title and whether the learner
    (the header's id; none: a learner who has done nothing) completed it."""
    done: dict[str, Any] = {}
    if learner is not None:
        store = hub_of(request).store
        try:
            done = await asyncio.to_thread(store.lessons_done, learner)
        except StoreError:
            raise bad_learner() from None
    return [
        {
            "id": x.id,
            "number": x.number,
            "title": {"es": x.title("es"), "en": x.title("en")},
            "done": x.id in done,
        }
        for x in lessons()
    ]


@router.post("/api/tutorial/lessons/{lesson}")
async def start_lesson(lesson: str, request: Request) -> dict[str, Any]:
    """Play ``lesson`` from its start, or rebuilt from the moves the coach accepted before."""
    found = find_lesson(lesson)
    asked = await body(request, StartLesson)

    def build() -> Coach:
        try:
            return Coach.replayed(found, list(asked.answers))
        except LessonError:
            raise ServerError(
                Code.BAD_ANSWERS,
                "esas jugadas no rehacen la lección: empiézala desde el principio",
                "those moves don't rebuild the lesson: start it from the beginning",
            ) from None

    coach = await asyncio.to_thread(build)
    played = lesson_games(request).add(asked.learner, coach)
    if coach.done:
        await mark_done(hub_of(request).store, played)
    return lesson_answer(played, asked.lang)


@router.get("/api/tutorial/games/{game}")
async def lesson_now(game: str, request: Request, lang: str = "es") -> dict[str, Any]:
    """The lesson being played as it stands (after a reload, or in another language)."""
    played = lesson_games(request).get(game)
    lang = checked_lang(lang)
    async with played.lock:
        return await asyncio.to_thread(lesson_answer, played, lang)


@router.post("/api/tutorial/games/{game}/move")
async def lesson_move(game: str, request: Request) -> dict[str, Any]:
    """The learner's move: made if the coach accepts it, else refused with the hint (and the
    game unchanged). A move to an old request, or an option the request doesn't offer, is
    an error and isn't judged."""
    played = lesson_games(request).get(game)
    asked = await body(request, LessonMove)
    async with played.lock:
        coach = played.coach
        decision = coach.learner_to_move()
        if decision is None:
            raise ServerError(
                Code.LESSON_DONE,
                "la lección ha terminado: repítela o pasa a la siguiente",
                "the lesson is over: replay it or go on to the next one",
                409,
            )
        if asked.request != played.request:
            raise ServerError(
                ErrorCode.STALE_REQUEST,
                f"esa petición ya no está pendiente (la actual es {played.request})",
                f"that request is no longer pending (the current one is {played.request})",
                409,
            )
        if asked.option not in decision.ids():
            raise ServerError(
                ErrorCode.ILLEGAL_OPTION,
                "esa jugada no es una de las opciones de la petición",
                "that move is not one of the request's options",
            )
        hint = await asyncio.to_thread(coach.answer, asked.option)
        if hint is None and coach.done:
            await mark_done(hub_of(request).store, played)
        return await asyncio.to_thread(lesson_answer, played, asked.lang, hint)
