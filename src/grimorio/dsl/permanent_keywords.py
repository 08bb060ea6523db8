"""Keyword abilities and keyword actions about permanents, written in the card vocabulary
(DESIGN principle 6): what a card writes to have them.

* ``persist()`` (CR 702.79a, *Persistir*) and ``undying()`` (702.93a, *Resiliencia*):
  "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
  (+1/+1) counters on it, return it to the battlefield under its owner's control with a
  -1/-1 (+1/+1) counter on it". A leaves-the-battlefield trigger that looks back (603.10a):
  the intervening "if" (603.4) reads the counters the permanent had as it last existed
  (608.2h, ``CountersOnIt`` of a source that is gone), when it dies and again on
  resolution; "it" is the card in the graveyard (603.6), so a token — which ceases to exist
  there (111.7, 704.5d) — or a card that left the graveyard in the meantime (400.7) doesn't
  return.
* ``changeling()`` (702.73a, *Cambiaformas*): "this object is every creature type", a
  characteristic-defining ability (604.3) — it works in every zone, in the hand and the
  library as on the battlefield, and on the stack for a Kindred spell (308.2, 205.3m). Its
  part adds :data:`EVERY_CREATURE_TYPE`, which the layer system reads as every creature type
  of 205.3m (``grimorio.dsl.creature_types``).
* ``monstrosity(n, cost)`` (701.37a): "[cost]: Monstrosity N" — an activated ability whose
  effect is :class:`~grimorio.dsl.effects_designations.Monstrosity` (``n`` None: X).
* Goading (701.15) is the effect :class:`~grimorio.dsl.effects_designations.Goad` ("goad
  target creature"; "the tokens are goaded for the rest of the game":
  ``Goad(Linked(...), until=GoadLasts.GAME)``).
"""

from __future__ import annotations

import functools

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, Static, Triggered
from grimorio.dsl.continuous import AddTypes
from grimorio.dsl.creature_types import creature_types
from grimorio.dsl.effects import ReturnToBattlefield
from grimorio.dsl.effects_designations import Monstrosity
from grimorio.dsl.keyword_names import PermanentKeyword
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import IT
from grimorio.dsl.triggers import dies
from grimorio.dsl.values import AmountAtLeast, CountersOnIt, Not, XValue

# A subtype that stands for every creature type of CR 205.3m ("is every creature type",
# 702.73a): ``AddTypes(subtypes=(EVERY_CREATURE_TYPE,))`` adds them all.
EVERY_CREATURE_TYPE = "*every_creature_type"


@functools.cache
def every_creature_type() -> tuple[str, ...]:
    """The subtypes :data:`EVERY_CREATURE_TYPE` stands for: every creature type of CR
    205.3m, in the rule's order."""
    return tuple(t.key for t in creature_types())


def _returns(kind: str, keyword: PermanentKeyword, text_es: str, text_en: str) -> Triggered:
    """CR 702.79a, 702.93a: "when this permanent is put into a graveyard from the
    battlefield, if it had no ``kind`` counters on it, return it to the battlefield under its
    owner's control with a ``kind`` counter on it"."""
    had_none = Not(AmountAtLeast(CountersOnIt(kind), 1))  # as it last existed (608.2h)
    back = ReturnToBattlefield(IT, owners=True, counters=((kind, 1),))
    return Triggered(
        dies(),
        Mode(effects=(back,), text_es=text_es, text_en=text_en),
        condition=had_none,
        keyword=keyword,
    )


def persist() -> Triggered:
    """CR 702.79a: persist — it returns with a -1/-1 counter if it had none."""
    return _returns("-1/-1", PermanentKeyword.PERSIST, "Persistir", "Persist")


def undying() -> Triggered:
    """CR 702.93a: undying (*Resiliencia*) — it returns with a +1/+1 counter if it had
    none."""
    return _returns("+1/+1", PermanentKeyword.UNDYING, "Resiliencia", "Undying")


def changeling() -> Static:
    """CR 702.73a: changeling — "this object is every creature type", a
    characteristic-defining ability (604.3) that works in every zone."""
    return Static(
        (AddTypes(subtypes=(EVERY_CREATURE_TYPE,)),),
        cda=True,
        text_es="Cambiaformas",
        text_en="Changeling",
    )


def monstrosity(n: int | None, cost: str) -> ActivatedAbility:
    """CR 701.37a: "[cost]: Monstrosity N" — ``n`` None is "Monstrosity X" (X is paid in
    the cost, 107.3; the monstrous designation remembers it, 701.37c)."""
    amount = XValue() if n is None else n
    shown = "X" if n is None else str(n)
    return ActivatedAbility(
        Cost(mana=ManaCost.parse(cost)),
        Mode(
            effects=(Monstrosity(amount),),
            text_es=f"Monstruosidad {shown}",
            text_en=f"Monstrosity {shown}",
        ),
    )
