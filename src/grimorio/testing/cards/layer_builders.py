"""Builders for the test-only cards of the layer system (CR 613) and copy effects (CR 707):
targets and amounts they share, and spell, Aura and enchantment cards written with their text."""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import (
    Mode,
    SpellAbility,
    Static,
)
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.continuous import (
    Part,
)
from grimorio.dsl.effects import (
    Apply,
    Count,
    Effect,
)
from grimorio.dsl.selectors import CREATURE, Attached, Filter, Target, TargetSpec

TARGET_CREATURE = (TargetSpec((CREATURE,)),)
SPELL_OR_PERMANENT = (TargetSpec((Filter(), Filter(zone=Zone.STACK))),)
CREATURE_CARDS_IN_YOUR_GRAVEYARD = Count(
    Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you")
)
CREATURES_YOU_CONTROL = Count(Filter(types=("creature",), controller="you"))
NONBASIC_LANDS = Filter(types=("land",), not_supertypes=("basic",))


def spell(targets: tuple[TargetSpec, ...], *effects: Effect) -> SpellAbility:
    return SpellAbility((Mode(targets, effects),))


def on_target(*parts: Part, until: str = "end_of_turn") -> SpellAbility:
    """The spell of a card whose whole text is one continuous effect on target creature."""
    return spell(TARGET_CREATURE, Apply(Target(0), parts, until))


def instant(
    name: str, es: str | None, cost: str, spell: SpellAbility, text: tuple[str, str]
) -> CardDef:
    return card(
        name, es, cost, "Instant", "Instantáneo", spell=spell, text_en=text[0], text_es=text[1]
    )


def sorcery(
    name: str, es: str | None, cost: str, spell: SpellAbility, text: tuple[str, str]
) -> CardDef:
    return card(name, es, cost, "Sorcery", "Conjuro", spell=spell, text_en=text[0], text_es=text[1])


def enchantment(
    name: str, es: str | None, cost: str, static: Static, text: tuple[str, str]
) -> CardDef:
    return card(
        name,
        es,
        cost,
        "Enchantment",
        "Encantamiento",
        abilities=(static,),
        text_en=text[0],
        text_es=text[1],
    )


def aura(
    name: str, es: str | None, cost: str, parts: tuple[Part, ...], text: tuple[str, str]
) -> CardDef:
    """An Aura with "Enchant creature" and a static ability on the enchanted creature."""
    return card(
        name,
        es,
        cost,
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=CREATURE,
        abilities=(Static(parts, Attached()),),
        text_en=f"Enchant creature\n{text[0]}",
        text_es=f"Encantar criatura\n{text[1]}",
    )
