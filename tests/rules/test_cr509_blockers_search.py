"""CR 509.1b–c (and 508.1c–d): declarations of blockers and attackers obey the most
requirements any declaration breaking no restriction could, computed exactly; and the
declaration steps never offer a choice that can't be completed to a legal declaration
(no dead ends, no "start over"), so every game can end (issue 17)."""

from __future__ import annotations

import random
import time
from itertools import product

from grimorio import Game
from grimorio.mtg.turn.declarations import (
    AttackBoard,
    BlockBoard,
    Pairs,
    attack_best,
    attack_breaks,
    attack_obeyed,
    best_completion,
    breaks_restriction,
    obeyed,
)
from grimorio.scenario.board import build
from support import attack, ids, one, to_attackers, to_step

LIB = ["Llanura"] * 6
FEAR = "Fear of Being Hunted"  # haste; "must be blocked if able" (509.1c)


def combat(mine: list[object], theirs: list[object]) -> Game:
    return build(battlefields=(mine, theirs), libraries=(LIB, LIB), step="begin_combat")


def to_declare_blockers(g: Game) -> None:
    while g.state.step != "declare_blockers":
        g.submit("pass")


# -- the soft-locks of the audit ------------------------------------------------------------


def test_509_1c_fear_of_being_hunted_vs_tobys_beast_alone_is_no_soft_lock():
    """Fear of Being Hunted must be blocked if able; the defender's only untapped creature
    is Toby's Beast token, which can't block alone (506.5). Blocking with it breaks a
    restriction, so no declaration that breaks none obeys the requirement: the maximum is
    0 (509.1c) and no block is the legal declaration. Before, the block was offered, then
    only "start over", forever."""
    g = combat(
        [FEAR],
        [{"name": "Toby, Beastie Befriender", "tapped": True}, "Beast"],
    )
    fear = one(g, FEAR)
    attack(g, fear)
    to_declare_blockers(g)
    assert g.pending.kind == "priority"  # nothing could be declared: the rules answered
    assert not g.state.combat.blockers
    to_step(g, "end_combat")
    assert g.state.player(1).life == 16  # Fear of Being Hunted is a 4/2


def test_509_1c_fear_vs_toby_and_beast_done_offered_once_the_requirement_is_obeyed():
    """With Toby untapped the requirement can be obeyed (Toby blocks; the Beast may join
    it, but never alone): each offered block can be completed, and "done" is offered
    exactly when the declaration is legal."""
    g = combat([FEAR], ["Toby, Beastie Befriender", "Beast"])
    fear, toby, beast = one(g, FEAR), one(g, "Toby, Beastie Befriender"), one(g, "Beast")
    attack(g, fear)
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.ids() == [f"block:{toby}:{fear}", f"block:{beast}:{fear}"]
    g.submit(f"block:{beast}:{fear}")  # the Beast first: Toby can still join it
    assert g.pending.ids() == [f"block:{toby}:{fear}"]  # neither "done" nor "reset"
    g.submit(f"block:{toby}:{fear}")
    assert g.state.combat.blocked[fear] == (beast, toby)


def test_509_1c_two_must_be_blocked_one_flying_vs_nine_ground_creatures():
    """Two Fears of Being Hunted attack, one equipped with Cursed Windbreaker (flying).
    Nine ground creatures can block only the other: the most requirements obeyed is 1, not
    2 (the old greedy guess past 8 blockers, which locked the game)."""
    g = combat(
        [FEAR, FEAR, {"name": "Cursed Windbreaker", "attached_to": FEAR}],
        ["Test Bear"] * 9,
    )
    flier, walker = ids(g, FEAR)
    assert "flying" in g.characteristics(flier).keywords
    attack(g, flier, walker)
    bears = ids(g, "Test Bear")
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.ids() == [f"block:{b}:{walker}" for b in bears]  # not yet legal
    g.submit(f"block:{bears[0]}:{walker}")
    assert g.pending.ids()[-1] == "done"  # one requirement obeyed: the most possible
    for b in bears[1:]:
        g.submit(f"block:{b}:{walker}")
    assert g.pending.kind == "priority"  # every bear blocks: the declaration is complete
    assert g.state.combat.blocked[walker] == tuple(bears)


