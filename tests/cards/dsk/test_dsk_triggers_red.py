"""Duskmourn red cards with triggered abilities and replacement effects (CR 603, 614),
played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, resolve_top, sorted_cards


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _next_main1(g):
    """Pass priority until the next turn's first main phase."""
    turn = g.state.turn
    while not (g.state.turn == turn + 1 and g.state.step == "main1"):
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[-1])


# -- Boilerbilges Ripper --------------------------------------------------------------------
def _ripper_enters(opponent_side=("Fear of Being Hunted",)):
    g = build(
        hands=(["Destripador de Sentinas Ardientes"], []),
        battlefields=(["Montaña"] * 5 + ["Amiguita harapienta"], list(opponent_side)),
    )
    cast(g, "Boilerbilges Ripper")
    resolve_top(g)  # the creature spell resolves; its enters ability triggers (603.2)
    assert cards(g, "stack") == ["Boilerbilges Ripper"]
    resolve_top(g)  # the enters ability resolves: the sacrifice is offered
    return g


def test_boilerbilges_ripper_sacrifice_triggers_reflexive_ability_targeting_then_603_12():
    """The ruling: no target when the enters ability triggers; the reflexive "when you do"
    ability triggers when the player sacrifices, and its target is chosen as it goes on the
    stack (CR 603.12, 603.3d). It deals 2 damage, from the Ripper."""
    g = _ripper_enters()
    playmate = one(g, "Ragged Playmate")
    assert g.pending.kind == "pay"
    assert g.pending.ids() == [f"sacrifice:{playmate}", "decline"]  # not itself, nor lands
    g.submit(f"sacrifice:{playmate}")
    assert g.pending.kind == "target"  # chosen only now
    ripper = one(g, "Boilerbilges Ripper")
    fear = one(g, "Fear of Being Hunted")
    assert set(g.pending.ids()) == {"target:-1", "target:-2", f"target:{fear}", f"target:{ripper}"}
    g.submit(f"target:{fear}")
    assert "603.12" in g.log.rules()
    assert cards(g, "stack") == ["Boilerbilges Ripper"]
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Ragged Playmate"]
    assert cards(g, "graveyard/1") == ["Fear of Being Hunted"]  # 4/2 dealt 2 damage
    assert any("Destripador" in line and "2 de daño" in line for line in g.log.lines("es"))


def test_boilerbilges_ripper_declining_the_sacrifice_triggers_nothing_603_12():
    """Without the sacrifice, the reflexive ability never triggers (CR 603.12)."""
    g = _ripper_enters()
    g.submit("decline")
    assert g.state.zones["stack"] == []
    assert "603.12" not in g.log.rules()
    assert ids(g, "Ragged Playmate") and ids(g, "Fear of Being Hunted")
    assert g.state.player(1).life == 20


def test_boilerbilges_ripper_reflexive_ability_can_hit_a_player_120_3():
    """ "Any target" (CR 115.4): the opponent loses 2 life (120.3a)."""
    g = _ripper_enters(opponent_side=())
    g.submit(f"sacrifice:{one(g, 'Ragged Playmate')}")
    g.submit("target:-2")
    resolve_top(g)
    assert g.state.player(1).life == 18


# -- Chainsaw -------------------------------------------------------------------------------
def test_chainsaw_enters_deals_3_damage_to_up_to_one_target_creature_603_3d():
    """ "Up to one target creature" (CR 601.2c, 603.3d): the controller may choose one or
    none. The Playmate it kills is a creature dying, so its second ability adds a rev
    counter (603.2)."""
    g = build(
        hands=(["Chainsaw"], []),
        battlefields=(["Montaña"] * 2, ["Amiguita harapienta"]),
    )
    playmate = one(g, "Ragged Playmate")
    cast(g, "Chainsaw")
    resolve_top(g)
    assert g.pending.kind == "target"
    assert g.pending.ids() == [f"target:{playmate}", "done"]  # "done": no target
    g.submit(f"target:{playmate}")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Ragged Playmate"]
    saw = one(g, "Chainsaw")
    assert cards(g, "stack") == ["Chainsaw"]  # "whenever one or more creatures die"
    resolve_top(g)
    assert g.state.objects[saw].counters.get("rev") == 1


