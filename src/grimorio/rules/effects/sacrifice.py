"""Sacrifices of the players' choice (CR 701.21a): "each player sacrifices X creatures of their
choice", "target player sacrifices a creature other than enchanted creature", "each opponent
sacrifices a nontoken enchantment of their choice".

Each player picked chooses in turn order (CR 101.4) — one permanent per decision, and none
to choose when what they control leaves no choice — and then every chosen permanent is
sacrificed at the same time (701.21a; the release notes of Vile Mutilator). Permanents are
sacrificed only by the player who controls them.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, players, refs
from grimorio.rules.vocabulary.targets import select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def sacrifice_of_choice(game: Kernel, ctx: Ctx, e: fx.Sacrifice) -> list[Step]:
    """The step for ``Sacrifice(filter=..., who=..., count=..., besides=...)``."""
    assert e.filter is not None
    who = tuple(players(game, ctx, e.who))
    n = amount(game, ctx, e.count)
    besides = tuple(refs(game, ctx, e.besides)) if e.besides is not None else ()
    if not who or n <= 0:
        return []
    return [EachSacrifices(who, e.filter, n, besides)]


class EachSacrifices(Step):
    """CR 701.21a, 101.4: each of ``players`` in order chooses ``count`` permanents they
    control that match ``filter`` (not those in ``besides``); then all are sacrificed."""

    __slots__ = ("besides", "chosen", "count", "filter", "index", "picked", "players")

    def __init__(
        self,
        players: tuple[int, ...],
        f: Filter,
        count: int,
        besides: tuple[int, ...] = (),
    ) -> None:
        self.players = players
        self.filter = f
        self.count = count
        self.besides = besides
        self.index = 0
        self.chosen: tuple[int, ...] = ()  # what the player choosing now has chosen
        self.picked: tuple[int, ...] = ()  # what the players before have chosen

    def _pool(self, game: Kernel, player: int) -> list[int]:
        state = st(game)
        f = dataclasses.replace(self.filter, zone=Zone.BATTLEFIELD)
        return [
            r
            for r in select(game, f, player, None)
            if state.objects[r].controller == player  # CR 701.21a
            and r not in self.besides
            and r not in self.chosen
        ]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while self.index < len(self.players):
            player = self.players[self.index]
            pool = self._pool(game, player) if not state.player(player).lost else []
            need = self.count - len(self.chosen)
            if need > 0 and pool and len(pool) > need:
                opts = tuple(
                    Option(f"sacrifice:{r}", "opt.sacrifice", (cref(state, r),)) for r in pool
                )
                return Decision(player, DecisionKind.SACRIFICE, opts, "ask.sacrifice")
            if need > 0:
                self.chosen += tuple(pool)  # no choice left: all of them
            self.picked += self.chosen
            self.chosen = ()
            self.index += 1
        moves: list[Event] = [
            ZoneChange(r, Zone.GRAVEYARD, "701.21a", "sacrifice")
            for r in self.picked
            if r in state.objects
        ]
        game.emit_all(moves)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        self.chosen = (*self.chosen, OptionId.parse(option.id).num())
        game.push(self)


serializable(EachSacrifices)
