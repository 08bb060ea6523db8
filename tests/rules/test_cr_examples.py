"""The Comprehensive Rules' own examples ("Ejemplo:") in the sections this kernel covers,
played with real Duskmourn cards where the pool allows and test-only cards where it doesn't."""

from __future__ import annotations

from grimorio.dsl.card import parse_type_line
from grimorio.scenario.board import build
from support import one

LIB = ["Llanura"] * 5
WINTER = "Winter's Intervention"


def pay(g):  # type: ignore[no-untyped-def]
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


def test_302_3_and_305_5_type_lines() -> None:
    """302.3 / 305.5 examples: a type line's subtypes follow the dash."""
    assert parse_type_line("Creature — Goblin Wizard") == (("creature",), ("Goblin", "Wizard"), ())
    assert parse_type_line("Basic Land — Mountain") == (("land",), ("Mountain",), ("basic",))


def test_120_5_a_creature_dealt_lethal_damage_is_destroyed_by_the_sba_not_the_spell() -> None:
    """120.5 example (Lightning Bolt on a 2/2): Winter's Intervention deals 2 damage to a
    2/2; the creature is destroyed as a state-based action (704.5g), not by the spell."""
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=(["Pantano"] * 2, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, WINTER, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    rules = g.log.rules()
    assert "704.5g" in rules and "701.8a" not in rules
    assert [g.state.objects[o].card for o in g.state.zones["graveyard/1"]] == ["Test Bear"]


def test_510_1c_a_blocked_creature_divides_its_damage_freely() -> None:
    """510.1c example: a 4/3 blocked by a 2/3 and a 1/1 may assign its 4 damage in any split,
    such as all 4 to the 1/1 (no damage assignment order since 2025)."""
    g = build(battlefields=(["Test Rider"], ["Test Spawn", "Test Hunter"]), libraries=(LIB, LIB))
    rider, spawn, hunter = one(g, "Test Rider"), one(g, "Test Spawn"), one(g, "Test Hunter")
    while g.pending.kind != "attackers":
        g.submit("pass")
    g.submit(f"attack:{rider}")  # the only possible attacker: the declaration is complete
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{spawn}:{rider}")
    g.submit(f"block:{hunter}:{rider}")  # no blocker left: the declaration is complete
    while g.pending.kind != "damage":
        g.submit("pass")
    assert g.pending.ids() == [f"assign:{spawn}:{n}" for n in range(5)]
    g.submit(f"assign:{spawn}:0")  # all four to the 1/1
    state = g.state
    assert hunter not in state.zones["battlefield"] and spawn in state.zones["battlefield"]
    assert state.objects[spawn].damage == 0


def test_601_2c_one_object_can_be_the_target_of_two_target_words() -> None:
    """601.2c example: "destroy target artifact and target creature" may target the same
    artifact creature twice, once for each word "target"."""
    g = build(
        hands=(["Test Split Strike"], []),
        battlefields=(["Montaña"] * 2, ["Amiguita harapienta"]),
        libraries=(LIB, LIB),
    )
    playmate = one(g, "Ragged Playmate")
    g.submit(f"cast:{one(g, 'Test Split Strike', 'hand/0')}")
    g.submit(f"target:{playmate}")
    assert f"target:{playmate}" in g.pending.ids()
    g.submit(f"target:{playmate}")
    pay(g)
    assert g.state.objects[g.state.zones["stack"][0]].targets == ((playmate,), (playmate,))


def test_601_2c_the_same_object_is_not_chosen_twice_for_one_target_word() -> None:
    """601.2c example: "two target creatures" needs two different creatures — Get Out's
    "one or two target creatures" never offers the first one again."""
    g = build(
        hands=(["Dejar escapar"], []),
        battlefields=(["Isla"] * 2 + ["Test Bear", "Test Giant"], []),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Get Out', 'hand/0')}")
    g.submit("mode:1")
    g.submit(f"target:{bear}")
    assert f"target:{bear}" not in g.pending.ids()
    assert f"target:{one(g, 'Test Giant')}" in g.pending.ids()


def test_608_2b_sorins_thirst_example_no_life_when_the_target_is_gone() -> None:
    """608.2b example (Sorin's Thirst: 2 damage to target creature and you gain 2 life):
    Winter's Intervention has the same text; if its target is illegal it doesn't resolve
    and its controller gains no life."""
    g = build(
        hands=(["Intervención de Winter", "Asesinato"], []),
        battlefields=(["Pantano"] * 5, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, WINTER, 'hand/0')}")
    g.submit(f"target:{bear}")
    pay(g)
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{bear}")
    pay(g)
    g.submit("pass")
    g.submit("pass")  # Murder resolves first
    g.submit("pass")
    g.submit("pass")  # Winter's Intervention: its only target is gone
    assert g.state.player(0).life == 20
    assert "608.2b" in g.log.rules()


def test_611_2c_affected_objects_are_locked_in_at_resolution() -> None:
    """611.2c example ("all white creatures get +1/+1 until end of turn" affects only those
    that were white creatures then): Midnight Mayhem's Gremlins gain menace, lifelink and
    haste, but a Gremlin created afterwards does not."""
    g = build(
        hands=(["Caos de medianoche", "Caos de medianoche"], []),
        battlefields=(["Montaña"] * 4 + ["Llanura"] * 4, []),
        libraries=(LIB, LIB),
    )
    first, second = g.state.zones["hand/0"]
    g.submit(f"cast:{first}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    early = list(g.state.zones["battlefield"])[-3:]
    g.submit(f"cast:{second}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    state = g.state
    gremlins = [o for o in state.zones["battlefield"] if state.objects[o].card == "Gremlin"]
    late = [o for o in gremlins if o not in early]
    assert len(gremlins) == 6 and len(late) == 3
    for o in early:  # affected by both resolutions
        assert "menace" in g.characteristics(o).keywords
    effects = state.effects
    assert set(effects[0].affected) == set(early)  # the first effect never reaches the late ones
