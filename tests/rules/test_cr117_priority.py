"""CR 117 — Cuándo jugar y prioridad, with 307.1 (sorcery timing) and the auto-pass switch."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import cast, one

LIB = ["Llanura"] * 5


def board(**kw: object) -> Game:
    """P0: Murder, Pyroclasm, Test Bear in hand; 4 Swamps and 2 Mountains.
    P1: Winter's Intervention in hand; 2 Swamps and a Test Bear."""
    args: dict[str, object] = {
        "hands": (["Asesinato", "Detonación ígnea", "Test Bear"], ["Intervención de Winter"]),
        "battlefields": (
            ["Pantano"] * 4 + ["Montaña"] * 2 + ["Bosque"],
            ["Pantano", "Pantano", "Test Bear"],
        ),
        "libraries": (LIB, LIB),
    }
    args.update(kw)
    return build(**args)  # type: ignore[arg-type]


def cast_ids(g: Game) -> set[str]:
    return {g.state.objects[int(o.split(":")[1])].card for o in g.pending.ids() if "cast:" in o}


def test_117_3a_active_player_gets_priority_first_in_a_step():
    for active in (0, 1):
        g = build(libraries=(LIB, LIB), active=active, step="main1")
        assert g.pending.kind == "priority"
        assert g.pending.player == active
        g.submit("pass")
        assert g.pending.player == 1 - active
        g.submit("pass")
        assert g.state.step == "begin_combat"
        assert g.pending.player == active


def test_117_3a_active_player_gets_priority_first_after_the_game_starts():
    g = Game.new(decks=(["Llanura"] * 40, ["Llanura"] * 40), seed=11, auto_pass=False)
    g.submit("keep")
    g.submit("keep")
    g.submit("done")  # CR 103.6: the opening-hand question, asked of everyone
    g.submit("done")
    assert g.pending.kind == "priority"
    assert g.state.step == "upkeep"  # no priority in the untap step (502.4)
    assert g.pending.player == g.state.active == g.state.starting_player


def test_117_3c_caster_receives_priority_after_casting():
    g = board()
    bear = one(g, "Test Bear")
    cast(g, "Murder", f"target:{bear}")
    assert len(g.state.zones["stack"]) == 1
    assert g.pending.kind == "priority"
    assert g.pending.player == 0
    assert g.state.objects[g.state.zones["stack"][0]].card == "Murder"


def test_117_3c_non_active_caster_receives_priority_after_casting():
    g = board()
    g.submit("pass")
    assert g.pending.player == 1
    my_bear = one(g, "Test Bear", "battlefield")
    cast(g, "Winter's Intervention", f"target:{my_bear}", player=1)
    assert g.pending.player == 1
    assert g.state.zones["stack"]


def test_117_3d_passing_gives_priority_to_the_next_player_without_resolving():
    g = board()
    bear = one(g, "Test Bear")
    cast(g, "Murder", f"target:{bear}")
    g.submit("pass")
    assert g.pending.player == 1
    assert len(g.state.zones["stack"]) == 1
    assert bear in g.state.zones["battlefield"]


def test_117_4_all_pass_in_succession_resolves_top_then_117_3b_active_player_priority():
    g = board()
    g.submit("pass")  # P0 passes with an empty stack
    target = one(g, "Test Bear")
    cast(g, "Winter's Intervention", f"target:{target}", player=1)
    g.submit("pass")  # P1 passes: P0's earlier pass doesn't count (117.4 "in succession")
    assert g.pending.player == 0
    assert len(g.state.zones["stack"]) == 1
    assert g.state.player(1).life == 20
    g.submit("pass")  # now both have passed in succession: the spell resolves
    assert g.state.zones["stack"] == []
    assert g.state.player(1).life == 22
    assert target not in g.state.zones["battlefield"]
    assert g.state.step == "main1"  # resolving doesn't end the step (500.2)
    assert g.pending.kind == "priority"
    assert g.pending.player == 0  # 117.3b: the active player, not the caster


def test_117_4_only_the_top_object_resolves():
    g = board(
        battlefields=(["Pantano"] * 6, ["Test Giant"]),
        hands=(["Asesinato", "Intervención de Winter"], []),
    )
    giant = one(g, "Test Giant")
    cast(g, "Murder", f"target:{giant}")
    cast(g, "Winter's Intervention", f"target:{giant}")
    murder = one(g, "Murder", "stack")
    g.submit("pass")
    g.submit("pass")
    assert g.state.zones["stack"] == [murder]
    assert g.state.player(0).life == 22
    assert g.state.objects[giant].damage == 2
    assert g.pending.player == 0
    g.submit("pass")
    g.submit("pass")
    assert g.state.zones["stack"] == []
    assert giant not in g.state.zones["battlefield"]


