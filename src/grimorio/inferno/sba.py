"""Inferno's state-based actions (I-705): checked as one simultaneous event whenever a
player would receive priority, and repeated until none applies (I-705.3).

Those written so far: losing for an empty deck (I-705.5a–c), tokens and copies ceasing to
exist (I-705.5d–e, shared with Magic), an ally with toughness 0 or less put into its
owner's *Infierno* — destroyed, ``docs/inferno.md`` decision 5 (I-705.5f, I-301.7) —, the
*único* rule (I-705.5g), the single scenario (I-705.5h, I-303.3), and weapons and allies
unattached (I-705.5i–j). The damage recorded of the allies that don't die now is forgotten
(for *golpe de gracia*, I-702.10a: it destroyed nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.inferno.keyword_abilities import DESTROYED_BY_TOUGHNESS, forget
from grimorio.inferno.state import ist
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import PlayerLoses
from grimorio.rules.events.objects import Attach, ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import LossReason
from grimorio.rules.turn.state_checks import (
    ceasing_to_exist,
    checked,
    end_if_decided,
    note_checked,
)

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
    """Every state-based action that applies now (I-705.5), but for the choices of the
    *único* and scenario rules (:func:`keep_one`)."""
    state = ist(game)
    events = player_losses(game) + ceasing_to_exist(game)
    dying: list[int] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        c = chars(game, obj)
        if "aliado" in c.types and c.toughness is not None and c.toughness <= 0:
            events.append(ZoneChange(oid, Zone.GRAVEYARD, "I-705.5f", DESTROYED_BY_TOUGHNESS))
            dying.append(oid)
            continue
        if obj.attached_to is None:
            continue
        if "aliado" in c.types:  # I-705.5j, I-302.3e: an ally is attached to nothing
            events.append(Attach(oid, None, "I-705.5j"))
        elif "arma" in c.types and not _equips(game, obj.attached_to):  # I-705.5i
            events.append(Attach(oid, None, "I-705.5i"))
    return events + forget(game, dying)  # I-702.10a: the damage they survived


def _equips(game: Kernel, host: int) -> bool:
    """I-302.3: is ``host`` something a weapon may stay attached to — an ally in play?"""
    obj = ist(game).objects.get(host)
    return obj is not None and obj.zone == BATTLEFIELD_KEY and "aliado" in chars(game, obj).types


def keep_one(game: Kernel) -> tuple[int, tuple[int, ...], str, list[int]] | None:
    """The first group of permanents of which only one may stay, as (the player who
    chooses, the ones they choose among, the rule, the ones that go whatever they choose):

    * I-705.5g: two or more *único* cards of one name and one controller — the
      controller chooses;
    * I-705.5h, I-303.3: two or more scenarios — the newest stays; of several that came
      at once (I-303.3a–c), those of non-active players go if the active player's are
      among them, and the active player chooses among the rest (its controller, if it is
      one player's, I-303.3a)."""
    state = ist(game)
    unique: dict[tuple[int, str], list[int]] = {}
    scenarios: list[int] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        c = chars(game, obj)
        if "único" in c.supertypes and c.name:
            unique.setdefault((obj.controller, c.name), []).append(oid)
        if "escenario" in c.types:
            scenarios.append(oid)
    for (controller, _name), group in unique.items():
        if len(group) > 1:
            return controller, tuple(group), "I-705.5g", []
    if len(scenarios) < 2:
        return None
    newest = max(state.objects[o].timestamp for o in scenarios)
    last = [o for o in scenarios if state.objects[o].timestamp == newest]
    older = [o for o in scenarios if o not in last]
    active = [o for o in last if state.objects[o].controller == state.active]
    if active and len(active) < len(last):  # I-303.3b
        older += [o for o in last if o not in active]
        last = active
    owners = {state.objects[o].controller for o in last}
    chooser = owners.pop() if len(owners) == 1 else state.active  # I-303.3a, I-303.3c
    return chooser, tuple(last), "I-705.5h", older


class CheckInfernoSBA(Step):
    """One round of Inferno's state-based actions; repeats itself while any applied."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        if checked(game):
            return None  # nothing has changed since a check found nothing to do
        state.cause = -1  # state-based actions come from the rules themselves
        events = simultaneous_actions(game)
        found = keep_one(game)
        if found is not None and len(found[1]) == 1:  # nothing to choose: the rest goes
            _chooser, _keep, rule, others = found
            events += [ZoneChange(o, Zone.GRAVEYARD, rule, "sba_keep_one") for o in others]
        game.emit_all(events)
        if end_if_decided(game, INFERNO_ENDINGS):
            return None
        if events:  # a player who lost has left already (I-800.3a): look again
            game.push(CheckInfernoSBA())  # the permanents changed: choices are looked for then
            return None
        if found is not None:
            chooser, among, rule, _others = found
            game.push(CheckInfernoSBA())
            opts = tuple(Option(f"keep:{o}", "opt.keep_one", (cref(state, o),)) for o in among)
            return Decision(chooser, DecisionKind.KEEP_ONE, opts, "ask.keep_one", (rule,))
        note_checked(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        """The chosen one stays; the others of its group go to their owners' *Infierno*."""
        found = keep_one(game)
        assert found is not None
        _chooser, among, rule, others = found
        keep = OptionId.parse(option.id).num()
        gone = [o for o in (*among, *others) if o != keep]
        game.emit_all([ZoneChange(o, Zone.GRAVEYARD, rule, "sba_keep_one") for o in gone])


serializable(CheckInfernoSBA)
