"""Test-only cards for the examples of CR 603 and related rules, with the printed texts
of the cards the examples name (never part of the real pool)."""

from grimorio.dsl.card import CardDef

CR603_TEST_CARDS: tuple[CardDef, ...] = ()
