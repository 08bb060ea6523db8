"""Effects whose result lasts: continuous effects (CR 611.2), copies (707), counters (122)
and attachments (701.3), carried out through the event pipeline."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.dsl import continuous as cx
from grimorio.dsl import effects as fx
from grimorio.dsl import effects_counters as kx
from grimorio.dsl import values as vx
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, kind_of, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.parts import amounts
from grimorio.rules.characteristics.values import copiable, with_exceptions
from grimorio.rules.events.game import AddEffect
from grimorio.rules.events.objects import Attach, CounterChange, CreateToken, link_created
from grimorio.rules.state.state import ContinuousEffect, st
from grimorio.rules.vocabulary import counter_locks
from grimorio.rules.vocabulary.context import Ctx, amount, objects, players, refs
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import matches

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel

LASTING = (
    fx.Modify,
    fx.Apply,
    fx.BecomeCopy,
    fx.CreateCopyToken,
    kx.PutCounters,
    kx.RemoveCounters,
    kx.MoveCounters,
    kx.DoubleCounters,
    fx.AttachSource,
)


@handles(*LASTING)
def perform_lasting(game: Kernel, ctx: Ctx, e: Any) -> None:
    """Do one of the effects in :data:`LASTING`."""
    state = st(game)
    if isinstance(e, fx.Modify):
        parts: list[Any] = []
        if e.power or e.toughness:
            parts.append(cx.ModifyPT(e.power, e.toughness))  # layer 7c
        if e.keywords:
            parts.append(cx.Grant(keywords=e.keywords))  # layer 6
        _begin(game, ctx, e.what, tuple(parts), "end_of_turn")
    elif isinstance(e, fx.Apply):
        _begin(game, ctx, e.what, e.parts, e.until)
    elif isinstance(e, fx.BecomeCopy):  # CR 707.4
        original = next(iter(objects(game, ctx, e.of)), None)
        if original is not None:
            values = with_exceptions(copiable(game, state.objects[original]), e.except_)
            _begin(game, ctx, e.what, (cx.CopyOf(values),), e.until, rule="707.4")
    elif isinstance(e, fx.CreateCopyToken):  # CR 111.1, 707.2
        original = next(iter(objects(game, ctx, e.of)), None)
        if original is not None:
            obj = state.objects[original]
            values = with_exceptions(copiable(game, obj), e.except_)
            made: list[Event] = []
            for p in players(game, ctx, e.who):
                for _ in range(e.count):
                    made += game.emit(CreateToken(obj.card, p, "111.1", copy=values))
            if e.link:  # CR 607.2a: "sacrifice it" later in the effect
                link_created(game, ctx.source, e.link, made)
    elif isinstance(e, kx.PutCounters):  # CR 122.6
        n = amount(game, ctx, e.amount)
        for r in objects(game, ctx, e.what):
            if n > 0 and state.objects[r].zone == BATTLEFIELD_KEY:
                game.emit(CounterChange(r, e.kind, n, "122.6"))
    elif isinstance(e, kx.RemoveCounters):
        n = amount(game, ctx, e.amount)
        for r in objects(game, ctx, e.what):
            have = state.objects[r].counters.get(e.kind, 0)
            if min(n, have) > 0:
                game.emit(CounterChange(r, e.kind, -min(n, have), "122.1"))
    elif isinstance(e, kx.MoveCounters):
        _move_counters(game, ctx, e)
    elif isinstance(e, kx.DoubleCounters):
        for r in objects(game, ctx, e.what):
            counters = dict(state.objects[r].counters)
            for kind, n in counters.items():
                if e.kind is None or kind == e.kind:
                    game.emit(CounterChange(r, kind, n, "122.6"))
    elif isinstance(e, fx.AttachSource):
        _attach_source(game, ctx, e)
    else:
        raise TypeError(f"not a lasting effect: {e!r}")


def _begin(
    game: Kernel, ctx: Ctx, what: Any, parts: tuple[Any, ...], until: str, rule: str = "611.2c"
) -> None:
    """CR 611.2: a continuous effect begins; it affects the objects picked now (611.2c),
    with its amounts fixed now (611.2d)."""
    state = st(game)
    source = state.objects.get(ctx.source)
    if until == "while_source" and (source is None or source.zone != BATTLEFIELD_KEY):
        return  # CR 611.2b: the duration never began
    if until == "while_controlled" and (
        source is None or source.zone != BATTLEFIELD_KEY or source.controller != ctx.controller
    ):
        return  # CR 611.2b
    affected = tuple(
        r
        for r in refs(game, ctx, what)
        if r > 0
        and r in state.objects
        and kind_of(state.objects[r].zone) in (Zone.BATTLEFIELD, Zone.STACK)
    )
    if not affected or not parts:
        return
    per_object = any(isinstance(x, vx.ManaValue) for p in parts for x in amounts(p))
    groups = [(r,) for r in affected] if per_object else [affected]
    stamp = state.new_timestamp()  # CR 613.7b
    for group in groups:
        fixed = tuple(_fix(game, ctx, p, group[0]) for p in parts)
        effect = ContinuousEffect(stamp, ctx.source_card, group, fixed, until, ctx.controller)
        game.emit(AddEffect(replace(effect, source_id=ctx.source), rule))


def _fix(game: Kernel, ctx: Ctx, part: Any, obj: int) -> Any:
    """CR 611.2d: amounts of an effect from a resolving spell are worked out once."""
    changes = {}
    for name in ("power", "toughness"):
        x = getattr(part, name, 0)
        if isinstance(x, vx.ManaValue):
            changes[name] = chars(game, st(game).objects[obj]).mana_value
        elif not isinstance(x, int):
            changes[name] = amount(game, ctx, x)
    return replace(part, **changes) if changes else part


def _move_counters(game: Kernel, ctx: Ctx, e: kx.MoveCounters) -> None:
    """CR 122.5: remove from one object and put on another — both or neither."""
    state = st(game)
    source = next(iter(objects(game, ctx, e.source)), None)
    to = next(iter(objects(game, ctx, e.to)), None)
    if source is None or to is None or source == to:
        return
    if state.objects[source].zone != BATTLEFIELD_KEY or state.objects[to].zone != zkey(
        Zone.BATTLEFIELD
    ):
        return
    have = state.objects[source].counters.get(e.kind, 0)
    n = have if e.amount is None else min(have, e.amount)
    if n > 0 and counter_locks.kept(game, source, e.kind):  # CR 101.2: neither removed nor put
        counter_locks.forbidden(game, CounterChange(source, e.kind, -n, "122.5"))
        return
    if n > 0:
        game.emit(CounterChange(source, e.kind, -n, "122.5"))
        game.emit(CounterChange(to, e.kind, n, "122.5"))


def _attach_source(game: Kernel, ctx: Ctx, e: fx.AttachSource) -> None:
    """CR 701.3: attach the source to the object picked; nothing happens if it can't be
    (701.3b) or if it is already attached there (701.3c)."""
    state = st(game)
    src = state.objects.get(ctx.source)
    if src is None or src.zone != BATTLEFIELD_KEY:
        return
    for r in refs(game, ctx, e.to):
        if r < 0:  # a player: only an Aura that can enchant that player (CR 303.4, 701.3b)
            enchant = get(src.card).enchant
            if enchant is None or "Aura" not in chars(game, src).subtypes:
                continue
            if src.attached_to != r and matches(game, enchant, r, src.controller, src.id):
                game.emit(Attach(src.id, r, "701.3a"))
                return
            continue
        if r not in state.objects:
            continue
        host = state.objects[r]
        if host.zone != BATTLEFIELD_KEY or r == src.id or src.attached_to == r:
            continue
        if "Equipment" in chars(game, src).subtypes and "creature" not in chars(game, host).types:
            continue  # CR 301.5c
        game.emit(Attach(src.id, r, "701.3a"))
        return
