"""Duskmourn white cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import ids, one, pay, resolve_top, sorted_cards


# -- Exorcise -----------------------------------------------------------------------------
def test_exorcise_targets_artifact_enchantment_or_big_creature_and_exiles_701_13a():
    g = build(
        hands=(["Exorcise"], []),
        battlefields=(
            ["Llanura"] * 2,
            ["Test Giant", "Test Bear", "Fear of Isolation", "Bear Trap"],
        ),
    )
    giant = one(g, "Test Giant", "battlefield")
    fear = one(g, "Fear of Isolation", "battlefield")  # an enchantment, though power 2
    trap = one(g, "Bear Trap", "battlefield")
    g.submit(f"cast:{one(g, 'Exorcise', 'hand/0')}")
    # CR 115.1: the Test Bear (a creature with power 2) and the lands don't qualify
    assert sorted(g.pending.ids()) == sorted(f"target:{o}" for o in (giant, fear, trap))
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert sorted_cards(g, "exile") == ["Test Giant"]
    assert sorted_cards(g, "graveyard/0") == ["Exorcise"]
    assert "701.13a" in g.log.rules()


def test_exorcise_exiles_target_artifact_701_13a():
    g = build(hands=(["Exorcise"], []), battlefields=(["Llanura"] * 2, ["Bear Trap"]))
    g.submit(f"cast:{one(g, 'Exorcise', 'hand/0')}")
    g.submit(f"target:{one(g, 'Bear Trap', 'battlefield')}")
    resolve_top(g)
    assert sorted_cards(g, "exile") == ["Bear Trap"]
    assert "701.13a" in g.log.rules()


def test_exorcise_is_a_sorcery_307_1():
    """CR 307.1: only in its controller's main phase with an empty stack."""
    for step, castable in (("main1", True), ("begin_combat", False)):
        g = build(
            hands=(["Exorcise"], []), battlefields=(["Llanura"] * 2, ["Bear Trap"]), step=step
        )
        assert any(i.startswith("cast:") for i in g.pending.ids()) is castable


# -- Split Up -----------------------------------------------------------------------------
def _split_up_board():
    return build(
        hands=(["Split Up"], []),
        battlefields=(
            ["Llanura"] * 3 + [{"name": "Test Bear", "tapped": True}, "Test Giant"],
            [{"name": "Test Bear", "tapped": True}, "Test Wall"],
        ),
    )


def test_split_up_mode_one_destroys_all_tapped_creatures_700_2():
    g = _split_up_board()
    g.submit(f"cast:{one(g, 'Split Up', 'hand/0')}")
    assert g.pending.ids() == ["mode:0", "mode:1"]
    g.submit("mode:0")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Split Up", "Test Bear"]
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    assert sorted_cards(g, "battlefield") == ["Plains"] * 3 + [
        "Test Giant",
        "Test Wall",
    ]  # tapped lands stay
    assert g.log.rules().count("701.8a") == 2


def test_split_up_mode_two_destroys_all_untapped_creatures_701_8a():
    g = _split_up_board()
    g.submit(f"cast:{one(g, 'Split Up', 'hand/0')}")
    g.submit("mode:1")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Split Up", "Test Giant"]
    assert sorted_cards(g, "graveyard/1") == ["Test Wall"]
    assert sorted_cards(g, "battlefield").count("Test Bear") == 2


# -- Seized from Slumber ------------------------------------------------------------------
def test_seized_from_slumber_costs_3_less_targeting_tapped_creature_601_2f():
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 2, [{"name": "Test Giant", "tapped": True}]),
    )
    g.submit(f"cast:{one(g, 'Seized from Slumber', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant', 'battlefield')}")
    pay(g)
    assert "601.2i" in g.log.rules()  # cast for {1}{W}
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Giant"]
    assert "701.8a" in g.log.rules()


def test_seized_from_slumber_reduction_depends_on_the_chosen_target_732_1():
    """The total cost is determined after targets are chosen (CR 601.2f): targeting an
    untapped creature with only two lands couldn't be paid and would have to be rewound
    (732.1), so that target is not offered; the tapped one is."""
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 2, [{"name": "Test Giant", "tapped": True}, "Test Bear"]),
    )
    seized = one(g, "Seized from Slumber", "hand/0")
    g.submit(f"cast:{seized}")
    assert g.pending.ids() == [f"target:{one(g, 'Test Giant')}"]
    g.submit(f"target:{one(g, 'Test Giant')}")
    pay(g)
    assert "601.2i" in g.log.rules() and "732.1" not in g.log.rules()


def test_seized_from_slumber_full_cost_for_untapped_target_601_2f():
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 5, ["Test Bear"]),
    )
    g.submit(f"cast:{one(g, 'Seized from Slumber', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear', 'battlefield')}")
    pay(g)
    assert all(g.state.objects[o].tapped for o in ids(g, "Plains", "battlefield"))
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]


# -- Emerge from the Cocoon ---------------------------------------------------------------
def test_emerge_from_the_cocoon_returns_own_creature_card_and_gains_3_life_110_2a():
    g = build(
        hands=(["Emerge from the Cocoon"], []),
        battlefields=(["Llanura"] * 5, []),
        graveyards=(["Test Giant", "Bosque"], ["Test Bear"]),
    )
    g.submit(f"cast:{one(g, 'Emerge from the Cocoon', 'hand/0')}")
    giant = one(g, "Test Giant", "graveyard/0")
    assert g.pending.ids() == [f"target:{giant}"]  # not the opponent's Bear, not the land
    g.submit(f"target:{giant}")
    resolve_top(g)
    new = one(g, "Test Giant", "battlefield")
    assert g.state.objects[new].controller == 0
    assert g.state.player(0).life == 23
    assert {"110.2a", "119.3"} <= set(g.log.rules())
