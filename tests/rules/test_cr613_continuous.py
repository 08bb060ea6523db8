"""Attachments (CR 301.5, 303.4, 701.3, 704.5m–n), counters (122), control (613.1b, 302.6,
506.4) and durations of continuous effects (611.2), played with test-only cards."""

from __future__ import annotations

from grimorio.rules.events.objects import ZoneChange
from grimorio.scenario.board import build
from support import cards, one, pay, resolve_top, to_attackers

LIB = ["Llanura"] * 5


def _cast(g, card: str, *choices: str, player: int = 0) -> None:  # type: ignore[no-untyped-def]
    g.submit(f"cast:{one(g, card, f'hand/{player}')}")
    for c in choices:
        g.submit(c)
    pay(g)


def test_303_4a_608_3c_aura_spell_targets_and_enters_attached() -> None:
    """303.4a: an Aura spell targets what its enchant ability allows; 608.3c: it enters
    attached to that object, whose characteristics its static ability then changes (604.4)."""
    g = build(
        hands=(["Test Crown"], []),
        battlefields=(["Llanura", "Llanura", "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    _cast(g, "Test Crown", f"target:{bear}")
    resolve_top(g)
    crown = one(g, "Test Crown")
    assert g.state.objects[crown].attached_to == bear
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4)
    assert "608.3c" in g.log.rules()


def test_604_4_the_auras_bonus_counts_for_lethal_damage() -> None:
    """604.4 / 704.5g: an Aura's bonus is part of the creature's toughness — 3 damage doesn't
    destroy a 2/2 wearing a +2/+2 Aura."""
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(
            ["Montaña"] * 4 + [{"name": "Test Crown", "attached_to": "Test Bear"}],
            ["Test Bear"],
        ),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    assert g.characteristics(bear).toughness == 4
    _cast(g, "Test Blast", "x:3", f"target:{bear}")
    resolve_top(g)
    assert cards(g, "battlefield") == ["Mountain"] * 4 + ["Test Crown", "Test Bear"]


def test_704_5m_aura_whose_creature_stops_being_legal_goes_away() -> None:
    """704.5m / 303.4c: an Aura whose enchanted permanent dies is put into the graveyard in
    the same check that it's found illegal."""
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(
            ["Montaña"] * 3 + [{"name": "Test Aura", "attached_to": "Test Bear"}],
            ["Test Bear"],
        ),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    _cast(g, "Test Blast", "x:2", f"target:{bear}")
    resolve_top(g)
    assert "Test Aura" in cards(g, "graveyard/0") and "Test Bear" in cards(g, "graveyard/1")
    assert "704.5m" in g.log.rules()


def test_702_6a_equip_attaches_at_sorcery_speed_and_gives_the_bonus() -> None:
    """702.6a / 301.5: "Equip {1}" attaches the Equipment to a creature you control, only as
    a sorcery; the equipped creature gets its bonus, and moving it moves the bonus (604.4)."""
    g = build(
        battlefields=(["Llanura", "Llanura", "Test Blade", "Test Bear", "Test Giant"], []),
        libraries=(LIB, LIB),
    )
    blade, bear, giant = one(g, "Test Blade"), one(g, "Test Bear"), one(g, "Test Giant")
    activate = [o.id for o in g.pending.options if o.id.startswith(f"activate:{blade}")]
    assert activate, "equip is offered in the main phase with an empty stack"
    g.submit(activate[0])
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    assert g.characteristics(bear).power == 3
    g.submit(activate[0])
    g.submit(f"target:{giant}")
    pay(g)
    resolve_top(g)
    assert g.characteristics(bear).power == 2 and g.characteristics(giant).power == 5
    assert g.state.objects[blade].attached_to == giant


def test_702_6a_no_equip_while_the_stack_is_not_empty() -> None:
    """602.5d / 702.6a: equip is activated only as a sorcery — not with a spell on the stack."""
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(["Montaña", "Montaña", "Test Blade", "Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Blast", "x:0", f"target:{one(g, 'Test Giant')}")
    assert not [o for o in g.pending.options if o.id.startswith("activate:")]


def test_613_1b_302_6_control_changes_with_the_aura_and_sickness_follows() -> None:
    """613.1b: "You control enchanted creature" changes its controller (an event, logged);
    302.6: it hasn't been under its new controller's control since their turn began, so it
    can't attack this turn."""
    g = build(
        hands=(["Test Theft"], []),
        battlefields=(["Isla"] * 4, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    _cast(g, "Test Theft", f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].controller == 0
    assert g.characteristics(bear).controller == 0
    assert g.state.objects[bear].sick
    assert "613.1b" in g.log.rules()
    while g.pending.kind not in ("attackers",) and g.state.step != "main2":
        g.submit("pass")
    assert g.pending.kind != "attackers" or not [
        o for o in g.pending.options if o.id.startswith(f"attack:{bear}")
    ]


def test_611_2b_while_you_control_ends_when_the_source_leaves() -> None:
    """611.2b: "for as long as you control Test Keeper" ends when Test Keeper leaves; control
    goes back to the creature's owner."""
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(["Montaña", "Test Keeper"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    keeper, bear = one(g, "Test Keeper"), one(g, "Test Bear")
    g.submit(next(o.id for o in g.pending.options if o.id.startswith(f"activate:{keeper}")))
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[bear].controller == 0
    g.emit(ZoneChange(keeper, "graveyard", "701.21a", "sacrifice"))
    assert g.state.objects[bear].controller == 1
    assert "611.2b" in g.log.rules()


def test_506_4_a_creature_that_changes_control_leaves_combat() -> None:
    """506.4: an attacking creature whose controller changes is removed from combat."""
    g = build(
        hands=([], ["Test Borrow"]),
        battlefields=(["Test Giant"], ["Montaña"]),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    giant = one(g, "Test Giant")
    to_attackers(g)
    g.submit(f"attack:{giant}")
    while g.pending.player != 1 or g.pending.kind != "priority":
        g.submit(g.pending.options[-1].id if g.pending.kind == "attackers" else "pass")
    assert giant in g.state.combat.attackers
    _cast(g, "Test Borrow", f"target:{giant}", player=1)
    resolve_top(g)
    assert g.state.objects[giant].controller == 1
    assert g.state.combat is None or giant not in g.state.combat.attackers
    assert "haste" in g.characteristics(giant).keywords


def test_514_2_control_until_end_of_turn_ends_in_cleanup() -> None:
    """514.2: "until end of turn" control ends in the cleanup step; the owner controls it
    again."""
    g = build(
        hands=(["Test Borrow"], []),
        battlefields=(["Montaña"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    _cast(g, "Test Borrow", f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].controller == 0
    while g.state.turn == 2:
        g.submit(g.pending.options[0].id if g.pending.kind != "priority" else "pass")
    assert g.state.objects[bear].controller == 1


def test_122_1d_stun_counter_replaces_the_untap() -> None:
    """122.1d: a tapped permanent with a stun counter that would untap loses the counter
    instead, and stays tapped; the next untap works."""
    g = build(
        battlefields=([], [{"name": "Test Bear", "tapped": True, "counters": {"stun": 1}}]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    while g.state.turn == 2 or g.state.step == "untap":
        g.submit(g.pending.options[0].id if g.pending.kind != "priority" else "pass")
    assert g.state.objects[bear].tapped and "stun" not in g.state.objects[bear].counters
    assert "122.1d" in g.log.rules()


def test_122_1d_stun_counter_put_by_a_spell() -> None:
    """122.6: putting a counter on a permanent; 122.1d then keeps it tapped once."""
    g = build(
        hands=(["Test Stun"], []),
        battlefields=(["Isla"], [{"name": "Test Bear", "tapped": True}]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    _cast(g, "Test Stun", f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].counters == {"stun": 1}


def test_122_1h_finality_counter_exiles_instead() -> None:
    """122.1h: a permanent with a finality counter that would go to a graveyard from the
    battlefield is exiled instead."""
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(
            ["Montaña", "Montaña", "Montaña"],
            [{"name": "Test Bear", "counters": {"finality": 1}}],
        ),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Blast", "x:2", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"] and cards(g, "graveyard/1") == []
    assert "122.1h" in g.log.rules()


def test_122_1b_613_7c_keyword_counter_after_losing_abilities() -> None:
    """122.1b / 613.1f: a keyword counter gives its keyword in layer 6, in timestamp order
    (613.7c): a flying counter put after a "loses flying" effect began still gives flying."""
    g = build(
        battlefields=([{"name": "Test Bear", "counters": {"flying": 1}}], []),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    assert "flying" in g.characteristics(bear).keywords


def test_122_5_move_counters_and_double_them() -> None:
    """122.5: moving counters removes them from one object and puts them on the other;
    doubling puts as many again (122.6)."""
    g = build(
        hands=(["Test Mover", "Test Doubler"], []),
        battlefields=(
            ["Bosque", "Bosque", {"name": "Test Bear", "counters": {"+1/+1": 2}}, "Test Giant"],
            [],
        ),
        libraries=(LIB, LIB),
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    _cast(g, "Test Mover", f"target:{bear}", f"target:{giant}")
    resolve_top(g)
    assert g.state.objects[bear].counters == {} and g.state.objects[giant].counters == {"+1/+1": 2}
    _cast(g, "Test Doubler", f"target:{giant}")
    resolve_top(g)
    assert g.state.objects[giant].counters == {"+1/+1": 4}
    assert g.characteristics(giant).power == 8


def test_611_2a_until_your_next_turn_lasts_through_the_opponents_turn() -> None:
    """611.2a: "until your next turn" lasts through the opponent's turn and ends when the
    controller's next turn begins."""
    g = build(
        hands=(["Test Chill"], []),
        battlefields=(["Isla"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    giant = one(g, "Test Giant")
    _cast(g, "Test Chill", f"target:{giant}")
    resolve_top(g)
    assert g.characteristics(giant).power == 2
    while g.state.turn == 2:
        g.submit(g.pending.options[0].id if g.pending.kind != "priority" else "pass")
    assert g.state.turn == 3 and g.characteristics(giant).power == 2  # opponent's turn
    while g.state.turn == 3:
        g.submit(g.pending.options[0].id if g.pending.kind != "priority" else "pass")
    assert g.characteristics(giant).power == 4
