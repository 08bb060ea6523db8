"""A fast model of one combat, for choosing attacks and blocks (CR 506–511).

It plays out first-strike and regular combat damage (CR 510.4, 702.7, 702.4), deathtouch
(702.2: any damage is lethal), trample (702.19: lethal damage to the blockers, the rest to
the player), lifelink (702.15), indestructible (702.12), flying and reach (702.9, 702.17),
menace (702.111: two or more blockers) and "can't block". It is a model: it ignores
abilities that trigger in combat and tricks cast during it, which is what makes it fast
enough to try every plausible attack.

:func:`plan_blocks` is how a defender blocks — the agent's own blocks, and its guess at the
opponent's: good blocks first (the blocker kills and survives), then even trades, then
blocks that cost nothing, and chump blocks only when the damage left unblocked would be
lethal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from grimorio.agents.evaluation import creature_value, life_value
from grimorio.dsl.keyword_names import Keyword
from grimorio.rules.characteristics.chars import Chars


@dataclass(frozen=True, slots=True)
class Fighter:
    """A creature in the model: what it deals, what it can take, what it is worth."""

    id: int
    power: int
    toughness: int  # damage it can still take (toughness minus damage marked)
    keywords: frozenset[str]
    value: float

    @classmethod
    def of(cls, oid: int, c: Chars, damage: int = 0) -> Fighter:
        return cls(
            oid,
            max(c.power or 0, 0),
            (c.toughness or 0) - damage,
            c.keywords,
            creature_value(c),
        )

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def can_block(self, attacker: Fighter) -> bool:
        """CR 509.1b: the blocking restrictions the model knows."""
        if self.has(Keyword.CANT_BLOCK) or attacker.has(Keyword.UNBLOCKABLE):
            return False
        return (
            not attacker.has(Keyword.FLYING) or self.has(Keyword.FLYING) or self.has(Keyword.REACH)
        )


@dataclass(slots=True)
class Outcome:
    """What a combat did: damage to the defending player, who died, life gained."""

    to_player: int = 0
    dead: set[int] = field(default_factory=set)
    attacker_gain: int = 0
    defender_gain: int = 0


def _strikes(f: Fighter, first: bool) -> bool:
    if f.has(Keyword.DOUBLE_STRIKE):
        return True
    return f.has(Keyword.FIRST_STRIKE) == first


def _lethal(source: Fighter, target: Fighter, taken: int) -> int:
    left = max(target.toughness - taken, 0)
    return min(left, 1) if source.has(Keyword.DEATHTOUCH) else left


def _dies(f: Fighter, taken: int, deathtouched: bool) -> bool:
    if f.has(Keyword.INDESTRUCTIBLE):
        return False
    return taken >= f.toughness or (deathtouched and taken > 0)


def fight(attacker: Fighter, blockers: list[Fighter], outcome: Outcome) -> None:
    """One attacker and its blockers (none: unblocked) through both damage steps."""
    taken = {b.id: 0 for b in blockers}
    touched = {b.id: False for b in blockers}
    attacker_taken = 0
    attacker_touched = False
    alive = True
    for first in (True, False):
        alive_blockers = [b for b in blockers if not _dies(b, taken[b.id], touched[b.id])]
        if alive and _strikes(attacker, first):
            left = attacker.power
            if not blockers:
                outcome.to_player += left
            else:
                for b in alive_blockers:
                    n = min(left, _lethal(attacker, b, taken[b.id]))
                    taken[b.id] += n
                    touched[b.id] |= attacker.has(Keyword.DEATHTOUCH) and n > 0
                    left -= n
                if attacker.has(Keyword.TRAMPLE) or not alive_blockers:
                    if attacker.has(Keyword.TRAMPLE):
                        outcome.to_player += left
                elif left and alive_blockers:
                    taken[alive_blockers[0].id] += left
            if attacker.has(Keyword.LIFELINK):
                outcome.attacker_gain += attacker.power
        for b in alive_blockers:
            if _strikes(b, first) and alive:
                attacker_taken += b.power
                attacker_touched |= b.has(Keyword.DEATHTOUCH) and b.power > 0
                if b.has(Keyword.LIFELINK):
                    outcome.defender_gain += b.power
        if alive and _dies(attacker, attacker_taken, attacker_touched):
            alive = False
    if not alive:
        outcome.dead.add(attacker.id)
    for b in blockers:
        if _dies(b, taken[b.id], touched[b.id]):
            outcome.dead.add(b.id)


def resolve(attackers: list[Fighter], blocks: dict[int, list[Fighter]]) -> Outcome:
    """The whole combat: ``blocks`` maps an attacker's id to its blockers."""
    outcome = Outcome()
    for a in attackers:
        fight(a, blocks.get(a.id, []), outcome)
    return outcome


