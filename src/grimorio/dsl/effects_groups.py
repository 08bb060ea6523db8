"""Effects on groups of objects and their totals, general words any card could use:

* "destroy <this>, <that> and <the other>", all at once (:class:`DestroyTogether`, CR
  701.8a), with "the total mana value of the permanents destroyed this way" as "that much"
  (202.3, 608.2h: as they last existed on the battlefield);
* "return all <...> cards from your graveyard to the battlefield"
  (:class:`ReturnAllToBattlefield`): together, an Aura among them attached as it enters to
  what its controller chooses, targeting nothing, or left where it is (110.2a, 303.4f–g);
* "X is the greatest power among those creatures" of "whenever you attack"
  (:class:`WithGreatestAttackingPower`, 508.1, 608.2h): the creatures declared as attackers
  in this combat that are still attacking, with their power as the ability resolves;
* "if N cards that share all their card types were <milled> this way, <effects>"
  (:class:`IfShareCardTypes`, 205.2a);
* "you may exile any number of cards from your graveyard with N or more card types among
  them. If you do, <effects>" (:class:`ExileWithCardTypes`, 205.2a, 701.13a, 608.2d).

And :func:`twice`, "twice <amount>" ("mill twice X cards") as an amount the vocabulary
already counts.

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.mtg.effects.groups``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Selector
from grimorio.dsl.values import Amount, Minus

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect


@dataclass(frozen=True, slots=True)
class DestroyTogether:
    """CR 701.8a: destroy every permanent each of ``what`` picks ("destroy up to one target
    artifact, up to one target creature and up to one target enchantment"), all at the same
    time; then ``then`` happens, with ``EventAmount()`` the total mana value (202.3) of the
    permanents destroyed this way as they last existed on the battlefield (608.2h) — an
    indestructible one isn't destroyed (702.12b) and doesn't count."""

    what: tuple[Selector, ...]
    then: tuple[Effect, ...] = ()


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
class WithGreatestAttackingPower:
    """CR 508.1, 608.2h: ``effects`` with ``EventAmount()`` the greatest power among the
    creatures the controller declared as attackers in this combat — those still on the
    battlefield and attacking, with their power as this resolves; a creature put onto the
    battlefield attacking was never declared (508.4) and doesn't count (the release notes
    of *Devorador cortezagritos*). 0 if there is none."""

    effects: tuple[Effect, ...]


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


@dataclass(frozen=True, slots=True)
class ExileWithCardTypes:
    """CR 205.2a, 701.13a, 608.2d: "you may exile any number of cards from your graveyard
    with ``at_least`` or more card types among them. If you do, <then>" — the controller
    chooses the cards one at a time as this resolves, and may stop once the cards chosen
    have that many card types among them (or decline before choosing any); they are exiled
    together and remembered as ``Linked(key)`` (607.2a) for ``then`` ("a permanent card from
    among them"). With fewer card types than that in the graveyard, nothing can be done."""

    at_least: int
    then: tuple[Effect, ...]
    key: str = "exiled"


def twice(amount: Amount) -> Amount:
    """ "Twice <amount>" ("mill twice X cards", CR 107.1): ``amount`` minus its opposite,
    worked out when the effect happens like any amount."""
    return Minus(amount, Minus(0, amount))


GROUP_EFFECTS = (
    DestroyTogether,
    ReturnAllToBattlefield,
    WithGreatestAttackingPower,
    IfShareCardTypes,
    ExileWithCardTypes,
)

register_all(globals())
