"""Excess damage (CR 120.10): "<this> deals N damage to target creature. You gain life equal
to the excess damage dealt this way" (``grimorio.dsl.library_top.DamageWithExcess``).

A creature is dealt excess damage when the damage dealt to it is greater than lethal damage
(120.10): its toughness less the damage already marked on it (120.6, 704.5g), or, from a
source with deathtouch, any nonzero amount (702.2c) — so 1 of it is lethal and the rest is
excess, whatever the creature's toughness (the release notes of *Respiradero angosto*).
The damage is dealt as ``DealDamage`` deals it (prevention and replacement included, 615),
and what was dealt is what is marked on the creature afterwards; state-based actions wait
until the ability has resolved (704.3), so the creature is still there to be measured.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.dsl import effects as fx
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.library_top import DamageWithExcess
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.effects.basic import deal_damage
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, refs
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.core.state import Step


def _deathtouch(game: Kernel, ctx: Ctx) -> bool:
    """Has the source deathtouch (CR 702.2c) — as it is, or as it last existed (608.2h)?"""
    obj = st(game).objects.get(ctx.source)
    kw = chars(game, obj).keywords if obj is not None else frozenset(get(ctx.source_card).keywords)
    return Keyword.DEATHTOUCH in kw


def lethal_damage(game: Kernel, oid: int, deathtouch: bool) -> int:
    """CR 120.10, 702.2c: how much more damage is lethal damage to the creature ``oid``: its
    toughness less the damage marked on it (none below 0), or at most 1 from a source with
    deathtouch."""
    obj = st(game).objects[oid]
    lethal = max(0, (chars(game, obj).toughness or 0) - obj.damage)
    return min(lethal, 1) if deathtouch else lethal


@handles(DamageWithExcess)
def damage_with_excess(game: Kernel, ctx: Ctx, e: DamageWithExcess) -> list[Step]:
    """Deal the damage (CR 120.2), then do ``then`` with the excess damage (120.10) dealt
    to creatures this way as "that much" (``EventAmount``)."""
    state = st(game)
    dt = _deathtouch(game, ctx)
    before: dict[int, tuple[int, int]] = {}  # creature: (damage marked, lethal damage)
    for r in refs(game, ctx, e.to):
        obj = state.objects.get(r) if r > 0 else None
        if obj is not None and obj.zone == BATTLEFIELD_KEY and "creature" in chars(game, obj).types:
            before[r] = (obj.damage, lethal_damage(game, r, dt))
    deal_damage(game, ctx, fx.DealDamage(e.amount, e.to))
    excess = 0
    for r, (marked, lethal) in before.items():
        obj = state.objects.get(r)
        if obj is None or obj.zone != BATTLEFIELD_KEY:
            continue
        excess += max(0, obj.damage - marked - lethal)
    if not e.then:
        return []
    then_ctx = Ctx(
        ctx.controller,
        ctx.source,
        ctx.source_card,
        ctx.targets,
        ctx.paid,
        ctx.x,
        ctx.subject,
        ctx.event_player,
        excess,
        ctx.origin,
        ctx.me,
        ctx.declined,
    )
    return [RunEffects(then_ctx, e.then)]
