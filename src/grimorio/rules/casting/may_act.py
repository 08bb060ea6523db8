"""What a player with priority could possibly do besides passing (CR 117.1), and how much mana
they could possibly pay, known without reading every permanent's characteristics.

* :func:`places`: the permanents on the battlefield that could offer an option — those
  that may have an activated ability (CR 602.1), the face-down ones that could be turned
  face up (116.2b, 701.40b) and the Rooms whose doors could be unlocked (116.2m, 709.5e).
* :func:`mana_units`: at most how many mana a payment by a player could use now (601.2g–h,
  605.3a): the mana in their pool and one activation of each untapped permanent they
  control (a mana ability, or convoke, 702.51a).

Both are *bounds* — supersets of where options can be, an amount no payment exceeds — so
the rules that use them (``grimorio.rules.turn.priority``, ``costs.castable_for``) still check
exactly as before wherever the bound allows anything: the same options in the same order,
only faster. They rest on one fact: when nothing in play could give a permanent abilities
(CR 613.1f) or new copiable values (613.2), a permanent's abilities are among its card's
printed ones (a Room's doors among its card's, 709.5; a face-down permanent has none,
708.2a). Otherwise every permanent is listed and no mana bound is given.

What is remembered (``Kernel.remembered``) is kept while what it is worked out from is
unchanged: the objects in play in order (a permanent that changes zones is a new object,
400.7, whose card never changes under the same id), the continuous effects of resolved
spells and abilities (611.2), and ``state.faces`` (bumped whenever a permanent is turned
face up or down, or a Room's doors change, in place). Controllers and tapped status are
read at each call, since they change without any of these changing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect, reads
from grimorio.dsl import continuous as cx
from grimorio.dsl.abilities import ActivatedAbility, ManaAbility, Static
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.casting.mana_amounts import most_mana
from grimorio.rules.characteristics.reach import in_play
from grimorio.rules.characteristics.values import is_room
from grimorio.rules.state.state import MANA_ORDER, st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Places(NamedTuple):
    """Battlefield ids, in battlefield order, of any controller. ``activated`` and ``rooms``
    are ``None`` when every permanent must be looked at (abilities may have been added)."""

    activated: tuple[int, ...] | None
    face_down: tuple[int, ...]
    rooms: tuple[int, ...] | None


def places(game: Kernel) -> Places:
    """The permanents that could offer an option at priority (see the module's text). What
    it is worked out from changes only with a write of ``_PLACES_READ`` (objects in play,
    effects, ``state.faces``, which only events writing STATUS bump): kept until then."""
    state = st(game)

    def check() -> Places:
        ids = tuple(in_play(state))
        effects = tuple(state.effects)

        def compute() -> Places:
            battlefield = state.zones[BATTLEFIELD_KEY]
            objects = state.objects
            face_down = tuple(i for i in battlefield if objects[i].face_down)
            if _abilities_may_be_added(game, ids, effects):
                return Places(None, face_down, None)
            shown = [i for i in battlefield if not objects[i].face_down]
            activated = tuple(i for i in shown if _card_facts(objects[i].card)[0])
            rooms = tuple(i for i in shown if is_room(objects[i].card))
            return Places(activated, face_down, rooms)

        return game.remembered("may_act", (ids, effects, state.faces), compute)

    return game.kept("may_act", _PLACES_READ, check)


_PLACES_READ = reads(Aspect.OBJECTS, Aspect.STATUS, Aspect.EFFECTS)


class Units(NamedTuple):
    """At most how many mana a payment could use (``total``), and of those at most how many
    could pay a symbol of each colour, in ``MANA_ORDER`` (``of``)."""

    total: int
    of: tuple[int, ...]


def mana_units(game: Kernel, player: int) -> Units | None:
    """At most how much mana any payment by ``player`` could use now, or ``None`` if no
    bound is known cheaply. The payment rules (``grimorio.rules.casting.mana``) count the
    player's pool, restricted mana in it (CR 106.6) one each, and one activation of each
    untapped permanent they control — a mana ability adding up to its amount of one colour
    at once (106.4), restricted or not, or tapping it to convoke (702.51a): never more
    than the largest amount one activation of that card's mana abilities adds, or one; of
    a colour only if the card's mana abilities can make it (or "the chosen colour") or it
    could convoke (a creature card, or face down: any colour an effect gives it)."""
    cache = game.derived()  # a function of the state: kept while its version stands
    key = ("mana_units", player)
    if key in cache:
        found = cache[key]
        assert found is None or isinstance(found, Units)
        return found
    units = cache[key] = _mana_units(game, player)
    return units


def _mana_units(game: Kernel, player: int) -> Units | None:
    if places(game).activated is None:
        return None  # abilities may have been given: a permanent's card does not tell
    state = st(game)
    p = state.player(player)
    anything = len(p.restricted)
    of = [n + anything for n in p.pool]
    total = sum(p.pool) + anything
    objects = state.objects
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = objects[oid]
        if obj.controller != player or obj.tapped:
            continue
        _act, most, _adds, makes = _card_facts(obj.card)
        total += most
        for k in range(len(of)):
            if obj.face_down or makes[k]:
                of[k] += most
    return Units(total, tuple(of))


# Parts of continuous effects that never give an object an ability nor change its copiable
# values (CR 613.1b–e, 613.4): any other part (a grant of abilities, a copy effect, a text
# change, a land type with its mana ability ...) might.
_NEVER_ADD = (
    cx.AddColors,
    cx.CantHave,
    cx.DefinePT,
    cx.GainControl,
    cx.LoseAllAbilities,
    cx.LoseKeywords,
    cx.ModifyPT,
    cx.RemoveTypes,
    cx.SetColors,
    cx.SetCreatureTypes,
    cx.SetName,
    cx.SetPT,
    cx.SwitchPT,
)


def _abilities_may_be_added(game: Kernel, ids: tuple[int, ...], effects: tuple[Any, ...]) -> bool:
    """Could an effect of a resolved spell or ability, or a static ability of anything in
    play (printed on its card or a door of it: a granted static came from a grant, which
    counts), give something abilities or other copiable values?"""
    state = st(game)
    if any(_may_add(p) for e in effects for p in e.parts):
        return True
    for i in ids:
        obj = state.objects[i]
        if not obj.face_down and _card_facts(obj.card)[2]:  # face down: none (CR 708.2a)
            return True
    return False


def _may_add(part: object) -> bool:
    if type(part) is cx.Grant:
        return bool(part.abilities)
    return not isinstance(part, _NEVER_ADD)


def _card_facts(card: str) -> tuple[bool, int, bool, tuple[bool, ...]]:
    """Of a card and its doors (CR 709.5): has it an activated ability (in any zone); the
    most mana one activation of its mana abilities adds (at least 1: convoke); has it a
    static ability that may give abilities or copiable values; and for each colour of
    ``MANA_ORDER``, could it pay for a symbol of it (a mana ability that makes it, or "the
    chosen colour"; a creature card convoking, any)?"""
    found = _FACTS.get(card)
    if found is None:
        d = get(card)
        abilities = [a for x in (d, *d.doors) for a in x.abilities]
        made = [p for a in abilities if isinstance(a, ManaAbility) for p in a.produce]
        convokes = "creature" in d.types
        found = _FACTS[card] = (
            any(isinstance(a, ActivatedAbility) for a in abilities),
            max([1, *(_most_mana(a) for a in abilities if isinstance(a, ManaAbility))]),
            any(type(a) is Static and any(_may_add(p) for p in a.parts) for a in abilities),
            tuple(
                convokes or (c != "C" and "chosen" in made) or any(c in p for p in made)
                for c in MANA_ORDER
            ),
        )
    return found


def _most_mana(ab: ManaAbility) -> int:
    """CR 106.4: one activation adds ``amount`` mana of one of the colours it produces
    (``"chosen"`` is one colour)."""
    unbounded = most_mana(ab)  # "X mana" (CR 106.4): no bound
    if unbounded is not None:
        return unbounded
    return ab.amount * max([1, *(len(c) for c in ab.produce if c != "chosen")])


_FACTS: dict[str, tuple[bool, int, bool, tuple[bool, ...]]] = {}
