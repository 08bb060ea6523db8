"""Duskmourn black cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import ids, one, pay, resolve_top, sorted_cards, to_attackers, to_step


# -- Murder -------------------------------------------------------------------------------
def test_murder_destroys_target_creature_701_8a():
    g = build(hands=(["Asesinato"], []), battlefields=(["Pantano"] * 3, ["Test Bear"]))
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    bear = one(g, "Test Bear", "battlefield")
    assert g.pending.ids() == [f"target:{bear}"]  # lands are not creatures (CR 115.1)
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    assert sorted_cards(g, "graveyard/0") == ["Murder"]
    assert "701.8a" in g.log.rules()


def test_murder_indestructible_creature_survives_702_12b():
    g = build(
        hands=(["Asesinato", "Horrid Vigor"], []),
        battlefields=(["Pantano"] * 3 + ["Bosque"] * 2, ["Test Bear"]),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Horrid Vigor', 'hand/0')}")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    assert ids(g, "Test Bear", "battlefield") == [bear]
    assert "702.12b" in g.log.rules()


# -- Winter's Intervention ---------------------------------------------------------------
def test_winters_intervention_deals_2_and_gains_2_life_120_3():
    g = build(hands=(["Intervención de Winter"], []), battlefields=(["Pantano"] * 2, ["Test Bear"]))
    spell = one(g, "Winter's Intervention", "hand/0")
    g.submit(f"cast:{spell}")
    g.submit(f"target:{one(g, 'Test Bear', 'battlefield')}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]  # 2 damage is lethal (CR 704.5g)
    assert g.state.player(0).life == 22
    assert {"120.3", "119.3", "704.5g"} <= set(g.log.rules())


# -- Withering Torment --------------------------------------------------------------------
def test_withering_torment_destroys_enchantment_and_controller_loses_2_119_3():
    """CR 701.8a: destroy target creature or enchantment; you lose 2 life (119.3)."""
    g = build(
        hands=(["Tormento agotador"], []),
        battlefields=(["Pantano"] * 3, ["Fear of Being Hunted"]),
    )
    g.submit(f"cast:{one(g, 'Withering Torment', 'hand/0')}")
    fear = one(g, "Fear of Being Hunted", "battlefield")
    assert g.pending.ids() == [f"target:{fear}"]
    g.submit(f"target:{fear}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Fear of Being Hunted"]
    assert g.state.player(0).life == 18
    assert g.state.player(1).life == 20


# -- Give In to Violence ------------------------------------------------------------------
def test_give_in_to_violence_pump_and_lifelink_in_combat_702_15b():
    g = build(
        hands=(["Give In to Violence"], []), battlefields=(["Pantano"] * 2 + ["Test Bear"], [])
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Give In to Violence', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4)
    assert "lifelink" in c.keywords
    to_attackers(g)
    g.submit(f"attack:{bear}")
    to_step(g, "end_combat")
    assert g.state.player(1).life == 16
    assert g.state.player(0).life == 24
    assert "702.15b" in g.log.rules()


def test_give_in_to_violence_ends_at_cleanup_514_2():
    g = build(
        hands=(["Give In to Violence"], []), battlefields=(["Pantano"] * 2 + ["Test Bear"], [])
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Give In to Violence', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (2, 2)
    assert "lifelink" not in c.keywords
    assert "514.2" in g.log.rules()


# -- Final Vengeance ----------------------------------------------------------------------
def test_final_vengeance_sacrifice_as_additional_cost_then_exile_701_13a():
    g = build(
        hands=(["Final Vengeance"], []),
        battlefields=(["Pantano", "Test Bear"], ["Test Giant"]),
    )
    g.submit(f"cast:{one(g, 'Final Vengeance', 'hand/0')}")
    giant = one(g, "Test Giant", "battlefield")
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"target:{giant}")  # CR 601.2c: targets, then costs (601.2f)
    assert g.pending.ids() == [f"sacrifice:{bear}"]  # only what the player controls
    g.submit(f"sacrifice:{bear}")
    assert sorted_cards(g, "graveyard/0") == ["Test Bear"]  # paid on casting (CR 601.2h)
    resolve_top(g)
    assert sorted_cards(g, "exile") == ["Test Giant"]
    assert {"701.21a", "701.13a"} <= set(g.log.rules())


def test_final_vengeance_cannot_be_cast_without_something_to_sacrifice_118_3():
    g = build(hands=(["Final Vengeance"], []), battlefields=(["Pantano"], ["Test Giant"]))
    assert not any(i.startswith("cast:") for i in g.pending.ids())


# -- Valgavoth's Faithful -----------------------------------------------------------------
def test_valgavoths_faithful_returns_creature_card_from_graveyard_110_2a():
    g = build(
        battlefields=(["Seguidora de Valgavoth"] + ["Pantano"] * 4, []),
        graveyards=(["Test Giant"], []),
    )
    faithful = one(g, "Valgavoth's Faithful", "battlefield")
    g.submit(f"activate:{faithful}:0")
    g.submit(f"target:{one(g, 'Test Giant', 'graveyard/0')}")
    assert "Valgavoth's Faithful" in sorted_cards(g, "graveyard/0")  # sacrificed as a cost
    resolve_top(g)
    giant = one(g, "Test Giant", "battlefield")
    assert g.state.objects[giant].controller == 0
    assert "110.2a" in g.log.rules()


def test_valgavoths_faithful_cannot_target_itself_602_2b():
    """Targets are chosen before the sacrifice is paid, so an empty graveyard has none."""
    g = build(battlefields=(["Seguidora de Valgavoth"] + ["Pantano"] * 4, []))
    assert not any(i.startswith("activate:") for i in g.pending.ids())


def test_valgavoths_faithful_only_as_a_sorcery_602_5d():
    g = build(
        battlefields=(["Seguidora de Valgavoth"] + ["Pantano"] * 4, []),
        graveyards=(["Test Giant"], []),
        step="begin_combat",
    )
    assert not any(i.startswith("activate:") for i in g.pending.ids())


# -- Live or Die --------------------------------------------------------------------------
def test_live_or_die_mode_one_reanimates_700_2():
    g = build(
        hands=(["Live or Die"], []),
        battlefields=(["Pantano"] * 5, ["Test Bear"]),
        graveyards=(["Test Giant"], []),
    )
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    assert g.pending.ids() == ["mode:0", "mode:1"]
    g.submit("mode:0")
    g.submit(f"target:{one(g, 'Test Giant', 'graveyard/0')}")
    resolve_top(g)
    assert sorted_cards(g, "battlefield").count("Test Giant") == 1
    assert ids(g, "Test Bear", "battlefield")  # the other mode did nothing


def test_live_or_die_mode_two_destroys_701_8a():
    g = build(hands=(["Live or Die"], []), battlefields=(["Pantano"] * 5, ["Test Bear"]))
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    # CR 700.2 / 601.2c: a mode with no legal target (empty graveyard) can't be chosen
    assert g.pending.ids() == ["mode:1"]
    g.submit("mode:1")
    g.submit(f"target:{one(g, 'Test Bear', 'battlefield')}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    assert "701.8a" in g.log.rules()


# -- Commune with Evil --------------------------------------------------------------------
def test_commune_with_evil_look_at_four_take_one_rest_to_graveyard_608_2c():
    g = build(
        hands=(["Commune with Evil"], []),
        battlefields=(["Pantano"] * 3, []),
        libraries=(["Bosque", "Test Bear", "Asesinato", "Isla", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Commune with Evil', 'hand/0')}")
    resolve_top(g)
    top4 = g.state.zones["library/0"][-4:]
    assert sorted(g.pending.ids()) == sorted(f"look:{o}" for o in top4)
    g.submit(f"look:{one(g, 'Murder', 'library/0')}")
    assert sorted_cards(g, "hand/0") == ["Murder"]
    assert sorted_cards(g, "graveyard/0") == ["Commune with Evil", "Forest", "Island", "Test Bear"]
    assert sorted_cards(g, "library/0") == ["Plains"]  # the fifth card was never looked at
    assert g.state.player(0).life == 23
