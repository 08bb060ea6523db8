"""CR 613 — Interacción de efectos continuos: the layer system, with the examples of the
Spanish CR (613.4d, 613.5, 613.6, 613.7a, 613.9), the dependency examples of CR 613.8 and
the classic interactions (land types, ability loss, Humility and March of the Machines,
copies, 611.2c, 604.3). The cards are in ``grimorio.testing.cards.layers``."""

from __future__ import annotations

from grimorio.scenario.board import build
from support import cast, ids, one, resolve_top

LIB = ["Llanura"] * 5
# mana for the spells the tests cast (Plains, Islands, Forests, Mountains, Swamps)
LANDS = ["Llanura"] * 3 + ["Isla"] * 3 + ["Bosque"] * 3 + ["Montaña"] * 2 + ["Pantano"] * 3


def game(mine=(), theirs=(), hand=(), graveyard=(), lands=True):  # type: ignore[no-untyped-def]
    """Player 0 (Norte) controls ``mine`` (after the lands) and holds ``hand``."""
    return build(
        hands=(list(hand), []),
        battlefields=((LANDS if lands else []) + list(mine), list(theirs)),
        graveyards=(list(graveyard), []),
        libraries=(LIB, LIB),
    )


def play(g, card, *targets, player=0):  # type: ignore[no-untyped-def]
    """Cast ``card`` with these targets and let it resolve."""
    cast(g, card, *(f"target:{t}" for t in targets), player=player)
    resolve_top(g)


def pt(g, obj):  # type: ignore[no-untyped-def]
    c = g.characteristics(obj)
    return (c.power, c.toughness)


# -- 613.4d: switching power and toughness ------------------------------------------------


def test_613_4d_switch_then_plus_5_0_gives_4_6():
    """613.4d, first example: a 1/3 with +0/+1 switched is 4/1; +5/+0 makes it 4/6."""
    g = game(
        ["Test Turtle", {"name": "Test Shell", "attached_to": "Test Turtle"}],
        hand=["Twisted Image", "Test Fury"],
    )
    turtle = one(g, "Test Turtle")
    assert pt(g, turtle) == (1, 4)
    play(g, "Twisted Image", turtle)
    assert pt(g, turtle) == (4, 1)
    play(g, "Test Fury", turtle)
    assert pt(g, turtle) == (4, 6)


def test_613_4d_plus_0_1_ending_first_leaves_3_1():
    """613.4d, second example: when the +0/+1 ends before the switch, the creature is 3/1."""
    g = game(
        ["Test Turtle", {"name": "Test Shell", "attached_to": "Test Turtle"}],
        hand=["Twisted Image", "Disenchant"],
    )
    turtle = one(g, "Test Turtle")
    play(g, "Twisted Image", turtle)
    play(g, "Disenchant", one(g, "Test Shell"))
    assert pt(g, turtle) == (3, 1)


def test_613_4d_two_switches_cancel_out():
    """613.4d, third example: two switches cancel each other; the creature is 1/4."""
    g = game(
        ["Test Turtle", {"name": "Test Shell", "attached_to": "Test Turtle"}],
        hand=["Twisted Image", "Twisted Image"],
    )
    turtle = one(g, "Test Turtle")
    play(g, "Twisted Image", turtle)
    play(g, "Twisted Image", turtle)
    assert pt(g, turtle) == (1, 4)


# -- 613.5: the layers apply continuously ------------------------------------------------


def test_613_5_honor_of_the_pure_follows_the_colour():
    """613.5, first example: a black 2/2 made white gets Honor of the Pure's +1/+1 (3/3);
    made red, it is 2/2 again."""
    g = game(["Honor of the Pure", "Test Legend"], hand=["Purelace", "Chaoslace"])
    creature = one(g, "Test Legend")
    play(g, "Purelace", creature)
    assert g.characteristics(creature).colors == ("W",)
    assert pt(g, creature) == (3, 3)
    play(g, "Chaoslace", creature)
    assert g.characteristics(creature).colors == ("R",)
    assert pt(g, creature) == (2, 2)


def test_613_5_grey_ogre_ends_5_8():
    """613.5, second example: Grey Ogre with a +1/+1 counter (3/3), +4/+4 (7/7), "creatures
    you control get +0/+2" (7/9), then "becomes 0/1" in layer 7b: 5/8."""
    g = game(
        [{"name": "Grey Ogre", "counters": {"+1/+1": 1}}],
        hand=["Titanic Growth", "Test Bulwark", "Test Shrink"],
    )
    ogre = one(g, "Grey Ogre")
    assert pt(g, ogre) == (3, 3)
    play(g, "Titanic Growth", ogre)
    assert pt(g, ogre) == (7, 7)
    play(g, "Test Bulwark")
    assert pt(g, ogre) == (7, 9)
    play(g, "Test Shrink", ogre)
    assert pt(g, ogre) == (5, 8)


