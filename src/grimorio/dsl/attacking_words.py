"""Words about attacking that any card may use (issue 23): "create a token that's tapped and
attacking that player" — :class:`EnterAttackingPlayer` (CR 508.4: put onto the battlefield
attacking a player the effect names, never declared as an attacker).

It joins the union ``grimorio.dsl.effects.Effect``; its handler is
``grimorio.mtg.effects.attacking``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all

if TYPE_CHECKING:
    from grimorio.dsl.selectors import Selector


@dataclass(frozen=True, slots=True)
class EnterAttackingPlayer:
    """CR 508.4: each creature ``what`` picks that its controller controls as the active
    player, during combat, becomes an attacker attacking the player ``player`` picks ("that
    player") — if that player is still a defending player; otherwise it stays on the
    battlefield without attacking. It was never declared as an attacker, so "whenever ...
    attacks" doesn't trigger for it (508.4)."""

    what: Selector
    player: Selector


register_all(globals())
