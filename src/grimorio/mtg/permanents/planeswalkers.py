"""Planeswalkers (CR 306, 606) and emblems (114).

* Loyalty abilities (606): activated abilities whose cost puts or removes loyalty counters
  (``Cost.loyalty``, 606.4). They are activated only with priority, an empty stack, in a
  main phase of the controller's turn (sorcery timing: the vocabulary's ``loyalty`` helper
  marks them so, 606.3), and only if no loyalty ability of that permanent was activated this
  turn (606.3). A negative cost needs that many loyalty counters (606.6). Any permanent may
  have them — Kaito, Bane of Nightmares keeps his while he is a creature.
* A planeswalker enters with loyalty counters equal to its printed loyalty (306.5b): an
  intrinsic replacement effect, applied with the other ways a permanent enters (614.1c).
* Emblems (114): "you get an emblem with ..." puts a predefined emblem into the command
  zone, owned and controlled by that player (114.2); its abilities work from there (114.4;
  the layer system applies the static abilities of objects in the command zone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl import effects_game as gx
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.events.moves import EmblemCreated
from grimorio.rules.events.objects import CounterChange
from grimorio.rules.events.records import LoyaltyActivated
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, players
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

PLANESWALKER_EFFECTS = (gx.CreateEmblem,)


# -- loyalty abilities (CR 606) ---------------------------------------------------------
def loyalty_payable(game: Kernel, obj: MagicObject, loyalty: int) -> bool:
    """CR 606.3, 606.6: may a loyalty ability of ``obj`` with this loyalty cost be
    activated now (timing aside)?"""
    if obj.zone != BATTLEFIELD_KEY:
        return False
    if st(game).turn_counts.get(f"loyalty:{obj.id}", 0):
        return False  # CR 606.3: one loyalty ability of this permanent each turn
    return loyalty >= 0 or obj.counters.get("loyalty", 0) >= -loyalty  # CR 606.6


def loyalty_cost(obj: int, loyalty: int) -> list[Event]:
    """CR 606.4: paying a loyalty cost — the activation is recorded for 606.3, then the
    loyalty counters are put or removed."""
    events: list[Event] = [LoyaltyActivated(obj, loyalty)]
    if loyalty:
        events.append(CounterChange(obj, "loyalty", loyalty, "606.4"))
    return events


def entering_loyalty(types: tuple[str, ...], loyalty: int | None) -> EntersWithCounters | None:
    """CR 306.5b: the intrinsic "this permanent enters with a number of loyalty counters on
    it equal to its printed loyalty number" of a planeswalker (its printed or copied
    values); None for anything else."""
    if loyalty is None or "planeswalker" not in types:
        return None
    found = _ENTERING.get(loyalty)
    if found is None:
        found = _ENTERING[loyalty] = EntersWithCounters("loyalty", loyalty, rule="306.5b")
    return found


_ENTERING: dict[int, EntersWithCounters] = {}


# -- emblems (CR 114) -------------------------------------------------------------------
@handles(*PLANESWALKER_EFFECTS)
def perform_planeswalker_effect(game: Kernel, ctx: Ctx, e: object) -> None:
    """Do one of the effects in ``PLANESWALKER_EFFECTS``."""
    assert isinstance(e, gx.CreateEmblem)
    for p in players(game, ctx, e.who):
        game.emit(EmblemCreated(e.emblem, p))


register_messages(
    {
        "loyalty.activated": (
            "Se activa una habilidad de lealtad ({1}) de {0:el}.",
            "A loyalty ability ({1}) of {0} is activated.",
        ),
        "emblem": ("{0} obtiene un emblema: {1}.", "{0} gets an emblem: {1}."),
    }
)
