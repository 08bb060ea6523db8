"""The events of Magic about zones and objects (DESIGN principle 4). ``apply`` is the only
place state changes.

Each event records the CR rule that causes it; its log entry names the objects by card
key (rendered in Spanish or English later) and never names a card the players can't see
(708.2, 709.5). Here: moving an object between zones (400.7, with what it was and its last
known characteristics, 608.2h, 603.10a), drawing (121.1), shuffling (701.24a), tapping and
untapping (701.26), counters (122), tokens (111.1), copies of spells on the stack (707.10),
control changes (613.1b), objects ceasing to exist (704.5d, 608.2n) and attaching (701.3).
Damage, life, mana, continuous effects, the turn, combat and the game's end are in
``grimorio.rules.events.game``.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import TYPE_CHECKING, Any

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.abilities import RevealFirstDraw, Static
from grimorio.dsl.continuous import Copiable, CopyOf
from grimorio.dsl.games import controller_sees_face_down
from grimorio.dsl.values import All, EnteredThisTurn, Not
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, kind_of, zkey
from grimorio.rules.characteristics.chars import Chars, chars
from grimorio.rules.characteristics.values import is_room, printed, room_values
from grimorio.rules.state import zones
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import (
    Combat,
    ContinuousEffect,
    LastKnown,
    MtgState,
    left_game,
    st,
)
from grimorio.text.refs import FACE_DOWN_CARD, RESOURCE, hidden_ref, object_ref

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


Ref = tuple[Any, ...]  # a card argument of a message (grimorio.text.refs)


def cref(state: MtgState, obj_id: int, also: tuple[int, ...] = ()) -> Ref:
    """An object as a log or option argument, by the name players see (object_name); a
    face-down one hidden from everyone but those who may look at it (CR 708.5, 406.3) and
    the players in ``also`` (an effect lets them look at it or play it, 406.3)."""
    return source_ref(state, "", obj_id, also)


def source_ref(state: MtgState, card: str, obj_id: int, also: tuple[int, ...] = ()) -> Ref:
    """Object ``obj_id`` named by ``card`` (its card, or one of its doors; "" for the name
    players see): hidden while it is face down — only its controller may identify a
    face-down permanent or spell (708.5), nobody a card exiled face down (406.3), besides
    the players in ``also``. An object that is gone is named: a face-down permanent or
    spell is revealed as it leaves (708.9)."""
    o = state.objects.get(obj_id)
    if o is None:
        return object_ref(card, obj_id)
    if o.face_down:
        return _hidden(o, o.zone, o.controller, also)
    return object_ref(card or object_name(o), obj_id)


def _hidden(o: MagicObject, zone: str, controller: int, also: tuple[int, ...] = ()) -> Ref:
    """``o`` face down in ``zone``: a card exiled face down (406.3) nobody may look at,
    a face-down permanent or spell its controller may (708.5) — unless it is an Inferno
    resource, which nobody may look at (I-305.2)."""
    if kind_of(zone) == Zone.EXILE:
        return hidden_ref(o.id, o.card, tuple(sorted(set(also))), FACE_DOWN_CARD)
    game = get(o.card).game
    if not controller_sees_face_down(game):
        return hidden_ref(o.id, o.card, tuple(sorted(set(also))), RESOURCE)
    return hidden_ref(o.id, o.card, tuple(sorted({controller, *also})))


def revealed_ref(card: str, obj_id: int) -> Ref:
    """A card shown to every player by a rule or effect — revealed (701.20a), or a face-down
    permanent leaving the battlefield (708.9) — named even if it stays hidden."""
    return object_ref(card, obj_id)


def entering_ref(state: MtgState, event: ZoneChange) -> Ref:
    """The object a move is about to bring somewhere: hidden if it will be face down (a
    manifested card, 701.40a; exiled face down, 406.3), else as :func:`cref`."""
    o = state.objects.get(event.obj)
    if not event.face_down or o is None:
        return cref(state, event.obj)
    controller = o.owner if event.controller is None else event.controller
    return _hidden(o, zkey(event.to, o.owner), controller)


def object_name(o: MagicObject) -> str:
    """The key of the name players see: none if it is face down (CR 708.2), a Room's in
    play by its unlocked doors (709.5), else its card's."""
    if o.face_down:
        return "Face-down"
    if o.doors and kind_of(o.zone) in (Zone.BATTLEFIELD, Zone.STACK) and is_room(o.card):
        return room_values(o.card, o.doors).name or o.card
    return o.card


