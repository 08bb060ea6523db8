"""Who listens for triggers (CR 603.2, 113.6): the triggered abilities of the permanents
on the battlefield and those that function from graveyards (113.6k, 113.6m), kept across
state versions while what they come from is unchanged, and indexed by the classes of the
events each ability's trigger condition can match.

The index is derived from the trigger conditions (``grimorio.dsl.triggers``) by
:func:`watched`, never card by card: an event is matched (``triggers._match``) only against
the listeners whose condition could fit an event of its class. Skipping the others changes
nothing, since matching them would find no occurrence; the order of the listeners kept is
their order in the full list, so the order of triggers and of the log is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl import triggers as tr
from grimorio.dsl.abilities import Triggered
from grimorio.dsl.mana_triggers import CastsPayingLess, LandTappedForMana
from grimorio.dsl.spells_cast import CastsNthSpell
from grimorio.dsl.triggers_casting import CastsWithManaValue, PlaysCard
from grimorio.dsl.triggers_narrowed import Colorless, LosesLifeFirstTime
from grimorio.dsl.triggers_schemes import IsDealtCombatDamage
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.characteristics.chars import Chars, printed
from grimorio.rules.events.game import (
    CombatChange,
    Damage,
    LifeChange,
    ManaChange,
    StageBegins,
    StepBegins,
)
from grimorio.rules.events.objects import CounterChange, CreateToken, Draw, SetTapped, ZoneChange
from grimorio.rules.events.schemes import SchemeSetInMotion
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.events.status import DreadManifested, TurnFaceUp, Unlock
from grimorio.rules.pipeline.reveals import CardRevealed
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.in_play import abilities_in_play, index_read

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Listener:
    """A triggered ability that may trigger: its object (or a delayed ability's source),
    the ability's index there (-1 for a delayed one), its controller and, for an object
    seen as it last existed, those characteristics. A plain record made often (not part of
    the saved state); it is never changed once made."""

    __slots__ = ("ability", "about", "card", "controller", "delayed", "index", "lki", "obj", "was")

    def __init__(
        self,
        obj: int,
        card: str,
        controller: int,
        index: int,
        ability: Triggered,
        lki: Chars | None = None,
        was: MagicObject | None = None,  # the object as it was, if it has left
        delayed: int = -1,  # index in ``state.delayed``
        about: tuple[int, ...] = (),
    ) -> None:
        self.obj = obj
        self.card = card
        self.controller = controller
        self.index = index
        self.ability = ability
        self.lki = lki
        self.was = was
        self.delayed = delayed
        self.about = about


# The classes of the events each kind of trigger condition can match: what
# ``triggers._match`` (and ``sagas.chapter_reached``) test the event against before
# anything else. A condition whose kind is missing here is matched against every event.
_WATCHED: dict[type, tuple[type, ...]] = {
    tr.Enters: (ZoneChange, CreateToken),
    tr.Leaves: (ZoneChange,),
    tr.Destroys: (ZoneChange,),  # I-702.10a: a kind of leaving (the game's matcher)
    tr.RevealsThisWay: (CardRevealed,),  # CR 607.2h
    tr.Attacks: (CombatChange,),
    tr.Blocks: (CombatChange,),
    tr.BecomesBlocked: (CombatChange,),
    tr.DealsDamage: (Damage,),
    tr.IsDealtDamage: (Damage,),
    tr.Casts: (PutOnStack,),
    tr.Draws: (Draw,),
    tr.Discards: (ZoneChange,),
    tr.GainsLife: (LifeChange, Damage),  # CR 120.3a: damage to a player is life lost
    tr.LosesLife: (LifeChange, Damage),
    tr.BecomesTapped: (SetTapped,),
    tr.TappedForMana: (SetTapped,),
    tr.CountersPut: (CounterChange,),
    tr.Unlocked: (Unlock, ZoneChange),  # CR 709.5h: also as it enters from being cast
    tr.FullyUnlocks: (Unlock,),
    tr.PutIntoGraveyard: (ZoneChange,),
    tr.LeavesGraveyard: (ZoneChange, PutOnStack),  # CR 601.2a: cast from there
    tr.ManifestsDread: (DreadManifested,),
    tr.TurnedFaceUp: (TurnFaceUp,),
    tr.SetInMotion: (SchemeSetInMotion,),
    IsDealtCombatDamage: (Damage,),  # CR 510.2: the schemes (issue 23)
    CastsWithManaValue: (PutOnStack,),  # the Commander cards' conditions (issue 23)
    PlaysCard: (PutOnStack, ZoneChange),  # CR 305.1, 601.2i: a land played, a spell cast
    LosesLifeFirstTime: (LifeChange, Damage),  # CR 119.3, 120.3a
    CastsNthSpell: (PutOnStack,),  # CR 601.2i: "their first spell each turn"
    CastsPayingLess: (PutOnStack,),  # CR 601.2h: less mana spent than the mana value
    LandTappedForMana: (ManaChange,),  # CR 605.1b: a land's mana ability added mana
    tr.Chapter: (ZoneChange, CreateToken, CounterChange),  # CR 714.2b, 122.6
    tr.AtBeginning: (StepBegins, StageBegins),
    tr.StateIs: (),  # CR 603.8: checked apart, never against events
    tr.Done: (),  # CR 603.12: triggered by the resolving ability itself
    # tr.BecomesTarget reads any event that has targets: matched against every event
}


def watched(when: tr.Trigger) -> tuple[type, ...] | None:
    """The classes of the events ``when`` can match (``None``: any event)."""
    if isinstance(when, tr.AnyOf):
        out: list[type] = []
        for w in when.whens:
            found = watched(w)
            if found is None:
                return None
            out += found
        return tuple(out)
    if isinstance(when, Colorless):  # the same events, of colourless objects only
        return watched(when.when)
    return _WATCHED.get(type(when))


def may_match(when: tr.Trigger, kinds: tuple[type, ...]) -> bool:
    """Could ``when`` match an event of one of the classes ``kinds``?"""
    classes = watched(when)
    return classes is None or any(issubclass(k, c) for k in kinds for c in classes)


Kinds = tuple[type, ...]


def event_kinds(events: list[Event]) -> Kinds:
    """The classes of ``events``, each once, in order (a key for :meth:`Listening.for_kinds`)."""
    if len(events) == 1:
        return (type(events[0]),)
    return tuple(dict.fromkeys(type(ev) for ev in events))


class Listening:
    """A list of listeners with, made as they are asked for, the sublists of those that
    could match events of given classes (in the list's order), and of the state triggers
    (CR 603.8). It depends only on the list, which is never changed."""

    __slots__ = ("_by_kinds", "all", "states")

    def __init__(self, listeners: list[Listener]) -> None:
        self.all = listeners
        self.states = [lis for lis in listeners if isinstance(lis.ability.when, tr.StateIs)]
        self._by_kinds: dict[Kinds, list[Listener]] = {}

    def for_kinds(self, kinds: Kinds) -> list[Listener]:
        found = self._by_kinds.get(kinds)
        if found is None:
            found = [lis for lis in self.all if may_match(lis.ability.when, kinds)]
            self._by_kinds[kinds] = found
        return found


_NOBODY = Listening([])


class Watch:
    """Who listens now: the triggered abilities of the battlefield (``present``) and those
    that function from graveyards (``yard``). It depends only on the two lists, which are
    never changed."""

    __slots__ = ("present", "yard")

    def __init__(self, present: Listening, yard: Listening) -> None:
        self.present = present
        self.yard = yard


def watching(game: Kernel) -> Watch:
    """Who listens for triggers now (CR 603.2, 113.6): :func:`listening` and
    :func:`graveyard_listening` together, looked up once per state version.

    Kept across versions while none of the aspects the abilities in play read
    (``in_play.index_read``) has been written: the battlefield's listeners read those
    abilities (``index_in_play``, kept against those same aspects) and their objects'
    controllers (STATUS), the graveyards' listeners read which objects are in graveyards
    (OBJECTS), and both STATUS and OBJECTS are always among those aspects. When one is
    written, each list is made again only if what it reads differs (:func:`_listening`,
    :func:`_yard`), and the :class:`Listening` objects kept keep the sublists they have
    made for classes of events."""
    cache = game.derived()
    out = cache.get("watch")
    if out is None:
        out = cache["watch"] = game.kept("watch", index_read(game), _watcher(game))
    assert isinstance(out, Watch)
    return out


def _watcher(game: Kernel) -> Callable[[], Watch]:
    def compute() -> Watch:
        present, yard = _listening(game), _yard(game)
        return game.remembered("watch", (present, yard), lambda: Watch(present, yard))

    return compute


def listening(game: Kernel) -> Listening:
    """The triggered abilities of the permanents on the battlefield now (CR 603.2, 113.6);
    kept as :func:`watching` says."""
    return watching(game).present


def _listening(game: Kernel) -> Listening:
    """The battlefield's listeners: remade only if its triggered abilities (the same list
    object while the index of abilities in play stands) or their objects' controllers
    differ; an object's card never changes while it keeps its id (CR 400.7)."""
    found = abilities_in_play(game, Triggered)
    if not found:
        return _NOBODY
    objects = st(game).objects
    controllers = tuple([objects[oid].controller for oid, _n, _a in found])

    def compute() -> Listening:
        return Listening(
            [Listener(oid, objects[oid].card, objects[oid].controller, n, a) for oid, n, a in found]
        )

    return game.remembered("listeners", (found, controllers), compute)


def listeners(game: Kernel) -> list[Listener]:
    """The triggered abilities of the permanents on the battlefield now (CR 603.2, 113.6)."""
    return listening(game).all


def graveyard_listening(game: Kernel) -> Listening:
    """CR 113.6k, 113.6m: the triggered abilities that function from a graveyard ("you may
    return this card from your graveyard to your hand"), of the cards in graveyards now —
    controlled by the card's owner (108.4a); kept as :func:`watching` says."""
    return watching(game).yard


def _yard(game: Kernel) -> Listening:
    """The graveyards' listeners: a function of the ids in each graveyard, in order (an
    object's card and owner never change while it keeps its id, CR 400.7), remembered
    against them (:func:`_graveyards`), so that a card drawn or a spell cast makes no new
    list."""
    state = st(game)

    def compute() -> Listening:
        out: list[Listener] = []
        for p in range(len(state.players)):
            for oid in state.zones[zkey(Zone.GRAVEYARD, p)]:
                obj = state.objects[oid]
                for n, a in _yard_triggers(obj.card):
                    out.append(Listener(oid, obj.card, obj.owner, n, a))
        return Listening(out) if out else _NOBODY

    return game.remembered("graveyard_listeners", _graveyards(game), compute)


def _graveyards(game: Kernel) -> tuple[tuple[int, ...], ...]:
    """The ids in each player's graveyard, in order."""
    state = st(game)
    return tuple([tuple(state.zones[zkey(Zone.GRAVEYARD, p)]) for p in range(len(state.players))])


def graveyard_listeners(game: Kernel) -> list[Listener]:
    """The listeners of :func:`graveyard_listening`, as a list."""
    return graveyard_listening(game).all


def _yard_triggers(card: str) -> tuple[tuple[int, Triggered], ...]:
    found = _YARD.get(card)
    if found is None:
        found = _YARD[card] = tuple(
            (n, a)
            for n, a in enumerate(printed(card).abilities)
            if isinstance(a, Triggered) and a.zone == Zone.GRAVEYARD
        )
    return found


_YARD: dict[str, tuple[tuple[int, Triggered], ...]] = {}


def looking_back(obj: MagicObject, abilities: tuple[object, ...], lki: Chars) -> list[Listener]:
    """CR 603.10a: the battlefield abilities of an object that left, as it last existed."""
    return [
        Listener(obj.id, obj.card, lki.controller, n, a, lki, obj)
        for n, a in enumerate(abilities)
        if isinstance(a, Triggered) and a.zone == Zone.BATTLEFIELD
    ]
