"""Effects a player decides as they resolve (CR 608.2d), general words any card could use:

* "its controller may sacrifice it. If they don't, <effects>" (:class:`SacrificeOrElse`,
  701.21a) — the permanent's controller decides;
* "untap up to N <filter>" (:class:`UntapUpTo`, 701.26b), chosen one at a time and untapped
  together;
* "choose odd or even. <Do something to> each creature with power of the chosen quality"
  (:class:`ChooseOddOrEven`; zero is even) — the objects of that quality remembered
  (607.2a);
* "starting with the next opponent in turn order, each player chooses a creature you don't
  control" (:class:`EachPlayerChooses`) — each player in turn, knowing what the players
  before chose (101.4; the release notes of *Trile sádico*).

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.mtg.effects.player_choices``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter, Selector
from grimorio.dsl.values import Amount

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect


@dataclass(frozen=True, slots=True)
class SacrificeOrElse:
    """CR 701.21a, 608.2d: "its controller may sacrifice it. If they don't, <effects>" —
    the controller of the permanent ``what`` picks chooses as this resolves whether to
    sacrifice it; if they don't (or it is no longer on the battlefield to be sacrificed),
    ``effects`` happen. Nothing happens if ``what`` picks nothing ("up to one target ...",
    none chosen). "That player" in ``effects`` is ``ControllerOf(what)`` (as the permanent
    last existed, 608.2h)."""

    what: Selector
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class UntapUpTo:
    """CR 701.26b: "untap up to ``most`` <filter>" — the controller chooses, as this
    resolves, up to that many tapped permanents that match ``filter`` (any player's, unless
    the filter says whose), one at a time; they are untapped together."""

    filter: Filter
    most: Amount


@dataclass(frozen=True, slots=True)
class ChooseOddOrEven:
    """CR 608.2d: "choose odd or even" — the controller chooses as this resolves, and every
    object that matches ``filter`` (seen from the controller) whose power has the chosen
    quality is remembered as ``Linked(key)`` (607.2a): "Return each creature with power of
    the chosen quality to its owner's hand" is ``ReturnToHand(Linked(key))``. Zero is even;
    an object without power has neither quality. The choice is logged for every player;
    nothing happens between it and the rest of the effect (the release notes of *Hipótesis
    de Zimone*)."""

    filter: Filter
    key: str = "chosen"


@dataclass(frozen=True, slots=True)
class EachPlayerChooses:
    """CR 101.4, 608.2d: "starting with the next opponent in turn order, each player
    chooses a <filter>" — each player still in the game, from the one after the controller
    around to the controller (800.4: those who left are passed over), chooses one object
    that matches ``filter`` as the controller sees it ("a creature you don't control": the
    words "you" are the controller's). Each choice is made public as it is made, so a
    player knows what the players before chose (the release notes of *Trile sádico*); two
    players may choose the same object. The objects chosen are remembered as
    ``Linked(key)`` (607.2a): "Destroy the chosen creatures" is ``Destroy(Linked(key))``."""

    filter: Filter
    key: str = "chosen"


PLAYER_CHOICE_EFFECTS = (SacrificeOrElse, UntapUpTo, ChooseOddOrEven, EachPlayerChooses)

register_all(globals())
