"""CR 602 — Activar habilidades activadas: costs with {T}, sacrifice and mana (602.2), the
ability on the stack, and "activa esto solo como un conjuro" (602.5d)."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import ids, one, resolve_top

LIB = ["Llanura"] * 5


def activations(g: Game) -> list[str]:
    return [o for o in g.pending.ids() if o.startswith("activate:")]


def faithful_board(**kw: object) -> Game:
    args: dict[str, object] = {
        "hands": (["Asesinato"], []),
        "battlefields": (["Pantano"] * 4 + ["Valgavoth's Faithful"], ["Test Bear"]),
        "graveyards": (["Test Giant"], ["Test Wall"]),
        "libraries": (LIB, LIB),
    }
    args.update(kw)
    return build(**args)  # type: ignore[arg-type]


# -- {T} costs -----------------------------------------------------------------------------


def test_602_2_tap_mana_and_sacrifice_costs_then_the_ability_uses_the_stack():
    """Bear Trap: {3}, {T}, sacrifice it: 3 damage to target creature."""
    g = build(
        battlefields=(["Bear Trap", "Pantano", "Pantano", "Pantano"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    trap, giant = one(g, "Bear Trap"), one(g, "Test Giant")
    assert activations(g) == [f"activate:{trap}:0"]
    g.submit(f"activate:{trap}:0")
    assert g.pending.kind == "target"
    assert g.pending.ids() == [f"target:{giant}"]
    g.submit(f"target:{giant}")
    assert g.pending.kind == "priority"
    assert g.pending.player == 0  # 117.3c
    assert trap not in g.state.objects  # sacrificed as part of the cost (602.2b)
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/0"]] == ["Bear Trap"]
    assert all(g.state.objects[i].tapped for i in ids(g, "Swamp"))
    (ab,) = g.state.zones["stack"]
    obj = g.state.objects[ab]
    assert (obj.card, obj.source, obj.ability, obj.controller) == ("Bear Trap", trap, 0, 0)
    assert obj.targets == ((giant,),)
    assert g.state.objects[giant].damage == 0  # not yet: it uses the stack
    assert "602.2b" in g.log.rules()
    resolve_top(g)  # 113.7a: it resolves although its source is gone
    assert g.state.objects[giant].damage == 3
    assert g.state.zones["stack"] == []
    assert len(g.state.zones["graveyard/0"]) == 1  # an ability is not a card (608.2n)


def test_602_2_tapped_permanent_cannot_pay_a_tap_cost():
    g = build(
        battlefields=([{"name": "Ragged Playmate", "tapped": True}, "Pantano"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    assert activations(g) == []
    g = build(
        battlefields=(["Ragged Playmate", "Pantano"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    mate = one(g, "Ragged Playmate")
    g.submit(f"activate:{mate}:0")
    g.submit(f"target:{one(g, 'Test Bear')}")
    assert g.state.objects[mate].tapped
    assert activations(g) == []  # once tapped it can't be activated again


def test_602_2_targets_must_match_the_abilitys_description():
    """Ragged Playmate: target creature with power 2 or less."""
    g = build(
        battlefields=(["Ragged Playmate", "Pantano"], ["Test Bear", "Test Giant"]),
        libraries=(LIB, LIB),
    )
    mate, bear = one(g, "Ragged Playmate"), one(g, "Test Bear")
    g.submit(f"activate:{mate}:0")
    assert set(g.pending.ids()) == {f"target:{mate}", f"target:{bear}"}  # not the 4/4


def test_115_5_ability_of_a_permanent_may_target_that_permanent():
    """115.5 makes only the spell or ability on the stack an illegal target for itself;
    Ragged Playmate's ability can target Ragged Playmate."""
    g = build(battlefields=(["Ragged Playmate", "Pantano"], []), libraries=(LIB, LIB))
    mate = one(g, "Ragged Playmate")
    g.submit(f"activate:{mate}:0")
    assert g.pending.ids() == [f"target:{mate}"]
    g.submit(f"target:{mate}")
    resolve_top(g)
    assert "unblockable" in g.characteristics(mate).keywords


def test_113_7a_ability_resolves_even_if_its_source_has_left_the_battlefield():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=(["Ragged Playmate", "Pantano", "Test Bear"], ["Pantano"] * 3),
        libraries=(LIB, LIB),
    )
    mate, bear = one(g, "Ragged Playmate"), one(g, "Test Bear")
    g.submit(f"activate:{mate}:0")
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{mate}")
    resolve_top(g)  # Murder resolves: the Playmate dies
    assert mate not in g.state.zones["battlefield"]
    resolve_top(g)  # the ability still resolves
    assert "unblockable" in g.characteristics(bear).keywords


def test_602_2_land_tap_and_sacrifice_ability_the_turn_it_is_played():
    """Terramorphic Expanse: {T}, sacrifice it: search for a basic land, put it onto the
    battlefield tapped, then shuffle (701.23). 302.6 doesn't apply to lands."""
    g = build(
        hands=(["Expansión terramórfica"], []),
        libraries=(["Llanura", "Pantano", "Test Bear", "Llanura"], LIB),
    )
    g.submit(f"play:{one(g, 'Terramorphic Expanse', 'hand/0')}")
    expanse = one(g, "Terramorphic Expanse")
    assert f"activate:{expanse}:0" in g.pending.ids()
    g.submit(f"activate:{expanse}:0")
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/0"]] == [
        "Terramorphic Expanse"
    ]
    resolve_top(g)
    assert g.pending.kind == "search"
    found = {g.state.objects[int(o.split(":")[1])].card for o in g.pending.ids() if o != "none"}
    assert found == {"Plains", "Swamp"}  # basic land cards only
    swamp = one(g, "Swamp", "library/0")
    g.submit(f"search:{swamp}")
    (land,) = ids(g, "Swamp")
    assert g.state.objects[land].tapped
    assert len(g.state.zones["library/0"]) == 3
    assert "701.24a" in g.log.rules()  # the library was shuffled


