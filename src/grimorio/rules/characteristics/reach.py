"""What the layer system (CR 613) works on and reads: the objects in play whose
characteristics it computes, those effects can reach, and — as one comparable value — all it
reads (``signature``): equal signatures give equal boards, so a board is made again only
when its signature changes (``grimorio.rules.characteristics.chars``). ``read_by`` tells what
the effects and static abilities around may read besides the objects in play
(:mod:`grimorio.rules.characteristics.inputs`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.dsl import continuous as cx
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY, STACK_KEY, Zone, kind_of
from grimorio.rules.characteristics import inputs
from grimorio.rules.characteristics.values import has_cda

if TYPE_CHECKING:
    from grimorio.rules.state.objects import MagicObject
    from grimorio.rules.state.state import MtgState


# CR 113.6, 314.4, 114.4: the cards and markers whose abilities function in the command zone
# — emblems (no card type), face-up schemes; a commander there is a card like any other
# outside the battlefield (903.6), whose abilities don't function
COMMAND_ZONE_TYPES = frozenset({"scheme"})


def works_in_command_zone(obj: MagicObject) -> bool:
    """Do the abilities of ``obj``, in the command zone, function there (CR 113.6)?"""
    types = get(obj.card).types
    return not obj.face_down and all(t in COMMAND_ZONE_TYPES for t in types)


def in_play(state: MtgState) -> list[int]:
    """The objects whose characteristics the layers compute: permanents, spells, emblems."""
    out = list(state.zones[BATTLEFIELD_KEY])
    out += [i for i in state.zones[STACK_KEY] if state.objects[i].ability is None]
    out += state.zones[COMMAND_KEY]
    return out


def reach(
    state: MtgState, statics: bool, read: frozenset[str] = inputs.ALL
) -> tuple[list[int], bool]:
    """The objects in play that effects can reach, and whether effects may reach beyond
    what they locked in. With no static ability in play (``statics``) and no effect that
    grants or copies one, the effects of resolved spells reach only the objects they locked
    in (CR 611.2c), with amounts fixed (611.2d); every other object keeps its copiable
    values. Otherwise everything in play — but a spell on the stack when no effect or
    static ability around reads the stack (``read``, :mod:`grimorio.rules.characteristics.inputs`),
    none locked it in and it has no characteristic-defining ability: nothing can apply to it
    (only its own characteristic-defining abilities work on the stack, 604.3, 113.6) and
    nothing counts it, so it keeps its copiable values too."""
    ids = in_play(state)
    if statics or any(
        type(p) is cx.CopyOf or (type(p) is cx.Grant and p.abilities)
        for e in state.effects
        for p in e.parts
    ):
        if inputs.STACK in read or not state.zones[STACK_KEY]:
            return ids, True
        objs = state.objects
        locked = {i for e in state.effects for i in e.affected}
        return [
            i for i in ids if objs[i].zone != STACK_KEY or i in locked or has_cda(objs[i].card)
        ], True
    reached = {i for e in state.effects for i in e.affected}
    return [i for i in ids if i in reached], False


def signature(state: MtgState, statics: bool, read: frozenset[str] = inputs.ALL) -> tuple[Any, ...]:
    """Everything the layer system reads (CR 613): the objects it reaches and their status,
    counters and attachments, the continuous effects, and — when the effects and static
    abilities around may read them (``read``, :mod:`grimorio.rules.characteristics.inputs`)
    — tapped status, whose turn it is and, when static abilities may count them, the cards
    in graveyards and exile, life totals, what linked abilities remember and which
    permanents entered this turn. Equal signatures give equal results."""
    objs = state.objects
    ids, everything = reach(state, statics, read)
    tapped = inputs.TAPPED in read
    placed = tuple(
        (i, o.face(), o.face_down, o.doors, o.base_controller, o.timestamp, o.attached_to)
        + ((o.tapped,) if tapped else ())
        + ((tuple(o.counters.items()), tuple(o.stamps.items())) if o.counters else ())
        for i in ids
        for o in (objs[i],)
    )
    elsewhere = (
        tuple(
            tuple(v) for k, v in state.zones.items() if kind_of(k) in (Zone.GRAVEYARD, Zone.EXILE)
        )
        if everything and inputs.ELSEWHERE in read
        else ()
    )
    # "as long as you have at least 7 life more than your starting life total" (CR 611.3a)
    life = (
        tuple(state.player(p.index).life for p in state.players)
        if everything and inputs.LIFE in read
        else ()
    )
    # "as long as there are three or more cards exiled with this creature" (607.2a) and
    # "as long as this Aura entered this turn": what linked abilities remember, and the
    # turn's record of permanents that entered
    linked = tuple(state.linked.items()) if everything and inputs.LINKED in read else ()
    entered = (
        tuple(k for k in state.turn_counts if k.startswith("entered:"))
        if everything and inputs.ENTERED in read
        else ()
    )
    active = state.active if inputs.ACTIVE in read else -1  # "during your turn"
    return (placed, tuple(state.effects), elsewhere, active, life, linked, entered)


def read_by(state: MtgState) -> frozenset[str]:
    """What the effects and the static abilities of what is in play may read
    (:mod:`grimorio.rules.characteristics.inputs`): a function of the cards in play and the
    effects."""
    out: set[str] = set()
    for i in in_play(state):
        out |= inputs.of_card(state.objects[i].card)
    for e in state.effects:
        out |= inputs.of_parts(e.parts)
    return frozenset(out)
