"""What replacement and prevention effects wait for (CR 614.1, 615.1; I-613, I-614): whether
an event fits the pattern of an effect (``dsl.replacements``: "if a card would be put into
a graveyard", "if a source would deal damage", "if it would be destroyed", ...), and the
permanent as it would exist on the battlefield, which the patterns about entering look at
(614.12). The replacement pipeline (``replacement.py``) asks these for each effect."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from grimorio.core.engine import Event
from grimorio.core.objects import is_player_ref, player_of_ref
from grimorio.dsl import replacements as rp
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, ZoneKey, kind_of
from grimorio.rules.characteristics.chars import Chars, chars, layered, printed
from grimorio.rules.characteristics.filters import fits, player_fits
from grimorio.rules.events.game import Damage, LifeChange
from grimorio.rules.events.objects import CreateToken, Draw, ZoneChange
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def would_be(game: Kernel, ev: ZoneChange | CreateToken) -> Chars:
    """CR 614.12: the permanent as it would exist on the battlefield — with its own static
    abilities and the continuous effects that would apply to it. Worked out on a copy of
    the game in which the move (or the token's creation) has happened."""
    state = st(game)
    if isinstance(ev, CreateToken):
        if not layered(game) and ev.copy is None:
            return printed(ev.card, ev.player)
    else:
        obj = state.objects[ev.obj]
        controller = obj.owner if ev.controller is None else ev.controller
        if not layered(game) and not ev.face_down and not obj.doors and ev.copy is None:
            return printed(obj.card, controller)
    trial = game.clone()  # type: ignore[attr-defined]
    moved = copy.copy(ev)
    moved.apply(trial)
    return chars(trial, st(trial).objects[moved.new_id])


def fits_pattern(
    game: Kernel,
    pattern: Any,
    ev: Event,
    controller: int,
    holder: int | None,
    affected: tuple[int, ...] | None,
) -> bool:
    """Does ``ev`` fit ``pattern`` for an effect controlled by ``controller`` — made by the
    static ability of ``holder``, or by a resolved effect locked onto ``affected``?"""
    state = st(game)
    if isinstance(pattern, rp.WouldMove):
        if not isinstance(ev, ZoneChange) or ev.to != pattern.to:
            return False
        obj = state.objects.get(ev.obj)
        if obj is None or (pattern.from_ and kind_of(obj.zone) != pattern.from_):
            return False
        if pattern.controller is not None and not player_fits(
            pattern.controller, obj.controller, controller
        ):
            return False
        if pattern.owner is not None:
            return not obj.token and player_fits(pattern.owner, obj.owner, controller)
        return _about(game, ev.obj, pattern.what, controller, holder, affected)
    if isinstance(pattern, rp.WouldDealDamage):
        return isinstance(ev, Damage) and _damage_fits(game, pattern, ev, controller, affected)
    if isinstance(pattern, rp.WouldGainLife):
        return (
            isinstance(ev, LifeChange)
            and ev.amount > 0
            and player_fits(pattern.who, ev.player, controller)
        )
    if isinstance(pattern, rp.WouldDraw):
        return isinstance(ev, Draw) and player_fits(pattern.who, ev.player, controller)
    if isinstance(pattern, rp.WouldEnter):
        if holder is not None and game.batch_from is not None and holder >= game.batch_from:
            return False  # CR 614.12: its holder enters with this one, and can't affect it
        if isinstance(ev, CreateToken):
            token = MagicObject(0, ev.card, ev.player, BATTLEFIELD_KEY, 0, token=True)
            token.controller = ev.player
            return fits(pattern.what, would_be(game, ev), token, controller, holder)
        if not isinstance(ev, ZoneChange) or ev.to != Zone.BATTLEFIELD or ev.obj == holder:
            return False
        obj = state.objects.get(ev.obj)
        return obj is not None and fits(pattern.what, would_be(game, ev), obj, controller, holder)
    if isinstance(pattern, rp.WouldBeDestroyed):  # CR 701.8c; I-701.6
        return (
            isinstance(ev, ZoneChange)
            and destroyed(game, ev)
            and _about(game, ev.obj, pattern.what, controller, holder, affected)
        )
    return False


def _about(
    game: Kernel,
    oid: int,
    what: Any,
    controller: int,
    holder: int | None,
    affected: tuple[int, ...] | None,
) -> bool:
    """Is the object the event is about one the effect applies to: among those it locked
    onto, and matching ``what`` (None: the holder itself, or any it locked onto)?"""
    if affected is not None and oid not in affected:
        return False
    obj = st(game).objects.get(oid)
    if obj is None:
        return False
    if what is None:
        return affected is not None or oid == holder
    return fits(what, chars(game, obj), obj, controller, holder)


def _damage_fits(
    game: Kernel,
    p: rp.WouldDealDamage,
    ev: Damage,
    controller: int,
    affected: tuple[int, ...] | None,
) -> bool:
    state = st(game)
    if (p.combat and not ev.combat) or (p.noncombat and ev.combat):
        return False
    if affected is not None and ev.target not in affected:
        return False
    if p.to is not None:  # a player ("you", "opponent", "player") or a card type
        if is_player_ref(ev.target):
            if p.to not in ("you", "opponent", "player") or not player_fits(
                None if p.to == "player" else p.to, player_of_ref(ev.target), controller
            ):
                return False
        else:  # "creature"; Inferno's "aliado" (I-613)
            target = state.objects.get(ev.target)
            if target is None or p.to not in chars(game, target).types:
                return False
    if p.source is not None:
        src = state.objects.get(ev.source)
        if src is None:  # a source that has left: its card, as it last was (CR 608.2h)
            src = MagicObject(ev.source, ev.source_card, ev.controller, ZoneKey(""), 0)
            src.controller = ev.controller
            c = printed(ev.source_card, ev.controller)
        else:
            c = chars(game, src)
        if not fits(p.source, c, src, controller, None):
            return False
    return True


def destroyed(game: Kernel, ev: ZoneChange) -> bool:
    """Would ``ev`` destroy a permanent (CR 701.8; I-701.6)? A move from the battlefield to
    a graveyard that the game's rules count as destruction (CR 701.8b; I-701.6b) — not one
    a replacement effect already sent elsewhere."""
    if ev.to != Zone.GRAVEYARD:
        return False
    obj = st(game).objects.get(ev.obj)
    return obj is not None and obj.zone == BATTLEFIELD_KEY and game_rules(game).destroys(ev.how)