def test_702_111b_a_block_that_leaves_the_menace_attacker_short_is_not_offered():
    """Fear of Being Hunted must be blocked; a Test Bear equipped with Killer's Mask has
    menace. With two possible blockers, one on the menace creature could only be
    completed by the other, which would leave the requirement disobeyed: both dead ends
    are not offered (509.1b–c, 702.111b)."""
    g = combat(
        [FEAR, "Test Bear", {"name": "Killer's Mask", "attached_to": "Test Bear"}],
        ["Test Giant", "Test Wall"],
    )
    fear, masked = one(g, FEAR), one(g, "Test Bear")
    giant, wall = one(g, "Test Giant"), one(g, "Test Wall")
    assert "menace" in g.characteristics(masked).keywords
    attack(g, fear, masked)
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.ids() == [f"block:{giant}:{fear}", f"block:{wall}:{fear}"]
    g.submit(f"block:{wall}:{fear}")
    # the Giant alone on the menace creature would break 702.111b: it may only join
    assert g.pending.ids() == [f"block:{giant}:{fear}", "done"]


def test_509_1b_menace_one_blocker_chosen_then_only_its_completion_or_nothing_else():
    """Two Test Bears and a Test Wall against a menace attacker: after one blocker is
    chosen, "done" is not offered until a second joins (702.111b), and no "start over"
    is ever offered: every path ends."""
    g = combat(
        ["Test Giant", {"name": "Killer's Mask", "attached_to": "Test Giant"}],
        ["Test Bear", "Test Wall"],
    )
    giant, bear, wall = one(g, "Test Giant"), one(g, "Test Bear"), one(g, "Test Wall")
    attack(g, giant)
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.ids() == [f"block:{bear}:{giant}", f"block:{wall}:{giant}", "done"]
    g.submit(f"block:{bear}:{giant}")
    assert g.pending.ids() == [f"block:{wall}:{giant}"]


# -- attacks (508.1c–d) ---------------------------------------------------------------------


def test_506_5_beast_alone_is_not_offered_as_an_attacker():
    """The Beast can't attack alone (506.5, 508.1c) and is the only creature able to
    attack: attacking with it is a dead end, so no attackers decision is asked."""
    g = build(battlefields=(["Beast"], []), libraries=(LIB, LIB), step="begin_combat")
    g.submit("pass")
    g.submit("pass")
    assert g.state.step == "declare_attackers"
    assert g.pending.kind == "priority"
    assert g.state.combat is None or not g.state.combat.attackers


def test_508_1c_beast_with_another_creature_may_attack_but_not_alone():
    g = build(battlefields=(["Beast", "Test Bear"], []), libraries=(LIB, LIB), step="begin_combat")
    beast, bear = one(g, "Beast"), one(g, "Test Bear")
    to_attackers(g)
    assert g.pending.ids() == [f"attack:{beast}", f"attack:{bear}", "done"]
    g.submit(f"attack:{beast}")
    assert g.pending.ids() == [f"attack:{bear}"]  # neither "done" nor "reset"


def test_508_1d_attack_board_requirements_and_alone():
    alone_must = AttackBoard(must=(True,), alone=(True,))
    assert attack_best(alone_must) == 0  # it can't obey without breaking 506.5
    assert attack_best(alone_must, frozenset({0})) is None  # a dead end
    with_friend = AttackBoard(must=(True, False), alone=(True, False))
    assert attack_best(with_friend) == 1
    assert attack_best(with_friend, frozenset({1})) == 1
    assert attack_breaks(with_friend, frozenset({0}))
    assert not attack_breaks(with_friend, frozenset({0, 1}))
    assert attack_obeyed(with_friend, frozenset({0, 1})) == 1


# -- the exact search ---------------------------------------------------------------------


