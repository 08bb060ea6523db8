"""Effects on hidden zones (CR 400.2):

* ``ChooseDiscard`` — "look at target player's hand. You may choose a nonland card from it.
  That player discards that card" (701.9b: another player chooses the card discarded). The
  hand is shown to the chooser only, in their decision; the discard itself is public.
* ``ExileLibrary`` — "each player exiles all but the bottom six cards of their library face
  down" (406.3): the cards are exiled face down, together; no player may look at them, so
  the log says only how many cards each player exiled, never which.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_hidden as hx
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, players
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import matches
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

HIDDEN_EFFECTS = hx.HIDDEN_EFFECTS


@handles(*HIDDEN_EFFECTS)
def perform_hidden(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``HIDDEN_EFFECTS``; return the steps that ask."""
    state = st(game)
    if isinstance(e, hx.ChooseDiscard):
        return [
            ChooseFromHand(ctx.controller, p, e.filter, e.may)
            for p in players(game, ctx, e.who)
            if not state.player(p).lost
        ]
    assert isinstance(e, hx.ExileLibrary)
    moves: list[Event] = []
    counts: list[tuple[int, int]] = []
    for p in players(game, ctx, e.who):
        library = state.zones[zkey(Zone.LIBRARY, p)]  # bottom first: the top is the last
        exiled = library[e.keep :]
        if not exiled:
            continue  # CR 406.3: nothing to exile (release notes: six or fewer cards)
        counts.append((p, len(exiled)))
        for r in reversed(exiled):
            moves.append(
                ZoneChange(r, Zone.EXILE, "406.3", "exile", face_down=e.face_down, quiet=True)
            )
    for p, n in counts:  # the summary: how many, not which (CR 406.3)
        key = "exile.library.face_down" if e.face_down else "exile.library"
        game.note("406.3", key, ("p", p), n)
    game.emit_all(moves)
    return []


class ChooseFromHand(Step):
    """CR 701.9b: ``chooser`` looks at ``player``'s hand and may choose a card that matches
    ``filter``; ``player`` discards it."""

    __slots__ = ("chooser", "filter", "may", "player")

    def __init__(self, chooser: int, player: int, f: Filter, may: bool = True) -> None:
        self.chooser = chooser
        self.player = player
        self.filter = f
        self.may = may

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        hand = list(state.zones[zkey(Zone.HAND, self.player)])
        f = dataclasses.replace(self.filter, zone=Zone.HAND)
        fits = [r for r in hand if matches(game, f, r, self.chooser, None)]
        game.note("701.9b", "look.hand", ("p", self.chooser), ("p", self.player))
        if not fits:
            return None
        opts = [Option(f"discard:{r}", "opt.discard", (cref(state, r),)) for r in fits]
        if self.may:
            opts.append(Option("none", "opt.choose_nothing"))
        shown = ("l", *(cref(state, r) for r in hand))  # the whole hand, to the chooser only
        return Decision(
            self.chooser,
            DecisionKind.DISCARD,
            tuple(opts),
            "ask.choose_discard",
            (("p", self.player), shown),
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "none":
            return
        game.emit(ZoneChange(OptionId.parse(option.id).num(), Zone.GRAVEYARD, "701.9b", "discard"))


serializable(ChooseFromHand)


register_messages(
    {
        "look.hand": ("{0} mira la mano de {1}.", "{0} looks at {1}'s hand."),
        "ask.choose_discard": (
            "Mano de {0}: {1}. Elige la carta que descarta.",
            "{0}'s hand: {1}. Choose the card they discard.",
        ),
        "opt.choose_nothing": ("No elegir ninguna", "Choose none"),
        "opt.done_discarding": (
            "Terminar de descartar ({0} elegidas)",
            "Done discarding ({0} chosen)",
        ),
        "exile.library.face_down": (
            "{0} exilia boca abajo {1:carta|cartas} de su biblioteca.",
            "{0} exiles {1:card|cards} from their library face down.",
        ),
        "exile.library": (
            "{0} exilia {1:carta|cartas} de su biblioteca.",
            "{0} exiles {1:card|cards} from their library.",
        ),
    }
)
