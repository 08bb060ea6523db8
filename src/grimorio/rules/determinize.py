"""A game as one player may imagine it: the cards that player cannot see replaced by a
sample consistent with what they can see (DESIGN principle 7; CR 400.2, 401.2, 402.3,
708.5, 406.3).

What a player cannot see of a card is which card it is; where it is, who owns it, and the
status and counters of a face-down permanent are public. So a determinization keeps every
object where it is and redistributes only the card identities of the hidden objects of
each owner among those objects, at random:

- every library, in full (CR 401.2: nobody may look at the cards of a library, and its
  order is unknown to everyone);
- the other players' hands (CR 402.3);
- face-down permanents the player may not look at (CR 708.5), and face-down cards in
  exile (CR 406.3).

The cards that can fill those places are the ones they really hold, because the decklists
are assumed to be open (as in an event with open decklists): a player who knows the
opponent's list and every card they have seen knows which cards remain hidden, though not
where. Objects named by the player's own pending decision are known to that player (cards
they are looking at) and keep their identity. The random number generator is reseeded, so
shuffles and die rolls in the imagined future are not the real ones, and the log (which
names hidden cards) is emptied.

Two games that differ only in hidden cards give equal determinizations with equal seeds:
``tests/agents/test_hidden_information.py`` proves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.rng import Rng
from grimorio.dsl.games import controller_sees_face_down
from grimorio.dsl.zones import Zone, kind_of
from grimorio.rules.view import library_top_seen, may_look
from grimorio.text.refs import is_card_ref, shown_key

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.state.state import MtgState


def hidden_from(game: Kernel, player: int) -> list[int]:
    """The ids of the objects whose identity ``player`` cannot see, in id order."""
    state: MtgState = game.state  # type: ignore[assignment]
    known = _named_in_decision(state, player)
    top = library_top_seen(game, player)  # CR 401.2: "look at the top card any time"
    if top is not None:
        known.add(top)
    hidden: list[int] = []
    for oid, obj in state.objects.items():
        if oid in known:
            continue
        kind = kind_of(obj.zone)
        if kind == Zone.LIBRARY:
            hidden.append(oid)
        elif kind == Zone.HAND:
            if obj.owner != player:
                hidden.append(oid)
        elif obj.face_down and (
            kind == Zone.EXILE
            or (
                kind == Zone.BATTLEFIELD
                and (
                    obj.controller != player
                    or not controller_sees_face_down(get(obj.card).game)  # I-305.2
                )
                and not may_look(game, obj, player)
            )
        ):
            hidden.append(oid)
    hidden.sort()
    return hidden


def resample(game: Kernel, player: int, rng: Rng) -> None:
    """Redistribute, in place, the hidden cards of each owner among that owner's hidden
    objects, reseed the game's generator from ``rng`` and forget the log."""
    state: MtgState = game.state  # type: ignore[assignment]
    by_owner: dict[int, list[int]] = {}
    for oid in hidden_from(game, player):
        by_owner.setdefault(state.objects[oid].owner, []).append(oid)
    for owner in sorted(by_owner):
        slots = by_owner[owner]
        cards = sorted(state.objects[o].card for o in slots)  # what they are, not where
        rng.shuffle(cards)
        for oid, card in zip(slots, cards, strict=True):
            state.objects[oid].card = card
    state.rng = Rng(rng.next64())
    state.log = []
    state.cause = -1  # it named an entry of the log forgotten
    state.version += 1


def _named_in_decision(state: MtgState, player: int) -> set[int]:
    """Objects that the player's own pending decision shows them (option arguments): not
    those it names as hidden from them — a resource to pay with (I-305.2), another
    player's face-down permanent to target (CR 708.5) — whose card they still can't see."""
    pending = state.pending
    if pending is None or pending.player != player:
        return set()
    named: set[int] = set()
    for option in pending.options:
        for arg in option.args:
            if is_card_ref(arg) and (len(arg) == 3 or shown_key(arg, player)[1] is not None):
                named.add(arg[2])
    return named
