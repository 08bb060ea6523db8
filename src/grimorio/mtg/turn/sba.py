"""State-based actions (CR 704): checked as one simultaneous event before a player would
receive priority, and repeated until none applies (704.3).

A check looks only where an action can apply (704.5): the players; the tokens and copies
of cards outside the battlefield, looked for zone by zone only when one exists; and the
permanents, each read once for every action about permanents (lethal damage, loyalty,
counters, attachments, legends, Sagas). Libraries and hands are not read otherwise."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone
from grimorio.mtg.characteristics.chars import Chars, chars
from grimorio.mtg.events.game import GameEnds, PlayerLoses
from grimorio.mtg.events.objects import Attach, CeaseToExist, CounterChange, ZoneChange, cref
from grimorio.mtg.keywords.protection import protected_from
from grimorio.mtg.permanents.sagas import saga_sacrifices
from grimorio.mtg.state.decision_kinds import DecisionKind
from grimorio.mtg.state.objects import MagicObject
from grimorio.mtg.state.state import EndReason, LossReason, Result, st
from grimorio.mtg.turn.player_rules import loses_for_life
from grimorio.mtg.vocabulary.targets import matches

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def _legend_groups(game: Kernel) -> list[list[int]]:
    """CR 704.5j: groups of two or more legendary permanents with one controller and name."""
    state = st(game)
    seen: dict[tuple[int, str], list[int]] = {}
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        c = chars(game, obj)
        if "legendary" in c.supertypes and c.name:
            seen.setdefault((obj.controller, c.name), []).append(oid)
    return [g for g in seen.values() if len(g) > 1]


def _attachment_events(game: Kernel, attached: list[tuple[MagicObject, Chars]]) -> list[Event]:
    """CR 704.5m (Auras), 704.5n (Equipment), 704.5p (other attached permanents), among
    ``attached``: the Auras and the attached permanents on the battlefield, in order, with
    their characteristics (no other permanent can be concerned)."""
    state = st(game)
    out: list[Event] = []
    for obj, c in attached:
        oid = obj.id
        if "Aura" in c.subtypes:
            if not _legally_enchanting(game, obj, c):
                out.append(ZoneChange(oid, Zone.GRAVEYARD, "704.5m", "sba_aura"))
            continue
        host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
        host_ok = host is not None and host.zone == BATTLEFIELD_KEY
        if "Equipment" in c.subtypes:
            if obj.attached_to is not None and (
                not host_ok
                or host is None
                or "creature" not in chars(game, host).types
                or "creature" in c.types  # CR 301.5c: an Equipment creature can't equip
                or protected_from(game, host, obj)  # CR 702.16d
            ):
                out.append(Attach(oid, None, "704.5n"))
        elif obj.attached_to is not None and ("creature" in c.types or not host_ok):
            out.append(Attach(oid, None, "704.5p"))
    return out


def _legally_enchanting(game: Kernel, obj: MagicObject, c: Chars) -> bool:
    """CR 303.4c–d, 704.5m: an Aura must be attached to something its enchant ability
    allows, not itself, and must not be a creature itself (303.4d)."""
    enchant = get(c.name).enchant if c.name else None
    ref = obj.attached_to
    if enchant is None or ref is None or ref == obj.id or "creature" in c.types:
        return False
    if ref >= 0:
        host = st(game).objects.get(ref)
        if host is None or host.zone != BATTLEFIELD_KEY or protected_from(game, host, obj):
            return False  # CR 702.16c: not enchanted by what it has protection from
    return matches(game, enchant, ref, obj.controller, obj.id)


def simultaneous_actions(game: Kernel) -> list[Event]:
    """Every state-based action that applies now, except the legend rule's choice."""
    return _scan(game)[0]


def _scan(game: Kernel) -> tuple[list[Event], list[list[int]]]:
    """The state-based actions that apply now (CR 704.5) and the groups of the legend rule
    (704.5j), looking only where they can apply: the players, the tokens and copies of
    cards outside the battlefield, and the permanents — each of which is read once."""
    state = st(game)
    events = _player_losses(game)
    events += _ceasing_to_exist(game)
    attached: list[tuple[MagicObject, Chars]] = []
    sagas: list[tuple[int, Chars]] = []
    legends: dict[tuple[int, str], list[int]] = {}
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        c = chars(game, obj)
        subtypes = c.subtypes
        if obj.attached_to is not None or "Aura" in subtypes:
            attached.append((obj, c))
        if "Saga" in subtypes:
            sagas.append((oid, c))
        if "legendary" in c.supertypes and c.name:
            legends.setdefault((obj.controller, c.name), []).append(oid)
        if "creature" in c.types and c.toughness is not None:
            if c.toughness <= 0:  # CR 704.5f
                events.append(ZoneChange(oid, Zone.GRAVEYARD, "704.5f", "sba_toughness"))
                continue
            lethal = obj.damage >= c.toughness and obj.damage > 0
            if (lethal or obj.deathtouched) and Keyword.INDESTRUCTIBLE not in c.keywords:
                rule = "704.5g" if lethal else "704.5h"  # CR 702.12b: indestructible
                events.append(ZoneChange(oid, Zone.GRAVEYARD, rule, "sba_damage"))
                continue
        counters = obj.counters
        if "planeswalker" in c.types and counters.get("loyalty", 0) <= 0:  # CR 704.5i
            events.append(ZoneChange(oid, Zone.GRAVEYARD, "704.5i", "sba_loyalty"))
            continue
        if not counters:
            continue
        plus, minus = counters.get("+1/+1", 0), counters.get("-1/-1", 0)
        if plus and minus:  # CR 704.5q
            n = min(plus, minus)
            events += [
                CounterChange(oid, "+1/+1", -n, "704.5q"),
                CounterChange(oid, "-1/-1", -n, "704.5q"),
            ]
    if attached:
        events += _attachment_events(game, attached)
    if sagas:
        events += saga_sacrifices(game, sagas)  # CR 704.5s
    return events, [g for g in legends.values() if len(g) > 1]


