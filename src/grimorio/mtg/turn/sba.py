"""State-based actions (CR 704): checked as one simultaneous event before a player would
receive priority, and repeated until none applies (704.3).

A check looks only where an action can apply (704.5): the players; the tokens and copies
of cards outside the battlefield, looked for zone by zone only when one exists; and the
permanents, each read once for every action about permanents (lethal damage, loyalty,
counters, attachments, legends, Sagas). Libraries and hands are not read otherwise.

A check that found nothing to do is remembered (:class:`_Quiet`) until something it read is
written: most checks come after a step begins or mana empties, which no action reads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect, Reads, reads
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import Protection
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.mtg.keywords.protection import protected_from
from grimorio.mtg.permanents.sagas import saga_sacrifices
from grimorio.mtg.pipeline.life_rules import loses_for_life
from grimorio.rules.characteristics.chars import OWN_READ, Chars, board_read, chars
from grimorio.rules.events.game import PlayerLoses
from grimorio.rules.events.objects import Attach, CounterChange, ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import LossReason, st
from grimorio.rules.turn.state_checks import (
    ceasing_to_exist,
    checked,
    end_if_decided,
    note_checked,
)
from grimorio.rules.vocabulary.targets import AFTER_BLOCKERS, matches

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


Attached = list[tuple[MagicObject, Chars]]
Sagas = list[tuple[int, Chars]]


def _scan(
    game: Kernel, losses: list[Event] | None = None
) -> tuple[list[Event], list[list[int]], Attached, Sagas]:
    """The state-based actions that apply now (CR 704.5) and the groups of the legend rule
    (704.5j), looking only where they can apply: the players (``losses``, if already
    known), the tokens and copies of cards outside the battlefield, and the permanents —
    each of which is read once. Then the Auras and attached permanents and the Sagas on the
    battlefield, with their characteristics (what else the check read, :class:`_Quiet`)."""
    state = st(game)
    events = _player_losses(game) if losses is None else list(losses)
    events += ceasing_to_exist(game)
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
    return events, [g for g in legends.values() if len(g) > 1], attached, sagas


def _player_losses(game: Kernel) -> list[Event]:
    """CR 704.5a–c: a player with 0 or less life, who drew from an empty library, or with
    ten or more poison counters loses; and a variant's actions, read afresh at every check
    like these (704.6)."""
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
    return events + state.variant.state_based(game)  # a variant's, CR 704.6


# What the check of the permanents and of the objects outside the battlefield reads
# (CR 704.5d–s), besides what the layer system reads for the characteristics of the
# permanents (``board_read``, and ``OWN_READ`` for those no effect reaches): which objects
# exist and where, and the tokens and copies among them (OBJECTS); attachments,
# controllers, faces (STATUS); counters (COUNTERS: loyalty, +1/+1 and -1/-1, lore); damage
# and deathtouch marks (DAMAGE); the effects (EFFECTS). RULES, MEMORY and RESULT are read by
# nothing here today; they are listed so that a lasting rule can't be missed. The players'
# part (704.5a–c: life, poison, a draw from an empty library, "you don't lose for having 0
# life") is not kept: it is read afresh at every check, and it is cheap.
_ALWAYS = reads(
    Aspect.OBJECTS,
    Aspect.STATUS,
    Aspect.COUNTERS,
    Aspect.DAMAGE,
    Aspect.EFFECTS,
    Aspect.RULES,
    Aspect.MEMORY,
    Aspect.RESULT,
)
_TRIGGERS_READ = reads(Aspect.TRIGGERS)


class _Quiet:
    """That the last check found nothing to do on the permanents and the objects outside
    the battlefield (CR 704.5d–s), and what it read: kept until one of those aspects of the
    state (``aspects``) is written (``Kernel.stamp``) or the small values in ``key`` change.

    That part of the check is a function of the state. What it reads is ``_ALWAYS`` and
    what the layer system reads (the characteristics of every permanent); and, with Auras
    or attached permanents on the battlefield (704.5m–p), what their filters read
    (:func:`_attached_reads`: tapped status, combat), and with Sagas (704.5s), the chapter
    abilities waiting for the stack (TRIGGERS). Which permanents are Auras, attached or
    Sagas, and their filters, are decided by the aspects always read, so while none of
    ``aspects`` is written the check reads the same values and finds nothing again. Two
    values read are held by aspects often written for other reasons, so they are kept in
    ``key`` instead: which players have lost (PLAYERS: an Aura enchanting a player, CR
    303.4c, and the end of the game, 104.2a), and — for an enchant filter about blocked
    creatures — whether blockers have been declared (the step, 509.1h, ``targets.blocked``).

    What is written between two checks of an idle turn — the step (STEP), mana (MANA), the
    records (RECORDS), the turn (TURN, unless the layers read it), a draw (PLAYERS, HIDDEN),
    the random generator — is then not read, so the check is not repeated. A state changed
    other than by an event counts as everything written (``Kernel.stamp``); a copy of a
    game starts without a ``_Quiet``."""

    __slots__ = ("aspects", "blocked", "key", "stamp")

    def __init__(self) -> None:
        self.aspects: Reads = _ALWAYS
        self.stamp = -1  # none yet
        self.blocked = False  # whether ``key`` holds the step's part
        self.key: tuple[object, ...] = ()

    def holds(self, game: Kernel) -> bool:
        """Would that part of the check find nothing to do, as the last one did?"""
        return (
            self.stamp >= 0
            and game.stamp(self.aspects) == self.stamp
            and self.key == _key(game, self.blocked)
        )

    def note(self, game: Kernel, attached: Attached, sagas: Sagas) -> None:
        """A check found nothing to do; ``attached`` and ``sagas``: what :func:`_scan` found."""
        aspects = _ALWAYS + board_read(game)[1] + OWN_READ
        blocked = False
        if attached:
            extra, blocked = _attached_reads(game, attached)
            aspects += extra
        if sagas:
            aspects += _TRIGGERS_READ  # CR 714.4: a chapter ability waiting
        self.aspects = aspects
        self.stamp = game.stamp(aspects)
        self.blocked = blocked
        self.key = _key(game, blocked)


def _key(game: Kernel, blocked: bool) -> tuple[object, ...]:
    """The players who have lost; with ``blocked``, whether blockers have been declared
    (CR 509.1h), else None."""
    state = st(game)
    lost = tuple(state.player(p.index).lost for p in state.players)
    return (lost, state.step in AFTER_BLOCKERS if blocked else None)


def _attached_reads(game: Kernel, attached: Attached) -> tuple[Reads, bool]:
    """What :func:`_attachment_events` may read for ``attached`` besides the
    characteristics, objects and status: the filters it tests are the Auras' enchant
    filters (``matches``: "tapped" reads TAPPED, "attacking" COMBAT, "blocked" COMBAT and
    the step) and the protection qualities of the hosts on the battlefield
    (``protected_from``, ``fits``: "tapped" reads TAPPED). And whether the step is read."""
    state = st(game)
    tapped = combat = blocked = False
    for obj, c in attached:
        if "Aura" in c.subtypes and c.name:
            f = get(c.name).enchant
            if f is not None:
                tapped = tapped or f.tapped is not None
                combat = combat or f.attacking is not None or f.blocked is not None
                blocked = blocked or f.blocked is not None
        ref = obj.attached_to
        host = state.objects.get(ref) if ref is not None and ref >= 0 else None
        if host is not None and host.zone == BATTLEFIELD_KEY:
            for ab in chars(game, host).abilities:
                if isinstance(ab, Protection) and ab.quality.tapped is not None:
                    tapped = True
    extra = reads(*((Aspect.TAPPED,) if tapped else ()), *((Aspect.COMBAT,) if combat else ()))
    return extra, blocked


class CheckSBA(Step):
    """One round of state-based actions; repeats itself while any applied (CR 704.3)."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if checked(game):
            return None  # nothing has changed since a check found nothing to do
        state.cause = -1  # state-based actions come from the rules themselves
        losses = _player_losses(game)
        quiet = game.remembered("sba_quiet", None, _Quiet)
        if not losses and quiet.holds(game):
            note_checked(game)  # nothing it reads has changed since (see _Quiet)
            return None
        events, groups, attached, sagas = _scan(game, losses)
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
            return None
        choice = state.variant.choice(game)  # CR 704.6d: a variant's, that asks
        if choice is not None:
            game.push(CheckSBA(), choice)
            return None
        note_checked(game)
        quiet.note(game, attached, sagas)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        keep = OptionId.parse(option.id).num()
        for group in _legend_groups(game):
            if keep in group:
                for o in group:
                    if o != keep:
                        game.emit(ZoneChange(o, Zone.GRAVEYARD, "704.5j", "sba_legend"))


serializable(CheckSBA)
