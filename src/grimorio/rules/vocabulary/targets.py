"""Selectors and targets (CR 115, 608.2b): which objects and players match a description."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.core.objects import is_player_ref, player_of_ref, player_ref
from grimorio.dsl.abilities import HexproofIgnored
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.selectors import OTHER_THAN_THAT_PLAYER, Filter, TargetSpec
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, kind_of, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.multiplayer_options import ref_in_range
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.in_play import abilities_in_play

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def matches(
    game: Kernel, f: Filter, ref: int, controller: int, source: int | None, that: int = -1
) -> bool:
    """Does the object or player ``ref`` fit ``f`` from the point of view of ``controller``?
    ``that``: the player the triggering event was about ("that player", CR 603.2, 508.5)."""
    state = st(game)
    if is_player_ref(ref):
        if not (f.players or f.only_players):
            return False
        p = player_of_ref(ref)
        if state.player(p).lost:
            return False
        if f.player == "you":
            return p == controller
        if f.player == "opponent":
            return p != controller
        if f.player == OTHER_THAN_THAT_PLAYER:  # CR 115.1, 603.2: "another target player"
            return p != that
        return True
    if f.only_players:
        return False
    obj = state.objects.get(ref)
    if obj is None:
        return False
    if kind_of(obj.zone) != f.zone:
        return False
    if obj.ability is not None and not f.abilities:
        return False  # CR 112.1 / 113.1: an ability on the stack is not a spell
    if f.blocked is not None and blocked(game, ref) is not f.blocked:
        return False
    if f.attacking is not None:  # CR 506.3, 508.1k: "attacking creature"
        combat = state.combat
        if (combat is not None and ref in combat.attackers) != f.attacking:
            return False
    return fits(f, chars(game, obj), obj, controller, source, that)


# CR 509.1h: the steps in which attacking creatures are blocked or unblocked
AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_combat")


def blocked(game: Kernel, obj: int) -> bool | None:
    """CR 509.1h: is the attacking creature ``obj`` blocked (True) or unblocked (False)? None
    if it isn't attacking, or blockers haven't been declared yet. A creature stays blocked
    even if its blockers leave combat; one put onto the battlefield attacking after blockers
    are declared is unblocked (702.49c)."""
    state = st(game)
    combat = state.combat
    if combat is None or obj not in combat.attackers or state.step not in AFTER_BLOCKERS:
        return None
    return obj in combat.blocked


CombatRead = tuple[tuple[int, ...], tuple[int, ...] | None] | None


def combat_read(game: Kernel) -> CombatRead:
    """All that :func:`matches` and :func:`blocked` read of combat and of the step (CR 506.4,
    509.1h): the attacking creatures in order, and — once blockers have been declared
    (``AFTER_BLOCKERS``) — those of them that are blocked; None when nothing is attacking.

    ``matches`` reads only whether an object is among the attackers ("attacking
    creature"), and ``blocked`` only that, whether blockers have been declared (the step)
    and whether the attacker is among the blocked ones. So two states with the same value
    give the same answers to both, whatever else differs in their combat (no combat at
    all, or one with no attackers; the blockers; first strikers) or their step: a value
    derived through this module may be kept across writes of ``Aspect.COMBAT`` and
    ``Aspect.STEP`` with this value in its key (``grimorio.rules.casting.announce``'s
    ``completable``)."""
    state = st(game)
    combat = state.combat
    if combat is None or not combat.attackers:
        return None
    attackers = tuple(combat.attackers)
    if state.step not in AFTER_BLOCKERS:
        return attackers, None
    return attackers, tuple(a for a in attackers if a in combat.blocked)


def candidates(game: Kernel, f: Filter, controller: int) -> list[int]:
    """Everything that could match ``f``, in a stable order (players first)."""
    state = st(game)
    out: list[int] = []
    if f.players or f.only_players:
        out += [player_ref(i) for i in state.apnap()]
    if f.only_players:
        return out
    if f.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE):
        out += state.zones[zkey(f.zone)]
    else:
        for p in state.apnap():
            out += state.zones[zkey(f.zone, p)]
    return out


def select(
    game: Kernel, f: Filter, controller: int, source: int | None, that: int = -1
) -> list[int]:
    return [
        r for r in candidates(game, f, controller) if matches(game, f, r, controller, source, that)
    ]


def legal_target(
    game: Kernel,
    spec: TargetSpec,
    ref: int,
    controller: int,
    source: int | None,
    me: int | None = None,
    that: int = -1,
) -> bool:
    """CR 115.1 / 608.2b: is ``ref`` a legal target for this instance of "target"?

    ``source`` is the object the spell or ability comes from (for "another"); ``me`` is the
    spell or ability on the stack, which can't target itself (CR 115.5); ``that`` the
    player a triggered ability's event was about ("target creature that player controls").
    """
    if ref == me or not targetable(game, ref, controller):
        return False
    if game_rules(game).protected_target(game, ref, me if me is not None else source):
        return False
    return any(matches(game, f, ref, controller, source, that) for f in spec.filters)


def targetable(game: Kernel, ref: int, controller: int) -> bool:
    """CR 702.11b: a permanent with hexproof can't be the target of spells or abilities its
    controller's opponents control — unless a rule change lets ``controller`` target it "as
    though it didn't have hexproof"; I-702.5a: Inferno's *halo* says the same. CR 801.4:
    nothing outside ``controller``'s range of influence can be their target. CR 702.11c: a
    player with hexproof by a variant's rule ("you have hexproof", a scheme's) can't be the
    target of what their opponents control."""
    state = st(game)
    if not ref_in_range(state, controller, ref):
        return False
    if ref < 0:
        return not state.variant.player_hexproof(game, player_of_ref(ref), controller)
    obj = state.objects.get(ref)
    if obj is None or obj.zone != BATTLEFIELD_KEY:
        return True
    c = chars(game, obj)
    shielded = Keyword.HEXPROOF in c.keywords or "halo" in c.keywords
    if not shielded or c.controller == controller:
        return True
    for oid, _n, ab in abilities_in_play(game, HexproofIgnored):
        if state.objects[oid].controller == controller and fits(ab.what, c, obj, controller, oid):
            ability_use.record(state.objects[oid].card, ab)
            return True
    return False


def _choices(
    game: Kernel,
    spec: TargetSpec,
    controller: int,
    source: int | None,
    chosen: tuple[int, ...],
    that: int = -1,
) -> Iterator[int]:
    """Each object or player that fits any of the spec's filters, once, in a stable order."""
    found: set[int] = set()
    for f in spec.filters:
        for ref in candidates(game, f, controller):
            if ref in found or ref in chosen or not matches(game, f, ref, controller, source, that):
                continue
            if targetable(game, ref, controller) and not game_rules(game).protected_target(
                game, ref, source
            ):
                found.add(ref)
                yield ref


