"""Casting spells "without paying their mana costs" as an effect resolves, and the moves of
cards that come before it (the Archenemy schemes: ``grimorio.dsl.effects_schemes``):

* ``CastFree`` (CR 608.2g, 118.9): the controller casts spells from among the cards an
  effect picks, one at a time, while it resolves — timing rules aside, for no mana: an
  alternative cost (so no other, 118.9a), additional costs paid (118.9d), X is 0 (107.3b);
* ``ExileUntil`` (701.13a): exile cards from the top of the library until one matches;
* ``EachMills`` (701.17a): each player mills, and every card milled is remembered;
* ``RevealToHand`` (701.20a): reveal the top cards of the library and put them into the hand;
* ``WithTotalManaValue`` (202.3): the total mana value of the objects picked, as "that much";
* ``Reflexive`` (603.12): "when <what the effect did fits a condition>, <effects>".
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_schemes as sx
from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.triggers import Done
from grimorio.dsl.zones import Zone, zkey
from grimorio.mtg.effects.resolution_choices import mana_value
from grimorio.rules.casting.announce import Announce, completable
from grimorio.rules.casting.costs import How
from grimorio.rules.casting.permissions import pay_instead
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.events.objects import Link, ZoneChange, cref, revealed_ref, source_ref
from grimorio.rules.events.stack import TriggerFires
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx, objects, players
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.effects import Effect

# CR 118.9, 107.3b: "without paying its mana cost" — an alternative cost of no mana
FREE = pay_instead(ManaCost())


@handles(sx.CastFree)
def cast_free(game: Kernel, ctx: Ctx, e: sx.CastFree) -> list[Step]:
    """CR 608.2g: offer the spells one at a time while the effect resolves."""
    pool = tuple(objects(game, ctx, e.among))
    most = -1 if e.most is None else e.most
    return [CastFreely(ctx, pool, most, e.then)] if pool else []


def _ways(game: Kernel, player: int, r: int) -> list[How]:
    """The ways ``player`` could cast card ``r`` now without paying its mana cost: the card,
    or each door of a Room (CR 709.3); a land is played, never cast (305.1)."""
    obj = st(game).objects[r]
    d = get(obj.card)
    if "land" in d.types:
        return []
    faces = range(len(d.doors)) if d.doors else (-1,)
    return [
        How(face=f, alt=FREE)
        for f in faces
        if completable(game, player, obj, How(face=f, alt=FREE))
    ]


class CastFreely(Step):
    """The controller may cast spells from among ``pool``, one at a time, until "done" or
    ``most`` are cast (-1: any number); each is cast at once, following 601.2a–i, and goes
    on the stack in the order cast (608.2g). ``then`` happens once if any was cast."""

    __slots__ = ("cast", "ctx", "most", "pool", "then")

    def __init__(
        self, ctx: Ctx, pool: tuple[int, ...], most: int, then: tuple[Effect, ...]
    ) -> None:
        self.ctx = ctx
        self.pool = pool
        self.most = most
        self.then = then
        self.cast = 0

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        player = self.ctx.controller
        opts: list[Option] = []
        if self.most < 0 or self.cast < self.most:
            for r in self.pool:
                if r not in state.objects:
                    continue  # cast already, or gone: a new object (CR 400.7)
                for how in _ways(game, player, r):
                    if how.face < 0:
                        opts.append(Option(f"cast:{r}", "opt.cast_free", (cref(state, r),)))
                    else:
                        door = source_ref(state, get(state.objects[r].card).doors[how.face].key, r)
                        opts.append(Option(f"cast:{r}:{how.face}", "opt.cast_free", (door,)))
        if not opts:
            self._finish(game)
            return None
        opts.append(Option("done", "opt.cast_free_done"))
        left = -1 if self.most < 0 else self.most - self.cast
        ask = "ask.cast_free" if left < 0 else "ask.cast_free_up_to"
        return Decision(player, DecisionKind.PICK, tuple(opts), ask, (left,))

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self._finish(game)
            return
        opt = OptionId.parse(option.id)
        face = int(opt.args[1]) if len(opt.args) > 1 else -1
        self.cast += 1
        game.push(self, Announce(self.ctx.controller, opt.num(), How(face=face, alt=FREE)))

    def _finish(self, game: Kernel) -> None:
        if self.cast and self.then:  # "if you do"
            game.push(RunEffects(self.ctx, self.then))


serializable(CastFreely)


@handles(sx.ExileUntil)
def exile_until(game: Kernel, ctx: Ctx, e: sx.ExileUntil) -> None:
    """CR 701.13a: each player picked exiles from the top of their library until a card
    matches; the ones that match are remembered."""
    state = st(game)
    kept: list[int] = []
    for p in players(game, ctx, e.who):
        library = state.zones[zkey(Zone.LIBRARY, p)]
        exiled: list[int] = []
        found = 0
        for r in reversed(list(library)):  # top first
            obj = state.objects[r]
            exiled.append(r)
            if fits(e.filter, chars(game, obj), obj, ctx.controller, ctx.source):
                found = r
                break
        moved = game.emit_all([ZoneChange(r, Zone.EXILE, "701.13a", "exile") for r in exiled])
        kept += [m.new_id for m in moved if isinstance(m, ZoneChange) and m.obj == found]
    game.emit(Link(f"{ctx.source}:{e.key}", tuple(r for r in kept if r), reset=True))


@handles(sx.EachMills)
def each_mills(game: Kernel, ctx: Ctx, e: sx.EachMills) -> None:
    """CR 701.17a: each player picked mills, in turn order; all the cards milled are
    remembered."""
    state = st(game)
    milled: list[int] = []
    for p in players(game, ctx, e.who):
        library = state.zones[zkey(Zone.LIBRARY, p)]
        top = list(reversed(library[-e.amount :])) if e.amount > 0 else []
        moved = game.emit_all([ZoneChange(r, Zone.GRAVEYARD, "701.17a", "mill") for r in top])
        milled += [m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.GRAVEYARD]
    game.emit(Link(f"{ctx.source}:{e.key}", tuple(r for r in milled if r), reset=True))


@handles(sx.RevealToHand)
def reveal_to_hand(game: Kernel, ctx: Ctx, e: sx.RevealToHand) -> None:
    """CR 701.20a: reveal the top cards, then put them into the hand; remember them there."""
    state = st(game)
    library = state.zones[zkey(Zone.LIBRARY, ctx.controller)]
    top = list(reversed(library[-e.count :])) if e.count > 0 else []
    for r in top:
        game.note("701.20a", "reveal", revealed_ref(state.objects[r].card, r))
    moved = game.emit_all([ZoneChange(r, Zone.HAND, "701.20a", "reveal_take") for r in top])
    taken = tuple(
        m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.HAND and m.new_id
    )
    game.emit(Link(f"{ctx.source}:{e.key}", taken, reset=True))


@handles(sx.WithTotalManaValue)
def with_total_mana_value(game: Kernel, ctx: Ctx, e: sx.WithTotalManaValue) -> list[Step]:
    """CR 202.3, 608.2h: the total mana value now, as "that much" of the effects."""
    total = sum(mana_value(game, r) for r in objects(game, ctx, e.of))
    return [RunEffects(dataclasses.replace(ctx, event_amount=total), e.effects)]


@handles(sx.Reflexive)
def reflexive(game: Kernel, ctx: Ctx, e: sx.Reflexive) -> None:
    """CR 603.12: the reflexive ability triggers if the condition holds now; it waits to be
    put on the stack, with its targets, the next time a player would receive priority."""
    if not holds(game, e.condition, ctx.controller, ctx.source, ctx.paid, ctx):
        return
    ability = Triggered(Done(), Mode(e.targets, e.effects, e.text_es, e.text_en))
    pending = PendingTrigger(ability, ctx.source, ctx.source_card, ctx.controller)
    game.emit(TriggerFires(pending, "603.12"))


register_messages(
    {
        "opt.cast_free": (
            "Lanzar {0:el} sin pagar su coste de maná",
            "Cast {0} without paying its mana cost",
        ),
        "opt.cast_free_done": ("No lanzar más", "Cast no more"),
        "ask.cast_free": (
            "Puedes lanzar cualquier cantidad de hechizos sin pagar su coste de maná.",
            "You may cast any number of spells without paying their mana costs.",
        ),
        "ask.cast_free_up_to": (
            "Puedes lanzar hechizos sin pagar su coste de maná (quedan {0}).",
            "You may cast spells without paying their mana costs ({0} left).",
        ),
    }
)
