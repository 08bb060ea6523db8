"""Who and what a resolving spell or ability is about (CR 608.2b–c): its context, the
objects and players its selectors pick, and the amounts it reads (CR 608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.objects import is_player_ref, player_of_ref, player_ref
from grimorio.core.serial import serializable
from grimorio.dsl import values as vx
from grimorio.dsl.selectors import (
    Attached,
    ControllerOf,
    Each,
    EachFitsAll,
    EachOpponent,
    EachPlayer,
    It,
    Linked,
    OwnersOf,
    RandomOpponent,
    Selector,
    Target,
    ThatPlayer,
    ThatSpell,
    ThisObject,
    TopOfLibrary,
    WhoDidnt,
    You,
)
from grimorio.dsl.values import DoorsUnlocked, LinkedCount, PaidManaValue
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import player_fits
from grimorio.rules.events.game import RandomPick
from grimorio.rules.state.multiplayer_options import within_range
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.targets import matches, select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@dataclass(frozen=True, slots=True, init=False)
class Ctx:
    """Who and what a resolving spell or ability is: controller, source, legal targets."""

    controller: int
    source: int  # the spell on the stack, or the permanent an ability comes from
    source_card: str
    targets: tuple[tuple[int, ...], ...] = ()
    paid: tuple[str, ...] = ()
    x: int = 0
    # a triggered ability: what it is about ("it"), the event's player and amount (CR 603)
    subject: tuple[int, ...] = ()
    event_player: int = -1
    event_amount: int = 0
    origin: int = 0  # the spell or ability that caused the triggering event
    me: int = 0  # the resolving spell or ability itself, on the stack (CR 608.2)
    # "each player who didn't" pay an ``Unless`` with ``then_once`` (CR 101.4, 608.2d)
    declined: tuple[int, ...] = ()

    def __init__(
        self,
        controller: int,
        source: int,
        source_card: str,
        targets: tuple[tuple[int, ...], ...] = (),
        paid: tuple[str, ...] = (),
        x: int = 0,
        subject: tuple[int, ...] = (),
        event_player: int = -1,
        event_amount: int = 0,
        origin: int = 0,
        me: int = 0,
        declined: tuple[int, ...] = (),
    ) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "source_card", source_card)
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "paid", paid)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "subject", subject)
        object.__setattr__(self, "event_player", event_player)
        object.__setattr__(self, "event_amount", event_amount)
        object.__setattr__(self, "origin", origin)
        object.__setattr__(self, "me", me)
        object.__setattr__(self, "declined", declined)


serializable(Ctx)


def card_types_in_graveyard(game: Kernel, player: int) -> int:
    """CR 205.2a: the number of card types among cards in the player's graveyard."""
    state = st(game)
    types: set[str] = set()
    for oid in state.zones[zkey(Zone.GRAVEYARD, player)]:
        obj = state.objects[oid]
        if not (obj.token or obj.is_copy):  # not cards, even as copies of cards (111.1, 707.10)
            types.update(chars(game, obj).types)
    return len(types)


def random_opponent(game: Kernel, controller: int, source: int, another: bool) -> list[int]:
    """One opponent of ``controller`` at random — with ``another``, not the player the
    source is attached to — as a ``player_ref``; nothing if none is left to choose."""
    state = st(game)
    src = state.objects.get(source)
    attached = src.attached_to if src is not None else None
    among = tuple(
        player_ref(p)
        for p in state.opponents(controller)
        if not (another and attached is not None and player_ref(p) == attached)
    )
    if not among:
        return []
    if len(among) == 1:
        return [among[0]]
    done = game.emit(RandomPick(among, "701.3a"))
    return [d.picked for d in done if isinstance(d, RandomPick)]


