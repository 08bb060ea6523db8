"""Permanents chosen among the opponents' and decided on by their controllers, and a search
for up to N cards (``grimorio.dsl.controllers_choose``):

* ``ControllersMayExile`` — "for each permanent chosen this way, its controller may exile
  it" (101.4, 608.2d): the controllers decide one after the other, in turn order from the
  player after the spell's controller (800.4: those who left are passed over), each decision
  logged for everyone as it is made (the release notes of *Opción desorientadora*); then the
  permanents are exiled at the same time (701.13a), and "that many" is the number of the
  chosen permanents still on the battlefield;
* ``SearchUpTo`` — "search your library for up to N <filter> cards, put them onto the
  battlefield tapped, then shuffle" (701.23, 701.24a): found one at a time, put there
  together.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import controllers_choose as cx
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.rules.effects.basic import SearchLibrary
from grimorio.rules.events.objects import Shuffle, ZoneChange, cref, source_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, objects
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@handles(cx.ControllersMayExile)
def controllers_may_exile(game: Kernel, ctx: Ctx, e: cx.ControllersMayExile) -> list[Step]:
    """CR 101.4: the permanents picked, ordered by their controllers in turn order from the
    player after the controller of the spell or ability around to that player."""
    state = st(game)
    picked = [r for r in objects(game, ctx, e.what) if state.objects[r].zone == BATTLEFIELD_KEY]
    n = len(state.players)
    order = [(ctx.controller + k) % n for k in range(1, n + 1)]
    asks = tuple(
        r
        for p in order
        if not state.player(p).lost
        for r in picked
        if state.objects[r].controller == p
    )
    return [ExileDecisions(ctx, e, tuple(picked), asks)]


class ExileDecisions(Step):
    """CR 101.4, 608.2d: the controller of each permanent of ``asks``, in that order, decides
    whether to exile it; each decision is logged as it is made. Then those chosen are exiled
    together (701.13a), and ``then`` happens with "that many" the permanents of ``picked``
    still on the battlefield — if there are ``at_least`` of them."""

    __slots__ = ("asks", "ctx", "effect", "exiled", "picked")

    def __init__(
        self,
        ctx: Ctx,
        effect: cx.ControllersMayExile,
        picked: tuple[int, ...],
        asks: tuple[int, ...],
    ) -> None:
        self.ctx = ctx
        self.effect = effect
        self.picked = picked
        self.asks = asks
        self.exiled: tuple[int, ...] = ()

    def _still(self, game: Kernel, r: int) -> bool:
        obj = st(game).objects.get(r)
        return obj is not None and obj.zone == BATTLEFIELD_KEY

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while self.asks and not self._still(game, self.asks[0]):
            self.asks = self.asks[1:]  # gone before its controller's turn to decide
        if not self.asks:
            self._finish(game)
            return None
        r = self.asks[0]
        opts = (Option("yes", "opt.yes"), Option("no", "opt.no"))
        src = source_ref(state, self.ctx.source_card, self.ctx.source)
        return Decision(
            state.objects[r].controller,
            DecisionKind.MAY,
            opts,
            "ask.may_exile_it",
            (src, cref(state, r)),
        )

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        r, self.asks = self.asks[0], self.asks[1:]
        player = state.objects[r].controller
        if option.id == "yes":
            self.exiled = (*self.exiled, r)
            game.note("608.2d", "chose.exile_it", ("p", player), cref(state, r))
        else:
            game.note("608.2d", "chose.keep_it", ("p", player), cref(state, r))
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        gone = [r for r in self.exiled if self._still(game, r)]
        if gone:  # CR 701.13a: at the same time
            game.emit_all([ZoneChange(r, Zone.EXILE, "701.13a", "exile") for r in gone])
        left = sum(1 for r in self.picked if self._still(game, r))
        e = self.effect
        if e.then and left >= e.at_least:
            game.push(RunEffects(dataclasses.replace(self.ctx, event_amount=left), e.then))


serializable(ExileDecisions)


@handles(cx.SearchUpTo)
def search_up_to(game: Kernel, ctx: Ctx, e: cx.SearchUpTo) -> list[Step]:
    """CR 701.23: up to N cards, N worked out as the search begins; a search for up to none
    is still a search, and the library is shuffled (701.24a)."""
    return [SearchCards(ctx.controller, e, max(0, amount(game, ctx, e.count)))]


class SearchCards(SearchLibrary):
    """CR 701.23, 701.24a: the player finds up to ``count`` cards that match, one at a time
    (or stops: 701.23b); they are put where the effect says at the same time, then the
    library is shuffled."""

    __slots__ = ()

    def __init__(self, player: int, search: cx.SearchUpTo, count: int) -> None:
        super().__init__(player, mx.Search(search.filter, to=str(search.to), tapped=search.tapped))
        self.count = count

    def finish(self, game: Kernel) -> None:
        to = Zone(self.to)
        how = f"search_{to}"
        hidden = to == Zone.HAND and not self.reveal
        game.emit_all(
            [
                ZoneChange(r, to, "701.23a", how, tapped=self.tapped, hidden=hidden)
                for r in self.picked
            ]
        )
        game.emit(Shuffle(self.player))


serializable(SearchCards)


register_messages(
    {
        "ask.may_exile_it": (
            "{0:El}: ¿exilias {1:el}?",
            "{0}: do you exile {1}?",
        ),
        "chose.exile_it": ("{0} decide exiliar {1:el}.", "{0} chooses to exile {1}."),
        "chose.keep_it": ("{0} decide no exiliar {1:el}.", "{0} chooses not to exile {1}."),
    }
)