class ZoneChange(Event):
    """Move an object between zones (CR 400.7). ``how`` names the reason for the log.

    ``hidden`` keeps the card's name out of the log (e.g. a card drawn, or manifested face
    down); ``quiet`` leaves
    the entry to a summary of the action the move is part of. Entering the battlefield,
    ``tapped``, ``counters`` and ``chosen`` say how it enters (replacement effects, CR
    614.1c–d, 614.12). After ``apply``, ``new_id`` is the id of the new object, ``card``
    what it was, ``from_zone`` where it was, ``was`` the old object and — if it left the
    battlefield — ``lki`` its last known characteristics (CR 608.2h, 603.10a).
    """

    __slots__ = (
        "card",
        "chosen",
        "controller",
        "copy",
        "counters",
        "face_down",
        "from_zone",
        "hidden",
        "how",
        "link",
        "lki",
        "new_id",
        "obj",
        "position",
        "quiet",
        "tapped",
        "to",
        "was",
    )
    writes = frozenset(
        {
            Aspect.OBJECTS,
            Aspect.HIDDEN,
            Aspect.STATUS,
            Aspect.COMBAT,
            Aspect.EFFECTS,
            Aspect.RECORDS,
            Aspect.ENTERED,
            Aspect.MEMORY,
        }
    )

    def __init__(
        self,
        obj: int,
        to: Zone | str,  # a saved game gives back the plain string
        rule: str,
        how: str,
        *,
        position: str = "top",
        hidden: bool = False,
        controller: int | None = None,
        tapped: bool = False,
        quiet: bool = False,
        face_down: bool = False,
    ) -> None:
        self.obj = obj
        self.face_down = face_down  # CR 701.40a, 708.3: it is turned face down before it enters
        self.to = to
        self.quiet = quiet  # logged by a summary entry of the action it is part of
        self.rule = rule
        self.how = how
        self.position = position
        self.hidden = hidden
        self.controller = controller
        self.tapped = tapped
        self.new_id = 0
        self.card = ""
        self.counters: tuple[tuple[str, int], ...] = ()
        self.chosen: tuple[tuple[str, str], ...] = ()
        self.copy: Copiable | None = None  # CR 707.9, 614.1c: it enters as a copy of this
        self.from_zone: Zone | str = ""  # "" until it moves
        self.was: MagicObject | None = None
        self.lki: Chars | None = None
        # CR 607.2a: remember the new object under this "object id:key" (a replacement
        # effect's "exile it instead" whose cards a linked ability of its source names)
        self.link = ""

    def possible(self, game: Kernel) -> bool:
        state = st(game)
        obj = state.objects.get(self.obj)
        # CR 111.8: a token that has left the battlefield stays where it is
        if obj is None or (obj.token and obj.zone != BATTLEFIELD_KEY):
            return False
        # CR 800.4b: nothing is put onto the battlefield or the stack under the control of
        # a player who has left the game; it stays where it is
        return self.controller is None or not left_game(state, self.controller)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        old = state.objects[self.obj]
        self.card = old.card
        self.was = old
        self.from_zone = kind_of(old.zone)
        if self.from_zone == Zone.BATTLEFIELD:
            self.lki = chars(game, old)  # CR 603.10a: as it last existed there
            c = self.lki
            # CR 608.2h: its abilities, and effects about it, may ask about it later
            state.lki[old.id] = LastKnown(
                old.card,
                c.controller,
                old.tapped,
                c.power,
                c.toughness,
                old.owner,
                tuple(old.counters.items()),
            )
        elif self.from_zone == Zone.STACK:  # CR 608.2h: "its controller" after it is countered
            state.lki[old.id] = LastKnown(old.card, old.controller, False, None, None, old.owner)
        if state.combat is not None:
            remove_from_combat(state.combat, self.obj)  # CR 506.4
        for other in state.objects.values():  # CR 301.5c / 303.4: attachment ends
            if other.attached_to == self.obj:
                other.attached_to = None
        new = zones.move(state, self.obj, self.to, self.position)
        self.new_id = new.id
        if self.face_down and self.to == Zone.EXILE:  # CR 406.3: "exiled face down"
            new.face_down = True
        if self.lki is not None:  # "those counters" of what it became (CR 608.2h)
            state.lki[old.id] = dataclasses.replace(state.lki[old.id], became=new.id)
        if self.to == Zone.BATTLEFIELD:
            new.controller = old.owner if self.controller is None else self.controller
            new.base_controller = new.controller
            new.tapped = self.tapped
            new.face_down = self.face_down
            new.sick = True  # CR 302.6
            if self.from_zone == Zone.STACK:  # a resolving spell: how it was cast stays with it
                new.cast_as = old.cast_as
                new.cast_from = old.cast_from
                new.x = old.x  # CR 107.3m: its enters abilities use the spell's X
                new.doors = old.doors  # CR 709.5d: the door cast is unlocked as it enters
            for kind, n in self.counters:  # CR 614.1c: it enters with them
                new.counters[kind] = new.counters.get(kind, 0) + n
                new.stamps[kind] = new.timestamp
            if self.chosen:  # CR 614.12a: choices made as it entered
                state.chosen[new.id] = self.chosen
            if self.copy is not None:  # CR 707.9, 614.1c: it enters as a copy
                state.effects.append(
                    ContinuousEffect(
                        new.timestamp,
                        old.card,
                        (new.id,),
                        (CopyOf(self.copy),),
                        "game",
                        new.controller,
                    )
                )
            tally_entering(game, new)
        elif self.to == Zone.STACK:
            new.controller = old.controller if self.controller is None else self.controller
            new.base_controller = new.controller
        who = ("p", old.owner)
        if self.how == "sacrifice" and self.lki is not None:  # CR 701.21a
            state.tally(f"sacrificed:{self.lki.controller}")
        if self.lki is not None and self.to == Zone.GRAVEYARD and "creature" in self.lki.types:
            state.died = (*state.died, (self.lki.types, self.lki.subtypes))  # CR 700.4
        if self.link:  # CR 607.2a
            state.linked[self.link] = (*state.linked.get(self.link, ()), new.id)
        if old.face_down and self.from_zone in (Zone.BATTLEFIELD, Zone.STACK) and not new.face_down:
            game.note("708.9", "reveal", revealed_ref(old.card, old.id))  # shown as it leaves
        if self.quiet:
            return None
        if self.hidden:
            return LogEntry(self.rule, f"zone.{self.how}.hidden", (who,))
        # the object is named by the id it had before moving: what the rules acted on; a
        # face-down one is revealed as it leaves (CR 708.9)
        key = f"zone.{self.how}"
        if self.how == "reanimate" and self.from_zone != Zone.GRAVEYARD:
            key += f".{self.from_zone}"  # the zone it came from: "desde el exilio" (CR 400.6)
        return LogEntry(self.rule, key, (_moved_ref(old, new), who))


