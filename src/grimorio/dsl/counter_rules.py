"""Rules about counters that a static ability sets (CR 122): "<kind> counters can't be
removed from permanents <whose> control" (101.2: a "can't" wins over an instruction).

``grimorio.rules.vocabulary.counter_locks`` reads it: a removal of such a counter doesn't
happen, nor anything that would be done instead of an untap by removing one (122.1d: a
stun counter), nor a move of one (122.5: both or neither); and a cost of untapping such a
permanent ({Q}, 107.6) can't be paid.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all


@dataclass(frozen=True, slots=True)
class CountersStay:
    """A static ability (CR 604.1, 101.2): counters of ``kind`` can't be removed from the
    permanents controlled by the players ``whose`` names, seen from this ability's
    controller: "opponent" (each opponent), "you" or "each"."""

    kind: str
    whose: str = "opponent"
    text_es: str = ""
    text_en: str = ""


register_all(globals())
