"""The lobby's HTTP routes (``docs/protocol.md``, "HTTP"): the sample decks, a pasted
decklist checked line by line (Spanish first), a new game of 2 to 6 seats, each after the
creator's held by an AI or by a friend invited by a link of their own (issue 23), joining by
invitation (once), the finished games and their replay (issue 19 §4).

A seat token (``secrets.token_urlsafe(24)``) is returned once, by the call that creates the
seat; the store keeps only its hash. Bodies are read whole, limited in size, and validated by
the models of :mod:`grimorio.server.messages` before anything is stored; what a person typed
is never sent back raw (a decklist's problems name lines and cards the parser understood)."""

from __future__ import annotations

import asyncio
import re
import secrets
from typing import TYPE_CHECKING, Any, TypeVar

from fastapi import APIRouter, Request
from pydantic import BaseModel, ValidationError

from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.deck import Format, format_problems, inferno_deck
from grimorio.decklist import DecklistError, parse_decklist_lines
from grimorio.game import Game
from grimorio.rules.view import dialect_of
from grimorio.sample_decks import SAMPLE_DECKS
from grimorio.server.messages import (
    MAX_BODY,
    CheckDecklist,
    Code,
    CreateGame,
    JoinGame,
    ListDeck,
    SampleDeck,
    ServerError,
    bad_fields,
    checked_name,
)
from grimorio.store import GameStatus, StoreError
from grimorio.text.log import entry_line
from grimorio.text.refs import EVERYONE

if TYPE_CHECKING:
    from grimorio.server.app import Hub

router = APIRouter()
Model = TypeVar("Model", bound=BaseModel)

# The sample decks by id (their file names), with their names in both languages.
SAMPLES: dict[str, tuple[int, str, str]] = {
    "azul-negro": (0, "Azul-negro", "Blue-black"),
    "rojo-verde": (1, "Rojo-verde", "Red-green"),
    "blanco-rojo": (2, "Blanco-rojo", "White-red"),
}
AI_NAME = "IA"
GUEST_NAME = "Invitado"
LINE = re.compile(r"^(?:línea|line) (\d+): ")
MAX_REPLAY_LOG = 2_000


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def body(request: Request, model: type[Model]) -> Model:
    """The request's JSON body as ``model``, or ServerError (too large, malformed)."""
    size = int(request.headers.get("content-length") or 0)
    if size > MAX_BODY:
        raise _too_large()
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_BODY:
            raise _too_large()
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        if any(e["type"] == "json_invalid" for e in exc.errors()):
            raise ServerError(
                Code.BAD_JSON, "el cuerpo no es JSON válido", "the body is not valid JSON"
            ) from None
        raise bad_fields(exc) from None


def _too_large() -> ServerError:
    return ServerError(
        Code.TOO_LARGE,
        f"la petición es demasiado grande (máximo {MAX_BODY} bytes)",
        f"the request is too large (at most {MAX_BODY} bytes)",
        413,
    )


def check_decklist(text: str) -> tuple[list[str], list[dict[str, Any]]]:
    """The card keys of a pasted Arena/MTGO list and its problems by line (Spanish first),
    as ``grimorio deck check`` reads it for Limited (CR 100.2b)."""
    try:
        deck, lines = parse_decklist_lines(text)
    except DecklistError as exc:
        return [], [_problem(es, en) for es, en in zip(exc.problems, exc.problems_en, strict=True)]
    problems = format_problems(deck, Format.LIMITED, lines)
    return list(deck.main), [_problem(es, en) for es, en in problems]


def _problem(es: str, en: str) -> dict[str, Any]:
    found = LINE.match(es)
    return {
        "line": int(found.group(1)) if found else None,
        "es": LINE.sub("", es),
        "en": LINE.sub("", en),
    }


def chosen_deck(deck: SampleDeck | ListDeck) -> list[str]:
    """The cards of a sample deck or of a legal pasted list; ServerError ``bad_deck`` with
    the problems by line."""
    if isinstance(deck, SampleDeck):
        if deck.sample not in SAMPLES:
            raise ServerError(
                Code.BAD_DECK,
                "no hay ningún mazo de muestra con ese id",
                "no sample deck has that id",
            )
        return list(SAMPLE_DECKS[SAMPLES[deck.sample][0]].main)
    cards, problems = check_decklist(deck.list)
    if problems:
        raise ServerError(
            Code.BAD_DECK,
            "la lista de mazo tiene problemas",
            "the decklist has problems",
            422,
            problems,
        )
    return cards


