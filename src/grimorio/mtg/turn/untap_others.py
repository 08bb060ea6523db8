"""Untapping during another player's untap step (CR 502.3): "untap each creature you control
during each other player's untap step" (a static ability, ``UntapsDuringOthers``).

Those permanents untap in the untap step together with the active player's (502.3). An
effect that stops a permanent untapping "during its controller's untap step" doesn't stop
this: it is not its controller's untap step (release notes of Prop Room).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.abilities import UntapsDuringOthers
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.rules.vocabulary.targets import select

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def untapped_for_others(game: Kernel) -> list[int]:
    """The tapped permanents of non-active players that untap in this untap step."""
    found = abilities_in_play(game, UntapsDuringOthers)
    if not found:
        return []
    state = st(game)
    out: list[int] = []
    for oid, _n, ab in found:
        controller = state.objects[oid].controller
        if controller == state.active:
            continue
        ability_use.record(state.objects[oid].card, ab)
        for r in select(game, ab.what, controller, oid):
            obj = state.objects[r]
            if obj.controller == controller and obj.tapped and r not in out:
                out.append(r)
    return out
