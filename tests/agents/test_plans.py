"""Whole declarations of attackers and blockers as answers of the search (CR 508.1a,
509.1a): the plans offered, and a plan played part by part to the end."""

from __future__ import annotations

from tests.support import attack, one, to_attackers

from grimorio.agents.plans import Plan, plans
from grimorio.agents.search import SearchAgent
from grimorio.core.decisions import Decision
from grimorio.game import Game
from grimorio.scenario.board import build


def _pending(game: Game) -> Decision:
    assert game.pending is not None
    return game.pending


def _two_attackers() -> Game:
    game = build(battlefields=(["Test Giant", "Test Bear"], ["Test Hunter"]))
    to_attackers(game)
    return game


def test_cr508_1a_attack_plans_start_with_the_combat_model_and_cover_none_and_all() -> None:
    game = _two_attackers()
    giant, bear = one(game, "Test Giant"), one(game, "Test Bear")
    offered = [set(p.parts) for p in plans(game, _pending(game), limit=8)]
    # the 4/4 and the 2/2 into a 1/1: the model sends both
    assert offered[0] == {f"attack:{giant}", f"attack:{bear}"}
    assert set() in offered
    assert {f"attack:{giant}"} in offered and {f"attack:{bear}"} in offered
    assert len(offered) == len({frozenset(p) for p in offered})  # no plan twice


def test_cr508_1a_a_plan_is_declared_whole() -> None:
    game = _two_attackers()
    giant = one(game, "Test Giant")
    Plan("attackers", 0, (f"attack:{giant}",)).play(game)
    assert game.state.combat is not None
    assert list(game.state.combat.attackers) == [giant]


def test_cr509_1a_block_plans_include_the_chump_block_and_no_block() -> None:
    game = build(battlefields=(["Test Giant"], ["Test Hunter"]), life=(20, 4))
    giant, hunter = one(game, "Test Giant"), one(game, "Test Hunter")
    attack(game, giant)
    while _pending(game).kind != "blockers":
        game.submit("pass")
    offered = [p.parts for p in plans(game, _pending(game), limit=8)]
    assert offered[0] == (f"block:{hunter}:{giant}",)  # lethal otherwise: chump-block
    assert () in offered


def test_the_search_follows_its_plan_through_the_declaration() -> None:
    """The search answers the first part with its chosen plan and the later parts of the
    same declaration from that plan, without searching again."""
    game = _two_attackers()
    agent = SearchAgent(3, simulations=4)
    first = agent.decide(game, _pending(game))
    assert agent.plan is not None and first.id in agent.plan.parts
    game.submit(first)
    agent.last_iterations = -1
    while _pending(game).kind == "attackers":
        game.submit(agent.decide(game, _pending(game)))
    assert agent.last_iterations == -1  # nothing more was searched
    assert game.state.combat is not None
    declared = {f"attack:{a}" for a in game.state.combat.attackers}
    assert declared == set(agent.plan.parts)
