"""Zones (CR 400–408): keys, ownership and the one function that moves objects.

Libraries, hands and graveyards belong to a player (key ``"hand/0"``); the battlefield,
the stack, exile and the command zone are shared. Zone names and keys
(:class:`~grimorio.dsl.zones.Zone`, :func:`~grimorio.dsl.zones.zkey`) are vocabulary,
in ``grimorio.dsl.zones``. Lists are ordered: for a library the
*last* element is the top card (CR 401.2), for the stack the last is the top (405.2).
Only event ``apply`` methods call :func:`move` (DESIGN principle 4).
"""

from __future__ import annotations

from grimorio.dsl.zones import OWNED, SHARED, Zone, zkey
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MtgState


def init_zones(state: MtgState) -> None:
    for p in state.players:
        for z in OWNED:
            state.zones[zkey(z, p.index)] = []
    for z in SHARED:
        state.zones[zkey(z)] = []


def place(state: MtgState, obj: MagicObject, position: str = "top") -> None:
    state.objects[obj.id] = obj
    lst = state.zones[obj.zone]
    if position == "bottom":
        lst.insert(0, obj.id)
    else:
        lst.append(obj.id)


def move(state: MtgState, obj_id: int, zone: Zone | str, position: str = "top") -> MagicObject:
    """Move an object to ``zone`` (a bare zone name); it becomes a new object (CR 400.7).

    Cards go to their owner's library, hand or graveyard (CR 400.3). The new object keeps
    only what 400.7 lets it keep: owner, card, token-ness. Status, counters, damage and
    stack data are gone; on the battlefield it is controlled by its owner unless the
    caller sets otherwise.
    """
    old = state.objects.pop(obj_id)
    state.zones[old.zone].remove(obj_id)
    new = MagicObject(
        state.new_id(),
        old.card,
        old.owner,
        zkey(zone, old.owner),
        state.new_timestamp(),
        # CR 707.10f: a copied permanent spell becomes a token; a copy of a card being cast
        # (707.12) is a copy on the stack
        old.token or (old.is_copy and zone != Zone.STACK),
    )
    new.is_copy = old.is_copy and zone == Zone.STACK
    place(state, new, position)
    return new


def create(
    state: MtgState, card: str, owner: int, zone: Zone | str, token: bool = False
) -> MagicObject:
    """Bring a new object into the game (a card at setup, or a token — CR 111.1)."""
    obj = MagicObject(state.new_id(), card, owner, zkey(zone, owner), state.new_timestamp(), token)
    place(state, obj)
    return obj


def remove(state: MtgState, obj_id: int) -> MagicObject:
    """An object ceases to exist (a token off the battlefield, CR 704.5d; an ability)."""
    old = state.objects.pop(obj_id)
    state.zones[old.zone].remove(obj_id)
    return old
