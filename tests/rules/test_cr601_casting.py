"""CR 601 — Lanzar hechizos: modes (601.2b), targets (601.2c), total cost with additional
costs and reductions (601.2f), mana abilities and payment (601.2g–h), and 732.1 rewinds."""

from __future__ import annotations

import pytest

from grimorio import Game, IllegalAction
from grimorio.scenario.board import build
from support import ids, one, pay, resolve_top

LIB = ["Llanura"] * 5


# -- 601.2b modes ----------------------------------------------------------------------


def live_or_die(**kw: object) -> Game:
    """P0: Live or Die ({3}{B}{B}) and five Swamps; a Test Bear card in P0's graveyard."""
    args: dict[str, object] = {
        "hands": (["Live or Die"], []),
        "battlefields": (["Pantano"] * 5, ["Test Giant"]),
        "graveyards": (["Test Bear"], ["Test Wall"]),
        "libraries": (LIB, LIB),
    }
    args.update(kw)
    return build(**args)  # type: ignore[arg-type]


def test_601_2b_modal_spell_asks_for_a_mode_first():
    g = live_or_die()
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    assert g.pending.kind == "mode"
    assert g.pending.player == 0
    assert g.pending.ids() == ["mode:0", "mode:1"]
    assert g.state.zones["stack"] == []  # nothing is committed yet


def test_601_2b_then_601_2c_targets_of_the_chosen_mode_only():
    g = live_or_die()
    bear_card = one(g, "Test Bear", "graveyard/0")
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    g.submit("mode:0")
    assert g.pending.kind == "target"
    # "target creature card from your graveyard": not the Giant, not P1's graveyard
    assert g.pending.ids() == [f"target:{bear_card}"]
    g.submit(f"target:{bear_card}")
    (spell,) = g.state.zones["stack"]
    assert g.state.objects[spell].modes == (0,)
    resolve_top(g)
    bear = one(g, "Test Bear")
    assert g.state.objects[bear].controller == 0
    assert g.state.zones["graveyard/0"] == [one(g, "Live or Die", "graveyard/0")]


def test_601_2b_other_mode_other_targets():
    g = live_or_die()
    giant = one(g, "Test Giant")
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    g.submit("mode:1")
    assert g.pending.ids() == [f"target:{giant}"]
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert giant not in g.state.zones["battlefield"]
    assert one(g, "Test Bear", "graveyard/0")  # mode 0 didn't happen


def test_601_2b_only_modes_whose_targets_can_be_chosen_are_offered():
    g = live_or_die(graveyards=([], ["Test Wall"]))  # nothing to return
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    assert g.pending.ids() == ["mode:1"]
    g = live_or_die(battlefields=(["Pantano"] * 5, []))  # nothing to destroy
    g.submit(f"cast:{one(g, 'Live or Die', 'hand/0')}")
    assert g.pending.ids() == ["mode:0"]
    g = live_or_die(battlefields=(["Pantano"] * 5, []), graveyards=([], []))
    assert g.pending.ids() == ["pass"]  # no mode can be chosen: can't be cast


