"""Starting the game (CR 103): starting player, shuffling, opening hands, mulligans, and the
actions cards allow from the opening hand (103.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import BeginsOnBattlefield
from grimorio.dsl.zones import Zone, zkey
from grimorio.mtg.turn.steps import BeginStep
from grimorio.rules.events.game import TurnBegins
from grimorio.rules.events.objects import Draw, Shuffle, ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import MtgState, st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

OPENING_HAND = 7  # CR 103.5


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
        game.push(FirstTurn(), OpeningHandActions(tuple(order)), Mulligan(tuple(order)))
        return None


serializable(StartGame)


class Mulligan(Step):
    """CR 103.5 (London mulligan), one round: the starting player and then the others in
    turn order declare whether they keep; then everyone who didn't keep mulligans at the
    same time — shuffles the hand away, draws a new hand and puts as many cards on the
    bottom as mulligans taken — and those players declare again. A player can't take a
    mulligan once the hand they would keep is zero cards."""

    __slots__ = ("declared", "players")

    def __init__(self, players: tuple[int, ...]) -> None:
        self.players = players  # still deciding, in turn order
        self.declared: tuple[bool, ...] = ()  # True: takes a mulligan

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while len(self.declared) < len(self.players):
            p = self.players[len(self.declared)]
            if counted_mulligans(state, p) >= OPENING_HAND or state.player(p).lost:
                # it would keep zero cards; or the player has left the game (800.4a)
                self.declared += (False,)
                continue
            keep = len(state.zones[zkey(Zone.HAND, p)])
            opts = (Option("keep", "opt.keep", (keep,)), Option("mulligan", "opt.mulligan"))
            return Decision(p, DecisionKind.MULLIGAN, opts, "ask.mulligan", (keep,))
        again = tuple(p for p, m in zip(self.players, self.declared, strict=True) if m)
        for p, m in zip(self.players, self.declared, strict=True):
            if not m and not state.player(p).lost:
                game.note("103.5", "keep", ("p", p), len(state.zones[zkey(Zone.HAND, p)]))
        for p in again:  # the mulligans happen at the same time
            state.player(p).mulligans += 1  # bookkeeping: how many this player took
            game.note("103.5", "mulligan", ("p", p))  # the hand goes into the library
            for oid in list(state.zones[zkey(Zone.HAND, p)]):
                game.emit(ZoneChange(oid, Zone.LIBRARY, "103.5", "mulligan", quiet=True))
            game.emit(Shuffle(p, "103.5"))
            for _ in range(OPENING_HAND):
                game.emit(Draw(p, "103.5"))
        if again:
            game.push(Mulligan(again))
            game.push(*(BottomCards(p, counted_mulligans(state, p)) for p in reversed(again)))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        self.declared += (option.id == "mulligan",)
        game.push(self)


serializable(Mulligan)


def counted_mulligans(state: MtgState, player: int) -> int:
    """The mulligans ``player`` has taken that count for the cards put on the bottom and
    for how many more they may take (CR 103.5): in a game of more than two players, the
    first is free (800.6)."""
    taken = state.player(player).mulligans
    return max(0, taken - 1) if state.multiplayer else taken


class BottomCards(Step):
    """CR 103.5: put ``count`` cards from the hand on the bottom of the library, one by one."""

    __slots__ = ("count", "player")

    def __init__(self, player: int, count: int) -> None:
        self.player = player
        self.count = count

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        hand = state.zones[zkey(Zone.HAND, self.player)]
        if self.count <= 0 or not hand:
            return None
        opts = tuple(Option(f"bottom:{o}", "opt.bottom", (cref(state, o),)) for o in hand)
        return Decision(self.player, DecisionKind.BOTTOM, opts, "ask.bottom", (self.count,))

    def answer(self, game: Kernel, option: Option) -> None:
        game.emit(
            ZoneChange(
                OptionId.parse(option.id).num(),
                Zone.LIBRARY,
                "103.5",
                "bottom_hidden",
                position="bottom",
                hidden=True,
            )
        )
        self.count -= 1
        game.push(self)


serializable(BottomCards)


class OpeningHandActions(Step):
    """CR 103.6: once the mulligans are over, the starting player and then each other player
    in turn order may take the actions cards allow from the opening hand: begin the game
    with a Leyline on the battlefield (103.6a), one card at a time, until they are done.

    Every player is asked, with or without such a card ("done" may be the only option), so
    that whether a player is asked tells nobody what their hand holds (DESIGN principle 7);
    with ``auto_pass`` the rules answer a "done"-only question at once
    (``MagicRules.auto_answer``), as before."""

    __slots__ = ("players",)

    def __init__(self, players: tuple[int, ...]) -> None:
        self.players = players  # still to act, in turn order

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while self.players:
            p = self.players[0]
            if state.player(p).lost:  # CR 800.4a: they have left the game
                self.players = self.players[1:]
                continue
            hand = state.zones[zkey(Zone.HAND, p)]
            cards = [o for o in hand if _begins_on_battlefield(state.objects[o].card)]
            opts = tuple(Option(f"begin:{o}", "opt.begin", (cref(state, o),)) for o in cards)
            return Decision(
                p, DecisionKind.OPENING, (*opts, Option("done", "opt.done")), "ask.opening"
            )
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self.players = self.players[1:]
        else:
            oid = OptionId.parse(option.id).num()
            card = st(game).objects[oid].card
            ability_use.record(card, next(a for a in get(card).abilities if _begins(a)))
            game.emit(ZoneChange(oid, Zone.BATTLEFIELD, "103.6a", "begin"))
        game.push(self)


serializable(OpeningHandActions)


def _begins_on_battlefield(card: str) -> bool:
    return any(_begins(a) for a in get(card).abilities)


def _begins(ability: object) -> bool:
    return isinstance(ability, BeginsOnBattlefield)


class FirstTurn(Step):
    """CR 103.8: the starting player takes the first turn."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        first = state.starting_player
        following = state.after(first)  # CR 800.4k: unless they have left the game
        game.emit(
            TurnBegins(first if not state.player(first).lost or following is None else following)
        )
        game.push(BeginStep("untap"))
        return None


serializable(FirstTurn)
