"""Optional replacement effects that move an object elsewhere (CR 614.1a, 616.1; I-613):
"you may put it into <to> instead" (``dsl.replacements.MayMoveInstead``).

* A card's own replacement ability about leaving a zone other than the battlefield works
  from that zone (CR 113.6b; I-113.5b): "if this card would be put into your graveyard from
  your library, you may exile it instead" works while the card is in its owner's library
  (I-702.9a, *vínculo*). :func:`own_replacements` finds those of the object about to move.
* As the event would happen, the effect's controller ("you") — for a card's own ability
  out of play, its owner (CR 108.4a; I-108.4a) — chooses whether the effect applies
  (:class:`MayMove`); if they decline, it doesn't, and the other effects that apply still
  may (616.1f). A card that would go from a hidden zone to a public one either way is
  shown as they choose (CR 701.20a).
* Moved this way, the object is where the effect put it, and the reflexive triggered
  ability the effect carries triggers (CR 603.12; I-702.9b), its source the object where it
  went (I-113.6) — only for this effect's move: an effect that puts the object there
  directly triggers nothing (I-702.9d–e).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import replacements as rp
from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.triggers import Done
from grimorio.dsl.zones import Zone, kind_of
from grimorio.rules.events.objects import ZoneChange, cref, revealed_ref
from grimorio.rules.events.stack import TriggerFires
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

HIDDEN_ZONES = (Zone.LIBRARY, Zone.HAND)  # CR 401.2, 402.3; I-401, I-402

# A card's own replacement abilities about leaving a zone other than the battlefield, by
# card key: (the zone, ability index, ability) — a card's abilities are data, never changed.
_OWN: dict[str, tuple[tuple[str, int, rp.Replacement], ...]] = {}


def own_replacements(card: str, zone: Zone) -> list[tuple[int, rp.Replacement]]:
    """CR 113.6b, I-113.5b: the replacement abilities of ``card`` that work while it is in
    ``zone`` (not the battlefield) — those about itself leaving that zone ("if this card
    would be put into the graveyard from your library"), as (ability index, ability)."""
    found = _OWN.get(card)
    if found is None:
        found = _OWN[card] = tuple(
            (a.pattern.from_, n, a)
            for n, a in enumerate(get(card).abilities)
            if isinstance(a, rp.Replacement)
            and isinstance(a.pattern, rp.WouldMove)
            and a.pattern.what is None
            and a.pattern.from_ is not None
            and a.pattern.from_ != Zone.BATTLEFIELD
        )
    return [(n, a) for where, n, a in found if where == zone] if found else []


class MayMove(Step):
    """CR 614.1a, 616.1: ``player``, the controller of the optional replacement effect
    ``change`` (of ``source``), chooses whether it applies to ``event``; the effects
    already applied to it are ``applied``, and ``extra`` the events that come with it."""

    __slots__ = ("applied", "change", "event", "extra", "player", "source", "source_card")

    def __init__(
        self,
        event: ZoneChange,
        applied: tuple[object, ...],
        extra: tuple[Event, ...],
        change: rp.MayMoveInstead,
        source: int,
        source_card: str,
        player: int,
    ) -> None:
        self.event = event
        self.applied = applied
        self.extra = extra
        self.change = change
        self.source = source
        self.source_card = source_card
        self.player = player

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.event.obj)
        if obj is None or not self.event.possible(game):
            game.commit(list(self.extra))
            return None
        public = (self.event.to, self.change.to)
        if kind_of(obj.zone) in HIDDEN_ZONES and not any(z in HIDDEN_ZONES for z in public):
            # going from a hidden zone to a public one either way: shown now (CR 701.20a)
            game.note(self.change.rule or "701.20a", "reveal", revealed_ref(obj.card, obj.id))
        opts = (Option("yes", "opt.yes"), Option("no", "opt.no"))
        key = f"ask.move_instead.{Zone(self.change.to).value}"
        return Decision(self.player, DecisionKind.MAY, opts, key, (cref(state, obj.id),))

    def answer(self, game: Kernel, option: Option) -> None:
        ev = copy.copy(self.event)
        moved = option.id == "yes"
        if moved:
            ev.to = Zone(self.change.to)
            ev.how = self.change.how or ("exile" if ev.to == Zone.EXILE else ev.how)
            ev.rule = self.change.rule or "614.1a"
        out = game.rules.replace(game, ev, self.applied)  # CR 616.1f: what still applies
        done = game.commit([*out, *self.extra])
        if moved and self.change.then:
            self._reflexive(game, done)

    def _reflexive(self, game: Kernel, done: list[Event]) -> None:
        """CR 603.12, I-702.9b: moved this way, the ability it carries triggers."""
        moved = next(
            (
                d
                for d in done
                if isinstance(d, ZoneChange)
                and d.obj == self.event.obj
                and d.to == self.change.to
                and d.new_id
            ),
            None,
        )
        if moved is None:
            return  # another effect put it elsewhere: it wasn't moved this way
        for mode in self.change.then:
            assert isinstance(mode, Mode)
            ability = Triggered(Done(), mode, keyword=self.change.keyword, zone=self.change.to)
            pending = PendingTrigger(
                ability, moved.new_id, moved.card, self.player, (moved.new_id,), self.player
            )
            game.emit(TriggerFires(pending, self.change.rule or "603.12"))


serializable(MayMove)


register_messages(
    {
        "ask.move_instead.exile": (
            "¿Exiliar {0:el} en vez de eso?",
            "Exile {0} instead?",
        ),
        "ask.move_instead.graveyard": (
            "¿Poner {0:el} en el cementerio en vez de eso?",
            "Put {0} into the graveyard instead?",
        ),
        "ask.move_instead.graveyard@inferno": (
            "¿Poner {0:el} en el infierno en vez de eso?",
            "Put {0} into the Infierno instead?",
        ),
        "ask.move_instead.hand": (
            "¿Poner {0:el} en la mano en vez de eso?",
            "Put {0} into the hand instead?",
        ),
        "ask.move_instead.library": (
            "¿Poner {0:el} en la biblioteca en vez de eso?",
            "Put {0} into the library instead?",
        ),
        "ask.move_instead.library@inferno": (
            "¿Poner {0:el} en el mazo en vez de eso?",
            "Put {0} into the deck instead?",
        ),
        "ask.move_instead.battlefield": (
            "¿Poner {0:el} en el campo de batalla en vez de eso?",
            "Put {0} onto the battlefield instead?",
        ),
        "ask.move_instead.battlefield@inferno": (
            "¿Poner {0:el} en juego en vez de eso?",
            "Put {0} into play instead?",
        ),
    }
)
