"""Effects about what happens later or by choice while resolving: optional effects (CR
603.5, 608.2d), "unless" payments, reflexive (603.12) and delayed (603.7) triggered
abilities, replacement and prevention effects made by resolving spells (614.3, 615.3),
sacrifice (701.21), tap (701.26), mill (701.17), mana added by a triggered mana ability
(605.1b), and linked abilities' memory (607.2a).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl import replacements as rp
from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.selectors import THIS, Filter
from grimorio.dsl.triggers import Done
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.casting.payment import PayMana, payable
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.effects.sacrifice import sacrifice_of_choice
from grimorio.rules.events.game import LifeChange, ManaChange
from grimorio.rules.events.mana import RestrictedMana
from grimorio.rules.events.objects import Link, SetTapped, ZoneChange, cref, source_ref
from grimorio.rules.events.records import AddReplacement, NoPrevention
from grimorio.rules.events.stack import DelayedBegins, TriggerFires
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import DelayedTrigger, PendingTrigger, ReplacementEffect, st
from grimorio.rules.vocabulary.context import Ctx, amount, objects, players, refs
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.rules.vocabulary.targets import select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

LATER = (
    fx.May,
    fx.Unless,
    fx.WhenYouDo,
    fx.Delayed,
    fx.Sacrifice,
    fx.Tap,
    fx.Mill,
    fx.AddMana,
    fx.ReplaceFor,
    fx.PreventDamage,
    fx.DamageCantBePrevented,
)


@handles(*LATER)
def perform_later(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``LATER``; return the steps that ask for choices."""
    state = st(game)
    if isinstance(e, fx.May):
        return [
            Optional(p, ctx, e.effects)
            for p in players(game, ctx, e.who)
            if _may_mill(game, ctx, e.effects)
        ]
    if isinstance(e, fx.Unless):
        if e.then_once:  # "each ... may pay. Then ... each who didn't" (CR 101.4)
            who = tuple(players(game, ctx, e.who))
            return [PayInTurn(who, ctx, e.payment, e.effects)] if who else []
        if e.if_paid:  # "... unless they pay. If they do, ..." (CR 608.2d)
            return [
                PayOrElse(p, ctx, e.payment, e.effects, e.if_paid)
                for p in players(game, ctx, e.who)
            ]
        return [Pay(p, ctx, e.payment, e.effects, ()) for p in players(game, ctx, e.who)]
    if isinstance(e, fx.WhenYouDo):
        then = Mode(e.targets, e.effects, e.text_es, e.text_en)
        return [Pay(ctx.controller, ctx, e.payment, (), (then,))]
    if isinstance(e, fx.Delayed):  # CR 603.7a, 603.7d–e
        about = tuple(r for r in refs(game, ctx, e.about) if r > 0) if e.about else ()
        ability = Triggered(e.when, Mode((), e.effects, e.text_es, e.text_en))
        turn = state.turn if e.this_turn else 0
        delayed = DelayedTrigger(
            ability, ctx.source, ctx.source_card, ctx.controller, about, turn, e.once
        )
        game.emit(DelayedBegins(delayed))
    elif isinstance(e, fx.Sacrifice):
        if e.filter is not None:  # CR 701.21a, 101.4: of their choice, all at once
            return sacrifice_of_choice(game, ctx, e)
        for r in objects(game, ctx, e.what or THIS):
            obj = state.objects[r]
            if obj.zone == BATTLEFIELD_KEY and obj.controller == ctx.controller:  # CR 701.21a
                game.emit(ZoneChange(r, Zone.GRAVEYARD, "701.21a", "sacrifice"))
    elif isinstance(e, fx.Tap):
        for r in objects(game, ctx, e.what):
            if state.objects[r].zone == BATTLEFIELD_KEY and state.objects[r].tapped == e.untap:
                game.emit(SetTapped(r, not e.untap, "701.26a"))
    elif isinstance(e, fx.Mill):  # CR 701.17a
        n = amount(game, ctx, e.amount)
        for p in players(game, ctx, e.who):
            library = state.zones[zkey(Zone.LIBRARY, p)]
            top = list(reversed(library[-n:])) if n > 0 else []
            moved = game.emit_all([ZoneChange(r, Zone.GRAVEYARD, "701.17a", "mill") for r in top])
            if e.link:  # CR 607.2a: "from among them"
                milled = tuple(
                    m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.GRAVEYARD
                )
                game.emit(Link(f"{ctx.source}:{e.link}", milled, reset=True))
    elif isinstance(e, fx.AddMana):  # CR 106.4
        n = amount(game, ctx, e.amount)
        if n > 0 and e.spend_only is not None:  # CR 106.6: kept apart in the pool
            game.emit(RestrictedMana(ctx.controller, e.color, n, e.spend_only, ctx.source_card))
        elif n > 0:
            game.emit(ManaChange(ctx.controller, e.color, n, "106.4", ctx.source))
    elif isinstance(e, fx.ReplaceFor):  # CR 614.3
        affected = tuple(refs(game, ctx, e.what)) if e.what is not None else None
        effect = ReplacementEffect(
            state.new_timestamp(),
            ctx.source_card,
            ctx.controller,
            e.pattern,
            e.change,
            affected,
            e.until,
        )
        game.emit(AddReplacement(effect))
    elif isinstance(e, fx.PreventDamage):  # CR 615.3, 615.7, 615.11
        pattern = rp.WouldDealDamage(combat=e.combat_only)
        shields = [(r,) for r in refs(game, ctx, e.to)] if e.to is not None else [None]
        for affected in shields:
            effect = ReplacementEffect(
                state.new_timestamp(),
                ctx.source_card,
                ctx.controller,
                pattern,
                rp.Prevent(e.amount),
                affected,
                remaining=e.amount,
            )
            game.emit(AddReplacement(effect, "615.3"))
    elif isinstance(e, fx.DamageCantBePrevented):
        game.emit(NoPrevention(state.turn))
    return []


