"""The rules of the effects a player decides as they resolve (CR 608.2d;
``grimorio.dsl.effects_player_choices``):

* ``SacrificeOrElse`` — "its controller may sacrifice it. If they don't, ..." (701.21a): the
  permanent's controller is asked;
* ``UntapUpTo`` — "untap up to N lands" (701.26b): chosen one at a time, untapped together
  (a :class:`~grimorio.rules.effects.choices.PickOneByOne`);
* ``ChooseOddOrEven`` — odd or even, chosen as the effect resolves; zero is even;
* ``EachPlayerChooses`` (101.4) — starting with the next player in turn order, each player
  chooses an object, every choice shown as it is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_player_choices as px
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.effects.choices import PickOneByOne
from grimorio.rules.events.objects import Link, SetTapped, ZoneChange, cref, source_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, objects
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.effects import Effect
    from grimorio.rules.state.state import MtgState

ODD, EVEN = "odd", "even"


# -- "its controller may sacrifice it. If they don't, ..." (CR 701.21a, 608.2d) ---------------
@handles(px.SacrificeOrElse)
def sacrifice_or_else(game: Kernel, ctx: Ctx, e: px.SacrificeOrElse) -> list[Step]:
    """The controller of each permanent picked is asked, one permanent after the other; a
    permanent no longer on the battlefield can't be sacrificed: the effects happen
    (608.2d)."""
    state = st(game)
    steps: list[Step] = []
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone != BATTLEFIELD_KEY:
            steps.append(RunEffects(ctx, e.effects))
            continue
        steps.append(MaySacrifice(obj.controller, r, ctx, e.effects))
    return steps


class MaySacrifice(Step):
    """CR 701.21a, 608.2d: ``player`` may sacrifice permanent ``obj``; if they don't,
    ``effects`` happen."""

    __slots__ = ("ctx", "effects", "obj", "player")

    def __init__(self, player: int, obj: int, ctx: Ctx, effects: tuple[Effect, ...]) -> None:
        self.player = player
        self.obj = obj
        self.ctx = ctx
        self.effects = effects

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.obj)
        if obj is None or obj.zone != BATTLEFIELD_KEY or obj.controller != self.player:
            self._declined(game)  # CR 701.21a: only a permanent its controller controls
            return None
        opts = (
            Option(f"sacrifice:{self.obj}", "opt.sacrifice", (cref(state, self.obj),)),
            Option("decline", "opt.keep_it"),
        )
        src = source_ref(state, self.ctx.source_card, self.ctx.source)
        return Decision(
            self.player, DecisionKind.PAY, opts, "ask.sacrifice_or_else", (src, cref(state, obj.id))
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "decline":
            self._declined(game)
            return
        game.emit(ZoneChange(self.obj, Zone.GRAVEYARD, "701.21a", "sacrifice"))

    def _declined(self, game: Kernel) -> None:
        if self.effects:
            game.push(RunEffects(self.ctx, self.effects))


serializable(MaySacrifice)


# -- "untap up to N <filter>" (CR 701.26b) -------------------------------------------------------
@handles(px.UntapUpTo)
def untap_up_to(game: Kernel, ctx: Ctx, e: px.UntapUpTo) -> list[Step]:
    most = amount(game, ctx, e.most)
    return [UntapChoice(ctx.controller, ctx.source, e.filter, most)] if most > 0 else []


class UntapChoice(PickOneByOne):
    """CR 701.26b: the player picks up to ``most`` tapped permanents that match ``filter``,
    one at a time (or "done"); they are untapped together."""

    __slots__ = ("filter", "most", "player", "source")

    def __init__(self, player: int, source: int, f: Filter, most: int) -> None:
        super().__init__()
        self.player = player
        self.source = source
        self.filter = f
        self.most = most

    def picker(self) -> int:
        return self.player

    def able(self, game: Kernel) -> list[int]:
        if len(self.chosen) >= self.most:
            return []
        state = st(game)
        return [
            r
            for r in select(game, self.filter, self.player, self.source)
            if state.objects[r].tapped and r not in self.chosen
        ]

    def pick(self, state: MtgState, obj: int) -> Option:
        return Option(f"untap:{obj}", "opt.untap", (cref(state, obj),))

    def question(self, game: Kernel) -> tuple[str, str, tuple[object, ...]]:
        return DecisionKind.TAP, "ask.untap_up_to", (self.most - len(self.chosen),)

    def finish(self, game: Kernel) -> None:
        state = st(game)
        chosen = [r for r in self.chosen if r in state.objects and state.objects[r].tapped]
        if chosen:
            game.emit_all([SetTapped(r, False, "701.26b") for r in chosen])


serializable(UntapChoice)


# -- odd or even (CR 608.2d) ------------------------------------------------------------------
@handles(px.ChooseOddOrEven)
def choose_odd_or_even(game: Kernel, ctx: Ctx, e: px.ChooseOddOrEven) -> list[Step]:
    """CR 608.2d: the controller chooses as the effect resolves."""
    return [OddOrEven(ctx.controller, ctx.source, e.filter, e.key)]


class OddOrEven(Step):
    """``player`` chooses odd or even; the objects that match ``filter`` whose power has
    that quality are remembered under ``key`` (zero is even; no power, neither)."""

    __slots__ = ("filter", "key", "player", "source")

    def __init__(self, player: int, source: int, f: Filter, key: str) -> None:
        self.player = player
        self.source = source
        self.filter = f
        self.key = key

    def run(self, game: Kernel) -> Decision | None:
        opts = (Option(f"choose:{ODD}", "opt.odd"), Option(f"choose:{EVEN}", "opt.even"))
        return Decision(self.player, DecisionKind.CHOOSE, opts, "ask.odd_or_even")

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        word = OptionId.parse(option.id).args[0]
        game.note("608.2d", f"chose.{word}", ("p", self.player))
        rest = 1 if word == ODD else 0
        found = tuple(
            r
            for r in select(game, self.filter, self.player, self.source)
            if r > 0 and (power := chars(game, state.objects[r]).power) is not None
            if power % 2 == rest
        )
        game.emit(Link(f"{self.source}:{self.key}", found, reset=True))


serializable(OddOrEven)


# -- each player chooses (CR 101.4) ----------------------------------------------------------
@handles(px.EachPlayerChooses)
def each_player_chooses(game: Kernel, ctx: Ctx, e: px.EachPlayerChooses) -> list[Step]:
    """CR 101.4: from the player after the controller around to the controller (800.4:
    players who left are passed over)."""
    state = st(game)
    n = len(state.players)
    order = tuple((ctx.controller + k) % n for k in range(1, n + 1))
    return [EachChooses(ctx.controller, ctx.source, e.filter, e.key, order)]


class EachChooses(Step):
    """Each player of ``order`` still in the game in turn chooses one object that matches
    ``filter`` as ``controller`` sees it; each choice is logged for all (the release notes
    of *Trile sádico*). The objects chosen are remembered under ``key``."""

    __slots__ = ("chosen", "controller", "filter", "key", "order", "source")

    def __init__(
        self, controller: int, source: int, f: Filter, key: str, order: tuple[int, ...]
    ) -> None:
        self.controller = controller
        self.source = source
        self.filter = f
        self.key = key
        self.order = order
        self.chosen: tuple[int, ...] = ()

    def _able(self, game: Kernel) -> list[int]:
        return [r for r in select(game, self.filter, self.controller, self.source) if r > 0]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while self.order:
            player = self.order[0]
            able = self._able(game)
            if state.player(player).lost or not able:
                self.order = self.order[1:]  # CR 800.4a; nothing to choose: no choice
                continue
            opts = tuple(Option(f"choose:{r}", "opt.each_chooses", (cref(state, r),)) for r in able)
            return Decision(player, DecisionKind.CHOOSE, opts, "ask.each_chooses")
        chosen = tuple(dict.fromkeys(r for r in self.chosen if r in state.objects))
        game.emit(Link(f"{self.source}:{self.key}", chosen, reset=True))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        r = OptionId.parse(option.id).num()
        player, self.order = self.order[0], self.order[1:]
        game.note("608.2d", "chose.one_object", ("p", player), cref(state, r))
        self.chosen = (*self.chosen, r)
        game.push(self)


serializable(EachChooses)


register_messages(
    {
        "opt.keep_it": ("No sacrificarlo", "Don't sacrifice it"),
        "ask.sacrifice_or_else": (
            "{0:El}: puedes sacrificar {1:el}. Si no lo haces, sucede lo que dice.",
            "{0}: you may sacrifice {1}. If you don't, what it says happens.",
        ),
        "opt.untap": ("Enderezar {0}", "Untap {0}"),
        "ask.untap_up_to": (
            "Elige qué enderezar (hasta {0} más).",
            "Choose what to untap (up to {0} more).",
        ),
        "opt.odd": ("Impar", "Odd"),
        "opt.even": ("Par", "Even"),
        "ask.odd_or_even": ("Elige par o impar.", "Choose odd or even."),
        "chose.odd": ("{0} elige impar.", "{0} chooses odd."),
        "chose.even": ("{0} elige par.", "{0} chooses even."),
        "opt.each_chooses": ("{0}", "{0}"),
        "ask.each_chooses": (
            "Elige una; los demás jugadores verán tu elección.",
            "Choose one; the other players will see your choice.",
        ),
        "chose.one_object": ("{0} elige {1:el}.", "{0} chooses {1}."),
    }
)
