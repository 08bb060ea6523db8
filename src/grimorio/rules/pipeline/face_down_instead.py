"""A replacement effect that turns a permanent face down instead (CR 614.1a; I-613.1a;
``dsl.replacements.TurnFaceDownInstead``): "if this would be destroyed, instead turn it
face down" (I-110.6e's *Pacificadora barahai*).

The event it replaces — a move out of play, a destruction (CR 701.8c; I-701.6) — becomes
the shared :class:`~grimorio.rules.events.status.TurnFaceDown`: the permanent stays where
it is, the same object, tapped or untapped as it was (CR 110.5c; I-110.6e), and is what a
face-down card of its game is (708.2a; in Inferno a resource, I-305.5, which nobody may
look at, I-305.2: ``rules/view.py``, ``text/refs.py``, ``rules/determinize.py``). What the
replaced event would have done is not done: nothing left play, so nothing that waits for a
card leaving play or being destroyed triggers (CR 603.6c; I-603.6c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.rules.events.objects import ZoneChange, cref, source_ref
from grimorio.rules.events.status import TurnFaceDown
from grimorio.rules.state.state import st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def turned_down_instead(
    game: Kernel, ev: Event, rule: str, source: int, source_card: str
) -> Event | None:
    """CR 614.1a: what happens instead of ``ev`` by the effect of ``source`` (its card
    ``source_card``), logged with ``rule``: the object ``ev`` would have moved is turned
    face down where it is (708.2a; I-110.6e). None — nothing happens — for an event about
    no object of the battlefield."""
    state = st(game)
    if not isinstance(ev, ZoneChange) or ev.obj not in state.objects:
        return None
    game.note(
        rule, "replaced.turn_down", source_ref(state, source_card, source), cref(state, ev.obj)
    )
    return TurnFaceDown(ev.obj)


register_messages(
    {
        "replaced.turn_down": (  # CR 614.1a
            "Por el efecto {0:del}, {1:el} se pone boca abajo en vez de eso.",
            "Because of {0}'s effect, {1} is turned face down instead.",
        ),
    }
)
