"""Effects the red, green and multicoloured cards of the *Duskmourn* Commander decks brought
into the card vocabulary (issue 23). Each is a general word any card could use:

* "its controller may sacrifice it. If they don't, <effects>" (:class:`SacrificeOrElse`,
  CR 701.21a, 608.2d) — the permanent's controller decides, as the effect resolves;
* "untap up to N <filter>" (:class:`UntapUpTo`, 701.26b), chosen as it resolves and untapped
  together;
* "X is the greatest power among those creatures" of "whenever you attack"
  (:class:`WithGreatestAttackingPower`, 508.1, 608.2h): the creatures declared as attackers
  in this combat that are still attacking, with their power as the ability resolves;
* "destroy <this>, <that> and <the other>", all at once (:class:`DestroyTogether`, 701.8a),
  with "the total mana value of the permanents destroyed this way" as "that much" (202.3,
  608.2h: as they last existed on the battlefield);
* "you may exile any number of cards from your graveyard with N or more card types among
  them. If you do, <effects>" (:class:`ExileWithCardTypes`, 205.2a, 701.13a, 608.2d).

And :func:`twice`, "twice <amount>" ("mill twice X cards") as an amount the vocabulary
already counts.

They join the union ``grimorio.dsl.effects.Effect``; the rules are in
``grimorio.mtg.effects.commander_actions``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Filter, Selector
from grimorio.dsl.values import Amount, Minus

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
class WithGreatestAttackingPower:
    """CR 508.1, 608.2h: ``effects`` with ``EventAmount()`` the greatest power among the
    creatures the controller declared as attackers in this combat — those still on the
    battlefield and attacking, with their power as this resolves; a creature put onto the
    battlefield attacking was never declared (508.4) and doesn't count (the release notes
    of *Devorador cortezagritos*). 0 if there is none."""

    effects: tuple[Effect, ...]


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


COMMANDER_ACTIONS = (
    SacrificeOrElse,
    UntapUpTo,
    WithGreatestAttackingPower,
    DestroyTogether,
    ExileWithCardTypes,
)

register_all(globals())
