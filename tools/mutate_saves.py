"""Mutated saved games (issue 17): apply single-field mutations to real mid-game saves and
count the outcomes — refused with SaveError, or loaded and played to the end — for
``Game.from_json`` with and without the replay check.

    PYTHONPATH=src python tools/mutate_saves.py [COUNT] [SEED]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from grimorio.testing import use_test_cards
from save_support import try_mutations


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    use_test_cards()
    failed = False
    for verify in (True, False):
        start = time.perf_counter()
        outcome = try_mutations(count, seed, verify=verify)
        failures = outcome.failures or []
        print(
            f"verify={verify}: {count} mutations: {outcome.refused} refused (SaveError), "
            f"{outcome.loaded} loaded and played to the end, {outcome.internal_breaks} broke "
            f"inside the rules' own data, {len(failures)} failures "
            f"({time.perf_counter() - start:.1f} s)"
        )
        for line in failures:
            print("  ", line)
        failed = failed or bool(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
