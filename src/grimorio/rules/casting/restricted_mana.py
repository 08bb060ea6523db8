"""Mana with spending restrictions (CR 106.6): "Spend this mana only to ...".

A mana ability with ``spend_only`` (``dsl.mana.SpendOnly``) is a source only for a payment
whose purpose the restriction allows: casting a spell that matches its filter, unlocking a
door (709.5e), turning a permanent face up (701.40b). Restricted mana that stays in a pool
(``AddMana(spend_only=...)``, or what a payment left over) is kept apart, one entry per mana,
in ``MtgPlayer.restricted``; it empties with the pool (500.5) and is offered to a payment
only when the restriction allows — as a pseudo-source with a negative id (``-1 - index``).

An ability that adds several mana at once ("add two mana of any one color") is one source
whose colours are written as strings of that length ("GG"); a payment that spends only part
of it writes the mana left over in lower case ("Gg") and the rest goes to the pool (106.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.serial import serializable
from grimorio.dsl.abilities import ManaAbility
from grimorio.dsl.mana import SpendOnly
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.casting.mana_amounts import spell_filters
from grimorio.rules.characteristics.chars import chars, printed, tap_sick
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.state import st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@dataclass(frozen=True, slots=True, init=False)
class Spend:
    """What a mana payment is for: ``kind`` "spell" (the card ``obj``, door ``face``),
    "ability", "unlock" (709.5e), "turn_up" (701.40b) or "other"."""

    kind: str
    obj: int = 0
    face: int = -1

    def __init__(self, kind: str, obj: int = 0, face: int = -1) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "obj", obj)
        object.__setattr__(self, "face", face)


serializable(Spend)


UNLOCK = Spend("unlock")
TURN_UP = Spend("turn_up")


def allows(game: Kernel, only: SpendOnly, purpose: Spend | None, player: int) -> bool:
    """May mana restricted by ``only`` be spent for ``purpose``? (CR 106.6)"""
    if purpose is None:
        return False
    if purpose.kind in only.actions:
        return True
    spells = spell_filters(only)  # "<A> or <B> spells": any one (SpendOnlyEither)
    if purpose.kind != "spell" or not spells:
        return False
    obj = st(game).objects.get(purpose.obj)
    if obj is None:
        return False
    d = get(obj.card)
    key = d.doors[purpose.face].key if purpose.face >= 0 and d.doors else d.key
    c = printed(key, player)
    return any(fits(f, c, obj, player, None) for f in spells)


def restricted_abilities(game: Kernel, player: int) -> list[tuple[int, int, ManaAbility]]:
    """(permanent, ability index, ability) of each restricted mana ability ``player``
    could activate now: untapped, no summoning sickness for {T} of a creature (302.6)."""
    cache = game.derived()
    found = cache.get(("restricted_sources", player))
    if found is None:
        found = cache[("restricted_sources", player)] = _restricted(game, player)
    assert isinstance(found, list)
    return found


def _restricted(game: Kernel, player: int) -> list[tuple[int, int, ManaAbility]]:
    state = st(game)
    out: list[tuple[int, int, ManaAbility]] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller != player or obj.tapped or not _may_have(obj.card):
            continue
        c = chars(game, obj)
        for i, ab in enumerate(c.abilities):
            if not isinstance(ab, ManaAbility) or ab.spend_only is None:
                continue
            if ab.cost.tap and tap_sick(obj, c):
                continue  # CR 302.6, I-301.6
            out.append((oid, i, ab))
    return out


def _may_have(card: str) -> bool:
    """Could this card's object have a restricted mana ability? (its printed ones, or any
    granted — rare enough to look at only when the card itself has one)"""
    flag = _HAS.get(card)
    if flag is None:
        d = get(card)
        abilities = d.abilities + tuple(a for door in d.doors for a in door.abilities)
        flag = _HAS[card] = any(
            isinstance(a, ManaAbility) and a.spend_only is not None for a in abilities
        )
    return flag


_HAS: dict[str, bool] = {}


def pooled(game: Kernel, player: int, purpose: Spend | None) -> list[tuple[int, str, str]]:
    """(pseudo-source id, colour, source card) of each restricted mana in the pool that may
    be spent for ``purpose``."""
    entries = st(game).player(player).restricted
    return [
        (-1 - k, color, card)
        for k, (color, only, card) in enumerate(entries)
        if allows(game, only, purpose, player)
    ]


def spend_only_of(game: Kernel, oid: int, ability: int) -> SpendOnly | None:
    obj = st(game).objects.get(oid)
    if obj is None:
        return None
    abilities = chars(game, obj).abilities
    ab = abilities[ability] if 0 <= ability < len(abilities) else None
    return ab.spend_only if isinstance(ab, ManaAbility) else None


register_messages(
    {
        "mana.add_restricted": (
            "{0} agrega {1} maná {2} que solo puede usar como dice {3:el}.",
            "{0} adds {1} {2} mana that can be spent only as {3} says.",
        ),
        "mana.spend_restricted": (
            "{0} usa {1} de maná con restricciones.",
            "{0} spends restricted mana {1}.",
        ),
    }
)
