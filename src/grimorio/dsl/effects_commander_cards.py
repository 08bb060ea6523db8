"""Effects the cards of the *Duskmourn* Commander decks brought into the card vocabulary
(issue 23). Each is a general word any card could use:

* "choose odd or even. <Do something to> each creature with power of the chosen quality"
  (:class:`ChooseOddOrEven`; zero is even) — a choice made as the effect resolves (CR
  608.2d), the objects of that quality remembered (607.2a);
* "starting with the next opponent in turn order, each player chooses a creature you don't
  control" (:class:`EachPlayerChooses`) — each player in turn, knowing what the players
  before chose (101.4; the release notes of *Trile sádico*);
* "return all <...> cards from your graveyard to the battlefield"
  (:class:`ReturnAllToBattlefield`): together, an Aura among them attached as it enters to
  what its controller chooses, targeting nothing, or left where it is (303.4f–g);
* "if N cards that share all their card types were <milled> this way, <effects>"
  (:class:`IfShareCardTypes`, 205.2a).

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.mtg.effects.commander_cards``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter, Selector

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect


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


@dataclass(frozen=True, slots=True)
class ReturnAllToBattlefield:
    """CR 110.2a, 303.4f–g: "return all <...> cards to the battlefield" — the cards
    ``what`` picks enter together under their owners' control (603.6a: they see each other
    enter). An Aura among them is attached as it enters to what its controller chooses
    among what it could enchant on the battlefield before they enter (an Aura can't
    enchant a creature entering with it; it targets nothing, so hexproof doesn't stop it;
    protection does, 702.16c); an Aura with nothing to enchant stays where it is (303.4g:
    the release notes of *Rectificar el destino*)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class IfShareCardTypes:
    """CR 205.2a, 608.2c: "if ``count`` cards that share all their card types were <put
    somewhere> this way, <then>" — among the cards remembered as ``Linked(key)`` (607.2a),
    ``count`` have exactly the same card types (supertypes and subtypes don't count: the
    release notes of *Promesa demoníaca*). The types are those the cards have where they
    are now."""

    key: str
    count: int
    then: tuple[Effect, ...]


COMMANDER_CARD_EFFECTS = (
    ChooseOddOrEven,
    EachPlayerChooses,
    ReturnAllToBattlefield,
    IfShareCardTypes,
)

register_all(globals())
