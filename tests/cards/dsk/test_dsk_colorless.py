"""Duskmourn colourless cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, one, resolve_top, sorted_cards, to_step


# -- Bear Trap ----------------------------------------------------------------------------
def test_bear_trap_flash_cast_in_opponents_turn_702_8a():
    g = build(hands=(["Bear Trap"], []), battlefields=(["Llanura"], []), active=1)
    g.submit("pass")  # the active player passes; player 0 gets priority in their turn
    trap = one(g, "Bear Trap", "hand/0")
    assert g.pending.player == 0 and f"cast:{trap}" in g.pending.ids()
    g.submit(f"cast:{trap}")
    resolve_top(g)
    assert sorted_cards(g, "battlefield") == ["Bear Trap", "Plains"]


def test_bear_trap_sacrifice_deals_3_damage_to_target_creature_608_2h():
    """The ability's source has been sacrificed; its last known information is used."""
    g = build(
        battlefields=(["Bear Trap"] + ["Llanura"] * 3, ["Ripchain Razorkin", "Test Giant"]),
    )
    trap = one(g, "Bear Trap", "battlefield")
    razorkin = one(g, "Ripchain Razorkin", "battlefield")
    g.submit(f"activate:{trap}:0")
    giant = one(g, "Test Giant", "battlefield")
    assert sorted(g.pending.ids()) == sorted([f"target:{razorkin}", f"target:{giant}"])
    g.submit(f"target:{razorkin}")
    assert sorted_cards(g, "graveyard/0") == ["Bear Trap"]  # sacrificed as a cost (CR 701.21a)
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Ripchain Razorkin"]
    assert {"701.21a", "120.3", "704.5g"} <= set(g.log.rules())
    assert any("Bear Trap deals 3 damage" in line for line in g.log.lines("en"))


def test_bear_trap_ability_needs_three_mana_118_3():
    g = build(battlefields=(["Bear Trap"] + ["Llanura"] * 2, ["Test Giant"]))
    assert not any(i.startswith("activate:") for i in g.pending.ids())


# -- Malevolent Chandelier ----------------------------------------------------------------
def test_malevolent_chandelier_puts_card_from_any_graveyard_on_bottom_401_4():
    g = build(
        battlefields=(["Malevolent Chandelier"] + ["Llanura"] * 2, []),
        graveyards=(["Test Bear"], ["Asesinato", "Bosque"]),
        libraries=([], ["Isla", "Pantano"]),
    )
    chandelier = one(g, "Malevolent Chandelier", "battlefield")
    g.submit(f"activate:{chandelier}:0")
    everything = g.state.zones["graveyard/0"] + g.state.zones["graveyard/1"]
    assert sorted(g.pending.ids()) == sorted(f"target:{o}" for o in everything)
    g.submit(f"target:{one(g, 'Murder', 'graveyard/1')}")
    resolve_top(g)
    lib = g.state.zones["library/1"]
    assert g.state.objects[lib[0]].card == "Murder"  # the bottom (the top is the list's end)
    assert [g.state.objects[o].card for o in lib] == ["Murder", "Swamp", "Island"]
    assert sorted_cards(g, "graveyard/1") == ["Forest"]
    assert "401.4" in g.log.rules()


def test_malevolent_chandelier_only_as_a_sorcery_602_5d():
    for step, able in (("main1", True), ("begin_combat", False)):
        g = build(
            battlefields=(["Malevolent Chandelier"] + ["Llanura"] * 2, []),
            graveyards=([], ["Asesinato"]),
            step=step,
        )
        assert any(i.startswith("activate:") for i in g.pending.ids()) is able


def test_malevolent_chandelier_flying_702_9b():
    g = build(battlefields=(["Malevolent Chandelier"], ["Test Bear"]))
    attack(g, one(g, "Malevolent Chandelier", "battlefield"))
    to_step(g, "end_combat")  # the Bear is never offered a block
    assert g.state.player(1).life == 16
