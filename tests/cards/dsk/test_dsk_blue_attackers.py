"""Clammy Prowler, Ghostly Keybearer and Stalked Researcher, played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, ids, one, pay, resolve_top, to_attackers, to_blockers

LIB = ["Isla"] * 6
ENTRYWAY = "Grand Entryway // Elegant Rotunda"


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


def _to_combat_damage_done(g) -> None:
    while g.state.step not in ("end_combat", "main2"):
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")


# -- Clammy Prowler ---------------------------------------------------------------------------
def test_clammy_prowler_another_attacking_creature_cant_be_blocked_509_1b():
    g = build(
        battlefields=(["Rondador pegajoso", "Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    prowler, bear, giant = one(g, "Clammy Prowler"), one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, prowler, bear)
    assert _stack(g) == ["Clammy Prowler"]
    assert g.pending.kind == "priority"  # the only other attacker was chosen as the target
    resolve_top(g)
    to_blockers(g)
    opts = g.pending.ids()
    assert f"block:{giant}:{bear}" not in opts  # can't be blocked this turn
    assert f"block:{giant}:{prowler}" in opts


def test_clammy_prowler_targets_another_attacking_creature_only_115_1():
    g = build(
        battlefields=(["Rondador pegajoso", "Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    attack(g, one(g, "Clammy Prowler"))  # attacking alone: no other attacker to target
    assert g.state.zones["stack"] == []  # CR 603.3d: removed with no legal target


# -- Ghostly Keybearer ------------------------------------------------------------------------
def test_ghostly_keybearer_combat_damage_unlocks_a_door_of_your_room_709_5f():
    g = build(
        battlefields=(
            ["Portallaves fantasmal", {"name": ENTRYWAY, "unlocked": ["Elegant Rotunda"]}],
            [],
        ),
        libraries=(LIB, LIB),
    )
    keybearer, room = one(g, "Ghostly Keybearer"), one(g, ENTRYWAY)
    assert "flying" in g.characteristics(keybearer).keywords
    attack(g, keybearer)
    while g.pending.kind != "target":
        g.submit("done" if g.pending.kind == "blockers" else "pass")
    assert g.state.player(1).life == 17  # combat damage to a player: the trigger
    assert g.pending.ids() == [f"target:{room}", "done"]  # up to one Room you control
    g.submit(f"target:{room}")
    resolve_top(g)  # one locked door: it is unlocked (CR 709.5f)
    assert g.state.objects[room].doors == 0b11
    assert _stack(g) == [ENTRYWAY]  # "when you unlock this door" (CR 709.5h)
    resolve_top(g)
    assert len(ids(g, "Glimmer")) == 1


def test_ghostly_keybearer_opponents_room_isnt_a_target_115_1():
    g = build(
        battlefields=(
            ["Portallaves fantasmal"],
            [{"name": ENTRYWAY, "unlocked": ["Elegant Rotunda"]}],
        ),
        libraries=(LIB, LIB),
    )
    attack(g, one(g, "Ghostly Keybearer"))
    _to_combat_damage_done(g)
    assert g.state.player(1).life == 17
    assert g.state.objects[one(g, ENTRYWAY)].doors == 0b10  # nothing unlocked


# -- Stalked Researcher -----------------------------------------------------------------------
def test_stalked_researcher_has_defender_and_cant_attack_702_3b():
    g = build(battlefields=(["Investigadora acechada", "Test Bear"], []), libraries=(LIB, LIB))
    to_attackers(g)  # the Bear can attack; the Researcher can't
    assert f"attack:{one(g, 'Test Bear')}" in g.pending.ids()
    assert f"attack:{one(g, 'Stalked Researcher')}" not in g.pending.ids()


def test_stalked_researcher_eerie_attacks_as_though_it_didnt_have_defender_609_4():
    g = build(
        hands=(["Entrada lujosa // Rotonda elegante"], []),
        battlefields=(["Investigadora acechada"] + ["Llanura"] * 2, []),
        libraries=(LIB, LIB),
    )
    researcher = one(g, "Stalked Researcher")
    g.submit(f"cast:{one(g, ENTRYWAY, 'hand/0')}:0")
    pay(g)
    resolve_top(g)  # an enchantment enters under Norte's control: eerie
    assert g.pending.kind == "trigger_order"  # with the door's own trigger (CR 603.3b)
    g.submit(g.pending.ids()[0])
    assert "Stalked Researcher" in _stack(g)
    while g.state.zones["stack"]:
        resolve_top(g)
    c = g.characteristics(researcher)
    assert "defender" in c.keywords  # it still has defender (CR 609.4: for attacking only)
    to_attackers(g)
    assert f"attack:{researcher}" in g.pending.ids()
    attack(g, researcher)
    _to_combat_damage_done(g)
    assert g.state.player(1).life == 17


def test_stalked_researcher_can_attack_only_this_turn_514_2():
    g = build(
        hands=(["Entrada lujosa // Rotonda elegante"], []),
        battlefields=(["Investigadora acechada", "Test Bear"] + ["Llanura"] * 2, []),
        libraries=(LIB, LIB),
    )
    researcher = one(g, "Stalked Researcher")
    g.submit(f"cast:{one(g, ENTRYWAY, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    g.submit(g.pending.ids()[0])  # the order of the two triggers
    while g.state.zones["stack"]:
        resolve_top(g)
    to_attackers(g)
    assert f"attack:{researcher}" in g.pending.ids()  # this turn it can
    while g.state.turn < 4:  # to Norte's next turn
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")
    to_attackers(g)
    assert f"attack:{one(g, 'Test Bear')}" in g.pending.ids()
    assert f"attack:{researcher}" not in g.pending.ids()  # "this turn" is over
