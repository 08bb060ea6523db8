"""Test-only cards of our own for rules the Special Guests and the spell-copying cards
lean on, where no card of the pool does the thing under test (CR 119.5)."""

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects_game import SetLifeTotal

GUEST_TEST_CARDS = (
    card(
        "Test Fresh Start",
        None,
        "{W}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((), (SetLifeTotal(20),)),)),
        text_en="Your life total becomes 20.",
        text_es="Tu total de vidas pasa a ser 20.",
    ),
)