def _player_losses(game: Kernel) -> list[Event]:
    """CR 704.5a–c: a player with 0 or less life, who drew from an empty library, or with
    ten or more poison counters loses."""
    state = st(game)
    events: list[Event] = []
    for p in state.players:
        mp = state.player(p.index)
        if mp.lost:
            continue
        if mp.life <= 0 and loses_for_life(game, p.index):  # 104.3b: unless it says not
            events.append(PlayerLoses(p.index, LossReason.LIFE, "704.5a"))
        elif mp.drew_from_empty:
            events.append(PlayerLoses(p.index, LossReason.DRAW, "704.5b"))
        elif mp.poison >= 10:
            events.append(PlayerLoses(p.index, LossReason.POISON, "704.5c"))
    return events


def _tokens_and_copies(game: Kernel) -> tuple[int, ...]:
    """The ids of the objects that are tokens or copies of cards, wherever they are.

    Kept while ``state.next_id`` is unchanged: an object is made a token or a copy only as
    it is made (``zones.move``, ``zones.create`` and the events that call it), and every
    object made takes a new id. An object that has ceased to exist since stays listed (the
    caller looks it up)."""
    objects = st(game).objects

    def compute() -> tuple[int, ...]:
        return tuple(i for i, o in objects.items() if o.token or o.is_copy)

    return game.remembered("tokens_and_copies", st(game).next_id, compute)


def _ceasing_to_exist(game: Kernel) -> list[Event]:
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e: so
    does a copy of a card outside the stack and the battlefield. In the order of the zones
    and of each zone's objects (the whole scan is done only when there is such an object)."""
    state = st(game)
    objects = state.objects
    for i in _tokens_and_copies(game):
        obj = objects.get(i)
        if obj is not None and obj.zone != BATTLEFIELD_KEY and (obj.token or obj.zone != STACK_KEY):
            break
    else:
        return []
    events: list[Event] = []
    for key, ids in state.zones.items():
        if key != BATTLEFIELD_KEY:
            events += [CeaseToExist(i, "704.5d") for i in ids if objects[i].token]
        if key != BATTLEFIELD_KEY and key != STACK_KEY:
            events += [CeaseToExist(i, "704.5e") for i in ids if objects[i].is_copy]
    return events


def end_if_decided(game: Kernel) -> bool:
    """CR 104.2a / 104.4a: one player left wins; nobody left is a draw."""
    state = st(game)
    alive = [p.index for p in state.players if not state.player(p.index).lost]
    if len(alive) == len(state.players):
        return False
    if alive and len(alive) == 1:
        game.emit(GameEnds(Result(alive[0], EndReason.LAST_PLAYER, "104.2a")))
    elif not alive:
        game.emit(GameEnds(Result(None, EndReason.ALL_LOST, "104.4a")))
    return state.result is not None


class CheckSBA(Step):
    """One round of state-based actions; repeats itself while any applied (CR 704.3)."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        cache = game.derived()
        if cache.get("sba_checked"):
            return None  # nothing has changed since a check found nothing to do
        state.cause = -1  # state-based actions come from the rules themselves
        events, groups = _scan(game)
        # CR 704.3: all applicable actions happen at once; events on objects already gone
        # (e.g. a creature destroyed twice) are skipped.
        game.emit_all(events)
        if end_if_decided(game):
            return None
        if events:  # the permanents may have changed: look for legends again
            groups = _legend_groups(game)
        if groups:
            group = groups[0]
            owner = state.objects[group[0]].controller
            opts = tuple(Option(f"keep:{o}", "opt.keep_legend", (cref(state, o),)) for o in group)
            game.push(CheckSBA())
            return Decision(owner, DecisionKind.LEGEND, opts, "ask.legend")
        if events:
            game.push(CheckSBA())
        else:
            game.derived()["sba_checked"] = True
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        keep = OptionId.parse(option.id).num()
        for group in _legend_groups(game):
            if keep in group:
                for o in group:
                    if o != keep:
                        game.emit(ZoneChange(o, Zone.GRAVEYARD, "704.5j", "sba_legend"))


serializable(CheckSBA)
