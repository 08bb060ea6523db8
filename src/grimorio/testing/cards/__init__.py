"""The test-only cards, by theme: stand-ins for what a rule or a CR example needs and the
real pool lacks. Nothing here is part of the real pool or of ``grimorio.cards.catalog()``;
:func:`grimorio.testing.use_test_cards` registers them.
"""

from __future__ import annotations

from grimorio.dsl.card import CardDef
from grimorio.testing.cards.black import BLACK_TEST_CARDS
from grimorio.testing.cards.blue import BLUE_TEST_CARDS
from grimorio.testing.cards.casting_keywords import CASTING_KEYWORD_TEST_CARDS
from grimorio.testing.cards.core import TEST_CARDS
from grimorio.testing.cards.cr603 import CR603_TEST_CARDS
from grimorio.testing.cards.cr614 import CR614_TEST_CARDS
from grimorio.testing.cards.cr903 import CR903_TEST_CARDS
from grimorio.testing.cards.dsk import DSK_TEST_CARDS
from grimorio.testing.cards.escape_costs import ESCAPE_COST_TEST_CARDS
from grimorio.testing.cards.guests import GUEST_TEST_CARDS
from grimorio.testing.cards.inferno import INFERNO_TEST_CARDS
from grimorio.testing.cards.inferno_combat import INFERNO_COMBAT_TEST_CARDS
from grimorio.testing.cards.inferno_linked import INFERNO_LINKED_TEST_CARDS
from grimorio.testing.cards.layers import LAYER_TEST_CARDS
from grimorio.testing.cards.multiplayer import MULTIPLAYER_TEST_CARDS
from grimorio.testing.cards.permanent_keywords import PERMANENT_KEYWORD_TEST_CARDS
from grimorio.testing.cards.permissions import PERMISSION_TEST_CARDS
from grimorio.testing.cards.range_of_influence import RANGE_OF_INFLUENCE_TEST_CARDS
from grimorio.testing.cards.room_copies import ROOM_COPY_TEST_CARDS
from grimorio.testing.cards.triggers import TRIGGER_TEST_CARDS
from grimorio.testing.cards.white import WHITE_TEST_CARDS

ALL_TEST_CARDS: tuple[CardDef, ...] = (
    *RANGE_OF_INFLUENCE_TEST_CARDS,
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
    *ROOM_COPY_TEST_CARDS,
    *INFERNO_TEST_CARDS,
    *INFERNO_COMBAT_TEST_CARDS,
    *INFERNO_LINKED_TEST_CARDS,
    *MULTIPLAYER_TEST_CARDS,
    *PERMANENT_KEYWORD_TEST_CARDS,
    *CASTING_KEYWORD_TEST_CARDS,
    *CR903_TEST_CARDS,
    *ESCAPE_COST_TEST_CARDS,
)

__all__ = ["ALL_TEST_CARDS"]
