"""Inferno games for the tests, between decks of the demonstration set's vanilla allies, and
boards (``scenario.board.build``) with the helpers that find and play their cards."""

from __future__ import annotations

import random

from grimorio import Game
from grimorio.core.decisions import Decision
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.inferno.state import InfernoState
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.board import build

CAOS = (
    ["Vástago de la Ceniza"]
    + (["Esbirro incendiario"] * 12 + ["Kirch de las trincheras"] * 14 + ["Bestia del Caos"] * 10)
    + ["Dragón de brasas"] * 4
)
LOCURA = (
    ["Señora de los Susurros"]
    + (["Marioneta risueña"] * 12 + ["Ilusión persistente"] * 14 + ["Súcubo del delirio"] * 10)
    + ["Abominación cosida"] * 4
)


def inferno_game(seed: int = 1, auto_pass: bool = True) -> Game:
    """A new Inferno game between the two closed-format (40-card) demonstration decks; with
    ``auto_pass``, both players keep their hands (I-103.5), so the game waits at the first
    priority."""
    game = Game.new(decks=(CAOS, LOCURA), seed=seed, game="inferno", auto_pass=auto_pass)
    while auto_pass and game.pending is not None and game.pending.kind == DecisionKind.MULLIGAN:
        game.submit("keep")
    return game


def play_random(game: Game, seed: int, answers: int | None = None) -> Game:
    """Answer at random, to the end or for ``answers`` answers."""
    rng = random.Random(seed)
    n = 0
    while not game.over and (answers is None or n < answers):
        decision = game.pending
        assert decision is not None
        game.submit(rng.choice(decision.options))
        n += 1
    return game


def mono_game(first: str, second: str, seed: int = 1) -> Game:
    """A game whose two decks hold one kind of ally each (with their demons), both hands
    kept; every priority is asked (no ``auto_pass``), so that a test may stop inside a
    combat."""
    decks = (["Vástago de la Ceniza"] + [first] * 40, ["Señora de los Susurros"] + [second] * 40)
    game = Game.new(decks=decks, seed=seed, game="inferno", auto_pass=False)
    while game.pending is not None and game.pending.kind != DecisionKind.PRIORITY:
        game.submit(game.pending.options[0])  # no scenario; keep
    return game


def cast_and_pass_until(game: Game, turn: int) -> None:
    """Play every ally that can be played (paying with the first option each time) and
    otherwise pass, until a main phase of turn ``turn`` or later gives its active player
    priority (with ``auto_pass``, a turn in which nobody could do anything is not
    stopped in)."""
    while not game.over:
        state = game.state
        decision = game.pending
        assert decision is not None
        if (
            state.turn >= turn
            and state.step == "principal"
            and decision.kind == DecisionKind.PRIORITY
            and decision.player == state.active
            and state.combat is None
            and not state.zones["stack"]
        ):
            return
        ids = [o.id for o in decision.options]
        cast = [i for i in ids if i.startswith("cast:")]
        if decision.kind == DecisionKind.PRIORITY:
            game.submit(cast[0] if cast else "pass")
        else:
            game.submit(ids[0])


# a resource in a board (I-305): an Inferno card face down in play
RESOURCE = {"name": "Humano errante", "face_down": True}


def demon_of(game: Game, player: int) -> int:
    """The id of ``player``'s demon (I-112.2)."""
    state = game.state
    assert isinstance(state, InfernoState)
    return state.inferno_player(player).demon


DECK = ["Humano errante"] * 8  # a board's deck, when the test doesn't care what is in it


def board(**kwargs: object) -> Game:
    """An Inferno board (``scenario.board.build(game="inferno")``), each deck ``DECK`` unless
    ``libraries`` says otherwise."""
    kwargs.setdefault("libraries", (DECK, DECK))
    return build(game="inferno", **kwargs)  # type: ignore[arg-type]


def in_play(game: Game, card: str, player: int | None = None) -> int:
    """The id of the Inferno card ``card`` (its Spanish name) in play — ``player``'s, if
    given."""
    state = game.state
    key = f"inferno:{card}"
    return next(
        o
        for o in state.zones[BATTLEFIELD_KEY]
        if state.objects[o].card == key
        and (player is None or state.objects[o].controller == player)
    )


def card_id(game: Game, card: str, player: int | None = None) -> int:
    """The id of the Inferno card ``card`` (its Spanish name) in any zone — owned by
    ``player``, if given — the oldest first."""
    state = game.state
    return next(
        o
        for o in sorted(state.objects)
        if state.objects[o].card == f"inferno:{card}"
        and (player is None or state.objects[o].owner == player)
    )


def _pick(decision: Decision, given: list[str]) -> str:
    """The first of ``given`` that is an option (used up), else the first option."""
    ids = [o.id for o in decision.options]
    pick = next((a for a in given if a in ids), None)
    if pick is not None:
        given.remove(pick)
    return pick or ids[0]


def answer(game: Game, *answers: str) -> None:
    """Answer every question before the next priority with ``answers`` where they are
    options (each used once), else with the first option."""
    given = list(answers)
    while game.pending is not None and game.pending.kind != DecisionKind.PRIORITY:
        game.submit(_pick(game.pending, given))


def play(game: Game, card_id: int, *answers: str) -> None:
    """Play the card ``card_id`` (its energy from resources), answering with ``answers``."""
    game.submit(f"cast:{card_id}")
    answer(game, *answers)


def resolve(game: Game, *answers: str) -> None:
    """Pass until the chain is empty, answering other questions with ``answers`` (as
    :func:`answer` does)."""
    given = list(answers)
    while game.state.zones["stack"]:
        decision = game.pending
        assert decision is not None
        game.submit("pass" if decision.kind == DecisionKind.PRIORITY else _pick(decision, given))
