"""Priority (CR 117): what a player may do when they have it, and passing.

Before a player receives priority, state-based actions are checked (117.5, 704.3). When all
players pass in succession the top of the stack resolves, or the step ends (117.4).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import ActivatedAbility
from grimorio.dsl.card import played_any_time
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone, kind_of, zkey
from grimorio.rules.casting import permissions
from grimorio.rules.casting.announce import CAST_READ, Announce, completable
from grimorio.rules.casting.costs import SPELL, How, alternative_costs
from grimorio.rules.casting.may_act import places
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import LandPlayed
from grimorio.rules.events.objects import ZoneChange, cref, source_ref
from grimorio.rules.game_rules import game_rules
from grimorio.rules.stack.put_triggers import PutTriggers
from grimorio.rules.stack.resolve import Resolve
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.targets import combat_read

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.state.state import MtgState

PASS = Option("pass", "opt.pass")


def sorcery_timing(game: Kernel, player: int) -> bool:
    """CR 307.1 / 117.1a: may ``player`` act at sorcery speed now (the game says when)?"""
    return game_rules(game).sorcery_timing(game, player)


def can_play_land(game: Kernel, player: int) -> bool:
    """CR 305.2 / 116.2a: a special action — own main phase, empty stack, a land play left."""
    state = st(game)
    return sorcery_timing(game, player) and state.player(player).lands_played < state.land_plays


def legal_actions(game: Kernel, player: int) -> list[Option]:
    """Everything ``player`` may do with priority (CR 117.1), then passing (117.3d).

    The list is kept across state versions (``Kernel.kept``) by player, by whether they
    may act at sorcery timing and play a land (the only reads of the step, the active
    player, the stack and the land plays outside the checks below) and by
    ``combat_read``, while none of ``CAST_READ`` is written: what :func:`_options` reads
    besides those two flags is what ``completable`` reads (see there) — the cards in hand
    and elsewhere, their characteristics and names, permissions, the activated abilities
    in play and their conditions, Rooms and face-down permanents — none of it the step,
    combat beyond ``combat_read``, the passes or the player with priority. So an idle
    step, which writes only the step (and combat), gives the list back unchanged."""
    sorcery_ok = sorcery_timing(game, player)
    land_ok = can_play_land(game, player)

    def compute() -> tuple[Option, ...]:
        return tuple(_options(game, player, sorcery_ok, land_ok))

    key = ("legal_actions", player, sorcery_ok, land_ok, combat_read(game))
    return list(game.kept(key, CAST_READ, compute))


def _options(game: Kernel, player: int, sorcery_ok: bool, land_ok: bool) -> list[Option]:
    """The options of :func:`legal_actions`, worked out."""
    state = st(game)
    options: list[Option] = []
    objects = state.objects
    for oid in state.zones[zkey(Zone.HAND, player)]:
        obj = objects[oid]
        timing = _TIMING.get(obj.card) or _timing(obj.card)
        if timing is _Timing.LAND:
            if land_ok:
                options.append(Option(f"play:{oid}", "opt.play", (cref(state, oid),)))
            continue
        if timing is _Timing.FAST or sorcery_ok:
            options += cast_options(game, player, obj)
    options += _from_elsewhere(game, player, sorcery_ok, land_ok)  # CR 601.3, 305.1
    # only the permanents that could offer something are looked at (a superset, in
    # battlefield order: the same options in the same order as looking at every one)
    where = places(game)
    holders = state.zones[BATTLEFIELD_KEY] if where.activated is None else where.activated
    for oid in holders:
        obj = state.objects[oid]
        if obj.controller != player:
            continue
        options += activations(game, player, oid, sorcery_ok)
    for zone in (Zone.HAND, Zone.GRAVEYARD):  # CR 113.6j, 113.6m: abilities that work from there
        works = _WORKS_FROM[zone]
        for oid in state.zones[zkey(zone, player)]:
            card = objects[oid].card
            found = works.get(card)
            if found is None:
                found = _works_from(card, zone)
            if found:
                options += activations(game, player, oid, sorcery_ok)
    options += game_rules(game).special_actions(game, player, sorcery_ok, where)  # CR 116.2
    options.append(PASS)
    return options


def activations(game: Kernel, player: int, oid: int, sorcery_ok: bool) -> list[Option]:
    """The activated abilities of object ``oid`` that ``player`` may activate now: those that
    function in its zone (CR 113.6), whose timing (602.5d) and restrictions (602.5b) allow
    it, and whose costs can be paid."""
    state = st(game)
    obj = state.objects[oid]
    zone = kind_of(obj.zone)
    out: list[Option] = []
    for i, ab in enumerate(chars(game, obj).abilities):
        if not isinstance(ab, ActivatedAbility) or ab.zone != zone:
            continue
        if ab.sorcery_speed and not sorcery_ok:  # CR 602.5d
            continue
        if ab.condition is not None and not holds(game, ab.condition, player, oid, ()):
            continue  # CR 602.5b: "activate only if ..."
        if completable(game, player, obj, How(ability=i)):
            out.append(Option(f"activate:{oid}:{i}", "opt.activate", (cref(state, oid), i + 1)))
    return out


_WORKS_FROM: dict[str, dict[str, bool]] = {Zone.HAND: {}, Zone.GRAVEYARD: {}}


def _works_from(card: str, zone: str) -> bool:
    """Has the card an activated ability that functions in ``zone`` (cached per card)?"""
    found = _WORKS_FROM[zone].get(card)
    if found is None:
        found = _WORKS_FROM[zone][card] = any(
            isinstance(a, ActivatedAbility) and a.zone == zone for a in get(card).abilities
        )
    return found


# When a card in hand may be played by its printed types and keywords (cached per card): a
# land as a land play (CR 305.2), an instant or a card with flash any time it has priority
# (117.1a, 702.8a; I-204.5c: *instantáneo*), any other card at sorcery timing (307.1).
class _Timing(Enum):
    LAND = 1
    FAST = 2
    SLOW = 3


_TIMING: dict[str, _Timing] = {}


def _timing(card: str) -> _Timing:
    d = get(card)
    if "land" in d.types:
        found = _Timing.LAND
    elif played_any_time(d.types, d.supertypes, d.keywords):
        found = _Timing.FAST
    else:
        found = _Timing.SLOW
    _TIMING[card] = found
    return found


def _from_elsewhere(game: Kernel, player: int, sorcery_ok: bool, land_ok: bool) -> list[Option]:
    """CR 601.3, 305.1: the cards outside ``player``'s hand that a permission lets them play,
    following the same rules of timing (307.1, 117.1a) and land plays (305.2) as from the
    hand (``grimorio.rules.casting.permissions``)."""
    state = st(game)
    out: list[Option] = []
    for oid, way in permissions.playable(game, player).items():
        obj = state.objects[oid]
        d = get(obj.card)
        if way.land:
            if land_ok:
                out.append(Option(f"play:{oid}", "opt.play", (cref(state, oid),)))
            continue
        if played_any_time(d.types, d.supertypes, d.keywords) or sorcery_ok:  # CR 117.1a
            out += cast_options(game, player, obj, way.normal, way.alts)
    return out


def cast_options(
    game: Kernel, player: int, obj: MagicObject, normal: bool = True, alts: tuple[str, ...] = ()
) -> list[Option]:
    """The ways to cast a card (timing aside): each door of a Room (CR 709.3), for its mana
    cost if ``normal`` and for each alternative cost (118.9) — its own (impending), those
    static abilities offer (only if a permission requires none), and ``alts`` (those a
    permission requires or the card's own from another zone: flashback, 702.34a)."""
    state = st(game)
    d = get(obj.card)
    if d.play_condition is not None and not holds(game, d.play_condition, player, obj.id, ()):
        return []  # "you may play this card only if ..." (I-702.14a, I-702.18a)
    out: list[Option] = []
    others = permissions.static_alternatives(game, player, obj) if normal else ()
    ways = [a for a in (*others, *alts) if a]
    if d.doors:
        for face, door in enumerate(d.doors):
            door_ref = source_ref(st(game), door.key, obj.id)
            if normal and completable(game, player, obj, How(face=face)):
                out.append(Option(f"cast:{obj.id}:{face}", "opt.cast", (door_ref,)))
            for alt in ways:
                if completable(game, player, obj, How(face=face, alt=alt)):
                    args = (door_ref, _alt_label(state, alt))
                    out.append(Option(f"cast:{obj.id}:{face}:{alt}", "opt.cast_alt", args))
        return out
    if normal and completable(game, player, obj):
        out.append(Option(f"cast:{obj.id}", "opt.cast", (cref(state, obj.id),)))
    own = list(alternative_costs(d)) if normal else []
    for alt in dict.fromkeys((*own, *ways)):
        if completable(game, player, obj, How(alt=alt)):
            args = (cref(state, obj.id), _alt_label(state, alt))
            out.append(Option(f"cast:{obj.id}:{alt}", "opt.cast_alt", args))
    return out


def _alt_label(state: MtgState, alt: str) -> tuple[object, ...]:
    """How an alternative cost is named in an option: by its keyword, or by the card whose
    static ability offers it."""
    holder = permissions.alt_source_id(alt)
    if holder and holder in state.objects:
        return ("m", "alt.static", (cref(state, holder),))
    return ("m", f"alt.{alt}", ())


def how_cast(opt: OptionId) -> tuple[int, How]:
    """The object and the way of casting an option "cast:<id>[:<door>][:<cost>]" names."""
    way = opt.args[1:]
    first = way[0] if way else ""
    if first.isdigit():
        return opt.num(), How(face=int(first), alt=":".join(way[1:]))
    return opt.num(), How(alt=first) if first else SPELL


class Priority(Step):
    """A player receives priority (CR 117.3) after state-based actions are checked (117.5)."""

    __slots__ = ("checked",)

    def __init__(self) -> None:
        self.checked = False

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not self.checked:
            self.checked = True
            game.push(self, game_rules(game).state_check())
            return None
        if state.triggered:  # CR 117.5, 603.3: triggers go on the stack, then check again
            self.checked = False
            game.push(self, PutTriggers())
            return None
        return Decision(
            state.priority,
            DecisionKind.PRIORITY,
            tuple(legal_actions(game, state.priority)),
            "ask.priority",
        )

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        player = state.priority
        if option.id == PASS.id:
            state.passes += 1  # priority bookkeeping, not a change to the game (117.3d)
            if state.passes >= len(state.apnap()):  # everyone still in the game passed
                state.passes = 0
                if state.zones[STACK_KEY]:  # CR 117.4: resolve the top, then AP has priority
                    state.priority = state.apnap()[0]  # CR 117.3b; 800.4j once AP left
                    game.push(Priority(), Resolve(state.zones[STACK_KEY][-1]))
                # else the step ends (CR 117.4; 500.2)
                return
            following = state.after(player)  # CR 117.3d: the next player in turn order
            state.priority = player if following is None else following
            game.push(Priority())
            return
        opt = OptionId.parse(option.id)
        kind = opt.verb
        state.passes = 0
        state.cause = -1  # what the player does now is their own choice
        game.push(Priority())  # CR 117.3c: the player receives priority again afterwards
        if kind == "play":
            oid = opt.num()
            game.emit(LandPlayed(player))
            game.emit(ZoneChange(oid, Zone.BATTLEFIELD, "305.1", "play_land", controller=player))
        elif kind == "cast":
            oid, how = how_cast(opt)
            game.push(Announce(player, oid, how))
        elif kind == "activate":
            game.push(Announce(player, opt.num(0), How(ability=opt.num(1))))
        else:  # CR 116.2: a special action of the game's own
            game_rules(game).take_special_action(game, player, opt)


serializable(Priority)
