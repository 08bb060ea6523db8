"""Test-only enchantments with an additional cost of discarding a card or sacrificing a
creature (CR 601.2f), which the real pool's enchantments lack: with El Maestro de las Llaves
(escape, 702.138a) they show the release notes' ruling that the cards discarded or
sacrificed for the additional cost may be among the graveyard cards exiled for the escape
cost, since the total cost is paid in any order (601.2h)."""

from grimorio.dsl.abilities import Cost, Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.selectors import Filter

DISCARD_SIGIL = card(
    "Test Discard Sigil",
    None,
    "{1}{U}",
    "Enchantment",
    "Encantamiento",
    spell=SpellAbility((Mode(),), additional_cost=Cost(discard=1)),
    text_en="As an additional cost to cast this spell, discard a card.",
    text_es="Como coste adicional para lanzar este hechizo, descarta una carta.",
)
SACRIFICE_SIGIL = card(
    "Test Sacrifice Sigil",
    None,
    "{1}{B}",
    "Enchantment",
    "Encantamiento",
    spell=SpellAbility(
        (Mode(),), additional_cost=Cost(sacrifice=Filter(types=("creature",), controller="you"))
    ),
    text_en="As an additional cost to cast this spell, sacrifice a creature.",
    text_es="Como coste adicional para lanzar este hechizo, sacrifica una criatura.",
)

ESCAPE_COST_TEST_CARDS = (DISCARD_SIGIL, SACRIFICE_SIGIL)
