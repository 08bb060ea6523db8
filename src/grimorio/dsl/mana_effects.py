"""Effects about mana of a type something produced (CR 106.7, 605.1b), general words any
card could use: "that player adds one mana of any type that land produced"
(:class:`AddManaProduced`). The type is the one the triggering mana ability added — a
triggered mana ability resolves at once (605.4a), and the trigger rules hand it the types
(``grimorio.rules.pipeline.triggers``; the ``"produced:<type>"`` tags of its context)."""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import Selector, ThatPlayer

# The tag of a triggered mana ability's context naming a type of mana the event produced
PRODUCED = "produced:"


@dataclass(frozen=True, slots=True)
class AddManaProduced:
    """CR 106.4, 605.1b: each player ``who`` picks adds ``amount`` mana of one type the
    triggering mana ability produced ("that player adds one mana of any type that land
    produced")."""

    who: Selector = ThatPlayer()  # noqa: RUF009 (a frozen value)
    amount: int = 1


register_all(globals())
