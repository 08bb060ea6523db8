"""CR 506–509 — Combate: declaring attackers (508.1) and blockers (509.1) with the keyword
restrictions and requirements of 702, and leaving combat (506.4)."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import ids, one

LIB = ["Llanura"] * 5


def combat(mine: list[object], theirs: list[object], **kw: object) -> Game:
    """A game at P0's beginning of combat."""
    return build(
        battlefields=(mine, theirs),  # type: ignore[arg-type]
        libraries=(LIB, LIB),
        step="begin_combat",
        **kw,  # type: ignore[arg-type]
    )


def pass_until(g: Game, kind: str) -> None:
    for _ in range(20):
        if g.pending is None or g.pending.kind == kind:
            return
        assert g.pending.kind == "priority", g.pending
        g.submit("pass")
    raise AssertionError(f"no {kind} decision")


def attack(g: Game, *attackers: int) -> None:
    """Declare ``attackers`` and pass priority until blockers are to be declared (if ever)."""
    pass_until(g, "attackers")
    for a in attackers:
        g.submit(f"attack:{a}")
    if g.pending.kind == "attackers":
        g.submit("done")
    g.submit("pass")
    g.submit("pass")


def finish_combat(g: Game) -> None:
    if g.pending.kind == "blockers" and "done" in g.pending.ids():
        g.submit("done")
    for _ in range(12):
        if g.state.step in ("end_combat", "main2"):
            return
        g.submit("pass")


# -- attacking -----------------------------------------------------------------------------


def test_508_1f_attacking_taps_the_creature():
    g = combat(["Test Bear"], [])
    bear = one(g, "Test Bear")
    attack(g, bear)
    assert g.state.objects[bear].tapped
    assert g.state.combat.attackers == {bear: -2}  # attacking player 1 (a player ref: -1 - 1)
    assert "508.1f" in g.log.rules()


def test_702_20b_vigilance_attacks_without_tapping():
    g = combat(["Test Vigilant"], [])
    vig = one(g, "Test Vigilant")
    attack(g, vig)
    assert not g.state.objects[vig].tapped
    assert vig in g.state.combat.attackers
    finish_combat(g)
    assert g.state.player(1).life == 18


def test_508_1a_only_untapped_creatures_of_the_active_player_can_attack():
    g = combat(["Test Bear", {"name": "Test Giant", "tapped": True}], ["Test Bear"])
    mine = next(i for i in ids(g, "Test Bear") if g.state.objects[i].controller == 0)
    pass_until(g, "attackers")
    assert g.pending.player == 0
    assert g.pending.ids() == [f"attack:{mine}", "done"]


def test_702_3b_defender_cannot_attack():
    g = combat(["Test Wall", "Test Bear"], [])
    pass_until(g, "attackers")
    assert f"attack:{one(g, 'Test Wall')}" not in g.pending.ids()
    assert f"attack:{one(g, 'Test Bear')}" in g.pending.ids()
    g = combat(["Test Wall"], [])
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "priority"  # no attackers decision at all
    assert "508.8" in g.log.rules()


def test_702_10b_haste_lets_a_new_creature_attack():
    g = combat(
        [{"name": "Fear of Being Hunted", "sick": True}, {"name": "Test Bear", "sick": True}], []
    )
    pass_until(g, "attackers")
    assert f"attack:{one(g, 'Fear of Being Hunted')}" in g.pending.ids()
    assert f"attack:{one(g, 'Test Bear')}" not in g.pending.ids()  # 302.6


# -- blocking restrictions -----------------------------------------------------------------


def test_509_1a_tapped_creatures_cannot_block():
    g = combat(["Test Bear"], [{"name": "Test Giant", "tapped": True}, "Test Wall"])
    bear = one(g, "Test Bear")
    attack(g, bear)
    assert g.pending.kind == "blockers"
    assert g.pending.player == 1
    assert g.pending.ids() == [f"block:{one(g, 'Test Wall')}:{bear}", "done"]


def test_702_9b_702_17b_flying_is_blocked_only_by_flying_or_reach():
    g = combat(["Fear of Isolation"], ["Test Bear", "Ripchain Razorkin", "Fear of Isolation"])
    mine = next(i for i in ids(g, "Fear of Isolation") if g.state.objects[i].controller == 0)
    theirs = next(i for i in ids(g, "Fear of Isolation") if g.state.objects[i].controller == 1)
    attack(g, mine)
    blocks = set(g.pending.ids())
    assert f"block:{one(g, 'Ripchain Razorkin')}:{mine}" in blocks  # reach
    assert f"block:{theirs}:{mine}" in blocks  # flying
    assert f"block:{one(g, 'Test Bear')}:{mine}" not in blocks


def test_702_9b_a_flyer_can_block_a_creature_without_flying():
    g = combat(["Test Bear"], ["Fear of Isolation"])
    bear = one(g, "Test Bear")
    attack(g, bear)
    assert f"block:{one(g, 'Fear of Isolation')}:{bear}" in g.pending.ids()


