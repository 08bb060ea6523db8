"""The restrictions and requirements of a declaration of attackers or blockers, exactly
(CR 508.1c–d, 509.1b–c).

A declaration must break no restriction and, among the declarations that break none, obey
as many requirements as possible (509.1c: "the maximum number of requirements obeyed
without violating any restrictions"). The declaration steps in ``combat.py`` build it one
choice at a time; they offer a choice only when the declaration can still be completed to
a legal one, and "done" exactly when it is legal, so a player is never led into a dead end.

Blocks are a small combinatorial problem, solved here on plain data (:class:`BlockBoard`):
each blocker blocks at most one attacker (509.1a; no card in the vocabulary lets a
creature block more), an attacker with menace needs two or more blockers (702.111b), a
creature that "can't block alone" needs another blocker beside it (506.5, 509.1b), every
pairwise restriction (flying and reach, "can't be blocked by …", protection) is in
``can``, and each "must be blocked if able" attacker is one requirement (509.1c). The
search (:func:`best_completion`) goes attacker by attacker over the attackers that still
need blockers, with identical blockers collapsed into counts and each attacker given
exactly as many as it still needs, memoized on what is left; it is exact, with no cap.

Attacks (:class:`AttackBoard`) have one restriction between creatures, "can't attack alone"
(506.5); each requirement is one creature's, and may depend on what it attacks: a goaded
creature "attacks a player other than the goading player if able" (701.15b), a requirement
obeyed only by attacking such a player (802.3a). So each creature not yet declared obeys
the most it can on its own, and the maximum is their sum (:func:`attack_best`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations_with_replacement

Pairs = tuple[tuple[int, int], ...]  # (blocker, attacker), by their indices on the board

_EMPTY = -2  # nobody blocks yet
_FINE = -1  # "can't block alone" can no longer be broken: two blockers, or one allowed alone


@dataclass(frozen=True)
class BlockBoard:
    """One declaration of blockers as plain data: blockers and attackers by index."""

    can: tuple[frozenset[int], ...]  # blocker → the attackers it may block (509.1b)
    alone: tuple[bool, ...]  # blocker → it can't block alone (506.5)
    least: tuple[int, ...]  # attacker → fewest creatures that may block it (702.111b)
    must: tuple[bool, ...]  # attacker → it must be blocked if able (509.1c)


def breaks_restriction(board: BlockBoard, pairs: Pairs) -> bool:
    """CR 509.1b: does this declaration break a restriction?"""
    blockers = [b for b, _ in pairs]
    if len(set(blockers)) != len(blockers):
        return True  # CR 509.1a: one attacker per blocker
    if any(a not in board.can[b] for b, a in pairs):
        return True
    counts = Counter(a for _, a in pairs)
    if any(0 < n < board.least[a] for a, n in counts.items()):
        return True  # CR 702.111b: menace
    return len(blockers) == 1 and board.alone[blockers[0]]  # CR 506.5


def obeyed(board: BlockBoard, pairs: Pairs) -> int:
    """CR 509.1c: how many "must be blocked" requirements this declaration obeys."""
    counts = Counter(a for _, a in pairs)
    return sum(1 for a, m in enumerate(board.must) if m and counts[a] >= board.least[a])


def best_completion(board: BlockBoard, pairs: Pairs = ()) -> int | None:
    """The most requirements obeyed by a declaration that contains ``pairs`` and breaks no
    restriction (CR 509.1c), or None when every such declaration breaks one. With no pairs
    this is the maximum the defending player must reach (the empty declaration always
    qualifies, so it is never None)."""
    used = [b for b, _ in pairs]
    if len(set(used)) != len(used) or any(a not in board.can[b] for b, a in pairs):
        return None
    counts = Counter(a for _, a in pairs)
    base = obeyed(board, pairs)
    # the attackers that still want blockers: partly blocked ones must be completed
    # (702.111b), unblocked "must be blocked" ones may be (509.1c)
    forced = [(a, board.least[a] - n) for a, n in counts.items() if n < board.least[a]]
    optional = [(a, board.least[a]) for a, m in enumerate(board.must) if m and counts[a] == 0]
    taken = set(used)
    free = [b for b in range(len(board.can)) if b not in taken]
    kinds = Counter((board.can[b], board.alone[b]) for b in free)  # identical blockers
    classes = list(kinds)
    if not pairs:
        start = _EMPTY
    elif len(pairs) == 1 and board.alone[pairs[0][0]]:
        start = pairs[0][1]  # one creature that can't block alone, blocking this attacker
    else:
        start = _FINE
    search = _Search(board, classes, forced, optional)
    extra = search.best(0, tuple(kinds[c] for c in classes), start)
    return None if extra is None else base + extra


class _Search:
    """Attacker by attacker: give each open attacker exactly the blockers it still needs
    (or, for an optional one, none); what is left of each kind of blocker and whether
    "can't block alone" is settled are the whole state."""

    def __init__(
        self,
        board: BlockBoard,
        classes: list[tuple[frozenset[int], bool]],
        forced: list[tuple[int, int]],
        optional: list[tuple[int, int]],
    ) -> None:
        self.board = board
        self.classes = classes
        self.open = [(a, need, False) for a, need in sorted(forced)] + [
            (a, need, True) for a, need in sorted(optional)
        ]
        # the most requirements the attackers from i on can still add
        self.upper = [0] * (len(self.open) + 1)
        for i in range(len(self.open) - 1, -1, -1):
            a = self.open[i][0]
            self.upper[i] = self.upper[i + 1] + (1 if board.must[a] else 0)
        self.memo: dict[tuple[int, tuple[int, ...], int], int | None] = {}

    def best(self, i: int, left: tuple[int, ...], alone: int) -> int | None:
        key = (i, left, alone)
        if key in self.memo:
            return self.memo[key]
        found = self._best(i, left, alone)
        self.memo[key] = found
        return found

    def _best(self, i: int, left: tuple[int, ...], alone: int) -> int | None:
        if i == len(self.open):
            return 0 if alone < 0 or self._fixable(left, alone) else None
        a, need, optional = self.open[i]
        gain = 1 if self.board.must[a] else 0
        best: int | None = None
        able = [k for k, (can, _) in enumerate(self.classes) if a in can and left[k] > 0]
        for pick in combinations_with_replacement(able, need):
            took = Counter(pick)
            if any(left[k] < n for k, n in took.items()):
                continue
            rest = tuple(n - took[k] for k, n in enumerate(left))
            if alone == _EMPTY:
                after = a if need == 1 and self.classes[pick[0]][1] else _FINE
            else:
                after = _FINE
            more = self.best(i + 1, rest, after)
            if more is not None and (best is None or gain + more > best):
                best = gain + more
                if best == self.upper[i]:
                    return best  # nothing can do better
        if optional:
            skip = self.best(i + 1, left, alone)
            if skip is not None and (best is None or skip > best):
                best = skip
        return best

    def _fixable(self, left: tuple[int, ...], attacker: int) -> bool:
        """CR 506.5: the only blocker can't block alone — can a creature still free join
        it, or block another attacker (as many as that attacker needs)?"""
        for x, least in enumerate(self.board.least):
            avail = sum(n for k, n in enumerate(left) if x in self.classes[k][0])
            if avail >= (1 if x == attacker else least):
                return True
        return False


# -- attacks (CR 508.1c–d) ------------------------------------------------------------------
@dataclass(frozen=True)
class AttackBoard:
    """The creatures able to attack, by index (CR 508.1a)."""

    must: tuple[bool, ...]  # it attacks each combat if able (508.1d)
    alone: tuple[bool, ...]  # it can't attack alone (506.5, 508.1c)
    # creature → for each attack target (by index), how many requirements it obeys by
    # attacking it, when requirements depend on what is attacked (goad, 701.15b; 802.3a);
    # empty when none does: then a creature obeys ``must`` whatever it attacks
    obeys: tuple[tuple[int, ...], ...] = ()

    def gain(self, i: int, target: int = 0) -> int:
        """The requirements creature ``i`` obeys by attacking target ``target``."""
        if not self.obeys:
            return int(self.must[i])
        row = self.obeys[i]
        return row[target] if target < len(row) else 0

    def most(self, i: int) -> int:
        """The most requirements creature ``i`` can obey by attacking (0: none)."""
        return max(self.obeys[i], default=0) if self.obeys else int(self.must[i])


Aims = dict[int, int]  # creature → the index of the target it attacks


def attack_breaks(board: AttackBoard, chosen: frozenset[int]) -> bool:
    """CR 508.1c: "can't attack alone" is the one restriction between attackers."""
    return len(chosen) == 1 and board.alone[next(iter(chosen))]


def attack_obeyed(board: AttackBoard, chosen: frozenset[int], aims: Aims | None = None) -> int:
    """CR 508.1d: how many requirements the creatures ``chosen`` obey, each attacking the
    target ``aims`` gives it (802.3a)."""
    return sum(board.gain(i, aims.get(i, 0) if aims else 0) for i in chosen)


def attack_best(
    board: AttackBoard, chosen: frozenset[int] = frozenset(), aims: Aims | None = None
) -> int | None:
    """The most requirements obeyed by a declaration containing ``chosen`` (attacking what
    ``aims`` says) that breaks no restriction (CR 508.1d), or None. Each creature's
    requirements depend only on itself and what it attacks, so every creature not yet
    chosen that has one attacks where it obeys the most; adding attackers never breaks
    "can't attack alone" once two attack, and one more creature fixes a lone creature that
    can't attack alone, if there is one."""
    required = {i for i in range(len(board.must)) if board.most(i) > 0}
    total = attack_obeyed(board, chosen, aims) + sum(board.most(i) for i in required - chosen)
    whole = chosen | required
    if not attack_breaks(board, frozenset(whole)):
        return total
    if len(board.must) > 1:  # another creature able to attack joins it
        return total
    return 0 if not chosen else None  # nobody attacks; the requirement can't be obeyed
