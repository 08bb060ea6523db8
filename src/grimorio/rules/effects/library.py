"""Effects on the order of a library (CR 401.4) and on its top cards.

* Surveil (701.25) and scry (701.22): the player looks at the top N cards (hidden from the
  others), decides for each, from the top, whether it goes away — into the graveyard
  (surveil) or to the bottom (scry) — and then orders the rest on top, one at a time; or,
  looking at them to put them back in any order (401.4; Inferno's *ordenar*, I-701.14a),
  only orders them.
* Putting a card on top of its owner's library, a permanent on top or at the bottom at its
  owner's choice, and cards on the bottom in an order of the player's choice (401.4).
* Milling again and again while the milled cards share a card type (701.17a, 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, objects, players
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

ORDER_ONLY = "order"  # LookAtTop's ``away`` when nothing goes away (401.4, I-701.14a)
LIBRARY_EFFECTS = (mx.Surveil, mx.Scry, mx.LookAndOrder)
_AWAY = {mx.Surveil: "graveyard", mx.Scry: "bottom", mx.LookAndOrder: ORDER_ONLY}


@handles(*LIBRARY_EFFECTS)
def perform_library(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    assert isinstance(e, LIBRARY_EFFECTS)
    n = amount(game, ctx, e.amount)
    return [LookAtTop(p, n, _AWAY[type(e)]) for p in players(game, ctx, e.who) if n > 0]


@handles(mx.PutOnTop)
def put_on_top(game: Kernel, ctx: Ctx, e: mx.PutOnTop) -> None:
    """CR 401.4: on top of its owner's library."""
    for r in objects(game, ctx, e.what):
        game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "top", position="top"))


@handles(mx.PutOnTopOrBottom)
def put_on_top_or_bottom(game: Kernel, ctx: Ctx, e: mx.PutOnTopOrBottom) -> list[Step]:
    """CR 401.4: each permanent's owner chooses the top or the bottom of their library."""
    state = st(game)
    return [
        TopOrBottom(state.objects[r].owner, r)
        for r in objects(game, ctx, e.what)
        if state.objects[r].zone == BATTLEFIELD_KEY
    ]


@handles(mx.MillAndRepeat)
def mill_and_repeat(game: Kernel, ctx: Ctx, e: mx.MillAndRepeat) -> list[Step]:
    """CR 701.17a, 608.2c: mill, and repeat while the milled cards share a card type."""
    return [MillAgain(ctx, e)]


class LookAtTop(Step):
    """Surveil or scry N for ``player``: ``away`` is "graveyard" (701.25a), "bottom"
    (701.22a) or, when the cards are only put back in any order, ``ORDER_ONLY`` (401.4).
    First the player decides, card by card from the top, which go away (``sent``) and
    which stay (``kept``); then orders those that stay, naming the next one from the top
    each time (``ordered``)."""

    __slots__ = ("away", "count", "kept", "looked", "ordered", "player", "sent")

    def __init__(self, player: int, count: int, away: str) -> None:
        self.player = player
        self.count = count
        self.away = away
        self.looked: tuple[int, ...] = ()
        self.sent: tuple[int, ...] = ()
        self.kept: tuple[int, ...] = ()
        self.ordered: tuple[int, ...] = ()

    @property
    def rule(self) -> str:
        return {"graveyard": "701.25a", "bottom": "701.22a"}.get(self.away, "401.4")

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not self.looked:
            library = state.zones[zkey(Zone.LIBRARY, self.player)]
            self.looked = tuple(reversed(library[-self.count :]))  # top first
            if not self.looked:
                return None
            game.note(self.rule, f"look.{self.away}", ("p", self.player), len(self.looked))
            if self.away == ORDER_ONLY:
                self.kept = self.looked
        undecided = [r for r in self.looked if r not in self.sent and r not in self.kept]
        if undecided:
            r = undecided[0]
            opts = (
                Option(f"keep:{r}", "opt.keep_on_top", (cref(state, r),)),
                Option(f"away:{r}", f"opt.{self.away}", (cref(state, r),)),
            )
            return Decision(
                self.player, DecisionKind.LOOK, opts, f"ask.look_{self.away}", (cref(state, r),)
            )
        rest = [r for r in self.kept if r not in self.ordered]
        if len(rest) > 1:  # CR 701.25a, 701.22a: the rest on top in any order
            order = tuple(Option(f"top:{r}", "opt.next_on_top", (cref(state, r),)) for r in rest)
            return Decision(self.player, DecisionKind.ORDER, order, "ask.order_top")
        self._finish(game, self.ordered + tuple(rest))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)
        r = opt.num()
        if opt.verb == "away":
            self.sent = (*self.sent, r)
        elif opt.verb == "keep":
            self.kept = (*self.kept, r)
        else:
            self.ordered = (*self.ordered, r)
        game.push(self)

    def _finish(self, game: Kernel, top_first: tuple[int, ...]) -> None:
        if self.away == "graveyard":
            game.emit_all([ZoneChange(r, Zone.GRAVEYARD, self.rule, "surveil") for r in self.sent])
        for r in self.sent if self.away == "bottom" else ():
            bottom = ZoneChange(r, Zone.LIBRARY, self.rule, "bottom_hidden", position="bottom")
            bottom.hidden = True
            game.emit(bottom)
        for r in reversed(top_first):  # the last put back ends on top
            game.emit(ZoneChange(r, Zone.LIBRARY, self.rule, "top", quiet=True))
        if top_first:
            game.note(self.rule, "look.kept", ("p", self.player), len(top_first))


