"""Every game ends (CR 104; issue 17): agents that always take the first option, the last
option, or the kind of option they have taken least — and random ones — finish every game
with no cap, the zones intact (CR 400.1) and the answers replaying to the same game. A dead
end offered by the engine (a block that can only be reset, CR 509.1c; a rewound cast
offered again, 732.1) would keep one of them going forever."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_inputs import PROFILE

from grimorio.agents.adversarial import FirstOptionAgent, LastOptionAgent, RarestOptionAgent
from grimorio.core.decisions import Decision, Option
from grimorio.testing.fuzz import FUZZ_AGENTS, fuzz_game


def _decision(*ids: str) -> Decision:
    return Decision(0, "priority", tuple(Option(i, "opt.pass") for i in ids))


def test_careless_agents_choose_as_their_names_say() -> None:
    d = _decision("cast:3", "play:4", "pass")
    assert FirstOptionAgent().decide(None, d).id == "cast:3"
    assert LastOptionAgent().decide(None, d).id == "pass"
    rarest = RarestOptionAgent(1)
    picks = [rarest.decide(None, d).id for _ in range(3)]
    assert sorted(picks) == ["cast:3", "pass", "play:4"]  # each verb once before any twice


@pytest.mark.slow
@pytest.mark.parametrize("first", FUZZ_AGENTS)
def test_every_pair_of_careless_agents_ends_its_games(first: str) -> None:
    """Each ordered pair of agents, with sample decks and with pool decks."""
    for second in FUZZ_AGENTS:
        for seed in (3, 8):
            record = fuzz_game(seed, (first, second))
            assert record.ended and not record.problems, record


@pytest.mark.slow
@settings(PROFILE, max_examples=max(8, PROFILE.max_examples // 10))
@given(seed=st.integers(0, 10**6), kinds=st.tuples(*[st.sampled_from(FUZZ_AGENTS)] * 2))
def test_any_seeded_game_of_careless_agents_ends(seed: int, kinds: tuple[str, str]) -> None:
    record = fuzz_game(seed, kinds)
    assert record.ended and not record.problems, record
