"""Duskmourn green creatures that put cards into play or into the hand (grimorio.cards.dsk.
green_ramp), played through the public engine: Kona, Rescue Beastie, Slavering
Branchsnapper and Wickerfolk Thresher."""

from grimorio.dsl import Zone, typecycling
from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards, to_step

KONA = "Kona, Rescue Beastie"
FOUR_TYPES = ["Isla", "Test Bear", "Asesinato", "Manifestar miedo"]  # land creature inst. sorc.


# -- Kona, Rescue Beastie ---------------------------------------------------------------
def _kona(tapped: bool, hand: list[str]):
    return build(
        hands=(hand, []),
        battlefields=([{"name": KONA, "tapped": tapped}], []),
        step="end_combat",
    )


def test_kona_tapped_puts_a_permanent_card_from_hand_onto_the_battlefield_603_4():
    g = _kona(True, ["Test Giant", "Asesinato", "Isla"])
    to_step(g, "main2")
    resolve_top(g)
    assert g.pending.kind == "put_chosen"
    offered = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert offered == {"Test Giant", "Island"}  # permanent cards only (CR 110.4a)
    g.submit(f"put_chosen:{one(g, 'Test Giant', 'hand/0')}")
    assert ids(g, "Test Giant")
    assert sorted_cards(g, "hand/0") == ["Island", "Murder"]


def test_kona_may_put_nothing_608_2d():
    g = _kona(True, ["Test Giant"])
    to_step(g, "main2")
    resolve_top(g)
    none = [i for i in g.pending.ids() if ":" not in i]
    assert none
    g.submit(none[0])
    assert cards(g, "hand/0") == ["Test Giant"]


def test_kona_putting_a_land_is_not_playing_one_305_4():
    g = _kona(True, ["Isla"])
    to_step(g, "main2")
    resolve_top(g)
    g.submit(f"put_chosen:{one(g, 'Island', 'hand/0')}")
    assert ids(g, "Island")
    assert g.state.player(0).lands_played == 0


def test_kona_untapped_does_not_trigger_603_4():
    g = _kona(False, ["Test Giant"])
    to_step(g, "main2")
    assert g.state.zones["stack"] == []
    assert cards(g, "hand/0") == ["Test Giant"]


# -- Slavering Branchsnapper ------------------------------------------------------------
def test_slavering_branchsnapper_is_a_7_6_with_trample_702_19():
    g = build(battlefields=(["Slavering Branchsnapper"], []))
    c = g.characteristics(one(g, "Slavering Branchsnapper"))
    assert (c.power, c.toughness) == (7, 6) and "trample" in c.keywords


def test_forestcycling_searches_for_a_forest_card_702_29e():
    g = build(
        hands=(["Slavering Branchsnapper"], []),
        battlefields=(["Llanura", "Llanura"], []),
        libraries=(["Isla", "Bosque", "Thornspire Verge", "Llanura"], []),
    )
    snapper = one(g, "Slavering Branchsnapper", "hand/0")
    g.submit(f"activate:{snapper}:0")
    pay(g)
    assert cards(g, "graveyard/0") == ["Slavering Branchsnapper"]  # discarded as the cost
    resolve_top(g)
    assert g.pending.kind == "search"
    found = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert found == {"Forest"}  # a card with the subtype Forest; the Verge has none (205.3i)
    g.submit(f"search:{one(g, 'Forest', 'library/0')}")
    assert cards(g, "hand/0") == ["Forest"]
    assert any("Bosque" in line for line in g.log.lines("es", viewer=1))  # revealed


def test_typecycling_is_an_ability_of_the_card_in_hand_with_a_discard_cost_702_29e():
    islandcycling = typecycling("Island", "{2}", "Ciclo de isla {2}", "Islandcycling {2}")
    assert islandcycling.zone == Zone.HAND and islandcycling.cost.discard_self
    assert (islandcycling.mode.text_es, islandcycling.mode.text_en) == (
        "Ciclo de isla {2}",
        "Islandcycling {2}",
    )


def test_forestcycling_works_only_from_the_hand_702_29a():
    g = build(battlefields=(["Slavering Branchsnapper", "Llanura", "Llanura"], []))
    snapper = one(g, "Slavering Branchsnapper")
    assert not [i for i in g.pending.ids() if i.startswith(f"activate:{snapper}:")]


# -- Wickerfolk Thresher ----------------------------------------------------------------
def _thresher(top: str, graveyard=FOUR_TYPES):
    g = build(
        battlefields=(["Wickerfolk Thresher"], []),
        libraries=([top, "Llanura"], []),
        graveyards=(graveyard, []),
        step="begin_combat",
    )
    attack(g, one(g, "Wickerfolk Thresher"))
    return g


def test_wickerfolk_thresher_may_put_a_land_onto_the_battlefield_508_1m():
    g = _thresher("Bosque")
    resolve_top(g)
    assert g.pending.kind == "look"
    forest = one(g, "Forest", "library/0")
    g.submit(f"look:{forest}")
    assert ids(g, "Forest")
    assert cards(g, "library/0") == ["Plains"]


def test_wickerfolk_thresher_land_not_put_goes_to_hand_608_2c():
    g = _thresher("Bosque")
    resolve_top(g)
    g.submit("none")
    assert cards(g, "hand/0") == ["Forest"]
    assert ids(g, "Forest") == []


def test_wickerfolk_thresher_nonland_goes_to_hand_unseen_and_unlogged_as_graveyard_400_2():
    g = _thresher("Test Giant")
    resolve_top(g)
    assert cards(g, "hand/0") == ["Test Giant"]
    assert "Test Giant" not in cards(g, "graveyard/0")
    for lang, word in (("es", "cementerio"), ("en", "graveyard")):
        for viewer in (0, 1, None):
            lines = g.log.lines(lang, viewer=viewer)
            assert not [line for line in lines[-4:] if word in line], lines[-4:]
    public = g.log.lines("en", viewer=1)
    assert not [line for line in public if "Test Giant" in line]  # hidden from the opponent


def test_wickerfolk_thresher_without_delirium_does_not_trigger_603_4():
    g = _thresher("Bosque", FOUR_TYPES[:3])
    assert g.state.zones["stack"] == []
    assert cards(g, "library/0") == ["Plains", "Forest"]