def refs(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    """The objects and players a selector picks now (players as ``player_ref``): CR 801.10,
    801.11, only those within the range of influence of the controller of the spell or
    ability, which affects and sees nothing beyond it."""
    found = _picked(game, ctx, sel)
    state = st(game)
    return found if state._options is None else within_range(state, ctx.controller, found)


def _picked(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    """The objects and players a selector picks now, whatever the range of influence."""
    state = st(game)
    if isinstance(sel, Target):
        return list(ctx.targets[sel.index]) if sel.index < len(ctx.targets) else []
    if isinstance(sel, You):
        return [player_ref(ctx.controller)]
    if isinstance(sel, EachOpponent):
        return [
            player_ref(p) for p in state.apnap() if p != ctx.controller and not state.player(p).lost
        ]
    if isinstance(sel, EachPlayer):
        return [player_ref(p) for p in state.apnap() if not state.player(p).lost]
    if isinstance(sel, ThisObject):
        return [ctx.source] if ctx.source in state.objects else []
    if isinstance(sel, Each):  # "each creature that player controls": the event's player
        return select(game, sel.filter, ctx.controller, ctx.source, ctx.event_player)
    if isinstance(sel, EachFitsAll):  # every filter at once ("each enchantment creature")
        first, *rest = (
            select(game, f, ctx.controller, ctx.source, ctx.event_player) for f in sel.filters
        )
        return [r for r in first if all(r in more for more in rest)]
    if isinstance(sel, It):
        return list(ctx.subject)
    if isinstance(sel, ThatPlayer):
        return [player_ref(ctx.event_player)] if ctx.event_player >= 0 else []
    if isinstance(sel, WhoDidnt):  # CR 101.4: in turn order
        return [player_ref(p) for p in state.apnap() if p in ctx.declined]
    if isinstance(sel, ThatSpell):
        return [ctx.origin] if ctx.origin in state.objects else []
    if isinstance(sel, OwnersOf):  # CR 607.3: each owner of one or more of them
        return [player_ref(p) for p in _owners(game, ctx, sel)]
    if isinstance(sel, ControllerOf):
        return [player_ref(p) for p in _controllers(game, ctx, sel)]
    if isinstance(sel, Linked):  # CR 607.2a
        found = list(state.linked.get(f"{ctx.source}:{sel.key}", ()))
        if sel.filter is not None:  # only those that match now ("a creature card ... this way")
            f = sel.filter
            found = [r for r in found if matches(game, f, r, ctx.controller, ctx.source)]
        return found
    if isinstance(sel, RandomOpponent):
        return random_opponent(game, ctx.controller, ctx.source, sel.another)
    if isinstance(sel, Attached):
        src = state.objects.get(ctx.source)
        return [src.attached_to] if src is not None and src.attached_to is not None else []
    if isinstance(sel, TopOfLibrary):  # CR 609.3, I-608.3: as many as there are
        n = amount(game, ctx, sel.count)
        top: list[int] = []
        for p in players(game, ctx, sel.who):
            library = state.zones[zkey(Zone.LIBRARY, p)]  # bottom first: the top is the last
            top += reversed(library[-n:]) if n > 0 else ()
        return top
    raise TypeError(f"unknown selector {sel!r}")


def _controllers(game: Kernel, ctx: Ctx, sel: ControllerOf) -> list[int]:
    """CR 608.2h: the controller (or owner) of the object, as it last existed if it left."""
    state = st(game)
    picked = [r for r in _raw(game, ctx, sel.what) if r > 0]
    if not picked:
        return []
    r = picked[0]
    obj = state.objects.get(r)
    if obj is not None:
        return [obj.owner if sel.owner else obj.controller]
    gone = state.lki.get(r)
    if gone is None:
        return []
    return [gone.owner if sel.owner else gone.controller]


def _owners(game: Kernel, ctx: Ctx, sel: OwnersOf) -> list[int]:
    """The owners of the objects picked (as they last existed if gone), in turn order."""
    state = st(game)
    found: set[int] = set()
    for r in _raw(game, ctx, sel.what):
        obj = state.objects.get(r) if r > 0 else None
        gone = state.lki.get(r) if obj is None and r > 0 else None
        if obj is not None:
            found.add(obj.owner)
        elif gone is not None:
            found.add(gone.owner)
    return [p for p in state.apnap() if p in found]


def _raw(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    """What a selector picked, before objects that left are dropped (targets keep theirs)."""
    if isinstance(sel, Target):
        return list(ctx.targets[sel.index]) if sel.index < len(ctx.targets) else []
    return refs(game, ctx, sel)


def players(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    return [player_of_ref(r) for r in refs(game, ctx, sel) if is_player_ref(r)]


def amount(game: Kernel, ctx: Ctx, a: vx.Amount) -> int:
    if isinstance(a, int):
        return a
    if isinstance(a, vx.XValue):
        return ctx.x
    if isinstance(a, vx.CardTypesInGraveyard):
        return card_types_in_graveyard(game, ctx.controller)
    if isinstance(a, vx.PowerOf):
        for r in refs(game, ctx, a.what):
            if r > 0 and r in st(game).objects:
                return max(0, chars(game, st(game).objects[r]).power or 0)
            if r > 0 and r in st(game).lki:  # left the battlefield: as it last existed (608.2h)
                return max(0, st(game).lki[r].power or 0)
        gone = st(game).lki.get(ctx.source) if isinstance(a.what, ThisObject) else None
        return max(0, gone.power or 0) if gone is not None else 0  # CR 608.2h
    if isinstance(a, vx.Count):
        return len(select(game, a.filter, ctx.controller, ctx.source, ctx.event_player))
    if isinstance(a, vx.GreatestPower):
        state = st(game)
        found = select(game, a.filter, ctx.controller, ctx.source, ctx.event_player)
        return max((chars(game, state.objects[r]).power or 0 for r in found), default=0)
    if isinstance(a, LinkedCount):  # CR 607.2a: "for each creature tapped this way"
        return len(st(game).linked.get(f"{ctx.source}:{a.key}", ()))
    if isinstance(a, vx.EventAmount):
        return ctx.event_amount
    if isinstance(a, DoorsUnlocked):  # CR 709.5c: each unlock designation
        objs = st(game).objects
        found = select(game, a.filter, ctx.controller, ctx.source)
        return sum(objs[r].doors.bit_count() for r in found)
    if isinstance(a, PaidManaValue):  # CR 608.2h: as it last existed on the battlefield
        return sum(int(p[3:]) for p in ctx.paid if p.startswith("mv:"))
    if isinstance(a, vx.CountersOnIt):  # gone: as it last existed (CR 608.2h)
        obj = st(game).objects.get(ctx.source)
        gone = st(game).lki.get(ctx.source)
        held = obj.counters.items() if obj is not None else gone.counters if gone else ()
        return sum(n for kind, n in held if not a.kind or kind == a.kind)
    if isinstance(a, vx.HalfLife):  # CR 107.1a: rounded up (or down)
        life = next((st(game).player(p).life for p in players(game, ctx, a.who)), 0)
        return max(0, (life + 1) // 2 if a.round_up else life // 2)
    if isinstance(a, vx.ThisTurn):  # this turn's record (TURN_EVENTS)
        return st(game).turn_counts.get(f"{a.event}:{ctx.controller}", 0)
    if isinstance(a, vx.PlayersWho):  # players who left the game count too
        state = st(game)
        return sum(
            1
            for p in state.players
            if player_fits(a.who, p.index, ctx.controller)
            and state.turn_counts.get(f"{a.event}:{p.index}", 0)
        )
    if isinstance(a, vx.Minus):
        return amount(game, ctx, a.a) - amount(game, ctx, a.b)
    raise TypeError(f"unknown amount {a!r}")


def objects(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    state = st(game)
    return [r for r in refs(game, ctx, sel) if r > 0 and r in state.objects]
