"""Effects that ask their controller (and an opponent) to choose as they resolve (CR 608.2c–d),
brought by the Archenemy schemes (``grimorio.dsl.effects_schemes``):

* ``ChooseObjects`` — "choose up to three nonland permanents you don't control", "choose
  any number of creatures with different mana values" (202.3): picked one at a time (a
  :class:`~grimorio.rules.effects.choices.PickOneByOne`), remembered as ``Linked(key)``
  (607.2a);
* ``SeparatePiles`` — the top cards of a library in a face-down and a face-up pile, one of
  which an opponent the controller picks chooses for the hand; the rest to the bottom in
  any order (700.3, 401.4);
* ``RedistributeLife`` — life totals handed round among the players chosen, each gaining or
  losing what it takes (119.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.objects import player_of_ref, player_ref
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_schemes as sx
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.effects.choices import PickOneByOne
from grimorio.rules.effects.library import OrderOnBottom
from grimorio.rules.events.game import LifeChange
from grimorio.rules.events.objects import Link, ZoneChange, cref, revealed_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.multiplayer_options import chooser_in_range, in_range
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel
    from grimorio.rules.state.state import MtgState

MANA_VALUE = "mana_value"  # ChooseObjects.distinct: "with different mana values" (CR 202.3)
DOWN, UP = "down", "up"  # the two piles of SeparatePiles (CR 700.3)


def mana_value(game: Kernel, obj: int) -> int:
    """CR 202.3: the mana value of object ``obj`` now (X is 0 off the stack, 202.3e)."""
    return (chars(game, st(game).objects[obj]).mana_cost or ManaCost()).mana_value


@handles(sx.ChooseObjects)
def choose_objects(game: Kernel, ctx: Ctx, e: sx.ChooseObjects) -> list[Step]:
    """CR 608.2c–d: ask for the objects; what an earlier resolution chose is forgotten."""
    game.emit(Link(f"{ctx.source}:{e.key}", (), reset=True))
    most = -1 if e.most is None else e.most
    return [ChooseMany(ctx.controller, ctx.source, e.filter, most, e.distinct, e.key)]


class ChooseMany(PickOneByOne):
    """The player chooses objects that match ``filter``, one at a time, until they say
    "done" or ``most`` are chosen (-1: any number); with ``distinct`` "mana_value", only
    objects whose mana value none chosen has. They are remembered under ``key``."""

    __slots__ = ("distinct", "filter", "key", "most", "player", "source")

    def __init__(
        self, player: int, source: int, f: Filter, most: int, distinct: str, key: str
    ) -> None:
        super().__init__()
        self.player = player
        self.source = source
        self.filter = f
        self.most = most
        self.distinct = distinct
        self.key = key

    def picker(self) -> int:
        return self.player

    def able(self, game: Kernel) -> list[int]:
        if 0 <= self.most <= len(self.chosen):
            return []
        found = [
            r for r in select(game, self.filter, self.player, self.source) if r not in self.chosen
        ]
        if self.distinct == MANA_VALUE:
            taken = {mana_value(game, r) for r in self.chosen if r in st(game).objects}
            found = [r for r in found if mana_value(game, r) not in taken]
        return found

    def pick(self, state: MtgState, obj: int) -> Option:
        return Option(f"choose:{obj}", "opt.choose_object", (cref(state, obj),))

    def closing(self, game: Kernel) -> tuple[Option, ...]:
        return (Option("done", "opt.done_choosing", (len(self.chosen),)),)

    def question(self, game: Kernel) -> tuple[str, str, tuple[object, ...]]:
        return DecisionKind.CHOOSE, "ask.choose_objects", ()

    def finish(self, game: Kernel) -> None:
        state = st(game)
        chosen = tuple(r for r in self.chosen if r in state.objects)
        if chosen:
            game.note(
                "608.2d",
                "chose.objects",
                ("p", self.player),
                ("l", *(cref(state, r) for r in chosen)),
            )
        game.emit(Link(f"{self.source}:{self.key}", chosen, reset=True))


serializable(ChooseMany)


# -- piles (CR 700.3) --------------------------------------------------------------------------
@handles(sx.SeparatePiles)
def separate_piles(game: Kernel, ctx: Ctx, e: sx.SeparatePiles) -> list[Step]:
    """CR 700.3: look at the top cards and separate them; an opponent chooses a pile."""
    state = st(game)
    library = state.zones[zkey(Zone.LIBRARY, ctx.controller)]
    looked = tuple(reversed(library[-e.count :])) if e.count > 0 else ()  # top first
    if not looked:
        return []
    game.note("700.3", "piles.look", ("p", ctx.controller), len(looked))
    return [Piles(ctx.controller, looked)]


class Piles(Step):
    """CR 700.3: ``player`` puts each card looked at into the face-down or the face-up pile,
    from the top; then chooses the opponent who decides (with one opponent, that one); the
    face-up pile is shown to everyone; the opponent chooses a pile, whose cards go to the
    player's hand, and the player puts the rest on the bottom of their library in any order
    (401.4). The face-down cards are never shown."""

    __slots__ = ("chooser", "down", "looked", "player", "up")

    def __init__(self, player: int, looked: tuple[int, ...]) -> None:
        self.player = player
        self.looked = looked
        self.down: tuple[int, ...] = ()
        self.up: tuple[int, ...] = ()
        self.chooser = -1

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        undecided = [r for r in self.looked if r not in self.down and r not in self.up]
        if undecided:
            card = (cref(state, undecided[0], (self.player,)),)
            opts = (
                Option(f"choose:{DOWN}", "opt.pile_down", card),
                Option(f"choose:{UP}", "opt.pile_up", card),
            )
            return Decision(self.player, DecisionKind.CHOOSE, opts, "ask.pile", card)
        if self.chooser < 0:
            foes = state.opponents(self.player)
            if state._options is not None:  # CR 801.5a, 801.5c: a limited range
                foes = self._in_range(game, foes)
            if not foes:
                return None  # nobody left to choose: the cards stay where they are
            if len(foes) > 1:  # the release notes: you choose the opponent who decides
                foe_opts = tuple(
                    Option(f"choose:{player_ref(p)}", "opt.pile_chooser", (("p", p),)) for p in foes
                )
                return Decision(self.player, DecisionKind.CHOOSE, foe_opts, "ask.pile_chooser")
            self.chooser = foes[0]
            self._show(game)
        state = st(game)
        shown = ("l", *(revealed_ref(state.objects[r].card, r) for r in self.up))
        opts = (
            Option(f"choose:{DOWN}", "opt.take_pile_down", (len(self.down),)),
            Option(
                f"choose:{UP}",
                "opt.take_pile_up" if self.up else "opt.take_pile_up_empty",
                (len(self.up), shown),
            ),
        )
        return Decision(
            self.chooser, DecisionKind.CHOOSE, opts, "ask.take_pile", (("p", self.player),)
        )

    def _in_range(self, game: Kernel, foes: list[int]) -> list[int]:
        """CR 801.5a: the opponent chosen is one within the player's range; with none
        within it, the nearest opponent to their left decides (801.5c)."""
        state = st(game)
        able = chooser_in_range(state, self.player, foes)
        if able and not in_range(state, self.player, able[0]):
            game.note("801.5c", "piles.nearest_left", ("p", able[0]), ("p", self.player))
        return able

    def _show(self, game: Kernel) -> None:
        """The piles as everyone sees them: how many cards are face down, which face up."""
        state = st(game)
        shown = tuple(revealed_ref(state.objects[r].card, r) for r in self.up)
        game.note("700.3", "piles.made", ("p", self.player), len(self.down), len(self.up))
        for ref in shown:
            game.note("700.3", "reveal", ref)

    def answer(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)
        word = opt.args[0] if opt.args else ""
        undecided = [r for r in self.looked if r not in self.down and r not in self.up]
        if undecided:
            if word == DOWN:
                self.down = (*self.down, undecided[0])
            else:
                self.up = (*self.up, undecided[0])
            game.push(self)
        elif self.chooser < 0:
            self.chooser = player_of_ref(int(word))
            self._show(game)
            game.push(self)
        else:
            self._take(game, self.down if word == DOWN else self.up, word)

    def _take(self, game: Kernel, pile: tuple[int, ...], word: str) -> None:
        state = st(game)
        game.note("700.3", f"piles.chosen_{word}", ("p", self.chooser), ("p", self.player))
        moves: list[Event] = []
        for r in pile:
            move = ZoneChange(r, Zone.HAND, "700.3", "pile_to_hand", hidden=word == DOWN)
            moves.append(move)
        game.emit_all(moves)
        rest = tuple(r for r in self.looked if r not in pile and r in state.objects)
        if rest:
            game.push(OrderOnBottom(self.player, rest))


serializable(Piles)


# -- life totals (CR 119.5) ------------------------------------------------------------------
@handles(sx.RedistributeLife)
def redistribute_life(game: Kernel, ctx: Ctx, e: sx.RedistributeLife) -> list[Step]:
    """CR 119.5: ask which life totals, then who gets which."""
    return [Redistribute(ctx.controller)]


class Redistribute(Step):
    """The player chooses the players whose life totals are redistributed, one at a time
    until "done"; then, for each of them in turn order, which of those totals they get
    (each total once, 119.5). Then each gains or loses the difference, all at once."""

    __slots__ = ("chosen", "given", "player", "totals")

    def __init__(self, player: int) -> None:
        self.player = player
        self.chosen: tuple[int, ...] = ()  # the players whose totals are redistributed
        self.totals: tuple[int, ...] = ()  # their totals, fixed once they are chosen
        self.given: tuple[int, ...] = ()  # for each chosen player in turn order: whose total

    def _order(self, game: Kernel) -> list[int]:
        return [p for p in st(game).apnap() if p in self.chosen]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not self.totals:
            left = [p for p in state.apnap() if p not in self.chosen]
            opts = [
                Option(
                    f"choose:{player_ref(p)}", "opt.life_total_of", (("p", p), state.player(p).life)
                )
                for p in left
            ]
            opts.append(Option("done", "opt.done_choosing", (len(self.chosen),)))
            return Decision(self.player, DecisionKind.CHOOSE, tuple(opts), "ask.life_totals")
        order = self._order(game)
        if len(self.given) < len(order) - 1:
            who = order[len(self.given)]
            opts = [
                Option(f"choose:{player_ref(p)}", "opt.life_total_of", (("p", p), t))
                for p, t in zip(self.chosen, self.totals, strict=True)
                if p not in self.given
            ]
            return Decision(
                self.player, DecisionKind.CHOOSE, tuple(opts), "ask.life_total_for", (("p", who),)
            )
        self._finish(game, order)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        if option.id == "done":
            if len(self.chosen) < 2:  # nothing to hand round
                return
            self.totals = tuple(state.player(p).life for p in self.chosen)
            players = ("l", *(("p", p) for p in self._order(game)))
            game.note("119.5", "life.redistribute", ("p", self.player), players)
        else:
            p = player_of_ref(OptionId.parse(option.id).num())
            if not self.totals:
                self.chosen = (*self.chosen, p)
            else:
                self.given = (*self.given, p)
        game.push(self)

    def _finish(self, game: Kernel, order: list[int]) -> None:
        state = st(game)
        given = list(self.given) + [p for p in self.chosen if p not in self.given]
        total_of = dict(zip(self.chosen, self.totals, strict=True))
        changes: list[Event] = []
        for who, whose in zip(order, given, strict=True):
            game.note("119.5", "life.gets_total", ("p", who), ("p", whose), total_of[whose])
            delta = total_of[whose] - state.player(who).life
            if delta:
                changes.append(LifeChange(who, delta, "119.5"))
        game.emit_all(changes)


serializable(Redistribute)


register_messages(
    {
        "opt.choose_object": ("{0}", "{0}"),
        "opt.done_choosing": ("No elegir más ({0} elegidos)", "Choose no more ({0} chosen)"),
        "ask.choose_objects": ("Elige (o «listo»).", "Choose (or \u201cdone\u201d)."),
        "chose.objects": ("{0} elige {1}.", "{0} chooses {1}."),
        "piles.look": (
            "{0} mira las primeras cartas de su biblioteca: {1:carta|cartas}.",
            "{0} looks at the top cards of their library: {1:card|cards}.",
        ),
        "opt.pile_down": ("boca abajo", "face down"),
        "opt.pile_up": ("boca arriba", "face up"),
        "ask.pile": ("¿En qué montón va {0:el}?", "Which pile does {0} go in?"),
        "opt.pile_chooser": ("{0}", "{0}"),
        "ask.pile_chooser": (
            "Elige al oponente que elegirá uno de los montones.",
            "Choose the opponent who will choose one of the piles.",
        ),
        "piles.nearest_left": (
            "Nadie está en el rango de influencia de {1}: elige {0}, el oponente más cercano "
            "por su izquierda.",
            "No one is within {1}'s range of influence: {0}, the nearest opponent to their "
            "left, chooses.",
        ),
        "piles.made": (
            "{0} separa las cartas: {1:carta|cartas} en el montón boca abajo y "
            "{2:carta|cartas} en el montón boca arriba.",
            "{0} separates the cards: {1:card|cards} in the face-down pile and "
            "{2:card|cards} in the face-up pile.",
        ),
        "opt.take_pile_down": (
            "El montón boca abajo ({0:carta|cartas})",
            "The face-down pile ({0:card|cards})",
        ),
        "opt.take_pile_up": (
            "El montón boca arriba ({0:carta|cartas}: {1})",
            "The face-up pile ({0:card|cards}: {1})",
        ),
        "ask.take_pile": (
            "Elige el montón que {0} pondrá en su mano; el resto va al fondo de su biblioteca.",
            "Choose the pile {0} puts into their hand; the rest go to the bottom of their library.",
        ),
        "piles.chosen_down": (
            "{0} elige el montón boca abajo para la mano de {1}.",
            "{0} chooses the face-down pile for {1}'s hand.",
        ),
        "piles.chosen_up": (
            "{0} elige el montón boca arriba para la mano de {1}.",
            "{0} chooses the face-up pile for {1}'s hand.",
        ),
        "opt.take_pile_up_empty": (
            "El montón boca arriba (ninguna carta)",
            "The face-up pile (no cards)",
        ),
        "zone.pile_to_hand": ("{1} pone {0:el} en su mano.", "{1} puts {0} into their hand."),
        "zone.pile_to_hand.hidden": (
            "{0} pone una carta en su mano.",
            "{0} puts a card into their hand.",
        ),
        "opt.life_total_of": ("{0}", "{0}"),
        "ask.life_totals": (
            "Elige los jugadores cuyos totales de vidas se redistribuyen (o «listo»).",
            "Choose the players whose life totals are redistributed (or \u201cdone\u201d).",
        ),
        "ask.life_total_for": (
            "¿El total de vidas de quién obtiene {0}?",
            "Whose life total does {0} get?",
        ),
        "life.redistribute": (
            "{0} redistribuye los totales de vidas de {1}.",
            "{0} redistributes the life totals of {1}.",
        ),
        "life.gets_total": (
            "{0} obtiene el total de vidas de {1}: {2}.",
            "{0} gets {1}'s life total: {2}.",
        ),
    }
)
