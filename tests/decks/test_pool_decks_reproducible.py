"""DESIGN principle 3: a game is reproducible from its seed, decks and answers — so the
decks drawn from the pool must be the same in every process, whatever Python's string
hashing (``PYTHONHASHSEED``) makes of the order of a set."""

from __future__ import annotations

import os
import subprocess
import sys

PRINT_DECKS = (
    "from grimorio.pool_decks import _lands, pool_decks; "
    "print([d.main for d in pool_decks()], _lands(['G', 'U', 'G', 'U', 'B'], []))"
)


def test_pool_decks_are_the_same_whatever_the_hash_seed() -> None:
    """Including the lands of colours tied in weight (two G and two U symbols)."""
    seen = {
        subprocess.run(
            [sys.executable, "-c", PRINT_DECKS],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("0", "1", "2", "3", "12345")
    }
    assert len(seen) == 1