def unblocked_damage(attackers: list[Fighter], blocks: dict[int, list[Fighter]]) -> int:
    return resolve(attackers, blocks).to_player


def plan_blocks(
    attackers: list[Fighter], blockers: list[Fighter], life: int
) -> dict[int, list[Fighter]]:
    """How a sensible defender at ``life`` blocks these attackers with these creatures."""
    blocks: dict[int, list[Fighter]] = {}
    free = sorted(blockers, key=lambda b: b.value)
    by_value = sorted(attackers, key=lambda a: -a.value)

    def take(a: Fighter, b: Fighter) -> None:
        blocks.setdefault(a.id, []).append(b)
        free.remove(b)

    def single(a: Fighter) -> bool:
        return not a.has(Keyword.MENACE) and a.id not in blocks

    # 1. Blocks that kill the attacker and survive; 2. trades worth making.
    for wanted in ("good", "trade"):
        for a in by_value:
            if not single(a):
                continue
            for b in free:
                if not b.can_block(a):
                    continue
                out = Outcome()
                fight(a, [b], out)
                kills, survives = a.id in out.dead, b.id not in out.dead
                if (wanted == "good" and kills and survives) or (
                    wanted == "trade" and kills and a.value >= b.value - 0.5
                ):
                    take(a, b)
                    break
    # 3. Blocks that cost nothing: the blocker survives (damage is stopped).
    for a in by_value:
        if not single(a) or a.has(Keyword.TRAMPLE):
            continue
        for b in free:
            if b.can_block(a):
                out = Outcome()
                fight(a, [b], out)
                if b.id not in out.dead:
                    take(a, b)
                    break
    # 4. Chump blocks, biggest unblocked threat first, only while the damage is lethal.
    while free and unblocked_damage(attackers, blocks) >= life:
        threats = sorted((a for a in attackers if a.id not in blocks), key=lambda a: -_through(a))
        placed = False
        for a in threats:
            need = 2 if a.has(Keyword.MENACE) else 1
            able = [b for b in free if b.can_block(a)]
            if len(able) >= need:
                for b in able[:need]:
                    take(a, b)
                placed = True
                break
        if not placed:
            break
    return blocks


def _through(a: Fighter) -> int:
    return a.power * (2 if a.has(Keyword.DOUBLE_STRIKE) else 1)


def combat_gain(
    attackers: list[Fighter],
    blocks: dict[int, list[Fighter]],
    attacker_life: int,
    defender_life: int,
) -> float:
    """What a combat is worth to the attacking player, in evaluation points."""
    out = resolve(attackers, blocks)
    lost = sum(a.value for a in attackers if a.id in out.dead)
    killed = sum(b.value for bs in blocks.values() for b in bs if b.id in out.dead)
    defender_after = defender_life - out.to_player + out.defender_gain
    if defender_after <= 0:
        return 1000.0
    life_swing = life_value(defender_life) - life_value(defender_after)
    life_swing += life_value(attacker_life + out.attacker_gain) - life_value(attacker_life)
    return life_swing + killed - lost
