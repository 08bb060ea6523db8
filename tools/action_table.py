"""Make the table of the action encoding (``grimorio.env.actions.TABLE``): every (option
kind, shape) that random games ask, from the sample decks and from decks drawn from the
whole pool, every priority asked (auto-pass off).

    python tools/action_table.py [GAMES]

Prints the table as Python, sorted, to paste into ``src/grimorio/env/actions.py``. An
option of a kind and shape the table lacks still has a slot (an overflow one): the table
decides only which options get a slot of their own, stable across decisions.
"""

from __future__ import annotations

import sys

from grimorio.agents import RandomAgent
from grimorio.env.actions import shape_of
from grimorio.game import Game
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    found: set[tuple[str, tuple[int, int, int]]] = set()
    for i in range(games):
        decks = pairing(i) if i % 3 == 0 else pool_pairing(i)
        game = Game.new(decks=decks, seed=i, auto_pass=False)
        agents = [RandomAgent(2 * i), RandomAgent(2 * i + 1)]
        while not game.over and len(game.answers) < 3000:
            decision = game.pending
            assert decision is not None
            for option in decision.options:
                found.add((option.key, shape_of(option.args)))
            game.submit(agents[decision.player].decide(None, decision))
    print("TABLE: tuple[tuple[str, tuple[int, int, int]], ...] = (")
    for key, s in sorted(found):
        print(f"    ({key!r}, {s}),")
    print(")")


if __name__ == "__main__":
    main()
