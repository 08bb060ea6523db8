"""The search agent (ISMCTS): its budget of simulations, what it searches, and that it
plays whole games with legal answers."""

from __future__ import annotations

import math

from tests.support import one, to_attackers

from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.lookahead import try_options
from grimorio.agents.search import SearchAgent
from grimorio.core.decisions import Decision
from grimorio.game import Game
from grimorio.mtg.board import build
from grimorio.sample_decks import pairing


def _pending(game: Game) -> Decision:
    assert game.pending is not None
    return game.pending


def test_cr508_1_finds_the_lethal_attack() -> None:
    """At 3 life with no blockers, attacking with the 4/4 wins (CR 104.3b at 0 life)."""
    game = build(battlefields=(["Test Giant"], ["Test Bear"]), life=(20, 3))
    game.state.objects[one(game, "Test Bear")].tapped = True
    to_attackers(game)
    agent = SearchAgent(1, simulations=3)
    assert agent.decide(game, _pending(game)).id == f"attack:{one(game, 'Test Giant')}"


def test_the_budget_of_simulations_is_kept_and_is_deterministic() -> None:
    """With ``simulations`` the search samples exactly that many worlds, and two agents
    with the same seed answer alike."""
    game = build(
        hands=(["Asesinato"], []),
        battlefields=(["Test Bear", "Pantano", "Pantano", "Pantano"], ["Test Giant"]),
    )
    a, b = SearchAgent(4, simulations=5), SearchAgent(4, simulations=5)
    assert a.decide(game, _pending(game)) == b.decide(game, _pending(game))
    assert a.last_iterations == 5


def test_land_plays_are_not_searched() -> None:
    """CR 305.1: the heuristic plays its land first; the search takes its word."""
    game = build(hands=(["Llanura", "Test Bear"], []), battlefields=(["Bosque"], []))
    agent = SearchAgent(2, simulations=5)
    choice = agent.decide(game, _pending(game))
    assert choice.id == f"play:{one(game, 'Plains', 'hand/0')}"
    assert agent.last_iterations == 0


def test_plays_a_whole_game_against_the_heuristic() -> None:
    """Every answer it gives is legal (``submit`` would raise) and the game ends."""
    game = Game.new(pairing(3), seed=3)
    agents = [SearchAgent(1, simulations=1), HeuristicAgent(2)]
    while not game.over and len(game.answers) < 3000:
        d = _pending(game)
        game.submit(agents[d.player].decide(game, d))
    assert game.over


def test_options_not_tried_before_the_deadline_score_nothing() -> None:
    """A search's clock: once its deadline has passed, the look-ahead tries nothing more
    (every option scores -inf, so the search can stop within its budget)."""
    game = build(
        hands=(["Asesinato"], []),
        battlefields=(["Test Bear", "Pantano", "Pantano", "Pantano"], ["Test Giant"]),
    )
    d = _pending(game)
    assert set(try_options(game, d, list(d.options), deadline=0.0)) == {-math.inf}
    assert max(try_options(game, d, list(d.options))) > -math.inf


def test_cr307_1_rollout_players_act_only_at_sorcery_speed() -> None:
    """The search's rollout players (``sorcery_speed_only``) cast removal in their main
    phase but not at the beginning of combat (CR 307.1); the heuristic agent casts it in
    either."""
    for step, rollout_casts in (("main1", True), ("begin_combat", False)):
        game = build(
            hands=(["Asesinato"], []),
            battlefields=(["Pantano", "Pantano", "Pantano"], ["Test Giant"]),
            step=step,
        )
        d = _pending(game)
        rollout = HeuristicAgent(1, sorcery_speed_only=True).decide(game, d)
        assert rollout.id.startswith("cast:") is rollout_casts
        assert HeuristicAgent(1).decide(game, d).id.startswith("cast:")
