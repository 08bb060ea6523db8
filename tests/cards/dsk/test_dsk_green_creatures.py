"""Duskmourn green creatures (grimorio.cards.dsk.green_creatures), played through the public
engine: Altanak, Anthropede, House Cartographer, Hauntwoods Shrieker, Insidious Fungus,
Twitching Doll and Tyvar."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards, to_step

ALTANAK = "Altanak, the Thrice-Called"


def _activate(g, card, zone="battlefield", n=0):
    """Activate the ``n``-th offered ability of ``card`` in ``zone``."""
    oid = one(g, card, zone)
    offered = [i for i in g.pending.ids() if i.startswith(f"activate:{oid}:")]
    assert offered, (card, g.pending.ids())
    g.submit(offered[n])


# -- Altanak, the Thrice-Called ---------------------------------------------------------
def test_altanak_is_a_legendary_9_9_with_trample_702_19():
    g = build(battlefields=([ALTANAK], []))
    c = g.characteristics(one(g, ALTANAK))
    assert (c.power, c.toughness) == (9, 9)
    assert "trample" in c.keywords and "legendary" in c.supertypes


def test_altanak_draws_when_an_opponents_spell_targets_it_603_2():
    """The trigger goes on the stack above the spell and resolves first (ruling 1)."""
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=([ALTANAK], ["Pantano"] * 3),
        libraries=(["Isla"], []),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, ALTANAK)}")
    pay(g)
    assert cards(g, "stack") == ["Murder", ALTANAK]  # the trigger, above Murder
    resolve_top(g)  # the trigger resolves first
    assert cards(g, "hand/0") == ["Island"]
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == [ALTANAK]


def test_altanak_does_not_draw_for_its_controllers_own_spells_603_2():
    g = build(
        hands=(["Horrid Vigor"], []),
        battlefields=([ALTANAK, "Bosque", "Bosque"], []),
        libraries=(["Isla"], []),
    )
    g.submit(f"cast:{one(g, 'Horrid Vigor', 'hand/0')}")
    g.submit(f"target:{one(g, ALTANAK)}")
    pay(g)
    resolve_top(g)
    assert cards(g, "hand/0") == []
    assert "603.2" not in g.log.rules()


def test_altanak_discards_itself_from_hand_to_return_a_land_tapped_113_6j():
    g = build(
        hands=([ALTANAK], []),
        battlefields=(["Bosque", "Bosque"], []),
        graveyards=(["Isla"], []),
    )
    _activate(g, ALTANAK, "hand/0")
    g.submit(f"target:{one(g, 'Island', 'graveyard/0')}")
    pay(g)
    assert cards(g, "graveyard/0") == ["Island", ALTANAK]  # discarded as a cost (701.9a)
    assert cards(g, "stack") == [ALTANAK]  # the ability
    resolve_top(g)
    island = one(g, "Island")
    assert g.state.objects[island].tapped
    assert cards(g, "graveyard/0") == [ALTANAK]


def test_altanaks_discard_ability_does_not_work_on_the_battlefield_113_6():
    g = build(battlefields=([ALTANAK, "Bosque", "Bosque"], []), graveyards=(["Isla"], []))
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


def test_altanaks_discard_ability_needs_a_land_card_to_target_602_2():
    g = build(hands=([ALTANAK], []), battlefields=(["Bosque", "Bosque"], []))
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


# -- Anthropede -------------------------------------------------------------------------
def test_anthropede_has_reach_702_17():
    g = build(battlefields=(["Anthropede"], []))
    assert "reach" in g.characteristics(one(g, "Anthropede")).keywords


def test_anthropede_pays_2_and_destroys_target_room_603_12():
    g = build(
        hands=(["Anthropede"], []),
        battlefields=(["Bosque"] * 6, [{"name": "Bottomless Pool // Locker Room"}]),
    )
    g.submit(f"cast:{one(g, 'Anthropede', 'hand/0')}")
    pay(g)
    resolve_top(g)  # the creature spell
    resolve_top(g)  # the enters trigger: pay {2}?
    assert g.pending.kind == "pay"
    g.submit("mana")
    pay(g)
    room = one(g, "Bottomless Pool // Locker Room")
    if g.pending.kind == "target":
        g.submit(f"target:{room}")
    resolve_top(g)  # the reflexive ability
    assert sorted_cards(g, "graveyard/1") == ["Bottomless Pool // Locker Room"]
    assert "603.12" in g.log.rules()


def test_anthropede_may_discard_instead_of_paying_603_12():
    g = build(
        hands=(["Anthropede", "Isla"], []),
        battlefields=(["Bosque"] * 4, [{"name": "Bottomless Pool // Locker Room"}]),
    )
    g.submit(f"cast:{one(g, 'Anthropede', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert "mana" not in g.pending.ids()  # no mana left for {2}
    g.submit(f"discard:{one(g, 'Island', 'hand/0')}")
    if g.pending.kind == "target":
        g.submit(f"target:{one(g, 'Bottomless Pool // Locker Room')}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Island"]
    assert sorted_cards(g, "graveyard/1") == ["Bottomless Pool // Locker Room"]


def test_anthropede_declining_destroys_nothing_603_5():
    g = build(
        hands=(["Anthropede"], []),
        battlefields=(["Bosque"] * 6, [{"name": "Bottomless Pool // Locker Room"}]),
    )
    g.submit(f"cast:{one(g, 'Anthropede', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    g.submit("decline")
    assert ids(g, "Bottomless Pool // Locker Room")
    assert g.state.zones["stack"] == []


# -- House Cartographer -----------------------------------------------------------------
def test_house_cartographer_reveals_until_a_land_at_main2_if_tapped_701_20a():
    g = build(
        battlefields=([{"name": "House Cartographer", "tapped": True}], []),
        libraries=(["Test Bear", "Test Giant", "Isla", "Llanura"], []),
        step="combat_damage",
    )
    to_step(g, "main2")
    resolve_top(g)
    assert cards(g, "hand/0") == ["Island"]
    library = cards(g, "library/0")  # index 0 is the bottom
    assert library[-1] == "Plains"  # the card below the land stays on top
    assert sorted(library[:2]) == ["Test Bear", "Test Giant"]  # the rest at the bottom
    assert "701.20a" in g.log.rules() and "401.4" in g.log.rules()
    assert "701.24a" not in g.log.rules()  # not a shuffle


def test_house_cartographer_untapped_does_not_trigger_603_4():
    g = build(
        battlefields=(["House Cartographer"], []),
        libraries=(["Test Bear", "Isla"], []),
        step="combat_damage",
    )
    to_step(g, "main2")
    assert g.state.zones["stack"] == []
    assert cards(g, "hand/0") == []


# -- Hauntwoods Shrieker ----------------------------------------------------------------
def test_hauntwoods_shrieker_manifests_dread_when_it_attacks_701_62a():
    g = build(
        battlefields=(["Hauntwoods Shrieker"], []),
        libraries=(["Test Bear", "Isla"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Hauntwoods Shrieker"))
    resolve_top(g)
    g.submit(next(i for i in g.pending.ids() if g.state.objects[int(i[9:])].card == "Test Bear"))
    bear = one(g, "Test Bear")
    assert g.state.objects[bear].face_down
    assert cards(g, "graveyard/0") == ["Island"]


def test_hauntwoods_shrieker_reveals_and_turns_up_a_creature_card_701_40b():
    g = build(
        battlefields=(
            ["Hauntwoods Shrieker", "Bosque", "Bosque", {"name": "Test Giant", "face_down": True}],
            [],
        ),
    )
    _activate(g, "Hauntwoods Shrieker")
    g.submit(f"target:{one(g, 'Test Giant')}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    assert not g.state.objects[one(g, "Test Giant")].face_down
    assert "701.40b" in g.log.rules()


def test_hauntwoods_shrieker_can_target_only_face_down_permanents_115_1():
    g = build(battlefields=(["Hauntwoods Shrieker", "Bosque", "Bosque", "Test Bear"], []))
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


def test_hauntwoods_shrieker_leaves_a_noncreature_card_face_down_701_20a():
    g = build(
        battlefields=(
            ["Hauntwoods Shrieker", "Bosque", "Bosque", {"name": "Isla", "face_down": True}],
            [],
        ),
    )
    _activate(g, "Hauntwoods Shrieker")
    g.submit(f"target:{one(g, 'Island')}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "priority"  # no choice: it is not a creature card
    assert g.state.objects[one(g, "Island")].face_down
    assert "701.20a" in g.log.rules()  # revealed; not a creature card: stays face down


# -- Insidious Fungus -------------------------------------------------------------------
def test_insidious_fungus_destroys_target_artifact_700_2():
    g = build(battlefields=(["Insidious Fungus", "Bosque", "Bosque"], ["Patchwork Beastie"]))
    _activate(g, "Insidious Fungus")
    g.submit("mode:0")
    g.submit(f"target:{one(g, 'Patchwork Beastie')}")
    pay(g)
    assert cards(g, "graveyard/0") == ["Insidious Fungus"]  # sacrificed as a cost
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Patchwork Beastie"]


def test_insidious_fungus_destroys_target_enchantment_700_2():
    g = build(
        battlefields=(["Insidious Fungus", "Bosque", "Bosque"], ["Bottomless Pool // Locker Room"])
    )
    _activate(g, "Insidious Fungus")
    g.submit("mode:1")
    g.submit(f"target:{one(g, 'Bottomless Pool // Locker Room')}")
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Bottomless Pool // Locker Room"]


def test_insidious_fungus_modes_without_targets_are_not_offered_700_2():
    g = build(battlefields=(["Insidious Fungus", "Bosque", "Bosque"], []))
    _activate(g, "Insidious Fungus")
    assert list(g.pending.ids()) == ["mode:2"]


def test_insidious_fungus_draws_then_puts_a_land_from_hand_tapped_305_1():
    g = build(
        hands=(["Llanura"], []),
        battlefields=(["Insidious Fungus", "Bosque", "Bosque"], []),
        libraries=(["Isla"], []),
    )
    _activate(g, "Insidious Fungus")
    g.submit("mode:2")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "put_chosen"
    g.submit(f"put_chosen:{one(g, 'Island', 'hand/0')}")
    island = one(g, "Island")
    assert g.state.objects[island].tapped
    assert cards(g, "hand/0") == ["Plains"]
    assert g.state.player(0).lands_played == 0  # not a land play (ruling)


# -- Twitching Doll ---------------------------------------------------------------------
def test_twitching_doll_adds_mana_and_gets_a_nest_counter_605_3b():
    g = build(hands=(["Test Bear"], []), battlefields=(["Twitching Doll", "Bosque"], []))
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    doll = one(g, "Twitching Doll")
    assert g.pending.kind == "mana"
    g.submit(next(i for i in g.pending.ids() if i.startswith(f"mana:{doll}:")))
    pay(g)
    assert g.state.objects[doll].counters == {"nest": 1}
    assert cards(g, "stack") == ["Test Bear"]  # the mana ability used no stack (605.3a)


def test_twitching_doll_makes_a_spider_per_counter_as_a_sorcery_602_5d():
    g = build(battlefields=([{"name": "Twitching Doll", "counters": {"nest": 3}}], []))
    _activate(g, "Twitching Doll")
    assert cards(g, "graveyard/0") == ["Twitching Doll"]
    resolve_top(g)
    spiders = ids(g, "Spider")
    assert len(spiders) == 3
    c = g.characteristics(spiders[0])
    assert (c.power, c.toughness, "reach" in c.keywords) == (2, 2, True)


def test_twitching_doll_counts_counters_of_every_kind_122_1():
    g = build(battlefields=([{"name": "Twitching Doll", "counters": {"nest": 1, "+1/+1": 1}}], []))
    _activate(g, "Twitching Doll")
    resolve_top(g)
    assert len(ids(g, "Spider")) == 2


def test_twitching_doll_sacrifice_ability_not_at_instant_speed_602_5d():
    g = build(battlefields=([{"name": "Twitching Doll", "counters": {"nest": 1}}], []), active=1)
    g.submit("pass")  # Sur passes: Norte has priority on Sur's turn
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


# -- Tyvar, the Pummeler ----------------------------------------------------------------
def test_tyvar_taps_another_creature_to_gain_indestructible_and_taps_itself_602_2():
    g = build(battlefields=([{"name": "Tyvar, the Pummeler", "tapped": True}, "Test Bear"], []))
    tyvar = one(g, "Tyvar, the Pummeler")
    _activate(g, "Tyvar, the Pummeler")  # allowed though Tyvar is tapped (ruling 1)
    if g.pending.kind == "cost":
        g.submit(f"tap:{one(g, 'Test Bear')}")
    assert g.state.objects[one(g, "Test Bear")].tapped
    resolve_top(g)
    assert "indestructible" in g.characteristics(tyvar).keywords
    assert g.state.objects[tyvar].tapped


def test_tyvar_cannot_tap_itself_for_its_own_cost_602_2():
    g = build(battlefields=(["Tyvar, the Pummeler"], []))
    assert not [i for i in g.pending.ids() if i.startswith("activate:")]


def test_tyvar_pumps_by_the_greatest_power_fixed_on_resolution_611_2d():
    g = build(
        hands=(["Horrid Vigor"], []),
        battlefields=(["Tyvar, the Pummeler", "Test Bear"] + ["Bosque"] * 7, []),
    )
    tyvar = one(g, "Tyvar, the Pummeler")
    bear = one(g, "Test Bear")
    offered = [i for i in g.pending.ids() if i.startswith(f"activate:{tyvar}:")]
    g.submit(offered[-1])
    pay(g)
    resolve_top(g)
    assert g.characteristics(tyvar).power == 6  # 3 + 3
    assert g.characteristics(bear).power == 5  # 2 + 3
