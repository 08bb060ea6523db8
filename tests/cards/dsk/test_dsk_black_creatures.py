"""Duskmourn black creatures, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import (
    attack,
    cards,
    cast,
    ids,
    one,
    pay,
    resolve_top,
    sorted_cards,
    to_blockers,
    to_step,
)


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


# -- Overlord of the Balemurk -----------------------------------------------------------------
def test_overlord_of_the_balemurk_enters_mills_four_and_returns_a_creature_card_701_17a():
    """Any non-Avatar creature or planeswalker card of the graveyard may return, not only a
    milled one; an Avatar card may not."""
    g = build(
        hands=(["Amo de Oscuridad Lóbrega"], []),
        battlefields=(["Pantano"] * 5, []),
        libraries=(["Isla", "Test Bear", "Isla", "Isla", "Isla"], []),
        graveyards=(["Test Giant", "Amo de Bosques Espectrales"], []),
    )
    cast(g, "Overlord of the Balemurk")
    resolve_top(g)
    resolve_top(g)  # the enters trigger
    assert sorted_cards(g, "library/0") == ["Island"]  # four milled
    d = g.pending
    giant, bear = one(g, "Test Giant", "graveyard/0"), one(g, "Test Bear", "graveyard/0")
    hauntwoods = one(g, "Overlord of the Hauntwoods", "graveyard/0")
    assert f"put_chosen:{giant}" in d.ids() and f"put_chosen:{bear}" in d.ids()
    assert f"put_chosen:{hauntwoods}" not in d.ids()  # an Avatar
    assert "none" in d.ids()  # "you may"
    g.submit(f"put_chosen:{giant}")
    assert cards(g, "hand/0") == ["Test Giant"]
    assert "701.17a" in g.log.rules()


def test_overlord_of_the_balemurk_attack_trigger_508_3a():
    g = build(
        battlefields=(["Amo de Oscuridad Lóbrega"], []),
        libraries=(["Isla"] * 6, []),
    )
    attack(g, one(g, "Overlord of the Balemurk"))
    assert _stack(g) == ["Overlord of the Balemurk"]
    resolve_top(g)
    assert len(g.state.zones["library/0"]) == 2
    assert sorted_cards(g, "graveyard/0") == ["Island"] * 4


def test_overlord_of_the_balemurk_impending_isnt_a_creature_702_176a():
    g = build(
        hands=(["Amo de Oscuridad Lóbrega"], []),
        battlefields=(["Pantano"] * 2, []),
        libraries=(["Isla"] * 5, []),
    )
    overlord = one(g, "Overlord of the Balemurk", "hand/0")
    g.submit(f"cast:{overlord}:impending")
    pay(g)
    resolve_top(g)
    on = one(g, "Overlord of the Balemurk")
    assert g.state.objects[on].counters == {"time": 5}
    assert "creature" not in g.characteristics(on).types
    resolve_top(g)  # it still enters: mill four
    assert len(g.state.zones["library/0"]) == 1


# -- Miasma Demon -----------------------------------------------------------------------------
def _miasma(hand: list[str]):
    g = build(
        hands=(["Demonio del miasma", *hand], []),
        battlefields=(["Pantano"] * 6, ["Test Bear", "Test Giant", "Test Hunter"]),
    )
    cast(g, "Miasma Demon")
    resolve_top(g)
    resolve_top(g)  # the enters trigger: discard any number
    return g


def test_miasma_demon_discard_two_then_up_to_two_targets_minus_2_603_12():
    g = _miasma(["Isla", "Isla", "Test Rider"])
    assert "flying" in g.characteristics(one(g, "Miasma Demon")).keywords
    for island in ids(g, "Island", "hand/0"):
        g.submit(f"discard:{island}")
    g.submit("done")
    assert sorted_cards(g, "graveyard/0") == ["Island", "Island"]
    # the reflexive ability: targets chosen now, up to two
    g.submit(f"target:{one(g, 'Test Bear')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    assert g.pending.kind == "priority"
    assert _stack(g) == ["Miasma Demon"]
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    c = g.characteristics(one(g, "Test Giant"))
    assert (c.power, c.toughness) == (2, 2)
    assert "603.12" in g.log.rules()


def test_miasma_demon_one_card_discarded_allows_one_target():
    g = _miasma(["Isla", "Isla"])
    g.submit(f"discard:{ids(g, 'Island', 'hand/0')[0]}")
    g.submit("done")
    g.submit(f"target:{one(g, 'Test Hunter')}")
    assert g.pending.kind == "priority"  # no more targets may be chosen
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Hunter"]


def test_miasma_demon_discard_none_no_reflexive_trigger():
    g = _miasma(["Isla"])
    g.submit("done")
    assert g.state.zones["stack"] == []
    assert "603.12" not in g.log.rules()


# -- Popular Egotist --------------------------------------------------------------------------
def test_popular_egotist_sacrifice_another_gains_indestructible_and_taps_602_2():
    g = build(battlefields=(["Pantano", "Pantano", "Egoísta popular", "Test Bear"], []))
    egotist, bear = one(g, "Popular Egotist"), one(g, "Test Bear")
    g.submit(f"activate:{egotist}:0")
    assert g.pending.ids() == [f"sacrifice:{bear}"]  # another: not itself
    g.submit(f"sacrifice:{bear}")
    pay(g)
    # the sacrifice trigger is put on the stack above the ability (the release notes)
    assert _stack(g) == ["Popular Egotist", "Popular Egotist"]
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (21, 19)
    resolve_top(g)
    assert "indestructible" in g.characteristics(egotist).keywords
    assert g.state.objects[egotist].tapped
    assert {"701.21a", "702.12b"} & set(g.log.rules()) == {"701.21a"}


def test_popular_egotist_triggers_when_sacrificed_itself_603_10a():
    g = build(battlefields=(["Egoísta popular", "Test Altar"], []))
    egotist = one(g, "Popular Egotist")
    g.submit(f"activate:{one(g, 'Test Altar')}:0")
    g.submit(f"sacrifice:{egotist}")
    pay(g)
    assert _stack(g) == ["Test Altar", "Popular Egotist"]
    resolve_top(g)
    assert g.state.player(1).life == 19


def test_popular_egotist_opponents_sacrifice_doesnt_trigger():
    g = build(battlefields=(["Egoísta popular"], ["Test Altar", "Test Bear"]))
    g.submit("pass")  # Sur gets priority
    g.submit(f"activate:{one(g, 'Test Altar')}:0")
    g.submit(f"sacrifice:{one(g, 'Test Bear')}")
    pay(g)
    assert _stack(g) == ["Test Altar"]


# -- Cynical Loner ----------------------------------------------------------------------------
def test_cynical_loner_cant_be_blocked_by_glimmers_509_1b():
    g = build(battlefields=(["Misántropa escéptica"], ["Glimmer", "Test Bear"]))
    loner = one(g, "Cynical Loner")
    attack(g, loner)
    to_blockers(g)
    opts = g.pending.ids()
    assert f"block:{one(g, 'Test Bear')}:{loner}" in opts
    assert f"block:{one(g, 'Glimmer')}:{loner}" not in opts


def test_cynical_loner_survival_search_a_card_into_graveyard_701_23a():
    g = build(
        battlefields=(["Misántropa escéptica"], []),
        libraries=(["Isla", "Test Giant", "Isla"], []),
    )
    attack(g, one(g, "Cynical Loner"))
    to_step(g, "main2")
    assert _stack(g) == ["Cynical Loner"]  # it is tapped: survival triggers
    resolve_top(g)
    g.submit("yes")
    g.submit(f"search:{one(g, 'Test Giant', 'library/0')}")
    assert sorted_cards(g, "graveyard/0") == ["Test Giant"]
    assert sorted_cards(g, "library/0") == ["Island", "Island"]
    assert {"701.23a", "701.24a"} <= set(g.log.rules())


def test_cynical_loner_untapped_no_survival_603_4():
    g = build(battlefields=(["Misántropa escéptica"], []), step="end_combat")
    to_step(g, "main2")
    assert g.state.zones["stack"] == []


# -- Vile Mutilator ---------------------------------------------------------------------------
def test_vile_mutilator_additional_cost_and_each_opponent_sacrifices_nontoken_701_21a():
    g = build(
        hands=(["Mutilador vil"], []),
        battlefields=(
            ["Pantano"] * 7 + ["Test Bear"],
            ["Glimmer", "Test Hunter", "No hay donde huir", "Test Giant"],
        ),
    )
    g.submit(f"cast:{one(g, 'Vile Mutilator', 'hand/0')}")
    assert g.pending.ids() == [f"sacrifice:{one(g, 'Test Bear')}"]  # CR 601.2f
    g.submit(g.pending.ids()[0])
    pay(g)
    assert sorted_cards(g, "graveyard/0") == ["Test Bear"]
    resolve_top(g)
    mutilator = one(g, "Vile Mutilator")
    assert {"flying", "trample"} <= g.characteristics(mutilator).keywords
    resolve_top(g)  # the enchantment needs no choice (the Glimmer is a token)
    d = g.pending
    assert d.player == 1 and sorted(d.ids()) == sorted(
        [f"sacrifice:{one(g, 'Test Hunter')}", f"sacrifice:{one(g, 'Test Giant')}"]
    )
    g.submit(f"sacrifice:{one(g, 'Test Giant')}")
    assert sorted_cards(g, "graveyard/1") == ["Nowhere to Run", "Test Giant"]
    left = sorted(cards(g, "battlefield"))
    assert left == sorted(["Glimmer", "Test Hunter", "Vile Mutilator"] + ["Swamp"] * 7)


# -- Resurrected Cultist ----------------------------------------------------------------------
def test_resurrected_cultist_returns_from_graveyard_with_finality_counter_113_6m():
    g = build(
        battlefields=(["Pantano"] * 4, []),
        graveyards=(["Sectario resucitado", "Isla", "Asesinato", "No hay donde huir"], []),
    )
    cultist = one(g, "Resurrected Cultist", "graveyard/0")
    g.submit(f"activate:{cultist}:0")
    pay(g)
    resolve_top(g)
    on = one(g, "Resurrected Cultist")
    assert g.state.objects[on].counters == {"finality": 1}
    assert "602.2a" in g.log.rules()


def test_resurrected_cultist_needs_delirium_602_5b():
    g = build(
        battlefields=(["Pantano"] * 4, []),
        graveyards=(["Sectario resucitado", "Isla", "Asesinato"], []),  # three card types
    )
    assert g.pending.ids() == ["pass"]


def test_resurrected_cultist_only_as_a_sorcery_602_5d():
    g = build(
        battlefields=(["Pantano"] * 4, ["Test Bear"]),
        graveyards=(["Sectario resucitado", "Isla", "Asesinato", "No hay donde huir"], []),
        step="upkeep",
    )
    assert not any(i.startswith("activate:") for i in g.pending.ids())


def test_resurrected_cultist_doesnt_work_on_the_battlefield():
    g = build(
        battlefields=(["Pantano"] * 4 + ["Sectario resucitado"], []),
        graveyards=(["Isla", "Asesinato", "No hay donde huir", "Test Bear"], []),
    )
    assert g.pending.ids() == ["pass"]


# -- Enduring Tenacity ------------------------------------------------------------------------
def test_enduring_tenacity_life_gain_target_opponent_loses_that_much_119_9():
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=(["Pantano", "Pantano", "Tenacidad imperecedera"], ["Test Bear"]),
    )
    cast(g, "Winter's Intervention", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)  # Norte gains 2: the trigger targets the opponent
    assert _stack(g) == ["Enduring Tenacity"]
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (22, 18)


def test_enduring_tenacity_dies_returns_as_an_enchantment_205_1a():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Tenacidad imperecedera"]),
    )
    cast(g, "Murder", f"target:{one(g, 'Enduring Tenacity')}")
    resolve_top(g)
    resolve_top(g)  # its dies trigger: back under its owner's control
    back = one(g, "Enduring Tenacity")
    c = g.characteristics(back)
    assert c.types == ("enchantment",) and c.subtypes == ()
    assert g.state.objects[back].controller == 1


# -- Doomsday Excruciator ---------------------------------------------------------------------
def test_doomsday_excruciator_cast_exiles_all_but_bottom_six_face_down_406_3():
    g = build(
        hands=(["Torturador del fin del mundo"], []),
        battlefields=(["Pantano"] * 6, []),
        libraries=(["Test Bear"] + ["Isla"] * 9, ["Isla"] * 8),
    )
    cast(g, "Doomsday Excruciator")
    resolve_top(g)
    resolve_top(g)
    assert len(g.state.zones["library/0"]) == 6
    assert len(g.state.zones["library/1"]) == 6
    exiled = g.state.zones["exile"]
    assert len(exiled) == 6 and all(g.state.objects[i].face_down for i in exiled)
    assert all(g.characteristics(i).types == () for i in exiled)  # CR 406.3a
    for viewer in (0, 1):  # no player may look at them (CR 406.3)
        assert all("name" not in o for o in g.view(viewer)["exile"])
    assert "Test Bear" not in g.log.render("en")  # nor does the log say which
    assert "flying" in g.characteristics(one(g, "Doomsday Excruciator")).keywords


def test_doomsday_excruciator_not_cast_exiles_nothing_603_4():
    g = build(
        battlefields=(["Pantano"] * 4 + ["Seguidora de Valgavoth"], []),
        graveyards=(["Torturador del fin del mundo"], []),
        libraries=(["Isla"] * 10, []),
    )
    faithful = one(g, "Valgavoth's Faithful")
    g.submit(f"activate:{faithful}:0")
    g.submit(f"target:{one(g, 'Doomsday Excruciator', 'graveyard/0')}")
    pay(g)
    resolve_top(g)
    assert ids(g, "Doomsday Excruciator")
    assert g.state.zones["stack"] == []  # "if it was cast": no trigger
    assert len(g.state.zones["library/0"]) == 10


def test_doomsday_excruciator_draws_at_upkeep_503_1():
    g = build(
        battlefields=(["Torturador del fin del mundo"], []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        step="end",
        active=1,
        turn=3,
    )
    to_step(g, "upkeep")
    assert g.state.active == 0 and _stack(g) == ["Doomsday Excruciator"]
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 1
