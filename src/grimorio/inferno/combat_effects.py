"""Effects that change who takes part in Inferno's combat in progress: *protector*'s swap of
roles (I-702.6, I-701.10f) and an element joining the attack (I-508.5a, I-509.1a). The
abilities that use them are card data (``dsl.inferno_cards``, the demonstration set)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import effects_game as gx
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.inferno.state import ist
from grimorio.rules.events.objects import cref
from grimorio.rules.vocabulary.context import Ctx, objects, refs
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class DefenderSwapped(Event):
    """I-702.6c: ``defender`` is now the defender against ``attacker``; the one it replaces is
    out of combat."""

    __slots__ = ("attacker", "defender")
    writes = frozenset({Aspect.COMBAT})

    def __init__(self, attacker: int, defender: int) -> None:
        self.attacker = attacker
        self.defender = defender
        self.rule = "I-702.6c"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ist(game)
        assert state.combat is not None
        old = state.combat.attackers[self.attacker]
        for attacker, defender in state.combat.attackers.items():
            if defender == old:  # every attacker of the old defender's (I-509.1a)
                state.combat.attackers[attacker] = self.defender
        return LogEntry(
            self.rule,
            "combat.swap_defender",
            (cref(state, self.defender), cref(state, old), cref(state, self.attacker)),
        )


serializable(DefenderSwapped)


class AttackerJoins(Event):
    """I-508.5a, I-509.1a: ``attacker`` takes part in the attack in progress, against
    ``defender``."""

    __slots__ = ("attacker", "defender")
    writes = frozenset({Aspect.COMBAT})

    def __init__(self, attacker: int, defender: int) -> None:
        self.attacker = attacker
        self.defender = defender
        self.rule = "I-509.1a"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ist(game)
        assert state.combat is not None
        state.combat.attackers[self.attacker] = self.defender
        return LogEntry(
            self.rule, "combat.join", (cref(state, self.attacker), cref(state, self.defender))
        )


serializable(AttackerJoins)


@handles(gx.SwapDefender)
def swap_defender(game: Kernel, ctx: Ctx, e: gx.SwapDefender) -> None:
    """I-701.10f, I-702.6b: the swap happens only if the new defender and the two in the
    combat in progress are all still in play; else the combat goes on as it was."""
    combat = ist(game).combat
    picked = refs(game, ctx, e.what)  # none if it has left play
    pair = next(iter(combat.attackers.items()), None) if combat is not None else None
    if picked and pair is not None and all(_in_play(game, r) for r in (picked[0], *pair)):
        game.emit(DefenderSwapped(pair[0], picked[0]))
    else:
        game.note("I-702.6b", "combat.no_swap")


@handles(gx.JoinAttack)
def join_attack(game: Kernel, ctx: Ctx, e: gx.JoinAttack) -> None:
    """I-508.5a, I-509.1a: the active player's permanents picked, in play and not in the
    combat, join its attack, against the defender of the attack."""
    state = ist(game)
    combat = state.combat
    if combat is None or not combat.attackers:
        return
    defender = next(iter(combat.attackers.values()))
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        joins = obj.zone == BATTLEFIELD_KEY and obj.controller == state.active
        if joins and r not in combat.attackers and r != defender:
            game.emit(AttackerJoins(r, defender))


def _in_play(game: Kernel, ref: int) -> bool:
    obj = ist(game).objects.get(ref)
    return obj is not None and obj.zone == BATTLEFIELD_KEY
