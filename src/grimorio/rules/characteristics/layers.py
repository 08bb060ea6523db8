"""The layer system (CR 613): what every object in play *is*, from its copiable values and
every continuous effect that applies to it.

One pass computes the whole board (permanents, spells on the stack, emblems) because effects
reach across objects: "each land is a Swamp" decides what "Swamps you control" counts.

* Layer 1 (613.2): copy effects set the copiable values (707), then face-down status (708.2).
* Layers 2–7d (613.1, 613.4), one at a time. The effects taking part in a layer are the
  effects of resolved spells and abilities (611.2), the static abilities (604) that the
  objects *have at that moment* — an ability removed or granted in an earlier layer, or
  earlier in the same one, removes or adds its effect (613.8a) — and counters (613.4c,
  122.1b). An effect that has started to apply keeps applying to the same objects in later
  layers even if its ability is removed meanwhile (613.6).
* Within a layer, characteristic-defining abilities first (613.3), then by dependency
  (613.8): an effect waits for the effects it depends on, those that would change whether
  it exists, what it applies to or what it does. Dependencies are found by trial — apply
  the other effect to a scratch copy and look at what changed — after a quick check that
  the other effect writes something this one reads. Effects in a dependency loop apply in
  timestamp order (613.8b); after every application the order is worked out again
  (613.8c). Otherwise effects apply in timestamp order (613.7).

The copiable values are worked out in ``grimorio.rules.characteristics.values``; what each
part of an effect does to an object, and what it reads and writes, in
``grimorio.rules.characteristics.parts``. Here: which effects take part in a layer, in what
order, and the board they produce.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.dsl import continuous as cx
from grimorio.dsl import values as vx
from grimorio.dsl.abilities import Static
from grimorio.dsl.entry_words import ChoseWord, chose_word
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.selectors import Attached, Each, EachFitsAll, Filter, Selector, ThisObject
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY, Zone, kind_of, zkey
from grimorio.rules.characteristics import inputs
from grimorio.rules.characteristics.filters import fits, object_holds, reads
from grimorio.rules.characteristics.parts import (
    amounts,
    apply_part,
    changes_statics,
    in_layer,
    part_writes,
)
from grimorio.rules.characteristics.reach import in_play, reach, works_in_command_zone
from grimorio.rules.characteristics.values import (
    Values,
    has_statics,
    layer1,
    printed,
    room_of,
)
from grimorio.rules.state.multiplayer_options import in_range
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


# CR 122.1b: the keyword counters the engine's keywords can be.
KEYWORD_COUNTERS = frozenset(
    {
        Keyword.FLYING,
        Keyword.FIRST_STRIKE,
        Keyword.DOUBLE_STRIKE,
        Keyword.DEATHTOUCH,
        Keyword.HASTE,
        Keyword.INDESTRUCTIBLE,
        Keyword.LIFELINK,
        Keyword.MENACE,
        Keyword.REACH,
        Keyword.TRAMPLE,
        Keyword.VIGILANCE,
        Keyword.HEXPROOF,
    }
)


class Active:
    """One continuous effect taking part in this computation."""

    __slots__ = (
        "ability",
        "affects",
        "cda",
        "condition",
        "controller",
        "key",
        "order",
        "parts",
        "source",
        "time",
    )

    def __init__(
        self,
        key: tuple[Any, ...],
        time: int,
        source: int | None,
        controller: int,
        parts: tuple[Any, ...],
        affects: Selector | tuple[int, ...],
        condition: Any = None,
        cda: bool = False,
        ability: Any = None,
    ) -> None:
        self.ability = ability  # the static ability it comes from, if any
        self.key = key
        self.time = time
        self.source = source
        self.controller = controller
        self.parts = parts
        self.affects = affects
        self.condition = condition
        self.cda = cda
        # CR 613.3, 613.7: characteristic-defining abilities first, then timestamp order; a
        # tie between static abilities of one object keeps the order they are written in
        # (the order of the candidates; the sort is stable), never their place in memory
        self.order = (not cda, time, key[0] != "s", str(key[:2]))

    @property
    def static(self) -> bool:
        return bool(self.key[0] == "s")


class Board:
    """The layer system applied to everything in play at one state version."""

    def __init__(
        self,
        game: Kernel,
        statics: bool = True,
        everything: bool = False,
        read: frozenset[str] = inputs.ALL,
    ) -> None:
        self.game = game
        self.state = st(game)
        self.ids = in_play(self.state) if everything else reach(self.state, statics, read)[0]
        self.objects = self.state.objects
        self.vals: dict[int, Values] = {}
        self.started: dict[tuple[Any, ...], tuple[int, ...]] = {}  # CR 613.6
        self.resolved: list[Active] = []
        copies: dict[int, cx.Copiable] = {}
        for n, e in enumerate(self.state.effects):
            if any(isinstance(p, cx.CopyOf) for p in e.parts):  # layer 1a, timestamp order
                for i in e.affected:
                    copies[i] = next(p.values for p in e.parts if isinstance(p, cx.CopyOf))
            else:
                act = Active(("e", n), e.timestamp, e.source_id, e.controller, e.parts, e.affected)
                self.resolved.append(act)
        for i in self.ids:
            obj = self.objects[i]
            self.vals[i] = Values(layer1(obj, copies.get(i)), obj.base_controller)
        self._static_list: list[tuple[int, Static, int]] | None = None
        # by layer: the effects of static abilities (:meth:`_statics`) and of resolved
        # spells and abilities that may apply in it
        self._static_actives: dict[str, list[Active]] = {}
        self._resolved_in: dict[str, list[Active]] = {}
        self._layers_present: set[str] = set()
        self._rw: dict[tuple[Any, ...], frozenset[str]] = {}  # what effects read and write
        self._counter_effects: dict[str, list[Active]] = {}
        for layer in cx.LAYERS[2:]:
            self._layer(layer)

    def apply_own_cdas(self, obj: MagicObject, v: Values) -> None:
        """CR 604.3: an object outside play still has what its characteristic-defining
        abilities say, with amounts read from the board."""
        vals = dict(self.vals)
        vals[obj.id] = v
        for ab in v.abilities:
            if type(ab) is Static and ab.cda:
                key = ("s", obj.id, id(ab), 0)
                a = Active(key, obj.timestamp, obj.id, v.controller, ab.parts, (obj.id,), cda=True)
                for layer in cx.LAYERS[2:]:
                    self._apply(a, layer, (obj.id,), vals)

    # -- which effects take part -------------------------------------------------------

    def _candidates(self, layer: str, done: set[tuple[Any, ...]]) -> list[Active]:
        resolved = self._resolved_in.get(layer)
        if resolved is None:
            resolved = self._resolved_in[layer] = [
                a for a in self.resolved if in_layer(a.parts, layer)
            ]
        out = [a for a in resolved if a.key not in done]
        out += [a for a in self._statics(layer) if a.key not in done]
        if layer in ("6", "7c", "7e"):
            if layer not in self._counter_effects:
                self._counter_effects[layer] = list(self._counters(layer))
            out += [a for a in self._counter_effects[layer] if a.key not in done]
        return [a for a in out if a.key in self.started or self._exists(a, self.vals)]

    def _static_abilities(self) -> list[tuple[int, Static, int]]:
        """Every static ability that functions now: (object, ability, grant timestamp)."""
        if self._static_list is None:  # worked out again whenever abilities may have changed
            found: list[tuple[int, Static, int]] = []
            for i in self.ids:
                v = self.vals[i]
                obj = self.objects[i]
                abilities = v.abilities
                face = obj.face()
                if abilities is printed(face).abilities and not has_statics(face):
                    continue  # its own abilities, none of them static
                key = obj.zone
                stamps = v.stamps
                for n, ab in enumerate(abilities):
                    if type(ab) is not Static:
                        continue
                    if (
                        key != BATTLEFIELD_KEY
                        and not (key == COMMAND_KEY and works_in_command_zone(obj))
                        and not ab.cda
                    ):
                        continue  # CR 604.2, 113.6: only characteristic-defining ones work
                    found.append((i, ab, stamps[n]))
            self._static_list = found
        return self._static_list

    def _statics(self, layer: str) -> list[Active]:
        """The effects of the static abilities that function now and may apply in
        ``layer``, made once per layer: again only when abilities may have been added or
        removed, or control changed (layer 2), since they were made."""
        found = self._static_actives.get(layer)
        if found is not None:
            return found
        found = self._static_actives[layer] = []
        for i, ab, stamp in self._static_abilities():
            if in_layer(ab.parts, layer):
                obj = self.objects[i]
                time = max(obj.timestamp, stamp, _door_stamp(self.game, obj, ab))  # CR 613.7a
                key = ("s", i, id(ab), stamp)
                v = self.vals[i]
                found.append(
                    Active(
                        key, time, i, v.controller, ab.parts, ab.affects, ab.condition, ab.cda, ab
                    )
                )
        return found

    def _counters(self, layer: str) -> Iterable[Active]:
        for i in self.ids:
            obj = self.objects[i]
            if not obj.counters:
                continue
            if layer == "7c":  # CR 613.4c, 122.1a
                n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
                if n:
                    stamp = max(obj.stamps.get("+1/+1", 0), obj.stamps.get("-1/-1", 0))
                    yield Active(("c", i, "pt"), stamp, i, 0, (cx.ModifyPT(n, n),), (i,))
            elif layer == "7e":  # I-612.3e, I-121.1a: damage counters
                n = obj.counters.get(cx.DAMAGE_COUNTER, 0)
                if n:
                    stamp = obj.stamps.get(cx.DAMAGE_COUNTER, 0)
                    yield Active(("c", i, "dmg"), stamp, i, 0, (cx.DamageCounters(n),), (i,))
            else:  # CR 613.1f, 122.1b: keyword counters in layer 6
                for kind in obj.counters:
                    if kind in KEYWORD_COUNTERS:
                        part = (cx.Grant(keywords=(kind,)),)
                        yield Active(("c", i, kind), obj.stamps.get(kind, 0), i, 0, part, (i,))

    def _exists(self, a: Active, vals: dict[int, Values]) -> bool:
        """Does the effect exist now (CR 604.2, 611.3a)? Its source must still have the
        ability, and an "as long as" condition must hold."""
        if a.static:
            v = vals.get(a.source) if a.source is not None else None
            if v is None:
                return False
            _, _, ident, stamp = a.key
            if not any(
                id(x) == ident and s == stamp for x, s in zip(v.abilities, v.stamps, strict=True)
            ):
                return False
        return a.condition is None or self._holds(a.condition, a, vals)

    def _affected(self, a: Active, vals: dict[int, Values]) -> tuple[int, ...]:
        locked = self.started.get(a.key)
        if locked is not None:
            return locked
        sel = a.affects
        if isinstance(sel, tuple):  # CR 611.2c: locked in when the effect began
            return tuple(i for i in sel if i in vals)
        if isinstance(sel, ThisObject):
            return (a.source,) if a.source in vals else ()
        if isinstance(sel, Attached):
            host = self.objects[a.source].attached_to if a.source is not None else None
            return (host,) if host is not None and host in vals else ()
        if isinstance(sel, Each):
            return tuple(self._matching(sel.filter, a, vals))
        if isinstance(sel, EachFitsAll):  # "enchantment creatures": every filter at once
            first, *rest = (tuple(self._matching(f, a, vals)) for f in sel.filters)
            return tuple(i for i in first if all(i in more for more in rest))
        raise TypeError(f"a continuous effect can't apply to {sel!r}")

    def _matching(self, f: Filter, a: Active, vals: dict[int, Values]) -> Iterable[int]:
        if f.zone == Zone.OUTSIDE:  # cards outside play: grimorio.rules.characteristics.outside
            return
        if f.zone not in (Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND):
            yield from self._matching_cards(f, a)
            return
        for i in self.ids:
            # a board read while an event is being applied (``tally_entering``) may list an
            # object that has just left, or lack one that has just entered: neither counts
            obj, v = self.objects.get(i), vals.get(i)
            if obj is None or v is None or kind_of(obj.zone) != f.zone:
                continue
            if self.state._options is not None and not in_range(  # CR 801.11: within range
                self.state, a.controller, v.controller
            ):
                continue
            if fits(f, v, obj, a.controller, a.source):
                yield i

    def _matching_cards(self, f: Filter, a: Active) -> Iterable[int]:
        """Cards in a hand, library or graveyard, or exiled: their own characteristics
        (CR 109.3), controlled by no one — "your graveyard" is the one you own (CR 404)."""
        zones = (
            [zkey(f.zone)]
            if f.zone == Zone.EXILE
            else [zkey(f.zone, p.index) for p in self.state.players]
        )
        for zone in zones:
            for i in self.state.zones[zone]:
                obj = self.objects[i]
                c = Values(printed(obj.card), obj.owner)
                if fits(f, c, obj, a.controller, a.source):
                    yield i

    # -- amounts and conditions, read from the values being worked out -------------------

    def _amount(self, x: vx.Amount, a: Active, target: int, vals: dict[int, Values]) -> int:
        if isinstance(x, int):
            return x
        if isinstance(x, vx.Count):
            return sum(1 for _ in self._matching(x.filter, a, vals))
        if isinstance(x, vx.ManaValue):
            cost = vals[target].mana_cost
            return cost.mana_value if cost else 0  # CR 202.3
        if isinstance(x, vx.GreatestPower):
            return max((vals[i].power or 0 for i in self._matching(x.filter, a, vals)), default=0)
        if isinstance(x, vx.CountersOnIt):
            src = self.objects.get(a.source) if a.source is not None else None
            return src.counters.get(x.kind, 0) if src else 0
        if isinstance(x, vx.CardTypesInGraveyard):
            return self._graveyard_types(a.controller)
        if isinstance(x, vx.LinkedCount):  # CR 607.2a: "cards exiled with this creature"
            # only those still where the ability put them: one that moved is a new object
            # (400.7), no longer linked
            linked = self.state.linked.get(f"{a.source}:{x.key}", ())
            return sum(1 for i in linked if i in self.objects)
        if isinstance(x, vx.DoorsUnlocked):  # CR 709.5c: each unlock designation
            return sum(self.objects[i].doors.bit_count() for i in self._matching(x.filter, a, vals))
        raise TypeError(f"{x!r} is fixed when the effect begins (CR 611.2d), not here")

    def _graveyard_types(self, player: int) -> int:
        """CR 205.2a: card types among cards in a graveyard (their printed values)."""
        types: set[str] = set()
        for oid in self.state.zones[zkey(Zone.GRAVEYARD, player)]:
            obj = self.objects[oid]
            if not (obj.token or obj.is_copy):  # tokens and copies are not cards (111.1)
                types.update(printed(obj.card).types)
        return len(types)

    def _holds(self, cond: Any, a: Active, vals: dict[int, Values]) -> bool:
        if isinstance(cond, vx.Delirium):
            return self._graveyard_types(a.controller) >= cond.at_least
        if isinstance(cond, vx.YouControl):
            if cond.at_least == 1:
                return any(True for _ in self._matching(cond.filter, a, vals))
            return sum(1 for _ in self._matching(cond.filter, a, vals)) >= cond.at_least
        if isinstance(cond, vx.LifeAboveStarting):  # CR 103.4: 20 in a two-player game
            return self.state.player(a.controller).life >= 20 + cond.amount
        if isinstance(cond, vx.All):
            return all(self._holds(c, a, vals) for c in cond.conditions)
        if isinstance(cond, vx.YourTurn):  # "during your turn" (the signature has the turn)
            return self.state.active == a.controller
        if isinstance(cond, vx.Not):  # "unless ..." (Patchwork Beastie)
            return not self._holds(cond.condition, a, vals)
        if isinstance(cond, vx.CastWith | vx.HasCounters):
            src = self.objects.get(a.source) if a.source is not None else None
            return src is not None and object_holds(cond, src)
        if isinstance(cond, vx.AttachedFaceDown):  # CR 708.2
            src = self.objects.get(a.source) if a.source is not None else None
            host = self.objects.get(src.attached_to) if src and src.attached_to else None
            return host is not None and host.face_down
        if isinstance(cond, vx.AmountAtLeast):  # "as long as there are N or more" (611.3a)
            return self._amount(cond.amount, a, a.source or 0, vals) >= cond.n
        if isinstance(cond, vx.EnteredThisTurn):  # the turn's record (400.7: this object)
            return a.source is not None and self.state.entered_this_turn(a.source)
        if isinstance(cond, ChoseWord):  # CR 614.12a, 607.2a: fixed as this object entered
            return a.source is not None and chose_word(
                self.state.chosen.get(a.source, ()), cond.word
            )
        raise TypeError(f"the condition {cond!r} can't govern a static ability")

    # -- applying a layer ----------------------------------------------------------------

    def _present(self) -> set[str]:
        """The layers some effect (or counter) might apply in, as far as is known now."""
        out = {p.layer for a in self.resolved for p in a.parts}
        out.update(p.layer for _, ab, _ in self._static_abilities() for p in ab.parts)
        for i in self.ids:
            counters = self.objects[i].counters
            if counters:
                out.add("7c")
                out.add("6")
                if cx.DAMAGE_COUNTER in counters:
                    out.add("7e")
        return out

    def _layer(self, layer: str) -> None:
        if self._static_list is None:
            self._layers_present = self._present()
        if layer not in self._layers_present:
            return
        done: set[tuple[Any, ...]] = set()
        while True:
            cands = self._candidates(layer, done)
            if not cands:
                return
            a = self._next(cands, layer)
            affected = self._affected(a, self.vals)
            self.started[a.key] = affected
            self._apply(a, layer, affected, self.vals)
            if a.ability is not None and ability_use.USED is not None and a.source is not None:
                ability_use.record(self.objects[a.source].card, a.ability)
            done.add(a.key)
            if changes_statics(a.parts, layer):
                self._static_list = None  # static abilities may have been added or removed
                self._static_actives = {}
            elif layer == "2":
                self._static_actives = {}  # their controllers may have changed (CR 613.1b)

    def _next(self, cands: list[Active], layer: str) -> Active:
        """CR 613.3, 613.7, 613.8b: the next effect to apply."""
        order = sorted(cands, key=_order)
        if len(order) == 1:
            return order[0]
        writes = {a.key: self._writes_of(a, layer) for a in order}
        written = frozenset().union(*writes.values())
        deps: dict[tuple[Any, ...], list[Active]] = {}
        for a in order:
            reads = self._reads_of(a, layer)
            deps[a.key] = (
                [
                    b
                    for b in order
                    if b is not a and writes[b.key] & reads and self._depends(a, b, layer)
                ]
                if reads & written
                else []
            )
        if not any(deps.values()):
            return order[0]
        by_key = {a.key: a for a in order}

        def reaches(start: Active, goal: Active) -> bool:
            seen, todo = set(), [start]
            while todo:
                x = todo.pop()
                for y in deps[x.key]:
                    if y is goal:
                        return True
                    if y.key not in seen:
                        seen.add(y.key)
                        todo.append(by_key[y.key])
            return False

        for a in order:  # ready: everything it depends on is in a loop with it (613.8b)
            if all(reaches(b, a) for b in deps[a.key]):
                return a
        return order[0]

    def _writes_of(self, a: Active, layer: str) -> frozenset[str]:
        key = ("w", a.key, layer)
        found = self._rw.get(key)
        if found is None:
            found = self._rw[key] = part_writes(a.parts, layer)
        return found

    def _reads_of(self, a: Active, layer: str) -> frozenset[str]:
        key = ("r", a.key, layer)
        found = self._rw.get(key)
        if found is None:
            found = self._rw[key] = self._reads(a, layer)
        return found

    def _depends(self, a: Active, b: Active, layer: str) -> bool:
        """CR 613.8a: would applying ``b`` change whether ``a`` exists, what it applies to,
        or what it does to those things? (The caller has checked that ``b`` writes something
        ``a`` reads.)"""
        if a.cda != b.cda:
            return False
        before = self._signature(a, layer, self.vals)
        trial = dict(self.vals)
        affected = self._affected(b, self.vals)
        for i in affected:
            trial[i] = trial[i].clone()
        self._apply(b, layer, affected, trial)
        return self._signature(a, layer, trial) != before

    def _reads(self, a: Active, layer: str) -> frozenset[str]:
        out: set[str] = set()
        if a.key not in self.started:
            if a.static:
                out.add("abilities")
            if isinstance(a.condition, vx.YouControl):
                out |= reads(a.condition.filter)
            if isinstance(a.affects, Each):
                out |= reads(a.affects.filter)
            elif isinstance(a.affects, EachFitsAll):
                for f in a.affects.filters:
                    out |= reads(f)
        for part in a.parts:
            if part.layer == layer:
                for x in amounts(part):
                    if isinstance(x, vx.Count | vx.GreatestPower):
                        out |= reads(x.filter) | {"power"}
                    elif isinstance(x, vx.ManaValue):
                        out.add("mana_cost")
        return frozenset(out)

    def _signature(self, a: Active, layer: str, vals: dict[int, Values]) -> tuple[Any, ...]:
        exists = a.key in self.started or self._exists(a, vals)
        if not exists:
            return (False,)
        affected = self._affected(a, vals)
        done = tuple(
            self._amount(x, a, i, vals)
            for part in a.parts
            if part.layer == layer
            for x in amounts(part)
            for i in affected
        )
        return (True, affected, done)

    def _apply(
        self, a: Active, layer: str, affected: tuple[int, ...], vals: dict[int, Values]
    ) -> None:
        for part in a.parts:
            if part.layer != layer:
                continue
            for i in affected:
                apply_part(self, part, a, i, vals)


def _order(a: Active) -> tuple[bool, int, bool, str]:
    return a.order


def _door_stamp(game: Kernel, obj: MagicObject, ability: Any) -> int:
    """When the door of a Room that a static ability is printed on was unlocked: its effect
    begins to apply then, after effects that began earlier (CR 613.7a; the release notes of
    Porcelain Gallery). 0 for any other ability. The Room is the one the object's copiable
    values are (CR 707.2: a copy of a Room has its doors)."""
    if not obj.stamps:
        return 0
    room = room_of(game, obj)
    if not room:
        return 0
    for n, door in enumerate(get(room).doors):
        if any(a is ability for a in door.abilities):
            return obj.stamps.get(f"door:{n}", 0)
    return 0