def test_chainsaw_enters_with_no_target_chosen_does_nothing_601_2c():
    g = build(hands=(["Chainsaw"], []), battlefields=(["Montaña"] * 2, ["Amiguita harapienta"]))
    cast(g, "Chainsaw")
    resolve_top(g)
    g.submit("done")  # zero targets: "up to one"
    resolve_top(g)
    assert ids(g, "Ragged Playmate")
    assert g.state.objects[one(g, "Ragged Playmate")].damage == 0


def test_chainsaw_one_or_more_creatures_die_adds_one_rev_counter_603_2c():
    """CR 603.2c: "whenever one or more creatures die" triggers once for creatures that die
    at the same time — Pyroclasm kills three, the Chainsaw gets one counter."""
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(
            ["Montaña"] * 2 + ["Chainsaw", "Amiguita harapienta"],
            ["Amiguita harapienta", "Fear of Being Hunted"],
        ),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert len(g.state.zones["graveyard/1"]) == 2
    assert cards(g, "stack") == ["Chainsaw"]
    resolve_top(g)
    assert g.state.objects[one(g, "Chainsaw")].counters == {"rev": 1}
    assert g.log.rules().count("603.2") == 1


def test_chainsaw_equipped_creature_gets_plus_x_per_rev_counter_613_4c():
    """ "Equipped creature gets +X/+0, where X is the number of rev counters on this
    Equipment" — a static ability (CR 604.2) counted continuously (611.3a)."""
    g = build(
        battlefields=(
            [
                "Amiguita harapienta",
                {"name": "Chainsaw", "counters": {"rev": 2}, "attached_to": "Ragged Playmate"},
            ],
            [],
        ),
    )
    assert _pt(g, one(g, "Ragged Playmate")) == (4, 2)


