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
import secrets
from typing import TYPE_CHECKING, Any, TypeVar

from fastapi import APIRouter, Request
from pydantic import BaseModel, ValidationError

from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.deck import Deck, inferno_deck
from grimorio.dsl.games import Variant
from grimorio.game import Game
from grimorio.rules.view import dialect_of
from grimorio.server.messages import (
    MAX_BODY,
    CheckDecklist,
    Code,
    CreateGame,
    JoinGame,
    ServerError,
    bad_fields,
    checked_name,
)
from grimorio.server.rooms import stored_decks
from grimorio.server.variants import (
    ai_deck,
    check_decklist,
    chosen_deck,
    deck_list,
    variant_of,
)
from grimorio.store import GameStatus, StoreError
from grimorio.text.log import entry_line
from grimorio.text.refs import EVERYONE

if TYPE_CHECKING:
    from grimorio.server.app import Hub

router = APIRouter()
Model = TypeVar("Model", bound=BaseModel)

AI_NAME = "IA"
GUEST_NAME = "Invitado"
GUIDED_AI = "suave"  # the guided first game's opponent, unless another AI is named
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


@router.get("/api/decks")
async def decks(variant: str = "plain") -> list[dict[str, Any]]:
    """The decks offered for a variant: the sample decks, or in Commander (CR 903) the
    shipped Commander decks named by their commander."""
    if variant not in tuple(Variant):
        raise _unknown_variant()
    return deck_list(Variant(variant))


def _unknown_variant() -> ServerError:
    known = ", ".join(v.value for v in Variant)
    return ServerError(
        Code.BAD_MESSAGE,
        f"variante desconocida; es una de {known}",
        f"unknown variant; it is one of {known}",
    )


@router.post("/api/decklists/check")
async def decklist_check(request: Request) -> dict[str, Any]:
    asked = await body(request, CheckDecklist)
    deck, problems = await asyncio.to_thread(check_decklist, asked.text, Variant(asked.variant))
    cards = len(deck.main) + len(deck.commander)
    return {"ok": not problems, "cards": cards, "problems": problems}


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


def guided_seats(asked: CreateGame) -> list[str]:
    """The seats of a guided first game (issue 24): its person and one AI, the gentle one
    unless another was named — a duel of Magic with no variant, the game the guide explains
    (CR 103–514)."""
    if (
        asked.seats is not None
        or asked.game != "magic"
        or asked.variant != "plain"
        or asked.opponent == "person"
    ):
        raise ServerError(
            Code.BAD_MESSAGE,
            "una partida guiada es un duelo de Magic contra la IA, sin variante",
            "a guided game is a duel of Magic against the AI, with no variant",
        )
    opponent = asked.opponent if "opponent" in asked.model_fields_set else GUIDED_AI
    return ["person", opponent]


def seat_names_and_decks(
    kinds: list[str], name: str, mine: Deck, seed: int, inferno: bool, variant: Variant
) -> tuple[list[str], list[Deck]]:
    """The names and decks of a new game's seats: the creator's, an AI's (one other than
    the creator's where there is one, chosen by the seed, fitting the variant:
    :func:`~grimorio.server.variants.ai_deck`), and nothing yet for an invited friend's, who
    brings it on joining. The AIs of a game of more than two are numbered ("IA 1", "IA 2"…)."""
    names, decks = [name], [mine]
    numbered = sum(1 for kind in kinds[1:] if kind != "person") > 1
    ais = 0
    for seat, kind in enumerate(kinds[1:], start=1):
        if kind == "person":
            names.append(GUEST_NAME)
            decks.append(Deck(()))
            continue
        ais += 1
        names.append(f"{AI_NAME} {ais}" if numbered else AI_NAME)
        decks.append(ai_deck(mine, seat, seed, variant, inferno))
    return names, decks


@router.post("/api/games")
async def create_game(request: Request) -> dict[str, Any]:
    """A new game of 2 to 6 seats: the creator's (seat 0) and the others, each an AI or a
    friend invited by a link of their own; the game begins when every friend has joined."""
    hub = hub_of(request)
    asked = await body(request, CreateGame)
    name = checked_name(asked.name)
    kinds = guided_seats(asked) if asked.guided else ["person", *other_seats(asked)]
    inferno = asked.game == "inferno"
    variant = variant_of(asked.game, asked.variant)
    mine = (
        Deck(inferno_deck(DEMO_DECKS[0]).main)  # Inferno: the demonstration decks (I-100.2)
        if inferno
        else await asyncio.to_thread(chosen_deck, asked.deck, variant)
    )
    seed = hub.options.seeds()
    names, decks = seat_names_and_decks(kinds, name, mine, seed, inferno, variant)
    invited = [seat for seat, kind in enumerate(kinds) if seat and kind == "person"]
    settings = {
        "seats": kinds,
        "think": asked.think if "search" in kinds else None,
        "timer": asked.timer,
        "absence": asked.absence,
        "lang": asked.lang,
        "game": asked.game,
        "variant": variant.value,
        "guided": asked.guided,  # the guided first game (issue 24)
    }
    token = secrets.token_urlsafe(24)
    invites = {seat: secrets.token_urlsafe(24) for seat in invited}

    def store() -> str:
        game = hub.store.create_game(
            seed=seed,
            names=names,
            decks=[d.main for d in decks],
            settings=settings,
            status=GameStatus.WAITING if invited else GameStatus.PLAYING,
            variant=variant.value,
            commanders=[d.commander for d in decks] if variant is Variant.COMMANDER else None,
            schemes=[d.schemes for d in decks] if variant is Variant.ARCHENEMY else None,
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
        "variant": variant.value,
    }


@router.get("/api/games/{game}/about")
async def about(game: str, request: Request) -> dict[str, Any]:
    """What an invited friend needs to choose a deck: the game (Magic or Inferno), its
    variant (CR 806, 903, 904.12) and its number of seats — nothing hidden."""
    hub = hub_of(request)
    try:
        stored = await asyncio.to_thread(hub.store.load, game)
    except StoreError:
        raise _no_game() from None
    return {
        "game": str(stored.settings.get("game") or "magic"),
        "variant": stored.variant,
        "seats": len(stored.names),
        "status": str(stored.status),
    }


def _no_game() -> ServerError:
    return ServerError(
        Code.NO_GAME, "no hay ninguna partida con ese id", "there is no game with that id", 404
    )


@router.post("/api/games/{game}/join")
async def join_game(game: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    asked = await body(request, JoinGame)
    name = checked_name(asked.name)

    def deck_for() -> Deck:
        """The guest's deck: the one chosen, fitting the game's variant (CR 903.5, 904.3),
        or in Inferno the second demonstration deck."""
        try:
            stored = hub.store.load(game)
        except StoreError:
            stored = None
        if stored is not None and stored.settings.get("game") == "inferno":
            return Deck(inferno_deck(DEMO_DECKS[1]).main)
        variant = Variant(stored.variant) if stored is not None else Variant.PLAIN
        return chosen_deck(asked.deck, variant)

    deck = await asyncio.to_thread(deck_for)
    token = secrets.token_urlsafe(24)

    def claim() -> int | None:
        try:
            return hub.store.claim_invite(
                game,
                asked.invite,
                seat_token=token,
                name=name,
                deck=deck.main,
                commander=deck.commander,
                schemes=deck.schemes,
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
        raise _no_game() from None
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
        stored_decks(stored),
        stored.answers[:at],
        players=stored.names,
        auto_pass=False,
        game=str(stored.settings.get("game") or "magic"),
        variant=stored.variant,
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
