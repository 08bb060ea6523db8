"""Revealing the first card a player draws each turn (CR 701.20a; Inferno's *mostrar*,
I-701.13a), for the static ability that says so (``dsl.abilities.RevealFirstDraw``), and
the triggered abilities linked to it, which see only what it reveals (CR 607.2h; I-603.10,
I-606.2f: ``dsl.triggers.RevealsThisWay``, matched in ``triggers.py``).

After a group of events (``rules/turn/hooks.settle``), each card drawn as its player's first
of the turn is revealed once for each permanent of theirs with that static ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.abilities import RevealFirstDraw
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import Draw, revealed_ref
from grimorio.rules.state.state import st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class CardRevealed(Event):
    """CR 701.20a; I-701.13a: ``player`` reveals the card ``obj`` to every player, by the
    ability of the object ``by`` (for the abilities linked to it, 607.2h; I-606.2f)."""

    __slots__ = ("by", "obj", "player")
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, player: int, obj: int, by: int, rule: str = "701.20a") -> None:
        self.player = player
        self.obj = obj
        self.by = by
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        card = st(game).objects[self.obj].card
        return LogEntry(
            self.rule, "reveal.draw", (("p", self.player), revealed_ref(card, self.obj))
        )


serializable(CardRevealed)


def reveal_first_draws(game: Kernel, events: list[Event]) -> None:
    """CR 701.20a: the first card each player drew this turn, among ``events``, is revealed
    for each permanent of theirs whose static ability says so."""
    state = st(game)
    shown: list[Event] = []
    for ev in events:
        if not (isinstance(ev, Draw) and ev.nth == 1 and ev.card in state.objects):
            continue
        for oid in state.zones[BATTLEFIELD_KEY]:
            obj = state.objects[oid]
            if obj.controller == ev.player and any(
                isinstance(a, RevealFirstDraw) for a in chars(game, obj).abilities
            ):
                shown.append(CardRevealed(ev.player, ev.card, oid))
    if shown:
        game.emit_all(shown)


register_messages(
    {
        "reveal.draw": ("{0} muestra {1:el}.", "{0} reveals {1}."),
        "reveal.draw@inferno": ("{0} muestra {1:el}.", "{0} shows {1}."),
    }
)
