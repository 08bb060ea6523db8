"""The gentle player of a newcomer's first game (issue 24, part 3): the heuristic agent with
its aggression turned down — it sends only the attacks that clearly pay (CR 508.1) and never
plays at instant speed to ambush (CR 117.1a) — so a newcomer can win sometimes. At the
default aggression the heuristic agent plays as it always did (the golden replays and the
agents' own tests hold it to that)."""

from __future__ import annotations

import pytest
from tests.support import one, to_attackers

from grimorio.agents.factory import AGENT_KINDS, GENTLE_AGGRESSION, make_agent
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.match import deal_decks, play_match
from grimorio.agents.match_result import Outcome
from grimorio.core.errors import GrimorioError
from grimorio.game import Game
from grimorio.scenario.board import build

MATCH_GAMES = 40  # games of each match: enough for the handicap to show over chance


def _gentle(seed: int = 3) -> HeuristicAgent:
    agent = make_agent("suave", seed)
    assert isinstance(agent, HeuristicAgent)
    return agent


def _attack_board(opponent: list[str]) -> Game:
    """A Piranha Fly (2/1, flying) and a Ripchain Razorkin (5/3, reach) ready to attack an
    opponent at 8 life who controls ``opponent``."""
    game = build(
        battlefields=(["Mosca piraña", "Cercenador de la hozcadena"], opponent),
        step="main1",
        life=(20, 8),
    )
    to_attackers(game)
    return game


def test_suave_and_gentle_name_the_gentle_heuristic_player() -> None:
    """Issue 24: ``make_agent("suave")`` (and its English name "gentle") is the heuristic
    player with less appetite for attacks and no instant-speed plays; "suave" is listed
    among the kinds `grimorio play --ai` offers."""
    assert "suave" in AGENT_KINDS
    for name in ("suave", "gentle", " gentle "):
        agent = make_agent(name, 5)
        assert isinstance(agent, HeuristicAgent)
        assert agent.aggression == GENTLE_AGGRESSION < 1
        assert agent.sorcery_speed_only
    usual = make_agent("heuristic", 5)
    assert isinstance(usual, HeuristicAgent)
    assert usual.aggression == 1.0 and not usual.sorcery_speed_only


@pytest.mark.parametrize("bad", [0, -0.5, 1.5, "0.4", True, None, float("nan")])
def test_an_aggression_out_of_range_is_refused(bad: object) -> None:
    """Issue 17/24: an aggression that isn't a number in (0, 1] is refused with a clear
    message in Spanish and English."""
    with pytest.raises(GrimorioError) as caught:
        HeuristicAgent(1, aggression=bad)  # type: ignore[arg-type]
    assert "agresividad" in caught.value.message("es")
    assert "aggression" in caught.value.message("en")


def test_cr508_1_the_gentle_player_declines_a_trade_the_heuristic_takes() -> None:
    """CR 508.1, 509.1a: against an opponent at 8 life with an untapped 4/2 with reach, the
    heuristic player sends its 2/1 flier (a trade it likes at that life total); the gentle
    player keeps everything home."""
    game = _attack_board(["Cuellilargo atrapador"])
    fly = one(game, "Piranha Fly")
    assert HeuristicAgent(3).decide(game, game.pending).id == f"attack:{fly}"
    assert _gentle().decide(game, game.pending).id == "done"


def test_cr508_1_the_gentle_player_still_attacks_an_empty_board() -> None:
    """The contrast, so that the test above can't pass by the gentle player never attacking:
    with no creature to block (CR 509.1a), it attacks."""
    game = _attack_board([])
    first = _gentle().decide(game, game.pending).id
    assert first.startswith("attack:")


def _attacks_by(kind: str, seed: int) -> int:
    """The attackers declared (CR 508.1) by ``kind`` at seat 1 in a seeded game against the
    heuristic player, over the first 12 turns."""
    game = Game.new(decks=deal_decks(seed, 2, None), seed=seed)
    agents = [make_agent("heuristic", 2 * seed), make_agent(kind, 2 * seed + 1)]
    while not game.over and game.state.turn <= 12:
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(game, decision))
    return sum(
        1
        for e in game.state.log
        if e.key == "attack" and len(e.args) > 1 and e.args[1] == ("p", 0)  # at seat 0
    )


@pytest.mark.slow
def test_cr508_1_the_gentle_player_attacks_less_than_the_heuristic() -> None:
    """Issue 24: over the same seeded games against the heuristic player, the gentle player
    declares fewer attackers than the heuristic player does in its seat."""
    seeds = range(4)
    gentle = sum(_attacks_by("suave", s) for s in seeds)
    usual = sum(_attacks_by("heuristic", s) for s in seeds)
    assert usual > 0
    assert gentle < usual


@pytest.mark.slow
def test_the_heuristic_player_beats_the_gentle_one_more_often_than_itself() -> None:
    """Issue 24 ("a newcomer should be able to win sometimes"): in seeded matches of the same
    deals, the heuristic player wins more games against the gentle player than against
    another heuristic player."""
    against_gentle = play_match("heuristic", "suave", MATCH_GAMES, seed=0, jobs=2)
    against_itself = play_match("heuristic", "heuristic", MATCH_GAMES, seed=0, jobs=2)
    assert not against_gentle.errors and not against_itself.errors
    wins_gentle = sum(1 for r in against_gentle.games if r.outcome == Outcome.A)
    wins_itself = sum(1 for r in against_itself.games if r.outcome == Outcome.A)
    assert wins_gentle > wins_itself
    assert wins_gentle > MATCH_GAMES // 2
