"""Duskmourn green sorceries (grimorio.cards.dsk.green_spells), played through the public
engine: Monstrous Emergence, Valgavoth's Onslaught, Under the Skin, Cathartic Parting and
Coordinated Clobbering."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top, sorted_cards


def _cast(g, card, *answers):
    g.submit(f"cast:{one(g, card, 'hand/0')}")
    for a in answers:
        g.submit(a)
    pay(g)


def _face_down(g):
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]


# -- Monstrous Emergence ----------------------------------------------------------------
def test_monstrous_emergence_deals_the_chosen_creatures_power_601_2f():
    g = build(
        hands=(["Monstrous Emergence"], []),
        battlefields=(["Test Giant", "Bosque", "Bosque"], ["Test Bear", "Test Wall"]),
    )
    wall = one(g, "Test Wall")
    g.submit(f"cast:{one(g, 'Monstrous Emergence', 'hand/0')}")
    g.submit(f"target:{wall}")
    assert g.pending.kind == "cost"
    g.submit(f"choose_cost:{one(g, 'Test Giant')}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Test Giant")].zone == "battlefield"  # only chosen
    assert cards(g, "graveyard/1") == ["Test Wall"]  # 4 damage to a 0/4 (120.3)


def test_monstrous_emergence_may_reveal_a_creature_card_from_hand_701_20a():
    g = build(
        hands=(["Monstrous Emergence", "Test Giant"], []),
        battlefields=(["Bosque", "Bosque"], ["Test Wall"]),
    )
    _cast(
        g,
        "Monstrous Emergence",
        f"target:{one(g, 'Test Wall')}",
        f"choose_cost:{one(g, 'Test Giant', 'hand/0')}",
    )
    assert cards(g, "hand/0") == ["Test Giant"]  # revealed, not discarded
    assert "701.20a" in g.log.rules()
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Wall"]


def test_monstrous_emergence_cannot_be_cast_without_a_creature_to_choose_601_2f():
    g = build(
        hands=(["Monstrous Emergence", "Isla"], []), battlefields=(["Bosque"] * 2, ["Test Bear"])
    )
    assert f"cast:{one(g, 'Monstrous Emergence', 'hand/0')}" not in g.pending.ids()


def test_monstrous_emergence_uses_power_as_it_resolves_608_2h():
    """The chosen creature's power grows before resolution: the bigger amount is dealt."""
    g = build(
        hands=(["Monstrous Emergence", "Violent Urge"], []),
        battlefields=(["Test Bear", "Bosque", "Bosque", "Montaña"], ["Hauntwoods Shrieker"]),
    )
    _cast(
        g,
        "Monstrous Emergence",
        f"target:{one(g, 'Hauntwoods Shrieker')}",
        f"choose_cost:{one(g, 'Test Bear')}",
    )
    g.submit(f"cast:{one(g, 'Violent Urge', 'hand/0')}")  # the Bear gets +1/+0: power 3
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Hauntwoods Shrieker"]  # 3 damage to a 3/3


