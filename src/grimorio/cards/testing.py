"""Cards that exist only for tests (not part of the real pool; never in ``catalog()``).

They stand in where the CR's examples or a rule need something Duskmourn lacks: a vanilla
creature, a legend, a planeswalker, an Aura or Equipment with no abilities.
"""

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import DealDamage, XValue
from grimorio.dsl.selectors import ANY_TARGET, Target, TargetSpec

TEST_CARDS = (
    card("Test Bear", None, "{1}{G}", "Creature — Bear", "Criatura — Oso", pt=(2, 2)),
    card("Test Giant", None, "{3}{R}", "Creature — Giant", "Criatura — Gigante", pt=(4, 4)),
    card(
        "Test Wall",
        None,
        "{1}{W}",
        "Creature — Wall",
        "Criatura — Muro",
        pt=(0, 4),
        keywords=("defender",),
    ),
    card(
        "Test Legend",
        None,
        "{1}{B}",
        "Legendary Creature — Human",
        "Criatura legendaria — Humano",
        pt=(2, 2),
    ),
    card(
        "Test Walker",
        None,
        "{2}{U}",
        "Legendary Planeswalker — Test",
        "Planeswalker legendario — Test",
        loyalty=3,
    ),
    card("Test Aura", None, "{W}", "Enchantment — Aura", "Encantamiento — Aura"),
    card("Test Equipment", None, "{1}", "Artifact — Equipment", "Artefacto — Equipo"),
    card(
        "Test Blast",
        None,
        "{X}{R}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (Mode((TargetSpec((ANY_TARGET,)),), (DealDamage(XValue(), Target(0)),)),)
        ),
        text_en="Test Blast deals X damage to any target.",
    ),
)