serializable(ZoneChange)


def _moved_ref(old: MagicObject, new: MagicObject) -> Ref:
    """The object a move is about, named by the id it had before moving (what the rules
    acted on): still hidden if it is face down where it went (exiled face down, 406.3; a
    face-down permanent, 708.5), or if a card exiled face down went to a hidden zone (its
    owner's hand sees it, 402.3); a face-down permanent or spell that leaves the battlefield
    or the stack is revealed (708.9)."""
    if new.face_down:
        return _hidden(old, new.zone, new.controller)
    to = kind_of(new.zone)
    if old.face_down and kind_of(old.zone) == Zone.EXILE and to in (Zone.HAND, Zone.LIBRARY):
        return hidden_ref(old.id, old.card, (new.owner,) if to == Zone.HAND else (), FACE_DOWN_CARD)
    return revealed_ref(old.card if old.face_down else object_name(old), old.id)


def tally_entering(game: Kernel, new: MagicObject) -> None:
    """This turn's record of permanents entering: a land (CR 305) or a face-down permanent
    (708) under their controller's control; and the permanent itself if one of its static
    abilities asks whether it entered this turn (611.3a: "as long as this Aura entered this
    turn") — kept only then, so a game's record holds nothing no card reads."""
    state = st(game)
    c = chars(game, new)
    if any(isinstance(a, Static) and _asks_entered(a.condition) for a in c.abilities):
        state.tally(f"entered:{new.id}")
    if new.face_down:
        state.tally(f"entered_face_down:{new.controller}")
    elif "land" in c.types:
        state.tally(f"land_entered:{new.controller}")