def _may_mill(game: Kernel, ctx: Ctx, effects: tuple[fx.Effect, ...]) -> bool:
    """CR 701.17b: a player can't choose to mill more cards than a library holds."""
    zones = st(game).zones
    return all(
        amount(game, ctx, e.amount) <= len(zones[zkey(Zone.LIBRARY, p)])
        for e in effects
        if isinstance(e, fx.Mill)
        for p in players(game, ctx, e.who)
    )


class Optional(Step):
    """CR 603.5, 608.2d: "you may ..." — the player chooses as it resolves."""

    __slots__ = ("ctx", "effects", "player")

    def __init__(self, player: int, ctx: Ctx, effects: tuple[fx.Effect, ...]) -> None:
        self.player = player
        self.ctx = ctx
        self.effects = effects

    def run(self, game: Kernel) -> Decision | None:
        opts = (Option("yes", "opt.yes"), Option("no", "opt.no"))
        return Decision(
            self.player,
            DecisionKind.MAY,
            opts,
            "ask.may",
            (source_ref(st(game), self.ctx.source_card, self.ctx.source),),
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "yes":
            game.push(RunEffects(self.ctx, self.effects))


serializable(Optional)


class Pay(Step):
    """A payment offered while resolving: "<effects> unless <player> pays" (608.2d) — the
    effects happen if they don't — or "you may pay. When you do, ..." (603.12) — the
    reflexive ability ``then`` triggers if they do."""

    __slots__ = ("ctx", "effects", "mana_paid", "payment", "picked", "player", "then")

    def __init__(
        self,
        player: int,
        ctx: Ctx,
        payment: fx.Payment,
        effects: tuple[fx.Effect, ...],
        then: tuple[Mode, ...],
    ) -> None:
        self.player = player
        self.ctx = ctx
        self.payment = payment
        self.effects = effects
        self.then = then
        self.mana_paid = False  # set on the copy that runs once the mana is paid
        self.picked: tuple[int, ...] = ()  # permanents chosen so far to sacrifice together

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        p = self.payment
        if self.mana_paid:
            self._paid(game, 0, ())
            return None
        if p.any_number and p.discard is not None:  # "discard any number of cards"
            return self._discards(game)
        if self.picked:  # CR 701.21a: the rest of the permanents to sacrifice together
            return self._more_sacrifices(game)
        opts: list[Option] = []
        if p.mana is not None and payable(game, self.player, p.mana):
            opts.append(Option("mana", "opt.pay_mana", (str(p.mana),)))
        if p.discard is not None:
            f = _in(p.discard, Zone.HAND)
            for r in select(game, f, self.player, None):
                if state.objects[r].owner == self.player:
                    opts.append(Option(f"discard:{r}", "opt.discard", (cref(state, r),)))
        if p.sacrifice is not None and len(self._sacrificeable(game)) >= p.count:
            for r in self._sacrificeable(game):
                opts.append(Option(f"sacrifice:{r}", "opt.sacrifice", (cref(state, r),)))
        if p.life and state.player(self.player).life >= p.life:  # CR 119.4
            opts.append(Option("life", "opt.pay_life", (p.life,)))
        if not opts:
            self._declined(game)
            return None
        opts.append(Option("decline", "opt.decline"))
        src = source_ref(st(game), self.ctx.source_card, self.ctx.source)
        return Decision(self.player, DecisionKind.PAY, tuple(opts), "ask.pay", (src,))

    def answer(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)
        kind = opt.verb
        state = st(game)
        if kind == "decline":
            self._declined(game)
            return
        power = 0
        subject: tuple[int, ...] = ()
        if self.payment.any_number and kind in ("discard", "done"):
            if kind == "discard":  # one more card to discard with the others
                self.picked = (*self.picked, opt.num())
                game.push(self)
                return
            if not self.picked:  # none discarded: nothing was done (CR 603.12)
                self._declined(game)
                return
            game.emit_all([ZoneChange(r, Zone.GRAVEYARD, "701.9a", "discard") for r in self.picked])
            self._paid(game, 0, (), len(self.picked))
            return
        if kind == "discard":
            game.emit(ZoneChange(opt.num(), Zone.GRAVEYARD, "701.9a", "discard"))
        elif kind == "sacrifice" and self.payment.count > 1:
            self.picked = (*self.picked, opt.num())
            if len(self.picked) < self.payment.count:
                game.push(self)
                return
            game.emit_all(
                [ZoneChange(r, Zone.GRAVEYARD, "701.21a", "sacrifice") for r in self.picked]
            )
        elif kind == "sacrifice":
            obj = state.objects[opt.num()]
            power = chars(game, obj).power or 0  # CR 608.2h: as it last existed
            moved = game.emit(ZoneChange(obj.id, Zone.GRAVEYARD, "701.21a", "sacrifice"))
            subject = tuple(m.new_id for m in moved if isinstance(m, ZoneChange))
        elif kind == "life":
            game.emit(LifeChange(self.player, -self.payment.life, "119.4"))
        elif kind == "mana":
            assert self.payment.mana is not None
            paid = self.copy()
            assert isinstance(paid, Pay)
            paid.mana_paid = True
            game.push(PayMana(self.player, self.payment.mana, "608.2d", paid))
            return
        self._paid(game, power, subject)

    def _sacrificeable(self, game: Kernel) -> list[int]:
        state = st(game)
        assert self.payment.sacrifice is not None
        f = _in(self.payment.sacrifice, Zone.BATTLEFIELD)
        # "other than that creature": never what ``besides`` picks (CR 701.21a)
        besides = self.payment.besides
        spared = set(refs(game, self.ctx, besides)) if besides is not None else set()
        return [
            r
            for r in select(game, f, self.player, self.ctx.source)
            if state.objects[r].controller == self.player and r not in spared
        ]

    def _more_sacrifices(self, game: Kernel) -> Decision:
        state = st(game)
        left = [r for r in self._sacrificeable(game) if r not in self.picked]
        opts = tuple(Option(f"sacrifice:{r}", "opt.sacrifice", (cref(state, r),)) for r in left)
        src = source_ref(st(game), self.ctx.source_card, self.ctx.source)
        return Decision(self.player, DecisionKind.PAY, opts, "ask.pay", (src,))

    def _discards(self, game: Kernel) -> Decision | None:
        """ "Discard any number of cards": one card per decision, then "done" (701.9a)."""
        state = st(game)
        assert self.payment.discard is not None
        f = _in(self.payment.discard, Zone.HAND)
        left = [
            r
            for r in select(game, f, self.player, None)
            if state.objects[r].owner == self.player and r not in self.picked
        ]
        if not left and not self.picked:
            self._declined(game)
            return None
        opts = [Option(f"discard:{r}", "opt.discard", (cref(state, r),)) for r in left]
        opts.append(Option("done", "opt.done_discarding", (len(self.picked),)))
        src = source_ref(st(game), self.ctx.source_card, self.ctx.source)
        return Decision(self.player, DecisionKind.PAY, tuple(opts), "ask.pay", (src,))

    def _paid(self, game: Kernel, power: int, subject: tuple[int, ...], count: int = 0) -> None:
        then = self.then
        if self.payment.any_number:  # "up to that many targets": as many as were paid
            then = tuple(
                dataclasses.replace(
                    m, targets=tuple(dataclasses.replace(t, max=count) for t in m.targets)
                )
                for m in then
            )
        for mode in then:  # CR 603.12: "when you do"
            pending = PendingTrigger(
                Triggered(Done(), mode),
                self.ctx.source,
                self.ctx.source_card,
                self.ctx.controller,
                subject,
                self.player,
                power,
            )
            game.emit(TriggerFires(pending, "603.12"))

    def _declined(self, game: Kernel) -> None:
        if self.effects:
            game.push(RunEffects(self.ctx, self.effects))


serializable(Pay)


class PayOrElse(Pay):
    """CR 608.2d: "<effects> unless <player> pays. If they do, <after>" — one of the two
    follows the choice, as part of the same resolution (the spell's controller does
    ``after``: "you" is still the one who controls it)."""

    __slots__ = ("after",)

    def __init__(
        self,
        player: int,
        ctx: Ctx,
        payment: fx.Payment,
        effects: tuple[fx.Effect, ...],
        after: tuple[fx.Effect, ...],
    ) -> None:
        super().__init__(player, ctx, payment, effects, ())
        self.after = after

    def _paid(self, game: Kernel, power: int, subject: tuple[int, ...], count: int = 0) -> None:
        game.push(RunEffects(self.ctx, self.after))


serializable(PayOrElse)


class PayInTurn(Pay):
    """CR 101.4, 608.2d: "each <player> may <pay>. Then <effects> ... to each who didn't" —
    the players choose one at a time, in turn order; once all have, the effects happen
    once, ``WhoDidnt`` picking those who declined or couldn't pay (with none, nothing)."""

    __slots__ = ("declined", "rest")

    def __init__(
        self,
        who: tuple[int, ...],
        ctx: Ctx,
        payment: fx.Payment,
        effects: tuple[fx.Effect, ...],
        declined: tuple[int, ...] = (),
    ) -> None:
        super().__init__(who[0], ctx, payment, effects, ())
        self.rest = who[1:]
        self.declined = declined

    def _paid(self, game: Kernel, power: int, subject: tuple[int, ...], count: int = 0) -> None:
        self._after(game, self.declined)

    def _declined(self, game: Kernel) -> None:
        self._after(game, (*self.declined, self.player))

    def _after(self, game: Kernel, declined: tuple[int, ...]) -> None:
        if self.rest:
            game.push(PayInTurn(self.rest, self.ctx, self.payment, self.effects, declined))
        elif declined and self.effects:
            ctx = dataclasses.replace(self.ctx, declined=declined)
            game.push(RunEffects(ctx, self.effects))


serializable(PayInTurn)


def _in(f: Filter, zone: Zone) -> Filter:
    return dataclasses.replace(f, zone=zone)
