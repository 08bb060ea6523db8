"""The basic effects of the card vocabulary, carried out through the event pipeline
(CR 608.2c): damage (120.2), destroy (701.8), exile (701.13), returning to hand and to the
battlefield (400.6, 110.2a), shuffling into and putting on the bottom of a library (701.24,
401.4), countering (701.6), drawing (121.1), life (119.3), discarding (701.9), tokens
(111.2), searching (701.23), looking at the top cards (608.2c) and "if … then …" branches.

Each handler registers itself for its effect types (``@handles``); a handler that needs a
player's choice returns the steps that ask for it (:class:`PickCards` and its kinds).
"""

from __future__ import annotations

import dataclasses
from abc import abstractmethod
from typing import TYPE_CHECKING, ClassVar

from grimorio.cards.registry import get, names_of
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.continuous import Copiable
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.replacements import EntersAsCopy
from grimorio.dsl.selectors import Selector
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.values import printed as printed_values
from grimorio.rules.effects.exile_until import exile_until_leaves
from grimorio.rules.effects.library import OrderOnBottom
from grimorio.rules.events.game import Damage, LifeChange
from grimorio.rules.events.moves import BottomInRandomOrder
from grimorio.rules.events.objects import (
    CeaseToExist,
    CreateToken,
    Draw,
    Link,
    Shuffle,
    ZoneChange,
    cref,
    link_created,
)
from grimorio.rules.events.records import EffectOnEntered
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import MtgState, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx, amount, objects, players, refs
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.rules.vocabulary.targets import matches, select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def _source_keywords(game: Kernel, ctx: Ctx) -> frozenset[str]:
    obj = st(game).objects.get(ctx.source)
    if obj is not None:
        return chars(game, obj).keywords
    return frozenset(get(ctx.source_card).keywords)  # last known information (CR 608.2h)


@handles(fx.DealDamage)
def deal_damage(game: Kernel, ctx: Ctx, e: fx.DealDamage) -> None:
    """CR 120.2: to each at the same time."""
    state = st(game)
    n = amount(game, ctx, e.amount)
    by = _damage_source(game, ctx, e.by)
    if by is None:
        return  # the object that would deal it is gone or an illegal target (608.2b)
    source, source_card, controller, kw = by
    dealt = game.emit_all(
        [
            Damage(
                source,
                source_card,
                controller,
                r,
                n,
                deathtouch=Keyword.DEATHTOUCH in kw,
                lifelink=Keyword.LIFELINK in kw,
            )
            for r in refs(game, ctx, e.to)
            if n > 0 and (r < 0 or r in state.objects) and not (e.other and r == source)
        ]
    )
    if e.link:  # CR 607.2a: who was dealt damage this way (after prevention, 615)
        hit = tuple(d.target for d in dealt if isinstance(d, Damage) and d.amount > 0)
        game.emit(Link(f"{ctx.source}:{e.link}", hit, reset=True))


@handles(fx.Destroy)
def destroy(game: Kernel, ctx: Ctx, e: fx.Destroy) -> None:
    """CR 701.8: all at once; an indestructible permanent isn't destroyed (702.12b)."""
    link = f"{ctx.source}:{e.link}" if e.link else ""  # CR 607.2a: "... this way"
    game.emit_all(destroy_moves(game, refs(game, ctx, e.what), link))


def destroy_moves(game: Kernel, picked: list[int], link: str = "") -> list[Event]:
    """CR 701.8a: the moves that destroy the permanents ``picked`` (each to its owner's
    graveyard, 404.1; I-400.3), to be made at the same time — none for one no longer on
    the battlefield, nor for an indestructible one (702.12b, noted in the log)."""
    state = st(game)
    destroyed: list[Event] = []
    for r in picked:
        obj = state.objects.get(r)
        if obj is None or obj.zone != BATTLEFIELD_KEY:
            continue
        if Keyword.INDESTRUCTIBLE in chars(game, obj).keywords:
            game.note("702.12b", "indestructible", cref(state, r))
            continue
        move = ZoneChange(r, Zone.GRAVEYARD, "701.8a", "destroy")
        if link:  # CR 607.2a: "put into a graveyard this way"
            move.link = link
        destroyed.append(move)
    return destroyed


@handles(fx.Exile)
def exile(game: Kernel, ctx: Ctx, e: fx.Exile) -> None:
    """CR 701.13; "until this leaves the battlefield" (610.3)."""
    if e.until_leaves:
        exile_until_leaves(game, ctx, e)
        return
    moved = game.emit_all(
        [ZoneChange(r, Zone.EXILE, "701.13a", "exile") for r in objects(game, ctx, e.what)]
    )
    if e.link:  # CR 607.2a: remembered for the linked ability
        ids = tuple(m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.EXILE)
        game.emit(Link(f"{ctx.source}:{e.link}", ids))


