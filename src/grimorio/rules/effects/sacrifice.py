"""Sacrifices of the players' choice (CR 701.21a): "each player sacrifices X creatures of their
choice", "target player sacrifices a creature other than enchanted creature", "each opponent
sacrifices a nontoken enchantment of their choice".

Each player picked chooses in turn order (CR 101.4) — one permanent per decision, and none
to choose when what they control leaves no choice — and then every chosen permanent is
sacrificed at the same time (701.21a; the release notes of Vile Mutilator). Permanents are
sacrificed only by the player who controls them.

The same choice serves an effect that destroys permanents of each player's choice
(``DestroyOfChoice``: "each player chooses a creature they control. Destroy those
creatures", CR 701.8; Inferno's "cada demonio destruye un aliado que controla", I-102.4,
I-701.6): the chosen permanents are destroyed together, and an indestructible one stays
(702.12b).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone
from grimorio.rules.effects.basic import destroy_moves
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, players, refs
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def sacrifice_of_choice(game: Kernel, ctx: Ctx, e: fx.Sacrifice) -> list[Step]:
    """The step for ``Sacrifice(filter=..., who=..., count=..., besides=...)``."""
    assert e.filter is not None
    return _of_choice(game, ctx, e, e.filter, EachSacrifices)


@handles(fx.DestroyOfChoice)
def destroy_of_choice(game: Kernel, ctx: Ctx, e: fx.DestroyOfChoice) -> list[Step]:
    """CR 701.8, 101.4: each player destroys permanents of their choice, all at once."""
    return _of_choice(game, ctx, e, e.filter, EachDestroysChosen)


def _of_choice(
    game: Kernel,
    ctx: Ctx,
    e: fx.Sacrifice | fx.DestroyOfChoice,
    f: Filter,
    step: type[EachSacrifices],
) -> list[Step]:
    who = tuple(players(game, ctx, e.who))
    n = amount(game, ctx, e.count)
    besides = tuple(refs(game, ctx, e.besides)) if e.besides is not None else ()
    if not who or n <= 0:
        return []
    return [step(who, f, n, besides)]


class EachSacrifices(Step):
    """CR 701.21a, 101.4: each of ``players`` in order chooses ``count`` permanents they
    control that match ``filter`` (not those in ``besides``); then all are sacrificed."""

    __slots__ = ("besides", "chosen", "count", "filter", "index", "picked", "players")
    # the options' verb and the messages' label (``opt.<label>``, ``ask.<label>``)
    verb: ClassVar[str] = "sacrifice"
    label: ClassVar[str] = "sacrifice"

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
                    Option(f"{self.verb}:{r}", f"opt.{self.label}", (cref(state, r),)) for r in pool
                )
                return Decision(player, DecisionKind.SACRIFICE, opts, f"ask.{self.label}")
            if need > 0:
                self.chosen += tuple(pool)  # no choice left: all of them
            self.picked += self.chosen
            self.chosen = ()
            self.index += 1
        game.emit_all(self.moves(game))
        return None

    def moves(self, game: Kernel) -> list[Event]:
        """CR 701.21a: the chosen permanents are sacrificed, all at once."""
        state = st(game)
        return [
            ZoneChange(r, Zone.GRAVEYARD, "701.21a", "sacrifice")
            for r in self.picked
            if r in state.objects
        ]

    def answer(self, game: Kernel, option: Option) -> None:
        self.chosen = (*self.chosen, OptionId.parse(option.id).num())
        game.push(self)


serializable(EachSacrifices)


class EachDestroysChosen(EachSacrifices):
    """CR 701.8, 101.4: each of ``players`` in order chooses ``count`` permanents they
    control that match ``filter``; then all the chosen are destroyed at the same time — an
    indestructible one stays (702.12b). Inferno's "cada demonio destruye un aliado que
    controla": each player destroys an ally of their choice (I-102.4, I-701.6)."""

    __slots__ = ()
    verb = "destroy"
    label = "destroy_own"

    def moves(self, game: Kernel) -> list[Event]:
        """CR 701.8a: the chosen permanents are destroyed, all at once."""
        return destroy_moves(game, list(self.picked))


serializable(EachDestroysChosen)