def legal_targets(
    game: Kernel,
    spec: TargetSpec,
    controller: int,
    source: int | None,
    chosen: tuple[int, ...] = (),
    that: int = -1,
) -> list[int]:
    """Legal choices for the next target of ``spec``, given those already ``chosen`` (115.3);
    ``that``: the player a triggered ability's event was about."""
    out = list(_choices(game, spec, controller, source, chosen, that))
    if spec.same_controller and chosen:
        state = st(game)
        first = state.objects[chosen[0]].controller if chosen[0] > 0 else None
        out = [r for r in out if r > 0 and state.objects[r].controller == first]
    if spec.one_per_controller and chosen:  # CR 601.2c: one for each player, that one's
        state = st(game)
        taken = {state.objects[c].controller for c in chosen if c > 0 and c in state.objects}
        out = [r for r in out if r > 0 and state.objects[r].controller not in taken]
    return out


def count_at_least(
    game: Kernel, spec: TargetSpec, controller: int, source: int | None, n: int, that: int = -1
) -> bool:
    """Are there at least ``n`` legal choices for ``spec``? Stops as soon as there are."""
    if n <= 0:
        return True
    for _ in _choices(game, spec, controller, source, (), that):
        n -= 1
        if n == 0:
            return True
    return False


def exists(game: Kernel, f: Filter, controller: int, source: int | None) -> bool:
    """Does anything match ``f``? Stops at the first match."""
    return any(matches(game, f, r, controller, source) for r in candidates(game, f, controller))


def has_targets(
    game: Kernel,
    specs: tuple[TargetSpec, ...],
    controller: int,
    source: int | None,
    that: int = -1,
) -> bool:
    """CR 601.2c: a spell can be cast only if each required target can be chosen (603.3d:
    a triggered ability's too — ``that``, the player its event was about)."""
    if any(spec.same_controller for spec in specs):
        return all(
            len(legal_targets(game, s, controller, source, (), that)) >= s.min for s in specs
        )
    return all(count_at_least(game, s, controller, source, s.min, that) for s in specs)
