"""Carrying out the card vocabulary's effects through the event pipeline (CR 608.2c).

:func:`perform` does one effect. Effects that need a player's choice return sub-steps that
ask for it; :class:`RunEffects` runs a list of effects in order and waits for them.
"""

from __future__ import annotations

import dataclasses
from abc import abstractmethod
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.mtg.characteristics import chars
from grimorio.mtg.conditions import holds
from grimorio.mtg.context import Ctx, amount, objects, players, refs
from grimorio.mtg.effects_triggered import LATER, Link, perform_later
from grimorio.mtg.escape_hatch import perform_escape
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
from grimorio.mtg.face_down import FACE_DOWN_EFFECTS, perform_face_down
from grimorio.mtg.lasting import LASTING, perform_lasting
from grimorio.mtg.library_actions import LIBRARY_EFFECTS, perform_library
from grimorio.mtg.state import ContinuousEffect
from grimorio.mtg.targets import matches
from grimorio.mtg.zones import zkey

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def _source_keywords(game: Kernel, ctx: Ctx) -> frozenset[str]:
    obj = st(game).objects.get(ctx.source)
    if obj is not None:
        return chars(game, obj).keywords
    return frozenset(get(ctx.source_card).keywords)  # last known information (CR 608.2h)


def perform(game: Kernel, ctx: Ctx, e: fx.Effect) -> list[Step]:
    """Do one effect; return the sub-steps that must run before the next effect."""
    state = st(game)
    if isinstance(e, LASTING):
        perform_lasting(game, ctx, e)
    elif isinstance(e, LATER):
        return perform_later(game, ctx, e)
    elif isinstance(e, FACE_DOWN_EFFECTS):
        return perform_face_down(game, ctx, e)
    elif isinstance(e, LIBRARY_EFFECTS):
        return perform_library(game, ctx, e)
    elif isinstance(e, fx.EscapeHatch):
        return perform_escape(game, ctx, e)
    elif isinstance(e, fx.DealDamage):  # CR 120.2: to each at the same time
        n = amount(game, ctx, e.amount)
        kw = _source_keywords(game, ctx)
        game.emit_all(
            [
                Damage(
                    ctx.source,
                    ctx.source_card,
                    ctx.controller,
                    r,
                    n,
                    deathtouch="deathtouch" in kw,
                    lifelink="lifelink" in kw,
                )
                for r in refs(game, ctx, e.to)
                if n > 0 and (r < 0 or r in state.objects)
            ]
        )
    elif isinstance(e, fx.Destroy):  # CR 701.8: all at once
        destroyed: list[Event] = []
        for r in refs(game, ctx, e.what):
            obj = state.objects.get(r)
            if obj is None or obj.zone != "battlefield":
                continue
            if "indestructible" in chars(game, obj).keywords:
                game.note("702.12b", "indestructible", cref(state, r))
                continue
            destroyed.append(ZoneChange(r, "graveyard", "701.8a", "destroy"))
        game.emit_all(destroyed)
    elif isinstance(e, fx.Exile):
        moved = game.emit_all(
            [ZoneChange(r, "exile", "701.13a", "exile") for r in objects(game, ctx, e.what)]
        )
        if e.link:  # CR 607.2a: remembered for the linked ability
            ids = tuple(m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == "exile")
            game.emit(Link(f"{ctx.source}:{e.link}", ids))
    elif isinstance(e, fx.ReturnToHand):
        game.emit_all(
            [ZoneChange(r, "hand", "400.6", "bounce") for r in objects(game, ctx, e.what)]
        )
    elif isinstance(e, fx.ReturnToBattlefield):
        return_to_battlefield(game, ctx, e)
    elif isinstance(e, fx.ShuffleIntoLibrary):  # CR 701.24
        owners: list[int] = []
        for r in objects(game, ctx, e.what):
            owner = state.objects[r].owner
            game.emit(ZoneChange(r, "library", "701.24a", "shuffle_into"))
            owners += [owner] if owner not in owners else []
        for p in owners:
            game.emit(Shuffle(p))
    elif isinstance(e, fx.PutOnBottom):
        for r in objects(game, ctx, e.what):
            game.emit(ZoneChange(r, "library", "401.4", "bottom", position="bottom"))
    elif isinstance(e, fx.Counter):
        for r in objects(game, ctx, e.what):
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
                subs.append(ChooseDiscards(p, min(e.amount, len(hand))))
        return subs
    elif isinstance(e, fx.CreateToken):
        n = amount(game, ctx, e.count)
        for p in players(game, ctx, e.who):
            for _ in range(n):
                game.emit(CreateToken(e.token, p, tapped=e.tapped))
    elif isinstance(e, fx.Search):
        return [SearchLibrary(ctx.controller, e)]
    elif isinstance(e, fx.LookAndTake):
        return [LookAndTakeCards(ctx.controller, e)]
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