def test_monstrous_emergence_uses_last_known_power_if_the_creature_left_608_2h():
    g = build(
        hands=(["Monstrous Emergence", "Asesinato"], []),
        battlefields=(
            ["Test Giant", "Bosque", "Bosque", "Pantano", "Pantano", "Pantano"],
            ["Test Wall"],
        ),
    )
    _cast(
        g,
        "Monstrous Emergence",
        f"target:{one(g, 'Test Wall')}",
        f"choose_cost:{one(g, 'Test Giant')}",
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    pay(g)
    resolve_top(g)  # Murder: the Giant dies
    resolve_top(g)  # 4 damage, its power as it last existed
    assert sorted_cards(g, "graveyard/1") == ["Test Wall"]


# -- Valgavoth's Onslaught --------------------------------------------------------------
def test_valgavoths_onslaught_manifests_x_times_then_puts_x_counters_701_62a():
    g = build(
        hands=(["Valgavoth's Onslaught"], []),
        battlefields=(["Bosque"] * 5, []),
        libraries=(["Test Bear", "Isla", "Test Giant", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Valgavoth' + chr(39) + 's Onslaught', 'hand/0')}")
    g.submit("x:2")
    pay(g)
    resolve_top(g)
    for _ in range(2):
        assert g.pending.kind == "manifest"
        g.submit(g.pending.ids()[0])
    down = _face_down(g)
    assert len(down) == 2
    for o in down:
        assert g.state.objects[o].counters == {"+1/+1": 2}
        c = g.characteristics(o)
        assert (c.power, c.toughness) == (4, 4)
    assert len(cards(g, "graveyard/0")) == 3  # two cards not manifested, and the sorcery


def test_valgavoths_onslaught_with_x_0_does_nothing_107_3():
    g = build(hands=(["Valgavoth's Onslaught"], []), battlefields=(["Bosque"], []))
    g.submit(f"cast:{one(g, 'Valgavoth' + chr(39) + 's Onslaught', 'hand/0')}")
    g.submit("x:0")
    pay(g)
    resolve_top(g)
    assert _face_down(g) == []
    assert g.pending.kind == "priority"


# -- Under the Skin ---------------------------------------------------------------------
def test_under_the_skin_manifests_then_returns_a_permanent_card_608_2c():
    g = build(
        hands=(["Under the Skin"], []),
        battlefields=(["Bosque"] * 3, []),
        libraries=(["Test Bear", "Test Giant"], []),
        graveyards=(["Asesinato"], []),
    )
    _cast(g, "Under the Skin")
    resolve_top(g)
    g.submit(next(i for i in g.pending.ids() if g.state.objects[int(i[9:])].card == "Test Bear"))
    assert g.pending.kind == "put_chosen"
    offered = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert offered == {"Test Giant"}  # Murder is not a permanent card
    g.submit(f"put_chosen:{one(g, 'Test Giant', 'graveyard/0')}")
    assert cards(g, "hand/0") == ["Test Giant"]


def test_under_the_skin_the_return_is_optional_608_2d():
    g = build(
        hands=(["Under the Skin"], []),
        battlefields=(["Bosque"] * 3, []),
        libraries=(["Test Bear", "Test Giant"], []),
    )
    _cast(g, "Under the Skin")
    resolve_top(g)
    g.submit(g.pending.ids()[0])
    g.submit("none")
    assert cards(g, "hand/0") == []


# -- Cathartic Parting ------------------------------------------------------------------
def test_cathartic_parting_shuffles_the_permanent_and_graveyard_cards_701_24a():
    g = build(
        hands=(["Cathartic Parting"], []),
        battlefields=(["Bosque", "Bosque"], ["Twitching Doll"]),
        graveyards=(["Test Bear", "Isla"], []),
        libraries=(["Llanura"], ["Pantano"]),
    )
    g.submit(f"cast:{one(g, 'Cathartic Parting', 'hand/0')}")
    g.submit(f"target:{one(g, 'Twitching Doll')}")
    g.submit(f"target:{one(g, 'Test Bear', 'graveyard/0')}")
    g.submit(f"target:{one(g, 'Island', 'graveyard/0')}")  # no more cards to target
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    assert sorted_cards(g, "library/1") == ["Swamp", "Twitching Doll"]
    assert sorted_cards(g, "library/0") == ["Island", "Plains", "Test Bear"]
    assert cards(g, "graveyard/0") == ["Cathartic Parting"]


def test_cathartic_parting_needs_an_opponents_artifact_or_enchantment_115_1():
    g = build(
        hands=(["Cathartic Parting"], []),
        battlefields=(["Bosque", "Bosque", "Twitching Doll"], ["Test Bear"]),
    )
    assert f"cast:{one(g, 'Cathartic Parting', 'hand/0')}" not in g.pending.ids()


# -- Coordinated Clobbering -------------------------------------------------------------
def test_coordinated_clobbering_taps_and_each_deals_its_power_120_2():
    g = build(
        hands=(["Coordinated Clobbering"], []),
        battlefields=(["Bosque", "Test Bear", "Test Giant"], ["Altanak, the Thrice-Called"]),
        libraries=([], ["Isla"]),
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    altanak = one(g, "Altanak, the Thrice-Called")
    _cast(g, "Coordinated Clobbering", f"target:{bear}", f"target:{giant}", f"target:{altanak}")
    resolve_top(g)  # Altanak's trigger (its controller draws)
    resolve_top(g)
    assert g.state.objects[bear].tapped and g.state.objects[giant].tapped
    assert g.state.objects[altanak].damage == 6  # 2 + 4, from two sources


def test_coordinated_clobbering_a_tapped_creature_is_an_illegal_target_608_2b():
    g = build(
        hands=(["Coordinated Clobbering"], []),
        battlefields=(["Bosque", {"name": "Test Bear", "tapped": True}], ["Test Wall"]),
    )
    assert f"cast:{one(g, 'Coordinated Clobbering', 'hand/0')}" not in g.pending.ids()
    assert ids(g, "Test Wall")


# -- the general words, on test cards ---------------------------------------------------
def test_mill_then_return_up_to_two_permanent_cards_from_among_them_608_2c():
    g = build(
        hands=(["Test Dig Up"], []),
        battlefields=(["Bosque"], []),
        libraries=(["Test Bear", "Asesinato", "Isla", "Test Giant", "Llanura"], []),
        graveyards=(["Twitching Doll"], []),
    )
    _cast(g, "Test Dig Up")
    resolve_top(g)
    assert g.pending.kind == "put_chosen"
    offered = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert offered == {"Test Bear", "Island", "Test Giant"}  # milled permanents only
    g.submit(f"put_chosen:{one(g, 'Test Bear', 'graveyard/0')}")
    g.submit(f"put_chosen:{one(g, 'Test Giant', 'graveyard/0')}")
    assert sorted_cards(g, "hand/0") == ["Test Bear", "Test Giant"]
    assert cards(g, "library/0") == ["Plains"]
    assert sorted_cards(g, "graveyard/0") == ["Island", "Murder", "Test Dig Up", "Twitching Doll"]
