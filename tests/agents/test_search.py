"""The search agent (ISMCTS): its budget of simulations, what it searches, and that it
plays whole games with legal answers."""

from __future__ import annotations

import math

from tests.support import attack, one, to_attackers, to_blockers

from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.lookahead import try_options
from grimorio.agents.search import SearchAgent
from grimorio.core.decisions import Decision
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build


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


class _RecordingSearch(SearchAgent):
    """Notes the turn and the active player where each sample's rollout ended."""

    def __init__(self) -> None:
        super().__init__(3, simulations=2)
        self.ends: list[tuple[int, int]] = []

    def _rollout(self, game: Game, last_turn: int, deadline: float) -> None:
        super()._rollout(game, last_turn, deadline)
        if not game.over:
            self.ends.append((game.state.turn, game.state.active))


def test_cr500_1_samples_end_just_before_the_searchers_next_turn() -> None:
    """Every sample is scored at the same point: once the opponent's next turn is over
    (the current turn, when it is theirs), as the searcher's own turn begins (CR 500.1)."""
    libraries = (["Pantano"] * 5, ["Pantano"] * 5)  # nobody loses by drawing (CR 704.5b)
    in_my_turn = build(
        hands=(["Asesinato"], []),
        battlefields=(["Test Bear", "Pantano", "Pantano", "Pantano"], ["Test Giant"]),
        libraries=libraries,
    )
    in_their_turn = build(
        battlefields=(["Test Giant"], ["Test Bear", "Test Bear"]), libraries=libraries
    )
    attack(in_their_turn, one(in_their_turn, "Test Giant"))
    to_blockers(in_their_turn)
    for game, searcher, turns_left in ((in_my_turn, 0, 2), (in_their_turn, 1, 1)):
        agent = _RecordingSearch()
        decision = _pending(game)
        assert decision.player == searcher
        agent.decide(game, decision)
        assert agent.ends
        assert set(agent.ends) == {(game.state.turn + turns_left, searcher)}