def test_chainsaw_equip_3_attaches_to_your_creature_702_6a():
    g = build(battlefields=(["Montaña"] * 3 + ["Chainsaw", "Amiguita harapienta"], []))
    saw = one(g, "Chainsaw")
    playmate = one(g, "Ragged Playmate")
    g.submit(f"activate:{saw}:3")
    if g.pending.kind == "target":
        g.submit(f"target:{playmate}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    assert g.state.objects[saw].attached_to == playmate
    assert all(g.state.objects[m].tapped for m in ids(g, "Mountain"))


# -- Razorkin Hordecaller -------------------------------------------------------------------
def test_razorkin_hordecaller_whenever_you_attack_one_gremlin_603_2c():
    """ "Whenever you attack" triggers once however many creatures attack (CR 508.3a,
    603.2c); the ruling: the Hordecaller needn't be one of them."""
    g = build(battlefields=(["Cercenador llamahordas", "Amiguita harapienta"], []))
    attack(g, *ids(g, "Ragged Playmate"))
    g.submit("pass")
    assert cards(g, "stack") == ["Razorkin Hordecaller"]
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert g.state.objects[one(g, "Gremlin")].token
    assert g.log.rules().count("603.2") == 1


def test_razorkin_hordecaller_haste_attacks_the_turn_it_arrives_702_10b():
    g = build(battlefields=([{"name": "Cercenador llamahordas", "sick": True}], []))
    hordecaller = one(g, "Razorkin Hordecaller")
    attack(g, hordecaller)
    assert hordecaller in g.state.combat.attackers


def test_razorkin_hordecaller_no_trigger_when_the_opponent_attacks_508_3a():
    g = build(battlefields=(["Cercenador llamahordas"], ["Amiguita harapienta"]), active=1)
    attack(g, one(g, "Ragged Playmate"))
    assert g.state.zones["stack"] == [] and not ids(g, "Gremlin")


# -- Scorching Dragonfire -------------------------------------------------------------------
def test_scorching_dragonfire_exiles_the_creature_it_kills_614_1a():
    """The creature would die of lethal damage (CR 704.5g); the replacement effect the spell
    made exiles it instead (614.1a)."""
    g = build(
        hands=(["Fuegodragón abrasador"], []),
        battlefields=(["Montaña"] * 2, ["Amiguita harapienta"]),
    )
    cast(g, "Scorching Dragonfire", f"target:{one(g, 'Ragged Playmate')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Ragged Playmate"]
    assert cards(g, "graveyard/1") == []
    assert "614.1a" in g.log.rules()


def test_scorching_dragonfire_exiles_it_if_it_dies_later_this_turn_611_2a():
    """The ruling: exiled if it would die this turn for any reason — 3 damage don't kill
    the 4/4 Chandelier, Pyroclasm's 2 more later in the turn do, and it is exiled."""
    g = build(
        hands=(["Fuegodragón abrasador", "Detonación ígnea"], []),
        battlefields=(["Montaña"] * 4, ["Malevolent Chandelier", "Amiguita harapienta"]),
    )
    cast(g, "Scorching Dragonfire", f"target:{one(g, 'Malevolent Chandelier')}")
    resolve_top(g)
    assert ids(g, "Malevolent Chandelier")
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert cards(g, "exile") == ["Malevolent Chandelier"]
    assert cards(g, "graveyard/1") == ["Ragged Playmate"]  # not affected by the effect


def test_scorching_dragonfire_effect_ends_with_the_turn_514_2():
    """ "This turn": the replacement effect ends at cleanup (CR 514.2) — next turn two
    Pyroclasms kill the Chandelier, and it goes to the graveyard."""
    g = build(
        hands=(["Fuegodragón abrasador"], ["Detonación ígnea"] * 2),
        battlefields=(["Montaña"] * 2, ["Malevolent Chandelier"] + ["Montaña"] * 4),
        libraries=(["Montaña"], ["Montaña"]),
    )
    cast(g, "Scorching Dragonfire", f"target:{one(g, 'Malevolent Chandelier')}")
    resolve_top(g)
    assert g.state.replacements  # the effect exists this turn
    _next_main1(g)
    assert not g.state.replacements
    for _ in range(2):
        cast(g, "Pyroclasm", player=1)
        resolve_top(g)
    assert cards(g, "graveyard/1") == ["Pyroclasm", "Pyroclasm", "Malevolent Chandelier"]
    assert cards(g, "exile") == []


# -- Vicious Clown --------------------------------------------------------------------------
def test_vicious_clown_another_small_creature_enters_plus_2_603_2():
    g = build(
        hands=(["Amiguita harapienta"], []),
        battlefields=(["Montaña"] * 2 + ["Payaso brutal"], []),
        libraries=(["Montaña"], ["Montaña"]),
    )
    clown = one(g, "Vicious Clown")
    cast(g, "Ragged Playmate")
    resolve_top(g)
    assert cards(g, "stack") == ["Vicious Clown"]
    resolve_top(g)
    assert _pt(g, clown) == (4, 3)
    _next_main1(g)
    assert _pt(g, clown) == (2, 3)  # until end of turn (514.2)


def test_vicious_clown_ignores_creatures_with_power_3_or_more_603_2():
    """The ruling: the other creature's power is checked as it enters — Fear of Being
    Hunted (4/2) doesn't trigger it."""
    g = build(
        hands=(["Fear of Being Hunted"], []),
        battlefields=(["Montaña"] * 3 + ["Payaso brutal"], []),
    )
    cast(g, "Fear of Being Hunted")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert _pt(g, one(g, "Vicious Clown")) == (2, 3)


def test_vicious_clown_not_for_itself_nor_an_opponents_creature_603_2():
    """ "Another creature you control": the Clown entering and an opponent's Playmate
    entering trigger nothing."""
    g = build(
        hands=(["Payaso brutal"], ["Amiguita harapienta"]),
        battlefields=(["Montaña"] * 3, ["Montaña"] * 2),
        libraries=(["Montaña"], ["Montaña"]),
    )
    cast(g, "Vicious Clown")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    _next_main1(g)
    cast(g, "Ragged Playmate", player=1)
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert sorted_cards(g, "battlefield").count("Ragged Playmate") == 1


def test_vicious_clown_power_checked_only_as_it_enters_603_4():
    """The ruling: no intervening "if" (CR 603.4) — the Playmate's power grows to 3 while the
    ability waits on the stack, and the Clown still gets +2/+0."""
    g = build(
        hands=(["Amiguita harapienta", "Violent Urge"], []),
        battlefields=(["Montaña"] * 3 + ["Payaso brutal"], []),
    )
    cast(g, "Ragged Playmate")
    resolve_top(g)
    assert cards(g, "stack") == ["Vicious Clown"]
    playmate = one(g, "Ragged Playmate")
    cast(g, "Violent Urge", f"target:{playmate}")
    resolve_top(g)
    assert _pt(g, playmate) == (3, 2)
    resolve_top(g)
    assert _pt(g, one(g, "Vicious Clown")) == (4, 3)
