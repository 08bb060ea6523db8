"""Duskmourn colourless artifacts (Dissection Tools, Conductive Machete, Marvin, Found
Footage, Haunted Screen), played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import cards, cast, ids, one, pay, resolve_top


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _face_down(g):
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]


# -- Dissection Tools / Conductive Machete ------------------------------------------------
def _enter_and_manifest(card, lands, library=("Test Bear", "Isla")):
    g = build(
        hands=([card], []),
        battlefields=(["Llanura"] * lands, []),
        libraries=(list(library), []),
    )
    cast(g, card)
    resolve_top(g)  # the Equipment enters; its ability triggers (CR 603.2)
    resolve_top(g)  # manifest dread: choose the card to manifest (701.62a)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Bear', 'library/0')}")
    return g


def test_dissection_tools_manifests_dread_then_attaches_to_that_creature_701_62a_701_3a():
    g = _enter_and_manifest("Dissection Tools", 5)
    (creature,) = _face_down(g)
    tools = one(g, "Dissection Tools")
    assert g.state.objects[tools].attached_to == creature
    assert cards(g, "graveyard/0") == ["Island"]
    assert {"701.62a", "701.40a", "701.3a"} <= set(g.log.rules())


def test_dissection_tools_equipped_gets_2_2_deathtouch_lifelink_613_4c_613_1f():
    g = _enter_and_manifest("Dissection Tools", 5)
    (creature,) = _face_down(g)
    assert _pt(g, creature) == (4, 4)  # a 2/2 face-down creature (708.2a) +2/+2
    assert {"deathtouch", "lifelink"} <= g.characteristics(creature).keywords


def test_dissection_tools_equip_sacrifice_a_creature_702_6a():
    """Equip—Sacrifice a creature: the target is chosen before the cost is paid (CR
    601.2c, 602.2b); the Equipment moves to the target; it is an equip ability, so only as
    a sorcery (702.6a)."""
    g = build(battlefields=(["Dissection Tools", "Test Bear", "Test Giant"], []))
    tools, bear, giant = one(g, "Dissection Tools"), one(g, "Test Bear"), one(g, "Test Giant")
    g.submit(f"activate:{tools}:2")
    assert set(g.pending.ids()) == {f"target:{bear}", f"target:{giant}"}
    g.submit(f"target:{giant}")
    assert g.pending.kind == "cost"
    g.submit(f"sacrifice:{bear}")
    resolve_top(g)
    assert g.state.objects[tools].attached_to == giant
    assert cards(g, "graveyard/0") == ["Test Bear"]
    assert _pt(g, giant) == (6, 6)
    # only as a sorcery
    g2 = build(battlefields=(["Dissection Tools", "Test Bear"], []), step="begin_combat")
    assert not any(i.startswith("activate:") for i in g2.pending.ids())


def test_dissection_tools_equip_needs_a_creature_to_sacrifice_118_3():
    g = build(battlefields=(["Dissection Tools"], []))
    assert not any(i.startswith("activate:") for i in g.pending.ids())


def test_conductive_machete_manifests_dread_attaches_and_gives_2_1_701_62a():
    g = _enter_and_manifest("Conductive Machete", 4)
    (creature,) = _face_down(g)
    machete = one(g, "Conductive Machete")
    assert g.state.objects[machete].attached_to == creature
    assert _pt(g, creature) == (4, 3)


def test_conductive_machete_equip_4_702_6a():
    g = build(battlefields=(["Conductive Machete", "Test Bear"] + ["Llanura"] * 4, []))
    machete, bear = one(g, "Conductive Machete"), one(g, "Test Bear")
    g.submit(f"activate:{machete}:2")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[machete].attached_to == bear
    assert _pt(g, bear) == (4, 3)
    poor = build(battlefields=(["Conductive Machete", "Test Bear"] + ["Llanura"] * 3, []))
    assert not any(i.startswith("activate:") for i in poor.pending.ids())


# -- Marvin, Murderous Mimic ----------------------------------------------------------------
def test_marvin_has_activated_abilities_of_your_other_creatures_613_1f():
    g = build(
        battlefields=(
            ["Marvin, Murderous Mimic", "Floodpits Drowner", "Isla", "Isla"],
            [{"name": "Test Bear", "counters": {"stun": 1}}],
        )
    )
    marvin = one(g, "Marvin, Murderous Mimic")
    abilities = g.characteristics(marvin).abilities
    assert [type(a).__name__ for a in abilities] == ["Static", "ActivatedAbility"]
    # it doesn't gain the Drowner's triggered ability nor its keywords (release notes)
    assert "vigilance" not in g.characteristics(marvin).keywords
    g.submit(f"activate:{marvin}:1")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    # "Shuffle this creature": Marvin's copy of the ability shuffles Marvin
    assert cards(g, "library/0") == ["Marvin, Murderous Mimic"]
    assert cards(g, "library/1") == ["Test Bear"]
    assert "Floodpits Drowner" in cards(g, "battlefield")


def test_marvin_does_not_copy_creatures_with_its_name_or_opponents_201_2():
    """Only creatures you control that don't have Marvin's name (a second Marvin — the
    legend rule aside — has the same name)."""
    g = build(battlefields=(["Marvin, Murderous Mimic"], ["Floodpits Drowner"]))
    marvin = one(g, "Marvin, Murderous Mimic")
    assert [type(a).__name__ for a in g.characteristics(marvin).abilities] == ["Static"]
    g2 = build(battlefields=(["Marvin, Murderous Mimic"], ["Marvin, Murderous Mimic"]))
    for m in ids(g2, "Marvin, Murderous Mimic"):
        assert [type(a).__name__ for a in g2.characteristics(m).abilities] == ["Static"]


def test_marvin_copies_mana_abilities_605_1a():
    g = build(battlefields=(["Marvin, Murderous Mimic", "Overgrown Zealot"], []))
    marvin = one(g, "Marvin, Murderous Mimic")
    names = [type(a).__name__ for a in g.characteristics(marvin).abilities]
    assert names.count("ManaAbility") == 2


# -- Found Footage ----------------------------------------------------------------------------
def test_found_footage_sees_face_down_creatures_opponents_control_708_5():
    g = build(
        battlefields=(["Found Footage"], [{"name": "Test Bear", "face_down": True}]),
    )
    seen = [o for o in g.view(0)["battlefield"] if o.get("face_down")]
    assert seen and seen[0]["name"] == "Test Bear"
    # it doesn't show your own face-down creatures to your opponent
    g2 = build(battlefields=([{"name": "Test Bear", "face_down": True}, "Found Footage"], []))
    hidden = [o for o in g2.view(1)["battlefield"] if o.get("face_down")]
    assert hidden and "name" not in hidden[0]
    own = [o for o in g.view(1)["battlefield"] if o.get("face_down")]
    assert own and own[0]["name"] == "Test Bear"  # its controller always sees it


def test_found_footage_does_not_show_face_down_spells_708_5():
    """Release notes: not face-down spells on the stack (only permanents)."""
    from grimorio.rules.view import may_look

    g = build(battlefields=(["Found Footage"], [{"name": "Test Bear", "face_down": True}]))
    bear = one(g, "Test Bear")
    assert may_look(g, g.state.objects[bear], 0)
    g.state.objects[bear].zone = "stack"  # as if it were a face-down spell
    assert not may_look(g, g.state.objects[bear], 0)


def test_found_footage_surveil_2_then_draw_701_25a():
    g = build(
        battlefields=(["Found Footage", "Llanura", "Llanura"], []),
        libraries=(["Isla", "Pantano", "Bosque"], []),
    )
    footage = one(g, "Found Footage")
    g.submit(f"activate:{footage}:1")
    pay(g)
    assert cards(g, "graveyard/0") == ["Found Footage"]  # sacrificed as a cost (701.21a)
    resolve_top(g)
    island = one(g, "Island", "library/0")
    g.submit(f"away:{island}")
    while g.pending.kind != "priority":
        g.submit(g.pending.ids()[0])
    assert "Island" in cards(g, "graveyard/0")
    assert cards(g, "hand/0") == ["Swamp"]
    assert {"701.25a", "121.1"} <= set(g.log.rules())


# -- Haunted Screen ---------------------------------------------------------------------------
def test_haunted_screen_taps_for_w_or_b_free_605_1a():
    g = build(hands=(["Test Rally"], []), battlefields=(["Haunted Screen"], []))
    g.submit(f"cast:{one(g, 'Test Rally', 'hand/0')}")
    pay(g)
    assert cards(g, "stack") == ["Test Rally"]
    assert g.state.player(0).life == 20  # {W} costs no life


def test_haunted_screen_pay_1_life_for_g_u_or_r_119_4():
    g = build(hands=(["Test Bear"], []), battlefields=(["Haunted Screen", "Llanura"], []))
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    screen = one(g, "Haunted Screen")
    assert f"mana:{screen}:1:G" in g.pending.ids()
    g.submit(f"mana:{screen}:1:G")
    pay(g)
    assert cards(g, "stack") == ["Test Bear"]
    assert g.state.player(0).life == 19
    assert "119.4" in g.log.rules()


def test_haunted_screen_becomes_a_7_7_spirit_once_602_5b():
    g = build(battlefields=(["Haunted Screen"] + ["Llanura"] * 14, []))
    screen = one(g, "Haunted Screen")
    g.submit(f"activate:{screen}:2")
    pay(g)
    resolve_top(g)
    c = g.characteristics(screen)
    assert set(c.types) == {"artifact", "creature"} and c.subtypes == ("Spirit",)
    assert _pt(g, screen) == (7, 7)  # a 0/0 with seven +1/+1 counters (613.4b, 613.4c)
    assert g.state.objects[screen].counters == {"+1/+1": 7}
    assert f"activate:{screen}:2" not in g.pending.ids()  # seven lands still untapped
