"""Duskmourn white cards, played through the public engine (grimorio.mtg.board.build)."""

from grimorio.mtg.board import build
from support import cards, ids, one, pay, resolve


# -- Exorcise -----------------------------------------------------------------------------
def test_exorcise_targets_artifact_enchantment_or_big_creature_and_exiles_701_13a():
    g = build(
        hands=(["Exorcise"], []),
        battlefields=(
            ["Llanura"] * 2,
            ["Test Giant", "Test Bear", "Fear of Isolation", "Bear Trap"],
        ),
    )
    giant = one(g, "battlefield", "Test Giant")
    fear = one(g, "battlefield", "Fear of Isolation")  # an enchantment, though power 2
    trap = one(g, "battlefield", "Bear Trap")
    g.submit(f"cast:{one(g, 'hand/0', 'Exorcise')}")
    # CR 115.1: the Test Bear (a creature with power 2) and the lands don't qualify
    assert sorted(g.pending.ids()) == sorted(f"target:{o}" for o in (giant, fear, trap))
    g.submit(f"target:{giant}")
    resolve(g)
    assert cards(g, "exile") == ["Test Giant"]
    assert cards(g, "graveyard/0") == ["Exorcise"]
    assert "701.13a" in g.log.rules()


def test_exorcise_exiles_target_artifact_701_13a():
    g = build(hands=(["Exorcise"], []), battlefields=(["Llanura"] * 2, ["Bear Trap"]))
    g.submit(f"cast:{one(g, 'hand/0', 'Exorcise')}")
    g.submit(f"target:{one(g, 'battlefield', 'Bear Trap')}")
    resolve(g)
    assert cards(g, "exile") == ["Bear Trap"]
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
    g.submit(f"cast:{one(g, 'hand/0', 'Split Up')}")
    assert g.pending.ids() == ["mode:0", "mode:1"]
    g.submit("mode:0")
    resolve(g)
    assert cards(g, "graveyard/0") == ["Split Up", "Test Bear"]
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert cards(g, "battlefield") == ["Plains"] * 3 + [
        "Test Giant",
        "Test Wall",
    ]  # tapped lands stay
    assert g.log.rules().count("701.8a") == 2


def test_split_up_mode_two_destroys_all_untapped_creatures_701_8a():
    g = _split_up_board()
    g.submit(f"cast:{one(g, 'hand/0', 'Split Up')}")
    g.submit("mode:1")
    resolve(g)
    assert cards(g, "graveyard/0") == ["Split Up", "Test Giant"]
    assert cards(g, "graveyard/1") == ["Test Wall"]
    assert cards(g, "battlefield").count("Test Bear") == 2


# -- Seized from Slumber ------------------------------------------------------------------
def test_seized_from_slumber_costs_3_less_targeting_tapped_creature_601_2f():
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 2, [{"name": "Test Giant", "tapped": True}]),
    )
    g.submit(f"cast:{one(g, 'hand/0', 'Seized from Slumber')}")
    g.submit(f"target:{one(g, 'battlefield', 'Test Giant')}")
    pay(g)
    assert "601.2i" in g.log.rules()  # cast for {1}{W}
    resolve(g)
    assert cards(g, "graveyard/1") == ["Test Giant"]
    assert "701.8a" in g.log.rules()


def test_seized_from_slumber_reduction_depends_on_the_chosen_target_732_1():
    """The total cost is determined after targets are chosen (CR 601.2f): targeting an
    untapped creature with only two lands can't be paid, so the cast is rewound (732.1)."""
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 2, [{"name": "Test Giant", "tapped": True}, "Test Bear"]),
    )
    seized = one(g, "hand/0", "Seized from Slumber")
    g.submit(f"cast:{seized}")
    g.submit(f"target:{one(g, 'battlefield', 'Test Bear')}")
    assert "732.1" in g.log.rules()
    assert g.state.zones["hand/0"] == [seized]
    assert not any(g.state.objects[o].tapped for o in ids(g, "battlefield", "Plains"))
    assert g.pending.kind == "priority" and f"cast:{seized}" in g.pending.ids()


def test_seized_from_slumber_full_cost_for_untapped_target_601_2f():
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 5, ["Test Bear"]),
    )
    g.submit(f"cast:{one(g, 'hand/0', 'Seized from Slumber')}")
    g.submit(f"target:{one(g, 'battlefield', 'Test Bear')}")
    pay(g)
    assert all(g.state.objects[o].tapped for o in ids(g, "battlefield", "Plains"))
    resolve(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]


# -- Emerge from the Cocoon ---------------------------------------------------------------
def test_emerge_from_the_cocoon_returns_own_creature_card_and_gains_3_life_110_2a():
    g = build(
        hands=(["Emerge from the Cocoon"], []),
        battlefields=(["Llanura"] * 5, []),
        graveyards=(["Test Giant", "Bosque"], ["Test Bear"]),
    )
    g.submit(f"cast:{one(g, 'hand/0', 'Emerge from the Cocoon')}")
    giant = one(g, "graveyard/0", "Test Giant")
    assert g.pending.ids() == [f"target:{giant}"]  # not the opponent's Bear, not the land
    g.submit(f"target:{giant}")
    resolve(g)
    new = one(g, "battlefield", "Test Giant")
    assert g.state.objects[new].controller == 0
    assert g.state.player(0).life == 23
    assert {"110.2a", "119.3"} <= set(g.log.rules())