def mayhem(theirs: list[object]) -> tuple[Game, list[int]]:
    """P0 casts Midnight Mayhem in main1: three 1/1 Gremlin tokens with menace, lifelink and
    haste until end of turn. Returns the game at the attackers decision and the Gremlins."""
    g = build(
        hands=(["Caos de medianoche"], []),
        battlefields=(["Montaña", "Montaña", "Llanura", "Llanura"], theirs),  # type: ignore[arg-type]
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Midnight Mayhem', 'hand/0')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    g.submit("pass")
    g.submit("pass")
    gremlins = ids(g, "Gremlin")
    assert len(gremlins) == 3
    assert all(g.state.objects[i].token for i in gremlins)
    pass_until(g, "attackers")
    return g, gremlins


def test_702_111b_menace_needs_two_or_more_blockers():
    g, (m, *_) = mayhem(["Test Bear", "Test Giant", "Test Wall"])
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    assert {f"attack:{i}" for i in ids(g, "Gremlin")} <= set(g.pending.ids())  # haste
    g.submit(f"attack:{m}")
    g.submit("done")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "blockers"
    assert "done" in g.pending.ids()  # no blocks is legal
    g.submit(f"block:{bear}:{m}")
    assert "done" not in g.pending.ids()  # one blocker alone is illegal
    assert "reset" not in g.pending.ids()  # no dead end to start over from (509.1b)
    assert f"block:{giant}:{m}" in g.pending.ids()
    g.submit(f"block:{giant}:{m}")
    assert "done" in g.pending.ids()
    g.submit("done")
    assert g.state.combat.blocked[m] == (bear, giant)


def test_702_111b_menace_with_one_possible_blocker_is_not_offered_a_dead_end():
    """509.1b, 702.111b: the lone Bear can't block the menace Gremlin, so blocking it is not
    offered at all (it would lead only to starting over); no block is the declaration."""
    g, (m, *_) = mayhem(["Test Bear"])
    bear = one(g, "Test Bear")
    g.submit(f"attack:{m}")
    g.submit("done")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "priority"  # nothing could be declared: no blockers decision
    assert bear not in g.state.combat.blockers
    finish_combat(g)
    assert g.state.player(1).life == 19
    assert g.state.player(0).life == 21  # the Gremlin also has lifelink (702.15b)


def enigma(mine: list[object], theirs: list[object]) -> Game:
    """P0 casts Enter the Enigma on its Test Bear in main1 (it can't be blocked this turn)."""
    g = build(
        hands=(["Entrar al enigma"], []),
        battlefields=(["Isla", *mine], theirs),  # type: ignore[arg-type]
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Enter the Enigma', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    g.submit("pass")
    g.submit("pass")
    assert len(g.state.zones["hand/0"]) == 1  # it also drew a card
    return g


def test_509_1b_cant_be_blocked():
    g = enigma(["Test Bear", "Test Giant"], ["Test Wall"])
    bear, giant, wall = one(g, "Test Bear"), one(g, "Test Giant"), one(g, "Test Wall")
    attack(g, bear, giant)
    assert set(g.pending.ids()) == {f"block:{wall}:{giant}", "done"}
    g = enigma(["Test Bear"], ["Test Wall"])
    attack(g, one(g, "Test Bear"))
    assert g.pending.kind == "priority"  # nothing could block: no blockers decision
    finish_combat(g)
    assert g.state.player(1).life == 18


# -- blocking requirements (509.1c) ------------------------------------------------------


def test_509_1c_must_be_blocked_if_able():
    g = combat(["Fear of Being Hunted"], ["Test Bear"])
    fear, bear = one(g, "Fear of Being Hunted"), one(g, "Test Bear")
    attack(g, fear)
    assert g.pending.kind == "blockers"
    assert g.pending.ids() == [f"block:{bear}:{fear}"]  # "done" only once it is blocked
    g.submit(f"block:{bear}:{fear}")
    assert g.state.combat.blocked[fear] == (bear,)


def test_509_1c_requirement_obeyed_as_far_as_possible_with_other_attackers():
    g = combat(["Fear of Being Hunted", "Test Giant"], ["Test Bear"])
    fear, giant, bear = one(g, "Fear of Being Hunted"), one(g, "Test Giant"), one(g, "Test Bear")
    attack(g, fear, giant)
    assert "done" not in g.pending.ids()
    # blocking the other attacker would disobey the requirement: it is not offered
    assert g.pending.ids() == [f"block:{bear}:{fear}"]
    g.submit(f"block:{bear}:{fear}")
    assert g.pending.kind == "priority"  # no blocker left; the declaration is legal


def test_509_1c_must_be_blocked_without_a_possible_blocker():
    g = combat(["Fear of Being Hunted"], [{"name": "Test Bear", "tapped": True}])
    attack(g, one(g, "Fear of Being Hunted"))
    assert g.pending.kind == "priority"  # nobody can block: the requirement can't be obeyed
    finish_combat(g)
    assert g.state.player(1).life == 16


# -- 506.4 leaving combat ----------------------------------------------------------------


def test_506_4_blocker_that_leaves_the_battlefield_leaves_combat():
    g = combat(
        ["Test Bear", "Pantano", "Pantano", "Pantano"], ["Test Giant"], hands=(["Asesinato"], [])
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, bear)
    g.submit(f"block:{giant}:{bear}")
    assert g.state.step == "declare_blockers" and g.pending.player == 0
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{giant}")
    g.submit("pass")
    g.submit("pass")
    assert giant not in g.state.objects
    assert g.state.combat.blockers == {}
    assert g.state.combat.blocked[bear] == ()  # the attacker remains blocked (509.1h)
    finish_combat(g)
    assert g.state.player(1).life == 20  # 510.1c: a blocked creature with no blockers
    assert g.state.objects[bear].damage == 0


def test_506_4_attacker_that_leaves_the_battlefield_leaves_combat():
    g = combat(
        ["Test Bear", "Test Giant"], ["Pantano", "Pantano", "Pantano"], hands=([], ["Asesinato"])
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    pass_until(g, "attackers")
    g.submit(f"attack:{bear}")
    g.submit(f"attack:{giant}")
    g.submit("pass")
    assert g.pending.player == 1
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{giant}")
    g.submit("pass")
    g.submit("pass")
    assert giant not in g.state.objects
    assert list(g.state.combat.attackers) == [bear]
    finish_combat(g)
    assert g.state.player(1).life == 18  # only the Bear dealt damage
