"""Trigger conditions about mana — how much was spent, what a land produced — general words
any card could use:

* "whenever you cast a spell, if the amount of mana spent to cast it was less than its mana
  value" (:class:`CastsPayingLess`, CR 601.2h, 601.2i, 202.3e): the event's amount
  (``EventAmount()``) is the difference, worked out as the spell is cast — so also as it
  last existed on the stack if it has left by the time the ability resolves (608.2h);
* "whenever a player taps a land for mana" (:class:`LandTappedForMana`, CR 605.1b, 106.12):
  "that player" is the one who tapped it (the mana went to their pool), "it" the land. A
  triggered ability on it without a target that adds mana is a mana ability: it resolves
  at once, without the stack (605.1b, 605.4a; ``grimorio.rules.pipeline.triggers``), with
  "the type of mana that land produced" known (``grimorio.dsl.mana_effects``).

The amount of mana spent to cast a spell is recorded on the spell (``paid``: ``"spent:N"``)
only in a game where some card asks (``grimorio.dsl.mana_abilities.asks_mana_spent``): a
game without such a card records — and saves — nothing new. Their matchers are in
``grimorio.mtg.effects.mana_words`` (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone

# The tag of ``MagicObject.paid`` that says how much mana was spent to cast a spell (601.2h)
MANA_SPENT = "spent:"


@dataclass(frozen=True, slots=True)
class CastsPayingLess:
    """CR 601.2h–i: "whenever [you / an opponent / a player] cast[s] a <spell> spell, if the
    amount of mana spent to cast it was less than its mana value" (``who`` as
    :class:`~grimorio.dsl.triggers.Casts`). Its mana value counts X as announced (202.3e);
    the event's amount is the difference."""

    who: str = "you"
    spell: Filter = Filter(zone=Zone.STACK)  # noqa: RUF009 (a frozen value)


@dataclass(frozen=True, slots=True)
class LandTappedForMana:
    """CR 605.1b, 106.12: "whenever a player taps a <what> for mana" — the mana ability of a
    permanent that matches ``what`` resolving with {T} in its cost and adding mana.
    "That player" is who tapped it, "it" the permanent."""

    what: Filter = Filter(types=("land",))  # noqa: RUF009 (a frozen value)


register_all(globals())
