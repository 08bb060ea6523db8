"""The top card of a library as something a permanent's controller may look at (CR 401.2,
401.3), and the excess damage a source deals (CR 120.10), as data.

* :class:`LookAtLibraryTop`: "you may look at the top card of your library any time" — a
  static ability (604.1) that lets its controller, and nobody else, see that card; it uses
  no stack and needs no priority. A card that becomes the top card while its controller is
  casting a spell (the one cast from there), playing a land, activating an ability or taking
  a special action is seen only once that is done (the release notes of *Hacia el foso*).
* Casting spells from the top of a library is a permission (601.3) written
  ``MayPlayFrom(zone="library", ...)`` (``grimorio.dsl.permissions``): its ``sacrifice``
  is an additional cost the permission asks (118.8, 601.2f).
* :class:`DamageWithExcess`: "<this> deals N damage to <what>. <then>, where that much is
  the excess damage dealt this way" (120.10: the damage beyond lethal damage, counting the
  damage already marked and deathtouch, 702.2c).

The rules are in ``grimorio.rules.view`` (what a player sees), ``grimorio.rules.determinize``
(what an agent imagines), ``grimorio.rules.casting.permissions`` and
``grimorio.rules.effects.excess_damage``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Selector

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect
    from grimorio.dsl.values import Amount


@dataclass(frozen=True, slots=True)
class LookAtLibraryTop:
    """A static ability (CR 604.1, 401.2): "you may look at the top card of your library any
    time". Its controller sees the top card of their own library, as they see their hand;
    nobody else does."""

    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class DamageWithExcess:
    """CR 120.10: the source deals ``amount`` damage to each thing ``to`` picks (as
    ``DealDamage``), then ``then`` happens with "that much" (``EventAmount()``) the excess
    damage dealt to creatures this way: for each, the damage dealt beyond lethal damage —
    its toughness less the damage already marked on it, or 1 from a source with deathtouch
    (702.2c) — summed."""

    amount: Amount
    to: Selector
    then: tuple[Effect, ...] = ()


LIBRARY_TOP_ABILITIES = (LookAtLibraryTop,)
EXCESS_DAMAGE_EFFECTS = (DamageWithExcess,)

register_all(globals())
