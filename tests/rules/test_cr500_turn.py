"""CR 500–514 — Estructura del turno: step order (500.1), untap (502.3), draw (504.1), mana
emptying between steps (500.5), cleanup (514.1, 514.2) and summoning sickness (302.6)."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import one

LIB = ["Llanura"] * 8


def pass_until(g: Game, turn: int, step: str, kinds: tuple[str, ...] = ("priority",)) -> list[str]:
    """Pass priority (declaring no attackers or blockers) until a decision of one of ``kinds``
    in ``step`` of ``turn``; return the steps in which priority was received on the way."""
    seen: list[str] = []
    for _ in range(80):
        d = g.pending
        if g.state.turn == turn and g.state.step == step and d.kind in kinds:
            return seen
        if d.kind == "priority":
            seen.append(g.state.step)
            g.submit("pass")
        elif d.kind in ("attackers", "blockers"):
            g.submit("done")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError(f"never reached turn {turn} {step}")


def step_entries(g: Game, start: int) -> list[tuple[str, str]]:
    return [(e.key[5:], e.rule) for e in list(g.log)[start:] if e.key.startswith("step.")]


def test_500_1_step_order_of_a_turn_with_combat():
    g = build(battlefields=(["Test Bear"], []), libraries=(LIB, LIB), step="upkeep")
    start = len(g.log)
    seen = pass_until(g, 2, "declare_attackers", ("attackers",))
    g.submit(f"attack:{one(g, 'Test Bear')}")
    seen += pass_until(g, 3, "upkeep")
    assert step_entries(g, start) == [
        ("draw", "504.1"),
        ("main1", "505.1"),
        ("begin_combat", "507.1"),
        ("declare_attackers", "508.1"),
        ("declare_blockers", "509.1"),
        ("combat_damage", "510.1"),
        ("end_combat", "511.1"),
        ("main2", "505.1"),
        ("end", "513.1"),
        ("cleanup", "514.1"),
        ("untap", "502.1"),
        ("upkeep", "503.1"),
    ]
    # players receive priority in every step but untap (502.4) and cleanup (514.3)
    steps_with_priority = list(dict.fromkeys(seen))
    assert steps_with_priority == [
        "upkeep",
        "draw",
        "main1",
        "begin_combat",
        "declare_attackers",
        "declare_blockers",
        "combat_damage",
        "end_combat",
        "main2",
        "end",
    ]
    assert g.state.player(1).life == 18


def test_508_8_no_attackers_skips_declare_blockers_and_combat_damage():
    g = build(libraries=(LIB, LIB), step="main1")
    start = len(g.log)
    pass_until(g, 2, "main2")
    assert [s for s, _ in step_entries(g, start)] == [
        "begin_combat",
        "declare_attackers",
        "end_combat",
        "main2",
    ]
    assert "508.8" in g.log.rules()


def test_500_1_turns_alternate_between_players():
    g = build(libraries=(LIB, LIB), step="end", active=0, turn=2)
    pass_until(g, 3, "upkeep")
    assert g.state.active == 1
    assert g.pending.player == 1
    pass_until(g, 4, "upkeep")
    assert g.state.active == 0


def test_502_3_untap_step_untaps_the_active_players_permanents_only():
    g = build(
        battlefields=(
            [{"name": "Pantano", "tapped": True}, {"name": "Test Bear", "tapped": True}],
            [{"name": "Montaña", "tapped": True}],
        ),
        libraries=(LIB, LIB),
        step="end",
        active=1,
        turn=2,
    )
    swamp, bear, mountain = one(g, "Swamp"), one(g, "Test Bear"), one(g, "Mountain")
    pass_until(g, 3, "upkeep")
    assert g.state.active == 0
    assert not g.state.objects[swamp].tapped
    assert not g.state.objects[bear].tapped
    assert g.state.objects[mountain].tapped  # not the active player's
    assert g.log.rules().count("502.3") == 2


def test_504_1_draw_step_active_player_draws_the_top_card():
    g = build(
        libraries=(["Test Giant", *LIB], LIB), hands=([], []), step="upkeep", active=0, turn=2
    )
    top = g.state.zones["library/0"][-1]
    assert g.state.objects[top].card == "Test Giant"
    pass_until(g, 2, "draw")
    assert [g.state.objects[i].card for i in g.state.zones["hand/0"]] == ["Test Giant"]
    assert len(g.state.zones["library/0"]) == len(LIB)
    assert g.state.zones["hand/1"] == []  # only the active player draws
    assert g.pending.player == 0  # 117.3a: priority after the turn-based action
    assert any(e.rule == "504.1" and e.key == "draw" for e in g.log)


def test_500_5_mana_empties_from_pools_when_a_step_ends():
    g = build(libraries=(LIB, LIB), step="main1")
    g.state.player(0).pool = (0, 0, 2, 0, 0, 0)  # setup: two {B} floating in P0's pool
    g.state.player(1).pool = (0, 0, 0, 1, 0, 0)
    g.submit("pass")
    assert g.state.player(0).pool == (0, 0, 2, 0, 0, 0)  # still the same step
    g.submit("pass")
    assert g.state.step == "begin_combat"
    assert g.state.player(0).pool == (0, 0, 0, 0, 0, 0)
    assert g.state.player(1).pool == (0, 0, 0, 0, 0, 0)
    assert any(e.key == "mana.empty" for e in g.log)


def test_500_5_mana_emptying_is_logged_with_rule_500_5():
    """The Spanish CR numbers "any unused mana … empties" as 500.5 (500.4 is about effects
    lasting until a step begins); the log must cite the Spanish numbering."""
    g = build(libraries=(LIB, LIB), step="main1")
    g.state.player(0).pool = (1, 0, 0, 0, 0, 0)
    g.submit("pass")
    g.submit("pass")
    entries = [e for e in g.log if e.key == "mana.empty"]
    assert len(entries) == 1
    assert entries[0].rule == "500.5"


def test_514_1_cleanup_active_player_discards_down_to_seven():
    g = build(
        hands=(["Llanura"] * 9, ["Pantano"] * 9),
        libraries=(LIB, LIB),
        step="end",
        active=0,
        turn=2,
    )
    g.submit("pass")
    g.submit("pass")
    assert g.state.step == "cleanup"
    assert g.pending.kind == "discard"
    assert g.pending.player == 0
    assert g.pending.prompt_args == (2,)
    assert len(g.pending.options) == 9
    g.submit(g.pending.ids()[0])
    assert g.pending.kind == "discard"
    assert g.pending.prompt_args == (1,)
    g.submit(g.pending.ids()[0])
    assert len(g.state.zones["hand/0"]) == 7
    assert len(g.state.zones["graveyard/0"]) == 2
    assert len(g.state.zones["hand/1"]) == 9  # the non-active player keeps 9
    assert g.log.rules().count("514.1") >= 3  # step begins + two discards
    assert g.state.turn == 3


def test_514_1_no_discard_with_seven_or_fewer_cards():
    g = build(hands=(["Llanura"] * 7, []), libraries=(LIB, LIB), step="end")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "priority"
    assert g.state.turn == 3  # cleanup ended without a decision
    assert len(g.state.zones["hand/0"]) == 7


def test_514_2_cleanup_removes_marked_damage():
    g = build(
        battlefields=([{"name": "Test Giant", "damage": 3}], [{"name": "Test Bear", "damage": 1}]),
        libraries=(LIB, LIB),
        step="end",
    )
    giant, bear = one(g, "Test Giant"), one(g, "Test Bear")
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[giant].damage == 0
    assert g.state.objects[bear].damage == 0
    assert "514.2" in g.log.rules()


def test_514_2_until_end_of_turn_effects_end_in_cleanup():
    g = build(
        hands=(["Give In to Violence"], []),
        battlefields=(["Pantano", "Pantano", "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Give In to Violence', 'hand/0')}")
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit("pass")
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4)
    assert "lifelink" in c.keywords
    pass_until(g, 2, "end")
    assert g.characteristics(bear).power == 4  # still this turn
    pass_until(g, 3, "upkeep")
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (2, 2)
    assert "lifelink" not in c.keywords
    assert g.state.effects == []


def test_302_6_creature_not_controlled_since_turn_start_cannot_attack():
    g = build(
        battlefields=([{"name": "Test Bear", "sick": True}, "Test Giant"], []),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    pass_until(g, 2, "declare_attackers", ("attackers",))
    assert f"attack:{giant}" in g.pending.ids()
    assert f"attack:{bear}" not in g.pending.ids()


def test_302_6_creature_cast_this_turn_cannot_attack():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Bosque", "Bosque"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    g.submit("pass")
    g.submit("pass")
    bear = one(g, "Test Bear")
    assert g.state.objects[bear].controller == 0
    seen = pass_until(g, 2, "main2")
    assert "declare_attackers" in seen
    assert "508.8" in g.log.rules()  # no creature could be declared as an attacker
    assert g.state.player(1).life == 20


def test_302_6_summoning_sickness_ends_when_its_controllers_turn_begins():
    g = build(
        battlefields=([{"name": "Test Bear", "sick": True}], []),
        libraries=(LIB, LIB),
        step="end",
        active=1,
        turn=2,
    )
    bear = one(g, "Test Bear")
    pass_until(g, 3, "declare_attackers", ("attackers",))
    assert f"attack:{bear}" in g.pending.ids()


def test_302_6_tap_ability_of_a_sick_creature_cannot_be_activated():
    """Ragged Playmate ({1}, {T}: ...) entered this turn: its {T} ability can't be used."""
    g = build(
        battlefields=([{"name": "Ragged Playmate", "sick": True}, "Montaña"], []),
        libraries=(LIB, LIB),
    )
    mate = one(g, "Ragged Playmate")
    assert f"activate:{mate}:0" not in g.pending.ids()
    g = build(battlefields=(["Ragged Playmate", "Montaña"], []), libraries=(LIB, LIB))
    mate = one(g, "Ragged Playmate")
    assert f"activate:{mate}:0" in g.pending.ids()


def test_302_6_creature_cast_this_turn_cannot_use_tap_abilities():
    g = build(
        hands=(["Ragged Playmate"], []),
        battlefields=(["Montaña"] * 3, []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Ragged Playmate', 'hand/0')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    g.submit("pass")
    g.submit("pass")
    mate = one(g, "Ragged Playmate")
    assert g.state.objects[mate].sick
    assert not any(o.startswith("activate:") for o in g.pending.ids())


def test_302_6_tap_mana_ability_of_a_sick_creature_cannot_pay_costs():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Bosque", {"name": "Test Elf", "sick": True}], []),
        libraries=(LIB, LIB),
    )
    assert not any(o.startswith("cast:") for o in g.pending.ids())
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Bosque", "Test Elf"], []),
        libraries=(LIB, LIB),
    )
    assert any(o.startswith("cast:") for o in g.pending.ids())
    g.submit(g.pending.ids()[0])
    assert g.state.objects[one(g, "Test Elf")].tapped
