"""Effects that depend on the resolution itself:

* ``OnNthResolution`` — "<A> if this is the first time this ability has resolved this turn.
  If it's the second time, <B> ..." (Victor, Valgavoth's Seneschal): each resolution of the
  ability is counted (this turn's record, per object: a new object, 400.7, counts anew),
  then the branch for that count happens — nothing after the last one.
* ``RevealAndTake`` — reveal the top N cards of a library (CR 701.20a); any number of them
  that match, with different powers, go to the hand; the rest go to the bottom in a random
  order (401.4). N is worked out once, as it resolves (608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.events.moves import BottomInRandomOrder
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.events.stack import AbilityResolves
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

RESOLVING_EFFECTS = (gx.OnNthResolution, mx.RevealAndTake)


@handles(*RESOLVING_EFFECTS)
def perform_resolving(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``RESOLVING_EFFECTS``; return the steps that follow."""
    if isinstance(e, gx.OnNthResolution):
        key = f"resolved:{ctx.source}"
        game.emit(AbilityResolves(key, ctx.source_card, ctx.source))
        n = st(game).turn_counts.get(key, 0)
        if n > len(e.branches) or not e.branches[n - 1]:
            return []  # nothing happens after the last time it names

        return [RunEffects(ctx, e.branches[n - 1])]
    assert isinstance(e, mx.RevealAndTake)
    n = amount(game, ctx, e.amount)  # CR 608.2h: once, as it resolves
    library = st(game).zones[zkey(Zone.LIBRARY, ctx.controller)]
    top = tuple(reversed(library[-n:])) if n > 0 else ()
    if not top:
        return []
    state = st(game)
    for r in top:
        game.note("701.20a", "reveal", cref(state, r))
    if e.every:  # "put all <filters> cards from among them into your hand": no choice
        take_all(game, ctx.controller, top, e.filters)
        return []
    return [TakeDifferent(ctx.controller, top, e.filters, e.different)]


def take_all(
    game: Kernel, player: int, revealed: tuple[int, ...], filters: tuple[Filter, ...]
) -> None:
    """Every revealed card that matches one of ``filters`` goes to the hand, together; the
    rest to the bottom of the library in a random order (CR 701.20a, 401.4)."""
    state = st(game)
    taken = [
        r
        for r in revealed
        if any(
            fits(f, chars(game, state.objects[r]), state.objects[r], player, None) for f in filters
        )
    ]
    game.emit_all([ZoneChange(r, Zone.HAND, "701.20a", "reveal_take") for r in taken])
    rest = tuple(r for r in revealed if r not in taken and r in state.objects)
    if rest:
        game.emit(BottomInRandomOrder(player, rest))


class TakeDifferent(Step):
    """The player puts any number of the revealed cards that match ``filters``, no two with
    the same ``different`` characteristic ("power"), into their hand, one at a time; then
    the rest go to the bottom of the library in a random order (CR 401.4)."""

    __slots__ = ("different", "filters", "picked", "player", "revealed")

    def __init__(
        self,
        player: int,
        revealed: tuple[int, ...],
        filters: tuple[Filter, ...],
        different: str,
    ) -> None:
        self.player = player
        self.revealed = revealed
        self.filters = filters
        self.different = different
        self.picked: tuple[int, ...] = ()

    def _value(self, game: Kernel, r: int) -> object:
        return getattr(chars(game, st(game).objects[r]), self.different)

    def _pool(self, game: Kernel) -> list[int]:
        state = st(game)
        taken = {self._value(game, r) for r in self.picked}
        out = []
        for r in self.revealed:
            obj = state.objects.get(r)
            if obj is None or r in self.picked or obj.zone != zkey(Zone.LIBRARY, self.player):
                continue
            c = chars(game, obj)
            if not any(fits(f, c, obj, self.player, None) for f in self.filters):
                continue
            if self._value(game, r) not in taken:
                out.append(r)
        return out

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        pool = self._pool(game)
        if pool:
            opts = tuple(Option(f"put_chosen:{r}", "opt.take", (cref(state, r),)) for r in pool)
            done = Option("none", "opt.take_done")
            return Decision(
                self.player, DecisionKind.PUT_CHOSEN, (*opts, done), "ask.take_different"
            )
        game.emit_all([ZoneChange(r, Zone.HAND, "701.20a", "reveal_take") for r in self.picked])
        rest = tuple(r for r in self.revealed if r not in self.picked and r in state.objects)
        if rest:
            game.emit(BottomInRandomOrder(self.player, rest))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "none":
            self.filters = ()  # no more: nothing else can be taken
        else:
            self.picked = (*self.picked, OptionId.parse(option.id).num())
        game.push(self)


serializable(TakeDifferent)


register_messages(
    {
        "resolved.nth": (
            "La habilidad de {0:el} se resuelve por {1}.ª vez este turno.",
            "The ability of {0} resolves for time number {1} this turn.",
        ),
        "opt.take": ("Poner {0:el} en tu mano", "Put {0} into your hand"),
        "opt.take_done": ("No poner más", "Put no more"),
        "ask.take_different": (
            "Elige una carta mostrada con una fuerza distinta (o ninguna más).",
            "Choose a revealed card with a different power (or no more).",
        ),
    }
)
