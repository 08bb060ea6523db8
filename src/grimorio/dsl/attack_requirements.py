"""Attack requirements a resolving spell or ability makes (CR 508.1d): "<this creature>
attacks <that player> this combat if able" — :class:`AttacksPlayerIfAble`, and the
requirement it leaves, :class:`MustAttackPlayer`.

A requirement tied to one player is obeyed only by attacking that player: not a planeswalker
they control (802.3a, 506.3). It is no obligation to pay a cost (508.1d), and a creature that
can't attack that player — tapped, "can't attack", not continuously controlled since the
turn began without haste (508.1a, 302.6), or the player has left the game (800.4a) — is
free to attack another player, a planeswalker, or nothing.

The requirement is kept as a record of the continuous effects of resolved spells and
abilities (``MtgState.effects``, 611.2), like a designation: no layer applies it (613 is
about characteristics); it lasts "this combat" — until the combat phase ends (511.3:
:data:`END_OF_COMBAT`), so a later combat phase of the same turn is free of it (500.8).

:class:`AttacksPlayerIfAble` joins the union ``grimorio.dsl.effects.Effect``; its handler is
``grimorio.mtg.effects.attack_requirements``, and the declaration of attackers reads the
requirement through ``grimorio.mtg.keywords.goad``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from grimorio.core.serial import register_all

if TYPE_CHECKING:
    from grimorio.dsl.selectors import Selector

# CR 511.3: "this combat" — an effect record's duration that ends as the combat phase does
# (``grimorio.rules.pipeline.durations``)
END_OF_COMBAT = "end_of_combat"


@dataclass(frozen=True, slots=True)
class AttacksPlayerIfAble:
    """CR 508.1d, 802.3a: each creature ``what`` picks "attacks ``player`` this combat if
    able" — the first player ``player`` picks as this resolves ("choose an opponent at
    random. <This creature> attacks that player this combat if able": ``RandomOpponent``).
    A creature no longer on the battlefield, or no player picked, makes no requirement."""

    what: Selector
    player: Selector


@dataclass(frozen=True, slots=True)
class MustAttackPlayer:
    """CR 508.1d: the requirement "attacks player ``player`` this combat if able", the one
    part of an effect record whose affected object is the creature."""

    player: int
    layer: ClassVar[str] = ""  # a requirement of the declaration: no layer of 613 applies it


register_all(globals())
