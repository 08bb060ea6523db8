"""Words for permanents chosen among the opponents' and decided on by their controllers
(issue 23), any card may use:

* "for each opponent, choose up to one target <filter> that player controls"
  (:func:`one_target_per_opponent`): one instance of the word "target" whose targets are
  each controlled by another opponent (CR 115.1, 601.2c: ``TargetSpec.one_per_controller``);
* "for each permanent chosen this way, its controller may exile it"
  (:class:`ControllersMayExile`): the controllers decide one after the other in turn order,
  starting with the next one after the spell's controller, each knowing what those before
  decided; then the permanents are exiled at the same time (101.4, 608.2d, 701.13a);
* "search your library for up to N <filter> cards, put them onto the battlefield tapped,
  then shuffle" (:class:`SearchUpTo`, 701.23, 701.24a).

They join the union ``grimorio.dsl.effects.Effect``; their handlers are in
``grimorio.mtg.effects.controllers_choose``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter, Selector, TargetSpec
from grimorio.dsl.values import Amount
from grimorio.dsl.zones import Zone

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect

# CR 800.1: the engine's games have at most six players, so at most five opponents — the most
# targets "up to one for each opponent" can have (each opponent's limits them further)
MOST_OPPONENTS = 5


def one_target_per_opponent(*filters: Filter) -> TargetSpec:
    """CR 115.1, 601.2c: "for each opponent, choose up to one target <filters> that player
    controls" — up to one target for each opponent, no two controlled by the same player."""
    return TargetSpec(
        tuple(dataclasses.replace(f, controller="opponent") for f in filters),
        min=0,
        max=MOST_OPPONENTS,
        one_per_controller=True,
    )


@dataclass(frozen=True, slots=True)
class ControllersMayExile:
    """CR 101.4, 608.2d, 701.13a: "for each permanent chosen this way, its controller may
    exile it" — for each permanent ``what`` picks still on the battlefield, its controller
    decides, in turn order from the player after the controller of the spell (each decision
    made public as it is made, so a player knows what those before decided); then the
    permanents its controllers chose to exile are exiled at the same time. Then ``then``
    happens, with ``EventAmount()`` the number of permanents ``what`` picks still on the
    battlefield — if there are ``at_least`` of them ("if one or more of the chosen
    permanents are still on the battlefield, ... that many")."""

    what: Selector
    then: tuple[Effect, ...] = ()
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class SearchUpTo:
    """CR 701.23, 701.24a: "search your library for up to ``count`` ``filter`` cards, put
    them into ``to`` (onto the battlefield, ``tapped``), then shuffle" — the controller finds
    up to that many, one at a time (they may find fewer or none, 701.23b); the cards found
    are put there at the same time."""

    filter: Filter
    count: Amount
    to: Zone | str = Zone.BATTLEFIELD
    tapped: bool = False


register_all(globals())
