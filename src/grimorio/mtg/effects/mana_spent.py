"""The trigger condition "whenever you cast a spell, if the amount of mana spent to cast it
was less than its mana value" (``grimorio.dsl.mana_triggers.CastsPayingLess``, CR 601.2h,
601.2i, 603.4), matched here (``rules.pipeline.triggers.game_matcher``).

The spell's mana value counts X as announced (202.3e) and doesn't change with its total
cost (601.2f: increases and reductions change what is paid, not the mana value); the
amount spent is what the payment recorded on the spell (``rules.casting.mana_spent``). The
event's amount is the difference, fixed as the spell is cast: the ability uses it even if
the spell has left the stack by the time it resolves (608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl.mana_triggers import CastsPayingLess
from grimorio.mtg.effects.trigger_conditions import spell_mana_value
from grimorio.rules.casting.mana_spent import spent_of
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits, player_fits
from grimorio.rules.effects import mana_produced  # noqa: F401  (its handler and matcher)
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.pipeline.listeners import Listener
from grimorio.rules.pipeline.triggers import Hit, game_matcher
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.triggers import Trigger


@game_matcher(CastsPayingLess)
def _casts_paying_less(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 601.2h–i, 603.4: a spell cast for less mana than its mana value; the difference
    is the event's amount."""
    assert isinstance(when, CastsPayingLess)
    if not (isinstance(ev, PutOnStack) and ev.ability < 0):
        return []
    obj = st(game).objects.get(ev.new_id)
    if obj is None or not player_fits(when.who, ev.player, lis.controller):
        return []
    spent = spent_of(obj.paid)
    if spent is None:
        return []
    if not fits(when.spell, chars(game, obj), obj, lis.controller, lis.obj):
        return []
    less = spell_mana_value(game, ev.new_id) - spent
    return [((ev.new_id,), ev.player, less)] if less > 0 else []
