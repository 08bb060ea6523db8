"""Paying mana (CR 601.2g–h, 605.3): mana in the pool pays first, then the player activates
mana abilities one at a time — only activations that leave the rest payable are offered,
with "pay automatically" always offered too (never forced).

:class:`ManaPayer` holds a payment in progress and is shared by casting and activating
(``grimorio.rules.casting.announce.Announce``) and by every other mana payment: unlocking a door
(709.5e), turning a manifested permanent face up (701.40b), paying for ward (702.21a) or an
"unless" cost (608.2d). :class:`PayMana` is such a payment on its own: when it is complete
it pushes the step that carries on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import ManaAbility
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import Zone
from grimorio.rules.casting.mana import Source, can_pay, pay_one, sources
from grimorio.rules.casting.restricted_mana import Spend, spend_only_of
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import LifeChange, ManaChange
from grimorio.rules.events.mana import RestrictedMana, SpendRestricted
from grimorio.rules.events.objects import SetTapped, ZoneChange, source_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import MANA_ORDER, st
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import RunEffects

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def pay_from_pool(mana: ManaCost, pool: tuple[int, ...]) -> tuple[ManaCost, tuple[int, ...]]:
    """Mana already in the pool pays first (CR 601.2h): matching colours for coloured
    symbols, then anything for generic. Returns what is left to pay and what was used."""
    left = list(pool)
    used = [0] * 6
    symbols: list[str] = []
    for sym in mana.symbols:
        i = MANA_ORDER.index(sym)
        if left[i]:
            left[i] -= 1
            used[i] += 1
        else:
            symbols.append(sym)
    generic = mana.generic
    for i in range(6):
        take = min(generic, left[i])
        generic -= take
        used[i] += take
        left[i] -= take
    return ManaCost(generic, tuple(symbols), 0), tuple(used)


def payable(
    game: Kernel,
    player: int,
    mana: ManaCost,
    exclude: tuple[int, ...] = (),
    purpose: Spend | None = None,
) -> bool:
    """Could ``player`` pay ``mana`` now from their pool and their mana abilities? Mana that
    may be spent only in some ways counts when ``purpose`` allows it (CR 106.6)."""
    found = sources(game, player, exclude, purpose)
    return can_pay(mana, st(game).player(player).pool, [s.colors for s in found])


def _life_cost(game: Kernel, oid: int, index: int) -> int:
    """The life a mana ability's cost asks for besides {T} (CR 119.4, 605.3b)."""
    abilities = chars(game, st(game).objects[oid]).abilities
    ab = abilities[index] if index < len(abilities) else None
    cost = getattr(ab, "cost", None)
    return int(getattr(cost, "pay_life", 0) or 0)


def _sacrifices_itself(game: Kernel, oid: int, index: int) -> bool:
    """Does a mana ability's cost sacrifice its source besides {T} ("{T}, Sacrifice this
    token: Add one mana of any color", a Treasure; CR 701.21a, 605.3b)?"""
    abilities = chars(game, st(game).objects[oid]).abilities
    ab = abilities[index] if index < len(abilities) else None
    return isinstance(ab, ManaAbility) and ab.cost.sacrifice_self