@handles(fx.ReturnToHand)
def return_to_hand(game: Kernel, ctx: Ctx, e: fx.ReturnToHand) -> None:
    """CR 400.6: to its owner's hand."""
    game.emit_all([ZoneChange(r, Zone.HAND, "400.6", "bounce") for r in objects(game, ctx, e.what)])


@handles(mx.ShuffleIntoLibrary)
def shuffle_into_library(game: Kernel, ctx: Ctx, e: mx.ShuffleIntoLibrary) -> None:
    """CR 701.24: put into their owners' libraries, each of which is shuffled."""
    state = st(game)
    owners: list[int] = []
    for r in objects(game, ctx, e.what):
        owner = state.objects[r].owner
        game.emit(ZoneChange(r, Zone.LIBRARY, "701.24a", "shuffle_into"))
        owners += [owner] if owner not in owners else []
    for p in players(game, ctx, e.who) if e.who is not None else ():
        owners += [p] if p not in owners else []  # shuffled even with nothing put in
    for p in owners:
        game.emit(Shuffle(p))


@handles(mx.PutOnBottom)
def put_on_bottom(game: Kernel, ctx: Ctx, e: mx.PutOnBottom) -> None:
    """CR 401.4: on the bottom of its owner's library."""
    for r in objects(game, ctx, e.what):
        game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "bottom", position="bottom"))


@handles(fx.Counter)
def counter(game: Kernel, ctx: Ctx, e: fx.Counter) -> None:
    """CR 701.6: a countered spell goes to the graveyard, a countered ability ceases to
    exist; a spell that can't be countered stays (101.2, 113.6g)."""
    state = st(game)
    for r in objects(game, ctx, e.what):
        if state.objects[r].ability is not None:
            game.emit(CeaseToExist(r, "701.6b"))
        elif Keyword.CANT_BE_COUNTERED in chars(game, state.objects[r]).keywords:
            game.note("101.2", "not_countered", cref(state, r))  # CR 113.6g
        else:
            game.emit(ZoneChange(r, Zone.GRAVEYARD, "701.6a", "countered"))


@handles(fx.Draw)
def draw(game: Kernel, ctx: Ctx, e: fx.Draw) -> None:
    """CR 121.1: one card at a time."""
    n = amount(game, ctx, e.amount)
    for p in players(game, ctx, e.who):
        for _ in range(n):
            game.emit(Draw(p))


@handles(fx.GainLife, fx.LoseLife)
def change_life(game: Kernel, ctx: Ctx, e: fx.GainLife | fx.LoseLife) -> None:
    """CR 119.3: gaining and losing life."""
    n = amount(game, ctx, e.amount)
    for p in players(game, ctx, e.who):
        game.emit(LifeChange(p, n if isinstance(e, fx.GainLife) else -n, "119.3"))


@handles(fx.Discard)
def discard(game: Kernel, ctx: Ctx, e: fx.Discard) -> list[Step]:
    """CR 701.9: the whole hand, or cards of the player's choice."""
    state = st(game)
    subs: list[Step] = []
    for p in players(game, ctx, e.who):
        hand = state.zones[zkey(Zone.HAND, p)]
        if e.whole_hand:
            for r in list(hand):
                game.emit(ZoneChange(r, Zone.GRAVEYARD, "701.9a", "discard"))
        elif hand:
            subs.append(ChooseDiscards(p, min(amount(game, ctx, e.amount), len(hand))))
    return subs


@handles(fx.CreateToken)
def create_token(game: Kernel, ctx: Ctx, e: fx.CreateToken) -> None:
    """CR 111.2: tokens are created under the control of who creates them."""
    n = amount(game, ctx, e.count)
    made: list[Event] = []
    for p in players(game, ctx, e.who):
        for _ in range(n):
            token = CreateToken(e.token, p, tapped=e.tapped, copy=_sized(game, ctx, e))
            made += game.emit(token)
    if e.link:  # CR 607.2a: "that token" in the rest of the effect
        link_created(game, ctx.source, e.link, made)


@handles(mx.Search)
def search(game: Kernel, ctx: Ctx, e: mx.Search) -> list[Step]:
    """CR 701.23: searching a library."""
    return [SearchLibrary(ctx.controller, e)]


@handles(mx.LookAndTake)
def look_and_take(game: Kernel, ctx: Ctx, e: mx.LookAndTake) -> list[Step]:
    """CR 608.2c: looking at the top cards and taking some."""
    return [LookAndTakeCards(ctx.controller, e)]


@handles(fx.If)
def if_then(game: Kernel, ctx: Ctx, e: fx.If) -> list[Step]:
    """CR 608.2c, 614.15: a branch chosen as the effect resolves."""
    met = holds(game, e.condition, ctx.controller, ctx.source, ctx.paid, ctx)
    branch = e.then if met else e.otherwise
    return [RunEffects(ctx, branch)] if branch else []


