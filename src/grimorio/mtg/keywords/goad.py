"""Goad (CR 701.15) as the declaration of attackers reads it: who has goaded a creature, and
the attack requirements that makes (508.1d, 802.3a).

A goaded creature "attacks each combat if able and attacks a player other than the goading
player if able" (701.15b): for each player who goaded it, two requirements — the first obeyed
by any attack, the second only by an attack on a player other than that one (a requirement
tied to attacking a particular player applies only to creatures attacking that player,
802.3a; attacking a planeswalker is not attacking a player, 506.3). Several players goading
it make more requirements (701.15c); one player goading it twice makes none (701.15c).
So in a game of two, a creature the defending player goaded still attacks that player if
able (it can attack no other), and one its own controller goaded attacks the opponent
rather than a planeswalker if able.
A creature an effect says "attacks that player this combat if able" has one more
requirement, obeyed only by attacking that player (``grimorio.dsl.attack_requirements``).

The designation is kept as an effect record (``grimorio.rules.state.designations``):
``Goaded`` parts in ``MtgState.effects``, whose controller is the goading player and whose
duration is the goad's (611.2a; ``rules/pipeline/durations.py`` ends "until your next turn"
as that turn begins, or as it would have, 800.4m).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.objects import is_player_ref, player_of_ref
from grimorio.dsl.attack_requirements import MustAttackPlayer
from grimorio.mtg.keywords.evasion import must_attack
from grimorio.rules.state.designations import any_goaded, goaders
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MtgState, st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def attack_requirements(game: Kernel, obj: MagicObject, targets: list[int]) -> tuple[int, ...]:
    """CR 508.1d, 802.3a: for each of ``targets`` (a player's ref, or a planeswalker's id),
    the number of requirements ``obj`` obeys by attacking it — "attacks each combat if
    able" (702, an effect) and, for each player who goaded it, "attacks" and "attacks a
    player other than [that player]" (701.15b)."""
    base = 1 if must_attack(game, obj) else 0
    by = goaders(st(game), obj.id)
    named = players_to_attack(st(game), obj.id)
    out: list[int] = []
    for t in targets:
        player = player_of_ref(t) if is_player_ref(t) else -1
        obeyed = base + len(by)  # "attacks each combat if able", once for each goader
        obeyed += sum(1 for g in by if player >= 0 and player != g)  # 802.3a: that player
        obeyed += sum(1 for n in named if player == n)  # "attacks that player if able"
        out.append(obeyed)
    return tuple(out)


def players_to_attack(state: MtgState, obj: int) -> tuple[int, ...]:
    """CR 508.1d, 802.3a: the players object ``obj`` attacks this combat if able ("attacks
    that player this combat if able", ``grimorio.dsl.attack_requirements``), one entry for
    each requirement — obeyed only by attacking that player, not a planeswalker."""
    return tuple(
        p.player
        for e in state.effects
        if obj in e.affected
        for p in e.parts
        if type(p) is MustAttackPlayer
    )


def by_what_is_attacked(state: MtgState) -> bool:
    """CR 802.3a: does any requirement now depend on what a creature attacks — a goad
    (701.15b), or "attacks that player if able"?"""
    return any_goaded(state) or any(
        type(p) is MustAttackPlayer for e in state.effects for p in e.parts
    )
