"""Duskmourn cards written with the continuous-effect vocabulary (CR 604, 611, 613): Auras,
"as long as" statics and spells whose effects last, played through the public engine."""

from grimorio.scenario.board import build
from support import attack, cast, one, pay, resolve_top, sorted_cards, to_blockers, to_step


def _finish_turn(g):
    turn = g.state.turn
    while g.state.turn == turn:
        g.submit("pass" if "pass" in g.pending.ids() else "done")


# -- Ethereal Armor -----------------------------------------------------------------------
def test_ethereal_armor_targets_on_cast_and_enters_attached_608_3c():
    """CR 303.4a, 608.3c: the Aura spell targets a creature and enters attached to it; it
    counts itself among the enchantments you control (+1/+1) and gives first strike."""
    g = build(hands=(["Armadura etérea"], []), battlefields=(["Llanura", "Test Bear"], []))
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Ethereal Armor', 'hand/0')}")
    assert g.pending.ids() == [f"target:{bear}"]
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    armor = one(g, "Ethereal Armor")
    assert g.state.objects[armor].attached_to == bear
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)
    assert "first_strike" in c.keywords


def test_ethereal_armor_counts_each_enchantment_you_control_613_4c():
    """+1/+1 for each enchantment you control: an enchantment creature counts, the
    opponent's enchantments don't, and the count updates when another one enters (611.3a)."""
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(
            [
                "Llanura",
                "Test Bear",
                "Fear of Being Hunted",
                {"name": "Ethereal Armor", "attached_to": "Test Bear"},
            ],
            ["Fear of Exposure"],
        ),
    )
    bear = one(g, "Test Bear")
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4)  # the Armor and Fear of Being Hunted
    cast(g, "Ethereal Armor", f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (8, 8)  # two Armors, each +3/+3
    assert "first_strike" in c.keywords


def test_ethereal_armor_counts_its_controllers_enchantments_on_an_opponents_creature():
    """ "Enchantment you control" means the Aura's controller, not the creature's."""
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(["Llanura"], ["Test Bear", "Fear of Exposure", "Fear of Being Hunted"]),
    )
    bear = one(g, "Test Bear")
    cast(g, "Ethereal Armor", f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)
    assert c.controller == 1


def test_ethereal_armor_first_strike_kills_blocker_before_it_deals_damage_702_7b():
    """CR 702.7b, 510.4: the first-strike creature deals its damage in its own step."""
    g = build(
        battlefields=(
            [
                "Test Bear",
                "Fear of Being Hunted",
                {"name": "Ethereal Armor", "attached_to": "Test Bear"},
            ],
            ["Test Giant"],
        )
    )
    bear = one(g, "Test Bear")
    giant = one(g, "Test Giant")
    attack(g, bear)
    to_blockers(g)
    g.submit(f"block:{giant}:{bear}")
    to_step(g, "end_combat")
    assert sorted_cards(g, "graveyard/1") == ["Test Giant"]  # 4 first-strike damage
    assert g.state.objects[bear].damage == 0
    assert "510.4" in g.log.rules()  # the first-strike combat damage step


def test_ethereal_armor_goes_to_graveyard_when_creature_dies_704_5m():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3 + ["Test Bear", {"name": "Ethereal Armor", "attached_to": "Test Bear"}],
            [],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Ethereal Armor", "Murder", "Test Bear"]
    assert "704.5m" in g.log.rules()


