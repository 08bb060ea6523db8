"""The state-based actions both games have (CR 704.5d–e; I-705.5d–e), and the end of the
game they may bring (104.2a, 104.4a; I-104.2a, I-104.4a): each game's list of actions
(Magic's ``grimorio.mtg.turn.sba``, Inferno's ``grimorio.inferno.sba``) calls them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY
from grimorio.rules.events.game import GameEnds
from grimorio.rules.events.objects import CeaseToExist
from grimorio.rules.state.state import EndReason, Result, st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def tokens_and_copies(game: Kernel) -> list[int]:
    """The ids of the objects that are tokens or copies of cards, wherever they are.

    An object is made a token or a copy only as it is made (``zones.move``, ``zones.create``
    and the events that call it), and every object made takes a new id, counted by
    ``state.next_id``: so the list is kept by the kernel (:class:`_Made`) and only the
    objects made since it was last brought up to date are looked at. An object that has
    ceased to exist since stays listed (the caller looks it up). Another state (a copy put
    in, or one whose count of ids is behind) is looked at whole."""
    state = st(game)
    made = game.remembered("tokens_and_copies", None, _Made)
    if made.state is not state or made.upto > state.next_id:
        made.state, made.upto, made.ids = state, 0, []
    if made.upto < state.next_id:
        objects = state.objects
        for i in range(made.upto, state.next_id):
            obj = objects.get(i)
            if obj is not None and (obj.token or obj.is_copy):
                made.ids.append(i)
        made.upto = state.next_id
    return made.ids


class _Made:
    """The tokens and copies of cards a state has made (:func:`_tokens_and_copies`): their
    ids, among the ids below ``upto``."""

    __slots__ = ("ids", "state", "upto")

    def __init__(self) -> None:
        self.state: object = None
        self.upto = 0
        self.ids: list[int] = []


def ceasing_to_exist(game: Kernel) -> list[Event]:
    """CR 704.5d; I-705.5d: a token in a zone other than the battlefield ceases to exist;
    704.5e, I-705.5e: so does a copy of a card outside the stack and the battlefield. In
    the order of the zones and of each zone's objects (the whole scan is done only when
    there is such an object)."""
    state = st(game)
    objects = state.objects
    for i in tokens_and_copies(game):
        obj = objects.get(i)
        if obj is not None and obj.zone != BATTLEFIELD_KEY and (obj.token or obj.zone != STACK_KEY):
            break
    else:
        return []
    events: list[Event] = []
    for key, ids in state.zones.items():
        if key != BATTLEFIELD_KEY:
            events += [CeaseToExist(i, "704.5d") for i in ids if objects[i].token]
        if key != BATTLEFIELD_KEY and key != STACK_KEY:
            events += [CeaseToExist(i, "704.5e") for i in ids if objects[i].is_copy]
    return events


def end_if_decided(game: Kernel, rules: tuple[str, str] = ("104.2a", "104.4a")) -> bool:
    """CR 104.2a / 104.4a; I-104.2a / I-104.4a: one player left wins; nobody left is a
    draw. ``rules`` are the game's numbers of the two rules."""
    state = st(game)
    alive = [p.index for p in state.players if not state.player(p.index).lost]
    if len(alive) == len(state.players):
        return False
    if alive and len(alive) == 1:
        game.emit(GameEnds(Result(alive[0], EndReason.LAST_PLAYER, rules[0])))
    elif not alive:
        game.emit(GameEnds(Result(None, EndReason.ALL_LOST, rules[1])))
    return state.result is not None


def checked(game: Kernel) -> bool:
    """Has a check found nothing to do in this very state (CR 704.3; I-705.3)? Then a new one
    would find nothing either."""
    return bool(game.derived().get(_CHECKED))


def note_checked(game: Kernel) -> None:
    """A check found nothing to do in this state (:func:`checked`)."""
    game.derived()[_CHECKED] = True


_CHECKED = "sba_checked"
