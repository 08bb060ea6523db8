"""Miracle (CR 702.94): "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost" (702.94a).

* Which card a player draws first each turn is counted only in a game where some card has
  miracle or gives it (:class:`DrawCounted`, a record of the turn, no log line); drawing
  several cards is drawing them one at a time (121.2), so only the first can be revealed.
* A card so drawn that has miracle — its own, or one a permanent its owner controls gives it
  ("each enchantment card in your hand has miracle", ``CardsHave``) — may be revealed: its
  player is asked as soon as the event that drew it is done (:class:`MiracleReveal`). The
  question is asked only about a card with miracle: its player may always decline, and
  the card stays hidden.
* Revealed, it is shown to every player (701.20a) and stays revealed until the ability
  leaves the stack (702.94b); the miracle ability triggers, with its cost locked in as it
  triggers — "its mana cost minus {4}" for the door cast, if it is a Room — and as it
  resolves the player may cast the card, if it is still in their hand, ignoring the timing
  its type allows (``dsl.casting_abilities.CastThisNow``, ``rules/casting/play_now.py``).
  Not cast then, it can't be cast for its miracle cost later (release notes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.decisions import Decision, Option
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.casting_abilities import miracle_trigger
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.casting.keyword_costs import (
    MIRACLES,
    kinds_in_game,
    miracle_less,
    miracle_of,
    miracle_text,
)
from grimorio.rules.events.objects import Draw, cref
from grimorio.rules.events.stack import TriggerFires
from grimorio.rules.pipeline.reveals import CardRevealed
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


OPENING_HAND = "103.5"  # the rule of the draws of the opening hands and of mulligans


def drawn_key(player: int) -> str:
    """Where this turn's record counts the cards ``player`` drew (CR 121.2)."""
    return f"drawn:{player}"


class DrawCounted(Event):
    """One more card ``player`` drew this turn, counted for miracle (CR 702.94a, 121.2)."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, player: int, rule: str = "702.94a") -> None:
        self.player = player
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).tally(drawn_key(self.player))
        return None


serializable(DrawCounted)


def miracle_draws(game: Kernel, events: list[Event]) -> None:
    """CR 702.94a: count the cards drawn in ``events``; a player's first card of the turn
    that has miracle may be revealed — asked as soon as the current step is done."""
    if not kinds_in_game(game) & MIRACLES:
        return
    state = st(game)
    for ev in events:
        if not (isinstance(ev, Draw) and ev.drew) or ev.rule == OPENING_HAND:
            continue  # the opening hands are drawn before any turn (CR 103.5)
        first = state.turn_counts.get(drawn_key(ev.player), 0) == 0
        game.emit(DrawCounted(ev.player))
        obj = state.objects.get(ev.card)
        if not first or obj is None or obj.zone != zkey(Zone.HAND, ev.player):
            continue
        way = miracle_of(game, ev.player, obj)
        if way:
            game.interrupt(MiracleReveal(ev.player, ev.card, way))


class MiracleReveal(Step):
    """CR 702.94a: ``player`` may reveal ``card``, the first card they drew this turn, for
    its miracle ability (``way``: how the spell would be cast). Revealed, the ability
    triggers."""

    __slots__ = ("card", "player", "way")

    def __init__(self, player: int, card: int, way: str) -> None:
        self.player = player
        self.card = card
        self.way = way

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.card)
        if obj is None or obj.zone != zkey(Zone.HAND, self.player):
            return None  # it has left the hand: it can't be revealed "as you draw it"
        cost: object = miracle_text(get(obj.card), self.way)
        if not cost:  # a Room: each door's own mana cost, less {N}
            cost = ("m", "miracle.door_cost", (miracle_less(self.way),))
        opts = (Option("yes", "opt.miracle_reveal"), Option("no", "opt.miracle_keep"))
        args = (cref(state, obj.id), cost)
        return Decision(self.player, DecisionKind.MAY, opts, "ask.miracle", args)

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id != "yes":
            return
        state = st(game)
        obj = state.objects[self.card]
        d = get(obj.card)
        # CR 701.20a, 702.94b: shown to every player, until the ability leaves the stack
        game.emit(CardRevealed(self.player, obj.id, obj.id, "702.94a"))
        cost = miracle_text(d, self.way)
        if cost:
            ability = miracle_trigger(self.way, cost)
        else:  # a Room: each door's mana cost, less {N} (release notes: the door cast)
            less = miracle_less(self.way)
            ability = miracle_trigger(
                self.way,
                f"el coste de maná de la puerta que lances menos {{{less}}}",
                f"the mana cost of the door you cast minus {{{less}}}",
            )
        pending = PendingTrigger(ability, obj.id, obj.card, self.player, (obj.id,), self.player)
        game.emit(TriggerFires(pending, "702.94a"))


serializable(MiracleReveal)


register_messages(
    {
        "ask.miracle": (
            "Milagro: ¿muestras {0:el}, la primera carta que robaste este turno, para poder "
            "lanzarla por {1}?",
            "Miracle: reveal {0}, the first card you drew this turn, to be able to cast it "
            "for {1}?",
        ),
        "opt.miracle_reveal": ("Mostrarla (milagro)", "Reveal it (miracle)"),
        "opt.miracle_keep": ("No mostrarla", "Don't reveal it"),
        "miracle.door_cost": (
            "el coste de maná de la puerta que lances menos {{{0}}}",
            "the mana cost of the door you cast minus {{{0}}}",
        ),
    }
)