# -- Jump Scare ---------------------------------------------------------------------------
def test_jump_scare_pumps_grants_flying_and_adds_types_until_end_of_turn_611_2():
    """+2/+2 (layer 7c), flying (layer 6) and "a Horror enchantment creature in addition to
    its other types" (layer 4, CR 205.1b) until end of turn (514.2)."""
    g = build(hands=(["Susto repentino"], []), battlefields=(["Llanura", "Test Bear"], []))
    bear = one(g, "Test Bear")
    cast(g, "Jump Scare", f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4)
    assert "flying" in c.keywords
    assert set(c.types) == {"creature", "enchantment"}
    assert set(c.subtypes) == {"Bear", "Horror"}
    _finish_turn(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (2, 2)
    assert "flying" not in c.keywords
    assert c.types == ("creature",)
    assert c.subtypes == ("Bear",)
    assert "514.2" in g.log.rules()


def test_jump_scare_makes_an_enchantment_that_ethereal_armor_counts_613_8a():
    """The ruling: "Jump Scare's versatility makes it a fantastic example of the card
    interactions explained in many other notes of the set." Here its layer-4 type change
    makes the creature an enchantment you control, which Ethereal Armor's layer-7c count
    sees (CR 613.1d before 613.4c)."""
    g = build(
        hands=(["Susto repentino"], []),
        battlefields=(
            ["Llanura", "Test Bear", {"name": "Ethereal Armor", "attached_to": "Test Bear"}],
            [],
        ),
    )
    bear = one(g, "Test Bear")
    cast(g, "Jump Scare", f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (2 + 2 + 2, 2 + 2 + 2)  # +2/+2, and two enchantments
    assert {"flying", "first_strike"} <= c.keywords


def test_jump_scare_flying_creature_can_only_be_blocked_by_flying_or_reach_702_9b():
    g = build(
        hands=(["Susto repentino"], []),
        battlefields=(["Llanura", "Test Bear"], ["Test Giant", "Ripchain Razorkin"]),
    )
    bear = one(g, "Test Bear")
    cast(g, "Jump Scare", f"target:{bear}")
    resolve_top(g)
    attack(g, bear)
    to_blockers(g)
    razorkin = one(g, "Ripchain Razorkin")
    assert g.pending.ids() == [f"block:{razorkin}:{bear}", "done"]


# -- Duskmourn's Domination ---------------------------------------------------------------
def _dominate(extra_hand=(), extra_lands=()):
    g = build(
        hands=(["Dominación de Duskmourn", *extra_hand], []),
        battlefields=(["Isla"] * 6 + list(extra_lands), ["Ripchain Razorkin"]),
    )
    razorkin = one(g, "Ripchain Razorkin")
    cast(g, "Duskmourn's Domination", f"target:{razorkin}")
    resolve_top(g)
    return g, razorkin


def test_duskmourns_domination_gains_control_613_1b():
    """ "You control enchanted creature": a layer-2 effect (CR 613.1b) that changes the
    permanent's controller."""
    g, razorkin = _dominate()
    assert g.characteristics(razorkin).controller == 0
    assert g.state.objects[razorkin].controller == 0
    assert g.state.objects[razorkin].owner == 1
    assert g.state.objects[one(g, "Duskmourn's Domination")].attached_to == razorkin


def test_duskmourns_domination_minus_3_and_loses_all_abilities_613_1f():
    """-3/-0 (layer 7c) and loses all abilities (layer 6): no reach, no activated ability."""
    g, razorkin = _dominate()
    c = g.characteristics(razorkin)
    assert (c.power, c.toughness) == (2, 3)
    assert c.keywords == frozenset()
    assert c.abilities == ()
    assert not any(i.startswith(f"activate:{razorkin}") for i in g.pending.ids())


def test_duskmourns_domination_stolen_creature_has_summoning_sickness_302_6():
    """CR 302.6: a creature can't attack unless its controller has controlled it
    continuously since the start of their most recent turn."""
    g, razorkin = _dominate()
    to_step(g, "declare_attackers")
    assert f"attack:{razorkin}" not in g.pending.ids()


def test_duskmourns_domination_control_returns_when_aura_leaves_611_3a():
    """When the Aura leaves the battlefield its static ability stops (CR 604.2, 611.3a):
    the creature's owner controls it again, with its printed power and abilities."""
    g, razorkin = _dominate(extra_hand=["Exorcise"], extra_lands=["Llanura"] * 2)
    domination = one(g, "Duskmourn's Domination")
    cast(g, "Exorcise", f"target:{domination}")
    resolve_top(g)
    assert sorted_cards(g, "exile") == ["Duskmourn's Domination"]
    c = g.characteristics(razorkin)
    assert c.controller == 1
    assert g.state.objects[razorkin].controller == 1
    assert (c.power, c.toughness) == (5, 3)
    assert "reach" in c.keywords
    assert len(c.abilities) == 1


def test_duskmourns_domination_later_gained_ability_is_kept_613_7():
    """Ruling: "If the enchanted creature gains an ability after Duskmourn's Domination
    becomes attached to it, it will keep that ability." (CR 613.7: the later effect applies
    after the loss of abilities in layer 6.)"""
    g, razorkin = _dominate(extra_hand=["Horrid Vigor"], extra_lands=["Bosque"] * 2)
    cast(g, "Horrid Vigor", f"target:{razorkin}")
    resolve_top(g)
    c = g.characteristics(razorkin)
    assert {"deathtouch", "indestructible"} <= c.keywords
    assert "reach" not in c.keywords
    assert (c.power, c.toughness) == (2, 3)


def test_duskmourns_domination_goes_to_graveyard_when_creature_dies_704_5m():
    g, razorkin = _dominate(extra_hand=["Asesinato"], extra_lands=["Pantano"] * 3)
    cast(g, "Murder", f"target:{razorkin}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Ripchain Razorkin"]  # its owner's graveyard
    assert sorted_cards(g, "graveyard/0") == ["Duskmourn's Domination", "Murder"]
    assert "704.5m" in g.log.rules()


# -- Frantic Strength ---------------------------------------------------------------------
def test_frantic_strength_flash_cast_in_opponents_turn_702_8a():
    """Flash (CR 702.8a): cast any time you could cast an instant; an Aura without flash
    (Ethereal Armor) can't be."""
    g = build(
        hands=(["Frantic Strength", "Armadura etérea"], []),
        battlefields=(["Bosque"] * 3 + ["Llanura", "Test Bear"], []),
        active=1,
    )
    g.submit("pass")  # the active player passes; the non-active player has priority
    assert g.pending.player == 0
    strength = one(g, "Frantic Strength", "hand/0")
    armor = one(g, "Ethereal Armor", "hand/0")
    assert f"cast:{strength}" in g.pending.ids()
    assert f"cast:{armor}" not in g.pending.ids()
    bear = one(g, "Test Bear")
    cast(g, "Frantic Strength", f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4)
    assert "trample" in c.keywords


def test_frantic_strength_trample_assigns_excess_to_player_702_19b():
    g = build(
        battlefields=(
            ["Test Bear", {"name": "Frantic Strength", "attached_to": "Test Bear"}],
            ["Test Hunter"],
        )
    )
    bear = one(g, "Test Bear")
    hunter = one(g, "Test Hunter")
    attack(g, bear)
    to_blockers(g)
    g.submit(f"block:{hunter}:{bear}")
    while g.pending.kind != "damage":
        g.submit("pass")
    assert g.pending.ids() == [f"assign:{hunter}:{n}" for n in range(1, 5)]
    g.submit(f"assign:{hunter}:1")
    to_step(g, "end_combat")
    assert g.state.player(1).life == 17
    assert sorted_cards(g, "graveyard/1") == ["Test Hunter"]


def test_frantic_strength_goes_to_graveyard_when_creature_leaves_704_5m():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3
            + ["Test Bear", {"name": "Frantic Strength", "attached_to": "Test Bear"}],
            [],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Frantic Strength", "Murder", "Test Bear"]
