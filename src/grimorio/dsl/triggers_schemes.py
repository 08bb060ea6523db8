"""A trigger condition the Archenemy schemes of *Duskmourn* brought into the card vocabulary
(issue 23), a general word any card could use: "whenever you're dealt combat damage"
(:class:`IsDealtCombatDamage`, CR 120.1, 510.2, 603.2).

It joins the union ``grimorio.dsl.triggers.Trigger``; its matcher is in
``grimorio.mtg.effects.scheme_moves`` (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all


@dataclass(frozen=True, slots=True)
class IsDealtCombatDamage:
    """CR 120.1, 510.2, 603.2: "whenever [you / an opponent / a player] is dealt combat
    damage" — a player ``who`` names (seen from the ability's controller) dealt combat damage
    by any source. Combat damage is dealt at once (510.2): with ``one_or_more`` on the
    ability it triggers once for each player dealt damage, however many creatures dealt it
    (the release notes of *Soy intocable*). "That player" is the one dealt damage; "that
    much" the damage of the first source."""

    who: str = "you"


register_all(globals())
