"""Duskmourn green cards with triggered abilities (CR 603), played through the public
engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, one, resolve_top, sorted_cards, to_blockers, to_step

# Four card types for delirium: land, instant, sorcery, artifact (creature).
DELIRIUM = ["Montaña", "Horrid Vigor", "Detonación ígnea", "Amiguita harapienta"]


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _next_turn(g):
    """Pass priority until the next turn begins (its untap step has happened)."""
    turn = g.state.turn
    while g.state.turn == turn:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[-1])


def _to_main2_after_attacking(g, *attackers):
    attack(g, *attackers)
    to_step(g, "main2")


# -- Cautious Survivor ----------------------------------------------------------------------
def test_cautious_survivor_survival_tapped_gains_2_life_603_4():
    """Survival: it attacked, so it is tapped when the second main phase begins (CR
    505.1a); the intervening "if" holds then and on resolution (603.4)."""
    g = build(battlefields=(["Superviviente cauta"], []))
    _to_main2_after_attacking(g, one(g, "Cautious Survivor"))
    assert cards(g, "stack") == ["Cautious Survivor"]
    resolve_top(g)
    assert g.state.player(0).life == 22
    assert g.state.player(1).life == 16


def test_cautious_survivor_untapped_at_second_main_does_not_trigger_603_4():
    """The ruling: untapped when the phase begins, the ability doesn't trigger — and it
    can't be tapped in time afterwards."""
    g = build(battlefields=(["Superviviente cauta", "Amiguita harapienta"], []))
    _to_main2_after_attacking(g, one(g, "Ragged Playmate"))
    assert g.state.zones["stack"] == []
    assert g.state.player(0).life == 20
    assert "603.2" not in g.log.rules()


def test_cautious_survival_only_in_your_own_second_main_phase_603_2b():
    """ "Your second main phase": tapped during the opponent's second main phase, nothing."""
    g = build(
        battlefields=([{"name": "Superviviente cauta", "tapped": True}], ["Amiguita harapienta"]),
        active=1,
    )
    while g.state.step != "main2":
        g.submit("pass" if "pass" in g.pending.ids() else "done")  # no attack
    assert g.state.zones["stack"] == []
    assert g.state.objects[one(g, "Cautious Survivor")].tapped


# -- Grasping Longneck ----------------------------------------------------------------------
def test_grasping_longneck_dies_gain_2_life_603_6c():
    """A "dies" trigger looks back in time (CR 603.10a): Pyroclasm kills the 4/2 and its
    controller gains 2 life."""
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Montaña"] * 2, ["Grasping Longneck"]),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Grasping Longneck"]
    assert cards(g, "stack") == ["Grasping Longneck"]
    assert g.state.objects[g.state.zones["stack"][0]].controller == 1
    resolve_top(g)
    assert g.state.player(1).life == 22


def test_grasping_longneck_reach_blocks_a_flyer_702_17b():
    g = build(battlefields=(["Malevolent Chandelier"], ["Grasping Longneck"]))
    chandelier = one(g, "Malevolent Chandelier")
    attack(g, chandelier)
    to_blockers(g)
    assert f"block:{one(g, 'Grasping Longneck')}:{chandelier}" in g.pending.ids()


# -- Flesh Burrower -------------------------------------------------------------------------
def test_flesh_burrower_attacks_another_creature_gains_deathtouch_702_2b():
    """Its attack trigger targets another creature you control (not itself); the Playmate
    gains deathtouch, so 2 damage destroy the 4/4 Chandelier blocking it (702.2b)."""
    g = build(
        battlefields=(["Flesh Burrower", "Amiguita harapienta"], ["Malevolent Chandelier"]),
    )
    burrower = one(g, "Flesh Burrower")
    playmate = one(g, "Ragged Playmate")
    chandelier = one(g, "Malevolent Chandelier")
    attack(g, burrower, playmate)
    g.submit("pass")
    resolve_top(g)
    assert "deathtouch" in g.characteristics(playmate).keywords
    to_blockers(g)
    g.submit(f"block:{chandelier}:{playmate}")
    if g.pending.kind == "blockers":
        g.submit("done")
    to_step(g, "end_combat")
    assert "Malevolent Chandelier" in cards(g, "graveyard/1")


def test_flesh_burrower_cannot_target_itself_115_1():
    """ "Another target creature you control": with no other creature, the trigger has no
    legal target and is removed from the stack (CR 603.3d)."""
    g = build(battlefields=(["Flesh Burrower"], ["Amiguita harapienta"]))
    attack(g, one(g, "Flesh Burrower"))
    assert g.state.zones["stack"] == []
    assert "603.3d" in g.log.rules()


def test_flesh_burrower_own_deathtouch_702_2b():
    """Its own deathtouch: blocked by the 4/4 Chandelier, its 2 damage destroy it."""
    g = build(battlefields=(["Flesh Burrower"], ["Malevolent Chandelier"]))
    burrower = one(g, "Flesh Burrower")
    attack(g, burrower)
    to_blockers(g)
    g.submit(f"block:{one(g, 'Malevolent Chandelier')}:{burrower}")
    if g.pending.kind == "blockers":
        g.submit("done")
    to_step(g, "end_combat")
    assert sorted_cards(g, "graveyard/1") == ["Malevolent Chandelier"]