def _damage_source(
    game: Kernel, ctx: Ctx, by: Selector | None
) -> tuple[int, str, int, frozenset[str]] | None:
    """Who deals an effect's damage (CR 120.1): the spell or ability's source, or the object
    the effect names ("the creature you control deals damage", 609.7) — its id, card,
    controller and keywords — or None if that object is no longer there."""
    if by is None:
        return ctx.source, ctx.source_card, ctx.controller, _source_keywords(game, ctx)
    state = st(game)
    for r in objects(game, ctx, by):
        obj = state.objects[r]
        c = chars(game, obj)
        return r, obj.card, c.controller, c.keywords
    return None


def _sized(game: Kernel, ctx: Ctx, e: fx.CreateToken) -> Copiable | None:
    """ "An X/X ... token": its power and toughness are fixed as it is created and are part
    of its copiable values (CR 111.4, 707.2)."""
    if e.power is None and e.toughness is None and e.colors is None:
        return None
    values = printed_values(e.token)
    power = amount(game, ctx, e.power) if e.power is not None else values.power
    toughness = amount(game, ctx, e.toughness) if e.toughness is not None else values.toughness
    colors = e.colors if e.colors is not None else values.colors
    return dataclasses.replace(values, power=power, toughness=toughness, colors=colors)


def enters_as_copy(state: MtgState, obj: int) -> bool:
    """Could this card enter the battlefield as a copy of a permanent (CR 707.9)?"""
    return any(isinstance(a, EntersAsCopy) for a in get(state.objects[obj].card).abilities)


@handles(fx.ReturnToBattlefield)
def return_to_battlefield(game: Kernel, ctx: Ctx, e: fx.ReturnToBattlefield) -> None:
    """CR 110.2a: they enter together and see each other enter (603.6a); how they enter is
    part of the event (614.1c); an effect the text attaches to them applies from then on."""
    state = st(game)
    moves: list[Event] = []
    for r in objects(game, ctx, e.what):
        controller = state.objects[r].owner if e.owners else ctx.controller
        move = ZoneChange(r, Zone.BATTLEFIELD, "110.2a", "reanimate", controller=controller)
        move.tapped = e.tapped
        move.counters = e.counters
        if e.link:  # CR 607.2a: "it", the permanent it became
            move.link = f"{ctx.source}:{e.link}"
        moves.append(move)
    if e.parts and moves:  # CR 611.2a: it applies as they enter, and for the game
        moves.append(EffectOnEntered(tuple(moves), e.parts, ctx.source_card, ctx.controller))
    game.emit_all(moves)