@router.get("/api/decks")
async def decks() -> list[dict[str, Any]]:
    return [
        {"id": key, "name": {"es": es, "en": en}, "cards": len(SAMPLE_DECKS[i].main)}
        for key, (i, es, en) in SAMPLES.items()
    ]


@router.post("/api/decklists/check")
async def decklist_check(request: Request) -> dict[str, Any]:
    text = (await body(request, CheckDecklist)).text
    cards, problems = await asyncio.to_thread(check_decklist, text)
    return {"ok": not problems, "cards": len(cards), "problems": problems}


def other_seats(asked: CreateGame) -> list[str]:
    """Who holds each seat after the creator's: ``opponent`` alone (a duel), or ``seats``
    (2 to 6 players in all, CR 800.1) — not both."""
    if asked.seats is None:
        return [asked.opponent]
    if "opponent" in asked.model_fields_set:
        raise ServerError(
            Code.BAD_MESSAGE,
            "di «opponent» (un rival) o «seats» (cada asiento), no los dos",
            "give 'opponent' (one opponent) or 'seats' (each seat), not both",
        )
    return list(asked.seats)


def seat_names_and_decks(
    kinds: list[str], name: str, mine: list[str], seed: int, inferno: bool
) -> tuple[list[str], list[list[str]]]:
    """The names and decks of a new game's seats: the creator's, an AI's sample deck (one
    other than the creator's where there is one, chosen by the seed; in Inferno the second
    demonstration deck), and nothing yet for an invited friend's, who brings it on joining.
    The AIs of a game of more than two are numbered ("IA 1", "IA 2"…)."""
    names, decks = [name], [mine]
    others = [d for d in SAMPLE_DECKS if list(d.main) != mine] or list(SAMPLE_DECKS)
    numbered = kinds.count("heuristic") + kinds.count("search") > 1
    ais = 0
    for seat, kind in enumerate(kinds[1:], start=1):
        if kind == "person":
            names.append(GUEST_NAME)
            decks.append([])
            continue
        ais += 1
        names.append(f"{AI_NAME} {ais}" if numbered else AI_NAME)
        if inferno:
            decks.append(list(inferno_deck(DEMO_DECKS[1]).main))
        else:
            decks.append(list(others[(seed + seat - 1) % len(others)].main))
    return names, decks


@router.post("/api/games")
async def create_game(request: Request) -> dict[str, Any]:
    """A new game of 2 to 6 seats: the creator's (seat 0) and the others, each an AI or a
    friend invited by a link of their own; the game begins when every friend has joined."""
    hub = hub_of(request)
    asked = await body(request, CreateGame)
    name = checked_name(asked.name)
    kinds = ["person", *other_seats(asked)]
    inferno = asked.game == "inferno"
    mine = (
        list(inferno_deck(DEMO_DECKS[0]).main)  # Inferno: the demonstration decks (I-100.2)
        if inferno
        else await asyncio.to_thread(chosen_deck, asked.deck)
    )
    seed = hub.options.seeds()
    names, decks = seat_names_and_decks(kinds, name, mine, seed, inferno)
    invited = [seat for seat, kind in enumerate(kinds) if seat and kind == "person"]
    settings = {
        "seats": kinds,
        "think": asked.think if "search" in kinds else None,
        "timer": asked.timer,
        "absence": asked.absence,
        "lang": asked.lang,
        "game": asked.game,
    }
    token = secrets.token_urlsafe(24)
    invites = {seat: secrets.token_urlsafe(24) for seat in invited}

    def store() -> str:
        game = hub.store.create_game(
            seed=seed,
            names=names,
            decks=decks,
            settings=settings,
            status=GameStatus.WAITING if invited else GameStatus.PLAYING,
        )
        hub.store.add_seat(game, 0, token)
        for seat, invite in invites.items():
            hub.store.add_invite(game, seat, invite)
        return game

    game = await asyncio.to_thread(store)
    links = [
        {"seat": seat, "link": f"/unirse/{game}#i={invite}"} for seat, invite in invites.items()
    ]
    return {
        "game": game,
        "seat": 0,
        "token": token,
        "watch": f"/ver/{game}",
        "invite": links[0]["link"] if links else None,
        "invites": links,
        "players": names,
        "seats": kinds,
    }


