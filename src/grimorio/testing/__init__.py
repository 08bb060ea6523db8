"""Opt-in cards for tests: ``use_test_cards()`` adds them to the test-only pool.

The package never imports this module by itself (only ``grimorio scenario --test-cards``
does), so a game, a decklist or ``grimorio play`` knows nothing of "Test Bear" unless a
program asks for it. Registering makes the cards exist; a game may still use them only
where the caller allows test cards too (``Game.new(..., test_cards=True)``,
``resolve(name, allow_test=True)``); boards built for a rules situation
(:func:`grimorio.scenario.board.build`) and scenarios take them once registered.

>>> from grimorio.testing import use_test_cards
>>> use_test_cards()
>>> from grimorio.game import Game
>>> game = Game.new(decks=(["Test Bear"] * 40, ["Test Bear"] * 40), test_cards=True)
"""

from __future__ import annotations

from grimorio.cards import registry
from grimorio.testing.cards import ALL_TEST_CARDS


def use_test_cards() -> None:
    """Register every test-only card in ``registry.TEST``; calling again changes nothing."""
    missing = [c for c in ALL_TEST_CARDS if registry.TEST.by_key.get(c.key) is not c]
    registry.TEST.add(*missing)


__all__ = ["ALL_TEST_CARDS", "use_test_cards"]
