"""Helpers shared by the tests: find objects, pass priority, cast, pay, go to a step."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.rulings import shared_dir
from grimorio.sample_decks import pairing

# Tests that need what only some machines have skip, saying so: an endless device to read
# (every Linux has one), and ../shared (the release notes, absent outside the project's
# workplace: tests that read it skip cleanly, by the project's rule).
needs_dev_zero = pytest.mark.skipif(
    not Path("/dev/zero").exists(), reason="no /dev/zero on this system"
)
needs_shared = pytest.mark.skipif(
    shared_dir() is None, reason="../shared (the release notes) is absent"
)


def random_game(seed: int, auto_pass: bool = True, answers: int | None = None) -> Game:
    """The sample decks' seeded game between random agents (what ``grimorio bench``
    plays), to its end or to its first ``answers`` answers."""
    game = Game.new(decks=pairing(seed), seed=seed, auto_pass=auto_pass)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    while not game.over and (answers is None or len(game.answers) < answers):
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(None, decision))
    return game


def ids(g: Game, card: str, zone: str = "battlefield") -> list[int]:
    """Objects in ``zone`` that are ``card`` (its key, the English name), in zone order."""
    return [i for i in g.state.zones[zone] if g.state.objects[i].card == card]


def one(g: Game, card: str, zone: str = "battlefield") -> int:
    found = ids(g, card, zone)
    assert len(found) == 1, (card, zone, found)
    return found[0]


def cards(g: Game, zone: str) -> list[str]:
    """The card keys in ``zone``, in zone order."""
    return [g.state.objects[i].card for i in g.state.zones[zone]]


def sorted_cards(g: Game, zone: str) -> list[str]:
    return sorted(cards(g, zone))


def pay(g: Game) -> None:
    """CR 601.2g: activate mana abilities while a choice of source is asked for."""
    while g.pending is not None and g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


def cast(g: Game, card: str, *choices: str, player: int = 0) -> None:
    """Cast (the first) ``card`` from ``player``'s hand, answer the casting decisions given,
    and pay."""
    in_hand = ids(g, card, f"hand/{player}")
    assert in_hand, (card, "not in hand")
    g.submit(f"cast:{in_hand[0]}")
    for c in choices:
        g.submit(c)
    pay(g)


def resolve_top(g: Game) -> None:
    """Both players pass in succession: the top of the stack resolves (CR 117.4)."""
    g.submit("pass")
    g.submit("pass")


def to_attackers(g: Game) -> None:
    while g.pending.kind != "attackers":
        g.submit("pass")


def to_blockers(g: Game) -> None:
    while g.pending.kind != "blockers":
        g.submit("pass")


def to_step(g: Game, step: str) -> None:
    while g.state.step != step:
        g.submit("pass")


def attack(g: Game, *attackers: int) -> None:
    """CR 508.1: declare the given attackers."""
    to_attackers(g)
    for a in attackers:
        g.submit(f"attack:{a}")
    if g.pending.kind == "attackers":
        g.submit("done")
