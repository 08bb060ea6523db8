"""Duskmourn blue creatures (cards/dsk/blue_creatures.py), played through the public engine."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards, to_step


def _face_down(g) -> list[int]:
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]


def _hit_with(g, attacker: int) -> None:
    """Attack with ``attacker`` (unblocked) until combat damage is dealt."""
    attack(g, attacker)
    while g.state.step != "combat_damage" and g.pending.kind == "priority":
        g.submit("pass")


# -- Silent Hallcreeper ---------------------------------------------------------------------
def _hallcreeper(extra=(), library=("Isla", "Isla", "Isla")):
    g = build(
        battlefields=(["Silent Hallcreeper", *extra], ["Test Bear"]),
        libraries=(list(library), ["Isla", "Isla"]),
        step="begin_combat",
    )
    return g, one(g, "Silent Hallcreeper")


def test_silent_hallcreeper_cant_be_blocked_509_1b():
    g, creeper = _hallcreeper()
    assert "unblockable" in chars(g, g.state.objects[creeper]).keywords
    _hit_with(g, creeper)
    assert g.state.player(1).life == 19


def test_silent_hallcreeper_modes_are_offered_then_each_only_once_700_2():
    g, creeper = _hallcreeper(extra=["Test Bear"], library=["Isla"] * 4)
    _hit_with(g, creeper)
    assert g.pending.kind == "mode"
    assert g.pending.ids() == ["mode:0", "mode:1", "mode:2"]
    g.submit("mode:1")  # draw a card
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Island"]
    # the next turn's combat: the draw mode can't be chosen again for this object
    while not (g.state.turn == 4 and g.pending.kind == "attackers"):
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")
    g.submit(f"attack:{creeper}")
    g.submit("done")
    while g.pending.kind == "priority":
        g.submit("pass")
    assert g.pending.kind == "mode"
    assert g.pending.ids() == ["mode:0", "mode:2"]


def test_silent_hallcreeper_counters_mode_122_1():
    g, creeper = _hallcreeper()
    _hit_with(g, creeper)
    g.submit("mode:0")
    resolve_top(g)
    assert g.state.objects[creeper].counters == {"+1/+1": 2}


def test_silent_hallcreeper_becomes_a_copy_of_another_creature_you_control_707_4():
    g, creeper = _hallcreeper(extra=["Test Bear"])
    bear = ids(g, "Test Bear")[0]
    _hit_with(g, creeper)
    g.submit("mode:2")  # the Bear is the only other creature Norte controls: targeted
    (ability,) = g.state.zones["stack"]
    assert g.state.objects[ability].targets == ((bear,),)
    resolve_top(g)
    c = chars(g, g.state.objects[creeper])
    assert (c.name, c.power, c.toughness) == ("Test Bear", 2, 2)
    assert "unblockable" not in c.keywords  # no abilities of its own any more (ruling 7)


def test_silent_hallcreeper_with_every_mode_chosen_the_trigger_is_removed_700_2b():
    g, creeper = _hallcreeper()
    g.state.chosen[creeper] = (("mode:0", "0"), ("mode:0", "1"), ("mode:0", "2"))
    _hit_with(g, creeper)
    assert "700.2b" in g.log.rules()
    assert not g.state.zones["stack"]


# -- Floodpits Drowner ----------------------------------------------------------------------
def test_floodpits_drowner_taps_and_stuns_an_opponents_creature_122_1d():
    g = build(
        hands=(["Floodpits Drowner"], []),
        battlefields=(["Isla", "Isla"], ["Test Bear"]),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Floodpits Drowner', 'hand/0')}")
    pay(g)
    resolve_top(g)  # the Drowner resolves; its trigger has one legal target
    resolve_top(g)
    assert g.state.objects[bear].tapped
    assert g.state.objects[bear].counters == {"stun": 1}
    drowner = g.state.objects[one(g, "Floodpits Drowner")]
    assert {"flash", "vigilance"} <= chars(g, drowner).keywords


def test_floodpits_drowner_shuffles_itself_and_a_stunned_creature_701_24a():
    g = build(
        battlefields=(
            ["Floodpits Drowner", "Isla", "Isla"],
            [{"name": "Test Bear", "counters": {"stun": 1}}, "Test Wall"],
        ),
    )
    drowner, bear = one(g, "Floodpits Drowner"), one(g, "Test Bear")
    activate = f"activate:{drowner}:1"
    assert activate in g.pending.ids()
    g.submit(activate)
    if g.pending.kind == "target":  # only the stunned creature could be targeted
        assert g.pending.ids() == [f"target:{bear}"]
        g.submit(f"target:{bear}")
    pay(g)
    assert g.state.objects[g.state.zones["stack"][0]].targets == ((bear,),)
    resolve_top(g)
    assert cards(g, "library/0") == ["Floodpits Drowner"]
    assert cards(g, "library/1") == ["Test Bear"]
    assert "701.24a" in g.log.rules()


# -- Enduring Curiosity ---------------------------------------------------------------------
def test_enduring_curiosity_draws_for_each_creature_dealing_combat_damage():
    g = build(
        battlefields=(["Enduring Curiosity", "Test Bear"], []),
        libraries=(["Isla", "Isla", "Isla"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Enduring Curiosity"), one(g, "Test Bear"))
    while g.state.step != "combat_damage":
        g.submit("pass")
    while g.state.zones["stack"] or g.state.triggered:
        if g.pending.kind == "trigger_order":
            g.submit(g.pending.ids()[0])
        else:
            g.submit("pass")
    assert len(g.state.zones["hand/0"]) == 2
    assert g.state.player(1).life == 14


def test_enduring_curiosity_returns_as_an_enchantment_when_it_dies_603_10a():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=(["Enduring Curiosity"], ["Pantano"] * 3),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, 'Enduring Curiosity')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # the dies trigger
    back = g.state.objects[one(g, "Enduring Curiosity")]
    c = chars(g, back)
    assert c.types == ("enchantment",) and "Cat" not in c.subtypes
    assert back.controller == 0


# -- Paranormal Analyst ---------------------------------------------------------------------
def test_paranormal_analyst_returns_the_card_manifest_dread_put_in_the_graveyard_701_62b():
    g = build(
        hands=(["Manifestar miedo"], []),
        battlefields=(["Paranormal Analyst", "Bosque", "Bosque"], []),
        libraries=(["Test Bear", "Isla"], []),
    )
    g.submit(f"cast:{one(g, 'Manifest Dread', 'hand/0')}")
    pay(g)
    resolve_top(g)
    g.submit(
        next(i for i in g.pending.ids() if "Test Bear" in str(g.state.objects[int(i[9:])].card))
    )
    resolve_top(g)  # the Analyst's trigger
    assert cards(g, "hand/0") == ["Island"]


# -- Fear of Impostors ----------------------------------------------------------------------
def test_fear_of_impostors_counters_and_the_spells_controller_manifests_dread_701_6a():
    g = build(
        hands=(["Fear of Impostors"], ["Test Bear"]),
        battlefields=(["Isla"] * 3, ["Bosque"] * 2),
        libraries=([], ["Isla", "Test Wall"]),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/1')}")
    pay(g)
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Fear of Impostors', 'hand/0')}")
    pay(g)
    resolve_top(g)  # Fear resolves; its trigger targets the Bear spell (one target)
    if g.pending.kind == "target":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    assert g.pending.kind == "manifest" and g.pending.player == 1
    g.submit(g.pending.ids()[0])
    assert "Test Bear" in cards(g, "graveyard/1")
    assert len(_face_down(g)) == 1 and g.state.objects[_face_down(g)[0]].controller == 1


# -- Abhorrent Oculus -----------------------------------------------------------------------
def test_abhorrent_oculus_needs_six_cards_to_exile_from_the_graveyard_601_2f():
    g = build(
        hands=(["Abhorrent Oculus"], []),
        battlefields=(["Isla"] * 3, []),
        graveyards=(["Llanura"] * 5, []),
    )
    assert not any(i.startswith("cast:") for i in g.pending.ids())
    g = build(
        hands=(["Abhorrent Oculus"], []),
        battlefields=(["Isla"] * 3, []),
        graveyards=(["Llanura"] * 7, []),
    )
    g.submit(f"cast:{one(g, 'Abhorrent Oculus', 'hand/0')}")
    for _ in range(6):
        assert g.pending.kind == "cost"
        g.submit(g.pending.ids()[0])
    pay(g)
    assert len(g.state.zones["exile"]) == 6
    assert len(g.state.zones["graveyard/0"]) == 1
    resolve_top(g)
    assert "flying" in chars(g, g.state.objects[one(g, "Abhorrent Oculus")]).keywords


def test_abhorrent_oculus_manifests_dread_in_each_opponents_upkeep_701_62a():
    g = build(
        battlefields=(["Abhorrent Oculus"], []),
        libraries=(["Test Bear", "Isla"], ["Isla"]),
        active=1,
        step="untap",
    )
    to_step(g, "upkeep")
    resolve_top(g)
    assert g.pending.kind == "manifest" and g.pending.player == 0


# -- Unwilling Vessel -----------------------------------------------------------------------
def test_unwilling_vessel_eerie_possession_counter_and_an_x_x_spirit_when_it_dies():
    g = build(
        hands=(["Test Aura"], ["Asesinato"]),
        battlefields=(["Unwilling Vessel", "Test Bear", "Llanura"], ["Pantano"] * 3),
    )
    vessel = one(g, "Unwilling Vessel")
    g.submit(f"cast:{one(g, 'Test Aura', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # eerie: an enchantment entered
    assert g.state.objects[vessel].counters == {"possession": 1}
    g.state.objects[vessel].counters["+1/+1"] = 2
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{vessel}")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # the dies trigger: X counts every counter it had (ruling)
    spirit = g.state.objects[one(g, "Spirit")]
    c = chars(g, spirit)
    assert (c.power, c.toughness, c.colors) == (3, 3, ("U",))
    assert "flying" in c.keywords and spirit.token


# -- Creeping Peeper ------------------------------------------------------------------------
def test_creeping_peeper_mana_pays_for_an_enchantment_spell_106_6():
    g = build(
        hands=(["Escondese y callarse"], []),
        battlefields=(["Creeping Peeper", "Isla"], ["Test Bear"]),
    )
    peeper = one(g, "Creeping Peeper")
    g.submit(f"cast:{one(g, 'Stay Hidden, Stay Silent', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    assert g.state.objects[peeper].tapped
    assert cards(g, "stack") == ["Stay Hidden, Stay Silent"]


def test_creeping_peeper_mana_cant_pay_for_a_creature_spell_106_6():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Creeping Peeper", "Bosque"], []),
    )
    assert f"cast:{one(g, 'Test Bear', 'hand/0')}" not in g.pending.ids()