serializable(LookAtTop)


class OrderOnBottom(Step):
    """CR 401.4: ``player`` puts ``cards`` on the bottom of their library in any order: they
    name the cards one at a time, each going under those already put there; the last one
    left goes last, with no choice."""

    __slots__ = ("cards", "player")

    def __init__(self, player: int, cards: tuple[int, ...]) -> None:
        self.player = player
        self.cards = cards

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        left = [r for r in self.cards if r in state.objects]
        if len(left) > 1:
            opts = tuple(Option(f"bottom:{r}", "opt.to_bottom", (cref(state, r),)) for r in left)
            return Decision(self.player, DecisionKind.ORDER, opts, "ask.to_bottom")
        for r in left:
            game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "bottom_order", position="bottom"))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        r = OptionId.parse(option.id).num()
        game.emit(ZoneChange(r, Zone.LIBRARY, "401.4", "bottom_order", position="bottom"))
        self.cards = tuple(c for c in self.cards if c != r)
        game.push(self)


serializable(OrderOnBottom)


class TopOrBottom(Step):
    """CR 401.4: the owner puts the permanent on top of or at the bottom of their library,
    as they choose."""

    __slots__ = ("obj", "owner")

    def __init__(self, owner: int, obj: int) -> None:
        self.owner = owner
        self.obj = obj

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if self.obj not in state.objects:
            return None
        what = (cref(state, self.obj),)
        opts = (
            Option(f"top:{self.obj}", "opt.library_top", what),
            Option(f"bottom:{self.obj}", "opt.library_bottom", what),
        )
        return Decision(self.owner, DecisionKind.TOP_OR_BOTTOM, opts, "ask.top_or_bottom", what)

    def answer(self, game: Kernel, option: Option) -> None:
        where = OptionId.parse(option.id).verb
        if where == "bottom":
            game.emit(ZoneChange(self.obj, Zone.LIBRARY, "401.4", "bottom", position="bottom"))
        else:
            game.emit(ZoneChange(self.obj, Zone.LIBRARY, "401.4", "library_top"))


serializable(TopOrBottom)


def _share_a_type(game: Kernel, milled: list[int]) -> bool:
    """Do the milled cards (in the graveyard now, CR 701.17c) share a card type?"""
    state = st(game)
    found = [state.objects[r] for r in milled if r in state.objects]
    if len(found) < 2:
        return False
    common = set(chars(game, found[0]).types)
    for obj in found[1:]:
        common &= set(chars(game, obj).types)
    return bool(common)


