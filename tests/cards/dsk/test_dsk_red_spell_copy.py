"""Duskmourn red cards that copy and redirect spells (Cursed Recording, Leyline of
Resonance, Untimely Malfunction) and Screaming Nemesis, played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import cards, cast, one, resolve_top


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _settle(g):
    """Pass priority until the stack is empty, answering other decisions with the first
    option."""
    while g.state.zones["stack"] or g.pending.kind != "priority":
        g.submit("pass" if g.pending.kind == "priority" else g.pending.ids()[0])


# -- Cursed Recording -------------------------------------------------------------------------
def test_cursed_recording_counts_instants_and_sorceries_with_time_counters_122_6():
    g = build(
        hands=(["Test Shock", "Test Bear"], []),
        battlefields=(["Cursed Recording", "Montaña", "Bosque", "Bosque"], []),
    )
    cast(g, "Test Shock", "target:-2")
    recording = one(g, "Cursed Recording")
    _settle(g)
    assert g.state.objects[recording].counters == {"time": 1}
    cast(g, "Test Bear")  # a creature spell: no counter
    _settle(g)
    assert g.state.objects[recording].counters == {"time": 1}


def test_cursed_recording_seventh_counter_removes_them_and_deals_20_to_you_120_3():
    g = build(
        hands=(["Test Shock"], []),
        battlefields=([{"name": "Cursed Recording", "counters": {"time": 6}}, "Montaña"], []),
        life=(25, 20),
    )
    cast(g, "Test Shock", "target:-2")
    _settle(g)
    recording = one(g, "Cursed Recording")
    assert g.state.objects[recording].counters == {}
    assert g.state.player(0).life == 5
    assert g.state.player(1).life == 18


def test_cursed_recording_tap_copies_the_next_instant_this_turn_603_7_707_10():
    g = build(
        hands=(["Test Shock", "Test Shock"], []),
        battlefields=(["Cursed Recording", "Montaña", "Montaña"], []),
    )
    recording = one(g, "Cursed Recording")
    g.submit(f"activate:{recording}:1")
    resolve_top(g)  # the delayed triggered ability is created (603.7a)
    assert "603.7a" in g.log.rules()
    cast(g, "Test Shock", "target:-2")
    while g.pending.kind == "trigger_order":  # the counter and the copy trigger together
        g.submit(g.pending.ids()[0])
    _settle(g)
    assert g.state.player(1).life == 16  # the spell and its copy
    assert "707.10" in g.log.rules()
    cast(g, "Test Shock", "target:-2")  # the delayed ability triggered only once
    _settle(g)
    assert g.state.player(1).life == 14


def test_cursed_recording_delayed_ability_ends_with_the_turn_603_7b():
    g = build(
        hands=(["Test Shock"], ["Test Shock"]),
        battlefields=(["Cursed Recording"], ["Montaña"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    recording = one(g, "Cursed Recording")
    g.submit(f"activate:{recording}:1")
    resolve_top(g)
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    while g.state.step != "main1":
        g.submit("pass")
    cast(g, "Test Shock", "target:-1", player=1)
    _settle(g)
    assert g.state.player(0).life == 18  # Sur's spell: no copy, and the turn is over


# -- Leyline of Resonance ---------------------------------------------------------------------
def test_leyline_of_resonance_copies_a_spell_that_targets_only_your_creature_707_10c():
    g = build(
        hands=(["Giant Growth"], []),
        battlefields=(["Leyline of Resonance", "Test Bear", "Test Giant", "Bosque"], []),
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    cast(g, "Giant Growth", f"target:{bear}")
    assert cards(g, "stack") == ["Giant Growth", "Leyline of Resonance"]
    resolve_top(g)  # the trigger resolves: the copy's targets may change (707.10c)
    assert g.pending.kind == "target"
    assert set(g.pending.ids()) == {"done", f"target:{giant}"}
    g.submit(f"target:{giant}")
    _settle(g)
    assert _pt(g, bear) == (5, 5) and _pt(g, giant) == (7, 7)
    assert cards(g, "graveyard/0") == ["Giant Growth"]  # the copy ceased to exist (707.10a)


def test_leyline_of_resonance_ignores_spells_targeting_other_things_115_9c():
    g = build(
        hands=(["Giant Growth", "Test Mover"], []),
        battlefields=(["Leyline of Resonance", "Test Bear", "Bosque", "Bosque"], ["Test Giant"]),
    )
    cast(g, "Giant Growth", f"target:{one(g, 'Test Giant')}")
    assert cards(g, "stack") == ["Giant Growth"]  # an opponent's creature
    _settle(g)
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    cast(g, "Test Mover", f"target:{bear}", f"target:{giant}")  # two targets
    assert cards(g, "stack") == ["Test Mover"]


def test_leyline_of_resonance_begins_on_the_battlefield_103_6a():
    from grimorio.cards import get
    from grimorio.dsl.abilities import BeginsOnBattlefield

    assert any(isinstance(a, BeginsOnBattlefield) for a in get("Leyline of Resonance").abilities)


# -- Untimely Malfunction ---------------------------------------------------------------------
def test_untimely_malfunction_destroys_target_artifact_701_8a():
    g = build(
        hands=(["Untimely Malfunction"], []), battlefields=(["Montaña", "Montaña"], ["Bear Trap"])
    )
    cast(g, "Untimely Malfunction", "mode:0", f"target:{one(g, 'Bear Trap')}")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Bear Trap"]


def test_untimely_malfunction_changes_the_target_of_a_spell_115_7a():
    g = build(
        hands=(["Untimely Malfunction"], ["Test Shock"]),
        battlefields=(["Montaña", "Montaña"], ["Montaña", "Test Bear"]),
        active=1,
    )
    cast(g, "Test Shock", "target:-1", player=1)
    g.submit("pass")  # Norte gets priority
    shock = one(g, "Test Shock", "stack")
    cast(g, "Untimely Malfunction", "mode:1", f"target:{shock}")
    resolve_top(g)
    bear = one(g, "Test Bear")
    assert set(g.pending.ids()) == {"target:-2", f"target:{bear}"}  # it must change (no keep)
    g.submit(f"target:{bear}")
    assert g.state.objects[shock].targets == ((bear,),)
    _settle(g)
    assert g.state.player(0).life == 20
    assert cards(g, "graveyard/1") == ["Test Shock", "Test Bear"]
    assert "115.7a" in g.log.rules()


def test_untimely_malfunction_one_or_two_creatures_cant_block_509_1b():
    g = build(
        hands=(["Untimely Malfunction"], []),
        battlefields=(["Montaña", "Montaña", "Test Giant"], ["Test Bear", "Test Elf"]),
    )
    bear, elf = one(g, "Test Bear"), one(g, "Test Elf")
    cast(g, "Untimely Malfunction", "mode:2", f"target:{bear}", f"target:{elf}")
    resolve_top(g)
    for o in (bear, elf):
        assert "cant_block" in g.characteristics(o).keywords


# -- Screaming Nemesis ------------------------------------------------------------------------
def test_screaming_nemesis_has_haste_702_10b():
    g = build(battlefields=([{"name": "Screaming Nemesis", "sick": True}], []), step="begin_combat")
    g.submit("pass")
    g.submit("pass")
    assert f"attack:{one(g, 'Screaming Nemesis')}" in g.pending.ids()


def test_screaming_nemesis_deals_that_much_to_any_other_target_and_no_life_gain_119_7():
    g = build(
        hands=(["Test Shock"], ["Test Cantrip"]),
        battlefields=(["Montaña", "Screaming Nemesis"], ["Isla"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    nemesis = one(g, "Screaming Nemesis")
    cast(g, "Test Shock", f"target:{nemesis}")
    resolve_top(g)
    assert f"target:{nemesis}" not in g.pending.ids()  # "any other target"
    g.submit("target:-2")
    resolve_top(g)
    assert g.state.player(1).life == 18
    assert "119.7" in g.log.rules()
    while not (g.state.active == 1 and g.state.step == "main1"):
        g.submit("pass" if "pass" in g.pending.ids() else "done")  # no attack
    cast(g, "Test Cantrip", player=1)
    _settle(g)
    assert g.state.player(1).life == 18  # it can't gain life for the rest of the game


def test_screaming_nemesis_damage_to_a_creature_does_not_stop_life_gain_119_7():
    g = build(
        hands=(["Test Shock"], []),
        battlefields=(["Montaña", "Screaming Nemesis"], ["Test Giant"]),
    )
    nemesis = one(g, "Screaming Nemesis")
    cast(g, "Test Shock", f"target:{nemesis}")
    resolve_top(g)
    g.submit(f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert g.state.player(1).cant_gain_life == 0
    assert g.state.objects[one(g, "Test Giant")].damage == 2


def test_set_life_total_gains_or_loses_the_difference_119_5():
    """The word used by the Nemesis ruling's scenario (a test card): a life total that
    becomes higher is life gained, so a player who can't gain life keeps theirs (119.7)."""
    g = build(hands=(["Test Fresh Start"], []), battlefields=(["Llanura"], []), life=(15, 20))
    cast(g, "Test Fresh Start")
    resolve_top(g)
    assert g.state.player(0).life == 20
    assert "119.5" in g.log.rules()