class PickCards(Step):
    """A player picks cards one at a time from a pool until ``count`` are picked (or the
    pool runs out), then the step carries out what the picking was for."""

    __slots__ = ("count", "picked", "player")
    # the decision kind, which also names the options (``discard:<id>``) and the messages
    purpose: ClassVar[DecisionKind]

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

    def label(self) -> str:
        """What the options and the question are called in the messages (``opt.<label>``,
        ``ask.<label>``): the purpose, unless the step says more."""
        return str(self.purpose)

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        pool = [r for r in self.pool(game) if r not in self.picked]
        if len(self.picked) < self.count and pool:
            label = self.label()
            opts = tuple(
                Option(f"{self.purpose}:{r}", f"opt.{label}", (cref(state, r),)) for r in pool
            )
            return Decision(self.player, self.purpose, opts + self.extra_options(), f"ask.{label}")
        self.finish(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "none":
            self.count = len(self.picked)
        else:
            self.picked = (*self.picked, OptionId.parse(option.id).num())
        game.push(self)


class ChooseDiscards(PickCards):
    """CR 701.9: the player discards cards of their choice."""

    __slots__ = ()
    purpose = DecisionKind.DISCARD

    def pool(self, game: Kernel) -> list[int]:
        return list(st(game).zones[zkey(Zone.HAND, self.player)])

    def finish(self, game: Kernel) -> None:
        for r in self.picked:
            game.emit(ZoneChange(r, Zone.GRAVEYARD, "701.9a", "discard"))


serializable(ChooseDiscards)


class SearchLibrary(PickCards):
    """CR 701.23: search your library for a card that matches, put it where the effect says
    (revealed, or hidden if the effect doesn't reveal it), then shuffle (701.24)."""

    __slots__ = ("filter", "reveal", "tapped", "to", "unlike")
    purpose = DecisionKind.SEARCH

    def __init__(self, player: int, search: mx.Search) -> None:
        super().__init__(player, 1)
        self.filter = dataclasses.replace(search.filter, zone=Zone.LIBRARY)
        self.to = search.to
        self.tapped = search.tapped
        self.reveal = search.reveal
        self.unlike = search.name_unlike

    def pool(self, game: Kernel) -> list[int]:
        state = st(game)
        lib = state.zones[zkey(Zone.LIBRARY, self.player)]
        taken: set[str] = set()
        if self.unlike is not None:  # CR 201.2a: the same name if they share one
            for r in select(game, self.unlike, self.player, None):
                taken.update(names_of(chars(game, state.objects[r]).name))
        return [
            r
            for r in reversed(lib)
            if matches(game, self.filter, r, self.player, None)
            and not taken.intersection(names_of(state.objects[r].card))
        ]

    def extra_options(self) -> tuple[Option, ...]:
        return (Option("none", "opt.find_nothing"),)  # CR 701.23b: may fail to find

    def finish(self, game: Kernel) -> None:
        for r in self.picked:
            if self.to == Zone.BATTLEFIELD:
                game.emit(
                    ZoneChange(
                        r, Zone.BATTLEFIELD, "701.23a", "search_battlefield", tapped=self.tapped
                    )
                )
            elif self.to == Zone.GRAVEYARD:  # "put it into your graveyard" (a public zone)
                game.emit(ZoneChange(r, Zone.GRAVEYARD, "701.23a", "search_graveyard"))
            else:
                game.emit(
                    ZoneChange(r, Zone.HAND, "701.23a", "search_hand", hidden=not self.reveal)
                )
        game.emit(Shuffle(self.player))


serializable(SearchLibrary)


class LookAndTakeCards(PickCards):
    """Look at the top ``look`` cards of your library, put the ones picked into your hand —
    or onto the battlefield, together — and the rest where the effect says (CR 608.2c):
    into the graveyard, or on the bottom in any order (401.4). With a ``filter``, only
    cards that match may be picked, and the player may pick fewer ("up to")."""

    __slots__ = ("filter", "look", "rest", "reveal", "to")
    purpose = DecisionKind.LOOK

    def __init__(self, player: int, effect: mx.LookAndTake) -> None:
        super().__init__(player, effect.take)
        self.look = effect.look
        self.rest = effect.rest
        self.to = effect.to
        self.reveal = effect.reveal  # "you may reveal ... and put it into your hand"
        self.filter = (
            dataclasses.replace(effect.filter, zone=Zone.LIBRARY) if effect.filter else None
        )

    def _top(self, game: Kernel) -> list[int]:
        return list(reversed(st(game).zones[zkey(Zone.LIBRARY, self.player)][-self.look :]))

    def pool(self, game: Kernel) -> list[int]:
        seen = self._top(game)
        if self.filter is None:
            return seen
        return [r for r in seen if matches(game, self.filter, r, self.player, None)]

    def extra_options(self) -> tuple[Option, ...]:
        if self.filter is None:
            return ()
        if self.to == Zone.BATTLEFIELD:  # "you may put it onto the battlefield": or not
            return (Option("none", "opt.look_battlefield_none"),)
        return (Option("none", "opt.find_nothing"),)

    def label(self) -> str:
        return "look_battlefield" if self.to == Zone.BATTLEFIELD else str(self.purpose)

    def finish(self, game: Kernel) -> None:
        seen = self._top(game)
        if self.to == Zone.BATTLEFIELD:  # CR 110.2a: together, under the player's control
            # one that enters as a copy chooses among those already there (CR 707.9): its
            # choice is made before the others in the group enter
            picked = sorted(self.picked, key=lambda r: not enters_as_copy(st(game), r))
            game.emit_all(
                [
                    ZoneChange(
                        r, Zone.BATTLEFIELD, "608.2c", "look_battlefield", controller=self.player
                    )
                    for r in picked
                ]
            )
        elif self.reveal:  # CR 701.20a: revealed, then put into the hand
            for r in self.picked:
                game.emit(ZoneChange(r, Zone.HAND, "701.20a", "reveal_take"))
        else:
            for r in self.picked:
                game.emit(ZoneChange(r, Zone.HAND, "608.2c", "take", hidden=True))
        rest = tuple(r for r in seen if r not in self.picked)
        if self.rest == "bottom":
            game.push(OrderOnBottom(self.player, rest))
            return
        if self.rest == "random":  # CR 401.4: on the bottom in a random order
            if rest:
                game.emit(BottomInRandomOrder(self.player, rest))
            return
        for r in rest:
            if self.rest == Zone.HAND:  # "if you don't put it onto the battlefield, put it
                # into your hand": a hidden zone, so only the player sees which (CR 400.2)
                game.emit(ZoneChange(r, Zone.HAND, "608.2c", "take", hidden=True))
            else:
                game.emit(ZoneChange(r, Zone(self.rest), "608.2c", "mill"))


serializable(LookAndTakeCards)
