"""Duskmourn multicolour cards that aren't legendary: Sawblade Skinripper, Inquisitive
Glimmer, Roaring Furnace // Steaming Sauna, Disturbing Mirth, Drag to the Roots, Beastie
Beatdown, Oblivious Bookworm — played through grimorio.scenario.board.build."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top, sorted_cards

SKINRIPPER = "Sawblade Skinripper"
GLIMMER = "Inquisitive Glimmer"
ROOM = "Roaring Furnace // Steaming Sauna"
MIRTH = "Disturbing Mirth"
DRAG = "Drag to the Roots"
BEATDOWN = "Beastie Beatdown"
BOOKWORM = "Oblivious Bookworm"
FOUR_TYPES = ["Test Bear", "Test Shock", "Test Anthem", "Isla"]  # delirium (CR 205.2a)


def go(g, step, turn=None):
    """Pass priority (declaring no attackers or blockers) until ``step`` (of ``turn``)."""
    while not (g.state.step == step and (turn is None or g.state.turn == turn)):
        g.submit("pass" if "pass" in g.pending.ids() else "done")


def activate(g, card, *choices, index=0):
    g.submit(f"activate:{one(g, card)}:{index}")
    for c in choices:
        g.submit(c)
    pay(g)


def cast(g, card, *choices, player=0, face=None):
    oid = ids(g, card, f"hand/{player}")[0]
    g.submit(f"cast:{oid}" if face is None else f"cast:{oid}:{face}")
    for c in choices:
        g.submit(c)
    pay(g)


def untapped(g, player=0):
    """How many of the player's lands are untapped."""
    return sum(
        1
        for o in g.state.zones["battlefield"]
        if g.state.objects[o].controller == player
        and "land" in g.characteristics(o).types
        and not g.state.objects[o].tapped
    )


# -- Sawblade Skinripper --------------------------------------------------------------------
def test_skinripper_has_menace_702_111():
    g = build(battlefields=([SKINRIPPER], []))
    assert "menace" in g.characteristics(one(g, SKINRIPPER)).keywords


def test_skinripper_sacrifices_another_creature_or_enchantment_for_a_counter_701_21a():
    g = build(battlefields=([SKINRIPPER, "Test Bear", "Test Anthem", "Pantano", "Pantano"], []))
    g.submit(f"activate:{one(g, SKINRIPPER)}:0")
    offered = sorted(g.pending.ids())
    assert offered == sorted(
        [f"sacrifice:{one(g, 'Test Bear')}", f"sacrifice:{one(g, 'Test Anthem')}"]
    )
    g.submit(f"sacrifice:{one(g, 'Test Anthem')}")  # not itself ("another")
    pay(g)
    resolve_top(g)
    assert g.state.objects[one(g, SKINRIPPER)].counters == {"+1/+1": 1}
    assert cards(g, "graveyard/0") == ["Test Anthem"]


