"""Attacks and blocks chosen with the combat model (CR 508.1, 509.1), from what the
deciding player sees: the creatures on the battlefield and the life totals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.agents.combat_model import Fighter, combat_gain, plan_blocks, resolve
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY

if TYPE_CHECKING:
    from grimorio.game import Game

CRACKBACK_WEIGHT = 0.6  # how much the opponent's answer next turn is feared
# What a creature must add to an attack to be sent: an even trade is nothing to gain, and
# the defender knows tricks the model doesn't.
ATTACK_MARGIN = 0.4


def fighter(game: Game, oid: int) -> Fighter:
    obj = game.state.objects[oid]
    return Fighter.of(oid, game.characteristics(oid), obj.damage)


def creatures(game: Game, player: int, untapped: bool = False) -> list[Fighter]:
    """``player``'s creatures on the battlefield (only the untapped ones if asked)."""
    state = game.state
    out = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller != player or (untapped and obj.tapped):
            continue
        if "creature" in game.characteristics(oid).types:
            out.append(fighter(game, oid))
    return out


def _declaration(game: Game) -> object:
    """The declaration of attackers or blockers under way: the step on top of the queue."""
    queue = game.state.queue
    return queue[-1] if queue else None


def declared_attackers(game: Game) -> tuple[int, ...]:
    """The attackers already declared in the declaration under way (CR 508.1a)."""
    return tuple(c for c, _ in getattr(_declaration(game), "chosen", ()))


def declaration_begun(game: Game) -> bool:
    """Whether the player has already declared part of their attackers or blockers
    (CR 508.1a, 509.1a)."""
    step = _declaration(game)
    return bool(getattr(step, "chosen", ()) or getattr(step, "pairs", ()))


def attack_plan(game: Game, player: int, able: list[int]) -> list[int]:
    """The attackers worth declaring among ``able``: greedily add the creature that most
    improves what the combat is worth, minus the risk of the opponent's attack back."""
    state = game.state
    me, them = state.player(player).life, state.player(1 - player).life
    candidates = [fighter(game, o) for o in able]
    blockers = creatures(game, 1 - player, untapped=True)
    mine_all = creatures(game, player)

    def worth(chosen: list[Fighter]) -> float:
        if not chosen:
            return -CRACKBACK_WEIGHT * _crackback(game, player, mine_all, set(), set())
        blocks = plan_blocks(chosen, blockers, them)
        gain = combat_gain(chosen, blocks, me, them)
        if gain >= 1000:
            return gain
        dead = resolve(chosen, blocks).dead
        tapped = {a.id for a in chosen if not a.has(Keyword.VIGILANCE)}
        return gain - CRACKBACK_WEIGHT * _crackback(game, player, mine_all, tapped, dead)

    chosen: list[Fighter] = []
    best = worth(chosen)
    improved = True
    while improved:
        improved = False
        pick = None
        for c in candidates:
            if c in chosen:
                continue
            value = worth([*chosen, c])
            if value > best + ATTACK_MARGIN:
                best, pick = value, c
        if pick is not None:
            chosen.append(pick)
            improved = True
    everyone = worth(candidates)
    if everyone > best + ATTACK_MARGIN:
        chosen = candidates
    return [c.id for c in chosen]


def _crackback(
    game: Game, player: int, mine: list[Fighter], tapped: set[int], dead: set[int]
) -> float:
    """What the opponent's next attack could win against the creatures left to block."""
    state = game.state
    them = [
        f for f in creatures(game, 1 - player) if f.id not in dead and not f.has(Keyword.DEFENDER)
    ]
    if not them:
        return 0.0
    blockers = [f for f in mine if f.id not in tapped and f.id not in dead]
    my_life = state.player(player).life
    blocks = plan_blocks(them, blockers, my_life)
    return max(0.0, combat_gain(them, blocks, state.player(1 - player).life, my_life))


def block_plan(game: Game, player: int) -> list[tuple[int, int]]:
    """(blocker, attacker) pairs for the attackers coming at ``player``."""
    combat = game.state.combat
    if combat is None:
        return []
    attackers = [fighter(game, a) for a in combat.attackers]
    blockers = creatures(game, player, untapped=True)
    blocks = plan_blocks(attackers, blockers, game.state.player(player).life)
    return [(b.id, a) for a, bs in blocks.items() for b in bs]
