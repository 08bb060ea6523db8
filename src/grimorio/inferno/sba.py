"""Inferno's state-based actions (I-705): checked as one simultaneous event whenever a
player would receive priority, and repeated until none applies (I-705.3).

Those written so far: losing for an empty deck (I-705.5a–c), tokens and copies ceasing to
exist (I-705.5d–e, shared with Magic), and an ally with toughness 0 or less put into its
owner's *Infierno* — destroyed, ``docs/inferno.md`` decision 5 (I-705.5f, I-301.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.inferno.state import ist
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import PlayerLoses
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.state.state import LossReason
from grimorio.rules.turn.state_checks import ceasing_to_exist, end_if_decided

INFERNO_ENDINGS = ("I-104.2a", "I-104.4a")  # the last player wins; all lost: a draw

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def player_losses(game: Kernel) -> list[Event]:
    """I-705.5a–c: a player who tried to take a card or add a resource from an empty deck,
    or whose deck ran out under damage to their demon, since the last check, loses."""
    state = ist(game)
    events: list[Event] = []
    for p in state.players:
        ip = state.inferno_player(p.index)
        if ip.lost:
            continue
        if ip.drew_from_empty:
            events.append(PlayerLoses(p.index, LossReason.DRAW, "I-705.5a"))
        elif ip.added_from_empty:
            events.append(PlayerLoses(p.index, LossReason.RESOURCE, "I-705.5b"))
        elif ip.milled_from_empty:
            events.append(PlayerLoses(p.index, LossReason.DAMAGE_DECK, "I-705.5c"))
    return events


def simultaneous_actions(game: Kernel) -> list[Event]:
    """Every state-based action that applies now (I-705.5)."""
    state = ist(game)
    events = player_losses(game) + ceasing_to_exist(game)
    for oid in state.zones[BATTLEFIELD_KEY]:
        c = chars(game, state.objects[oid])
        if "aliado" in c.types and c.toughness is not None and c.toughness <= 0:
            events.append(ZoneChange(oid, Zone.GRAVEYARD, "I-705.5f", "sba_toughness"))
    return events


class CheckInfernoSBA(Step):
    """One round of Inferno's state-based actions; repeats itself while any applied."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        cache = game.derived()
        if cache.get("sba_checked"):
            return None  # nothing has changed since a check found nothing to do
        state.cause = -1  # state-based actions come from the rules themselves
        events = simultaneous_actions(game)
        game.emit_all(events)
        if end_if_decided(game, INFERNO_ENDINGS):
            return None
        if events:
            game.push(CheckInfernoSBA())
        else:
            game.derived()["sba_checked"] = True
        return None


serializable(CheckInfernoSBA)