def _asks_entered(cond: object) -> bool:
    """Does the condition read whether its source entered this turn?"""
    if isinstance(cond, EnteredThisTurn):
        return True
    if isinstance(cond, All):
        return any(_asks_entered(c) for c in cond.conditions)
    return isinstance(cond, Not) and _asks_entered(cond.condition)


def remove_from_combat(combat: Combat, obj: int) -> None:
    """CR 506.4: a permanent that leaves the battlefield or changes control leaves combat."""
    combat.attackers.pop(obj, None)
    attacker = combat.blockers.pop(obj, None)
    if attacker is not None and attacker in combat.blocked:
        combat.blocked[attacker] = tuple(b for b in combat.blocked[attacker] if b != obj)


class Draw(Event):
    """CR 121.1: put the top card of the library into the hand; from an empty library the
    player loses at the next state-based check (704.5b). After ``apply``, ``card`` is the
    card drawn, and — in a game where some card asks which card is a player's first drawn
    in a turn (``RevealFirstDraw``) — ``nth`` how many its player has drawn this turn."""

    __slots__ = ("card", "drew", "nth", "player")
    writes = frozenset({Aspect.HIDDEN, Aspect.PLAYERS})

    def __init__(self, player: int, rule: str = "121.1") -> None:
        self.player = player
        self.rule = rule
        self.drew = False
        self.card = 0
        self.nth = 0

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        library = state.zones[zkey(Zone.LIBRARY, self.player)]
        if not library:
            state.player(self.player).drew_from_empty = True
            return LogEntry("121.4", "draw.empty", (("p", self.player),))
        self.card = zones.move(state, library[-1], Zone.HAND).id
        self.drew = True
        if any(map(reveals_first_draw, {o.card for o in state.objects.values()})):
            state.tally(f"drew:{self.player}")  # kept only where a card asks
            self.nth = state.turn_counts[f"drew:{self.player}"]
        return LogEntry(self.rule, "draw", (("p", self.player),))


serializable(Draw)


@cache
def reveals_first_draw(card: str) -> bool:
    """Has ``card`` the static "reveal the first card you draw each turn" (CR 701.20a)?"""
    return any(isinstance(a, RevealFirstDraw) for a in get(card).abilities)