# -- 613.6: an effect's parts apply in their own layers ------------------------------------


def test_613_6_plus_1_1_and_colour_apply_in_layers_5_and_7c():
    """613.6, first example: "gets +1/+1 and becomes [a colour]" changes the colour in
    layer 5 and the P/T in layer 7c; a later colour change leaves the +1/+1."""
    g = game(["Grey Ogre"], hand=["Test Paint", "Purelace"])
    ogre = one(g, "Grey Ogre")
    play(g, "Test Paint", ogre)
    assert g.characteristics(ogre).colors == ("U",)
    assert pt(g, ogre) == (3, 3)
    play(g, "Purelace", ogre)
    assert g.characteristics(ogre).colors == ("W",)
    assert pt(g, ogre) == (3, 3)


def test_613_6_act_of_treason_control_and_haste():
    """613.6, second example: Act of Treason's control part applies in layer 2 and its haste
    in layer 6: the stolen creature can attack this turn."""
    g = game(theirs=["Grey Ogre"], hand=["Act of Treason"])
    ogre = one(g, "Grey Ogre")
    play(g, "Act of Treason", ogre)
    c = g.characteristics(ogre)
    assert c.controller == 0
    assert "haste" in c.keywords
    while g.pending.kind != "attackers":
        g.submit("pass")
    assert f"attack:{ogre}" in g.pending.ids()


def test_613_6_noncreature_artifacts_become_2_2_artifact_creatures():
    """613.6, third example: "all noncreature artifacts are 2/2 artifact creatures" sets
    2/2 in layer 7b on the artifacts that were noncreature in layer 4."""
    g = game(["Test Idol"], hand=["Test Animate Artifacts"])
    idol = one(g, "Test Idol")
    play(g, "Test Animate Artifacts")
    c = g.characteristics(idol)
    assert c.types == ("artifact", "creature")
    assert pt(g, idol) == (2, 2)


def test_613_6_a_static_keeps_applying_to_the_same_objects_in_layer_7b():
    """613.6: March of the Machines' "noncreature artifact" picks its objects in layer 4;
    its layer-7b part still applies to them though they are creatures by then."""
    g = game(["March of the Machines", "Test Idol"], lands=False)
    idol = one(g, "Test Idol")
    assert "creature" in g.characteristics(idol).types
    assert pt(g, idol) == (3, 3)


def test_613_6_svogthos_walkthrough():
    """613.6, fourth example: Svogthos made a 3/3 land creature (4, 7b), +1/+1 (7c): 4/4;
    its own ability with 10 creature cards in the graveyard: 11/11; one more creature card
    there: 12/12; the first effect applied again: 4/4."""
    g = build(
        hands=(["Test Awaken", "Test Boost", "Asesinato", "Test Awaken"], []),
        battlefields=([*LANDS, "Isla", "Isla", "Svogthos, the Restless Tomb", "Grey Ogre"], []),
        graveyards=(["Test Bear"] * 10, []),
        libraries=(LIB, LIB),
    )
    tomb, ogre = one(g, "Svogthos, the Restless Tomb"), one(g, "Grey Ogre")
    play(g, "Test Awaken", tomb)
    play(g, "Test Boost", tomb)
    assert g.characteristics(tomb).types == ("land", "creature")
    assert pt(g, tomb) == (4, 4)
    g.submit(f"activate:{tomb}:1")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    c = g.characteristics(tomb)
    assert sorted(c.colors) == ["B", "G"]
    assert {"Plant", "Zombie"} <= set(c.subtypes)
    assert pt(g, tomb) == (11, 11)
    play(g, "Murder", ogre)
    assert pt(g, tomb) == (12, 12)
    play(g, "Test Awaken", tomb)
    assert pt(g, tomb) == (4, 4)


# -- 613.7: timestamps ------------------------------------------------------------------


