"""Baseball Bat and Saw: "whenever equipped creature attacks" (CR 301.5f, 508.3a), played
through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, pay, resolve_top

BAT = "Baseball Bat"


def _bat_on_bear(opponent: list[str] | None = None):
    return build(
        battlefields=(
            ["Test Bear", {"name": "Bate de béisbol", "attached_to": "Test Bear"}],
            opponent if opponent is not None else ["Test Giant"],
        ),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )


def test_baseball_bat_enters_and_attaches_to_target_creature_you_control_701_3a():
    g = build(
        hands=(["Bate de béisbol"], []),
        battlefields=(["Bosque", "Llanura", "Test Bear"], ["Test Giant"]),
    )
    cast(g, BAT)
    resolve_top(g)
    bear = one(g, "Test Bear")
    # the only creature you control is the one legal target (the Giant is Sur's)
    assert cards(g, "stack") == [BAT]
    assert g.state.objects[g.state.zones["stack"][-1]].targets == ((bear,),)
    resolve_top(g)
    assert g.state.objects[one(g, BAT)].attached_to == bear
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)  # equipped creature gets +1/+1


def test_baseball_bat_equipped_creature_attacks_tap_up_to_one_target_creature_701_26a():
    g = _bat_on_bear()
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, bear)
    assert g.pending.kind == "target"
    assert f"target:{giant}" in g.pending.ids()
    g.submit(f"target:{giant}")
    assert cards(g, "stack") == [BAT]
    resolve_top(g)
    assert g.state.objects[giant].tapped


def test_baseball_bat_up_to_one_may_target_nothing_115_1():
    g = _bat_on_bear()
    attack(g, one(g, "Test Bear"))
    done = [i for i in g.pending.ids() if i.startswith("done")]
    assert done
    g.submit(done[0])
    resolve_top(g)
    assert not g.state.objects[one(g, "Test Giant")].tapped


def test_baseball_bat_another_creature_attacking_doesnt_trigger():
    g = build(
        battlefields=(
            ["Test Bear", "Test Hunter", {"name": BAT, "attached_to": "Test Bear"}],
            ["Test Giant"],
        )
    )
    attack(g, one(g, "Test Hunter"))
    assert cards(g, "stack") == [] and g.pending.kind != "target"


def test_baseball_bat_equip_3_702_6a():
    g = build(
        battlefields=(
            ["Test Bear", "Test Hunter", {"name": BAT, "attached_to": "Test Bear"}]
            + ["Llanura"] * 3,
            [],
        )
    )
    bat, hunter = one(g, BAT), one(g, "Test Hunter")
    g.submit(f"activate:{bat}:3")
    g.submit(f"target:{hunter}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[bat].attached_to == hunter
    assert g.characteristics(one(g, "Test Bear")).power == 2


# -- Saw ----------------------------------------------------------------------------------------
def _saw(extra: list):
    return build(
        battlefields=(["Test Bear", {"name": "Sierra", "attached_to": "Test Bear"}, *extra], []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )


def test_saw_equipped_creature_gets_plus_2_613_4c():
    g = _saw([])
    c = g.characteristics(one(g, "Test Bear"))
    assert (c.power, c.toughness) == (4, 2)


def test_saw_attacks_sacrifice_another_permanent_then_draw_701_21a():
    g = _saw(["Test Hunter", "Pantano"])
    bear = one(g, "Test Bear")
    attack(g, bear)
    assert cards(g, "stack") == ["Saw"]
    resolve_top(g)
    assert g.pending.kind == "pay"
    # neither the attacker nor the Saw may be sacrificed (CR 701.21a)
    hunter, swamp = one(g, "Test Hunter"), one(g, "Swamp")
    assert sorted(g.pending.ids()) == sorted(
        [f"sacrifice:{hunter}", f"sacrifice:{swamp}", "decline"]
    )
    g.submit(f"sacrifice:{swamp}")
    assert cards(g, "graveyard/0") == ["Swamp"]
    assert cards(g, "hand/0") == ["Island"]


def test_saw_decline_draws_nothing_608_2d():
    g = _saw(["Pantano"])
    attack(g, one(g, "Test Bear"))
    resolve_top(g)
    g.submit("decline")
    assert cards(g, "hand/0") == [] and ids(g, "Swamp")


def test_saw_nothing_else_to_sacrifice_no_choice():
    g = _saw([])
    attack(g, one(g, "Test Bear"))
    resolve_top(g)
    assert g.pending.kind != "pay"
    assert cards(g, "hand/0") == [] and ids(g, "Saw") and ids(g, "Test Bear")


def test_saw_equip_2_moves_it_702_6a():
    g = _saw(["Test Hunter", "Pantano", "Pantano"])
    saw, hunter = one(g, "Saw"), one(g, "Test Hunter")
    base = g.characteristics(hunter).power
    g.submit(f"activate:{saw}:2")
    g.submit(f"target:{hunter}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[saw].attached_to == hunter
    assert g.characteristics(hunter).power == base + 2
    assert g.characteristics(one(g, "Test Bear")).power == 2