def test_601_2b_mode_without_targets_skips_601_2c():
    g = build(
        hands=(["Split Up"], []),
        battlefields=(["Llanura"] * 3, [{"name": "Test Bear", "tapped": True}, "Test Giant"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Split Up', 'hand/0')}")
    assert g.pending.ids() == ["mode:0", "mode:1"]
    g.submit("mode:0")
    assert g.pending.kind == "priority"  # no target asked; the Plains paid automatically
    resolve_top(g)
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/1"]] == ["Test Bear"]
    assert one(g, "Test Giant")


# -- 601.2c targets --------------------------------------------------------------------


def test_601_2c_targets_offered_are_exactly_the_legal_ones():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3 + ["Test Bear"], ["Test Giant", "Llanura"]),
        graveyards=(["Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    my_bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    assert g.pending.kind == "target"
    # creatures on the battlefield of either player; no lands, players or graveyard cards
    assert sorted(g.pending.ids()) == sorted([f"target:{my_bear}", f"target:{giant}"])


def test_601_2c_chosen_target_is_recorded_on_the_spell_on_the_stack():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    murder = one(g, "Murder", "hand/0")
    giant = one(g, "Test Giant")
    g.submit(f"cast:{murder}")
    g.submit(f"target:{giant}")
    (spell,) = g.state.zones["stack"]
    assert murder not in g.state.objects  # 601.2a: the card moved; a new object (400.7)
    assert g.state.objects[spell].card == "Murder"
    assert g.state.objects[spell].controller == 0
    assert g.state.objects[spell].targets == ((giant,),)
    assert g.state.zones["hand/0"] == []


def test_601_2c_spell_without_a_legal_target_cannot_be_cast():
    g = build(
        hands=(["Asesinato", "Intervención de Winter"], []),
        battlefields=(["Pantano"] * 3, ["Llanura"]),
        graveyards=(["Test Bear"], []),
        libraries=(LIB, LIB),
    )
    murder = one(g, "Murder", "hand/0")
    assert g.pending.ids() == ["pass"]
    before = g.clone()
    with pytest.raises(IllegalAction):
        g.submit(f"cast:{murder}")
    assert before == g


# -- 601.2f total cost: additional costs and reductions --------------------------------


def test_601_2f_additional_sacrifice_cost_offers_only_what_can_be_sacrificed():
    g = build(
        hands=(["Final Vengeance"], []),
        battlefields=(
            ["Pantano", "Test Bear", "Fear of Being Hunted"],
            ["Test Giant", "Test Wall"],
        ),
        libraries=(LIB, LIB),
    )
    bear, fear, giant = one(g, "Test Bear"), one(g, "Fear of Being Hunted"), one(g, "Test Giant")
    g.submit(f"cast:{one(g, 'Final Vengeance', 'hand/0')}")
    assert g.pending.kind == "target"
    g.submit(f"target:{giant}")
    assert g.pending.kind == "cost"
    # a creature or enchantment P0 controls; not the Swamp, not the opponent's creatures
    assert sorted(g.pending.ids()) == sorted([f"sacrifice:{bear}", f"sacrifice:{fear}"])
    g.submit(f"sacrifice:{bear}")
    assert g.pending.kind == "priority"
    assert bear not in g.state.zones["battlefield"]
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/0"]] == ["Test Bear"]
    assert g.state.objects[one(g, "Swamp")].tapped
    (spell,) = g.state.zones["stack"]
    assert g.state.objects[spell].card == "Final Vengeance"
    resolve_top(g)
    assert [g.state.objects[i].card for i in g.state.zones["exile"]] == ["Test Giant"]
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/0"]] == [
        "Test Bear",
        "Final Vengeance",
    ]


def test_601_2f_spell_whose_additional_cost_cannot_be_paid_is_not_castable():
    """118.3: a cost can't be paid without the resources; nothing to sacrifice, no cast."""
    g = build(
        hands=(["Final Vengeance"], []),
        battlefields=(["Pantano", "Pantano"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]


def test_601_2f_additional_discard_cost_cannot_discard_the_spell_itself():
    g = build(
        hands=(["Grab the Prize"], []), battlefields=(["Montaña"] * 2, []), libraries=(LIB, LIB)
    )
    assert g.pending.ids() == ["pass"]  # the only card in hand is the spell itself
    g = build(
        hands=(["Grab the Prize", "Test Bear", "Llanura"], []),
        battlefields=(["Montaña"] * 2, []),
        libraries=(LIB, LIB),
    )
    grab, bear = one(g, "Grab the Prize", "hand/0"), one(g, "Test Bear", "hand/0")
    plains = one(g, "Plains", "hand/0")
    g.submit(f"cast:{grab}")
    assert g.pending.kind == "cost"
    assert sorted(g.pending.ids()) == sorted([f"discard:{bear}", f"discard:{plains}"])
    g.submit(f"discard:{bear}")
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/0"]] == ["Test Bear"]
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 3  # Plains + two cards drawn
    assert g.state.player(1).life == 18  # the discarded card wasn't a land


def test_601_2f_discarding_a_land_for_grab_the_prize_deals_no_damage():
    g = build(
        hands=(["Grab the Prize", "Llanura"], []),
        battlefields=(["Montaña"] * 2, []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Grab the Prize', 'hand/0')}")
    g.submit(f"discard:{one(g, 'Plains', 'hand/0')}")
    resolve_top(g)
    assert g.state.player(1).life == 20
    assert len(g.state.zones["hand/0"]) == 2


def test_601_2f_return_a_permanent_as_an_additional_cost():
    """Fear of Isolation: {1}{U} plus "return a permanent you control to its owner's hand".
    Mana abilities are activated before costs are paid (601.2g–h), so with only two Islands
    one of them adds {U} and is then returned."""
    g = build(
        hands=(["Fear of Isolation"], []),
        battlefields=(["Isla", "Isla"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    islands = ids(g, "Island")
    fear = one(g, "Fear of Isolation", "hand/0")
    assert f"cast:{fear}" in g.pending.ids()
    g.submit(f"cast:{fear}")
    assert g.pending.kind == "cost"
    assert sorted(g.pending.ids()) == sorted(f"return:{i}" for i in islands)  # not P1's Bear
    g.submit(f"return:{islands[0]}")
    assert g.pending.kind == "priority"
    assert [g.state.objects[i].card for i in g.state.zones["hand/0"]] == ["Island"]
    (left,) = ids(g, "Island")
    assert g.state.objects[left].tapped
    assert [g.state.objects[i].card for i in g.state.zones["stack"]] == ["Fear of Isolation"]
    resolve_top(g)
    assert "flying" in g.characteristics(one(g, "Fear of Isolation")).keywords


def test_601_2f_tap_untapped_permanents_as_an_additional_cost():
    """Fear of Exposure: {2}{G} plus "tap two untapped creatures and/or lands you control".
    Tapping a creature for another object's cost is not a {T} ability of that creature, so
    creatures that came under control this turn may be tapped (302.6)."""
    g = build(
        hands=(["Fear of Exposure"], []),
        battlefields=(
            ["Bosque"] * 3
            + [{"name": "Test Bear", "sick": True}, {"name": "Test Bear", "sick": True}],
            ["Test Giant"],
        ),
        libraries=(LIB, LIB),
    )
    forests, bears = ids(g, "Forest"), ids(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Fear of Exposure', 'hand/0')}")
    assert g.pending.kind == "cost"
    # the three Forests must pay {2}{G}, so only the Bears are offered for the tap cost
    assert sorted(g.pending.ids()) == sorted(f"tap:{i}" for i in bears)
    g.submit(f"tap:{bears[0]}")
    assert f"tap:{bears[0]}" not in g.pending.ids()
    g.submit(f"tap:{bears[1]}")
    assert g.pending.kind == "priority"  # {2}{G} from the three Forests
    assert all(g.state.objects[i].tapped for i in forests + bears)
    resolve_top(g)
    assert one(g, "Fear of Exposure")


def test_601_2f_permanents_tapped_for_a_cost_cannot_also_add_mana():
    g = build(
        hands=(["Fear of Exposure"], []),
        battlefields=(["Bosque"] * 4, []),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]  # 3 mana + 2 tapped permanents need five


def test_601_2f_cost_reduction_applies_when_it_targets_a_tapped_creature():
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura", "Llanura"], [{"name": "Test Giant", "tapped": True}]),
        libraries=(LIB, LIB),
    )
    giant = one(g, "Test Giant")
    g.submit(f"cast:{one(g, 'Seized from Slumber', 'hand/0')}")
    g.submit(f"target:{giant}")
    assert g.pending.kind == "priority"  # {4}{W} - {3} = {1}{W}: both Plains
    assert all(g.state.objects[i].tapped for i in ids(g, "Plains"))
    assert any(e.key == "mana.spend" and e.args[1] == 2 for e in g.log)
    resolve_top(g)
    assert giant not in g.state.zones["battlefield"]


def test_601_2f_no_cost_reduction_for_an_untapped_target_full_cost_is_paid():
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura"] * 5, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    giant = one(g, "Test Giant")
    g.submit(f"cast:{one(g, 'Seized from Slumber', 'hand/0')}")
    g.submit(f"target:{giant}")
    assert g.pending.kind == "priority"
    assert all(g.state.objects[i].tapped for i in ids(g, "Plains"))  # all five: {4}{W}


def test_601_2f_spell_not_offered_when_no_choice_makes_its_cost_payable():
    """The reduction needs a tapped creature to target; with none, {4}{W} is the total cost
    and two Plains can never pay it, so casting can't be completed and isn't offered."""
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(["Llanura", "Llanura"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]


def test_732_1_a_target_that_makes_the_total_cost_unpayable_is_not_offered():
    """601.2f–h / 732.1: with the untapped Giant as its target the total cost is {4}{W}
    and can't be paid — the cast would have to be rewound, so that target is not offered
    (more in test_cr732_rewind.py). With the tapped Bear it costs {1}{W}."""
    g = build(
        hands=(["Seized from Slumber"], []),
        battlefields=(
            ["Llanura", "Llanura"],
            [{"name": "Test Bear", "tapped": True}, "Test Giant"],
        ),
        libraries=(LIB, LIB),
    )
    before = g.clone()
    slumber = one(g, "Seized from Slumber", "hand/0")
    g.submit(f"cast:{slumber}")
    assert g.pending.ids() == [f"target:{one(g, 'Test Bear')}"]
    assert g.state.zones == before.state.zones  # nothing is committed yet
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    assert g.state.zones["stack"]
    assert "732.1" not in g.log.rules()


# -- 601.2g–h mana abilities and payment -----------------------------------------------


def test_601_2g_only_mana_abilities_that_help_pay_are_offered():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano", "Pantano", "Bosque", "Bosque"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    swamps, forests = ids(g, "Swamp"), ids(g, "Forest")
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    assert g.pending.kind == "mana"
    assert g.pending.prompt_args == ("{1}{B}{B}",)
    offered = g.pending.ids()
    # identical Swamps are one option; a Forest can pay the generic part; paying
    # automatically is always offered as well
    assert len(offered) == 3 and offered[-1] == "mana:auto"
    assert any(o.startswith("mana:") and o.endswith(":B") for o in offered)
    assert any(o.endswith(":G") for o in offered)
    g.submit(next(o for o in offered if o.endswith(":G")))
    # {B}{B} left: a Forest can't pay it, so only Swamps are offered
    assert g.pending.kind == "mana"
    while g.pending.kind == "mana":
        sources = [o for o in g.pending.ids() if o != "mana:auto"]
        assert all(o.endswith(":B") for o in sources)
        assert all(int(o.split(":")[1]) in swamps for o in sources)
        g.submit(sources[0])
    assert g.pending.kind == "priority"
    assert all(g.state.objects[i].tapped for i in swamps)
    assert sum(g.state.objects[i].tapped for i in forests) == 1
    assert g.state.player(0).pool == (0, 0, 0, 0, 0, 0)


def test_601_2g_no_choice_left_pays_automatically():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    assert g.pending.kind == "priority"
    assert all(g.state.objects[i].tapped for i in ids(g, "Swamp"))


def test_601_2h_tapped_lands_cannot_pay_so_the_spell_is_not_offered():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano", "Pantano", {"name": "Pantano", "tapped": True}], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]


def test_601_2h_wrong_colours_cannot_pay():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano", "Montaña", "Montaña", "Montaña"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    assert g.pending.ids() == ["pass"]  # {B}{B} needs two black sources


def test_601_2g_to_601_2i_mana_abilities_then_payment_then_cast_in_order():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    start = len(g.log)
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    rules = g.log.rules()[start:]
    assert rules.count("605.3b") == 6  # three taps, three mana added
    last_mana = max(i for i, r in enumerate(rules) if r == "605.3b")
    assert rules.index("601.2h") > last_mana
    assert rules.index("601.2i") > rules.index("601.2h")


def test_601_2g_paying_automatically_is_offered_and_completes_the_payment():
    """601.2g–h: "pay automatically" activates useful mana abilities until the cost is paid."""
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3 + ["Bosque"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    assert "mana:auto" in g.pending.ids()
    g.submit("mana:auto")
    assert g.pending.kind == "priority"
    assert [g.state.objects[o].card for o in g.state.zones["stack"]] == ["Murder"]
    tapped = [
        g.state.objects[o].card for o in g.state.zones["battlefield"] if g.state.objects[o].tapped
    ]
    assert len(tapped) == 3 and tapped.count("Swamp") >= 2


def test_601_2f_tap_costs_offer_only_choices_that_leave_the_cost_payable():
    """601.2f–h: Fear of Exposure's "tap two untapped creatures and/or lands" offers only
    permanents whose tapping still lets {2}{G} be paid, so a started cast can finish."""
    g = build(
        hands=(["Fear of Exposure"], []),
        battlefields=(["Bosque"] * 4 + ["Test Bear"], []),
        libraries=(LIB, LIB),
    )
    forests, bear = ids(g, "Forest"), one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Fear of Exposure', 'hand/0')}")
    assert g.pending.kind == "cost"
    g.submit(f"tap:{forests[0]}")
    assert g.pending.ids() == [f"tap:{bear}"]  # a second Forest would leave {2}{G} unpaid
    g.submit(f"tap:{bear}")
    assert g.pending.kind == "priority"
    assert [g.state.objects[o].card for o in g.state.zones["stack"]] == ["Fear of Exposure"]
