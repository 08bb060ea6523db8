"""Duskmourn red cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, ids, one, pay, resolve_top, sorted_cards, to_blockers, to_step


# -- Pyroclasm ----------------------------------------------------------------------------
def test_pyroclasm_deals_2_damage_to_each_creature_120_3():
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Montaña"] * 2 + ["Test Bear"], ["Test Bear", "Test Giant"]),
    )
    g.submit(f"cast:{one(g, 'Pyroclasm', 'hand/0')}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Pyroclasm", "Test Bear"]
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    giant = one(g, "Test Giant", "battlefield")
    assert g.state.objects[giant].damage == 2
    assert g.log.rules().count("704.5g") == 2


# -- Fear of Being Hunted -----------------------------------------------------------------
def test_fear_of_being_hunted_haste_and_must_be_blocked_509_1c():
    """Haste (CR 702.10b) lets it attack the turn it arrives; "must be blocked if able" is a
    requirement (509.1c): the defender can't finish without blocking it."""
    g = build(battlefields=([{"name": "Fear of Being Hunted", "sick": True}], ["Test Bear"]))
    fear = one(g, "Fear of Being Hunted", "battlefield")
    bear = one(g, "Test Bear", "battlefield")
    attack(g, fear)
    to_blockers(g)
    assert g.pending.player == 1
    assert g.pending.ids() == [f"block:{bear}:{fear}"]  # no "done" while it is unblocked
    g.submit(f"block:{bear}:{fear}")
    to_step(g, "end_combat")
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    assert sorted_cards(g, "graveyard/0") == ["Fear of Being Hunted"]  # 4/2 takes 2 damage


def test_fear_of_being_hunted_unblocked_when_no_blocker_can_block_509_1c():
    g = build(
        battlefields=(["Fear of Being Hunted"], [{"name": "Test Bear", "tapped": True}]),
    )
    attack(g, one(g, "Fear of Being Hunted", "battlefield"))
    to_step(g, "end_combat")
    assert g.state.player(1).life == 16


# -- Ripchain Razorkin --------------------------------------------------------------------
def test_ripchain_razorkin_sacrifice_a_land_draw_602_2b():
    """A land tapped for mana (CR 601.2g) can still be sacrificed for the cost (601.2h)."""
    g = build(
        battlefields=(["Ripchain Razorkin"] + ["Montaña"] * 3, ["Montaña"]),
        libraries=(["Asesinato"], []),
    )
    razorkin = one(g, "Ripchain Razorkin", "battlefield")
    g.submit(f"activate:{razorkin}:0")
    mine = [o for o in ids(g, "Mountain", "battlefield") if g.state.objects[o].controller == 0]
    assert sorted(g.pending.ids()) == sorted(f"sacrifice:{m}" for m in mine)
    g.submit(f"sacrifice:{mine[0]}")
    pay(g)
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Murder"]
    assert sorted_cards(g, "graveyard/0") == ["Mountain"]
    assert "701.21a" in g.log.rules()


def test_ripchain_razorkin_reach_blocks_flyer_702_17b():
    g = build(
        battlefields=(["Ripchain Razorkin", "Test Bear"], ["Malevolent Chandelier"]),
        active=1,
    )
    chandelier = one(g, "Malevolent Chandelier", "battlefield")
    razorkin = one(g, "Ripchain Razorkin", "battlefield")
    attack(g, chandelier)
    to_blockers(g)
    assert g.pending.ids() == [f"block:{razorkin}:{chandelier}", "done"]  # not the bear (702.9b)


