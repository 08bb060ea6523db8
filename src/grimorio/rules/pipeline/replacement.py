"""Replacement and prevention effects (CR 614, 615) and how they interact (616).

:func:`replace` is the rules' replacement hook: before an event happens, it finds the
replacement and prevention effects that apply to it —

* counters that act as replacement effects (stun 122.1d, finality 122.1h);
* how a permanent enters, from its own abilities ("enters tapped [unless ...]", "enters
  with counters", "as this enters, choose ...", 614.1c–d), looked up on the permanent as it
  would exist on the battlefield (614.12);
* static abilities of permanents (:class:`~grimorio.dsl.replacements.Replacement`), and
  those of an object about itself leaving the zone it is in, which work from there (113.6b;
  ``optional_moves``);
* effects made by resolving spells and abilities (``state.replacements``), including
  prevention shields (615.7);

— whose patterns ``patterns`` matches — and applies them one at a time, each at most once
(614.5), looking again after each
(616.1f, 616.2). When two or more apply and the order would change the result, the
affected player (the controller of the affected object) chooses (616.1); that choice,
and a choice the entering permanent asks for (614.12a), are steps scheduled with
``Kernel.interrupt`` that finish the event afterwards.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.objects import is_player_ref, player_of_ref
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import replacements as rp
from grimorio.dsl.creature_types import creature_types, type_message
from grimorio.dsl.entry_words import WORD, AsEntersChooseWord
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone, ZoneKey, kind_of
from grimorio.rules.characteristics.chars import printed
from grimorio.rules.events.game import Damage, LifeChange
from grimorio.rules.events.objects import (
    CounterChange,
    CreateToken,
    Draw,
    SetTapped,
    ZoneChange,
    cref,
    entering_ref,
    source_ref,
)
from grimorio.rules.events.records import ShieldUsed
from grimorio.rules.game_rules import game_rules
from grimorio.rules.pipeline.enter_as_copy import ChooseCopy
from grimorio.rules.pipeline.face_down_instead import turned_down_instead
from grimorio.rules.pipeline.optional_moves import MayMove, own_replacements
from grimorio.rules.pipeline.patterns import fits_pattern, would_be
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.multiplayer_options import Reach, prevention_in_range
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx, amount
from grimorio.rules.vocabulary.effect_registry import RunEffects
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.text.refs import card_ref

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

COLORS = ("W", "U", "B", "R", "G")


@dataclass(frozen=True, slots=True)
class Candidate:
    """One replacement or prevention effect that applies to an event: ``key`` names it (an
    effect applies once per event, 614.5), ``change`` is what it does."""

    key: str
    change: Any
    controller: int
    source: int
    source_card: str
    rule: str
    ability: Any = None  # the ability of the source's card that made it, if any


REPLACEABLE = (ZoneChange, CreateToken, Damage, LifeChange, Draw, SetTapped)


def replace(game: Kernel, event: Event, applied: tuple[object, ...] = ()) -> list[Event]:
    """CR 614–616: the events that happen instead of ``event``."""
    if not isinstance(event, REPLACEABLE):
        return [event]
    extra: list[Event] = []
    current: Event | None = event
    while current is not None:
        found = [c for c in candidates(game, current) if c.key not in applied]
        if not found:
            break
        if len(found) > 1 and not _commute(found):  # CR 616.1: the affected player chooses
            game.interrupt(ChooseReplacement(current, applied, extra))
            return []
        chosen = found[0]
        applied = (*applied, chosen.key)
        result = _apply(game, current, chosen, applied, extra)
        if result is _WAIT:
            return []
        current = result if isinstance(result, Event) else None
    return ([current] if current is not None else []) + extra


_WAIT = object()


_ENTRY_CHANGES = (rp.EnterTapped, rp.EntersWithCounters, rp.AsEnters)


def _commute(found: list[Candidate]) -> bool:
    """Would any order give the same result? (Changes to how a permanent enters — tapped,
    with counters, a choice — or effects that all do the same thing.)"""
    return all(isinstance(c.change, _ENTRY_CHANGES) for c in found) or all(
        c.change == found[0].change for c in found
    )


def candidates(game: Kernel, ev: Event) -> list[Candidate]:
    state = st(game)
    out: list[Candidate] = []
    if isinstance(ev, SetTapped) and not ev.tapped:  # CR 122.1d
        obj = state.objects.get(ev.obj)
        if obj is not None and obj.tapped and obj.counters.get("stun"):
            out.append(Candidate("stun", "stun", obj.controller, obj.id, obj.card, "122.1d"))
    if isinstance(ev, ZoneChange):
        obj = state.objects.get(ev.obj)
        if obj is None:
            return out
        if ev.to == Zone.GRAVEYARD and obj.zone == BATTLEFIELD_KEY and obj.counters.get("finality"):
            out.append(  # CR 122.1h
                Candidate(
                    "finality",
                    rp.MoveInstead(Zone.EXILE),
                    obj.controller,
                    obj.id,
                    obj.card,
                    "122.1h",
                )
            )
        if obj.zone == STACK_KEY and obj.cast_as == "flashback" and ev.to != Zone.EXILE:
            out.append(  # CR 702.34a: exiled instead of going anywhere else
                Candidate(
                    "flashback",
                    rp.MoveInstead(Zone.EXILE),
                    obj.controller,
                    obj.id,
                    obj.card,
                    "702.34a",
                )
            )
        if ev.to == Zone.BATTLEFIELD:
            out += _entry(game, ev)
        if obj.zone != BATTLEFIELD_KEY and not obj.face_down:  # CR 113.6b: from its zone
            out += _own(game, ev, obj)
        for key, change, controller, rule in state.variant.replacements(game, ev):
            out.append(Candidate(key, change, controller, obj.id, obj.card, rule))  # 903.9b
    if isinstance(ev, CreateToken):  # CR 111.1, 614.1c: a token enters as it is created
        out += _entry(game, ev)
    if isinstance(ev, Damage) and ev.target > 0:  # CR 702.16e
        out += _protection(game, ev)
    for oid, index, ab in abilities_in_play(game, rp.Replacement):
        assert isinstance(ab, rp.Replacement)
        src = state.objects[oid]
        if ab.condition is not None and not holds(game, ab.condition, src.controller, oid, ()):
            continue
        if fits_pattern(game, ab.pattern, ev, src.controller, oid, None):
            key = f"static:{oid}:{index}"
            out.append(
                Candidate(key, ab.change, src.controller, oid, src.card, _rule(ab.change), ab)
            )
    for e in state.replacements:
        if fits_pattern(game, e.pattern, ev, e.controller, None, e.affected):
            if isinstance(e.change, rp.Prevent) and e.remaining == 0:
                continue
            key = f"effect:{e.timestamp}"
            out.append(Candidate(key, e.change, e.controller, 0, e.source_card, _rule(e.change)))
    if state._options is not None and isinstance(ev, Damage):  # CR 801.13b
        out = [c for c in out if _prevents_in_range(game, c, ev)]
    return out


def _prevents_in_range(game: Kernel, c: Candidate, ev: Damage) -> bool:
    """CR 801.13b: a prevention effect of a spell or ability (a static one's too) prevents
    damage only from a source, to a recipient, or — when it names neither — between a
    source and a recipient within its controller's range. Protection (702.16e) is no
    spell's effect and isn't limited."""
    if not isinstance(c.change, rp.Prevent) or c.rule == "702.16e":
        return True
    state = st(game)
    pattern, affected = getattr(c.ability, "pattern", None), None
    for e in state.replacements:
        if c.key == f"effect:{e.timestamp}":
            pattern, affected = e.pattern, e.affected
    if affected is not None or (isinstance(pattern, rp.WouldDealDamage) and pattern.to):
        reach = Reach.RECIPIENT
    elif isinstance(pattern, rp.WouldDealDamage) and pattern.source is not None:
        reach = Reach.SOURCE
    else:
        reach = Reach.BOTH
    return prevention_in_range(state, c.controller, ev.controller, ev.target, reach)


def _own(game: Kernel, ev: ZoneChange, obj: MagicObject) -> list[Candidate]:
    """CR 113.6b, I-113.5b: the object's own replacement abilities about leaving the zone it
    is in, which work from there (``optional_moves.own_replacements``; I-702.9a)."""
    you, me = obj.controller, obj.id
    return [
        Candidate(f"own:{me}:{n}", ab.change, you, me, obj.card, _rule(ab.change), ab)
        for n, ab in own_replacements(obj.card, kind_of(obj.zone))
        if fits_pattern(game, ab.pattern, ev, you, me, None)
        and (ab.condition is None or holds(game, ab.condition, you, me, ()))
    ]


def _protection(game: Kernel, ev: Damage) -> list[Candidate]:
    """CR 702.16e: damage that a source with the quality would deal to a permanent with
    protection from it is prevented (a source that has left: its card, 608.2h)."""
    state = st(game)
    target = state.objects.get(ev.target)
    if target is None:
        return []
    src = state.objects.get(ev.source)
    lki = None
    if src is None:
        src = MagicObject(ev.source, ev.source_card, ev.controller, ZoneKey(""), 0)
        lki = printed(ev.source_card, ev.controller)
    if not game_rules(game).protected_from(game, target, src, lki):
        return []
    key = f"protection:{target.id}"
    return [Candidate(key, rp.Prevent(), target.controller, target.id, target.card, "702.16e")]


def _rule(change: Any) -> str:
    if isinstance(change, rp.Prevent):
        return "615.1"
    if isinstance(change, rp.Skip):
        return "614.1b"
    if isinstance(change, _ENTRY_CHANGES):  # "[objects] enter ..." of another permanent
        return "614.1d"
    return "614.1a"


# -- how a permanent enters (CR 614.1c–d, 614.12) ------------------------------------------
def _entry(game: Kernel, ev: ZoneChange | CreateToken) -> list[Candidate]:
    card = ev.card if isinstance(ev, CreateToken) else st(game).objects[ev.obj].card
    ref = 0 if isinstance(ev, CreateToken) else ev.obj
    abilities = get(card).abilities
    if ev.copy is not None:  # a copy token, or entering as a copy (CR 707.9, 614.1c)
        abilities = ev.copy.abilities
    if isinstance(ev, ZoneChange) and ev.face_down:
        abilities = ()  # CR 708.3: face down before it enters, it has no abilities
    own = [a for a in abilities if isinstance(a, rp.EntryReplacement)]  # CR 614.1c-d, 614.12
    values = ev.copy if ev.copy is not None else get(card)
    loyal = None if isinstance(ev, ZoneChange) and ev.face_down else values
    loyalty = (
        game_rules(game).entering_counters(loyal.types, loyal.loyalty)
        if loyal is not None
        else None
    )
    others = abilities_in_play(game, rp.Replacement)
    if (
        not own
        and loyalty is None
        and not any(isinstance(a.pattern, rp.WouldEnter) for _o, _i, a in others)
    ):
        return []
    future = would_be(game, ev)
    controller = future.controller
    out: list[Candidate] = []
    if loyalty is not None and "planeswalker" in future.types:  # CR 306.5b
        out.append(Candidate("entry:loyalty", loyalty, controller, ref, card, "306.5b"))
    for n, a in enumerate(future.abilities):
        key = f"entry:{n}"
        if isinstance(a, rp.EntersTapped):
            if a.unless is None or not holds(game, a.unless, controller, None, ()):
                out.append(Candidate(key, rp.EnterTapped(), controller, ref, card, "614.1c", a))
        elif isinstance(a, rp.EntersWithCounters):  # the condition may ask how it was cast
            if a.condition is None or holds(game, a.condition, controller, ref or None, ()):
                out.append(Candidate(key, a, controller, ref, card, a.rule, a))
        elif isinstance(a, (rp.AsEnters, AsEntersChooseWord)):
            out.append(Candidate(key, a, controller, ref, card, "614.12a", a))
        elif isinstance(a, rp.EntersAsCopy) and ev.copy is None:  # CR 707.9, 614.1c
            out.append(Candidate("entry:copy", a, controller, ref, card, "707.9", a))
    return out


# -- applying one ----------------------------------------------------------------------------
def _apply(
    game: Kernel, ev: Event, c: Candidate, applied: tuple[object, ...], extra: list[Event]
) -> Event | object | None:
    """The event after ``c`` modifies it (None: nothing happens instead)."""
    state = st(game)
    change = c.change
    if c.ability is not None:
        ability_use.record(c.source_card, c.ability)
    if change == "stun":
        game.note("122.1d", "stun", source_ref(state, c.source_card, c.source))
        return CounterChange(c.source, "stun", -1, "122.1d")
    if isinstance(change, rp.EntersAsCopy):  # CR 707.9: chosen as it would enter
        assert isinstance(ev, (ZoneChange, CreateToken))
        game.interrupt(ChooseCopy.now(game, ev, applied, change, c.controller))
        return _WAIT
    if isinstance(change, rp.AsEnters):  # CR 614.12a: chosen before it enters
        assert isinstance(ev, (ZoneChange, CreateToken))
        game.interrupt(ChooseOnEntry(ev, applied, change.choose, c.controller))
        return _WAIT
    if isinstance(change, AsEntersChooseWord):  # CR 614.12a: one of the words it names
        assert isinstance(ev, (ZoneChange, CreateToken))
        game.interrupt(ChooseOnEntry(ev, applied, WORD, c.controller))
        return _WAIT
    if isinstance(change, rp.Skip):
        game.note(c.rule, "replaced.skip", source_ref(state, c.source_card, c.source))
        return None
    if isinstance(change, rp.TurnFaceDownInstead):  # CR 708.2a; I-110.6e
        return turned_down_instead(game, ev, c.rule, c.source, c.source_card)
    if isinstance(change, rp.MayMoveInstead):  # CR 616.1: its controller chooses first
        assert isinstance(ev, ZoneChange)
        step = MayMove(ev, applied, tuple(extra), change, c.source, c.source_card, c.controller)
        game.interrupt(step)
        return _WAIT
    new = copy.copy(ev)
    if isinstance(new, CreateToken):
        if isinstance(change, rp.EnterTapped):
            new.tapped = True
            game.note(c.rule, "replaced.enter_tapped", card_ref(new.card))
        elif isinstance(change, rp.EntersWithCounters):
            n = amount(game, Ctx(c.controller, c.source, c.source_card), change.amount)
            if n > 0:
                new.counters = (*new.counters, (change.kind, n))
                what = ("q", n, change.kind)
                game.note(c.rule, "replaced.enter_counters", card_ref(new.card), what)
        return new
    if isinstance(new, ZoneChange):
        if isinstance(change, rp.MoveInstead):
            game.note(
                c.rule,
                "replaced.move",
                source_ref(state, c.source_card, c.source),
                entering_ref(state, new),
            )
            new.to = Zone(change.to)
            # a card discarded or a permanent sacrificed is still discarded or sacrificed
            # when it goes elsewhere instead (CR 701.9a, 701.21a; Leyline of the Void's notes)
            kept = new.how in ("discard", "sacrifice")
            new.how = "exile" if change.to == Zone.EXILE and not kept else new.how
            new.rule = c.rule
            if change.link:  # CR 607.2a: remembered by the source's linked ability
                new.link = f"{c.source}:{change.link}"
        elif isinstance(change, rp.EnterTapped):
            new.tapped = True
            game.note(c.rule, "replaced.enter_tapped", cref(state, new.obj))
        elif isinstance(change, rp.EntersWithCounters):
            n = amount(game, Ctx(c.controller, c.source, c.source_card), change.amount)
            if n > 0:
                new.counters = (*new.counters, (change.kind, n))
                what = ("q", n, change.kind)
                game.note(c.rule, "replaced.enter_counters", cref(state, new.obj), what)
        return new
    if isinstance(new, (Damage, LifeChange)):
        return _amounts(game, new, c, extra)
    return new


def _amounts(
    game: Kernel, new: Damage | LifeChange, c: Candidate, extra: list[Event]
) -> Event | None:
    """Damage prevented or changed (CR 615, 614.1a); life gained changed."""
    state = st(game)
    change = c.change
    if isinstance(change, rp.Multiply):
        new.amount *= change.factor
        game.note(c.rule, "replaced.amount", source_ref(state, c.source_card, c.source), new.amount)
    elif isinstance(change, rp.AddAmount):
        new.amount += change.amount
        game.note(c.rule, "replaced.amount", source_ref(state, c.source_card, c.source), new.amount)
    elif isinstance(change, rp.Prevent) and isinstance(new, Damage):
        cant = state.no_prevention == state.turn
        if cant:  # CR 615.12: nothing is prevented, shields are not reduced
            game.note("615.12", "prevent.cant", source_ref(state, new.source_card, new.source))
            prevented = 0
        else:
            shield = _shield(state, c.key)
            limit = shield if shield is not None else change.amount  # CR 615.7, 615.10
            prevented = new.amount if limit is None else min(new.amount, limit)
            if shield is not None and prevented:
                extra.append(ShieldUsed(c.key, prevented))
        if prevented:  # by the effect's own rule (615.1; protection's 702.16e)
            rule = c.rule if c.rule == "702.16e" else "615.1"
            game.note(rule, "prevent", source_ref(state, new.source_card, new.source), prevented)
        new.amount -= prevented
        if change.then and (prevented or cant):  # CR 615.5, 615.12: the rest still happens
            ctx = Ctx(c.controller, c.source, c.source_card, event_amount=prevented)
            game.interrupt(RunEffects(ctx, tuple(change.then)))  # type: ignore[arg-type]
        if new.amount <= 0:
            return None
    return new


def _shield(state: Any, key: str) -> int | None:
    if not key.startswith("effect:"):
        return None
    stamp = int(key.split(":")[1])
    for e in state.replacements:
        if e.timestamp == stamp:
            remaining: int | None = e.remaining
            return remaining
    return None


# -- events and choices ----------------------------------------------------------------------
def affected_player(game: Kernel, ev: Event) -> int:
    """CR 616.1: who chooses — the affected player, or the controller of the affected
    object (its owner if it has none)."""
    state = st(game)
    player = getattr(ev, "player", None)
    if isinstance(player, int) and not isinstance(ev, ZoneChange):
        return player
    ref = ev.target if isinstance(ev, Damage) else getattr(ev, "obj", None)
    if isinstance(ref, int) and is_player_ref(ref):
        return player_of_ref(ref)
    obj = state.objects.get(ref) if isinstance(ref, int) else None
    return obj.controller if obj is not None else state.active


class ChooseReplacement(Step):
    """CR 616.1: the affected player chooses which replacement or prevention effect to
    apply first; the others may still apply afterwards (616.1f)."""

    __slots__ = ("applied", "event", "extra")

    def __init__(self, event: Event, applied: tuple[object, ...], extra: list[Event]) -> None:
        self.event = event
        self.applied = applied
        self.extra = tuple(extra)

    def run(self, game: Kernel) -> Decision | None:
        found = [c for c in candidates(game, self.event) if c.key not in self.applied]
        if not found:
            game.commit([self.event, *self.extra])
            return None
        opts = tuple(
            Option(
                f"replace:{c.key}",
                "opt.replacement",
                (source_ref(st(game), c.source_card, c.source),),
            )
            for c in found
        )
        return Decision(
            affected_player(game, self.event), DecisionKind.REPLACEMENT, opts, "ask.replacement"
        )

    def answer(self, game: Kernel, option: Option) -> None:
        key = OptionId.parse(option.id).rest
        chosen = next(c for c in candidates(game, self.event) if c.key == key)
        extra = list(self.extra)
        applied = (*self.applied, key)
        result = _apply(game, self.event, chosen, applied, extra)
        if result is _WAIT:
            return
        if not isinstance(result, Event):
            game.commit(extra)
            return
        out = replace(game, result, applied)  # CR 616.1f: what still applies; may ask again
        if out:
            game.commit(out + extra)


serializable(ChooseReplacement)


def type_arg(key: str) -> tuple[str, str, tuple[()]]:
    """A creature type as a message argument: its name in the reader's language."""
    return ("m", type_message(key), ())


class ChooseOnEntry(Step):
    """CR 614.12a: "as this permanent enters, choose ..." — chosen before it enters."""

    __slots__ = ("applied", "event", "kind", "player")

    def __init__(
        self, event: ZoneChange | CreateToken, applied: tuple[object, ...], kind: str, player: int
    ):
        self.event = event
        self.applied = applied
        self.kind = kind
        self.player = player

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if self.kind == "color":
            values: list[str] = list(COLORS)
        elif self.kind == "opponent":
            values = [str(p) for p in state.opponents(self.player)]
        elif self.kind == WORD:  # the words the entering card names (CR 614.12a)
            values = list(_entry_words(game, self.event))
        else:  # CR 205.3m: every creature type — never read from the game's (hidden) cards
            opts = tuple(
                Option(f"choose:{t.key}", "opt.choose.creature_type", (type_arg(t.key),))
                for t in creature_types()
            )
            return Decision(
                self.player,
                DecisionKind.CHOOSE,
                opts,
                "ask.choose.creature_type",
                (self._what(state),),
            )
        opts = tuple(Option(f"choose:{v}", f"opt.choose.{self.kind}", (v,)) for v in values)
        return Decision(
            self.player, DecisionKind.CHOOSE, opts, f"ask.choose.{self.kind}", (self._what(state),)
        )

    def _what(self, state: Any) -> tuple[Any, ...]:
        if isinstance(self.event, CreateToken):
            return card_ref(self.event.card)
        return cref(state, self.event.obj)

    def answer(self, game: Kernel, option: Option) -> None:
        value = OptionId.parse(option.id).rest
        ev = copy.copy(self.event)
        ev.chosen = (*ev.chosen, (self.kind, value))
        shown = type_arg(value) if self.kind == "creature_type" else value
        game.note("614.12a", f"chosen.{self.kind}", ("p", self.player), shown)
        out = replace(game, ev, self.applied)
        if out:
            game.commit(out)


serializable(ChooseOnEntry)


def _entry_words(game: Kernel, ev: ZoneChange | CreateToken) -> tuple[str, ...]:
    """The words "as this permanent enters, choose ..." names: of the card entering, or of
    what it enters as a copy of (CR 707.9)."""
    card = ev.card if isinstance(ev, CreateToken) else st(game).objects[ev.obj].card
    abilities = ev.copy.abilities if ev.copy is not None else get(card).abilities
    return next((a.words for a in abilities if isinstance(a, AsEntersChooseWord)), ())
