"""Test-only cards for the rules of copies of permanents that were cast for an alternative
cost (CR 707.2, 702.176a), where a real card would bring more than the rule under test."""

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import CreateCopyToken
from grimorio.dsl.selectors import Filter, Target, TargetSpec

PERMISSION_TEST_CARDS = (
    card(
        "Test Mimic",
        None,
        "{1}{U}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((TargetSpec((Filter(),)),), (CreateCopyToken(Target(0)),)),)),
        text_en="Create a token that's a copy of target permanent.",
        text_es="Crea una ficha que es una copia del permanente objetivo.",
    ),
)
