"""Suspend (CR 702.62): "Suspend N—[cost]" is three abilities (702.62a).

* From the hand, a special action (116.2f): a player with priority who could begin to cast
  the card now — its timing by its type and flash (117.1a), "you may play this card only
  if" (702.62c) — may pay [cost] and exile it with N time counters on it; it doesn't use the
  stack, and needs no legal targets nor a payable mana cost (release notes). Exiled face up.
* "At the beginning of your upkeep, if this card is suspended, remove a time counter from
  it" — suspended: in exile, with suspend and a time counter (702.62b) — triggers for each
  such card its owner has in exile (``dsl.casting_abilities.SUSPEND_UPKEEP``).
* "When the last time counter is removed from this card, if it's exiled, you may play it
  without paying its mana cost if able" — from any cause (release notes) — triggers as a
  removal leaves none (``SUSPEND_CAST``); as it resolves the owner may cast the card, the
  way ``"suspend"``: no mana, additional costs paid, X = 0 (702.62d, 601.2b, 601.2f–h),
  timing ignored. Not cast, it stays exiled and is no longer suspended. A creature spell
  cast this way has haste (the card's ``SUSPEND_HASTE``, while it is the spell's permanent).

"Exile it with N time counters on it" as a spell's own effect (Pena suspendida:
``dsl.casting_abilities.ExileWithCounters``) is here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import Triggered
from grimorio.dsl.card import CardDef, played_any_time
from grimorio.dsl.casting_abilities import SUSPEND_CAST, SUSPEND_UPKEEP, ExileWithCounters
from grimorio.dsl.casting_keywords import Suspend
from grimorio.dsl.zones import EXILE_KEY, Zone, zkey
from grimorio.rules.casting.payment import PayMana, payable
from grimorio.rules.events.objects import CounterChange, Link, ZoneChange, cref
from grimorio.rules.events.stack import TriggerFires
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

TIME = "time"


def suspend_of(card: str) -> Suspend | None:
    """The card's suspend ability, if it has one (cached per card)."""
    if card not in _SUSPEND:
        _SUSPEND[card] = next((a for a in get(card).abilities if isinstance(a, Suspend)), None)
    return _SUSPEND[card]


_SUSPEND: dict[str, Suspend | None] = {}


# -- the special action (CR 116.2f) ------------------------------------------------------
def suspend_options(game: Kernel, player: int, sorcery_ok: bool) -> list[Option]:
    """CR 116.2f, 702.62a: the cards with suspend in ``player``'s hand they may exile now."""
    state = st(game)
    out: list[Option] = []
    for oid in state.zones[zkey(Zone.HAND, player)]:
        card = state.objects[oid].card
        ab = suspend_of(card)
        if ab is None or not _could_begin(game, player, oid, get(card), sorcery_ok):
            continue
        if ab.cost.is_free() or payable(game, player, ab.cost):
            out.append(Option(f"suspend:{oid}", "opt.suspend", (cref(state, oid), str(ab.cost))))
    return out


def _could_begin(game: Kernel, player: int, oid: int, d: CardDef, sorcery_ok: bool) -> bool:
    """CR 702.62a, 702.62c: could ``player`` begin to cast the card from their hand now —
    its timing (307.1, 117.1a, 702.8a) and what stops it being cast ("you may play this
    card only if ...")?"""
    if not (sorcery_ok or played_any_time(d.types, d.supertypes, d.keywords)):
        return False
    return d.play_condition is None or holds(game, d.play_condition, player, oid, ())


def suspend_step(game: Kernel, player: int, card: int) -> Step:
    """The special action: pay the suspend cost, then exile the card with its time
    counters (CR 702.62a)."""
    key = st(game).objects[card].card
    ab = suspend_of(key)
    assert ab is not None
    ability_use.record(key, ab)
    then = SuspendNow(player, card, ab.n)
    return then if ab.cost.is_free() else PayMana(player, ab.cost, "702.62a", then)


class SuspendNow(Step):
    """The cost is paid: the card is exiled with ``n`` time counters on it (CR 702.62a)."""

    __slots__ = ("card", "n", "player")

    def __init__(self, player: int, card: int, n: int) -> None:
        self.player = player
        self.card = card
        self.n = n

    def run(self, game: Kernel) -> Decision | None:
        for r in _exile_with(game, [self.card], TIME, self.n, "702.62a"):
            game.note("116.2f", "suspend", ("p", self.player), cref(st(game), r))
        return None


serializable(SuspendNow)


def _exile_with(game: Kernel, cards: list[int], kind: str, n: int, rule: str) -> list[int]:
    """Exile ``cards`` with ``n`` ``kind`` counters on each (CR 122.6): the cards exiled."""
    moved = game.emit_all([ZoneChange(r, Zone.EXILE, rule, "exile") for r in cards])
    state = st(game)
    done = [
        m.new_id
        for m in moved
        if isinstance(m, ZoneChange) and m.to == Zone.EXILE and m.new_id in state.objects
    ]
    if n > 0:
        game.emit_all([CounterChange(r, kind, n, rule) for r in done])
    return done


@handles(ExileWithCounters)
def exile_with_counters(game: Kernel, ctx: Ctx, e: ExileWithCounters) -> None:
    """ "Exile [it] with N time counters on it" (CR 701.13a, 122.6)."""
    done = _exile_with(game, objects(game, ctx, e.what), e.kind, e.n, "701.13a")
    if e.link:  # CR 607.2a: remembered for the linked ability
        game.emit(Link(f"{ctx.source}:{e.link}", tuple(done)))


# -- the triggered abilities in exile (CR 702.62a) ---------------------------------------
def suspended_upkeep(game: Kernel) -> None:
    """CR 702.62a, 702.62b: at the beginning of a player's upkeep, each card they own that
    is suspended triggers its first suspend ability (an intervening "if", 603.4)."""
    state = st(game)
    player = state.active
    for oid in state.zones[EXILE_KEY]:
        obj = state.objects[oid]
        if obj.owner == player and obj.counters.get(TIME) and suspend_of(obj.card) is not None:
            _trigger(game, SUSPEND_UPKEEP, oid)


def last_counter_removed(game: Kernel, ev: CounterChange) -> None:
    """CR 702.62a: the last time counter removed from a card with suspend in exile (from
    any cause) triggers its last suspend ability."""
    obj = st(game).objects.get(ev.obj)
    if obj is None or obj.zone != EXILE_KEY or obj.counters.get(TIME):
        return
    if suspend_of(obj.card) is not None:
        _trigger(game, SUSPEND_CAST, obj.id)


def _trigger(game: Kernel, ability: Triggered, card: int) -> None:
    """The ability of the exiled ``card`` triggers; its owner controls it (CR 603.3a,
    108.4a)."""
    obj = st(game).objects[card]
    pending = PendingTrigger(ability, card, obj.card, obj.owner, (card,), obj.owner)
    game.emit(TriggerFires(pending, "702.62a"))


register_messages(
    {
        "opt.suspend": ("Suspender {0} (pagar {1})", "Suspend {0} (pay {1})"),
        "suspend": ("{0} suspende {1:el}.", "{0} suspends {1}."),
        "alt.suspend": ("suspender", "suspend"),
    }
)
