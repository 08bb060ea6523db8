"""Keyword actions that look at the top of a library and sort it: surveil (CR 701.25) and
scry (701.22). The player looks at the top N cards (hidden from the others), decides for
each, from the top, whether it goes away — into the graveyard (surveil) or to the bottom
(scry) — and then orders the rest on top, one card at a time from the top."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.zones import Zone
from grimorio.mtg.events.objects import ZoneChange, cref
from grimorio.mtg.state.decision_kinds import DecisionKind
from grimorio.mtg.state.state import st
from grimorio.mtg.state.zones import zkey
from grimorio.mtg.vocabulary.context import Ctx, amount, players
from grimorio.mtg.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

LIBRARY_EFFECTS = (mx.Surveil, mx.Scry)


@handles(*LIBRARY_EFFECTS)
def perform_library(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    assert isinstance(e, LIBRARY_EFFECTS)
    n = amount(game, ctx, e.amount)
    away = "graveyard" if isinstance(e, mx.Surveil) else "bottom"
    return [LookAtTop(p, n, away) for p in players(game, ctx, e.who) if n > 0]


@serializable
class LookAtTop(Step):
    """Surveil or scry N for ``player``: ``away`` is "graveyard" (701.25a) or "bottom"
    (701.22a). First the player decides, card by card from the top, which go away
    (``sent``) and which stay (``kept``); then orders those that stay, naming the next one
    from the top each time (``ordered``)."""

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
        return "701.25a" if self.away == "graveyard" else "701.22a"

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not self.looked:
            library = state.zones[zkey(Zone.LIBRARY, self.player)]
            self.looked = tuple(reversed(library[-self.count :]))  # top first
            if not self.looked:
                return None
            game.note(self.rule, f"look.{self.away}", ("p", self.player), len(self.looked))
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


register_messages(
    {
        "look.graveyard": ("{0} escruta {1}.", "{0} surveils {1}."),
        "look.bottom": ("{0} adivina {1}.", "{0} scries {1}."),
        "look.kept": (
            "{0} deja {1} cartas en la parte superior de su biblioteca.",
            "{0} leaves {1} cards on top of their library.",
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
    }
)
