"""Combat (CR 506–511): declaring attackers and blockers one choice at a time, never into a
dead end (508.1c–d, 509.1b–c, searched exactly in ``declarations.py``), and combat damage
with free division among blockers (510.1c, 2025 rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.objects import player_ref
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.mtg.keywords.damage import deals_damage_in_step, lethal, tramples
from grimorio.mtg.keywords.evasion import (
    can_attack,
    can_block,
    can_block_attacker,
    min_blockers,
    must_attack,
    must_be_blocked,
)
from grimorio.mtg.keywords.goad import attack_requirements, by_what_is_attacked
from grimorio.mtg.turn.declarations import (
    AttackBoard,
    BlockBoard,
    attack_best,
    attack_breaks,
    attack_obeyed,
    best_completion,
    breaks_restriction,
    obeyed,
)
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import CombatChange, Damage, FirstStrikeDealt
from grimorio.rules.events.objects import SetTapped, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.multiplayer_options import may_attack
from grimorio.rules.state.state import st

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

DONE = Option("done", "opt.done")


def defending_players(game: Kernel) -> list[int]:
    """CR 506.2, 802.2: the defending players — the active player's opponents still in the
    game, in turn order (in a game of more than two, each of them: the option of attacking
    several players, 806.2b) — but those the game's options let them attack: within their
    range of influence (801.3), the nearest to their left or right (803.1a–b, 506.2a)."""
    state = st(game)
    return [p for p in state.apnap() if p != state.active and may_attack(state, state.active, p)]


def _attackable(game: Kernel) -> list[int]:
    """CR 506.3, 508.1b, 802.3: each defending player, and each planeswalker they control."""
    state = st(game)
    found: list[int] = []
    for defender in defending_players(game):
        found.append(player_ref(defender))
        found += [
            o
            for o in state.zones[BATTLEFIELD_KEY]
            if state.objects[o].controller == defender
            and "planeswalker" in chars(game, state.objects[o]).types
        ]
    return found


def still_attackable(game: Kernel, attacked: int) -> bool:
    """CR 506.4c: a planeswalker that left the battlefield (or stopped being one) is out of
    combat; the creatures attacking it still attack but deal no combat damage unblocked."""
    state = st(game)
    if attacked < 0:
        return not state.player(-1 - attacked).lost
    obj = state.objects.get(attacked)
    return (
        obj is not None
        and obj.zone == BATTLEFIELD_KEY
        and ("planeswalker" in chars(game, obj).types)
    )


def _attacked_arg(game: Kernel, attacked: int) -> tuple[object, ...]:
    return ("p", -1 - attacked) if attacked < 0 else cref(st(game), attacked)


class DeclareAttackers(Step):
    """CR 508.1: the active player declares attackers, one creature per choice, each with
    the player or planeswalker it attacks (508.1b). A creature is offered only when the
    declaration can still be completed to a legal one, and "done" exactly when it is legal
    (508.1c–d, ``declarations.attack_best``), so every path ends. When a creature is
    goaded, a requirement depends on what is attacked (701.15b, 802.3a): each pair of a
    creature and what it attacks is offered only if it can still lead to the most
    requirements obeyed."""

    __slots__ = ("chosen",)

    def __init__(self) -> None:
        self.chosen: tuple[tuple[int, int], ...] = ()  # (creature, what it attacks)

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if state.player(state.active).lost:  # CR 800.4a, 800.4j: they left; nothing attacks
            return None
        taken = [c for c, _ in self.chosen]
        # CR 101.2, 508.1c: a variant's rule may forbid the active player to attack at all
        allowed = state.variant.may_attack_with_creatures(state, state.active)
        able = [
            o
            for o in state.zones[BATTLEFIELD_KEY]
            if allowed
            and state.objects[o].controller == state.active
            and o not in taken
            and can_attack(game, state.objects[o])
        ]
        if not able and not self.chosen:
            game.note("508.8", "no_attackers", ("p", state.active))
            return None
        targets = _attackable(game)
        board = _attack_board(game, [*taken, *able], targets)
        chosen = frozenset(range(len(taken)))
        # CR 802.3a: what each creature chosen attacks, when requirements depend on it
        aims = {k: _index(targets, t) for k, (_, t) in enumerate(self.chosen)}
        most = attack_best(board)
        legal = not attack_breaks(board, chosen) and attack_obeyed(board, chosen, aims) == most
        fine: list[tuple[int, int]] = []  # (creature, what it attacks)
        for k, o in enumerate(able, len(taken)):
            if board.obeys:  # requirements depend on what it attacks (802.3a)
                fine += [
                    (o, t)
                    for j, t in enumerate(targets)
                    if attack_best(board, chosen | {k}, {**aims, k: j}) == most
                ]
            elif attack_best(board, chosen | {k}) == most:
                fine += [(o, t) for t in targets]
        one = len(defending_players(game)) == 1  # then "attack:<o>" attacks that player
        opts = [
            Option(
                f"attack:{o}" if t < 0 and one else f"attack:{o}:{t}",
                "opt.attack",
                (cref(state, o), _attacked_arg(game, t)),
            )
            for o, t in fine
        ]
        if not opts:
            if not legal:  # never reached from an offered choice; a start over is legal
                self.chosen = ()
                return self.run(game)
            self._commit(game)
            return None
        end = [DONE] if legal else []
        return Decision(state.active, DecisionKind.ATTACKERS, (*opts, *end), "ask.attackers")

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self._commit(game)
            return
        opt = OptionId.parse(option.id)  # "attack:<attacker>[:<attacked>]"
        attacked = opt.num(1) if len(opt.args) == 2 else player_ref(defending_players(game)[0])
        self.chosen = (*self.chosen, (opt.num(0), attacked))
        game.push(self)

    def _commit(self, game: Kernel) -> None:
        state = st(game)
        state.cause = -1  # the declaration is the active player's choice
        if not self.chosen:
            game.note("508.8", "no_attackers", ("p", state.active))
            return
        # CR 508.1f: attacking taps, except with vigilance (702.20b); the creatures become
        # attacking together (508.3a: "whenever ... attack" sees one group)
        game.emit_all(
            [
                SetTapped(o, True, "508.1f")
                for o, _ in self.chosen
                if Keyword.VIGILANCE not in chars(game, state.objects[o]).keywords
            ]
        )
        game.emit_all([CombatChange(o, "508.1", attacked=attacked) for o, attacked in self.chosen])


serializable(DeclareAttackers)


def _attack_board(game: Kernel, creatures: list[int], targets: list[int]) -> AttackBoard:
    """The creatures able to attack as plain data: requirements (508.1d) and "can't attack
    alone" (506.5) — and, when a creature is goaded or a variant's requirement applies to
    it ("attacks its owner if able", Archenemy's schemes), the requirements each obeys by
    attacking each of ``targets`` (701.15b, 802.3a)."""
    state = st(game)
    objs = state.objects
    more = [state.variant.attack_requirements(state, o, targets) for o in creatures]
    obeys: tuple[tuple[int, ...], ...] = ()
    if by_what_is_attacked(state) or any(more):
        obeys = tuple(
            tuple(
                n + (extra[j] if extra else 0)
                for j, n in enumerate(attack_requirements(game, objs[o], targets))
            )
            for o, extra in zip(creatures, more, strict=True)
        )
    return AttackBoard(
        must=tuple(must_attack(game, objs[o]) for o in creatures),
        alone=tuple(Keyword.CANT_ATTACK_ALONE in chars(game, objs[o]).keywords for o in creatures),
        obeys=obeys,
    )


def _index(targets: list[int], target: int) -> int:
    """Where ``target`` is among ``targets`` (0 if it is no longer attackable: the
    requirements of what it attacks were counted when it was chosen)."""
    return targets.index(target) if target in targets else 0


def _block_board(game: Kernel, blockers: list[int], attackers: list[int]) -> BlockBoard:
    """A declaration of blockers as plain data (CR 509.1a–c): who may block whom (every
    pairwise restriction), "can't block alone", menace, and "must be blocked"."""
    objs = st(game).objects
    return BlockBoard(
        can=tuple(
            frozenset(
                j for j, a in enumerate(attackers) if can_block_attacker(game, objs[b], objs[a])
            )
            for b in blockers
        ),
        alone=tuple(Keyword.CANT_BLOCK_ALONE in chars(game, objs[b]).keywords for b in blockers),
        least=tuple(min_blockers(game, objs[a]) for a in attackers),
        must=tuple(must_be_blocked(game, objs[a]) for a in attackers),
    )


class DeclareBlockers(Step):
    """CR 509.1: the defending player declares blockers, one (blocker, attacker) pair per
    choice. A pair is offered only when the declaration can still be completed to one that
    breaks no restriction and obeys the most requirements possible (509.1b–c, computed
    exactly by ``declarations.best_completion``); "done" exactly when it is such a
    declaration. So every path ends, and no choice leads to a dead end.

    In a game of two the defending player is the active player's opponent; in a game of
    more, each defending player being attacked declares in turn (:class:`DefenderBlocks`,
    802.4)."""

    __slots__ = ("pairs",)

    def __init__(self) -> None:
        self.pairs: tuple[tuple[int, int], ...] = ()

    def _defender(self, game: Kernel) -> int:
        return defending_players(game)[0]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        combat = state.combat
        if combat is None or not combat.attackers:
            return None
        defender = self._defender(game)
        if state.player(defender).lost:  # CR 800.4a: they left, with their creatures
            return None
        if not self.pairs and type(self) is DeclareBlockers and len(defending_players(game)) > 1:
            # CR 802.4: each defending player declares, in turn order (APNAP)
            attacked = {state.defender(t) for t in combat.attackers.values()}
            order = [p for p in defending_players(game) if p in attacked]
            game.push(*(DefenderBlocks(p) for p in reversed(order)))
            return None
        attackers = list(combat.attackers)
        if state.multiplayer:  # CR 802.4a–b: those attacking them or their planeswalkers
            attackers = [a for a in attackers if state.defender(combat.attackers[a]) == defender]
        if not attackers:
            return None
        blockers = [
            o
            for o in state.zones[BATTLEFIELD_KEY]
            if state.objects[o].controller == defender and can_block(game, state.objects[o])
        ]
        board = _block_board(game, blockers, attackers)
        where = {b: i for i, b in enumerate(blockers)}
        which = {a: j for j, a in enumerate(attackers)}
        current = tuple((where[b], which[a]) for b, a in self.pairs)
        most = best_completion(board)
        used = {i for i, _ in current}
        seen: dict[tuple[frozenset[int], bool, int], bool] = {}  # identical blockers
        opts = []
        for i, b in enumerate(blockers):
            if i in used:
                continue
            for j, a in enumerate(attackers):
                if j not in board.can[i]:
                    continue
                key = (board.can[i], board.alone[i], j)
                if key not in seen:
                    seen[key] = best_completion(board, (*current, (i, j))) == most
                if seen[key]:
                    opts.append(
                        Option(f"block:{b}:{a}", "opt.block", (cref(state, b), cref(state, a)))
                    )
        legal = not breaks_restriction(board, current) and obeyed(board, current) == most
        if not opts:
            if not legal:  # never reached from an offered choice; a start over is legal
                self.pairs = ()
                return self.run(game)
            self._commit(game)
            return None
        end = [DONE] if legal else []
        return Decision(defender, DecisionKind.BLOCKERS, (*opts, *end), "ask.blockers")

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self._commit(game)
            return
        opt = OptionId.parse(option.id)  # "block:<blocker>:<attacker>"
        self.pairs = (*self.pairs, (opt.num(0), opt.num(1)))
        game.push(self)

    def _commit(self, game: Kernel) -> None:
        game.state.cause = -1  # the declaration is the defending player's choice
        game.emit_all([CombatChange(b, "509.1", attacker=a) for b, a in self.pairs])  # CR 509.3


serializable(DeclareBlockers)


class DefenderBlocks(DeclareBlockers):
    """CR 802.4: in a game of more than two, one defending player's declaration of
    blockers, made after those before them in turn order (APNAP)."""

    __slots__ = ("defender",)

    def __init__(self, defender: int) -> None:
        super().__init__()
        self.defender = defender

    def _defender(self, game: Kernel) -> int:
        return self.defender


serializable(DefenderBlocks)


class CombatDamage(Step):
    """CR 510.1–510.2: each attacking and blocking creature assigns its damage, then all of
    it is dealt at once. A blocked creature divides its damage freely among its blockers
    (510.1c); with trample, lethal damage to every blocker first, the rest to the player
    (702.19b). One decision per amount when there is a choice."""

    __slots__ = ("assigned", "first", "index", "partial")

    def __init__(self, first: bool) -> None:
        self.first = first
        self.index = 0  # which attacker is assigning now
        self.partial: tuple[tuple[int, int], ...] = ()  # (recipient, amount) of that attacker
        self.assigned: tuple[tuple[int, int, int], ...] = ()  # (source, recipient, amount)

    def _attackers(self, game: Kernel) -> list[int]:
        state = st(game)
        combat = state.combat
        if combat is None:
            return []
        dealt = combat.first_strikers_dealt
        return [
            a
            for a in combat.attackers
            if a in state.objects
            and deals_damage_in_step(game, state.objects[a], self.first, dealt)
            and (chars(game, state.objects[a]).power or 0) > 0
        ]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        combat = state.combat
        assert combat is not None
        attackers = self._attackers(game)
        while self.index < len(attackers):
            decision = self._assign(game, attackers[self.index])
            if decision is not None:
                return decision
            self._next()
        for b, a in combat.blockers.items():  # CR 510.1d: blockers assign to their attacker
            if (
                b in state.objects
                and a in state.objects
                and deals_damage_in_step(
                    game, state.objects[b], self.first, combat.first_strikers_dealt
                )
            ):
                power = chars(game, state.objects[b]).power or 0
                if power > 0:
                    self.assigned += ((b, a, power),)
        self._deal(game)
        return None

    def _assign(self, game: Kernel, a: int) -> Decision | None:
        """Assign attacker ``a``'s damage; a decision when there is a choice to make."""
        state = st(game)
        combat = state.combat
        assert combat is not None
        obj = state.objects[a]
        power = chars(game, obj).power or 0
        attacked = combat.attackers[a]
        reachable = still_attackable(game, attacked)  # CR 506.4c
        trample = tramples(game, obj) and reachable
        if a not in combat.blocked:  # CR 510.1a: unblocked
            if reachable:
                self.assigned += ((a, attacked, power),)
            return None
        blockers = [b for b in combat.blocked[a] if b in state.objects]
        if not blockers:  # CR 510.1c; with trample all of it goes on (702.19d)
            if trample:
                self.assigned += ((a, attacked, power),)
            return None
        left = power - sum(n for _, n in self.partial)
        k = len(self.partial)
        if len(blockers) == 1 and not trample:
            self.assigned += ((a, blockers[0], power),)
            return None
        if k < len(blockers) - 1 or (k == len(blockers) - 1 and trample):
            target = blockers[k]
            low = 0
            if k == len(blockers) - 1:  # the last blocker, with trample (702.19b)
                if self._lethal_all(game, a, blockers[:-1]):
                    low = min(left, lethal(game, obj, state.objects[target]))
                else:
                    low = left  # some blocker lacks lethal damage: nothing reaches the player
            if low == left:
                self.partial += ((target, left),)
            else:
                opts = tuple(
                    Option(f"assign:{target}:{n}", "opt.assign", (cref(state, target), n))
                    for n in range(low, left + 1)
                )
                return Decision(
                    obj.controller, DecisionKind.DAMAGE, opts, "ask.assign", (cref(state, a), left)
                )
            left = power - sum(n for _, n in self.partial)
        last = attacked if trample else blockers[-1]
        self.partial += ((last, left),)
        self.assigned += tuple((a, r, n) for r, n in self.partial if n > 0)
        return None

    def _lethal_all(self, game: Kernel, a: int, blockers: list[int]) -> bool:
        state = st(game)
        got = dict(self.partial)
        src = state.objects[a]
        return all(got.get(b, 0) >= lethal(game, src, state.objects[b]) for b in blockers)

    def _next(self) -> None:
        self.index += 1
        self.partial = ()

    def answer(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)  # "<verb>:<target>:<amount>"
        self.partial = (*self.partial, (opt.num(0), opt.num(1)))
        game.push(self)

    def _deal(self, game: Kernel) -> None:
        """CR 510.2: all assigned combat damage is dealt simultaneously."""
        state = st(game)
        events: list[Event] = []
        for src, target, n in self.assigned:
            obj = state.objects[src]
            kw = chars(game, obj).keywords
            events.append(
                Damage(
                    src,
                    obj.card,
                    obj.controller,
                    target,
                    n,
                    combat=True,
                    deathtouch=Keyword.DEATHTOUCH in kw,
                    lifelink=Keyword.LIFELINK in kw,
                )
            )
        game.emit_all(events)
        if self.first:
            game.emit(FirstStrikeDealt(tuple(s for s, _, _ in self.assigned)))


serializable(CombatDamage)
