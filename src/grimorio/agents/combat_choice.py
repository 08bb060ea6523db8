"""Attacks and blocks chosen with the combat model (CR 508.1, 509.1), from what the
deciding player sees: the creatures on the battlefield and the life totals.

In a game of two, :func:`attack_plan` picks the attackers, all at the one opponent. In a
game of more (CR 800.1, 802), :func:`attack_assignment` also picks, for each attacker, the
player or planeswalker it attacks (508.1b, 802.3): what each defending player's blocks
leave through is worth more against the leader (:func:`grimorio.agents.evaluation.threats`),
a player whose life it takes to 0 leaves the game (800.4a) and can't strike back, and the
attack is paid for by the crackback of every opponent still in the game. Blocks answer
only the creatures attacking the blocking player or their planeswalkers (802.4a–b).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from grimorio.agents.combat_model import (
    Fighter,
    Outcome,
    combat_gain,
    fight,
    plan_blocks,
    resolve,
)
from grimorio.agents.evaluation import life_value, threats
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.objects import player_ref
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY

if TYPE_CHECKING:
    from grimorio.game import Game

CRACKBACK_WEIGHT = 0.6  # how much the opponent's answer next turn is feared
# What a creature must add to an attack to be sent: an even trade is nothing to gain, and
# the defender knows tricks the model doesn't.
ATTACK_MARGIN = 0.4
WON = 1000.0  # what combat_gain gives an attack that takes the last opponent's life to 0
# Games of more than two (CR 800.1):
ELIMINATION = 100.0  # a defending player's life to 0: they leave the game (800.4a)
LEADER_WEIGHT = 0.5  # what a combat against the leader is worth more, as a share
OTHERS_SHARE = 0.5  # of the crackback of the opponents but the most dangerous (they may
# attack one another rather than this player)


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


def declared_attacks(game: Game) -> tuple[tuple[int, int], ...]:
    """(attacker, what it attacks) already declared in the declaration under way
    (CR 508.1a–b)."""
    return tuple(getattr(_declaration(game), "chosen", ()))


def declaration_begun(game: Game) -> bool:
    """Whether the player has already declared part of their attackers or blockers
    (CR 508.1a, 509.1a)."""
    step = _declaration(game)
    return bool(getattr(step, "chosen", ()) or getattr(step, "pairs", ()))


def attack_plan(game: Game, player: int, able: list[int], aggression: float = 1.0) -> list[int]:
    """The attackers worth declaring among ``able``: greedily add the creature that most
    improves what the combat is worth, minus the risk of the opponent's attack back.

    ``aggression`` (0 < a ≤ 1) turns the appetite down: below 1 a creature must add
    ``ATTACK_MARGIN / a`` to be sent and the crackback is feared ``1 / a`` times more, so a
    gentle player (issue 24) attacks only when it clearly pays."""
    margin = ATTACK_MARGIN / aggression  # exactly ATTACK_MARGIN at 1.0
    fear = CRACKBACK_WEIGHT / aggression
    state = game.state
    me, them = state.player(player).life, state.player(1 - player).life
    candidates = [fighter(game, o) for o in able]
    blockers = creatures(game, 1 - player, untapped=True)
    mine_all = creatures(game, player)

    def worth(chosen: list[Fighter]) -> float:
        if not chosen:
            return -fear * _crackback(game, player, mine_all, set(), set())
        blocks = plan_blocks(chosen, blockers, them)
        gain = combat_gain(chosen, blocks, me, them)
        if gain >= 1000:
            return gain
        dead = resolve(chosen, blocks).dead
        tapped = {a.id for a in chosen if not a.has(Keyword.VIGILANCE)}
        return gain - fear * _crackback(game, player, mine_all, tapped, dead)

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
            if value > best + margin:
                best, pick = value, c
        if pick is not None:
            chosen.append(pick)
            improved = True
    everyone = worth(candidates)
    if everyone > best + margin:
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
    """(blocker, attacker) pairs for the attackers coming at ``player`` — in a game of more
    than two, those attacking them or their planeswalkers (CR 802.4a–b)."""
    state = game.state
    combat = state.combat
    if combat is None:
        return []
    coming = list(combat.attackers)
    if state.multiplayer:
        coming = [a for a in coming if state.defender(combat.attackers[a]) == player]
    attackers = [fighter(game, a) for a in coming]
    blockers = creatures(game, player, untapped=True)
    blocks = plan_blocks(attackers, blockers, game.state.player(player).life)
    return [(b.id, a) for a, bs in blocks.items() for b in bs]


# -- games of more than two players (CR 800.1, 802) -----------------------------------------


def attack_options(game: Game, d: Decision) -> dict[int, dict[int, Option]]:
    """The attack options of ``d`` by creature and by what it would attack (CR 508.1b): a
    player's ref (``-1 - seat``) or a planeswalker's id. ``attack:<creature>:<target>``
    names it; ``attack:<creature>``, offered when there is one defending player, attacks
    that player (the only opponent left)."""
    state = game.state
    found: dict[int, dict[int, Option]] = {}
    for o in d.options:
        if not o.id.startswith("attack:"):
            continue
        opt = OptionId.parse(o.id)
        one = len(opt.args) == 1  # the only defending player (CR 506.2)
        attacked = player_ref(state.opponents(d.player)[0]) if one else opt.num(1)
        found.setdefault(opt.num(0), {})[attacked] = o
    return found


def favourite(game: Game, player: int, targets: Iterable[int]) -> int:
    """Of ``targets`` (players' refs and planeswalkers' ids), the most threatening
    opponent (:func:`~grimorio.agents.evaluation.threats`), else the first."""
    listed = list(targets)
    threat = threats(game, player)
    players = [t for t in listed if t < 0 and -1 - t in threat]
    if not players:
        return listed[0]
    return max(players, key=lambda t: threat[-1 - t])


def attack_assignment(
    game: Game, player: int, able: dict[int, list[int]], fixed: dict[int, int] | None = None
) -> dict[int, int]:
    """CR 508.1a–b, 802.3: for each attacker worth sending, what it attacks (a player's ref
    or a planeswalker's id), among ``able`` (creature → what it may attack), keeping the
    attacks ``fixed`` already declared. Greedily adds the (creature, target) that most
    improves :meth:`_Assault.worth`, then tries everyone at one opponent (the all-in swing
    that takes their life to 0)."""
    assault = _Assault(game, player, able, fixed or {})
    assign = dict(assault.fixed)
    best = assault.worth(assign)
    while True:
        pick: tuple[int, int] | None = None
        for c, targets in able.items():
            if c in assign:
                continue
            for t in targets:
                value = assault.worth({**assign, c: t})
                if value > best + ATTACK_MARGIN:
                    best, pick = value, (c, t)
        if pick is None:
            break
        assign[pick[0]] = pick[1]
    for o in assault.opponents:
        ref = player_ref(o)
        everyone = {**assault.fixed, **{c: ref for c, ts in able.items() if ref in ts}}
        value = assault.worth(everyone)
        if value > best + ATTACK_MARGIN:
            best, assign = value, everyone
    return assign


class _Assault:
    """What the attacks of one player against several opponents are worth (CR 802)."""

    def __init__(
        self, game: Game, player: int, able: dict[int, list[int]], fixed: dict[int, int]
    ) -> None:
        state = game.state
        self.state = state
        self.player = player
        self.fixed = fixed
        self.opponents = state.opponents(player)
        self.life = {p: state.player(p).life for p in (player, *self.opponents)}
        threat = threats(game, player)
        top = max(threat.values(), default=0.0)
        self.weight = {o: 1.0 + (LEADER_WEIGHT if threat[o] >= top else 0.0) for o in threat}
        self.fighters = {c: fighter(game, c) for c in (*fixed, *able)}
        self.blockers = {o: creatures(game, o, untapped=True) for o in self.opponents}
        self.theirs = {
            o: [f for f in creatures(game, o) if not f.has(Keyword.DEFENDER)]
            for o in self.opponents
        }
        self.mine = creatures(game, player)
        walkers = {t for ts in able.values() for t in ts if t >= 0} | {
            t for t in fixed.values() if t >= 0
        }
        self.loyalty = {
            t: state.objects[t].counters.get("loyalty", 0)
            for t in sorted(walkers)
            if t in state.objects
        }
        self._fronts: dict[tuple[int, tuple[tuple[int, int], ...]], _Front] = {}
        self._crackbacks: dict[tuple[frozenset[int], ...], float] = {}

    def worth(self, assign: dict[int, int]) -> float:
        """What these attacks gain, for each defending player weighted by their threat
        (the leader's by ``1 + LEADER_WEIGHT``): life taken (a player at 0 leaves the game,
        :data:`ELIMINATION`; the last one: the game is won), loyalty taken, blockers killed;
        less the attackers lost and ``CRACKBACK_WEIGHT`` times what the opponents left
        could win attacking back (:meth:`crackback`)."""
        groups: dict[int, list[tuple[int, int]]] = {}
        for c, t in assign.items():
            groups.setdefault(self.state.defender(t), []).append((c, t))
        total, gained = 0.0, 0
        dead: set[int] = set()
        out: set[int] = set()
        for o, group in groups.items():
            front = self._front(o, tuple(sorted(group)))
            if front.eliminated:
                if len(self.opponents) == 1:
                    return WON  # CR 104.2a: the last opponent left
                out.add(o)
            total += self.weight.get(o, 1.0) * front.gain - front.lost
            gained += front.attacker_gain
            dead |= front.dead
        me = self.life[self.player]
        total += life_value(me + gained) - life_value(me)
        tapped = frozenset(c for c in assign if not self.fighters[c].has(Keyword.VIGILANCE))
        return total - CRACKBACK_WEIGHT * self.crackback(tapped | dead, frozenset(dead), out)

    def _front(self, o: int, group: tuple[tuple[int, int], ...]) -> _Front:
        """The fight at defending player ``o``: ``group`` (attacker, target) against the
        blocks they would make (CR 509.1), cached."""
        key = (o, group)
        known = self._fronts.get(key)
        if known is not None:
            return known
        attackers = [self.fighters[c] for c, _ in group]
        life = self.life.get(o, 0)
        blocks = plan_blocks(attackers, self.blockers.get(o, []), life)
        front = _Front()
        to_player = 0
        to_walker: dict[int, int] = {}
        for (_, t), a in zip(group, attackers, strict=True):
            outcome = Outcome()
            fight(a, blocks.get(a.id, []), outcome)
            front.dead |= outcome.dead
            front.attacker_gain += outcome.attacker_gain
            life += outcome.defender_gain
            if t < 0:
                to_player += outcome.to_player
            else:
                to_walker[t] = to_walker.get(t, 0) + outcome.to_player
        front.lost = sum(a.value for a in attackers if a.id in front.dead)
        killed = sum(b.value for bs in blocks.values() for b in bs if b.id in front.dead)
        after = life - to_player
        if after <= 0:  # CR 104.3b, 800.4a
            front.eliminated = True
            front.gain = ELIMINATION + killed
        else:
            front.gain = life_value(self.life.get(o, 0)) - life_value(after) + killed
        for t, n in to_walker.items():  # CR 306.8: damage removes loyalty; 704.5i at 0
            loyalty = self.loyalty.get(t, 0)
            front.gain += min(n, loyalty) + (2.0 if n >= loyalty else 0.0)
        self._fronts[key] = front
        return front

    def crackback(self, gone: frozenset[int], dead: frozenset[int], out: set[int]) -> float:
        """What the opponents still in the game could win attacking this player next,
        against the creatures left to block (not ``gone``: tapped or dead): the most
        dangerous one's in full, the others' by ``OTHERS_SHARE``."""
        key = (gone, dead, frozenset(out))
        known = self._crackbacks.get(key)
        if known is not None:
            return known
        blockers = [f for f in self.mine if f.id not in gone]
        me = self.life[self.player]
        gains = []
        for o in self.opponents:
            them = [f for f in self.theirs[o] if f.id not in dead]
            if o in out or not them:
                continue
            blocks = plan_blocks(them, blockers, me)
            gains.append(max(0.0, combat_gain(them, blocks, self.life[o], me)))
        top = max(gains, default=0.0)
        value = min(WON, top + OTHERS_SHARE * (sum(gains) - top))
        self._crackbacks[key] = value
        return value


class _Front:
    """What one defending player's part of the combat does (the model's guess)."""

    __slots__ = ("attacker_gain", "dead", "eliminated", "gain", "lost")

    def __init__(self) -> None:
        self.gain = 0.0  # for the attacker: life and loyalty taken, blockers killed
        self.lost = 0.0  # the attackers that die
        self.dead: set[int] = set()
        self.attacker_gain = 0  # lifelink
        self.eliminated = False
