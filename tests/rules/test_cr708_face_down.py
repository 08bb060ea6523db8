"""CR 701.62 manifest dread, 701.40 manifest, 708 face-down permanents: played with the real
Duskmourn sorcery Manifest Dread (Manifestar miedo)."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, one, pay, resolve_top, sorted_cards


def manifest(library, battlefield=(), opponent=(), choose="Test Bear", **kw):
    """Norte casts Manifest Dread with ``library`` (top first) and manifests ``choose``."""
    g = build(
        hands=(["Manifestar miedo"], []),
        battlefields=(["Bosque"] * 6 + list(battlefield), list(opponent)),
        libraries=(list(library), []),
        **kw,
    )
    g.submit(f"cast:{one(g, 'Manifest Dread', 'hand/0')}")
    pay(g)
    resolve_top(g)
    if g.pending.kind == "manifest":
        chosen = [i for i in g.pending.ids() if g.state.objects[int(i[9:])].card == choose]
        g.submit(chosen[0])
    return g


def face_down(g) -> int:
    (fd,) = [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    return fd


def test_manifest_dread_one_of_the_top_two_face_down_the_other_to_the_graveyard_701_62a():
    g = manifest(["Test Bear", "Isla", "Llanura"])
    assert g.pending.kind == "priority"
    assert sorted_cards(g, "graveyard/0") == ["Island", "Manifest Dread"]
    assert cards(g, "library/0") == ["Plains"]
    fd = g.state.objects[face_down(g)]
    assert fd.card == "Test Bear" and fd.controller == 0
    assert {"701.40a", "701.62a", "701.62b"} <= set(g.log.rules())


def test_the_player_chooses_which_card_to_manifest_701_62a():
    g = manifest(["Test Bear", "Isla"], choose="Island")
    assert g.state.objects[face_down(g)].card == "Island"
    assert sorted_cards(g, "graveyard/0") == ["Manifest Dread", "Test Bear"]


def test_a_manifested_card_is_a_nameless_colourless_2_2_creature_without_abilities_708_2a():
    g = manifest(["Gremlin Tamer", "Isla"], choose="Gremlin Tamer")
    c = chars(g, g.state.objects[face_down(g)])
    assert (c.name, c.types, c.subtypes, c.colors, c.mana_cost) == ("", ("creature",), (), (), None)
    assert (c.power, c.toughness, c.abilities, c.keywords) == (2, 2, (), frozenset())


def test_with_one_card_in_the_library_it_is_manifested_with_no_choice():
    """Release notes (manifest dread): one card left — manifest it, no graveyard option."""
    g = manifest(["Test Bear"])
    assert g.state.objects[face_down(g)].card == "Test Bear"
    assert sorted_cards(g, "graveyard/0") == ["Manifest Dread"]


def test_whenever_you_manifest_dread_triggers_even_with_an_empty_library_701_62b():
    g = manifest([], battlefield=["Test Dread Watcher"])
    assert not [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    resolve_top(g)
    assert g.state.player(0).life == 21


def test_the_opponent_sees_a_face_down_permanent_but_not_which_card_708_5():
    g = manifest(["Test Bear", "Isla"])
    fd = face_down(g)
    theirs = next(o for o in g.view(1)["battlefield"] if o["id"] == fd)
    assert theirs["face_down"] and "name" not in theirs and "text" not in theirs
    assert (theirs["power"], theirs["toughness"], theirs["types"]) == (2, 2, ["creature"])
    mine = next(o for o in g.view(0)["battlefield"] if o["id"] == fd)
    assert mine["face_down"] and mine["name"] == "Test Bear"  # its controller may look
    assert not any("Test Bear" in line for line in g.view(1)["log"])


def test_turning_a_manifested_creature_face_up_is_a_special_action_701_40b():
    g = manifest(["Test Bear", "Isla"])
    fd = face_down(g)
    assert f"turn_up:{fd}" in g.pending.ids()
    g.submit(f"turn_up:{fd}")
    pay(g)
    obj = g.state.objects[fd]
    assert not obj.face_down and obj.id == fd  # the same permanent (708.8)
    assert chars(g, obj).name == "Test Bear"
    assert not g.state.zones["stack"] and g.pending.player == 0
    assert "701.40b" in g.log.rules()


def test_a_face_up_permanent_does_not_enter_again_708_8():
    g = manifest(["Spineseeker Centipede", "Isla"], choose="Spineseeker Centipede")
    fd = face_down(g)
    g.submit(f"turn_up:{fd}")
    pay(g)
    assert not g.state.triggered and g.pending.kind == "priority"  # no "when this enters"


def test_turning_face_up_any_time_with_priority_even_in_the_opponents_turn_701_40b():
    g = build(
        battlefields=([{"name": "Test Bear", "face_down": True}, "Bosque", "Bosque"], []),
        active=1,
        step="upkeep",
    )
    g.submit("pass")  # Sur passes: Norte has priority in Sur's upkeep
    fd = one(g, "Test Bear")
    assert g.pending.player == 0 and f"turn_up:{fd}" in g.pending.ids()


def test_a_noncreature_card_can_not_be_turned_face_up_701_40b():
    g = manifest(["Asesinato", "Isla"], choose="Murder")
    assert g.state.objects[face_down(g)].card == "Murder"
    assert not any(i.startswith("turn_up:") for i in g.pending.ids())


def test_a_face_down_permanent_is_revealed_as_it_leaves_the_battlefield_708_9():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=([{"name": "Test Bear", "face_down": True}], ["Pantano"] * 3),
    )
    fd = one(g, "Test Bear")
    assert not any("Test Bear" in line for line in g.view(1)["log"])
    g.submit("pass")  # Sur gets priority and kills it
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{fd}")
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Test Bear"]
    assert any("Test Bear" in line for line in g.view(1)["log"])  # revealed as it died


def test_counters_and_tapped_status_stay_when_it_is_turned_face_up_708_8():
    g = build(
        battlefields=(
            [{"name": "Test Bear", "face_down": True, "tapped": True, "counters": {"+1/+1": 1}}]
            + ["Bosque"] * 2,
            [],
        )
    )
    fd = g.state.objects[one(g, "Test Bear")]
    assert (chars(g, fd).name, chars(g, fd).power, chars(g, fd).toughness) == ("", 3, 3)
    g.submit(f"turn_up:{fd.id}")
    pay(g)
    assert fd.tapped and chars(g, fd).name == "Test Bear"
    assert (chars(g, fd).power, chars(g, fd).toughness) == (3, 3)


def test_a_face_down_creature_that_lost_its_abilities_can_still_be_turned_up_701_40b():
    """Turning a manifested permanent face up is a rule of the game, not an ability it has
    (unlike disguise and morph, the general notes' ruling 2): losing every ability changes
    nothing."""
    g = build(
        battlefields=(
            [{"name": "Test Bear", "face_down": True}, "Test Muzzle", "Bosque", "Bosque"],
            [],
        )
    )
    fd = one(g, "Test Bear")
    assert f"turn_up:{fd}" in g.pending.ids()
    g.submit(f"turn_up:{fd}")
    pay(g)
    assert not g.state.objects[fd].face_down


def test_revealing_a_face_down_permanent_as_it_leaves_is_logged_708_9():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=([{"name": "Test Bear", "face_down": True}], ["Pantano"] * 3),
    )
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert "708.9" in g.log.rules()


def test_a_face_up_permanent_leaving_is_not_revealed_again_708_9():
    g = build(hands=([], ["Asesinato"]), battlefields=(["Test Bear"], ["Pantano"] * 3))
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert "708.9" not in g.log.rules()


def test_a_face_down_permanent_is_a_legal_target_for_face_down_permanents_708_2():
    """``Filter(face_down=True)``: what "target face-down permanent" can choose."""
    from grimorio.dsl.selectors import Filter
    from grimorio.rules.vocabulary.targets import select

    g = build(battlefields=([{"name": "Test Bear", "face_down": True}, "Test Giant"], []))
    assert select(g, Filter(face_down=True), 0, None) == [one(g, "Test Bear")]
    assert select(g, Filter(face_down=False, types=("creature",)), 0, None) == [
        one(g, "Test Giant")
    ]
