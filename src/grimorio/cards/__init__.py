"""Card definitions by set and the card registry.

``catalog()`` is the real pool (basic lands, *Duskmourn* and its Special Guests, the cards of
its Commander decks and their schemes). Cards that
exist only for tests are not imported here: they live in :mod:`grimorio.testing`, which a
program (the test suite, ``grimorio scenario --test-cards``) opts into with
``use_test_cards()``; they never appear in the catalog.
"""

from __future__ import annotations

from grimorio.cards import registry
from grimorio.cards.basics import BASIC_LANDS
from grimorio.cards.dsc import DSC_CARDS
from grimorio.cards.dsk import DSK_CARDS
from grimorio.cards.emblems import EMBLEM_CARDS
from grimorio.cards.registry import UnknownCard, get, resolve
from grimorio.cards.special_guests import CARDS as SPECIAL_GUEST_CARDS
from grimorio.cards.tokens import TOKEN_CARDS
from grimorio.dsl.card import CardDef

# The release notes' Special Guests belong to the real pool too (cards/special_guests.py)
registry.REAL.add(*BASIC_LANDS, *DSK_CARDS, *SPECIAL_GUEST_CARDS, *DSC_CARDS)
registry.TOKENS.add(*TOKEN_CARDS, *EMBLEM_CARDS)  # predefined, not cards for a deck


def catalog() -> list[CardDef]:
    """The real pool's card definitions, each with ``name_es``, ``name_en`` and type line."""
    return list(registry.REAL.by_key.values())


__all__ = ["CardDef", "UnknownCard", "catalog", "get", "resolve"]