def test_117_4_all_passing_with_an_empty_stack_ends_the_step():
    g = board()
    g.submit("pass")
    assert g.state.step == "main1"
    g.submit("pass")
    assert g.state.step == "begin_combat"
    assert "507.1" in g.log.rules()


def test_307_1_sorcery_only_in_own_main_phase_with_empty_stack():
    g = board()
    assert "Pyroclasm" in cast_ids(g)  # own main phase, empty stack
    bear = one(g, "Test Bear")
    cast(g, "Murder", f"target:{bear}")
    assert g.pending.player == 0
    assert "Pyroclasm" not in cast_ids(g)  # the stack is not empty
    g = board(step="begin_combat")
    assert "Pyroclasm" not in cast_ids(g)
    assert "Murder" in cast_ids(g)
    g = board(step="main2")
    assert "Pyroclasm" in cast_ids(g)
    g = board(step="upkeep")
    assert "Pyroclasm" not in cast_ids(g)


def test_307_1_no_sorcery_in_the_opponents_main_phase():
    g = board(active=1)
    assert g.pending.player == 1
    g.submit("pass")
    assert g.pending.player == 0
    assert g.state.step == "main1"
    assert g.state.zones["stack"] == []
    assert "Pyroclasm" not in cast_ids(g)
    assert "Test Bear" not in cast_ids(g)  # a creature spell is not an instant (117.1a)
    assert "Murder" in cast_ids(g)


def test_117_1a_creature_spell_only_at_sorcery_speed():
    g = board()
    assert "Test Bear" in cast_ids(g)
    g = board(step="end")
    assert "Test Bear" not in cast_ids(g)


def test_117_1a_instant_any_time_the_player_has_priority():
    for step in ("upkeep", "draw", "main1", "begin_combat", "main2", "end"):
        g = board(step=step)
        assert "Murder" in cast_ids(g), step
    g = board()
    bear = one(g, "Test Bear")
    cast(g, "Murder", f"target:{bear}")
    g.submit("pass")
    # P1 may respond with an instant while Murder is on the stack
    assert g.pending.player == 1
    assert "Winter's Intervention" in cast_ids(g)


def test_auto_pass_passes_for_a_player_whose_only_option_is_pass():
    """Game.new(auto_pass=True): every priority decision with only "pass" is answered."""
    deck = ["Test Giant"] * 40  # no lands: nobody can ever do anything but pass
    g = Game.new(decks=(deck, deck), seed=3, auto_pass=True, test_cards=True)
    g.submit("keep")
    g.submit("keep")
    # the first stop is not a priority decision: the first player to hold 8 cards in the
    # cleanup step (the second player, on turn 2) must discard (514.1)
    assert g.pending.kind == "discard"
    assert g.state.turn == 2
    assert g.state.step == "cleanup"
    assert g.pending.player == 1 - g.state.starting_player
    assert "pass" not in g.answers  # passes made automatically are not answers


def test_auto_pass_stops_when_there_is_something_else_to_do():
    g = Game.new(decks=(["Llanura"] * 40, ["Llanura"] * 40), seed=4, auto_pass=True)
    g.submit("keep")
    g.submit("keep")
    assert g.pending.kind == "priority"
    assert g.state.step == "main1"  # upkeep and draw were passed automatically
    assert any(o.startswith("play:") for o in g.pending.ids())


def test_auto_pass_false_never_passes_automatically():
    g = build(libraries=(LIB, LIB))
    assert g.pending.kind == "priority"
    assert g.pending.ids() == ["pass"]
    g.submit("pass")
    assert g.pending.ids() == ["pass"]
    assert g.pending.player == 1
    giants = ["Test Giant"] * 40
    g = Game.new(decks=(giants, giants), seed=5, auto_pass=False, test_cards=True)
    g.submit("keep")
    g.submit("keep")
    for _ in range(2):  # CR 103.6: asked even with nothing to put onto the battlefield
        assert g.pending.kind == "opening" and g.pending.ids() == ["done"]
        g.submit("done")
    assert g.pending.kind == "priority"
    assert g.pending.ids() == ["pass"]
    assert g.state.step == "upkeep"


def test_702_8a_flash_permanent_spell_any_time_the_player_has_priority():
    """Bear Trap has flash: it may be cast whenever its controller could cast an instant."""
    for step, active in (("begin_combat", 0), ("end", 0), ("main1", 1)):
        g = build(
            hands=(["Bear Trap"], []),
            battlefields=(["Pantano"], []),
            libraries=(LIB, LIB),
            step=step,
            active=active,
        )
        if active == 1:
            g.submit("pass")
        assert g.pending.player == 0
        assert "Bear Trap" in cast_ids(g), step
    g.submit(f"cast:{one(g, 'Bear Trap', 'hand/0')}")
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[one(g, "Bear Trap")].controller == 0
