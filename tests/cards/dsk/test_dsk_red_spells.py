"""Duskmourn red spells and The Rollercrusher Ride (grimorio.cards.dsk.red_spells): damage
doubling as a replacement effect with a condition (CR 614.1a), "up to X targets" (107.3m),
control until end of turn (613.1b), an opponent's choice (608.2d), "sacrifice ... or pay
{2}" (601.2b, 601.2f)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, pay, resolve_top

DELIRIUM = ["Llanura", "Test Bear", "Pyroclasm", "Test Equipment"]  # four card types
RIDE = "The Rollercrusher Ride"
BARGAIN = "Betrayer's Bargain"


def _blast(g, x, target):
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}")
    g.submit(f"x:{x}")
    g.submit(f"target:{target}")
    pay(g)
    resolve_top(g)


# -- The Rollercrusher Ride ---------------------------------------------------------------
def test_rollercrusher_enters_deals_x_to_each_of_up_to_x_targets_107_3m():
    g = build(
        hands=([RIDE], []),
        battlefields=(["Montaña"] * 5, ["Test Bear", "Test Bear", "Test Giant"]),
    )
    g.submit(f"cast:{one(g, RIDE, 'hand/0')}")
    g.submit("x:2")
    pay(g)
    resolve_top(g)
    bears = ids(g, "Test Bear")
    giant = one(g, "Test Giant")
    g.submit(f"target:{bears[0]}")
    g.submit(f"target:{giant}")
    assert g.pending.kind == "priority"  # two chosen: no more than X
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert g.state.objects[giant].damage == 2
    assert g.state.objects[bears[1]].damage == 0


def test_rollercrusher_up_to_x_allows_fewer_targets_601_2c():
    g = build(hands=([RIDE], []), battlefields=(["Montaña"] * 6, ["Test Bear", "Test Giant"]))
    g.submit(f"cast:{one(g, RIDE, 'hand/0')}")
    g.submit("x:3")
    pay(g)
    resolve_top(g)
    g.submit(f"target:{one(g, 'Test Giant')}")
    assert "done" in g.pending.ids()
    g.submit("done")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Giant")].damage == 3
    assert g.state.objects[one(g, "Test Bear")].damage == 0


def test_rollercrusher_with_delirium_doubles_noncombat_damage_614_1a():
    g = build(
        hands=(["Test Blast"], []),
        battlefields=([RIDE, "Montaña", "Montaña", "Montaña"], []),
        graveyards=(DELIRIUM, []),
    )
    _blast(g, 2, -2)
    assert g.state.player(1).life == 16
    assert "614.1a" in g.log.rules()


def test_rollercrusher_without_delirium_changes_nothing():
    g = build(
        hands=(["Test Blast"], []),
        battlefields=([RIDE, "Montaña", "Montaña", "Montaña"], []),
    )
    _blast(g, 2, -2)
    assert g.state.player(1).life == 18


def test_rollercrusher_doesnt_double_combat_damage_or_an_opponents_source():
    g = build(
        battlefields=([RIDE, "Test Bear"], []),
        graveyards=(DELIRIUM, []),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    while g.state.step != "end_combat":
        g.submit("pass")
    assert g.state.player(1).life == 18
    h = build(
        hands=([], ["Test Blast"]),
        battlefields=([RIDE], ["Montaña", "Montaña", "Montaña"]),
        graveyards=(DELIRIUM, []),
        active=1,
    )
    h.submit(f"cast:{one(h, 'Test Blast', 'hand/1')}")
    h.submit("x:2")
    h.submit("target:-1")
    pay(h)
    resolve_top(h)
    assert h.state.player(0).life == 18


# -- Vengeful Possession ------------------------------------------------------------------
def test_vengeful_possession_gains_control_untaps_haste_until_end_of_turn_613_1b():
    g = build(
        hands=(["Vengeful Possession", "Llanura"], []),
        battlefields=(["Montaña"] * 3, [{"name": "Test Giant", "tapped": True, "sick": True}]),
        libraries=(["Isla", "Isla"], ["Isla", "Isla"]),
    )
    giant = one(g, "Test Giant")
    cast(g, "Vengeful Possession", f"target:{giant}")
    resolve_top(g)
    assert g.pending.kind == "pay"  # "you may discard a card"
    g.submit(f"discard:{one(g, 'Plains', 'hand/0')}")
    assert cards(g, "hand/0") == ["Island"]  # "if you do, draw a card"
    obj = g.state.objects[giant]
    assert obj.controller == 0 and not obj.tapped
    assert "haste" in g.characteristics(giant).keywords
    while g.state.active == 0:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    assert g.state.objects[giant].controller == 1


def test_vengeful_possession_declining_the_discard_draws_nothing_608_2d():
    g = build(
        hands=(["Vengeful Possession", "Llanura"], []),
        battlefields=(["Montaña"] * 3, ["Test Giant"]),
        libraries=(["Isla"], []),
    )
    cast(g, "Vengeful Possession", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    g.submit("decline")
    assert cards(g, "hand/0") == ["Plains"]


# -- Trial of Agony -----------------------------------------------------------------------
def test_trial_of_agony_the_opponent_chooses_which_takes_5_the_other_cant_block():
    g = build(
        hands=(["Trial of Agony"], []),
        battlefields=(["Montaña"], ["Test Giant", "Test Rider"]),
    )
    giant, rider = one(g, "Test Giant"), one(g, "Test Rider")
    cast(g, "Trial of Agony", f"target:{giant}", f"target:{rider}")
    resolve_top(g)
    assert g.pending.kind == "pick" and g.pending.player == 1  # that player chooses
    g.submit(f"choose:{rider}")
    assert cards(g, "graveyard/1") == ["Test Rider"]
    assert "cant_block" in g.characteristics(giant).keywords


def test_trial_of_agony_needs_two_creatures_of_the_same_opponent_115_1():
    g = build(
        hands=(["Trial of Agony"], []), battlefields=(["Montaña", "Test Bear"], ["Test Giant"])
    )
    trial = one(g, "Trial of Agony", "hand/0")
    assert f"cast:{trial}" not in g.pending.ids()


# -- Betrayer's Bargain -------------------------------------------------------------------
def test_betrayers_bargain_sacrifice_or_pay_two_601_2f():
    g = build(
        hands=(["Betrayer's Bargain"], []),
        battlefields=(["Montaña", "Montaña", "Montaña", "Montaña", "Test Bear"], ["Test Giant"]),
    )
    giant = one(g, "Test Giant")
    g.submit(f"cast:{one(g, BARGAIN, 'hand/0')}")
    g.submit(f"target:{giant}")
    assert g.pending.kind == "cost"
    assert set(g.pending.ids()) == {f"sacrifice:{one(g, 'Test Bear')}", "or_mana"}
    g.submit("or_mana")
    pay(g)
    assert all(g.state.objects[m].tapped for m in ids(g, "Mountain"))  # {1}{R} + {2}
    resolve_top(g)
    assert cards(g, "exile") == ["Test Giant"]  # 5 damage: it would die, it is exiled
    assert ids(g, "Test Bear")


def test_betrayers_bargain_sacrificing_a_creature_costs_only_its_mana_cost():
    g = build(
        hands=(["Betrayer's Bargain"], []),
        battlefields=(["Montaña", "Montaña", "Test Bear"], ["Test Giant"]),
    )
    g.submit(f"cast:{one(g, BARGAIN, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    assert g.pending.ids() == [f"sacrifice:{one(g, 'Test Bear')}"]  # {2} more can't be paid
    g.submit(g.pending.ids()[0])
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Test Bear", "Betrayer's Bargain"]
    assert cards(g, "exile") == ["Test Giant"]
