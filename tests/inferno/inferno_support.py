"""Inferno games for the tests, between decks of the demonstration set's vanilla allies."""

from __future__ import annotations

import random

from grimorio import Game
from grimorio.rules.state.decision_kinds import DecisionKind

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