@router.post("/api/games/{game}/join")
async def join_game(game: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    asked = await body(request, JoinGame)
    name = checked_name(asked.name)

    def deck_for() -> list[str]:
        """The guest's deck: the one chosen, or in Inferno the second demonstration deck."""
        try:
            stored = hub.store.load(game)
        except StoreError:
            stored = None
        if stored is not None and stored.settings.get("game") == "inferno":
            return list(inferno_deck(DEMO_DECKS[1]).main)
        return chosen_deck(asked.deck)

    deck = await asyncio.to_thread(deck_for)
    token = secrets.token_urlsafe(24)

    def claim() -> int | None:
        try:
            return hub.store.claim_invite(
                game, asked.invite, seat_token=token, name=name, deck=deck
            )
        except StoreError:
            return None

    seat = await asyncio.to_thread(claim)
    if seat is None:
        raise ServerError(
            Code.BAD_INVITE,
            "esa invitación no vale: no es de esta partida o ya se usó",
            "that invitation is not valid: not this game's, or already used",
            403,
        )
    await hub.joined(game)
    return {"game": game, "seat": seat, "token": token, "watch": f"/ver/{game}"}


@router.get("/api/games/finished")
async def finished(request: Request) -> list[dict[str, Any]]:
    hub = hub_of(request)
    games = await asyncio.to_thread(lambda: hub.store.games(GameStatus.FINISHED, documents=False))
    return [
        {
            "game": g.id,
            "players": list(g.names),
            "winner": g.winner,
            "reason": g.reason,
            "answers": len(g.answers),
            "updated": g.updated.isoformat(),
        }
        for g in games
    ]


@router.get("/api/games/{game}/replay")
async def replay(game: str, request: Request, at: int = 0, lang: str = "es") -> dict[str, Any]:
    hub = hub_of(request)
    if lang not in ("es", "en"):
        raise ServerError(Code.BAD_MESSAGE, "idioma desconocido", "unknown language")
    try:
        stored = await asyncio.to_thread(hub.store.load, game)
    except StoreError:
        raise ServerError(
            Code.NO_GAME, "no hay ninguna partida con ese id", "there is no game with that id", 404
        ) from None
    if stored.status != GameStatus.FINISHED:
        raise ServerError(
            "not_finished",
            "solo se repite una partida terminada",
            "only a finished game can be replayed",
            403,
        )
    if not 0 <= at <= len(stored.answers):
        raise ServerError(
            Code.BAD_MESSAGE,
            f"«at» va de 0 a {len(stored.answers)}",
            f"'at' goes from 0 to {len(stored.answers)}",
        )
    return await asyncio.to_thread(replay_view, stored.seed, stored, at, lang)


def replay_view(seed: int, stored: Any, at: int, lang: str) -> dict[str, Any]:
    """The board after ``at`` answers of a finished game, everything revealed (CR 708.9):
    the public view, both hands, and the log up to there read by everyone."""
    game = Game.replay(
        seed,
        [list(d) for d in stored.decks],
        stored.answers[:at],
        players=stored.names,
        auto_pass=False,
    )
    view = game.view(None, lang)
    del view["log"]
    view["hands"] = [game.view(p, lang)["hand"] for p in range(len(stored.names))]
    view["decision"] = (
        None
        if game.pending is None
        else {"player": game.pending.player, "kind": str(game.pending.kind)}
    )
    names = tuple(stored.names)
    log = game.state.log
    start = max(0, len(log) - MAX_REPLAY_LOG)
    return {
        "game": stored.id,
        "at": at,
        "answers": len(stored.answers),
        "view": view,
        "log_from": start,
        "log": [
            {"i": i, "text": entry_line(log[i], lang, names, EVERYONE, dialect_of(game))}
            for i in range(start, len(log))
        ],
    }