class Shuffle(Event):
    """CR 701.24a: randomize the order of a library."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.HIDDEN, Aspect.RANDOM})

    def __init__(self, player: int, rule: str = "701.24a") -> None:
        self.player = player
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.rng.shuffle(state.zones[zkey(Zone.LIBRARY, self.player)])
        return LogEntry(self.rule, "shuffle", (("p", self.player),))


serializable(Shuffle)


class SetTapped(Event):
    """CR 701.26: tap or untap a permanent."""

    __slots__ = ("obj", "tapped")
    writes = frozenset({Aspect.TAPPED})

    def __init__(self, obj: int, tapped: bool, rule: str) -> None:
        self.obj = obj
        self.tapped = tapped
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        return self.obj in st(game).objects

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.objects[self.obj].tapped = self.tapped
        key = "tap" if self.tapped else "untap"
        return LogEntry(self.rule, key, (cref(state, self.obj),))


serializable(SetTapped)


class CounterChange(Event):
    """CR 122: put or remove counters."""

    __slots__ = ("delta", "kind", "obj")
    writes = frozenset({Aspect.COUNTERS})

    def __init__(self, obj: int, kind: str, delta: int, rule: str = "122.1") -> None:
        self.obj = obj
        self.kind = kind
        self.delta = delta
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        return self.obj in st(game).objects

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        obj = state.objects[self.obj]
        n = obj.counters.get(self.kind, 0) + self.delta
        if n > 0:
            obj.counters[self.kind] = n
            if self.delta > 0:  # CR 613.7c: all counters of the kind get the new timestamp
                obj.stamps[self.kind] = state.new_timestamp()
        else:
            obj.counters.pop(self.kind, None)
            obj.stamps.pop(self.kind, None)
        key = "counters.put" if self.delta > 0 else "counters.remove"
        return LogEntry(self.rule, key, (cref(state, self.obj), ("q", abs(self.delta), self.kind)))


serializable(CounterChange)


class CreateToken(Event):
    """CR 111.1: a token is created on the battlefield under its creator's control. A token
    that is a copy (CR 707.2, 111.1) enters as that copy: its copy effect begins with it."""

    __slots__ = ("card", "chosen", "copy", "counters", "new_id", "player", "tapped")
    writes = frozenset(
        {Aspect.OBJECTS, Aspect.EFFECTS, Aspect.RECORDS, Aspect.ENTERED, Aspect.MEMORY}
    )

    def __init__(
        self,
        card: str,
        player: int,
        rule: str = "111.1",
        copy: Copiable | None = None,
        tapped: bool = False,
    ) -> None:
        self.card = card
        self.player = player
        self.rule = rule
        self.copy = copy
        self.new_id = 0
        # how it enters (the effect, and replacement effects, CR 614.1c–d, 614.12a)
        self.tapped = tapped
        self.counters: tuple[tuple[str, int], ...] = ()
        self.chosen: tuple[tuple[str, str], ...] = ()

    def possible(self, game: Kernel) -> bool:
        """CR 800.4b, 800.4d: a token isn't created for a player who has left the game."""
        return not left_game(st(game), self.player)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        obj = zones.create(state, self.card, self.player, Zone.BATTLEFIELD, token=True)
        obj.sick = True
        obj.controller = obj.base_controller = self.player
        obj.tapped = self.tapped
        for kind, n in self.counters:
            obj.counters[kind] = obj.counters.get(kind, 0) + n
            obj.stamps[kind] = obj.timestamp
        if self.chosen:
            state.chosen[obj.id] = self.chosen
        self.new_id = obj.id
        tally_entering(game, obj)
        if self.copy is not None:
            copy_of = ContinuousEffect(
                obj.timestamp, self.card, (obj.id,), (CopyOf(self.copy),), "game", self.player
            )
            state.effects.append(copy_of)
            if not sized_only(self.card, self.copy):  # "an X/X token" is no copy (CR 111.4)
                return LogEntry("707.2", "token.copy", (("p", self.player), cref(state, obj.id)))
        return LogEntry(self.rule, "token", (("p", self.player), cref(state, obj.id)))


serializable(CreateToken)


def sized_only(card: str, values: Copiable) -> bool:
    """Are these the card's own printed values with only the power, toughness or colours an
    effect fixed ("an X/X blue Spirit token", CR 111.4) — a token as described, not a copy of
    something else (707.2)? Only a predefined token is described so; a copy of a card is a copy
    even when nothing modifies its values."""
    if not get(card).token:
        return False
    own = printed(card)
    return (
        dataclasses.replace(values, power=own.power, toughness=own.toughness, colors=own.colors)
        == own
    )


class CopyOnStack(Event):
    """CR 707.10: a copy of a spell is put on the stack with the original's modes, targets,
    X and paid costs; it is not cast, and the player who puts it there owns and controls it.
    ``copy`` is its copiable values when they differ from the card's (707.9); ``targets``
    the new targets chosen for it (707.10c), else the original's. Once applied, ``targets``
    are the copy's: what it targets becomes the target of a spell (CR 115, 603.2)."""

    __slots__ = ("copy", "new_id", "original", "player", "targets")
    writes = frozenset({Aspect.OBJECTS, Aspect.EFFECTS})

    def __init__(
        self,
        original: int,
        player: int,
        copy: Copiable | None = None,
        targets: tuple[tuple[int, ...], ...] | None = None,
    ) -> None:
        self.original = original
        self.player = player
        self.copy = copy
        self.targets = targets
        self.rule = "707.10"
        self.new_id = 0

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        orig = state.objects[self.original]
        new = zones.create(state, orig.card, self.player, Zone.STACK)
        new.controller = new.base_controller = self.player
        new.is_copy = True
        new.modes, new.targets, new.x, new.paid = orig.modes, orig.targets, orig.x, orig.paid
        if self.targets is not None:  # CR 707.10c: the new targets chosen for the copy
            new.targets = self.targets
        self.targets = new.targets
        new.doors = orig.doors  # CR 709.5b: a copy of a Room spell keeps its door
        self.new_id = new.id
        if self.copy is not None:
            state.effects.append(
                ContinuousEffect(
                    new.timestamp, orig.card, (new.id,), (CopyOf(self.copy),), "game", self.player
                )
            )
        return LogEntry(self.rule, "spell.copy", (("p", self.player), cref(state, self.original)))


