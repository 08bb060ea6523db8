"""Paying mana (CR 601.2g–h, 605.3): mana in the pool pays first, then the player activates
mana abilities one at a time — only activations that leave the rest payable are offered,
with "pay automatically" always offered too (never forced).

:class:`ManaPayer` holds a payment in progress and is shared by casting and activating
(``grimorio.mtg.casting.Announce``) and by every other mana payment: unlocking a door
(709.5e), turning a manifested permanent face up (701.40b), paying for ward (702.21a) or an
"unless" cost (608.2d). :class:`PayMana` is such a payment on its own: when it is complete
it pushes the step that carries on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.mana import ManaCost
from grimorio.mtg.events import ManaChange, SetTapped, st
from grimorio.mtg.mana import Source, can_pay, pay_one, sources
from grimorio.mtg.state import MANA_ORDER

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


def payable(game: Kernel, player: int, mana: ManaCost, exclude: tuple[int, ...] = ()) -> bool:
    """Could ``player`` pay ``mana`` now from their pool and their mana abilities?"""
    found = sources(game, player, exclude)
    return can_pay(mana, st(game).player(player).pool, [s.colors for s in found])


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

    def mana_decision(self, player: int, srcs: list[Source]) -> Decision | None:
        """CR 601.2g: the next mana ability to activate, or None once the payment is
        complete (also when no choice was left: every source had to be used)."""
        assert self.remaining is not None
        if self.remaining.is_free():
            return None
        srcs = self.unused(srcs)
        need = self.remaining.generic + len(self.remaining.symbols)
        if len(srcs) == need and all(len(s.colors) == 1 for s in srcs):
            for s in srcs:
                self.take(s.obj, s.abilities[0], s.colors[0])
            return None
        opts = [
            Option(f"mana:{obj_id}:{ability}:{color}", "opt.mana", (("c", card, obj_id), color))
            for obj_id, ability, color, card in self.useful(srcs)
        ]
        opts.append(Option("mana:auto", "opt.mana_auto"))
        return Decision(player, "mana", tuple(opts), "ask.mana", (str(self.remaining),))

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

    def answer_mana(self, rest: str, srcs: list[Source]) -> None:
        """Take the activation an answer "mana:..." names; "auto" pays the rest with the
        first useful activation each time (always completes: only useful ones are taken)."""
        if rest == "auto":
            while self.remaining is not None and not self.remaining.is_free():
                obj_id, ability, color, _card = self.useful(self.unused(srcs))[0]
                self.take(obj_id, ability, color)
            return
        oid, ab, color = rest.split(":")
        self.take(int(oid), int(ab), color)

    def take(self, obj: int, ability: int, color: str) -> None:
        assert self.remaining is not None
        after = pay_one(self.remaining, color)
        assert after is not None
        self.remaining = after
        self.taps = (*self.taps, (obj, ability, color))

    def payment_events(self, player: int, rule: str) -> list[Event]:
        """CR 605.3b: the mana abilities resolve (tapping their sources and adding mana),
        then the mana is spent (601.2h)."""
        events: list[Event] = []
        total = list(self.pool_used)
        for oid, _ab, color in self.taps:
            events.append(SetTapped(oid, True, "605.3b"))
            events.append(ManaChange(player, color, 1, "605.3b", oid))
            total[MANA_ORDER.index(color)] += 1
        for i, n in enumerate(total):
            if n:
                events.append(ManaChange(player, MANA_ORDER[i], -n, rule))
        return events


@serializable
class PayMana(ManaPayer):
    """``player`` pays ``cost`` (CR 601.2g–h rules for any mana payment, 117.1, 605.3a), then
    ``then`` — the step that carries on — is pushed. It is offered only when it can be paid
    (an unpayable payment is never begun, CR 118.3)."""

    __slots__ = ("cost", "player", "rule", "then")

    def __init__(self, player: int, cost: ManaCost, rule: str, then: Step) -> None:
        self.player = player
        self.cost = cost
        self.rule = rule
        self.then = then  # never changed: a copy is pushed
        self.remaining = None
        self.taps = ()
        self.pool_used = (0,) * 6

    def run(self, game: Kernel) -> Decision | None:
        if self.remaining is None:
            self.start_payment(game, self.player, self.cost)
        decision = self.mana_decision(self.player, sources(game, self.player))
        if decision is not None:
            return decision
        for ev in self.payment_events(self.player, self.rule):
            game.emit(ev)
        game.push(self.then.copy())
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        self.answer_mana(option.id.partition(":")[2], sources(game, self.player))
        game.push(self)
