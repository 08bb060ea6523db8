"""Starting a game of Inferno (I-103): the demons are put on the table (I-103.1), the
starting player is chosen (I-103.2: by the game's random generator, the first game of a
round), the other player may put a scenario from their deck into play (I-103.3), the decks
are shuffled and each player takes five cards (I-103.4); one mulligan each, declared as a
cycle of simultaneous choices (I-103.5); then the starting player's first turn, with no
step skipped (I-103.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.inferno.state import Demon, InfernoState, ist
from grimorio.inferno.turn import BeginInfernoStep, InfernoStep
from grimorio.rules.events.game import TurnBegins
from grimorio.rules.events.objects import Draw, Shuffle, ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.zones import create, place

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

OPENING_HAND = 5  # I-103.4


class StartInferno(Step):
    """I-103.2–I-103.4: the starting player, the scenario, shuffling and the hands."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        first = state.rng.below(len(state.players))
        state.starting_player = first
        state.active = first
        game.note("I-103.2", "starting_player", ("p", first))
        order = tuple((first + k) % len(state.players) for k in range(len(state.players)))
        game.push(FirstInfernoTurn(), InfernoMulligan(order), Deal(order), Scenario(order[-1]))
        return None


serializable(StartInferno)


class Scenario(Step):
    """I-103.3: the starting player's opponent (the last in turn order) may search their
    deck for a scenario and put it into play. They are asked even with no scenario in the
    deck ("none" the only option), so that the question tells nobody what the deck holds."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        library = state.zones[zkey(Zone.LIBRARY, self.player)]
        found = [o for o in library if "escenario" in get(state.objects[o].card).types]
        opts = tuple(Option(f"scenario:{o}", "opt.scenario", (cref(state, o),)) for o in found)
        return Decision(
            self.player,
            DecisionKind.OPENING,
            (*opts, Option("done", "opt.no_scenario")),
            "ask.scenario",
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id != "done":
            oid = OptionId.parse(option.id).num()
            game.emit(ZoneChange(oid, Zone.BATTLEFIELD, "I-103.3", "scenario"))


serializable(Scenario)


class Deal(Step):
    """I-103.4: each deck is shuffled and each player takes five cards."""

    __slots__ = ("players",)

    def __init__(self, players: tuple[int, ...]) -> None:
        self.players = players

    def run(self, game: Kernel) -> Decision | None:
        for p in self.players:
            game.emit(Shuffle(p, "I-103.4"))
        for p in self.players:
            for _ in range(OPENING_HAND):
                game.emit(Draw(p, "I-103.4"))
        return None


serializable(Deal)


class InfernoMulligan(Step):
    """I-103.5: once in the game, a player unhappy with their opening hand shuffles it into
    the deck and takes a new one. Each declares in turn order (a cycle of simultaneous
    choices, I-101.4); then those who chose to do it do it at the same time."""

    __slots__ = ("declared", "players")

    def __init__(self, players: tuple[int, ...]) -> None:
        self.players = players
        self.declared: tuple[bool, ...] = ()

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        if len(self.declared) < len(self.players):
            p = self.players[len(self.declared)]
            keep = len(state.zones[zkey(Zone.HAND, p)])
            opts = (Option("keep", "opt.keep", (keep,)), Option("mulligan", "opt.new_hand"))
            return Decision(p, DecisionKind.MULLIGAN, opts, "ask.mulligan", (keep,))
        for p, again in zip(self.players, self.declared, strict=True):
            if not again:
                game.note("I-103.5", "keep", ("p", p), len(state.zones[zkey(Zone.HAND, p)]))
                continue
            state.player(p).mulligans += 1
            game.note("I-103.5", "mulligan", ("p", p))
            for oid in list(state.zones[zkey(Zone.HAND, p)]):
                game.emit(ZoneChange(oid, Zone.LIBRARY, "I-103.5", "mulligan", quiet=True))
            game.emit(Shuffle(p, "I-103.5"))
            for _ in range(OPENING_HAND):
                game.emit(Draw(p, "I-103.5"))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        self.declared += (option.id == "mulligan",)
        game.push(self)


serializable(InfernoMulligan)


class FirstInfernoTurn(Step):
    """I-103.6: the starting player takes the first turn, from its first step."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        game.emit(TurnBegins(state.starting_player, "I-103.6"))
        game.push(BeginInfernoStep(InfernoStep.RESTAURACION.value))
        return None


serializable(FirstInfernoTurn)


def put_demon(state: InfernoState, key: str, player: int) -> Demon:
    """I-103.1, I-112.2: ``player``'s demon on the table, theirs, untapped and infernal."""
    demon = Demon(state.new_id(), key, player, BATTLEFIELD_KEY, state.new_timestamp())
    place(state, demon)
    return demon


def set_up(state: InfernoState, decks: tuple[tuple[str, ...], ...]) -> None:
    """I-103.1: each player's demon on the table, untapped and infernal (I-112.4), owned and
    controlled by them (I-112.2); the other cards of each deck in its library."""
    for i, deck in enumerate(decks):
        demons = [key for key in deck if "demonio" in get(key).supertypes]
        if len(demons) != 1:
            raise ValueError(f"deck {i} has {len(demons)} demons, not one (I-100.2)")
        state.inferno_player(i).demon = put_demon(state, demons[0], i).id
        for key in deck:
            if key != demons[0]:
                create(state, key, i, Zone.LIBRARY)