# -- Grab the Prize -----------------------------------------------------------------------
def test_grab_the_prize_discarded_nonland_deals_2_to_each_opponent_120_3():
    g = build(
        hands=(["Grab the Prize", "Test Bear", "Bosque"], []),
        battlefields=(["Montaña"] * 2, []),
        libraries=(["Isla", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Grab the Prize', 'hand/0')}")
    g.submit(f"discard:{one(g, 'Test Bear', 'hand/0')}")
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Forest", "Island", "Plains"]
    assert g.state.player(1).life == 18
    assert {"701.9a", "121.1", "120.3"} <= set(g.log.rules())


def test_grab_the_prize_discarded_land_no_damage_608_2c():
    g = build(
        hands=(["Grab the Prize", "Test Bear", "Bosque"], []),
        battlefields=(["Montaña"] * 2, []),
        libraries=(["Isla", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Grab the Prize', 'hand/0')}")
    g.submit(f"discard:{one(g, 'Forest', 'hand/0')}")
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Island", "Plains", "Test Bear"]
    assert g.state.player(1).life == 20


# -- Violent Urge -------------------------------------------------------------------------
def test_violent_urge_ruling_without_delirium_first_strike_only_205_2a():
    """Delirium ruling: the instant doesn't count itself (it is on the stack as it resolves),
    so three card types in the graveyard are not enough."""
    g = build(
        hands=(["Violent Urge"], []),
        battlefields=(["Montaña", "Test Bear"], []),
        graveyards=(["Bosque", "Test Giant", "Detonación ígnea"], []),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Violent Urge', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 2)
    assert "first_strike" in c.keywords
    assert "double_strike" not in c.keywords


def test_violent_urge_with_delirium_double_strike_702_4b():
    g = build(
        hands=(["Violent Urge"], []),
        battlefields=(["Montaña", "Test Bear"], []),
        graveyards=(["Bosque", "Test Giant", "Detonación ígnea", "Asesinato"], []),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Violent Urge', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert "double_strike" in g.characteristics(bear).keywords
    attack(g, bear)
    to_step(g, "end_combat")
    assert g.state.player(1).life == 14  # 3 first-strike damage, then 3 regular (510.4)


# -- Ragged Playmate ----------------------------------------------------------------------
def test_ragged_playmate_targets_power_2_or_less_and_it_cant_be_blocked_509_1b():
    g = build(
        battlefields=(["Amiguita harapienta", "Montaña", "Test Bear", "Test Giant"], ["Test Wall"]),
    )
    playmate = one(g, "Ragged Playmate", "battlefield")
    bear = one(g, "Test Bear", "battlefield")
    giant = one(g, "Test Giant", "battlefield")
    wall = one(g, "Test Wall", "battlefield")
    g.submit(f"activate:{playmate}:0")
    offered = g.pending.ids()
    assert f"target:{bear}" in offered and f"target:{wall}" in offered
    assert f"target:{giant}" not in offered  # power 4 (CR 115.1: the target's description)
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[playmate].tapped
    attack(g, bear)
    to_step(g, "end_combat")
    assert g.state.player(1).life == 18
    assert bear not in g.state.combat.blocked  # the Wall couldn't block it


def test_ragged_playmate_can_target_itself_115_5():
    """CR 115.5 stops a spell or ability from targeting *itself*; the ability on the stack is
    a different object from the Playmate, so the Playmate (power 2) is a legal target."""
    g = build(battlefields=(["Amiguita harapienta", "Montaña"], ["Test Giant"]))
    playmate = one(g, "Ragged Playmate", "battlefield")
    g.submit(f"activate:{playmate}:0")
    assert g.pending.ids() == [f"target:{playmate}"]
    g.submit(f"target:{playmate}")
    resolve_top(g)
    assert "unblockable" in g.characteristics(playmate).keywords


def test_ragged_playmate_ruling_power_raised_after_resolution_still_unblockable_611_2c():
    g = build(
        hands=(["Give In to Violence"], []),
        battlefields=(
            ["Amiguita harapienta", "Montaña", "Test Bear"] + ["Pantano"] * 2,
            ["Test Wall"],
        ),
    )
    playmate = one(g, "Ragged Playmate", "battlefield")
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"activate:{playmate}:0")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    g.submit(f"cast:{one(g, 'Give In to Violence', 'hand/0')}")
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    assert g.characteristics(bear).power == 4
    attack(g, bear)
    to_step(g, "end_combat")
    assert g.state.player(1).life == 16


def test_ragged_playmate_ruling_already_blocked_creature_stays_blocked_509_1h():
    g = build(battlefields=(["Amiguita harapienta", "Montaña", "Test Bear"], ["Test Giant"]))
    playmate = one(g, "Ragged Playmate", "battlefield")
    bear = one(g, "Test Bear", "battlefield")
    giant = one(g, "Test Giant", "battlefield")
    attack(g, bear)
    to_blockers(g)
    g.submit(f"block:{giant}:{bear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    assert g.state.step == "declare_blockers" and g.pending.player == 0
    g.submit(f"activate:{playmate}:0")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert "unblockable" in g.characteristics(bear).keywords
    assert g.state.combat.blocked[bear] == (giant,)
    to_step(g, "end_combat")
    assert g.state.player(1).life == 20
    assert sorted_cards(g, "graveyard/0") == ["Test Bear"]
