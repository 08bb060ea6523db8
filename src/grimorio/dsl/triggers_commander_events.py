"""Trigger conditions the red, green and multicoloured cards of the *Duskmourn* Commander
decks brought into the card vocabulary (issue 23), general words any card could use:

* "whenever you play a card with two or more card types" (:class:`PlaysCard`, CR 305.1,
  601.2i, 205.2a): casting a spell or playing a land;
* "whenever an opponent loses life for the first time during each of their turns"
  (:class:`LosesLifeFirstTime`, 119.3, 120.3a).

They join the union ``grimorio.dsl.triggers.Trigger``; their matchers are in
``grimorio.mtg.effects.commander_actions`` (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all


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
class LosesLifeFirstTime:
    """CR 119.3, 120.3a: "whenever [an opponent / a player / you] loses life for the first
    time during each of their turns" — a player ``who`` names losing life (damage dealt to a
    player is life lost) during their own turn, when it is the first life they lost that
    turn; life lost earlier in the turn, even before this object was on the battlefield,
    means it doesn't trigger (the release notes of *Valgavoth, Arador de Almas*). "That
    player" is the one who lost life; "that much" the life lost."""

    who: str = "opponent"


COMMANDER_EVENTS = (PlaysCard, LosesLifeFirstTime)

register_all(globals())
