"""CR 508.1d — requirements on attacking: "attacks each combat if able" (Test Berserker, of
our own) must be obeyed as far as possible without breaking a restriction (508.1c: "can't
attack alone", the Beast token of the real Toby, Beastie Befriender)."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import one, pay, resolve_top, to_attackers


def test_a_creature_that_must_attack_has_to_be_declared_508_1d():
    g = build(battlefields=(["Test Berserker", "Test Bear"], []), step="begin_combat")
    to_attackers(g)
    assert "done" not in g.pending.ids()  # declaring nothing would break the requirement
    g.submit(f"attack:{one(g, 'Test Bear')}")
    assert "done" not in g.pending.ids()
    g.submit(f"attack:{one(g, 'Test Berserker')}")  # the declaration is complete
    assert set(g.state.combat.attackers) == {one(g, "Test Bear"), one(g, "Test Berserker")}


def test_a_creature_that_can_not_attack_is_not_required_to_508_1d():
    g = build(
        battlefields=([{"name": "Test Berserker", "tapped": True}, "Test Bear"], []),
        step="begin_combat",
    )
    to_attackers(g)
    assert "done" in g.pending.ids()  # a tapped creature is not able to attack


def test_requirements_are_obeyed_only_as_far_as_restrictions_allow_508_1d():
    """A Beast that "can't attack alone" and must attack, with no other creature: obeying
    the requirement would break the restriction, so not attacking is the legal choice."""
    g = build(battlefields=(["Beast", "Montaña"], []), hands=(["Test Provocation"], []))
    g.submit(f"cast:{one(g, 'Test Provocation', 'hand/0')}")
    g.submit(f"target:{one(g, 'Beast')}")
    pay(g)
    resolve_top(g)
    assert "attacks_each_combat" in chars(g, g.state.objects[one(g, "Beast")]).keywords
    while g.state.step != "declare_attackers":
        g.submit("pass")
    # attacking alone is never offered (a dead end), so the rules declare no attackers
    assert g.pending.kind == "priority"
    assert "508.8" in g.log.rules()
