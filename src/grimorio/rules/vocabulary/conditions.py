"""Conditions of the card vocabulary, checked against the state (CR 603.4, 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import names_of
from grimorio.dsl import values as vx
from grimorio.dsl.entry_words import ChoseWord, chose_word
from grimorio.dsl.selectors import Filter
from grimorio.dsl.values import (
    All,
    AnyPlayerLifeAtMost,
    AttachedFaceDown,
    CastWith,
    Condition,
    Delirium,
    EnvironmentActive,
    HandEmpty,
    HasCounters,
    LifeAtLeast,
    NamesAmongAtLeast,
    Not,
    PaidCardWasNot,
    SourceTapped,
    YouControl,
)
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import object_holds
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, card_types_in_graveyard, refs
from grimorio.rules.vocabulary.environments import environment_active
from grimorio.rules.vocabulary.targets import matches, select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def holds(
    game: Kernel,
    cond: Condition,
    controller: int,
    source: int | None,
    paid: tuple[str, ...],
    ctx: Ctx | None = None,
    that: int = -1,
) -> bool:
    """Does ``cond`` hold now for ``controller``'s ``source``? ``ctx``: the resolving spell
    or ability, for conditions about its targets (CR 608.2c); ``that``: the player a
    triggered ability's event was about (its intervening "if", CR 603.4: "if defending
    player controls no ...", 508.5) — the resolving ability's own if ``ctx`` is given."""
    if that < 0 and ctx is not None:
        that = ctx.event_player
    if isinstance(cond, EnvironmentActive):  # I-122.3
        return environment_active(game, cond.environment)
    if isinstance(cond, Delirium):
        return card_types_in_graveyard(game, controller) >= cond.at_least
    if isinstance(cond, PaidCardWasNot):
        return cond.type not in paid
    if isinstance(cond, YouControl):
        return len(select(game, cond.filter, controller, source, that)) >= cond.at_least
    if isinstance(cond, AttachedFaceDown):  # CR 708.2
        src = st(game).objects.get(source) if source is not None else None
        host = st(game).objects.get(src.attached_to) if src and src.attached_to else None
        return host is not None and host.face_down
    if isinstance(cond, NamesAmongAtLeast):  # CR 201.2, 709.5: names of unlocked doors
        found = select(game, cond.filter, controller, source)
        objs = st(game).objects
        names = {n for r in found for n in names_of(chars(game, objs[r]).name)}
        return len(names) >= cond.n
    state = st(game)
    if isinstance(cond, vx.YourTurn):  # CR 102.1
        return state.active == controller
    if isinstance(cond, vx.DiedThisTurn):  # CR 700.4, as it last existed (608.2h)
        return any(died_fits(cond.filter, t, s) for t, s in state.died)
    if isinstance(cond, vx.CastFrom):  # CR 601.2a
        cast = state.objects.get(source) if source is not None else None
        if cast is not None and cond.zone == Zone.HAND:  # cast (601.2i), from no other zone
            return cast.cast_as != "" and cast.cast_from == ""
        return cast is not None and cast.cast_from == cond.zone
    if isinstance(cond, vx.Matches):  # CR 608.2c: the object as the effect happens
        if ctx is None:
            return False
        return any(
            r > 0 and r in state.objects and matches(game, cond.filter, r, controller, source, that)
            for r in refs(game, ctx, cond.what)
        )
    if isinstance(cond, vx.AmountAtLeast):
        where = ctx if ctx is not None else Ctx(controller, source or 0, "")
        return amount(game, where, cond.amount) >= cond.n
    if isinstance(cond, vx.EnteredThisTurn):  # this turn's record (400.7: the same object)
        return source is not None and state.entered_this_turn(source)
    if isinstance(cond, ChoseWord):  # CR 614.12a, 607.2a: chosen as this object entered
        return source is not None and chose_word(state.chosen.get(source, ()), cond.word)
    if isinstance(cond, SourceTapped):  # gone: as it last existed (CR 608.2h)
        obj = (state.objects.get(source) or state.lki.get(source)) if source is not None else None
        return obj is not None and obj.tapped
    if isinstance(cond, LifeAtLeast):
        return state.player(controller).life >= cond.amount
    if isinstance(cond, vx.LifeAboveStarting):  # CR 103.4; 40 in Commander (903.7), 904.5
        return state.player(controller).life >= state.variant.starting_life + cond.amount
    if isinstance(cond, AnyPlayerLifeAtMost):
        return any(state.player(p.index).life <= cond.amount for p in state.players)
    if isinstance(cond, HandEmpty):
        return not state.zones[zkey(Zone.HAND, controller)]
    if isinstance(cond, Not):
        return not holds(game, cond.condition, controller, source, paid, ctx, that)
    if isinstance(cond, All):
        return all(holds(game, c, controller, source, paid, ctx, that) for c in cond.conditions)
    if isinstance(cond, (CastWith, HasCounters)):
        obj = state.objects.get(source) if source is not None else None
        return obj is not None and object_holds(cond, obj)
    if isinstance(cond, vx.DidThisTurn):  # this turn's record (TURN_EVENTS)
        return any(state.turn_counts.get(f"{e}:{controller}", 0) for e in cond.events)
    if isinstance(cond, vx.IsPrime):
        n = amount(game, Ctx(controller, source or 0, ""), cond.amount)
        return is_prime(n)
    raise TypeError(f"unknown condition {cond!r}")


def is_prime(n: int) -> bool:
    """Is ``n`` a prime number (greater than 1, divisible only by 1 and itself)?"""
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


def died_fits(f: Filter, types: tuple[str, ...], subtypes: tuple[str, ...]) -> bool:
    """Does a creature that died, with these types and subtypes, fit ``f`` (its type
    words only)?"""
    return not (
        (f.types and not any(t in types for t in f.types))
        or any(t in types for t in f.not_types)
        or (f.subtypes and not any(t in subtypes for t in f.subtypes))
        or any(t in subtypes for t in f.not_subtypes)
    )
