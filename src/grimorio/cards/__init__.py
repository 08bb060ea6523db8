"""Card definitions by set and the card registry.

``catalog()`` is the real pool (basic lands and *Duskmourn*); cards that exist only for
tests live apart in :mod:`grimorio.cards.testing` and :mod:`grimorio.cards.testing_layers`
and never appear in the catalog.
"""

from __future__ import annotations

from grimorio.cards import registry
from grimorio.cards.basics import BASIC_LANDS
from grimorio.cards.dsk import DSK_CARDS
from grimorio.cards.emblems import EMBLEM_CARDS
from grimorio.cards.registry import UnknownCard, get, resolve
from grimorio.cards.special_guests import CARDS as SPECIAL_GUEST_CARDS
from grimorio.cards.testing import TEST_CARDS
from grimorio.cards.testing_black import BLACK_TEST_CARDS
from grimorio.cards.testing_blue import BLUE_TEST_CARDS
from grimorio.cards.testing_cr603 import CR603_TEST_CARDS
from grimorio.cards.testing_cr614 import CR614_TEST_CARDS
from grimorio.cards.testing_dsk import DSK_TEST_CARDS
from grimorio.cards.testing_guests import GUEST_TEST_CARDS
from grimorio.cards.testing_layers import LAYER_TEST_CARDS
from grimorio.cards.testing_permissions import PERMISSION_TEST_CARDS
from grimorio.cards.testing_triggers import TRIGGER_TEST_CARDS
from grimorio.cards.testing_white import WHITE_TEST_CARDS
from grimorio.cards.tokens import TOKEN_CARDS
from grimorio.dsl.card import CardDef

# The release notes' Special Guests belong to the real pool too (cards/special_guests.py)
registry.REAL.add(*BASIC_LANDS, *DSK_CARDS, *SPECIAL_GUEST_CARDS)
registry.TOKENS.add(*TOKEN_CARDS, *EMBLEM_CARDS)  # predefined, not cards for a deck
registry.TEST.add(
    *TEST_CARDS,
    *LAYER_TEST_CARDS,
    *TRIGGER_TEST_CARDS,
    *CR603_TEST_CARDS,
    *CR614_TEST_CARDS,
    *DSK_TEST_CARDS,
    *BLUE_TEST_CARDS,
    *WHITE_TEST_CARDS,
    *PERMISSION_TEST_CARDS,
    *GUEST_TEST_CARDS,
    *BLACK_TEST_CARDS,
)


def catalog() -> list[CardDef]:
    """The real pool's card definitions, each with ``name_es``, ``name_en`` and type line."""
    return list(registry.REAL.by_key.values())


__all__ = ["CardDef", "UnknownCard", "catalog", "get", "resolve"]
