"""Trigger conditions that narrow an event to some of its occurrences, general words any card
could use:

* "whenever one or more colorless <...>" — another condition narrowed to colourless objects
  (:class:`Colorless`, CR 105.2c): "whenever one or more colorless creatures you control
  deal combat damage to a player";
* "whenever an opponent loses life for the first time during each of their turns" — life
  lost narrowed to the first life lost in the player's own turn
  (:class:`LosesLifeFirstTime`, 119.3, 120.3a).

They join the union ``grimorio.dsl.triggers.Trigger``; their matchers are in
``grimorio.mtg.effects.trigger_conditions`` (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all

if TYPE_CHECKING:
    from grimorio.dsl.triggers import Trigger


@dataclass(frozen=True, slots=True)
class Colorless:
    """CR 105.2c: ``when``, where what the event is about is colourless — the creature that
    deals damage, the permanent that enters... ("whenever one or more colorless creatures
    you control deal combat damage to a player" is
    ``Colorless(DealsDamage(Filter(types=("creature",), controller="you"), "player",
    combat=True))`` with ``one_or_more``). An object that has left is seen as it last
    existed (608.2h)."""

    when: Trigger


@dataclass(frozen=True, slots=True)
class LosesLifeFirstTime:
    """CR 119.3, 120.3a: "whenever [an opponent / a player / you] loses life for the first
    time during each of their turns" — a player ``who`` names losing life (damage dealt to a
    player is life lost) during their own turn, when it is the first life they lost that
    turn; life lost earlier in the turn, even before this object was on the battlefield,
    means it doesn't trigger (the release notes of *Valgavoth, Arador de Almas*). "That
    player" is the one who lost life; "that much" the life lost."""

    who: str = "opponent"


NARROWED_TRIGGERS = (Colorless, LosesLifeFirstTime)

register_all(globals())