def return_to_battlefield(game: Kernel, ctx: Ctx, e: fx.ReturnToBattlefield) -> None:
    """CR 110.2a: they enter together and see each other enter (603.6a); how they enter is
    part of the event (614.1c); an effect the text attaches to them applies from then on."""
    state = st(game)
    moves: list[Event] = []
    for r in objects(game, ctx, e.what):
        controller = state.objects[r].owner if e.owners else ctx.controller
        move = ZoneChange(r, "battlefield", "110.2a", "reanimate", controller=controller)
        move.tapped = e.tapped
        move.counters = e.counters
        moves.append(move)
    entered = game.emit_all(moves)
    new = tuple(m.new_id for m in entered if isinstance(m, ZoneChange) and m.to == "battlefield")
    if e.parts and new:  # CR 611.2a: an effect with no duration lasts for the game
        effect = ContinuousEffect(
            state.new_timestamp(), ctx.source_card, new, e.parts, "game", ctx.controller
        )
        game.emit(AddEffect(effect))


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
            if subs or game.state.interrupts:  # a choice comes before the next effect
                game.push(self, *reversed(subs))
                return None
        return None


class PickCards(Step):
    """A player picks cards one at a time from a pool until ``count`` are picked (or the
    pool runs out), then the step carries out what the picking was for."""

    __slots__ = ("count", "picked", "player")
    purpose = ""  # option ids, decision kind and message keys

    def __init__(self, player: int, count: int) -> None:
        self.player = player
        self.count = count
        self.picked: tuple[int, ...] = ()

    @abstractmethod
    def pool(self, game: Kernel) -> list[int]:
        """The cards to pick from, in the order they are offered."""

    @abstractmethod
    def finish(self, game: Kernel) -> None:
        """Carry out what the cards were picked for."""

    def extra_options(self) -> tuple[Option, ...]:
        return ()

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        pool = [r for r in self.pool(game) if r not in self.picked]
        if len(self.picked) < self.count and pool:
            opts = tuple(
                Option(f"{self.purpose}:{r}", f"opt.{self.purpose}", (cref(state, r),))
                for r in pool
            )
            return Decision(
                self.player, self.purpose, opts + self.extra_options(), f"ask.{self.purpose}"
            )
        self.finish(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "none":
            self.count = len(self.picked)
        else:
            self.picked = (*self.picked, int(option.id.split(":")[1]))
        game.push(self)


@serializable
class ChooseDiscards(PickCards):
    """CR 701.9: the player discards cards of their choice."""

    __slots__ = ()
    purpose = "discard"

    def pool(self, game: Kernel) -> list[int]:
        return list(st(game).zones[zkey("hand", self.player)])

    def finish(self, game: Kernel) -> None:
        for r in self.picked:
            game.emit(ZoneChange(r, "graveyard", "701.9a", "discard"))


@serializable
class SearchLibrary(PickCards):
    """CR 701.23: search your library for a card that matches, put it where the effect says
    (revealed, or hidden if the effect doesn't reveal it), then shuffle (701.24)."""

    __slots__ = ("filter", "reveal", "tapped", "to")
    purpose = "search"

    def __init__(self, player: int, search: fx.Search) -> None:
        super().__init__(player, 1)
        self.filter = dataclasses.replace(search.filter, zone="library")
        self.to = search.to
        self.tapped = search.tapped
        self.reveal = search.reveal

    def pool(self, game: Kernel) -> list[int]:
        lib = st(game).zones[zkey("library", self.player)]
        return [r for r in reversed(lib) if matches(game, self.filter, r, self.player, None)]

    def extra_options(self) -> tuple[Option, ...]:
        return (Option("none", "opt.find_nothing"),)  # CR 701.23b: may fail to find

    def finish(self, game: Kernel) -> None:
        for r in self.picked:
            if self.to == "battlefield":
                game.emit(
                    ZoneChange(
                        r, "battlefield", "701.23a", "search_battlefield", tapped=self.tapped
                    )
                )
            else:
                game.emit(ZoneChange(r, "hand", "701.23a", "search_hand", hidden=not self.reveal))
        game.emit(Shuffle(self.player))


@serializable
class LookAndTakeCards(PickCards):
    """Look at the top ``look`` cards of your library, put the ones picked into your hand
    and the rest where the effect says (CR 608.2c)."""

    __slots__ = ("look", "rest")
    purpose = "look"

    def __init__(self, player: int, effect: fx.LookAndTake) -> None:
        super().__init__(player, effect.take)
        self.look = effect.look
        self.rest = effect.rest

    def pool(self, game: Kernel) -> list[int]:
        return list(reversed(st(game).zones[zkey("library", self.player)][-self.look :]))

    def finish(self, game: Kernel) -> None:
        seen = self.pool(game)
        for r in self.picked:
            game.emit(ZoneChange(r, "hand", "608.2c", "take", hidden=True))
        for r in seen:
            if r not in self.picked:
                game.emit(ZoneChange(r, self.rest, "608.2c", "mill"))
