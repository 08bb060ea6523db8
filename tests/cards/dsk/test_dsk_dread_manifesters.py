"""Duskmourn cards that manifest dread or care about face-down permanents (grimorio.cards.
dsk.dread_manifesters), played through the public engine: Bashful Beastie, Break Down the
Door, Cryptid Inspector, Defiant Survivor, Threats Around Every Corner and Growing Dread."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, to_step


def _face_down(g):
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]


def _manifest_first(g):
    """CR 701.62a: of the two cards looked at, manifest the first offered."""
    assert g.pending.kind == "manifest"
    g.submit(g.pending.ids()[0])


# -- Bashful Beastie --------------------------------------------------------------------
def test_bashful_beastie_manifests_dread_when_it_dies_603_10a():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Bashful Beastie", "Pantano", "Pantano", "Pantano"], []),
        libraries=(["Test Bear", "Isla"], []),
    )
    beastie = one(g, "Bashful Beastie")
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{beastie}")
    pay(g)
    resolve_top(g)  # Murder: the Beastie dies, its ability triggers
    resolve_top(g)
    _manifest_first(g)
    assert len(_face_down(g)) == 1
    assert "Bashful Beastie" in cards(g, "graveyard/0")
    assert len(cards(g, "graveyard/0")) == 3  # the Beastie, Murder, the other card looked at
    assert {"701.40a", "701.62a"} <= set(g.log.rules())  # manifested; the other milled


# -- Break Down the Door ----------------------------------------------------------------
def _break(g, mode, *answers):
    g.submit(f"cast:{one(g, 'Break Down the Door', 'hand/0')}")
    g.submit(f"mode:{mode}")
    for a in answers:
        g.submit(a)
    pay(g)
    resolve_top(g)


def test_break_down_the_door_exiles_target_artifact_700_2():
    g = build(
        hands=(["Break Down the Door"], []),
        battlefields=(["Bosque"] * 3, ["Test Equipment"]),
    )
    _break(g, 0, f"target:{one(g, 'Test Equipment')}")
    assert cards(g, "exile") == ["Test Equipment"]


def test_break_down_the_door_exiles_target_enchantment_700_2():
    g = build(
        hands=(["Break Down the Door"], []),
        battlefields=(["Bosque"] * 3, ["Growing Dread"]),
    )
    _break(g, 1, f"target:{one(g, 'Growing Dread')}")
    assert cards(g, "exile") == ["Growing Dread"]


def test_break_down_the_door_manifests_dread_701_62a():
    g = build(
        hands=(["Break Down the Door"], []),
        battlefields=(["Bosque"] * 3, []),
        libraries=(["Test Bear", "Isla"], []),
    )
    _break(g, 2)
    _manifest_first(g)
    assert len(_face_down(g)) == 1
    assert cards(g, "exile") == []


def test_break_down_the_door_offers_no_mode_without_a_legal_target_601_2c():
    g = build(hands=(["Break Down the Door"], []), battlefields=(["Bosque"] * 3, []))
    g.submit(f"cast:{one(g, 'Break Down the Door', 'hand/0')}")
    assert g.pending.ids() == ["mode:2"]


# -- Cryptid Inspector ------------------------------------------------------------------
def test_cryptid_inspector_grows_when_a_face_down_permanent_you_control_enters_603_2():
    g = build(
        hands=(["Break Down the Door"], []),
        battlefields=(["Cryptid Inspector", "Bosque", "Bosque", "Bosque"], []),
        libraries=(["Test Bear", "Isla"], []),
    )
    assert "vigilance" in g.characteristics(one(g, "Cryptid Inspector")).keywords
    _break(g, 2)
    _manifest_first(g)
    resolve_top(g)  # the Inspector's ability
    assert g.state.objects[one(g, "Cryptid Inspector")].counters == {"+1/+1": 1}


def test_cryptid_inspector_grows_when_another_permanent_is_turned_face_up_708_8():
    g = build(
        battlefields=(
            ["Cryptid Inspector", "Bosque", "Bosque", {"name": "Test Bear", "face_down": True}],
            [{"name": "Test Giant", "face_down": True}],
        ),
    )
    bear = one(g, "Test Bear")
    g.submit(f"turn_up:{bear}")  # CR 701.40b, 116.2b: a special action, {1}{G}
    pay(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Cryptid Inspector")].counters == {"+1/+1": 1}


def test_cryptid_inspector_grows_when_it_is_turned_face_up_itself_708_8():
    g = build(
        battlefields=(["Bosque"] * 3 + [{"name": "Cryptid Inspector", "face_down": True}], []),
    )
    inspector = one(g, "Cryptid Inspector")
    g.submit(f"turn_up:{inspector}")
    pay(g)
    assert not g.state.objects[inspector].face_down
    resolve_top(g)
    assert g.state.objects[inspector].counters == {"+1/+1": 1}


def test_cryptid_inspector_ignores_an_opponents_face_down_permanent_603_2():
    g = build(
        battlefields=(["Cryptid Inspector"], ["Bosque"] * 3),
        hands=([], ["Break Down the Door"]),
        libraries=([], ["Test Bear", "Isla"]),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Break Down the Door', 'hand/1')}")
    g.submit("mode:2")
    pay(g)
    resolve_top(g)
    _manifest_first(g)
    assert g.state.zones["stack"] == []
    assert g.state.objects[one(g, "Cryptid Inspector")].counters == {}


# -- Defiant Survivor -------------------------------------------------------------------
def test_defiant_survivor_manifests_dread_in_main_two_if_tapped_603_4():
    g = build(
        battlefields=([{"name": "Defiant Survivor", "tapped": True}], []),
        libraries=(["Test Bear", "Isla", "Llanura"], []),
        step="end_combat",
    )
    to_step(g, "main2")
    resolve_top(g)
    _manifest_first(g)
    assert len(_face_down(g)) == 1


def test_defiant_survivor_untapped_does_not_trigger_603_4():
    g = build(
        battlefields=(["Defiant Survivor"], []),
        libraries=(["Test Bear", "Isla", "Llanura"], []),
        step="end_combat",
    )
    to_step(g, "main2")
    assert g.state.zones["stack"] == []
    assert _face_down(g) == []


def test_defiant_survivor_after_attacking_manifests_dread_508_1f():
    g = build(
        battlefields=(["Defiant Survivor"], []),
        libraries=(["Test Bear", "Isla", "Llanura"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Defiant Survivor"))
    to_step(g, "main2")
    resolve_top(g)
    _manifest_first(g)
    assert len(_face_down(g)) == 1


# -- Threats Around Every Corner --------------------------------------------------------
def test_threats_manifests_dread_and_fetches_a_basic_land_tapped_701_23a():
    g = build(
        hands=(["Threats Around Every Corner"], []),
        battlefields=(["Bosque"] * 4, []),
        libraries=(["Test Bear", "Isla", "Llanura", "Bosque"], []),
    )
    g.submit(f"cast:{one(g, 'Threats Around Every Corner', 'hand/0')}")
    pay(g)
    resolve_top(g)  # the enchantment enters
    resolve_top(g)  # "when this enters, manifest dread"
    _manifest_first(g)
    assert len(_face_down(g)) == 1
    resolve_top(g)  # "whenever a face-down permanent you control enters": search
    assert g.pending.kind == "search"
    plains = next(
        i
        for i in g.pending.ids()
        if i.startswith("search:") and g.state.objects[int(i.split(":")[1])].card == "Plains"
    )
    g.submit(plains)
    p = one(g, "Plains")
    assert g.state.objects[p].tapped
    assert len(ids(g, "Forest")) == 4


def test_threats_ignores_face_up_creatures_entering_603_2():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Threats Around Every Corner", "Bosque", "Bosque"], []),
        libraries=(["Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    pay(g)
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert cards(g, "library/0") == ["Plains"]


# -- Growing Dread ----------------------------------------------------------------------
def test_growing_dread_has_flash_and_manifests_dread_702_8():
    g = build(
        hands=(["Growing Dread"], []),
        battlefields=(["Bosque", "Isla"], ["Bosque"]),
        libraries=(["Test Bear", "Isla"], []),
        step="upkeep",
    )
    g.submit(f"cast:{one(g, 'Growing Dread', 'hand/0')}")  # not a main phase: flash
    pay(g)
    resolve_top(g)
    resolve_top(g)
    _manifest_first(g)
    assert len(_face_down(g)) == 1


def test_growing_dread_puts_a_counter_on_a_permanent_you_turn_face_up_708_8():
    g = build(
        battlefields=(
            ["Growing Dread", "Bosque", "Bosque", {"name": "Test Bear", "face_down": True}],
            [],
        ),
    )
    bear = one(g, "Test Bear")
    g.submit(f"turn_up:{bear}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)


def test_growing_dread_ignores_an_opponent_turning_a_permanent_face_up_603_2():
    g = build(
        battlefields=(
            ["Growing Dread"],
            ["Bosque", "Bosque", {"name": "Test Bear", "face_down": True}],
        ),
        active=1,
    )
    bear = one(g, "Test Bear")
    g.submit(f"turn_up:{bear}")
    pay(g)
    assert g.state.zones["stack"] == []
    assert g.state.objects[bear].counters == {}