def test_613_7a_granted_ability_takes_the_later_timestamp_of_its_grantor():
    """613.7a example: Rune of Flight on Colossus Hammer: the granted "equipped creature has
    flying" has the Rune's (later) timestamp, so it applies after "loses flying"."""
    g = game(
        [
            "Grey Ogre",
            {"name": "Colossus Hammer", "attached_to": "Grey Ogre"},
            {"name": "Rune of Flight", "attached_to": "Colossus Hammer"},
        ],
        lands=False,
    )
    c = g.characteristics(one(g, "Grey Ogre"))
    assert (c.power, c.toughness) == (12, 12)
    assert "flying" in c.keywords


def test_613_7a_reattaching_keeps_the_relative_order_of_the_two_abilities():
    """613.7a example: when the Hammer is attached (613.7e, a new timestamp) both abilities
    get new timestamps in the same relative order: the creature still has flying."""
    g = game(
        [
            "Colossus Hammer",
            {"name": "Rune of Flight", "attached_to": "Colossus Hammer"},
            "Grey Ogre",
        ]
    )
    hammer, ogre = one(g, "Colossus Hammer"), one(g, "Grey Ogre")
    g.submit(f"activate:{hammer}:1")
    g.submit(f"target:{ogre}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    assert g.state.objects[hammer].attached_to == ogre
    c = g.characteristics(ogre)
    assert (c.power, c.toughness) == (12, 12)
    assert "flying" in c.keywords


# -- 613.9: one effect can override another ----------------------------------------------


def test_613_9_has_flying_then_loses_flying_by_timestamp():
    """613.9, first example: "has flying" and "loses flying" are independent; the later
    one wins, whichever it is."""
    for first, second, flies in (
        ("Flight", "Test Grounding", False),
        ("Test Grounding", "Flight", True),
    ):
        g = game(
            [
                "Grey Ogre",
                {"name": first, "attached_to": "Grey Ogre"},
                {"name": second, "attached_to": "Grey Ogre"},
            ],
            lands=False,
        )
        assert ("flying" in g.characteristics(one(g, "Grey Ogre")).keywords) is flies


def test_613_9_white_creatures_get_plus_1_whatever_the_earlier_colour():
    """613.9, second example: "white creatures get +1/+1" and "enchanted creature is white":
    the enchanted creature gets +1/+1 whatever its colour was."""
    g = game(
        ["Test Legend", {"name": "Test Whitewash", "attached_to": "Test Legend"}, "Crusade"],
        lands=False,
    )
    creature = one(g, "Test Legend")
    assert g.characteristics(creature).colors == ("W",)
    assert pt(g, creature) == (3, 3)


# -- 613.8: dependency ------------------------------------------------------------------


def _land_types(g, name):  # type: ignore[no-untyped-def]
    return set(g.characteristics(one(g, name)).subtypes)


def test_613_8a_blood_moon_removes_urborg_whatever_the_timestamps():
    """613.8a: Urborg's effect depends on Blood Moon's (which removes Urborg's ability), so
    Blood Moon applies first and Urborg's effect no longer exists, in both timestamp orders:
    Urborg is just a Mountain with a Mountain's mana ability, and no land is a Swamp."""
    for board in (
        ["Blood Moon", "Urborg, Tomb of Yawgmoth", "Bosque"],
        ["Urborg, Tomb of Yawgmoth", "Bosque", "Blood Moon"],
    ):
        g = game(board, lands=False)
        urborg = g.characteristics(one(g, "Urborg, Tomb of Yawgmoth"))
        assert set(urborg.subtypes) == {"Mountain"}
        assert [type(a).__name__ for a in urborg.abilities] == ["ManaAbility"]
        assert "Swamp" not in _land_types(g, "Forest")


def test_305_7_blood_moon_leaves_basic_lands_alone():
    """305.7, 613.8a: "nonbasic lands are Mountains": with Urborg's effect gone, a basic
    Forest is just a Forest, whatever the timestamps."""
    for board in (
        ["Blood Moon", "Urborg, Tomb of Yawgmoth", "Bosque"],
        ["Urborg, Tomb of Yawgmoth", "Bosque", "Blood Moon"],
    ):
        g = game(board, lands=False)
        assert _land_types(g, "Forest") == {"Forest"}


def test_613_8a_urborg_alone_makes_every_land_a_swamp():
    """305.7, 613.1d: Urborg adds the Swamp type (and its mana ability) to every land."""
    g = game(["Urborg, Tomb of Yawgmoth", "Bosque"], lands=False)
    assert _land_types(g, "Forest") == {"Forest", "Swamp"}
    assert _land_types(g, "Urborg, Tomb of Yawgmoth") == {"Swamp"}


def test_613_8a_enchanted_evening_applies_before_opalescence():
    """613.8a: Opalescence's effect depends on Enchanted Evening's (which makes more
    permanents enchantments): whatever the timestamps, Grey Ogre is an enchantment creature
    with base P/T equal to its mana value, and Enchanted Evening is a 5/5."""
    for board in (
        ["Opalescence", "Enchanted Evening", "Grey Ogre"],
        ["Enchanted Evening", "Grey Ogre", "Opalescence"],
    ):
        g = game(board, lands=False)
        ogre, evening = one(g, "Grey Ogre"), one(g, "Enchanted Evening")
        assert set(g.characteristics(ogre).types) == {"creature", "enchantment"}
        assert pt(g, ogre) == (3, 3)
        assert set(g.characteristics(evening).types) == {"creature", "enchantment"}
        assert pt(g, evening) == (5, 5)
        assert "creature" not in g.characteristics(one(g, "Opalescence")).types


def test_613_8b_a_dependency_loop_applies_in_timestamp_order():
    """613.8b: two "each other land is a Forest" effects depend on each other (each removes
    the other's ability): they apply in timestamp order, so the earlier land's effect
    applies and the later land's ceases to exist."""
    g = game(["Test Overgrowth", "Test Overgrowth"], lands=False)
    first, second = ids(g, "Test Overgrowth")
    assert set(g.characteristics(first).subtypes) == set()
    assert set(g.characteristics(second).subtypes) == {"Forest"}
    assert g.characteristics(first).abilities != ()


# -- classic interactions -----------------------------------------------------------------


def test_613_7_humility_then_jump_the_later_grant_wins():
    """613.1f, 613.7: Humility's "lose all abilities" and Jump's "gains flying" are
    independent; Jump (later) applies last: the creature flies."""
    g = game(["Humility", "Grey Ogre"], hand=["Jump"])
    ogre = one(g, "Grey Ogre")
    play(g, "Jump", ogre)
    assert "flying" in g.characteristics(ogre).keywords
    assert pt(g, ogre) == (1, 1)


def test_613_7_jump_then_humility_the_later_loss_wins():
    """613.7: with Jump earlier and Humility later, the creature has no flying."""
    g = game(["Grey Ogre"], hand=["Jump", "Humility"])
    ogre = one(g, "Grey Ogre")
    play(g, "Jump", ogre)
    play(g, "Humility")
    assert "flying" not in g.characteristics(ogre).keywords
    assert pt(g, ogre) == (1, 1)


def test_613_8a_humility_removes_a_lords_grant_whatever_the_timestamps():
    """613.8a: the lord's "other creatures you control have flying" depends on Humility
    (which removes the lord's ability): Humility applies first and the grant stops
    existing, in both timestamp orders."""
    for board in (
        ["Humility", "Test Skylord", "Grey Ogre"],
        ["Test Skylord", "Grey Ogre", "Humility"],
    ):
        g = game(board, lands=False)
        assert "flying" not in g.characteristics(one(g, "Grey Ogre")).keywords


def test_613_8a_the_lords_grant_alone():
    """604.2: without Humility the lord gives the other creature flying, not itself."""
    g = game(["Test Skylord", "Grey Ogre"], lands=False)
    assert "flying" in g.characteristics(one(g, "Grey Ogre")).keywords
    assert "flying" not in g.characteristics(one(g, "Test Skylord")).keywords


def test_613_4b_march_then_humility_the_artifact_is_1_1():
    """613.4b, 613.7: March of the Machines (layer 4 and 7b) earlier, Humility (6 and 7b)
    later: in 7b Humility's 1/1 applies last."""
    g = game(["March of the Machines", "Test Idol", "Humility"], lands=False)
    idol = one(g, "Test Idol")
    assert "creature" in g.characteristics(idol).types
    assert pt(g, idol) == (1, 1)


def test_613_4b_humility_then_march_the_artifact_has_its_mana_value():
    """613.4b, 613.7: Humility earlier, March later: the artifact is 3/3 (its mana value)."""
    g = game(["Humility", "Test Idol", "March of the Machines"], lands=False)
    assert pt(g, one(g, "Test Idol")) == (3, 3)


def test_613_4c_counters_apply_after_both_set_effects():
    """613.4c: a +1/+1 counter on the animated artifact applies after Humility and March
    of the Machines set its P/T (7b): 2/2."""
    g = game(
        ["March of the Machines", {"name": "Test Idol", "counters": {"+1/+1": 1}}, "Humility"],
        lands=False,
    )
    assert pt(g, one(g, "Test Idol")) == (2, 2)


def test_613_4d_switch_applies_after_set_and_counters():
    """613.4: Humility earlier and March of the Machines later set the artifact to 3/3
    (7b), a +1/+1 counter makes it 4/4 and +5/+0 9/4 (7c); the switch applies last (7d):
    4/9."""
    g = game(
        ["Humility", {"name": "Test Idol", "counters": {"+1/+1": 1}}, "March of the Machines"],
        hand=["Test Fury", "Twisted Image"],
    )
    idol = one(g, "Test Idol")
    assert pt(g, idol) == (4, 4)
    play(g, "Test Fury", idol)
    play(g, "Twisted Image", idol)
    assert pt(g, idol) == (4, 9)


def test_707_2_a_copy_gets_neither_counters_nor_the_auras_bonus():
    """707.2, 613.2c: a token copy of Grey Ogre with a +1/+1 counter and Holy Strength is a
    plain 2/2 Grey Ogre: counters and other effects are not copied."""
    g = game(
        [
            {"name": "Grey Ogre", "counters": {"+1/+1": 1}},
            {"name": "Holy Strength", "attached_to": "Grey Ogre"},
        ],
        hand=["Test Replicate"],
    )
    ogre = one(g, "Grey Ogre")
    assert pt(g, ogre) == (4, 5)
    play(g, "Test Replicate", ogre)
    (token,) = [i for i in ids(g, "Grey Ogre") if i != ogre]
    assert g.state.objects[token].counters == {}
    assert g.characteristics(token).name == "Grey Ogre"
    assert pt(g, token) == (2, 2)


def test_611_2c_a_resolved_effect_keeps_the_objects_it_began_with():
    """611.2c example: "white creatures get +1/+1 until end of turn" affects the creatures
    that were white when it resolved: one turned red keeps the bonus, one turned white
    later doesn't get it."""
    g = game(["Test Vigilant", "Test Legend"], hand=["Test Rally", "Chaoslace", "Purelace"])
    white, black = one(g, "Test Vigilant"), one(g, "Test Legend")
    play(g, "Test Rally")
    play(g, "Chaoslace", white)
    play(g, "Purelace", black)
    assert pt(g, white) == (3, 3)
    assert pt(g, black) == (2, 2)


def test_611_3a_a_static_ability_applies_to_whatever_fits_now():
    """611.3a: Crusade's "white creatures get +1/+1" follows colour changes."""
    g = game(["Test Vigilant", "Test Legend", "Crusade"], hand=["Chaoslace", "Purelace"])
    white, black = one(g, "Test Vigilant"), one(g, "Test Legend")
    play(g, "Chaoslace", white)
    play(g, "Purelace", black)
    assert pt(g, white) == (2, 2)
    assert pt(g, black) == (3, 3)


def test_604_3_a_cda_works_in_the_hand_and_the_graveyard():
    """604.3: Boneyard Wurm's */* counts creature cards in your graveyard wherever the Wurm
    is: in the hand, on the battlefield and in the graveyard (where it counts itself)."""
    g = game(
        ["Boneyard Wurm"],
        hand=["Boneyard Wurm"],
        graveyard=["Test Bear", "Grey Ogre", "Test Idol"],
        lands=False,
    )
    assert pt(g, one(g, "Boneyard Wurm", "hand/0")) == (2, 2)
    assert pt(g, one(g, "Boneyard Wurm")) == (2, 2)
    g2 = game(graveyard=["Test Bear", "Boneyard Wurm"], lands=False)
    assert pt(g2, one(g2, "Boneyard Wurm", "graveyard/0")) == (2, 2)


def test_613_3_a_cda_applies_before_a_set_effect():
    """613.3, 613.4a–b: Crusader of Odric's CDA defines its P/T in 7a (2/2 with Grey Ogre);
    "becomes 0/1" applies in 7b and overrides it."""
    g = game(["Crusader of Odric", "Grey Ogre"], hand=["Test Shrink"])
    crusader = one(g, "Crusader of Odric")
    assert pt(g, crusader) == (2, 2)
    play(g, "Test Shrink", crusader)
    assert pt(g, crusader) == (0, 1)


def test_604_3_a_cda_counting_permanents_works_in_the_hand():
    """604.3: a characteristic-defining ability works in every zone: Crusader of Odric in
    the hand counts the creatures its owner controls."""
    g = game(["Grey Ogre", "Test Turtle"], hand=["Crusader of Odric"])
    assert pt(g, one(g, "Crusader of Odric", "hand/0")) == (2, 2)