# -- Spineseeker Centipede ------------------------------------------------------------------
def test_spineseeker_centipede_enters_searches_a_basic_land_to_hand_701_23a():
    g = build(
        hands=(["Ciempíes buscavértebras"], []),
        battlefields=(["Bosque"] * 3, []),
        libraries=(["Detonación ígnea", "Montaña", "Bosque"], []),
    )
    cast(g, "Spineseeker Centipede")
    resolve_top(g)
    assert cards(g, "stack") == ["Spineseeker Centipede"]
    resolve_top(g)
    assert g.pending.kind == "search"
    mountain = one(g, "Mountain", "library/0")
    assert sorted(g.pending.ids()) == sorted(
        [f"search:{mountain}", f"search:{one(g, 'Forest', 'library/0')}", "none"]
    )  # basic lands only
    g.submit(f"search:{mountain}")
    assert cards(g, "hand/0") == ["Mountain"]
    assert "701.23a" in g.log.rules()


def test_spineseeker_centipede_delirium_plus_1_plus_2_and_vigilance_611_3a():
    """Delirium — a static ability with a condition (CR 611.3a): with four card types in
    the graveyard it is a 3/3 with vigilance; without them a 2/1."""
    g = build(battlefields=(["Ciempíes buscavértebras"], []), graveyards=(DELIRIUM, []))
    centipede = one(g, "Spineseeker Centipede")
    assert _pt(g, centipede) == (3, 3)
    assert "vigilance" in g.characteristics(centipede).keywords
    g2 = build(battlefields=(["Ciempíes buscavértebras"], []), graveyards=(DELIRIUM[:3], []))
    centipede2 = one(g2, "Spineseeker Centipede")
    assert _pt(g2, centipede2) == (2, 1)
    assert "vigilance" not in g2.characteristics(centipede2).keywords


# -- Rootwise Survivor ----------------------------------------------------------------------
def test_rootwise_survivor_survival_animates_a_land_603_4():
    """Three +1/+1 counters on the land, which becomes a 0/0 Elemental creature in addition
    to its types (layers 4 and 7b, counters in 7c: a 3/3) with haste."""
    g = build(battlefields=(["Superviviente raizsapiente", "Bosque"], []))
    forest = one(g, "Forest")
    _to_main2_after_attacking(g, one(g, "Rootwise Survivor"))
    assert g.pending.kind == "target"
    assert g.pending.ids() == [f"target:{forest}", "done"]  # "up to one target land"
    g.submit(f"target:{forest}")
    resolve_top(g)
    c = g.characteristics(forest)
    assert set(c.types) == {"land", "creature"}
    assert "Elemental" in c.subtypes and "Forest" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    assert "haste" in c.keywords
    assert g.state.objects[forest].counters == {"+1/+1": 3}


def test_rootwise_survivor_land_stays_a_creature_haste_until_your_next_turn_611_2a():
    """The ruling: the land stays a creature indefinitely (no duration, CR 611.2a); the haste
    lasts until your next turn."""
    g = build(
        battlefields=(["Superviviente raizsapiente", "Bosque"], []),
        libraries=(["Bosque"] * 2, ["Bosque"] * 2),
    )
    forest = one(g, "Forest")
    _to_main2_after_attacking(g, one(g, "Rootwise Survivor"))
    g.submit(f"target:{forest}")
    resolve_top(g)
    _next_turn(g)  # the opponent's turn: still haste
    c = g.characteristics(forest)
    assert "creature" in c.types and "haste" in c.keywords
    _next_turn(g)  # your next turn: haste ends, it is still a 3/3 creature
    c = g.characteristics(forest)
    assert "creature" in c.types and "haste" not in c.keywords
    assert (c.power, c.toughness) == (3, 3)


def test_rootwise_survivor_untapped_nothing_happens_603_4():
    g = build(battlefields=(["Superviviente raizsapiente", "Bosque", "Amiguita harapienta"], []))
    _to_main2_after_attacking(g, one(g, "Ragged Playmate"))
    assert g.state.zones["stack"] == []
    assert "creature" not in g.characteristics(one(g, "Forest")).types


def test_rootwise_survivor_haste_attacks_the_turn_it_arrives_702_10b():
    g = build(battlefields=([{"name": "Superviviente raizsapiente", "sick": True}], []))
    survivor = one(g, "Rootwise Survivor")
    attack(g, survivor)
    assert survivor in g.state.combat.attackers


def test_survival_abilities_all_trigger_and_their_controller_orders_them_603_3b():
    """Two survival abilities trigger at once: their controller puts them on the stack in
    the order they choose (CR 603.3b)."""
    g = build(battlefields=(["Superviviente cauta", "Superviviente raizsapiente", "Bosque"], []))
    _to_main2_after_attacking(g, one(g, "Cautious Survivor"), one(g, "Rootwise Survivor"))
    assert g.pending.kind == "trigger_order"
    assert len(g.pending.ids()) == 2
