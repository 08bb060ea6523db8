"""A corpus of mutated saves (issue 17): real mid-game saves (seeded random games stopped at
various points, and a finished one) with one field changed — a key deleted, a value of
another type, an int set to -1, a huge number, the other seat or another object's id, two
ids swapped, a list emptied, null, a string replaced. Each one is refused with ``SaveError``
(never another exception) or loads a game that keeps the invariants and plays to its end
with random agents (CR 104: with a winner or a draw).

200 mutations in the suite; 1,000 more with ``pytest -m fuzz`` (``make fuzz``) or
``GRIMORIO_FUZZ=1``. ``tools/mutate_saves.py`` prints the outcomes.
"""

from __future__ import annotations

import pytest

from save_support import try_mutations

CHUNKS = 4
PER_CHUNK = 50


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_a_mutated_save_is_refused_or_plays_to_its_end(chunk: int) -> None:
    outcome = try_mutations(PER_CHUNK, seed=chunk)
    assert not outcome.failures, "\n".join(outcome.failures)
    # nearly every mutation changes the game: what loads is a mutation that changed nothing
    # (null where null was, a list emptied that was empty)
    assert outcome.refused >= PER_CHUNK * 3 // 4


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(2))
def test_without_the_replay_the_invariants_alone_keep_a_game_playable(chunk: int) -> None:
    """``verify=False`` (a trusted caller): what the checks let through still plays on,
    except a change inside the rules' own data (a pending step, an ability…), which only
    the replay sees."""
    outcome = try_mutations(PER_CHUNK, seed=100 + chunk, verify=False)
    assert not outcome.failures, "\n".join(outcome.failures)
    assert outcome.refused + outcome.loaded + outcome.internal_breaks == PER_CHUNK
    assert outcome.loaded > 0 and outcome.refused > PER_CHUNK // 2


@pytest.mark.fuzz
@pytest.mark.parametrize("chunk", range(10))
@pytest.mark.parametrize("verify", [True, False])
def test_fuzz_a_thousand_mutated_saves(chunk: int, verify: bool) -> None:
    outcome = try_mutations(100, seed=1000 + chunk, verify=verify)
    assert not outcome.failures, "\n".join(outcome.failures)
    assert verify is False or outcome.internal_breaks == 0
