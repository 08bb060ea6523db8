"""Starting the game (CR 103): starting player, shuffling, opening hands, mulligans."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.mtg.events import Draw, Shuffle, TurnBegins, ZoneChange, cref, st
from grimorio.mtg.turn import BeginStep
from grimorio.mtg.zones import zkey

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

OPENING_HAND = 7  # CR 103.5


@serializable
class StartGame(Step):
    """CR 103.1–103.5: choose the starting player with the game's RNG, shuffle each library,
    draw opening hands, then mulligans in turn order from the starting player."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        first = state.rng.below(len(state.players))
        state.starting_player = first
        state.active = first
        game.note("103.1", "starting_player", ("p", first))
        order = [(first + k) % len(state.players) for k in range(len(state.players))]
        for p in order:  # CR 103.3
            game.emit(Shuffle(p, "103.3"))
        for p in order:  # CR 103.5
            for _ in range(OPENING_HAND):
                game.emit(Draw(p, "103.5"))
        game.push(FirstTurn(), *(Mulligan(p) for p in reversed(order)))
        return None


@serializable
class Mulligan(Step):
    """CR 103.5 (London mulligan): keep, or shuffle the hand away and draw seven again; a
    player who keeps after N mulligans puts N cards from their hand on the bottom."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not state.zones[zkey("hand", self.player)]:
            return None  # nothing left to mulligan
        mull = state.player(self.player).mulligans
        opts = (Option("keep", "opt.keep", (mull,)), Option("mulligan", "opt.mulligan"))
        return Decision(self.player, "mulligan", opts, "ask.mulligan", (mull,))

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        p = self.player
        if option.id == "keep":
            n = state.player(p).mulligans
            game.note("103.5", "keep", ("p", p), len(state.zones[zkey("hand", p)]) - n)
            if n:
                game.push(BottomCards(p, n))
            return
        state.player(p).mulligans += 1  # how many mulligans this player took (bookkeeping)
        game.note("103.5", "mulligan", ("p", p))
        for oid in list(state.zones[zkey("hand", p)]):
            game.emit(ZoneChange(oid, "library", "103.5", "mulligan", hidden=True))
        game.emit(Shuffle(p, "103.5"))
        for _ in range(OPENING_HAND):
            game.emit(Draw(p, "103.5"))
        game.push(self)


@serializable
class BottomCards(Step):
    """CR 103.5: put ``count`` cards from the hand on the bottom of the library, one by one."""

    __slots__ = ("count", "player")

    def __init__(self, player: int, count: int) -> None:
        self.player = player
        self.count = count

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        hand = state.zones[zkey("hand", self.player)]
        if self.count <= 0 or not hand:
            return None
        opts = tuple(Option(f"bottom:{o}", "opt.bottom", (cref(state, o),)) for o in hand)
        return Decision(self.player, "bottom", opts, "ask.bottom", (self.count,))

    def answer(self, game: Kernel, option: Option) -> None:
        game.emit(
            ZoneChange(
                int(option.id.split(":")[1]),
                "library",
                "103.5",
                "bottom_hidden",
                position="bottom",
                hidden=True,
            )
        )
        self.count -= 1
        game.push(self)


@serializable
class FirstTurn(Step):
    """CR 103.8: the starting player takes the first turn."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        game.emit(TurnBegins(state.starting_player))
        game.push(BeginStep("untap"))
        return None