class MillAgain(Step):
    """ "Mill N cards. If N cards that share a card type were milled this way, <effects>
    and repeat this process" (CR 701.17a, 608.2c): one round per run."""

    __slots__ = ("ctx", "effect")

    def __init__(self, ctx: Ctx, effect: mx.MillAndRepeat) -> None:
        self.ctx = ctx
        self.effect = effect

    def run(self, game: Kernel) -> Decision | None:

        state = st(game)
        library = state.zones[zkey(Zone.LIBRARY, self.ctx.controller)]
        n = self.effect.amount
        top = list(reversed(library[-n:])) if n > 0 else []
        moved = game.emit_all([ZoneChange(r, Zone.GRAVEYARD, "701.17a", "mill") for r in top])
        milled = [m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.GRAVEYARD]
        if len(milled) == n and _share_a_type(game, milled):
            game.note("608.2c", "mill.shared", ("p", self.ctx.controller))
            game.push(self, RunEffects(self.ctx, self.effect.effects))
        else:
            game.note("608.2c", "mill.stop", ("p", self.ctx.controller))
        return None


serializable(MillAgain)


register_messages(
    {
        "look.graveyard": ("{0} escruta {1}.", "{0} surveils {1}."),
        "look.bottom": ("{0} adivina {1}.", "{0} scries {1}."),
        "look.order": (
            "{0} mira {1:carta|cartas} de la parte superior de su biblioteca.",
            "{0} looks at {1:card|cards} from the top of their library.",
        ),
        "look.kept": (
            "{0} deja {1:carta|cartas} en la parte superior de su biblioteca.",
            "{0} leaves {1:card|cards} on top of their library.",
        ),
        "zone.surveil": ("{0:El} va al cementerio de {1}.", "{0} goes to {1}'s graveyard."),
        "opt.keep_on_top": ("Dejar {0} arriba", "Keep {0} on top"),
        "opt.graveyard": ("Poner {0} en el cementerio", "Put {0} into the graveyard"),
        "opt.bottom": ("Poner {0} en el fondo", "Put {0} on the bottom"),
        "opt.next_on_top": ("{0} (la siguiente desde arriba)", "{0} (next from the top)"),
        "ask.look_graveyard": ("Escrutar: ¿dónde va {0:el}?", "Surveil: where does {0} go?"),
        "ask.look_bottom": ("Adivinar: ¿dónde va {0:el}?", "Scry: where does {0} go?"),
        "ask.order_top": (
            "Elige la carta que queda más arriba de las que quedan.",
            "Choose the card to be on top of those left.",
        ),
        "zone.top": (
            "{0:El} se pone en la parte superior de la biblioteca de {1}.",
            "{0} is put on top of {1}'s library.",
        ),
        "zone.bottom_order": (
            "Una carta se pone en el fondo de la biblioteca de {1}.",
            "A card is put on the bottom of {1}'s library.",
        ),
        "zone.look_battlefield": (
            "{1} pone {0:el} en el campo de batalla.",
            "{1} puts {0} onto the battlefield.",
        ),
        "opt.to_bottom": ("Poner {0:el} en el fondo", "Put {0} on the bottom"),
        "ask.to_bottom": (
            "Elige la siguiente carta que pones en el fondo de tu biblioteca.",
            "Choose the next card to put on the bottom of your library.",
        ),
        "zone.library_top": (
            "{0:El} va a la parte superior de la biblioteca de su propietario.",
            "{0} is put on top of its owner's library.",
        ),
        "opt.library_top": ("Poner {0} en la parte superior", "Put {0} on top"),
        "opt.library_bottom": ("Poner {0} en el fondo", "Put {0} on the bottom"),
        "ask.top_or_bottom": (
            "¿Pones {0:el} en la parte superior o en el fondo de tu biblioteca?",
            "Put {0} on the top or the bottom of your library?",
        ),
        "opt.exile_from_graveyard": ("Exiliar {0}", "Exile {0}"),
        "ask.exile_from_graveyard": (
            "Coste adicional: elige una carta de tu cementerio para exiliar ({0} más).",
            "Additional cost: choose a card in your graveyard to exile ({0} to go).",
        ),
        "mill.shared": (
            "Las cartas molidas comparten un tipo de carta: {0} repite el proceso.",
            "The milled cards share a card type: {0} repeats the process.",
        ),
        "mill.stop": (
            "Las cartas molidas no comparten un tipo de carta: el proceso termina.",
            "The milled cards share no card type: the process ends.",
        ),
    }
)
