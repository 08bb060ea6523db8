"""Duskmourn blue noncreature permanents (cards/dsk/blue_permanents.py): Marina Vendrell's
Grimoire, The Tale of Tamiyo (Sagas, CR 714), Leyline of Transformation."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import attack, cards, one, pay, resolve_top, sorted_cards, to_step

GRIMOIRE = "Marina Vendrell's Grimoire"
TAMIYO = "The Tale of Tamiyo"
LEYLINE = "Leyline of Transformation"
WINTER = "Winter's Intervention"


# -- Marina Vendrell's Grimoire -------------------------------------------------------------
def test_grimoire_cast_draws_five_603_4():
    g = build(
        hands=(["Grimorio de Marina Vendrell"], []),
        battlefields=(["Isla"] * 6, []),
        libraries=(["Llanura"] * 6, []),
    )
    g.submit(f"cast:{one(g, GRIMOIRE, 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 5


def test_grimoire_no_maximum_hand_size_402_2():
    g = build(
        hands=(["Llanura"] * 10, []),
        battlefields=([GRIMOIRE], []),
        libraries=([], ["Isla"]),
        step="end",
    )
    to_step(g, "upkeep")  # through the cleanup step: nothing to discard
    assert g.state.active == 1
    assert len(g.state.zones["hand/0"]) == 10


def test_grimoire_you_dont_lose_for_0_or_less_life_704_5a():
    g = build(battlefields=([GRIMOIRE], []), life=(0, 20))
    assert g.state.result is None and not g.state.player(0).lost
    g2 = build(battlefields=([], [GRIMOIRE]), life=(0, 20))
    assert g2.state.player(0).lost  # the opponent's Grimoire doesn't save Norte


def test_grimoire_draws_as_many_as_life_gained_119_3():
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=([GRIMOIRE, "Pantano", "Pantano"], ["Test Bear"]),
        libraries=(["Llanura"] * 3, []),
    )
    g.submit(f"cast:{one(g, WINTER, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # "whenever you gain life": draw 2
    assert sorted_cards(g, "hand/0") == ["Plains", "Plains"]


def _hit_by_bear(hand):
    """Sur's Test Bear deals Norte 2 combat damage; Norte controls the Grimoire."""
    g = build(
        hands=(list(hand), []),
        battlefields=([GRIMOIRE], ["Test Bear"]),
        active=1,
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    while g.state.step != "combat_damage":
        g.submit("pass")
    resolve_top(g)  # "whenever you lose life": discard 2
    while g.pending is not None and g.pending.kind == "discard":
        g.submit(g.pending.ids()[0])
    return g


def test_grimoire_discards_as_many_as_life_lost_701_9a():
    g = _hit_by_bear(["Llanura", "Llanura", "Isla"])
    assert len(g.state.zones["hand/0"]) == 1
    assert g.state.result is None


def test_grimoire_then_with_no_cards_in_hand_you_lose_104_3e():
    g = _hit_by_bear(["Llanura"])
    assert g.state.player(0).lost
    assert g.state.result is not None and g.state.result.winner == 1
    assert "104.3e" in g.log.rules()


# -- The Tale of Tamiyo (CR 714) -------------------------------------------------------------
def _cast_tamiyo(library):
    g = build(
        hands=(["La historia de Tamiyo"], []),
        battlefields=(["Isla"] * 3, []),
        libraries=(list(library), []),
    )
    g.submit(f"cast:{one(g, TAMIYO, 'hand/0')}")
    pay(g)
    resolve_top(g)
    return g


def test_tamiyo_enters_with_a_lore_counter_and_chapter_one_triggers_714_3a_714_2b():
    g = _cast_tamiyo(["Isla", "Llanura", "Test Bear", "Asesinato", "Pantano"])
    saga = g.state.objects[one(g, TAMIYO)]
    assert saga.counters == {"lore": 1}
    assert "714.3a" in g.log.rules()
    resolve_top(g)  # I: Island and Plains share a type: draw (the Bear), repeat
    assert sorted_cards(g, "graveyard/0") == ["Island", "Murder", "Plains", "Swamp"]
    assert cards(g, "hand/0") == ["Test Bear"]  # Murder and Swamp share no type: it stops
    assert "608.2c" in g.log.rules()


def test_tamiyo_stops_when_one_card_or_none_is_milled():
    g = _cast_tamiyo(["Isla"])
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Island"]
    assert g.state.zones["hand/0"] == []


def test_tamiyo_gets_a_lore_counter_in_the_precombat_main_phase_714_3b():
    g = build(
        battlefields=([{"name": TAMIYO, "counters": {"lore": 1}}], []),
        libraries=(["Isla", "Test Bear", "Llanura", "Asesinato"], ["Isla"]),
        active=1,
        step="end",
    )
    to_step(g, "main1")
    while g.state.active != 0 or g.state.step != "main1":
        g.submit("pass")
    saga = g.state.objects[one(g, TAMIYO)]
    assert saga.counters == {"lore": 2}
    assert "714.3b" in g.log.rules()
    assert g.state.zones["stack"]  # chapter II triggered
    resolve_top(g)  # II (after the draw): Test Bear and Plains share no type
    assert sorted_cards(g, "graveyard/0") == ["Plains", "Test Bear"]


def test_tamiyo_chapter_three_and_no_sacrifice_before_the_final_chapter_714_4():
    g = build(
        battlefields=([{"name": TAMIYO, "counters": {"lore": 2}}], []),
        libraries=(["Isla", "Isla", "Llanura", "Asesinato", "Test Bear", "Pantano"], ["Isla"]),
        active=1,
        step="end",
    )
    while g.state.active != 0 or g.state.step != "main1":
        g.submit("pass")
    resolve_top(g)  # III: the two lands share a type (draw Murder), then Bear and Swamp don't
    assert sorted_cards(g, "graveyard/0") == ["Island", "Plains", "Swamp", "Test Bear"]
    assert g.state.objects[one(g, TAMIYO)].counters == {"lore": 3}  # still there (714.4)


def test_tamiyo_chapter_four_copies_and_casts_then_the_saga_is_sacrificed_714_4():
    g = build(
        battlefields=(
            [{"name": TAMIYO, "counters": {"lore": 3}}, "Pantano", "Pantano", "Pantano"],
            ["Test Bear"],
        ),
        graveyards=(["Asesinato", "Test Bear"], []),
        libraries=(["Isla"], ["Isla"]),
        active=1,
        step="end",
    )
    while g.state.active != 0 or g.state.step != "main1":
        g.submit("pass")
    murder = one(g, "Murder", "graveyard/0")
    assert g.pending.kind == "target"  # chapter IV: any number of instant/sorcery cards
    g.submit(f"target:{murder}")
    if g.pending.kind == "target":
        g.submit("done")
    resolve_top(g)
    assert g.pending.kind == "cast_copy"
    g.submit(g.pending.ids()[0])
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    assert cards(g, "exile") == ["Murder"]
    assert cards(g, "stack") == ["Murder"]  # the copy, cast
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert not [i for i in g.state.zones["graveyard/0"] if g.state.objects[i].card == "Murder"]
    assert not [i for i in g.state.zones["battlefield"] if g.state.objects[i].card == TAMIYO]
    assert "704.5s" in g.log.rules()


def test_tamiyo_a_copy_not_cast_ceases_to_exist_704_5e():
    g = build(
        battlefields=([{"name": TAMIYO, "counters": {"lore": 3}}], []),
        graveyards=(["Asesinato"], []),
        libraries=(["Isla"], ["Isla"]),
        active=1,
        step="end",
    )
    while g.state.active != 0 or g.state.step != "main1":
        g.submit("pass")
    g.submit(f"target:{one(g, 'Murder', 'graveyard/0')}")
    if g.pending.kind == "target":
        g.submit("done")
    resolve_top(g)
    # no mana: the copy can't be cast, so it isn't offered
    assert g.pending.kind == "priority"
    assert cards(g, "exile") == ["Murder"]
    assert "704.5e" in g.log.rules()


# -- Leyline of Transformation ------------------------------------------------------------
def _leyline(battlefield=(), hand=(), library=()):
    g = build(
        hands=(["Línea mística de la transformación", *hand], []),
        battlefields=(["Isla"] * 4 + list(battlefield), []),
        libraries=(list(library), []),
    )
    g.submit(f"cast:{one(g, LEYLINE, 'hand/0')}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "choose"
    return g


def test_leyline_chooses_a_creature_type_as_it_enters_614_12a():
    g = _leyline(battlefield=["Test Bear"])
    assert "choose:Bear" in g.pending.ids()
    assert "choose:Room" not in g.pending.ids() and "choose:Aura" not in g.pending.ids()
    g.submit("choose:Bear")
    assert "614.12a" in g.log.rules()


def test_leyline_creatures_you_control_and_cards_you_own_have_the_chosen_type_205_1b():
    g = _leyline(battlefield=["Test Wall"], hand=["Test Bear"], library=["Test Elf"])
    g.submit("choose:Human")
    bear_card = g.state.objects[one(g, "Test Bear", "hand/0")]
    elf_card = g.state.objects[one(g, "Test Elf", "library/0")]
    assert "Human" in chars(g, bear_card).subtypes
    assert "Human" in chars(g, elf_card).subtypes
    wall = g.state.objects[one(g, "Test Wall")]
    assert chars(g, wall).subtypes == ("Wall", "Human")


def test_leyline_creatures_on_the_battlefield_and_creature_spells_205_1b():
    g = _leyline(battlefield=["Test Bear", "Bosque", "Bosque"], hand=["Test Bear", "Test Elf"])
    g.submit("choose:Elf")
    bear = g.state.objects[one(g, "Test Bear")]
    assert set(chars(g, bear).subtypes) == {"Bear", "Elf"}
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    pay(g)
    spell = g.state.objects[one(g, "Test Bear", "stack")]
    assert "Elf" in chars(g, spell).subtypes


def test_grimoire_below_0_life_lands_still_make_mana_119_4():
    """CR 119.4: players can always pay 0 life — at -1 life (kept alive by the Grimoire,
    704.5a) a land's mana ability, which costs no life, still pays for a spell."""
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=([GRIMOIRE, "Pantano", "Pantano"], ["Test Bear"]),
        life=(-1, 20),
    )
    assert f"cast:{one(g, WINTER, 'hand/0')}" in g.pending.ids()
    g.submit(f"cast:{one(g, WINTER, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    assert sorted_cards(g, "stack") == [WINTER]
