"""CR 605 — Habilidades de maná: activated while paying a cost (601.2g, 605.3a), they don't
use the stack (605.3b); creatures' {T} mana abilities and summoning sickness (302.6)."""

from __future__ import annotations

from grimorio.scenario.board import build
from support import ids, one

LIB = ["Llanura"] * 5


def test_605_3b_mana_abilities_do_not_use_the_stack():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    start = len(g.log)
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    # only the spell is on the stack; the three mana abilities resolved at once
    assert [g.state.objects[i].card for i in g.state.zones["stack"]] == ["Murder"]
    added = [e for e in list(g.log)[start:] if e.key == "mana.add"]
    assert len(added) == 3
    assert all(e.rule == "605.3b" for e in added)
    assert g.state.player(0).pool == (0, 0, 0, 0, 0, 0)  # all of it was spent (601.2h)
    assert g.pending.kind == "priority" and g.pending.player == 0


def test_605_3b_no_player_receives_priority_while_mana_abilities_resolve():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano", "Pantano", "Bosque", "Bosque"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    kinds = []
    while g.pending.kind == "mana":
        kinds.append(g.pending.player)
        g.submit(g.pending.ids()[0])
    assert kinds and set(kinds) == {0}
    assert g.pending.kind == "priority" and g.pending.player == 0
    assert len(g.state.zones["stack"]) == 1


def test_605_3a_mana_abilities_pay_an_activated_abilitys_cost():
    g = build(
        battlefields=(["Ripchain Razorkin", "Montaña", "Montaña", "Montaña", "Montaña"], []),
        libraries=(LIB, LIB),
    )
    rip = one(g, "Ripchain Razorkin")
    g.submit(f"activate:{rip}:0")
    g.submit(f"sacrifice:{ids(g, 'Mountain')[3]}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    assert [g.state.objects[i].card for i in g.state.zones["stack"]] == ["Ripchain Razorkin"]
    assert sum(g.state.objects[i].tapped for i in ids(g, "Mountain")) == 3


def test_605_creature_mana_ability_pays_for_a_spell():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Bosque", "Test Elf"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    assert g.state.objects[one(g, "Test Elf")].tapped
    assert g.state.objects[one(g, "Forest")].tapped


def test_302_6_sick_creature_mana_ability_unusable_but_702_10c_haste_allows_it():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Bosque", {"name": "Test Elf", "sick": True}], []),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Bosque", {"name": "Test Hasty Elf", "sick": True}], []),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear", "hand/0")
    assert f"cast:{bear}" in g.pending.ids()
    g.submit(f"cast:{bear}")
    assert g.state.objects[one(g, "Test Hasty Elf")].tapped


def test_605_source_whose_tap_is_part_of_the_cost_cannot_also_pay_mana():
    g = build(battlefields=(["Test Druid"], []), libraries=(LIB, LIB))
    druid = one(g, "Test Druid")
    assert f"activate:{druid}:1" not in g.pending.ids()
    g = build(battlefields=(["Test Druid", "Bosque"], []), libraries=(LIB, LIB))
    druid = one(g, "Test Druid")
    assert f"activate:{druid}:1" in g.pending.ids()
    g.submit(f"activate:{druid}:1")
    assert g.state.objects[druid].tapped
    assert g.state.objects[one(g, "Forest")].tapped
    g.submit("pass")
    g.submit("pass")
    assert g.state.player(0).life == 22


def test_602_5b_verge_second_mana_ability_only_if_you_control_the_right_land():
    """Blazemire Verge: "{T}: Add {B}." and "{T}: Add {R}. Activate only if you control a
    Swamp or a Mountain." With a Plains only {B}: Pyroclasm ({1}{R}) can't be paid."""
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Llanura", "Blazemire Verge"], []),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Pantano", "Blazemire Verge"], []),
        libraries=(LIB, LIB),
    )
    verge, swamp = one(g, "Blazemire Verge"), one(g, "Swamp")
    g.submit(f"cast:{one(g, 'Pyroclasm', 'hand/0')}")
    assert g.pending.kind == "mana"
    # only choices that can still complete the payment: {B} from the Verge would leave {R}
    # for the Swamp, so it is not offered
    assert sorted(g.pending.ids()) == sorted(
        [f"mana:{swamp}:0:B", f"mana:{verge}:1:R", "mana:auto"]
    )
    g.submit(f"mana:{verge}:1:R")
    assert g.pending.kind == "priority"
    assert g.state.objects[swamp].tapped and g.state.objects[verge].tapped
    added = sorted(e.args[2] for e in g.log if e.key == "mana.add")
    assert added == ["B", "R"]
