"""Triggered mana abilities (CR 605.1b, 605.4a): a triggered ability without a target that
triggers from a mana ability and could add mana resolves at once, where it triggered,
without the stack and before anyone has priority. Two kinds: one adding a fixed amount to
its controller ("whenever you tap a land for mana, add one more"), and any other — "that
player" the event's, "that land" what it is about, and the types of mana the land's
ability produced (``AddManaProduced``: Gremlin puardiente)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.core.engine import Event
from grimorio.dsl import triggers as tr
from grimorio.dsl.abilities import Triggered
from grimorio.dsl.effects import AddMana
from grimorio.dsl.mana_effects import PRODUCED, AddManaProduced
from grimorio.dsl.mana_triggers import LandTappedForMana
from grimorio.rules.events.game import ManaChange
from grimorio.rules.state.state import PendingTrigger
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import RunEffects

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def resolved_at_once(game: Kernel, pending: PendingTrigger, events: Sequence[Event]) -> bool:
    """CR 605.1b, 605.4a: if ``pending`` is a triggered mana ability, resolve it now (the
    events that triggered it give the mana its land produced) and say so."""
    ab = pending.ability
    effects = ab.mode.effects
    if (
        isinstance(ab.when, tr.TappedForMana)
        and effects
        and all(isinstance(e, AddMana) and isinstance(e.amount, int) for e in effects)
    ):
        ability_use.record(pending.source_card, ab)
        for e in effects:
            assert isinstance(e, AddMana) and isinstance(e.amount, int)
            game.emit(ManaChange(pending.controller, e.color, e.amount, "605.1b", pending.source))
        return True
    if not is_mana_ability(ab):
        return False
    ability_use.record(pending.source_card, ab)
    produced = tuple(
        f"{PRODUCED}{ev.color}"
        for ev in events
        if isinstance(ev, ManaChange) and ev.amount > 0 and ev.source in pending.subject
    )
    ctx = Ctx(
        pending.controller,
        pending.source,
        pending.source_card,
        paid=produced,
        subject=pending.subject,
        event_player=pending.player,
        event_amount=pending.amount,
    )
    game.interrupt(RunEffects(ctx, effects))
    return True


def is_mana_ability(ab: Triggered) -> bool:
    """CR 605.1b: a triggered ability without a target that triggers from a mana ability
    resolving and could add mana is a mana ability."""
    mode = ab.mode
    return (
        isinstance(ab.when, (tr.TappedForMana, LandTappedForMana))
        and not ab.modes
        and not mode.targets
        and any(isinstance(e, (AddMana, AddManaProduced)) for e in mode.effects)
    )
