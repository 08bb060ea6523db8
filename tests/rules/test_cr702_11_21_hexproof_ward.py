"""CR 702.11 hexproof and 702.21 ward, with test bears of our own (Test Hexproof Bear,
Test Warded Bear: Ward {2}) and the real Murder (Asesinato)."""

from grimorio.scenario.board import build
from support import cards, one, pay, resolve_top


def murder_at(bear: str, swamps: int = 3):
    """Sur holds Murder and ``swamps`` Swamps; Norte has ``bear``. Norte passes."""
    g = build(hands=([], ["Asesinato"]), battlefields=([bear], ["Pantano"] * swamps))
    g.submit("pass")
    return g


def test_hexproof_a_creature_can_not_be_targeted_by_an_opponent_702_11b():
    g = murder_at("Test Hexproof Bear")
    assert not any(i.startswith("cast:") for i in g.pending.ids())  # no legal target


def test_hexproof_its_controller_can_target_it_702_11b():
    g = build(
        hands=(["Asesinato"], []), battlefields=(["Test Hexproof Bear"] + ["Pantano"] * 3, [])
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    assert g.pending.ids() == [f"target:{one(g, 'Test Hexproof Bear')}"]


def test_ward_counters_the_spell_unless_its_controller_pays_702_21a():
    g = murder_at("Test Warded Bear", swamps=5)
    bear = one(g, "Test Warded Bear")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{bear}")
    pay(g)
    assert len(g.state.zones["stack"]) == 2  # the ward ability above Murder
    resolve_top(g)  # the ward ability resolves: Sur may pay {2}
    assert g.pending.kind == "pay" and g.pending.player == 1
    assert "mana" in g.pending.ids()
    assert "decline" in g.pending.ids()
    g.submit("decline")
    assert cards(g, "graveyard/1") == ["Murder"]  # countered (701.6a)
    assert one(g, "Test Warded Bear") == bear


def test_ward_paid_the_spell_resolves_702_21a():
    g = murder_at("Test Warded Bear", swamps=5)
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Warded Bear')}")
    pay(g)
    resolve_top(g)
    g.submit("mana")
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Test Warded Bear"]


def test_ward_can_not_be_paid_without_the_mana_702_21a():
    g = murder_at("Test Warded Bear", swamps=3)  # Murder uses all three
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Warded Bear')}")
    pay(g)
    resolve_top(g)  # the ward ability: Sur has no mana left, so Murder is countered
    assert cards(g, "graveyard/1") == ["Murder"] and cards(g, "graveyard/0") == []


def test_ward_does_not_trigger_for_its_controllers_own_spells_702_21a():
    g = build(hands=(["Asesinato"], []), battlefields=(["Test Warded Bear"] + ["Pantano"] * 3, []))
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Warded Bear')}")
    pay(g)
    assert not g.state.triggered and len(g.state.zones["stack"]) == 1
