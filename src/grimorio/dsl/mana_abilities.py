"""Mana abilities and mana restrictions beyond the plain ones (CR 605.1a, 106.6), general
words any card could use:

* "{T}: Add X mana of any one color, where X is <a value>" (:class:`ManaAbilityX`): a mana
  ability whose amount is read each time it could be activated (605.1a, 106.4) — none is
  added while the value is 0;
* "Spend this mana only to cast instant, sorcery, Demon, and Spirit spells"
  (:class:`SpendOnlyEither`, 106.6): a spell that matches any one of several filters;
* :func:`asks_mana_spent`: does a card read the amount of mana spent to cast a spell
  (601.2h; ``grimorio.dsl.mana_triggers.CastsPayingLess``)? A game with one records it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.abilities import ManaAbility
from grimorio.dsl.mana import SpendOnly
from grimorio.dsl.mana_triggers import CastsPayingLess
from grimorio.dsl.selectors import Filter
from grimorio.dsl.values import Amount

if TYPE_CHECKING:
    from grimorio.dsl.card import CardDef


@dataclass(frozen=True, slots=True)
class ManaAbilityX(ManaAbility):
    """CR 605.1a, 106.4: a mana ability that adds ``x`` mana (a value read as it could be
    activated: "X mana ..., where X is the number of soul counters on this") of one colour
    in ``produce``; ``amount`` is unused."""

    x: Amount = 0


@dataclass(frozen=True, slots=True)
class SpendOnlyEither(SpendOnly):
    """CR 106.6: "Spend this mana only to cast <A>, <B> ... spells" — a spell that matches
    any one of ``either`` (``spells`` unused): "instant, sorcery, Demon, and Spirit
    spells" is an instant or a sorcery spell, or a Demon or a Spirit spell."""

    either: tuple[Filter, ...] = ()


def asks_mana_spent(definition: CardDef) -> bool:
    """Does a card read the amount of mana spent to cast a spell — a triggered ability on
    :class:`~grimorio.dsl.mana_triggers.CastsPayingLess`? (Then a game with it records it.)"""
    return any(isinstance(getattr(a, "when", None), CastsPayingLess) for a in definition.abilities)


register_all(globals())