def brute_best(board: BlockBoard, fixed: Pairs = ()) -> int | None:
    """Every declaration containing ``fixed``: each other blocker blocks nothing or one
    attacker it may block."""
    used = {b for b, _ in fixed}
    free = [b for b in range(len(board.can)) if b not in used]
    best: int | None = None
    for choice in product(*[[None, *sorted(board.can[b])] for b in free]):
        pairs = fixed + tuple((b, a) for b, a in zip(free, choice, strict=True) if a is not None)
        if breaks_restriction(board, pairs):
            continue
        n = obeyed(board, pairs)
        best = n if best is None else max(best, n)
    return best


def random_board(rng: random.Random) -> BlockBoard:
    attackers = rng.randint(1, 3)
    blockers = rng.randint(0, 6)
    return BlockBoard(
        can=tuple(
            frozenset(a for a in range(attackers) if rng.random() < 0.6) for _ in range(blockers)
        ),
        alone=tuple(rng.random() < 0.3 for _ in range(blockers)),
        least=tuple(rng.choice((1, 1, 2)) for _ in range(attackers)),
        must=tuple(rng.random() < 0.6 for _ in range(attackers)),
    )


def test_509_1c_exact_maximum_equals_brute_force_on_random_small_boards():
    """For 400 random boards (flying-like pairwise restrictions, menace, can't block alone,
    must be blocked) and random partial declarations, the search gives what trying every
    declaration gives."""
    rng = random.Random(17)
    for _ in range(400):
        board = random_board(rng)
        assert best_completion(board) == brute_best(board)
        allowed = [(b, a) for b in range(len(board.can)) for a in sorted(board.can[b])]
        rng.shuffle(allowed)
        fixed: list[tuple[int, int]] = []
        for b, a in allowed[:3]:
            if all(b != x for x, _ in fixed):
                fixed.append((b, a))
        assert best_completion(board, tuple(fixed)) == brute_best(board, tuple(fixed))


def test_509_1c_big_board_of_sixteen_blockers_is_exact_and_fast():
    """Three "must be blocked" attackers — one flying, one with menace, one plain — and a
    fourth plain attacker, against 16 blockers: 10 ground creatures, 3 with reach, 3 that
    can't block alone. All three requirements can be obeyed (a reach creature for the
    flier, two for the menace one, one for the last); the search stays exact and fast."""
    ground, reach = frozenset({1, 2, 3}), frozenset({0, 1, 2, 3})
    board = BlockBoard(
        can=(ground,) * 10 + (reach,) * 3 + (ground,) * 3,
        alone=(False,) * 13 + (True,) * 3,
        least=(1, 2, 1, 1),
        must=(True, True, True, False),
    )
    start = time.perf_counter()
    assert best_completion(board) == 3
    # no reach creature on the flier: only two requirements remain possible
    assert best_completion(board, ((10, 1), (11, 2), (12, 3))) == 2
    # a lone creature that can't block alone on the plain attacker, nobody else for it
    only_alone = BlockBoard(can=(ground,), alone=(True,), least=(1, 2, 1, 1), must=board.must)
    assert best_completion(only_alone) == 0
    assert best_completion(only_alone, ((0, 2),)) is None
    assert time.perf_counter() - start < 1.0


def test_509_1c_many_distinct_blockers_stay_exact():
    """Twelve blockers each with its own set of attackers (nothing to collapse) against
    four "must be blocked" attackers, two with menace: worked out by hand (attacker 3 can
    be blocked only by blocker 11, so attacker 2 takes two of blockers 4–7), and a tight
    board checked against trying every declaration."""
    can = (
        *[frozenset({0, 1})] * 4,
        *[frozenset({1, 2})] * 4,
        *[frozenset({0})] * 3,
        frozenset({2, 3}),
    )
    board = BlockBoard(
        can=can, alone=(False,) * 12, least=(1, 2, 2, 1), must=(True, True, True, True)
    )
    assert best_completion(board) == 4  # 3←11, 2←{4,5}, 1←{0,1}, 0←8
    tight = BlockBoard(
        can=(frozenset({2, 3}), frozenset({2}), frozenset({0, 1}), frozenset({1})),
        alone=(False,) * 4,
        least=(1, 2, 2, 1),
        must=(True, True, True, True),
    )
    assert best_completion(tight) == brute_best(tight) == 2
