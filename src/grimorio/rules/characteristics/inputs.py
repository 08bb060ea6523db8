"""What the layer system (CR 613) may read besides the objects in play, their status and
counters, and the continuous effects: so that
:func:`~grimorio.rules.characteristics.reach.signature` lists it only when some effect or
static ability around can read it.

The layer system evaluates the continuous effects of resolved spells and abilities (CR
611.2) and the static abilities of objects in play (604.2): their parts, what they affect
and their "as long as" conditions (611.3a). Those are read here for what, among them, looks
at the rest of the state:

* ``tapped``: a description of tapped or untapped objects ("untapped creatures you control");
* ``elsewhere``: cards in graveyards, exile, hands or libraries ("creature cards in your
  graveyard", delirium, card types among cards in your graveyard; CR 700.4, 205.2a);
* ``life``: life totals ("as long as you have at least 7 life more than your starting life
  total", 119);
* ``active``: whose turn it is ("during your turn");
* ``linked``: what linked abilities remember ("cards exiled with this creature", 607.2a);
* ``entered``: which permanents entered this turn ("as long as this Aura entered this turn");
* ``stack``: spells on the stack (a description of spells: "spells you control are blue").

Every static ability a card in play can have is on its card (or one of its doors, CR 709.5),
on a copy effect's values (707.2) or granted by an effect (613.1f), so reading the cards in
play and the effects finds them all. Other abilities (triggered, activated, ...) are not the
layer system's to evaluate and are not read.
"""

from __future__ import annotations

import dataclasses

from grimorio.cards.registry import get
from grimorio.dsl import values as vx
from grimorio.dsl.abilities import Ability, Static
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import Zone

TAPPED = "tapped"
ELSEWHERE = "elsewhere"
LIFE = "life"
ACTIVE = "active"
LINKED = "linked"
ENTERED = "entered"
STACK = "stack"
ALL = frozenset({TAPPED, ELSEWHERE, LIFE, ACTIVE, LINKED, ENTERED, STACK})

# The values and conditions the layer system evaluates that read the rest of the state
# (``layers.Board._amount``, ``Board._holds``).
_BY_TYPE: dict[type, frozenset[str]] = {
    vx.CardTypesInGraveyard: frozenset({ELSEWHERE}),
    vx.Delirium: frozenset({ELSEWHERE}),
    vx.LinkedCount: frozenset({LINKED, ELSEWHERE}),
    vx.LifeAboveStarting: frozenset({LIFE}),
    vx.YourTurn: frozenset({ACTIVE}),
    vx.EnteredThisTurn: frozenset({ENTERED}),
}
_ELSEWHERE_ZONES = (Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY)


def of_card(card: str) -> frozenset[str]:
    """What the static abilities of ``card`` (and of its doors) may read."""
    found = _CARDS.get(card)
    if found is None:
        d = get(card)
        out: set[str] = set()
        _walk(d.abilities, out)
        for door in d.doors:
            _walk(door.abilities, out)
        found = _CARDS[card] = frozenset(out)
    return found


_CARDS: dict[str, frozenset[str]] = {}


def of_parts(parts: tuple[object, ...]) -> frozenset[str]:
    """What the parts of a continuous effect may read (with the static abilities it grants
    or copies). Remembered for the parts tuple itself (an effect's parts never change)."""
    found = _PARTS.get(id(parts))
    if found is not None and found[0] is parts:
        return found[1]
    out: set[str] = set()
    _walk(parts, out)
    if len(_PARTS) >= 4096:
        _PARTS.clear()
    _PARTS[id(parts)] = (parts, frozenset(out))  # the entry keeps ``parts`` alive
    return _PARTS[id(parts)][1]


_PARTS: dict[int, tuple[tuple[object, ...], frozenset[str]]] = {}


def _walk(x: object, out: set[str]) -> None:
    if isinstance(x, tuple | list | frozenset):
        for y in x:
            _walk(y, out)
        return
    if isinstance(x, Filter):
        if x.tapped is not None:
            out.add(TAPPED)
        if x.zone in _ELSEWHERE_ZONES:
            out.add(ELSEWHERE)
        elif x.zone == Zone.STACK:
            out.add(STACK)
    elif isinstance(x, Ability) and not isinstance(x, Static):
        return  # not evaluated by the layer system
    found = _BY_TYPE.get(type(x))
    if found:
        out.update(found)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            _walk(getattr(x, f.name), out)
