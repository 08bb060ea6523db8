"""CR 608 — Resolver hechizos y habilidades: illegal targets (608.2b), countering (701.6),
and where the card goes afterwards (608.2n, 608.3)."""

from __future__ import annotations

from grimorio.scenario.board import build
from support import cards, cast, ids, one, resolve_top

LIB = ["Llanura"] * 5


def test_608_2b_spell_whose_only_target_is_illegal_does_not_resolve():
    g = build(
        hands=(["Intervención de Winter", "Asesinato"], []),
        battlefields=(["Pantano"] * 5, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    cast(g, "Winter's Intervention", f"target:{bear}")
    cast(g, "Murder", f"target:{bear}")  # in response, holding priority (117.3c)
    resolve_top(g)  # Murder resolves: the Test Bear dies
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert cards(g, "stack") == ["Winter's Intervention"]
    resolve_top(g)
    # none of its effects happen — no 2 life for P0 — and it goes to the graveyard
    assert g.state.player(0).life == 20
    assert g.state.zones["stack"] == []
    assert cards(g, "graveyard/0") == ["Murder", "Winter's Intervention"]
    fizzles = [e for e in g.log if e.rule == "608.2b"]
    assert len(fizzles) == 1
    assert fizzles[0].args[0][1] == "Winter's Intervention"


def test_608_2b_illegal_targets_among_several_are_ignored():
    """Get Out's second mode returns one or two target creatures: if one of two targets
    becomes illegal, the spell still resolves for the other."""
    g = build(
        hands=(["Get Out"], ["Asesinato"]),
        battlefields=(["Isla", "Isla", "Test Bear", "Test Giant"], ["Pantano"] * 3),
        libraries=(LIB, LIB),
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    cast(g, "Get Out", "mode:1", f"target:{bear}", f"target:{giant}")
    (spell,) = g.state.zones["stack"]
    assert g.state.objects[spell].targets == ((bear, giant),)
    g.submit("pass")
    cast(g, "Murder", f"target:{bear}", player=1)
    resolve_top(g)  # Murder resolves: the Bear dies
    resolve_top(g)  # Get Out resolves for the Giant only
    assert cards(g, "hand/0") == ["Test Giant"]
    assert cards(g, "graveyard/0") == ["Test Bear", "Get Out"]
    assert "608.2b" not in g.log.rules()


def test_608_2b_illegal_target_of_one_target_word_leaves_the_other_effects():
    g = build(
        hands=(["Test Mercy", "Asesinato"], []),
        battlefields=(["Llanura"] + ["Pantano"] * 3, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    giant = one(g, "Test Giant")
    cast(g, "Test Mercy", f"target:{giant}", "target:-1")
    cast(g, "Murder", f"target:{giant}")
    resolve_top(g)
    resolve_top(g)
    assert g.state.player(0).life == 23  # the player is still a legal target
    assert "608.2b" not in g.log.rules()


def test_701_6a_countered_spell_goes_to_its_owners_graveyard_without_resolving():
    g = build(
        hands=(["Fear of Being Hunted"], ["Get Out"]),
        battlefields=(["Montaña"] * 3, ["Isla", "Isla"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Fear of Being Hunted")
    (fear,) = g.state.zones["stack"]
    g.submit("pass")
    assert g.pending.player == 1
    cast(g, "Get Out", "mode:0", f"target:{fear}", player=1)
    resolve_top(g)  # Get Out resolves and counters the creature spell
    assert g.state.zones["stack"] == []
    assert cards(g, "graveyard/0") == ["Fear of Being Hunted"]  # its owner's graveyard
    assert cards(g, "graveyard/1") == ["Get Out"]
    assert ids(g, "Fear of Being Hunted") == []  # it never entered the battlefield
    assert "701.6a" in g.log.rules()
    assert "608.3" not in g.log.rules()
    assert g.pending.player == 0  # 117.3b


def test_701_6_get_out_counters_only_creature_or_enchantment_spells():
    g = build(
        hands=(["Asesinato"], ["Get Out"]),
        battlefields=(["Pantano"] * 3, ["Isla", "Isla", "Test Bear"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Get Out', 'hand/1')}")
    assert g.pending.kind == "mode"
    assert g.pending.ids() == ["mode:1"]  # Murder is an instant spell: it can't be countered


def test_608_2c_spell_with_all_targets_legal_does_everything_in_order():
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=(["Pantano"] * 2, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    cast(g, "Winter's Intervention", f"target:{bear}")
    resolve_top(g)
    assert g.state.player(0).life == 22
    assert cards(g, "graveyard/1") == ["Test Bear"]  # 2 damage, then SBA (704.5g)
    assert "608.2" in g.log.rules()


def test_608_2n_instant_goes_to_its_owners_graveyard_after_resolving():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Murder"]
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert g.state.zones["stack"] == []
    assert "608.2n" in g.log.rules()


def test_608_3_permanent_spell_enters_the_battlefield_under_its_casters_control():
    g = build(
        hands=([], ["Test Bear"]),
        battlefields=([], ["Bosque", "Bosque"]),
        libraries=(LIB, LIB),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/1')}")
    assert cards(g, "stack") == ["Test Bear"]
    resolve_top(g)
    bear = one(g, "Test Bear")
    assert g.state.objects[bear].controller == 1
    assert g.state.objects[bear].sick  # 302.6
    assert "608.3" in g.log.rules()
    assert g.pending.player == 1  # 117.3b: the active player


def test_608_2c_spell_without_targets_resolves():
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Montaña", "Montaña", "Test Giant"], ["Test Bear", "Test Wall"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert g.state.objects[one(g, "Test Giant")].damage == 2
    assert g.state.objects[one(g, "Test Wall")].damage == 2
