"""Duskmourn blue spells, Auras and Equipment (cards/dsk/blue_spells.py), played through the
public engine."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top, sorted_cards, to_step


def _face_down(g) -> list[int]:
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]


def _manifest(g, card: str) -> None:
    """Answer a manifest dread decision by manifesting ``card``."""
    assert g.pending.kind == "manifest"
    g.submit(next(i for i in g.pending.ids() if g.state.objects[int(i[9:])].card == card))


# -- Unnerving Grasp ------------------------------------------------------------------------
def test_unnerving_grasp_bounces_then_manifests_dread_701_62a():
    g = build(
        hands=(["Agarre inquietante"], []),
        battlefields=(["Isla"] * 3, ["Test Bear"]),
        libraries=(["Test Wall", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Unnerving Grasp', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    _manifest(g, "Test Wall")
    assert cards(g, "hand/1") == ["Test Bear"]
    assert len(_face_down(g)) == 1
    assert sorted_cards(g, "graveyard/0") == ["Plains", "Unnerving Grasp"]


def test_unnerving_grasp_with_no_target_still_manifests_dread():
    """ "Up to one target": with none chosen, the spell resolves and manifests dread."""
    g = build(
        hands=(["Agarre inquietante"], []),
        battlefields=(["Isla"] * 3, []),
        libraries=(["Test Wall", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Unnerving Grasp', 'hand/0')}")
    if g.pending.kind == "target":
        g.submit("done:0")
    pay(g)
    resolve_top(g)
    _manifest(g, "Test Wall")
    assert len(_face_down(g)) == 1


# -- Vanish from Sight ---------------------------------------------------------------------
def test_vanish_from_sight_owner_chooses_top_then_surveil_401_4():
    g = build(
        hands=(["Desaparecer de la vista"], []),
        battlefields=(["Isla"] * 4, ["Test Bear"]),
        libraries=(["Llanura"], ["Isla"]),
    )
    g.submit(f"cast:{one(g, 'Vanish from Sight', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "top_or_bottom" and g.pending.player == 1  # the owner chooses
    g.submit(g.pending.ids()[0])  # top
    assert cards(g, "library/1") == ["Island", "Test Bear"]  # last = top
    assert g.pending.kind == "look" and g.pending.player == 0  # surveil 1
    g.submit(g.pending.ids()[1])
    assert sorted_cards(g, "graveyard/0") == ["Plains", "Vanish from Sight"]


def test_vanish_from_sight_bottom_401_4():
    g = build(
        hands=(["Desaparecer de la vista"], []),
        battlefields=(["Isla"] * 4, ["Test Bear"]),
        libraries=([], ["Isla"]),
    )
    g.submit(f"cast:{one(g, 'Vanish from Sight', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    g.submit(g.pending.ids()[1])  # bottom
    assert cards(g, "library/1") == ["Test Bear", "Island"]


# -- Stay Hidden, Stay Silent --------------------------------------------------------------
def test_stay_hidden_taps_and_the_creature_doesnt_untap_502_3():
    g = build(
        hands=(["Escondese y callarse"], []),
        battlefields=(["Isla", "Isla"], ["Test Bear"]),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Stay Hidden, Stay Silent', 'hand/0')}")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # the enters trigger
    assert g.state.objects[bear].tapped
    to_step(g, "upkeep")  # Sur's untap step has passed
    assert g.state.active == 1
    assert g.state.objects[bear].tapped


def test_stay_hidden_shuffles_the_creature_away_and_manifests_dread_701_24a():
    g = build(
        battlefields=(
            ["Isla"] * 6 + [{"name": "Escondese y callarse", "attached_to": "Test Bear"}],
            ["Test Bear"],
        ),
        libraries=(["Test Wall", "Llanura"], []),
    )
    aura = one(g, "Stay Hidden, Stay Silent")
    g.submit(f"activate:{aura}:2")
    pay(g)
    resolve_top(g)
    _manifest(g, "Test Wall")
    assert cards(g, "library/1") == ["Test Bear"]
    assert len(_face_down(g)) == 1 and g.state.objects[_face_down(g)[0]].controller == 0


def test_stay_hidden_ability_only_as_a_sorcery_602_5d():
    g = build(
        battlefields=(
            ["Isla"] * 6 + [{"name": "Escondese y callarse", "attached_to": "Test Bear"}],
            ["Test Bear"],
        ),
        step="begin_combat",
    )
    assert not any(i.startswith("activate:") for i in g.pending.ids())


# -- Unable to Scream -----------------------------------------------------------------------
def test_unable_to_scream_makes_a_0_2_toy_artifact_creature_without_abilities_613():
    g = build(
        battlefields=(
            [{"name": "Sin poder gritar", "attached_to": "Floodpits Drowner"}],
            ["Floodpits Drowner"],
        ),
    )
    c = chars(g, g.state.objects[one(g, "Floodpits Drowner")])
    assert (c.power, c.toughness) == (0, 2)
    assert set(c.types) == {"artifact", "creature"} and {"Merfolk", "Toy"} <= set(c.subtypes)
    assert not ({"flash", "vigilance"} & c.keywords)
    assert not [a for a in c.abilities if type(a).__name__ != "ManaAbility"]


def test_unable_to_scream_face_down_creature_cant_be_turned_face_up_701_40b():
    g = build(
        battlefields=(
            ["Bosque"] * 2
            + [
                {"name": "Test Bear", "face_down": True},
                {"name": "Sin poder gritar", "attached_to": "Test Bear"},
            ],
            [],
        ),
    )
    assert not any(i.startswith("turn_up:") for i in g.pending.ids())


def test_without_unable_to_scream_the_face_down_creature_can_be_turned_up_701_40b():
    g = build(battlefields=(["Bosque"] * 2 + [{"name": "Test Bear", "face_down": True}], []))
    assert any(i.startswith("turn_up:") for i in g.pending.ids())


# -- Cursed Windbreaker ---------------------------------------------------------------------
def test_cursed_windbreaker_manifests_dread_and_equips_that_creature_flying_702_6a():
    g = build(
        hands=(["Anorak maldito"], []),
        battlefields=(["Isla"] * 6, []),
        libraries=(["Test Bear", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Cursed Windbreaker', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # the enters trigger
    _manifest(g, "Test Bear")
    (fd,) = _face_down(g)
    windbreaker = g.state.objects[one(g, "Cursed Windbreaker")]
    assert windbreaker.attached_to == fd
    assert "flying" in chars(g, g.state.objects[fd]).keywords


def test_cursed_windbreaker_equip_3_702_6a():
    g = build(battlefields=(["Anorak maldito", "Test Bear"] + ["Isla"] * 3, []))
    windbreaker, bear = one(g, "Cursed Windbreaker"), one(g, "Test Bear")
    g.submit(f"activate:{windbreaker}:2")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[windbreaker].attached_to == bear
    assert "flying" in chars(g, g.state.objects[bear]).keywords
    assert ids(g, "Island") and all(g.state.objects[i].tapped for i in ids(g, "Island"))
