"""Trigger conditions about casting and playing (CR 601.2i, 305.1, 603.2), general words any
card could use:

* "whenever you cast a <filter> spell", where "that spell's mana value" is the event's
  amount (:class:`CastsWithManaValue`, 601.2i, 202.3e: X as announced);
* "whenever you play a card with two or more card types" (:class:`PlaysCard`, 305.1,
  601.2i, 205.2a): casting a spell or playing a land;
* "whenever [this / a <filter>] becomes the target of a spell" — not of an ability
  (:class:`BecomesTargetOfSpell`, 115, 601.2c).

They join the union ``grimorio.dsl.triggers.Trigger``; their matchers are in
``grimorio.mtg.effects.trigger_conditions`` (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone


@dataclass(frozen=True, slots=True)
class CastsWithManaValue:
    """CR 601.2i: "whenever [you / an opponent / a player] cast[s] a <spell> spell" (``who``
    as :class:`~grimorio.dsl.triggers.Casts`), with "that spell's mana value" as the event's
    amount (``EventAmount()``): its mana value as it was cast — X as announced (202.3e), a
    Room's door cast (709.3b) — and so also as it last existed on the stack if it has left
    by the time the ability resolves (608.2h; the release notes of *Salón polvoriento*)."""

    spell: Filter = Filter(zone=Zone.STACK)  # noqa: RUF009 (a frozen value)
    who: str = "you"


@dataclass(frozen=True, slots=True)
class PlaysCard:
    """CR 305.1, 601.2i, 205.2a: "whenever [you / an opponent / a player] play[s] a card with
    ``min_types`` or more card types" (``who`` as :class:`~grimorio.dsl.triggers.Casts`) — a
    spell cast (once it becomes cast, 601.2i) or a land played (305.1), with the card types
    it has on the stack or as it has entered (kindred is one of them: the release notes of
    *Faucescortantes, Nido de Chirridos*; supertypes and subtypes aren't). A copy of a spell
    is not played. "It" is the spell or the land; "that player" the one who played it."""

    min_types: int = 1
    who: str = "you"


@dataclass(frozen=True, slots=True)
class BecomesTargetOfSpell:
    """CR 115, 603.2: "whenever [this (``what`` None) / a <what>] becomes the target of a
    spell" — a spell of any player's, as it is put on the stack with its targets (601.2c);
    an activated or triggered ability targeting it doesn't trigger this. "That spell" is
    the spell (``ThatSpell()``)."""

    what: Filter | None = None


CASTING_TRIGGERS = (CastsWithManaValue, PlaysCard, BecomesTargetOfSpell)

register_all(globals())