serializable(CopyOnStack)


class ControlChange(Event):
    """CR 613.1b: a control-changing effect gives a permanent a new controller. It has not
    been under its new controller's control since their turn began (302.6) and it leaves
    combat (506.4)."""

    __slots__ = ("obj", "player")
    writes = frozenset({Aspect.STATUS, Aspect.COMBAT})

    def __init__(self, obj: int, player: int) -> None:
        self.obj = obj
        self.player = player
        self.rule = "613.1b"

    def possible(self, game: Kernel) -> bool:
        return self.obj in st(game).objects

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        obj = state.objects[self.obj]
        obj.controller = self.player
        obj.sick = True  # CR 302.6
        if state.combat is not None:
            remove_from_combat(state.combat, self.obj)  # CR 506.4
        return LogEntry(self.rule, "control", (("p", self.player), cref(state, self.obj)))


serializable(ControlChange)


class CeaseToExist(Event):
    """CR 704.5d (tokens off the battlefield) and 608.2n (an ability leaves the stack)."""

    __slots__ = ("obj", "quiet")
    writes = frozenset({Aspect.OBJECTS, Aspect.HIDDEN})

    def __init__(self, obj: int, rule: str, quiet: bool = False) -> None:
        self.obj = obj
        self.rule = rule
        self.quiet = quiet

    def possible(self, game: Kernel) -> bool:
        return self.obj in st(game).objects

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        old = zones.remove(state, self.obj)
        if self.quiet:
            return None
        return LogEntry(self.rule, "cease", (revealed_ref(old.card, old.id),))


serializable(CeaseToExist)


class Attach(Event):
    """CR 701.3: attach, or unattach when ``to`` is None (704.5n)."""

    __slots__ = ("obj", "to")
    writes = frozenset({Aspect.STATUS})

    def __init__(self, obj: int, to: int | None, rule: str) -> None:
        self.obj = obj
        self.to = to
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        objects = st(game).objects
        return self.obj in objects and (self.to is None or self.to < 0 or self.to in objects)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        obj = state.objects[self.obj]
        obj.attached_to = self.to
        if self.to is not None:
            obj.timestamp = state.new_timestamp()  # CR 613.7e
        if self.to is None:
            return LogEntry(self.rule, "unattach", (cref(state, self.obj),))
        host = ("p", -1 - self.to) if self.to < 0 else cref(state, self.to)  # CR 303.4b
        return LogEntry(self.rule, "attach", (cref(state, self.obj), host))


serializable(Attach)


class Link(Event):
    """CR 607.2a: a linked ability remembers the objects it acted on (``key`` is
    "object id:name"); ``reset`` forgets what it remembered before."""

    __slots__ = ("ids", "key", "reset")
    writes = frozenset({Aspect.MEMORY})

    def __init__(self, key: str, ids: tuple[int, ...], reset: bool = False) -> None:
        self.key = key
        self.ids = ids
        self.reset = reset
        self.rule = "607.2a"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        before = () if self.reset else state.linked.get(self.key, ())
        state.linked[self.key] = (*before, *self.ids)
        return None


serializable(Link)


def link_created(game: Kernel, source: int, key: str, made: list[Event]) -> None:
    """Remember the tokens just created under ``key`` ("that token", "sacrifice it"),
    forgetting those of an earlier resolution (CR 607.2a)."""
    ids = tuple(ev.new_id for ev in made if isinstance(ev, CreateToken) and ev.new_id)
    game.emit(Link(f"{source}:{key}", ids, reset=True))