# -- sacrifice costs -----------------------------------------------------------------------


def test_602_2_sacrifice_self_cost_is_paid_on_activation():
    g = faithful_board()
    faithful = one(g, "Valgavoth's Faithful")
    giant_card = one(g, "Test Giant", "graveyard/0")
    assert f"activate:{faithful}:0" in g.pending.ids()
    g.submit(f"activate:{faithful}:0")
    assert g.pending.kind == "target"
    # "target creature card from your graveyard": not the opponent's graveyard
    assert g.pending.ids() == [f"target:{giant_card}"]
    g.submit(f"target:{giant_card}")
    assert g.pending.kind == "priority"
    assert faithful not in g.state.zones["battlefield"]
    assert "Valgavoth's Faithful" in [g.state.objects[i].card for i in g.state.zones["graveyard/0"]]
    assert all(g.state.objects[i].tapped for i in ids(g, "Swamp"))  # {3}{B}
    (ab,) = g.state.zones["stack"]
    assert g.state.objects[ab].ability == 0
    resolve_top(g)
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].controller == 0


def test_602_2_sacrifice_a_land_cost_offers_only_own_lands():
    g = build(
        battlefields=(
            ["Ripchain Razorkin", "Montaña", "Montaña", "Montaña", "Test Bear"],
            ["Pantano"],
        ),
        libraries=(LIB, ["Test Giant", *LIB]),
    )
    rip = one(g, "Ripchain Razorkin")
    mountains = ids(g, "Mountain")
    g.submit(f"activate:{rip}:0")
    assert g.pending.kind == "cost"
    assert sorted(g.pending.ids()) == sorted(f"sacrifice:{m}" for m in mountains)


def test_602_2_a_land_can_be_tapped_for_mana_and_sacrificed_for_the_same_cost():
    """601.2g–h via 602.2b: mana abilities are activated before costs are paid, so a Mountain
    may add {R} and then be sacrificed for Ripchain Razorkin's cost."""
    g = build(
        battlefields=(["Ripchain Razorkin", "Montaña", "Montaña", "Montaña"], []),
        libraries=(["Test Giant", *LIB], LIB),
    )
    rip = one(g, "Ripchain Razorkin")
    mountains = ids(g, "Mountain")
    assert f"activate:{rip}:0" in g.pending.ids()
    g.submit(f"activate:{rip}:0")
    g.submit(f"sacrifice:{mountains[0]}")
    assert g.pending.kind == "priority"
    assert len(ids(g, "Mountain")) == 2
    assert all(g.state.objects[m].tapped for m in ids(g, "Mountain"))
    assert len(g.state.zones["stack"]) == 1
    resolve_top(g)
    assert [g.state.objects[i].card for i in g.state.zones["hand/0"]] == ["Test Giant"]


def test_602_2_mana_part_of_the_cost_must_be_payable():
    g = build(battlefields=(["Ripchain Razorkin", "Montaña", "Montaña"], []), libraries=(LIB, LIB))
    assert activations(g) == []


def test_602_2_ability_without_sorcery_restriction_any_time_with_priority():
    g = build(
        battlefields=(["Montaña"] * 4, ["Ripchain Razorkin"]),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    assert activations(g) == []  # not P0's
    g.submit("pass")
    assert activations(g) == []  # P1 has no lands to sacrifice
    g = build(
        battlefields=([], ["Ripchain Razorkin", "Montaña", "Montaña", "Montaña"]),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    g.submit("pass")
    rip = one(g, "Ripchain Razorkin")
    assert g.pending.player == 1
    assert f"activate:{rip}:0" in g.pending.ids()  # opponent's turn, combat


# -- 602.5d "activate only as a sorcery" ---------------------------------------------------


def test_602_5d_sorcery_speed_ability_in_own_main_phase_with_empty_stack():
    g = faithful_board()
    faithful = one(g, "Valgavoth's Faithful")
    assert f"activate:{faithful}:0" in g.pending.ids()
    g = faithful_board(step="main2")
    assert f"activate:{one(g, 'Valgavoth' + chr(39) + 's Faithful')}:0" in g.pending.ids()


def test_602_5d_sorcery_speed_ability_not_outside_main_phase():
    for step in ("upkeep", "begin_combat", "end"):
        g = faithful_board(step=step)
        assert activations(g) == [], step
    g = build(
        battlefields=(["Malevolent Chandelier", "Pantano", "Pantano"], []),
        graveyards=([], ["Test Bear"]),
        libraries=(LIB, LIB),
        step="end",
    )
    assert activations(g) == []
    g = build(
        battlefields=(["Malevolent Chandelier", "Pantano", "Pantano"], []),
        graveyards=([], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    assert activations(g) == [f"activate:{one(g, 'Malevolent Chandelier')}:0"]


def test_602_5d_sorcery_speed_ability_not_while_the_stack_is_not_empty():
    g = faithful_board(battlefields=(["Pantano"] * 7 + ["Valgavoth's Faithful"], ["Test Bear"]))
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    assert g.pending.player == 0
    assert g.state.zones["stack"]
    # the Swamps left untapped could still pay {3}{B}
    assert sum(not g.state.objects[i].tapped for i in ids(g, "Swamp")) == 4
    assert activations(g) == []


def test_602_5d_sorcery_speed_ability_not_in_the_opponents_turn():
    g = faithful_board(active=1)
    g.submit("pass")
    assert g.pending.player == 0
    assert g.state.step == "main1"
    assert activations(g) == []
