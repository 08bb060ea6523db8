"""No agent reads hidden information (DESIGN principle 7; CR 400.2, 401.2, 402.3).

Two games that differ only in what a player cannot see — which cards are in the
opponent's hand, the order and contents of both libraries, the seed of future shuffles —
must get the same answers from that player's agent. A deliberately peeking agent is shown
to fail the same check, so the check can fail."""

from __future__ import annotations

import random

import pytest

from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.lookahead import try_options
from grimorio.agents.search import SearchAgent
from grimorio.core.decisions import Decision, Option
from grimorio.core.rng import Rng
from grimorio.game import Game
from grimorio.rules.determinize import hidden_from
from grimorio.sample_decks import pairing


def swap_hidden(game: Game, player: int, seed: int) -> Game:
    """A copy of ``game`` in which every card ``player`` cannot see is replaced by another
    hidden card of the same owner, and the generator of future shuffles is reseeded."""
    other = game.clone()
    state = other.state
    shuffle = random.Random(seed)
    by_owner: dict[int, list[int]] = {}
    for oid in hidden_from(game, player):
        by_owner.setdefault(state.objects[oid].owner, []).append(oid)
    for slots in by_owner.values():
        keys = [state.objects[o].card for o in slots]
        shuffle.shuffle(keys)
        for oid, key in zip(slots, keys, strict=True):
            state.objects[oid].card = key
    state.rng = Rng(seed * 7919 + 1)
    return other  # a new Game: its caches start empty


def positions(count: int, seed: int, every: int = 4) -> list[Game]:
    """Positions from a heuristic-vs-heuristic game: copies at ``count`` decisions with a
    real choice, one in ``every``, so that they cover the game."""
    found: list[Game] = []
    game = Game.new(pairing(seed), seed=seed)
    agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
    seen = 0
    while not game.over and len(found) < count:
        d = game.pending
        assert d is not None
        if len(d.options) > 1:
            seen += 1
            if seen % every == 0:
                found.append(game.clone())
        game.submit(agents[d.player].decide(game, d))
    return found


def _pending(game: Game) -> Decision:
    assert game.pending is not None
    return game.pending


def test_determinizations_depend_only_on_what_the_player_sees() -> None:
    """The same seed gives the same determinization of two games that differ in hidden
    cards; the player's own hand is kept, and the opponent's hand is resampled."""
    for game in positions(6, seed=4):
        player = _pending(game).player
        other = swap_hidden(game, player, seed=len(game.answers))
        assert other != game
        a, b = game.determinize(player, Rng(9)), other.determinize(player, Rng(9))
        assert a == b
        hand = f"hand/{player}"
        assert [a.state.objects[o].card for o in a.state.zones[hand]] == [
            game.state.objects[o].card for o in game.state.zones[hand]
        ]


def test_determinize_resamples_the_opponents_hand() -> None:
    game = positions(1, seed=2)[0]
    player = _pending(game).player
    theirs = f"hand/{1 - player}"
    real = [game.state.objects[o].card for o in game.state.zones[theirs]]
    samples = {
        tuple(d.state.objects[o].card for o in d.state.zones[theirs])
        for d in (game.determinize(player, Rng(s)) for s in range(8))
    }
    assert len(samples) > 1 and any(list(s) != real for s in samples)


@pytest.mark.parametrize(
    "make",
    [
        lambda: HeuristicAgent(5),
        pytest.param(lambda: SearchAgent(5, simulations=3), marks=pytest.mark.slow),
    ],
    ids=["heuristic", "search"],
)
def test_agents_answer_the_same_whatever_the_hidden_cards(make: object) -> None:
    assert callable(make)
    for seed in (1, 6):
        for game in positions(10, seed):
            player = _pending(game).player
            other = swap_hidden(game, player, seed=seed + len(game.answers))
            mine = make().decide(game, _pending(game))
            theirs = make().decide(other, _pending(other))
            assert mine.id == theirs.id, f"seed {seed}, answer #{len(game.answers)}"


class PeekingAgent:
    """A cheat, for the control test: its answer depends on the opponent's hand."""

    def decide(self, game: Game, decision: Decision) -> Option:
        state = game.state
        hand = state.zones[f"hand/{1 - decision.player}"]
        seen = "".join(state.objects[o].card for o in hand)
        return decision.options[sum(map(ord, seen)) % len(decision.options)]


def test_the_check_catches_an_agent_that_peeks() -> None:
    """The same check catches an agent whose answer depends on the opponent's hand, and
    looking ahead on the real game (real libraries, real hand) instead of a
    determinization gives different scores: the swap really changes what a cheat sees."""
    answers = scores = 0
    # Three games: a look ahead ends with the step it started in (CR 500.2), so hidden cards
    # change its score only now and then (a card drawn, a hand discarded).
    games = [game for seed in (1, 3, 5) for game in positions(30, seed=seed)]
    for game in games:
        d = _pending(game)
        other = swap_hidden(game, d.player, seed=len(game.answers))
        answers += PeekingAgent().decide(game, d).id != PeekingAgent().decide(other, d).id
        options = list(d.options)
        scores += try_options(game, d, options) != try_options(other, d, options)
    assert answers > 0 and scores > 0