def test_skinripper_damage_to_any_target_is_the_number_sacrificed_120_3():
    g = build(
        battlefields=([SKINRIPPER, "Test Bear", "Test Bear"] + ["Pantano"] * 4, ["Test Giant"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        step="main2",
    )
    for bear in ids(g, "Test Bear"):
        activate(g, SKINRIPPER, f"sacrifice:{bear}")
        resolve_top(g)
    g.submit("pass")
    g.submit("pass")  # the end step: the trigger goes on the stack and asks for its target
    assert g.pending.kind == "target"
    g.submit(f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Giant")].damage == 2  # two permanents sacrificed


def test_skinripper_doesnt_trigger_if_you_sacrificed_nothing_603_4():
    g = build(battlefields=([SKINRIPPER], []), step="main2", libraries=(["Isla"] * 3, []))
    g.submit("pass")
    g.submit("pass")
    assert g.state.step == "end" and not g.state.zones["stack"] and g.pending.kind == "priority"


# -- Inquisitive Glimmer --------------------------------------------------------------------
def test_glimmer_enchantment_spells_cost_one_less_generic_601_2f():
    g = build(
        hands=(["Test Anthem", "Test Bear"], []),
        battlefields=([GLIMMER, "Llanura", "Bosque"], []),
    )
    cast(g, "Test Anthem")  # {1}{W} for {W}
    assert untapped(g) == 1
    resolve_top(g)
    assert g.state.objects[one(g, "Test Anthem")].zone == "battlefield"
    # a creature spell: {1}{G}, no less — not castable with the one Forest left
    assert f"cast:{one(g, 'Test Bear', 'hand/0')}" not in g.pending.ids()


def test_glimmer_doesnt_reduce_coloured_mana_601_2f():
    """Release notes (ruling 1): only generic mana — Disturbing Mirth costs {B}{R}."""
    g = build(hands=([MIRTH], []), battlefields=([GLIMMER, "Pantano"], []))
    assert not any(o.startswith("cast:") for o in g.pending.ids())


def test_glimmer_unlock_costs_one_less_709_5e():
    room = {"name": ROOM, "unlocked": ["Roaring Furnace"]}
    g = build(battlefields=([GLIMMER, room] + ["Isla"] * 4, []))
    r = one(g, ROOM)
    g.submit(f"unlock:{r}:1")  # {3}{U}{U} for {2}{U}{U}
    pay(g)
    assert g.state.objects[r].doors == 3 and untapped(g) == 0


def test_glimmer_reductions_dont_combine_for_two_less_601_2f():
    """Release notes (ruling 1): casting a door is a spell (one less), unlocking is an
    unlock cost (one less); neither gets both."""
    g = build(hands=([ROOM], []), battlefields=([GLIMMER] + ["Isla"] * 3, []))
    assert not any(o == f"cast:{one(g, ROOM, 'hand/0')}:1" for o in g.pending.ids())
    g = build(hands=([ROOM], []), battlefields=([GLIMMER] + ["Isla"] * 4, []))
    cast(g, ROOM, face=1)  # Steaming Sauna: {3}{U}{U} for {2}{U}{U}
    assert untapped(g) == 0


def test_glimmer_doesnt_change_the_mana_value_202_3():
    """Release notes (ruling 2)."""
    g = build(hands=(["Test Anthem"], []), battlefields=([GLIMMER, "Llanura"], []))
    cast(g, "Test Anthem")
    spell = g.state.zones["stack"][-1]
    assert g.characteristics(spell).mana_value == 2


# -- Roaring Furnace // Steaming Sauna ------------------------------------------------------
def test_furnace_deals_damage_equal_to_cards_in_hand_to_an_opponents_creature_709_5h():
    g = build(
        hands=([ROOM, "Isla", "Isla", "Isla"], []),
        battlefields=(["Montaña", "Montaña", "Test Bear"], ["Test Giant", "Test Bear"]),
    )
    cast(g, ROOM, face=0)
    resolve_top(g)  # the Room enters with Roaring Furnace unlocked: it triggers
    g.submit(f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Giant")].damage == 3  # three cards in hand


def test_furnace_targets_only_a_creature_an_opponent_controls_115_1():
    g = build(
        hands=([ROOM], []),
        battlefields=(["Montaña", "Montaña", "Test Bear"], ["Test Giant"]),
    )
    cast(g, ROOM, face=0)
    resolve_top(g)
    assert g.state.zones["stack"] and g.state.objects[g.state.zones["stack"][-1]].targets == (
        (one(g, "Test Giant"),),
    )  # the only legal target: chosen for the player (603.3d)


def test_sauna_no_maximum_hand_size_402_2():
    room = {"name": ROOM, "unlocked": ["Steaming Sauna"]}
    g = build(
        hands=(["Isla"] * 9, []),
        battlefields=([room], []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        step="main2",
    )
    g.submit("pass")
    g.submit("pass")
    resolve_top(g)  # the Sauna's draw
    assert len(cards(g, "hand/0")) == 10
    g.submit("pass")
    g.submit("pass")  # cleanup: no discard
    assert g.state.turn == 3 and len(cards(g, "hand/0")) == 10


def test_sauna_draws_a_card_at_your_end_step_513_1():
    room = {"name": ROOM, "unlocked": ["Steaming Sauna"]}
    g = build(battlefields=([room], []), libraries=(["Bosque"], []), step="main2")
    g.submit("pass")
    g.submit("pass")
    resolve_top(g)
    assert cards(g, "hand/0") == ["Forest"]


def test_locked_sauna_has_no_effect_on_hand_size_709_5():
    room = {"name": ROOM, "unlocked": ["Roaring Furnace"]}
    g = build(hands=(["Isla"] * 9, []), battlefields=([room], []), step="end")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "discard" and g.pending.prompt_args == (2,)


# -- Disturbing Mirth -----------------------------------------------------------------------
def test_mirth_may_sacrifice_another_to_draw_two_608_2c():
    g = build(
        hands=([MIRTH], []),
        battlefields=(["Pantano", "Montaña", "Test Bear"], []),
        libraries=(["Isla", "Bosque", "Llanura"], []),
    )
    cast(g, MIRTH)
    resolve_top(g)
    resolve_top(g)
    bear = one(g, "Test Bear")
    assert sorted(g.pending.ids()) == sorted([f"sacrifice:{bear}", "decline"])  # not itself
    g.submit(f"sacrifice:{bear}")
    assert sorted_cards(g, "hand/0") == ["Forest", "Island"]
    assert cards(g, "graveyard/0") == ["Test Bear"]


def test_mirth_declined_draws_nothing_608_2c():
    g = build(
        hands=([MIRTH], []),
        battlefields=(["Pantano", "Montaña", "Test Bear"], []),
        libraries=(["Isla", "Bosque"], []),
    )
    cast(g, MIRTH)
    resolve_top(g)
    resolve_top(g)
    g.submit("decline")
    assert cards(g, "hand/0") == [] and one(g, "Test Bear")


def test_mirth_with_nothing_to_sacrifice_draws_nothing_608_2c():
    g = build(
        hands=([MIRTH], []),
        battlefields=(["Pantano", "Montaña"], []),
        libraries=(["Isla", "Bosque"], []),
    )
    cast(g, MIRTH)
    resolve_top(g)
    resolve_top(g)
    assert cards(g, "hand/0") == [] and g.pending.kind == "priority"


def test_mirth_sacrificed_manifests_dread_701_62a():
    g = build(
        battlefields=([SKINRIPPER, MIRTH, "Pantano", "Pantano"], []),
        libraries=(["Test Bear", "Isla"], []),
    )
    activate(g, SKINRIPPER, f"sacrifice:{one(g, MIRTH)}")
    assert len(g.state.zones["stack"]) == 2  # the trigger is on top of the ability
    resolve_top(g)
    g.submit(next(o for o in g.pending.ids() if o.startswith("manifest")))
    assert len([o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]) == 1
    assert "701.62a" in g.log.rules()


def test_mirth_destroyed_doesnt_manifest_dread_701_21a():
    g = build(
        hands=([DRAG], []),
        battlefields=([MIRTH] + ["Pantano", "Bosque"] * 2, []),
        libraries=(["Test Bear", "Isla"], []),
    )
    cast(g, DRAG, f"target:{one(g, MIRTH)}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == sorted([MIRTH, DRAG])
    assert not g.state.zones["stack"] and not g.state.triggered


# -- Drag to the Roots ----------------------------------------------------------------------
def test_drag_destroys_target_nonland_permanent_701_8a():
    g = build(
        hands=([DRAG], []),
        battlefields=(["Pantano", "Bosque", "Pantano", "Bosque"], ["Test Anthem", "Isla"]),
    )
    g.submit(f"cast:{one(g, DRAG, 'hand/0')}")
    assert g.pending.ids() == [f"target:{one(g, 'Test Anthem')}"]  # not a land
    g.submit(g.pending.ids()[0])
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Anthem"]


def test_drag_costs_two_less_with_delirium_601_2f():
    g = build(
        hands=([DRAG], []),
        battlefields=(["Pantano", "Bosque"], ["Test Giant"]),
        graveyards=(FOUR_TYPES, []),
    )
    cast(g, DRAG, f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Giant"]


def test_drag_costs_full_without_delirium_601_2f():
    g = build(
        hands=([DRAG], []),
        battlefields=(["Pantano", "Bosque"], ["Test Giant"]),
        graveyards=(FOUR_TYPES[:3], []),
    )
    assert not any(o.startswith("cast:") for o in g.pending.ids())


def test_drag_cost_is_locked_in_as_it_is_cast_601_2f():
    """Release notes (ruling 1): no player acts between announcing it and paying."""
    g = build(
        hands=([DRAG], []),
        battlefields=(["Pantano", "Bosque"], ["Test Giant"]),
        graveyards=(FOUR_TYPES, []),
    )
    g.submit(f"cast:{one(g, DRAG, 'hand/0')}")
    seen = []
    while g.pending.kind != "priority":
        seen.append(g.pending.player)
        g.submit(g.pending.ids()[0])
    assert set(seen) == {0} and len(g.state.zones["stack"]) == 1


# -- Beastie Beatdown -----------------------------------------------------------------------
def test_beatdown_your_creature_deals_damage_equal_to_its_power_120_3():
    g = build(
        hands=([BEATDOWN], []),
        battlefields=(["Montaña", "Bosque", "Test Bear"], ["Test Giant", "Test Wall"]),
    )
    cast(g, BEATDOWN, f"target:{one(g, 'Test Bear')}", f"target:{one(g, 'Test Wall')}")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Wall")].damage == 2
    assert g.state.objects[one(g, "Test Bear")].counters == {}  # no delirium


def test_beatdown_with_delirium_puts_two_counters_first_122_6():
    g = build(
        hands=([BEATDOWN], []),
        battlefields=(["Montaña", "Bosque", "Test Bear"], ["Test Rider"]),
        graveyards=(FOUR_TYPES, []),
    )
    cast(g, BEATDOWN, f"target:{one(g, 'Test Bear')}", f"target:{one(g, 'Test Rider')}")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Bear")].counters == {"+1/+1": 2}
    assert cards(g, "graveyard/1") == ["Test Rider"]  # 4 damage to a 4/3


def test_beatdown_the_creature_is_the_source_of_the_damage_120_1():
    g = build(
        hands=([BEATDOWN], []),
        battlefields=(["Montaña", "Bosque", "Test Leech"], ["Test Wall"]),
    )
    cast(g, BEATDOWN, f"target:{one(g, 'Test Leech')}", f"target:{one(g, 'Test Wall')}")
    resolve_top(g)
    resolve_top(g)  # the Leech's "whenever this deals damage, you gain that much life"
    assert g.state.player(0).life == 22


def test_beatdown_needs_both_targets_601_2c():
    """Release notes (ruling 1)."""
    g = build(hands=([BEATDOWN], []), battlefields=(["Montaña", "Bosque", "Test Bear"], []))
    assert not any(o.startswith("cast:") for o in g.pending.ids())
    g = build(hands=([BEATDOWN], []), battlefields=(["Montaña", "Bosque"], ["Test Bear"]))
    assert not any(o.startswith("cast:") for o in g.pending.ids())


def test_beatdown_your_creature_illegal_no_counters_no_damage_608_2b():
    """Release notes (ruling 2): the creature you control is sacrificed in response."""
    g = build(
        hands=([BEATDOWN], []),
        battlefields=(
            [SKINRIPPER, "Test Bear", "Montaña", "Bosque", "Pantano", "Pantano"],
            ["Test Wall"],
        ),
        graveyards=(FOUR_TYPES, []),
    )
    cast(g, BEATDOWN, f"target:{one(g, 'Test Bear')}", f"target:{one(g, 'Test Wall')}")
    activate(g, SKINRIPPER, f"sacrifice:{one(g, 'Test Bear')}")
    resolve_top(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Test Wall")].damage == 0


def test_beatdown_their_creature_illegal_counters_but_no_damage_608_2b():
    """Release notes (ruling 2): the opponent's creature leaves in response."""
    g = build(
        hands=([BEATDOWN, DRAG], []),
        battlefields=(["Test Bear", "Montaña", "Bosque", "Pantano", "Bosque"], ["Test Wall"]),
        graveyards=(FOUR_TYPES, []),
    )
    wall = one(g, "Test Wall")
    cast(g, BEATDOWN, f"target:{one(g, 'Test Bear')}", f"target:{wall}")
    cast(g, DRAG, f"target:{wall}")
    resolve_top(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Test Bear")].counters == {"+1/+1": 2}
    assert g.state.player(1).life == 20 and g.state.objects[one(g, "Test Bear")].damage == 0


# -- Oblivious Bookworm ---------------------------------------------------------------------
def _bookworm(hand=("Isla",), extra=(), library=("Bosque", "Isla")):
    return build(
        hands=(list(hand), []),
        battlefields=([BOOKWORM, *extra], []),
        libraries=(list(library), []),
        step="main2",
    )


def _to_end(g):
    g.submit("pass")
    g.submit("pass")
    assert g.state.step == "end"
    resolve_top(g)


def test_bookworm_may_draw_then_discards_603_5():
    g = _bookworm()
    _to_end(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    assert g.pending.kind == "discard"
    g.submit(f"discard:{one(g, 'Island', 'hand/0')}")
    assert cards(g, "hand/0") == ["Forest"] and cards(g, "graveyard/0") == ["Island"]


def test_bookworm_declined_nothing_happens_603_5():
    g = _bookworm()
    _to_end(g)
    g.submit("no")
    assert cards(g, "hand/0") == ["Island"] and cards(g, "graveyard/0") == []


def test_bookworm_no_discard_after_a_permanent_entered_face_down_708():
    g = build(
        hands=(["Manifest Dread"], []),
        battlefields=([BOOKWORM, "Bosque", "Bosque"], []),
        libraries=(["Test Bear", "Isla", "Bosque"], []),
        step="main2",
    )
    cast(g, "Manifest Dread")
    resolve_top(g)
    g.submit(next(o for o in g.pending.ids() if o.startswith("manifest")))
    _to_end(g)
    g.submit("yes")
    assert g.pending.kind == "priority"  # no discard
    assert len(cards(g, "hand/0")) == 1


def test_bookworm_no_discard_after_turning_a_permanent_face_up_708_8():
    g = build(
        hands=(["Isla"], []),
        battlefields=([BOOKWORM, {"name": "Test Bear", "face_down": True}, "Bosque", "Bosque"], []),
        libraries=(["Bosque"], []),
        step="main2",
    )
    bear = one(g, "Test Bear")
    g.submit(f"turn_up:{bear}")
    pay(g)
    assert not g.state.objects[bear].face_down
    _to_end(g)
    g.submit("yes")
    assert g.pending.kind == "priority" and sorted_cards(g, "hand/0") == ["Forest", "Island"]


def test_bookworm_too_late_to_turn_face_up_once_it_resolves_608_2():
    """Release notes (ruling 1): while it resolves nobody gets priority, so the face-down
    creature can't be turned face up to avoid the discard."""
    g = build(
        hands=(["Isla"], []),
        battlefields=([BOOKWORM, {"name": "Test Bear", "face_down": True}, "Bosque", "Bosque"], []),
        libraries=(["Bosque"], []),
        step="main2",
    )
    bear = one(g, "Test Bear")
    _to_end(g)
    assert g.pending.kind == "may" and f"turn_up:{bear}" not in g.pending.ids()
    g.submit("yes")
    assert g.pending.kind == "discard" and f"turn_up:{bear}" not in g.pending.ids()
