"""Duskmourn green delirium creatures and enchantment creatures (grimorio.cards.dsk.
green_delirium, green_enchantments), played through the public engine: Omnivorous Flytrap,
Patchwork Beastie, Overlord of the Hauntwoods and Enduring Vitality."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, to_attackers, to_blockers, to_step

FOUR_TYPES = ["Isla", "Test Bear", "Asesinato", "Manifestar miedo"]  # land creature inst. sorc.
SIX_TYPES = [*FOUR_TYPES, "Twitching Doll", "Bottomless Pool // Locker Room"]


def _cast(g, card, *answers):
    g.submit(f"cast:{one(g, card, 'hand/0')}")
    for a in answers:
        g.submit(a)
    pay(g)


# -- Omnivorous Flytrap -----------------------------------------------------------------
def test_flytrap_enters_and_puts_two_counters_on_one_target_601_2d():
    g = build(
        hands=(["Omnivorous Flytrap"], []),
        battlefields=(["Bosque"] * 3 + ["Test Bear"], []),
        graveyards=(FOUR_TYPES, []),
    )
    _cast(g, "Omnivorous Flytrap")
    resolve_top(g)
    bear = one(g, "Test Bear")
    g.submit(f"target:{bear}")
    g.submit("done")
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 2}
    assert "601.2d" in g.log.rules()


def test_flytrap_divides_the_counters_one_each_between_two_targets_601_2d():
    g = build(
        hands=(["Omnivorous Flytrap"], []),
        battlefields=(["Bosque"] * 3 + ["Test Bear"], []),
        graveyards=(FOUR_TYPES, []),
    )
    _cast(g, "Omnivorous Flytrap")
    resolve_top(g)
    bear, trap = one(g, "Test Bear"), one(g, "Omnivorous Flytrap")
    g.submit(f"target:{bear}")
    g.submit(f"target:{trap}")
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    assert g.state.objects[trap].counters == {"+1/+1": 1}


def test_flytrap_doubles_the_counters_with_six_card_types_122_6():
    g = build(
        hands=(["Omnivorous Flytrap"], []),
        battlefields=(["Bosque"] * 3 + [{"name": "Test Bear", "counters": {"+1/+1": 1}}], []),
        graveyards=(SIX_TYPES, []),
    )
    _cast(g, "Omnivorous Flytrap")
    resolve_top(g)
    bear = one(g, "Test Bear")
    g.submit(f"target:{bear}")
    g.submit("done")
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 6}  # 1 + 2, then doubled


def test_flytrap_without_delirium_does_not_trigger_603_4():
    g = build(
        hands=(["Omnivorous Flytrap"], []),
        battlefields=(["Bosque"] * 3 + ["Test Bear"], []),
        graveyards=(FOUR_TYPES[:3], []),
    )
    _cast(g, "Omnivorous Flytrap")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert g.state.objects[one(g, "Test Bear")].counters == {}


def test_flytrap_triggers_when_it_attacks_508_1m():
    g = build(
        battlefields=(["Omnivorous Flytrap"], []),
        graveyards=(FOUR_TYPES, []),
        step="begin_combat",
    )
    trap = one(g, "Omnivorous Flytrap")
    attack(g, trap)
    g.submit(f"target:{trap}")  # the only creature: no second target to choose
    resolve_top(g)
    assert g.state.objects[trap].counters == {"+1/+1": 2}


def test_a_division_with_a_choice_is_announced_601_2d():
    """Three counters between two targets: the controller chooses the split (the engine's
    division step, as any spell or ability that distributes would use it)."""
    from grimorio.rules.casting.division import compositions

    assert compositions(3, 2) == [(1, 2), (2, 1)]
    assert compositions(2, 2) == [(1, 1)]
    assert compositions(2, 1) == [(2,)]
    assert compositions(4, 3) == [(1, 1, 2), (1, 2, 1), (2, 1, 1)]


# -- Patchwork Beastie ------------------------------------------------------------------
def test_patchwork_beastie_cannot_attack_without_delirium_508_1c():
    g = build(
        battlefields=(["Patchwork Beastie", "Test Bear"], []),
        graveyards=(FOUR_TYPES[:3], []),
        step="begin_combat",
    )
    to_attackers(g)
    beastie = one(g, "Patchwork Beastie")
    assert f"attack:{beastie}" not in g.pending.ids()
    assert f"attack:{one(g, 'Test Bear')}" in g.pending.ids()


def test_patchwork_beastie_attacks_with_delirium_508_1c():
    g = build(
        battlefields=(["Patchwork Beastie"], []),
        graveyards=(FOUR_TYPES, []),
        step="begin_combat",
    )
    to_attackers(g)
    assert f"attack:{one(g, 'Patchwork Beastie')}" in g.pending.ids()


def test_patchwork_beastie_cannot_block_without_delirium_509_1b():
    g = build(
        battlefields=(["Test Bear"], ["Patchwork Beastie", "Test Wall"]),
        graveyards=([], FOUR_TYPES[:3]),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    to_blockers(g)
    beastie = one(g, "Patchwork Beastie")
    assert not [i for i in g.pending.ids() if i.startswith(f"block:{beastie}")]
    assert [i for i in g.pending.ids() if i.startswith(f"block:{one(g, 'Test Wall')}")]


def test_patchwork_beastie_may_mill_a_card_in_upkeep_701_17a():
    g = build(
        battlefields=(["Patchwork Beastie"], []),
        libraries=(["Isla", "Llanura"], []),
        step="untap",
    )
    to_step(g, "upkeep")
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    assert cards(g, "graveyard/0") == ["Island"]


# -- Overlord of the Hauntwoods ---------------------------------------------------------
def test_overlord_of_the_hauntwoods_makes_a_tapped_everywhere_when_it_enters_111_1():
    g = build(hands=(["Overlord of the Hauntwoods"], []), battlefields=(["Bosque"] * 5, []))
    _cast(g, "Overlord of the Hauntwoods")
    resolve_top(g)
    resolve_top(g)
    (everywhere,) = ids(g, "Everywhere")
    obj = g.state.objects[everywhere]
    assert obj.tapped and obj.token
    c = g.characteristics(everywhere)
    assert set(c.subtypes) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert "basic" not in c.supertypes and c.colors == ()


def test_overlord_of_the_hauntwoods_impending_is_not_a_creature_702_176a():
    g = build(hands=(["Overlord of the Hauntwoods"], []), battlefields=(["Bosque"] * 3, []))
    overlord = one(g, "Overlord of the Hauntwoods", "hand/0")
    g.submit(f"cast:{overlord}:impending")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    o = one(g, "Overlord of the Hauntwoods")
    assert g.state.objects[o].counters == {"time": 4}
    c = g.characteristics(o)
    assert "creature" not in c.types and "enchantment" in c.types
    assert c.subtypes == ()  # no creature types without the creature type (CR 205.1a)
    assert len(ids(g, "Everywhere")) == 1


def test_overlord_of_the_hauntwoods_makes_another_when_it_attacks_508_1m():
    g = build(battlefields=(["Overlord of the Hauntwoods"], []), step="begin_combat")
    attack(g, one(g, "Overlord of the Hauntwoods"))
    resolve_top(g)
    assert len(ids(g, "Everywhere")) == 1


# -- Enduring Vitality ------------------------------------------------------------------
def test_enduring_vitality_gives_creatures_a_mana_ability_613_1f():
    g = build(
        hands=(["Test Giant"], []),
        battlefields=(["Enduring Vitality", "Test Bear", "Test Wall", "Montaña"], []),
    )
    assert "vigilance" in g.characteristics(one(g, "Enduring Vitality")).keywords
    _cast(g, "Test Giant")  # {3}{R}: the three creatures and the Mountain
    assert cards(g, "stack") == ["Test Giant"]
    assert g.state.objects[one(g, "Test Bear")].tapped


def test_enduring_vitality_returns_as_an_enchantment_when_it_dies_603_10a():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=(["Enduring Vitality", "Test Bear"], ["Pantano"] * 3),
        active=1,
    )
    _cast_sur(g, "Murder", one(g, "Enduring Vitality"))
    resolve_top(g)
    resolve_top(g)  # the return trigger
    v = one(g, "Enduring Vitality")
    c = g.characteristics(v)
    assert c.types == ("enchantment",) and c.subtypes == ()  # no Elk Glimmer (ruling 1)
    assert c.power is None
    bear = g.characteristics(one(g, "Test Bear"))
    assert any("ManaAbility" in type(a).__name__ for a in bear.abilities)  # still granted


def _cast_sur(g, card, target):
    g.submit(f"cast:{one(g, card, 'hand/1')}")
    g.submit(f"target:{target}")
    pay(g)


# -- Balustrade Wurm --------------------------------------------------------------------
def test_balustrade_wurm_cannot_be_countered_101_2():
    g = build(
        hands=(["Balustrade Wurm"], ["Get Out"]),
        battlefields=(["Bosque"] * 5, ["Isla", "Isla"]),
    )
    _cast(g, "Balustrade Wurm")
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Get Out', 'hand/1')}")
    if g.pending.kind == "mode":
        g.submit("mode:0")
    g.submit(f"target:{one(g, 'Balustrade Wurm', 'stack')}")
    pay(g)
    resolve_top(g)  # Get Out resolves: the Wurm stays on the stack
    assert cards(g, "stack") == ["Balustrade Wurm"]
    assert "101.2" in g.log.rules()
    resolve_top(g)
    wurm = one(g, "Balustrade Wurm")
    assert {"trample", "haste"} <= g.characteristics(wurm).keywords


def test_balustrade_wurm_returns_from_graveyard_with_finality_counter_113_6m():
    g = build(
        battlefields=(["Bosque"] * 4, []),
        graveyards=(["Balustrade Wurm", "Isla", "Asesinato", "Manifestar miedo"], []),
    )
    wurm = one(g, "Balustrade Wurm", "graveyard/0")
    g.submit(f"activate:{wurm}:0")
    pay(g)
    resolve_top(g)
    back = one(g, "Balustrade Wurm")
    assert g.state.objects[back].counters == {"finality": 1}


def test_balustrade_wurm_needs_delirium_to_activate_602_5b():
    g = build(
        battlefields=(["Bosque"] * 4, []),
        graveyards=(["Balustrade Wurm", "Isla", "Asesinato"], []),
    )
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


def test_balustrade_wurm_activates_only_as_a_sorcery_602_5d():
    g = build(
        battlefields=(["Bosque"] * 4, []),
        graveyards=(["Balustrade Wurm", "Isla", "Asesinato", "Manifestar miedo"], []),
        active=1,
    )
    g.submit("pass")
    assert g.pending.player == 0
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


def test_balustrade_wurm_ability_does_not_work_on_the_battlefield_113_6():
    g = build(
        battlefields=(["Balustrade Wurm"] + ["Bosque"] * 4, []),
        graveyards=(["Isla", "Asesinato", "Manifestar miedo", "Test Bear"], []),
    )
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


def test_tokens_in_a_graveyard_add_no_card_types_111_1():
    """Delirium counts cards only (the general notes, ruling 7): a token that is still in
    the graveyard, before state-based actions, adds nothing."""
    from grimorio.rules.state.zones import move
    from grimorio.rules.vocabulary.conditions import card_types_in_graveyard

    g = build(
        battlefields=([{"name": "Spider"}, "Spineseeker Centipede"], []),
        graveyards=(["Isla", "Asesinato", "Manifestar miedo"], []),
    )
    spider = one(g, "Spider")
    move(g.state, spider, "graveyard")  # as if it had just died
    g.state.version += 1
    assert card_types_in_graveyard(g, 0) == 3
    centipede = g.characteristics(one(g, "Spineseeker Centipede"))
    assert (centipede.power, centipede.toughness) == (2, 1)  # no delirium (layers agree)


def test_a_division_is_chosen_as_the_spell_is_cast_and_kept_on_resolution_601_2d():
    g = build(
        hands=(["Test Bolster Spell"], []), battlefields=(["Bosque", "Test Bear", "Test Wall"], [])
    )
    bear, wall = one(g, "Test Bear"), one(g, "Test Wall")
    _cast(g, "Test Bolster Spell", f"target:{bear}", f"target:{wall}")
    assert g.pending.kind == "divide"
    assert sorted(g.pending.ids()) == ["divide:1,2", "divide:2,1"]
    g.submit("divide:1,2")
    assert "601.2d" in g.log.rules()
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    assert g.state.objects[wall].counters == {"+1/+1": 2}


def test_a_share_of_a_target_that_became_illegal_is_lost_608_2b():
    g = build(
        hands=(["Test Bolster Spell", "Test Banish"], []),
        battlefields=(["Bosque", "Llanura", "Llanura", "Test Bear", "Test Wall"], []),
    )
    bear, wall = one(g, "Test Bear"), one(g, "Test Wall")
    _cast(g, "Test Bolster Spell", f"target:{bear}", f"target:{wall}")
    g.submit("divide:2,1")
    _cast(g, "Test Banish", f"target:{bear}")
    resolve_top(g)  # the Bear is exiled
    resolve_top(g)
    assert g.state.objects[wall].counters == {"+1/+1": 1}  # not the Bear's two