class ManaPayer(Step):
    """A mana payment in progress: what is left to pay, the mana abilities activated so far
    (object, ability, colour) and the mana taken from the pool."""

    __slots__ = ("pool_used", "remaining", "taps")
    remaining: ManaCost | None
    taps: tuple[tuple[int, int, str], ...]
    pool_used: tuple[int, ...]

    def start_payment(self, game: Kernel, player: int, mana: ManaCost) -> None:
        self.remaining, self.pool_used = pay_from_pool(mana, st(game).player(player).pool)
        self.taps = ()

    def unused(self, srcs: list[Source]) -> list[Source]:
        used = {t[0] for t in self.taps}
        return [s for s in srcs if s.obj not in used]

    def mana_decision(self, game: Kernel, player: int, srcs: list[Source]) -> Decision | None:
        """CR 601.2g: the next mana ability to activate, or None once the payment is
        complete (also when no choice was left: every source had to be used)."""
        assert self.remaining is not None
        if self.remaining.is_free():
            return None
        srcs = self.unused(srcs)
        need = self.remaining.generic + len(self.remaining.symbols)
        if len(srcs) == need and all(len(s.colors) == 1 == len(s.colors[0]) for s in srcs):
            for s in srcs:
                self.take(s.obj, s.abilities[0], s.colors[0])
            return None
        opts = [
            Option(
                f"mana:{obj_id}:{ability}:{color}",
                "opt.mana" if ability >= 0 else "opt.convoke",  # CR 702.51a
                (source_ref(st(game), card, obj_id), color),
            )
            for obj_id, ability, color, card in self.useful(srcs)
        ]
        opts.append(Option("mana:auto", "opt.mana_auto"))
        return Decision(player, DecisionKind.MANA, tuple(opts), "ask.mana", (str(self.remaining),))

    def useful(self, srcs: list[Source]) -> list[tuple[int, int, str, str]]:
        """(source, ability, colour, card) activations that leave the rest payable; identical
        sources are offered once."""
        assert self.remaining is not None
        out: list[tuple[int, int, str, str]] = []
        seen: set[tuple[str, int, str]] = set()
        for s in srcs:
            rest = [r.colors for r in srcs if r.obj != s.obj]
            for ability, color in zip(s.abilities, s.colors, strict=True):
                after = pay_one(self.remaining, color)
                if after is None or (s.card, ability, color) in seen:
                    continue
                if can_pay(after, (0,) * 6, rest):
                    seen.add((s.card, ability, color))
                    out.append((s.obj, ability, color, s.card))
        return out

    def answer_mana(self, opt: OptionId, srcs: list[Source]) -> None:
        """Take the activation an answer "mana:<object>:<ability>:<color>" names; "mana:auto"
        pays the rest with the first useful activation each time (always completes: only
        useful ones are taken)."""
        if opt.args == ("auto",):
            while self.remaining is not None and not self.remaining.is_free():
                obj_id, ability, color, _card = self.useful(self.unused(srcs))[0]
                self.take(obj_id, ability, color)
            return
        _oid, _ab, color = opt.args
        self.take(opt.num(0), opt.num(1), color)

    def take(self, obj: int, ability: int, color: str) -> None:
        assert self.remaining is not None
        after = pay_one(self.remaining, color)
        assert after is not None
        if len(color) > 1:  # several mana at once: what this payment doesn't use stays
            used = self.remaining.mana_value - after.mana_value  # in the pool (CR 106.4)
            color = color[:used] + color[used:].lower()
        self.remaining = after
        self.taps = (*self.taps, (obj, ability, color))

    def mana_ability_effects(self, game: Kernel, player: int) -> None:
        """CR 605.3b: what else the mana abilities activated for this payment do ("put a
        nest counter on this creature") happens as they resolve, before anyone has
        priority: their effects run next."""
        state = st(game)
        for oid, index, _color in reversed(self.taps):
            if index < 0:
                continue  # a creature tapped to convoke: no mana ability (CR 702.51a)
            obj = state.objects.get(oid)  # (none for mana from the pool)
            abilities = chars(game, obj).abilities if obj is not None else ()
            ab = abilities[index] if index < len(abilities) else None
            if isinstance(ab, ManaAbility) and ab.effects and obj is not None:
                game.push(RunEffects(Ctx(player, oid, obj.card), ab.effects))

    def payment_events(self, game: Kernel, player: int, rule: str) -> list[Event]:
        """CR 605.3b: the mana abilities resolve (tapping their sources and adding mana),
        then the mana is spent (601.2h)."""
        events: list[Event] = []
        total = list(self.pool_used)
        pooled: list[int] = []
        for oid, ab, color in self.taps:
            if oid < 0:  # restricted mana from the pool (CR 106.6)
                pooled.append(-1 - oid)
                continue
            if ab < 0:  # CR 702.51a, 702.51c: tapped to convoke, it pays without adding mana
                events.append(SetTapped(oid, True, "702.51a"))
                continue
            if ability_use.USED is not None:
                source = st(game).objects[oid]
                used = chars(game, source).abilities
                if ab < len(used):  # chosen while its source had it (taps are planned first)
                    ability_use.record(source.card, used[ab])
            events.append(SetTapped(oid, True, "605.3b"))
            life = _life_cost(game, oid, ab)
            if life:  # CR 119.4: "{T}, Pay 1 life: Add ..." — the rest of its cost
                events.append(LifeChange(player, -life, "119.4"))
            if _sacrifices_itself(game, oid, ab):  # CR 701.21a: the rest of its cost
                events.append(ZoneChange(oid, Zone.GRAVEYARD, "701.21a", "sacrifice"))
            kind, spent = color[0].upper(), sum(1 for c in color if c.isupper())
            events.append(ManaChange(player, kind, spent, "605.3b", oid))
            total[MANA_ORDER.index(kind)] += spent
            if len(color) > spent:  # CR 106.4: the rest stays in the pool, restricted or not
                only = spend_only_of(game, oid, ab)
                left = len(color) - spent
                card = st(game).objects[oid].card
                events.append(
                    RestrictedMana(player, kind, left, only, card)
                    if only is not None
                    else ManaChange(player, kind, left, "605.3b", oid)
                )
        for i, n in enumerate(total):
            if n:
                events.append(ManaChange(player, MANA_ORDER[i], -n, rule))
        if pooled:
            events.append(SpendRestricted(player, tuple(pooled), rule))
        return events


class PayMana(ManaPayer):
    """``player`` pays ``cost`` (CR 601.2g–h rules for any mana payment, 117.1, 605.3a), then
    ``then`` — the step that carries on — is pushed. It is offered only when it can be paid
    (an unpayable payment is never begun, CR 118.3)."""

    __slots__ = ("cost", "player", "purpose", "rule", "then")

    def __init__(
        self, player: int, cost: ManaCost, rule: str, then: Step, purpose: Spend | None = None
    ) -> None:
        self.player = player
        self.cost = cost
        self.rule = rule
        self.then = then  # never changed: a copy is pushed
        self.purpose = purpose  # what the mana is spent on (restricted mana, CR 106.6)
        self.remaining = None
        self.taps = ()
        self.pool_used = (0,) * 6

    def run(self, game: Kernel) -> Decision | None:
        if self.remaining is None:
            self.start_payment(game, self.player, self.cost)
        decision = self.mana_decision(
            game, self.player, sources(game, self.player, (), self.purpose)
        )
        if decision is not None:
            return decision
        for ev in self.payment_events(game, self.player, self.rule):
            game.emit(ev)
        game.push(self.then.copy())
        self.mana_ability_effects(game, self.player)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        srcs = sources(game, self.player, (), self.purpose)
        self.answer_mana(OptionId.parse(option.id), srcs)
        game.push(self)


serializable(PayMana)
