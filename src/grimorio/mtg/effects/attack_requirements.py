"""Attack requirements made by resolving spells and abilities (CR 508.1d): "<this creature>
attacks that player this combat if able" (``grimorio.dsl.attack_requirements``).

The requirement is an effect record (``MtgState.effects``, 611.2) whose one part names the
player, locked in as the effect begins (611.2c) on the creatures picked then; it lasts until
the combat phase ends (511.3, ``rules/pipeline/durations.py``). The declaration of attackers
reads it (``grimorio.mtg.keywords.goad``): the most requirements obeyed, with this one obeyed
only by attacking that player (802.3a) — never by attacking a planeswalker they control.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import attack_requirements as ax
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.mtg.effects.designations import Designate
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import cref
from grimorio.rules.state.state import ContinuousEffect, st
from grimorio.rules.vocabulary.context import Ctx, objects, players
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class RequireAttack(Designate):
    """CR 508.1d: a creature is required to attack a player this combat if able — the
    effect record ``effect`` that holds the requirement begins (on a creature still on the
    battlefield, as a designation does)."""

    __slots__ = ()

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.effects.append(self.effect)
        part = self.effect.parts[0]
        assert isinstance(part, ax.MustAttackPlayer)
        it = cref(state, self.effect.affected[0])
        return LogEntry(self.rule, "requirement.attacks_player", (it, ("p", part.player)))


serializable(RequireAttack)


@handles(ax.AttacksPlayerIfAble)
def attacks_player_if_able(game: Kernel, ctx: Ctx, e: ax.AttacksPlayerIfAble) -> None:
    """CR 508.1d, 611.2c: each creature picked now attacks the player picked now this combat
    if able — one requirement for each creature, until the combat phase ends (511.3)."""
    named = players(game, ctx, e.player)
    if not named:
        return  # no player to attack (none left to choose): no requirement
    state = st(game)
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone != BATTLEFIELD_KEY or "creature" not in chars(game, obj).types:
            continue
        record = ContinuousEffect(
            state.new_timestamp(),
            ctx.source_card,
            (r,),
            (ax.MustAttackPlayer(named[0]),),
            ax.END_OF_COMBAT,
            ctx.controller,
            ctx.source,
        )
        game.emit(RequireAttack(record, "508.1d"))


register_messages(
    {
        "requirement.attacks_player": (
            "{0:El} ataca a {1} en este combate si puede.",
            "{0} attacks {1} this combat if able.",
        ),
    }
)
