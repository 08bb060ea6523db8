"""Builders for the test-only cards of CR 603 (triggered abilities): a triggered or activated
ability, a spell ability, and a permanent, instant or sorcery card written with its text."""

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility, Triggered
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.effects import (
    Effect,
)
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import (
    Filter,
    TargetSpec,
)
from grimorio.dsl.triggers import (
    Trigger,
)
from grimorio.dsl.values import Condition

ANY_CREATURE = Filter(types=("creature",))
TARGET_CREATURE = (TargetSpec((ANY_CREATURE,)),)


def triggered(
    when: Trigger,
    *effects: Effect,
    targets: tuple[TargetSpec, ...] = (),
    condition: Condition | None = None,
    one_or_more: bool = False,
    once: bool = False,
) -> Triggered:
    return Triggered(
        when, Mode(targets, effects), condition=condition, one_or_more=one_or_more, once=once
    )


def activated(
    cost: str, *effects: Effect, targets: tuple[TargetSpec, ...] = ()
) -> ActivatedAbility:
    return ActivatedAbility(Cost(mana=ManaCost.parse(cost)), Mode(targets, effects))


def spell(*effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> SpellAbility:
    return SpellAbility((Mode(targets, effects),))


def permanent(
    name: str,
    cost: str,
    type_en: str,
    type_es: str,
    text: tuple[str, str],
    *abilities: object,
    name_es: str | None = None,
    pt: tuple[int, int] | None = None,
    keywords: tuple[str, ...] = (),
    enchant: Filter | None = None,
) -> CardDef:
    return card(
        name,
        name_es,
        cost,
        type_en,
        type_es,
        pt=pt,
        keywords=keywords,
        abilities=abilities,  # type: ignore[arg-type]
        text_en=text[0],
        text_es=text[1],
        enchant=enchant,
    )


def instant(
    name: str, cost: str, spell: SpellAbility, text: tuple[str, str], name_es: str | None = None
) -> CardDef:
    return card(
        name, name_es, cost, "Instant", "Instantáneo", spell=spell, text_en=text[0], text_es=text[1]
    )


def sorcery(name: str, cost: str, spell: SpellAbility, text: tuple[str, str]) -> CardDef:
    return card(
        name, None, cost, "Sorcery", "Conjuro", spell=spell, text_en=text[0], text_es=text[1]
    )
