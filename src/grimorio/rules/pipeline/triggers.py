"""Triggered abilities (CR 603): matching committed events against trigger conditions.

After each group of simultaneous events (``Kernel.emit_all``) the rules call
:func:`check`. The abilities that listen are those of the permanents on the battlefield
*after* the events (603.10), with their characteristics then — so an ability granted or
removed by a continuous effect triggers or not accordingly — plus, for the look-back
triggers of 603.10a ("leaves the battlefield", "dies"), the abilities of the objects that
left the battlefield in the same group as they last existed, and the delayed triggered
abilities (603.7). Each ability that triggers becomes a :class:`PendingTrigger` (logged
with 603.2) until a player would receive priority (``grimorio.rules.stack.put_triggers``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from grimorio import ability_use
from grimorio.core.engine import Event
from grimorio.core.objects import is_player_ref, player_of_ref
from grimorio.dsl import triggers as tr
from grimorio.dsl.abilities import HexproofIgnored, Triggered
from grimorio.dsl.effects_game import IfYouDo
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import STACK_KEY, Zone, ZoneKey
from grimorio.rules.characteristics.chars import chars, printed
from grimorio.rules.characteristics.filters import fits, player_fits
from grimorio.rules.events.game import (
    CombatChange,
    Damage,
    LifeChange,
    StageBegins,
    StepBegins,
)
from grimorio.rules.events.objects import CounterChange, CreateToken, Draw, SetTapped, ZoneChange
from grimorio.rules.events.records import done_this_turn
from grimorio.rules.events.schemes import SchemeSetInMotion
from grimorio.rules.events.stack import DelayedEnds, PutOnStack, TriggerFires
from grimorio.rules.events.status import DreadManifested, TurnFaceUp, Unlock
from grimorio.rules.game_rules import game_rules
from grimorio.rules.pipeline.listeners import (
    Listener,
    event_kinds,
    listening,
    looking_back,
    may_match,
    watching,
)
from grimorio.rules.pipeline.mana_triggers import resolved_at_once
from grimorio.rules.pipeline.reveals import CardRevealed
from grimorio.rules.state.multiplayer_options import event_in_range
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.rules.vocabulary.targets import matches

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def check(game: Kernel, events: list[Event]) -> None:
    """CR 603.2: the abilities that the group of simultaneous ``events`` triggers.

    Each ability is matched only if its trigger condition can fit an event of one of the
    group's classes (``listeners.Listening.for_kinds``); the others could not trigger. Who
    listens on the battlefield and in the graveyards is one lookup (``listeners.watching``,
    kept while nothing it reads is written, with its sublists by class of events); the
    look-back of 603.10a is needed only for a :class:`ZoneChange` with last known
    information, and the delayed triggers (603.7) only when some exist: with none of the
    four, nothing can trigger and the check ends there."""
    state = st(game)
    kinds = event_kinds(events)
    watch = watching(game)
    present = watch.present.for_kinds(kinds)
    yard = watch.yard.for_kinds(kinds)
    gone: list[Listener] = []
    entered: set[int] = set()
    for ev in events:
        if isinstance(ev, ZoneChange):
            if ev.lki is not None and ev.was is not None:  # CR 603.10a: look back
                gone += looking_back(ev.was, ev.lki.abilities, ev.lki)
            if ev.to == Zone.BATTLEFIELD:
                entered.add(ev.new_id)
        elif isinstance(ev, CreateToken):
            entered.add(ev.new_id)
    if gone:
        gone = [lis for lis in gone if may_match(lis.ability.when, kinds)]
    delayed: list[Listener] = []
    if state.delayed:
        delayed = [
            Listener(d.source, d.source_card, d.controller, -1, d.ability, None, None, n, d.about)
            for n, d in enumerate(state.delayed)
            if (not d.turn or d.turn == state.turn) and may_match(d.ability.when, kinds)
        ]
    if not (present or gone or delayed or yard):
        return
    fired: list[PendingTrigger] = []
    used: list[int] = []
    for lis in (*present, *gone, *delayed, *yard):
        full_when = lis.ability.when
        if isinstance(full_when, tr.StateIs):
            continue
        when: tr.Trigger | None = full_when
        if lis.lki is not None:  # only leaves-the-battlefield abilities look back in time
            when = _part(full_when, looking_back=True)
        elif lis.obj in entered:  # it was not on the battlefield before the event
            when = _part(full_when, looking_back=False)
        if when is None:
            continue
        hits: list[Hit] = []
        for ev in events:
            hits += _match(game, lis, when, ev)
        if hits and state._options is not None:  # CR 801.7: only what is within range
            hits = [h for h in hits if event_in_range(state, lis.controller, h[0], h[1])]
        if not hits:
            continue
        if isinstance(when, tr.IsDealtDamage) and len(hits) > 1:
            hits = _dealt_together(hits)  # CR 603.2c: damage dealt at once is one event
        if lis.ability.one_or_more:  # CR 603.2c: once for the whole group
            hits = _one_or_more(when, hits)
        if lis.delayed >= 0 and (
            not state.delayed[lis.delayed].turn or state.delayed[lis.delayed].once
        ):
            hits = hits[:1]  # CR 603.7b: the next time only, unless it lasts this turn
            used.append(lis.delayed)
        # CR 603.2d; an ability that "triggers only once" doesn't trigger again (ruling)
        once = lis.ability.once or lis.ability.once_each_turn
        times = 1 + _additional(game, lis) if lis.delayed < 0 and not once else 1
        for subject, player, amount, *origin in hits:
            pending = _pending(game, lis, subject, player, amount, *origin)
            if pending is not None:
                fired += [pending] * times
    if used:
        game.emit(DelayedEnds(tuple(used)))
    for p in fired:
        _fire(game, p, events)


def _part(when: tr.Trigger, looking_back: bool) -> tr.Trigger | None:
    """The trigger events of ``when`` that look back in time (CR 603.10a: leaving the
    battlefield) — or, with ``looking_back`` False, those that don't; ``None`` if there are
    none. "When this creature enters or dies" (603.2) has one of each."""
    whens = when.whens if isinstance(when, tr.AnyOf) else (when,)
    kept = tuple(w for w in whens if isinstance(w, tr.LOOKS_BACK) == looking_back)
    if not kept:
        return None
    if len(kept) == len(whens):
        return when
    return kept[0] if len(kept) == 1 else tr.AnyOf(kept)


def _one_or_more(when: tr.Trigger, hits: list[Hit]) -> list[Hit]:
    """CR 603.2c: "whenever one or more ..." triggers once for the group — once for each
    player attacked by "one or more ... attack a player" (release notes of Dollmaker's
    Shop); "them" of "one or more cards are put into your graveyard" is all of them. So is
    "one or more creatures deal combat damage to a player": once for each player dealt
    damage at once (release notes of Locker Room)."""
    to_player = isinstance(when, tr.DealsDamage) and when.to in ("player", "opponent")
    if (isinstance(when, tr.Attacks) and when.player) or to_player:
        players: list[int] = []
        out: list[Hit] = []
        for h in hits:
            if h[1] not in players:
                players.append(h[1])
                out.append(h)
        return out
    if isinstance(when, tr.PutIntoGraveyard):
        return [(tuple(r for h in hits for r in h[0]), hits[0][1], 0)]
    return hits[:1]


def _additional(game: Kernel, lis: Listener) -> int:
    """CR 603.2d: how many additional times a permanent's ability triggers (a permanent that
    left the battlefield is seen as it last existed, 603.10a)."""
    found = abilities_in_play(game, tr.TriggersAdditionalTime)
    if not found:
        return 0
    state = st(game)
    obj = lis.was or state.objects.get(lis.obj)
    if obj is None:
        return 0
    c = lis.lki or chars(game, obj)
    more = 0
    for oid, _i, ab in found:
        if fits(ab.of, c, obj, state.objects[oid].controller, oid):
            more += 1
            ability_use.record(state.objects[oid].card, ab)
    return more


def check_states(game: Kernel) -> None:
    """CR 603.8: state triggers trigger as soon as their state holds, but not again while
    an instance of the ability is waiting or on the stack."""
    state = st(game)
    for lis in listening(game).states:
        when = lis.ability.when
        assert isinstance(when, tr.StateIs)
        key = f"{lis.obj}:{lis.index}"
        if any(p.key == key for p in state.triggered) or any(
            isinstance(o.trigger, PendingTrigger) and o.trigger.key == key
            for o in (state.objects[i] for i in state.zones[STACK_KEY])
        ):
            continue
        if holds(game, when.condition, lis.controller, lis.obj, ()):
            pending = _pending(game, lis, (), -1, 0)
            if pending is not None:
                _fire(game, pending)


def has_state_triggers(game: Kernel) -> bool:
    """Has a permanent on the battlefield a state trigger (CR 603.8)?"""
    return bool(listening(game).states)


def _pending(
    game: Kernel,
    lis: Listener,
    subject: tuple[int, ...],
    player: int,
    amount: int,
    origin: int = 0,
) -> PendingTrigger | None:
    """The ability triggers, unless its intervening "if" is false (CR 603.4) or it
    "triggers only once" and already did on this object."""
    state = st(game)
    ab = lis.ability
    key = f"{lis.obj}:{lis.index}" if lis.index >= 0 else ""
    if ab.once and key in state.fired:
        return None
    if ab.once_each_turn and state.fired.get(key) == state.turn:
        return None  # "this ability triggers only once each turn"
    if _once_each_turn_done(game, ab, lis.obj):
        return None
    if ab.condition is not None and not holds(
        game, ab.condition, lis.controller, lis.obj, (), that=player
    ):
        return None
    # "whenever ... while <condition>": part of the event (CR 603.2), checked only now
    if ab.while_holds is not None and not holds(game, ab.while_holds, lis.controller, lis.obj, ()):
        return None
    if ab.keyword == "ward" and _ward_ignored(game, lis):
        return None
    return PendingTrigger(
        ab, lis.obj, lis.card, lis.controller, subject or lis.about, player, amount, key, origin
    )


def _once_each_turn_done(game: Kernel, ab: Triggered, obj: int) -> bool:
    """CR 603.2h: an ability whose instruction ends "Do this only once each turn" triggers
    only if its source's controller hasn't taken that action this turn."""
    if not done_this_turn(st(game), obj):  # the usual case: one lookup
        return False
    effects = (e for m in (ab.mode, *ab.modes) for e in m.effects)
    return any(isinstance(e, IfYouDo) and e.once_each_turn for e in effects)


def _ward_ignored(game: Kernel, lis: Listener) -> bool:
    """ "Ward abilities of those creatures don't trigger" (an opponent's rule change)."""
    state = st(game)
    obj = state.objects.get(lis.obj)
    if obj is None:
        return False
    c = chars(game, obj)
    return any(
        ab.no_ward and fits(ab.what, c, obj, state.objects[oid].controller, oid)
        for oid, _n, ab in abilities_in_play(game, HexproofIgnored)
    )


def _fire(game: Kernel, pending: PendingTrigger, events: Sequence[Event] = ()) -> None:
    if not resolved_at_once(game, pending, events):  # a triggered mana ability (605.1b)
        game.emit(TriggerFires(pending))


def _is_it(lis: Listener, oid: int) -> bool:
    """Is ``oid`` what a "when it ..." ability is about: the object it is printed on — or,
    for a delayed ability created about objects ("target creature ... When it dies this
    turn"), one of those objects (CR 603.7c)."""
    if lis.delayed >= 0 and lis.about:
        return oid in lis.about
    return oid == lis.obj


def _object_fits(game: Kernel, lis: Listener, what: Filter | None, oid: int) -> bool:
    """Is object ``oid`` "this" (``what`` None; see :func:`_is_it`) or one that matches
    ``what``?"""
    if what is None:
        return _is_it(lis, oid)
    obj = st(game).objects.get(oid)
    if obj is None:
        return False
    return fits(what, chars(game, obj), obj, lis.controller, lis.obj)


# What an event is about for a trigger: the objects ("it"), the player, the amount, and —
# for "becomes the target" — the spell or ability that targeted ("that spell").
Hit = tuple[tuple[int, ...], int, int] | tuple[tuple[int, ...], int, int, int]


def _blocked_by(game: Kernel, lis: Listener, when: tr.BecomesBlocked, ev: Event) -> list[Hit]:
    """CR 509.3c–d, 301.5f: "whenever [enchanted creature] becomes blocked [by a creature]":
    once as it becomes blocked, or once for each creature blocking it — an event about the
    blocker too (801.7)."""
    if not (isinstance(ev, CombatChange) and ev.attacker):
        return []
    combat = st(game).combat
    if when.attached:
        src = st(game).objects.get(lis.obj)
        ok = src is not None and src.attached_to == ev.attacker
    else:
        ok = _object_fits(game, lis, when.what, ev.attacker)
    if when.by_creature:
        return [((ev.attacker, ev.obj), -1, 0)] if ok else []
    first = combat is not None and combat.blocked.get(ev.attacker, ())[:1] == (ev.obj,)
    return [((ev.attacker,), -1, 0)] if ok and first else []


def _match(game: Kernel, lis: Listener, when: tr.Trigger, ev: Event) -> list[Hit]:
    """The occurrences of ``when`` in ``ev``: (what it is about, player, amount)."""
    state = st(game)
    you = lis.controller
    if isinstance(when, tr.Enters):
        if isinstance(ev, (ZoneChange, CreateToken)) and ev.new_id:
            if isinstance(ev, ZoneChange) and (ev.to != Zone.BATTLEFIELD or ev.from_zone == ev.to):
                return []
            if _object_fits(game, lis, when.what, ev.new_id):
                # "that creature's controller": the player it entered under the control of
                return [((ev.new_id,), state.objects[ev.new_id].controller, 0)]
        return []
    if isinstance(when, tr.Leaves):
        if not (isinstance(ev, ZoneChange) and ev.lki is not None and ev.was is not None):
            return []
        if when.to is not None and ev.to != when.to:
            return []
        if when.how and ev.how != when.how:  # "when you sacrifice ..." (CR 701.21a)
            return []
        if when.what is None:
            ok = _is_it(lis, ev.obj)
        else:
            ok = fits(when.what, ev.lki, ev.was, you, lis.obj)
        if ok and when.was is not None:  # "if it was a creature" (603.10a, 608.2h)
            ok = fits(when.was, ev.lki, ev.was, you, lis.obj)
        # "that player", "they": who controlled it as it last existed (CR 603.10a)
        return [((ev.new_id,), ev.lki.controller, 0)] if ok else []
    if isinstance(when, tr.Attacks):
        if not (isinstance(ev, CombatChange) and not ev.attacker):
            return []
        if when.player and not is_player_ref(ev.attacked):
            return []  # "attack a player": not a planeswalker or battle (CR 508.1b)
        defender = state.defender(ev.attacked)  # CR 508.5, 802.2a
        if when.first_time and state.attacked.count(ev.obj) > 1:
            return []  # "for the first time each turn": it attacked earlier (CR 500.8)
        if when.alone and (state.combat is None or len(state.combat.attackers) != 1):
            return []  # "attacks alone": the only creature declared as an attacker (506.5)
        if when.attached:  # "equipped creature": the one the source is attached to (301.5f)
            src = st(game).objects.get(lis.obj)
            return [((ev.obj,), defender, 0)] if src and src.attached_to == ev.obj else []
        return [((ev.obj,), defender, 0)] if _object_fits(game, lis, when.what, ev.obj) else []
    if isinstance(when, tr.Blocks):
        if not (isinstance(ev, CombatChange) and ev.attacker):
            return []
        return [((ev.obj,), -1, 0)] if _object_fits(game, lis, when.what, ev.obj) else []
    if isinstance(when, tr.BecomesBlocked):
        if when.attached or when.by_creature:
            return _blocked_by(game, lis, when, ev)
        if isinstance(ev, CombatChange) and ev.attacker:
            combat = state.combat
            first = combat is not None and combat.blocked.get(ev.attacker, ())[:1] == (ev.obj,)
            if first and _object_fits(game, lis, when.what, ev.attacker):  # CR 509.3c: once
                return [((ev.attacker,), -1, 0)]
        return []
    if isinstance(when, (tr.DealsDamage, tr.IsDealtDamage)):
        return _damage(game, lis, when, ev)
    if isinstance(when, tr.BecomesTarget):
        refs = getattr(ev, "targets", None)
        player = getattr(ev, "player", -1)
        if refs is None or not isinstance(player, int):
            return []
        if not player_fits(when.by, player, you):
            return []
        out: list[Hit] = []
        origin = getattr(ev, "new_id", 0)
        for r in sorted({r for group in refs for r in group if r > 0}):
            if _object_fits(game, lis, when.what, r):
                out.append(((r,), player, 0, origin))
        return out
    if isinstance(when, tr.Casts):
        if isinstance(ev, PutOnStack) and ev.ability < 0:
            obj = state.objects.get(ev.new_id)
            if (
                obj is not None
                and _caster_fits(game, lis, when.who, ev.player)
                and not (when.from_hand and ev.cast_from)  # CR 601.2a: "" is the hand
                and fits(when.spell, chars(game, obj), obj, you, lis.obj)
                and (when.targets_only is None or _targets_only(game, lis, when.targets_only, obj))
            ):
                return [((ev.new_id,), ev.player, 0)]
        return []
    if isinstance(when, tr.Draws):
        if isinstance(ev, Draw) and ev.drew and player_fits(when.who, ev.player, you):
            return [((), ev.player, 1)]
        return []
    if isinstance(when, tr.Discards):
        if not (isinstance(ev, ZoneChange) and ev.how == "discard" and ev.was is not None):
            return []
        return [((ev.new_id,), ev.was.owner, 1)] if player_fits(when.who, ev.was.owner, you) else []
    if isinstance(when, (tr.GainsLife, tr.LosesLife)):
        return _life(game, lis, when, ev)
    if isinstance(when, (tr.BecomesTapped, tr.TappedForMana)):
        if isinstance(ev, SetTapped) and ev.tapped:
            if isinstance(when, tr.TappedForMana) and ev.rule not in ("605.3b", "605.1a"):
                return []
            if _object_fits(game, lis, when.what, ev.obj):
                return [((ev.obj,), -1, 0)]
        return []
    if isinstance(when, tr.CountersPut):
        if not (isinstance(ev, CounterChange) and ev.delta > 0 and ev.kind == when.kind):
            return []
        return [((ev.obj,), -1, ev.delta)] if _object_fits(game, lis, when.what, ev.obj) else []
    if isinstance(when, tr.AnyOf):  # "whenever A and whenever B": each event that fits
        return [hit for w in when.whens for hit in _match(game, lis, w, ev)]
    if isinstance(when, (tr.Unlocked, tr.FullyUnlocks)):
        return _unlock(game, lis, when, ev)
    if isinstance(when, tr.PutIntoGraveyard):  # CR 603.2: from a zone other than play
        if not (isinstance(ev, ZoneChange) and ev.to == Zone.GRAVEYARD and ev.new_id):
            return []
        if ev.from_zone != when.from_ or not _object_fits(game, lis, when.what, ev.new_id):
            return []
        return [((ev.new_id,), st(game).objects[ev.new_id].owner, 0)]
    if isinstance(when, tr.LeavesGraveyard):  # CR 603.6, 603.10a: as it was there
        return _left_graveyard(game, you, when, ev)
    if isinstance(when, tr.ManifestsDread):  # CR 701.62b
        if isinstance(ev, DreadManifested) and player_fits(when.who, ev.player, you):
            return [(ev.graveyard, ev.player, 0)]
        return []
    if isinstance(when, tr.Chapter):  # CR 714.2b
        return (
            [((lis.obj,), -1, 0)]
            if game_rules(game).chapter_reached(game, lis.obj, when, ev)
            else []
        )
    if isinstance(when, tr.SetInMotion):  # CR 701.32, 904.9: by its owner, its controller
        if not isinstance(ev, SchemeSetInMotion) or ev.player != you:
            return []
        if when.what is None:
            return [((ev.obj,), ev.player, 0)] if ev.obj == lis.obj else []
        return [((ev.obj,), ev.player, 0)] if _object_fits(game, lis, when.what, ev.obj) else []
    if isinstance(when, tr.TurnedFaceUp):  # CR 708.8
        if isinstance(ev, TurnFaceUp) and _object_fits(game, lis, when.what, ev.obj):
            return [((ev.obj,), -1, 0)]
        return []
    if isinstance(when, tr.RevealsThisWay):  # CR 607.2h: what its own static revealed
        if isinstance(ev, CardRevealed) and ev.by == lis.obj and ev.obj in state.objects:
            card = state.objects[ev.obj]
            if when.what is None or fits(when.what, chars(game, card), card, you, lis.obj):
                return [((ev.obj,), ev.player, 0)]
        return []
    if isinstance(when, tr.AtBeginning):
        ok = isinstance(ev, (StepBegins, StageBegins)) and ev.step == when.step
        if ok and (when.whose == "each" or player_fits(when.whose, state.active, you)):
            return [((), state.active, 0)]
        return []
    return _by_game(game, lis, when, ev)


# Trigger conditions whose occurrences only a game's own rules can tell — which source
# destroyed an ally (I-702.10a), from what Inferno records of damage — each with the
# matcher that game registers, found by the condition's class as effects find their
# handlers (``grimorio.rules.vocabulary.effect_registry``).
GameMatcher = Callable[["Kernel", Listener, tr.Trigger, Event], list[Hit]]
M = TypeVar("M", bound=GameMatcher)
_GAME_MATCHERS: dict[type, GameMatcher] = {}


def game_matcher(kind: type) -> Callable[[M], M]:
    """Register the decorated function as the matcher of the trigger conditions of class
    ``kind``: given a listener, its condition and one event, the occurrences of the
    condition in the event, as :func:`_match` gives them."""

    def register(matcher: M) -> M:
        known = _GAME_MATCHERS.get(kind)
        if known is not None and known is not matcher:
            raise TypeError(f"two matchers for the trigger condition {kind.__name__}")
        _GAME_MATCHERS[kind] = matcher
        return matcher

    return register


def _by_game(game: Kernel, lis: Listener, when: tr.Trigger, ev: Event) -> list[Hit]:
    """The occurrences of a condition a game's rules match (none if no game does)."""
    matcher = _GAME_MATCHERS.get(type(when))
    return matcher(game, lis, when, ev) if matcher is not None else []


def _left_graveyard(game: Kernel, you: int, when: tr.LeavesGraveyard, ev: Event) -> list[Hit]:
    """CR 603.10a: "whenever one or more cards leave [your] graveyard" looks back: a card
    that was in a graveyard moved to another zone — or was cast from there (601.2a: it
    moves to the stack). The graveyard is its owner's (404.1)."""
    if isinstance(ev, ZoneChange):
        if ev.from_zone != Zone.GRAVEYARD or ev.to == Zone.GRAVEYARD or ev.was is None:
            return []
        owner, new = ev.was.owner, ev.new_id
    elif isinstance(ev, PutOnStack) and ev.ability < 0 and ev.cast_from == Zone.GRAVEYARD:
        obj = st(game).objects.get(ev.new_id)
        if obj is None:
            return []
        owner, new = obj.owner, ev.new_id
    else:
        return []
    return [((new,), owner, 0)] if player_fits(when.who, owner, you) else []


def _dealt_together(hits: list[Hit]) -> list[Hit]:
    """CR 603.2c, 120.2: damage dealt to one object by several sources at the same time is
    one event — "is dealt damage" triggers once, with the total as "that much"."""
    total: dict[tuple[tuple[int, ...], int], int] = {}
    for subject, player, n, *_origin in hits:  # a player dealt damage: ((), that player)
        total[(subject, player)] = total.get((subject, player), 0) + n
    return [(subject, player, n) for (subject, player), n in total.items()]


def _caster_fits(game: Kernel, lis: Listener, who: str, player: int) -> bool:
    """ "you", "opponent", "any" — or "enchanted": the player the source (an Aura with
    enchant player) is attached to (CR 303.4b)."""
    if who == "enchanted":
        src = lis.was or st(game).objects.get(lis.obj)
        return src is not None and src.attached_to == -1 - player
    return player_fits(who, player, lis.controller)


def _targets_only(game: Kernel, lis: Listener, f: Filter, spell: MagicObject) -> bool:
    """CR 115.9c: "a spell that targets only a single <f>" — one object or player was
    chosen as its targets, and it matches ``f`` now (115.9b)."""
    chosen = {r for group in spell.targets for r in group}
    if len(chosen) != 1:
        return False
    return matches(game, f, chosen.pop(), lis.controller, lis.obj)


def _unlock(
    game: Kernel, lis: Listener, when: tr.Unlocked | tr.FullyUnlocks, ev: Event
) -> list[Hit]:
    """CR 709.5h: "when you unlock this door" — the Room gets that door's designation, also
    as it enters from being cast (709.5d); 709.5i: "whenever you fully unlock a Room"."""
    if isinstance(when, tr.Unlocked):
        if isinstance(ev, Unlock) and not ev.lock:
            ok = ev.obj == lis.obj and ev.door == when.door
        elif (
            isinstance(ev, ZoneChange) and ev.to == Zone.BATTLEFIELD and ev.from_zone == Zone.STACK
        ):
            entered = st(game).objects.get(ev.new_id)
            door = entered is not None and entered.doors >> when.door & 1 == 1
            ok = ev.new_id == lis.obj and door
        else:
            return []
        return [((lis.obj,), lis.controller, 0)] if ok else []
    if isinstance(ev, Unlock) and ev.fully:
        room = st(game).objects.get(ev.obj)
        if room is not None and room.controller == lis.controller:
            return [((ev.obj,), lis.controller, 0)]
    return []


def _damage(game: Kernel, lis: Listener, when: tr.Trigger, ev: Event) -> list[Hit]:
    if not isinstance(ev, Damage) or ev.amount <= 0:
        return []
    player = player_of_ref(ev.target) if ev.target < 0 else -1
    if isinstance(when, tr.IsDealtDamage):
        if when.attached:  # "enchanted creature / player" (CR 303.4b, 303.4m)
            src = lis.was or st(game).objects.get(lis.obj)
            if src is None or src.attached_to is None or src.attached_to != ev.target:
                return []
            return [((ev.target,) if ev.target > 0 else (), player, ev.amount)]
        if ev.target > 0 and _object_fits(game, lis, when.what, ev.target):
            return [((ev.target,), -1, ev.amount)]
        return []
    assert isinstance(when, tr.DealsDamage)
    if (when.combat and not ev.combat) or (when.noncombat and ev.combat):
        return []
    if when.to == "player" and player < 0:
        return []
    if when.to == "opponent" and (player < 0 or player == lis.controller):
        return []
    if when.to is not None and when.to not in ("player", "opponent"):  # a card (super)type
        target = st(game).objects.get(ev.target)
        if target is None:
            return []
        c = chars(game, target)
        if when.to not in c.types and when.to not in c.supertypes:
            return []
    if when.attached:  # "equipped creature": the one the source is attached to (301.5f)
        src = lis.was or st(game).objects.get(lis.obj)
        ok = src is not None and src.attached_to is not None and src.attached_to == ev.source
    elif when.what is None:
        ok = ev.source == lis.obj
    elif ev.source not in st(game).objects:  # a source that has left: as it last was (608.2h)
        gone = MagicObject(ev.source, ev.source_card, ev.controller, ZoneKey(""), 0)
        gone.controller = ev.controller
        ok = fits(when.what, printed(ev.source_card, ev.controller), gone, lis.controller, lis.obj)
    else:
        ok = _object_fits(game, lis, when.what, ev.source)
    return [((ev.source,), player, ev.amount)] if ok else []


def _life(game: Kernel, lis: Listener, when: tr.GainsLife | tr.LosesLife, ev: Event) -> list[Hit]:
    """CR 119.3: life gained or lost — damage to a player is life lost (120.3a); lifelink's
    gain is a life-gain event of its own (702.15b, ``grimorio.mtg.keywords.lifelink``)."""
    changes: list[tuple[int, int]] = []
    if isinstance(ev, LifeChange):
        changes.append((ev.player, ev.amount))
    elif isinstance(ev, Damage) and ev.amount > 0 and ev.target < 0:
        changes.append((player_of_ref(ev.target), -ev.amount))
    gain = isinstance(when, tr.GainsLife)
    return [
        ((), p, abs(n))
        for p, n in changes
        if (n > 0 if gain else n < 0) and player_fits(when.who, p, lis.controller)
    ]
