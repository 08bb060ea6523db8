"""Carrying out the card vocabulary's effects through the event pipeline (CR 608.2c).

:func:`perform` does one effect. Effects that need a player's choice return sub-steps that
ask for it; :class:`RunEffects` runs a list of effects in order and waits for them.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option
from grimorio.core.objects import is_player_ref, player_of_ref, player_ref
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl.selectors import (
    Each,
    EachOpponent,
    EachPlayer,
    Filter,
    Selector,
    Target,
    ThisObject,
    You,
)
from grimorio.mtg.characteristics import chars
from grimorio.mtg.conditions import card_types_in_graveyard, holds
from grimorio.mtg.events import (
    AddEffect,
    CeaseToExist,
    CreateToken,
    Damage,
    Draw,
    LifeChange,
    Shuffle,
    ZoneChange,
    cref,
    st,
)
from grimorio.mtg.state import ContinuousEffect
from grimorio.mtg.targets import matches, select
from grimorio.mtg.zones import zkey

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@serializable
@dataclass(frozen=True, slots=True)
class Ctx:
    """Who and what a resolving spell or ability is: controller, source, legal targets."""

    controller: int
    source: int  # the spell on the stack, or the permanent an ability comes from
    source_card: str
    targets: tuple[tuple[int, ...], ...] = ()
    paid: tuple[str, ...] = ()
    x: int = 0


def refs(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    """The objects and players a selector picks now (players as ``player_ref``)."""
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
    if isinstance(sel, Each):
        return select(game, sel.filter, ctx.controller, ctx.source)
    raise TypeError(f"unknown selector {sel!r}")


def players(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    return [player_of_ref(r) for r in refs(game, ctx, sel) if is_player_ref(r)]


def amount(game: Kernel, ctx: Ctx, a: fx.Amount) -> int:
    if isinstance(a, int):
        return a
    if isinstance(a, fx.XValue):
        return ctx.x
    if isinstance(a, fx.CardTypesInGraveyard):
        return card_types_in_graveyard(game, ctx.controller)
    if isinstance(a, fx.PowerOf):
        for r in refs(game, ctx, a.what):
            if r > 0:
                return max(0, chars(game, st(game).objects[r]).power or 0)
        return 0
    raise TypeError(f"unknown amount {a!r}")


def _source_keywords(game: Kernel, ctx: Ctx) -> frozenset[str]:
    obj = st(game).objects.get(ctx.source)
    if obj is not None:
        return chars(game, obj).keywords
    return frozenset(get(ctx.source_card).keywords)  # last known information (CR 608.2h)


def perform(game: Kernel, ctx: Ctx, e: fx.Effect) -> list[Step]:
    """Do one effect; return the sub-steps that must run before the next effect."""
    state = st(game)
    if isinstance(e, fx.DealDamage):
        n = amount(game, ctx, e.amount)
        kw = _source_keywords(game, ctx)
        for r in refs(game, ctx, e.to):
            if n > 0 and (r < 0 or r in state.objects):
                game.emit(
                    Damage(
                        ctx.source,
                        ctx.source_card,
                        ctx.controller,
                        r,
                        n,
                        deathtouch="deathtouch" in kw,
                        lifelink="lifelink" in kw,
                    )
                )
    elif isinstance(e, fx.Destroy):
        for r in refs(game, ctx, e.what):
            obj = state.objects.get(r)
            if obj is None or obj.zone != "battlefield":
                continue
            if "indestructible" in chars(game, obj).keywords:
                game.note("702.12b", "indestructible", cref(state, r))
                continue
            game.emit(ZoneChange(r, "graveyard", "701.8a", "destroy"))
    elif isinstance(e, fx.Exile):
        for r in _objects(game, ctx, e.what):
            game.emit(ZoneChange(r, "exile", "701.13a", "exile"))
    elif isinstance(e, fx.ReturnToHand):
        for r in _objects(game, ctx, e.what):
            game.emit(ZoneChange(r, "hand", "400.6", "bounce"))
    elif isinstance(e, fx.ReturnToBattlefield):
        for r in _objects(game, ctx, e.what):
            game.emit(
                ZoneChange(r, "battlefield", "110.2a", "reanimate", controller=ctx.controller)
            )
    elif isinstance(e, fx.PutOnBottom):
        for r in _objects(game, ctx, e.what):
            game.emit(ZoneChange(r, "library", "401.4", "bottom", position="bottom"))
    elif isinstance(e, fx.Counter):
        for r in _objects(game, ctx, e.what):
            if state.objects[r].ability is not None:
                game.emit(CeaseToExist(r, "701.6b"))
            else:
                game.emit(ZoneChange(r, "graveyard", "701.6a", "countered"))
    elif isinstance(e, fx.Draw):
        n = amount(game, ctx, e.amount)
        for p in players(game, ctx, e.who):
            for _ in range(n):
                game.emit(Draw(p))
    elif isinstance(e, fx.GainLife):
        n = amount(game, ctx, e.amount)
        for p in players(game, ctx, e.who):
            game.emit(LifeChange(p, n, "119.3"))
    elif isinstance(e, fx.LoseLife):
        n = amount(game, ctx, e.amount)
        for p in players(game, ctx, e.who):
            game.emit(LifeChange(p, -n, "119.3"))
    elif isinstance(e, fx.Discard):
        subs: list[Step] = []
        for p in players(game, ctx, e.who):
            hand = state.zones[zkey("hand", p)]
            if e.whole_hand:
                for r in list(hand):
                    game.emit(ZoneChange(r, "graveyard", "701.9a", "discard"))
            elif hand:
                subs.append(ChooseCards(p, "discard", min(e.amount, len(hand))))
        return subs
    elif isinstance(e, fx.Modify):
        affected = tuple(r for r in refs(game, ctx, e.what) if r > 0)  # CR 611.2c
        if affected:
            if e.keywords:
                game.emit(
                    AddEffect(
                        ContinuousEffect(
                            state.new_timestamp(),
                            ctx.source_card,
                            affected,
                            "6",
                            keywords=e.keywords,
                        )
                    )
                )
            if e.power or e.toughness:
                game.emit(
                    AddEffect(
                        ContinuousEffect(
                            state.new_timestamp(),
                            ctx.source_card,
                            affected,
                            "7c",
                            e.power,
                            e.toughness,
                        )
                    )
                )
    elif isinstance(e, fx.CreateToken):
        for p in players(game, ctx, e.who):
            for _ in range(e.count):
                game.emit(CreateToken(e.token, p))
    elif isinstance(e, fx.Search):
        return [ChooseCards(ctx.controller, "search", 1, e.filter, e.to, e.tapped)]
    elif isinstance(e, fx.LookAndTake):
        return [ChooseCards(ctx.controller, "look", e.take, None, "hand", False, e.look, e.rest)]
    elif isinstance(e, fx.If):
        branch = (
            e.then
            if holds(game, e.condition, ctx.controller, ctx.source, ctx.paid)
            else e.otherwise
        )
        return [RunEffects(ctx, branch)] if branch else []
    else:
        raise TypeError(f"unknown effect {e!r}")
    return []


def _objects(game: Kernel, ctx: Ctx, sel: Selector) -> list[int]:
    state = st(game)
    return [r for r in refs(game, ctx, sel) if r > 0 and r in state.objects]


@serializable
class RunEffects(Step):
    """Do ``effects`` in order (CR 608.2c), waiting for the sub-steps of each one."""

    __slots__ = ("ctx", "effects", "index")

    def __init__(self, ctx: Ctx, effects: tuple[fx.Effect, ...], index: int = 0) -> None:
        self.ctx = ctx
        self.effects = effects
        self.index = index

    def run(self, game: Kernel) -> Decision | None:
        while self.index < len(self.effects):
            e = self.effects[self.index]
            self.index += 1
            subs = perform(game, self.ctx, e)
            if subs:
                game.push(self, *reversed(subs))
                return None
        return None


@serializable
class ChooseCards(Step):
    """A player picks cards one at a time: to discard (CR 701.9), from a library search
    (CR 701.23), or from cards looked at. ``picked`` grows until ``count`` are chosen."""

    __slots__ = (
        "count",
        "filter",
        "look",
        "picked",
        "player",
        "purpose",
        "rest",
        "tapped",
        "to",
    )

    def __init__(
        self,
        player: int,
        purpose: str,
        count: int,
        filter: Filter | None = None,
        to: str = "hand",
        tapped: bool = False,
        look: int = 0,
        rest: str = "graveyard",
    ) -> None:
        self.player = player
        self.purpose = purpose
        self.count = count
        self.filter = filter
        self.to = to
        self.tapped = tapped
        self.look = look
        self.rest = rest
        self.picked: tuple[int, ...] = ()

    def _pool(self, game: Kernel) -> list[int]:
        state = st(game)
        if self.purpose == "discard":
            pool = list(state.zones[zkey("hand", self.player)])
        elif self.purpose == "look":
            pool = list(reversed(state.zones[zkey("library", self.player)][-self.look :]))
        else:
            lib = state.zones[zkey("library", self.player)]
            assert self.filter is not None
            f = dataclasses.replace(self.filter, zone="library")
            pool = [r for r in reversed(lib) if matches(game, f, r, self.player, None)]
        return [r for r in pool if r not in self.picked]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        pool = self._pool(game)
        if len(self.picked) < self.count and pool:
            opts = [
                Option(f"{self.purpose}:{r}", f"opt.{self.purpose}", (cref(state, r),))
                for r in pool
            ]
            if self.purpose == "search":  # CR 701.23b: may fail to find
                opts.append(Option("none", "opt.find_nothing"))
            return Decision(self.player, self.purpose, tuple(opts), f"ask.{self.purpose}")
        self._finish(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "none":
            self.count = len(self.picked)
        else:
            self.picked = (*self.picked, int(option.id.split(":")[1]))
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        state = st(game)
        if self.purpose == "discard":
            for r in self.picked:
                game.emit(ZoneChange(r, "graveyard", "701.9a", "discard"))
            return
        if self.purpose == "look":
            seen = list(reversed(state.zones[zkey("library", self.player)][-self.look :]))
            for r in self.picked:
                game.emit(ZoneChange(r, "hand", "608.2c", "take", hidden=True))
            for r in seen:
                if r not in self.picked:
                    game.emit(ZoneChange(r, self.rest, "608.2c", "mill"))
            return
        for r in self.picked:  # search
            if self.to == "battlefield":
                game.emit(
                    ZoneChange(
                        r, "battlefield", "701.23a", "search_battlefield", tapped=self.tapped
                    )
                )
            else:
                game.emit(ZoneChange(r, "hand", "701.23a", "search_hand"))
        game.emit(Shuffle(self.player))
