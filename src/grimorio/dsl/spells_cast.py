"""Words about the spells each player has cast this turn (CR 601.2i), general words any card
could use:

* "whenever a player casts their first spell each turn" (:class:`CastsNthSpell`): the
  ``nth`` spell a player cast this turn, counted from the start of the turn whether or not
  the object with the ability was on the battlefield then; "that spell's mana value" is the
  event's amount (``EventAmount()``), X as announced (202.3e); "that player" the caster;
* "another target player" — a target player other than the one the triggering event was
  about (``Filter(only_players=True, player=OTHER_THAN_THAT_PLAYER)``, CR 115.1, 603.2).

What each player cast this turn is this turn's record ``turn_counts`` under
``"spells_cast:<player>"`` (``grimorio.dsl.values.TURN_EVENTS``), kept only in a game where
some card asks (:func:`asks_spells_cast`): a game without such a card records — and saves —
nothing new. The trigger's matcher is in ``grimorio.mtg.effects.spells_cast``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone

if TYPE_CHECKING:
    from grimorio.dsl.card import CardDef

# this turn's record of the spells a player cast (``turn_counts`` "spells_cast:<player>")
SPELLS_CAST = "spells_cast"


def spells_cast_key(player: int) -> str:
    """The key of ``player``'s spells cast this turn in ``turn_counts``."""
    return f"{SPELLS_CAST}:{player}"


@dataclass(frozen=True, slots=True)
class CastsNthSpell:
    """CR 601.2i: "whenever [you / an opponent / a player] cast[s] their ``nth`` spell each
    turn" (``who`` as :class:`~grimorio.dsl.triggers.Casts`; ``nth=1``: "their first
    spell"), a spell that matches ``spell``. The spells that player cast earlier in the turn
    count even if this object wasn't on the battlefield then. "It" / "that spell" is the
    spell, "that player" its caster, and "that spell's mana value" the event's amount — as
    it was cast, X as announced (202.3e), also if it has left the stack by then (608.2h)."""

    nth: int = 1
    who: str = "any"
    spell: Filter = Filter(zone=Zone.STACK)  # noqa: RUF009 (a frozen value)


def asks_spells_cast(definition: CardDef) -> bool:
    """Does a card read this turn's record of spells cast — a triggered ability on
    :class:`CastsNthSpell`? (Then a game with it keeps the record.)"""
    return any(isinstance(getattr(a, "when", None), CastsNthSpell) for a in definition.abilities)


register_all(globals())
