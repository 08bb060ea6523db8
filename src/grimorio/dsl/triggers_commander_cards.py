"""Trigger conditions the cards of the *Duskmourn* Commander decks brought into the card
vocabulary (issue 23), general words any card could use:

* "whenever [this / a <filter>] becomes the target of a spell" — not of an ability
  (:class:`BecomesTargetOfSpell`, CR 115, 603.2);
* "whenever you cast a <filter> spell", where "that spell's mana value" is the event's
  amount (:class:`CastsWithManaValue`, 601.2i, 202.3e: X as announced);
* "whenever one or more colorless <...>" — another condition narrowed to colourless objects
  (:class:`Colorless`, 105.2c): "whenever one or more colorless creatures you control deal
  combat damage to a player".

They join the union ``grimorio.dsl.triggers.Trigger``; their matchers are in
``grimorio.mtg.effects.commander_cards`` (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone

if TYPE_CHECKING:
    from grimorio.dsl.triggers import Trigger


@dataclass(frozen=True, slots=True)
class BecomesTargetOfSpell:
    """CR 115, 603.2: "whenever [this (``what`` None) / a <what>] becomes the target of a
    spell" — a spell of any player's, as it is put on the stack with its targets (601.2c);
    an activated or triggered ability targeting it doesn't trigger this. "That spell" is
    the spell (``ThatSpell()``)."""

    what: Filter | None = None


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
class Colorless:
    """CR 105.2c: ``when``, where what the event is about is colourless — the creature that
    deals damage, the permanent that enters... ("whenever one or more colorless creatures
    you control deal combat damage to a player" is
    ``Colorless(DealsDamage(Filter(types=("creature",), controller="you"), "player",
    combat=True))`` with ``one_or_more``). An object that has left is seen as it last
    existed (608.2h)."""

    when: Trigger


COMMANDER_CARD_TRIGGERS = (BecomesTargetOfSpell, CastsWithManaValue, Colorless)

register_all(globals())
