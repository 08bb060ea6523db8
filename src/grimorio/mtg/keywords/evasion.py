"""Keywords that restrict or require attacks and blocks (CR 508.1c, 509.1b–c, 702)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.abilities import CantBeBlockedBy
from grimorio.dsl.keyword_names import Keyword
from grimorio.mtg.keywords.protection import protected_from
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.objects import MagicObject

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def can_attack(game: Kernel, obj: MagicObject) -> bool:
    """CR 508.1a/c: an untapped creature, controlled since the turn began (302.6) unless it
    has haste (702.10b), without defender (702.3b) — or able to attack "as though it didn't
    have defender" (609.4: for that purpose only)."""
    c = chars(game, obj)
    if "creature" not in c.types or obj.tapped:
        return False
    if obj.sick and Keyword.HASTE not in c.keywords:
        return False
    defender = Keyword.DEFENDER in c.keywords and Keyword.ATTACKS_DESPITE_DEFENDER not in c.keywords
    return not defender and Keyword.CANT_ATTACK not in c.keywords  # CR 508.1c


def can_block(game: Kernel, blocker: MagicObject) -> bool:
    """CR 509.1a: an untapped creature; "can't block" is a restriction (509.1b)."""
    c = chars(game, blocker)
    return "creature" in c.types and not blocker.tapped and Keyword.CANT_BLOCK not in c.keywords


def can_block_attacker(game: Kernel, blocker: MagicObject, attacker: MagicObject) -> bool:
    """Restrictions between one blocker and one attacker (CR 509.1b)."""
    ac = chars(game, attacker)
    a = ac.keywords
    if Keyword.UNBLOCKABLE in a:
        return False
    if Keyword.FLYING in a:  # CR 702.9b, 702.17b
        b = chars(game, blocker).keywords
        if Keyword.FLYING not in b and Keyword.REACH not in b:
            return False
    if protected_from(game, attacker, blocker):  # CR 702.16f
        return False
    for ab in ac.abilities:  # "can't be blocked by <filter>" (CR 509.1b)
        if isinstance(ab, CantBeBlockedBy) and fits(
            ab.filter, chars(game, blocker), blocker, ac.controller, attacker.id
        ):
            ability_use.record(attacker.card, ab)
            return False
    return True


def min_blockers(game: Kernel, attacker: MagicObject) -> int:
    """CR 702.111b: a creature with menace can't be blocked except by two or more."""
    return 2 if Keyword.MENACE in chars(game, attacker).keywords else 1


def must_be_blocked(game: Kernel, attacker: MagicObject) -> bool:
    """A requirement: "must be blocked if able" (CR 509.1c)."""
    return Keyword.MUST_BE_BLOCKED in chars(game, attacker).keywords


def must_attack(game: Kernel, obj: MagicObject) -> bool:
    """A requirement: "attacks each combat if able" (CR 508.1d)."""
    return Keyword.ATTACKS_EACH_COMBAT in chars(game, obj).keywords
