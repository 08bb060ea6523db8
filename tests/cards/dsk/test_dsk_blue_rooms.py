"""Duskmourn blue Rooms and Smoky Lounge // Misty Salon (cards/dsk/blue_rooms.py), and the
restricted mana of Overgrown Zealot (cards/dsk/green_mana.py), played through the engine."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top, to_step

ELEVATOR = "Central Elevator // Promising Stairs"
MIRROR = "Mirror Room // Fractured Realm"
LOUNGE = "Smoky Lounge // Misty Salon"
POOL = "Bottomless Pool // Locker Room"


# -- Central Elevator // Promising Stairs -----------------------------------------------------
def test_central_elevator_finds_a_room_without_a_name_you_control_701_23a():
    g = build(
        hands=([ELEVATOR], []),
        battlefields=(["Isla"] * 4 + [{"name": POOL, "unlocked": ["Bottomless Pool"]}], []),
        libraries=([POOL, MIRROR, "Isla"], []),
    )
    g.submit(f"cast:{one(g, ELEVATOR, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # "when you unlock this door"
    assert g.pending.kind == "search"
    offered = [g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if i != "none"]
    assert offered == [MIRROR]  # the Pool shares a name with the Room Norte controls
    g.submit(g.pending.ids()[0])
    assert cards(g, "hand/0") == [MIRROR]


def test_promising_stairs_surveils_in_the_upkeep_701_25a():
    g = build(
        battlefields=([{"name": ELEVATOR, "unlocked": ["Promising Stairs"]}], []),
        libraries=(["Isla", "Llanura"], ["Isla"]),
        active=1,
        step="end",
    )
    to_step(g, "upkeep")
    while g.state.active != 0:
        g.submit("pass")
    resolve_top(g)
    assert g.pending.kind == "look"
    g.submit(g.pending.ids()[1])  # into the graveyard
    assert g.state.result is None


def test_promising_stairs_wins_with_eight_names_among_unlocked_doors_104_2b():
    rooms = [
        {"name": ELEVATOR, "unlocked": ["Central Elevator", "Promising Stairs"]},
        {"name": MIRROR, "unlocked": ["Mirror Room", "Fractured Realm"]},
        {"name": LOUNGE, "unlocked": ["Smoky Lounge", "Misty Salon"]},
        {"name": POOL, "unlocked": ["Bottomless Pool", "Locker Room"]},
    ]
    g = build(
        battlefields=(rooms, []),
        libraries=(["Isla", "Llanura"], ["Isla"]),
        active=1,
        step="end",
    )
    while g.state.result is None and not (g.state.active == 0 and g.pending.kind == "look"):
        g.submit(g.pending.ids()[0] if g.pending.kind == "trigger_order" else "pass")
    g.submit(g.pending.ids()[0])
    while g.state.result is None:
        g.submit(g.pending.ids()[0] if g.pending.kind != "priority" else "pass")
    assert g.state.result.winner == 0 and g.state.result.rule == "104.2b"


# -- Mirror Room // Fractured Realm -----------------------------------------------------------
def test_mirror_room_creates_a_copy_token_that_is_also_a_reflection_707_9b():
    g = build(
        hands=([MIRROR], []),
        battlefields=(["Isla"] * 3 + ["Test Bear"], []),
    )
    g.submit(f"cast:{one(g, MIRROR, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # one creature Norte controls: targeted
    tokens = [i for i in ids(g, "Test Bear") if g.state.objects[i].token]
    assert len(tokens) == 1
    c = chars(g, g.state.objects[tokens[0]])
    assert set(c.subtypes) == {"Bear", "Reflection"} and (c.power, c.toughness) == (2, 2)


def test_fractured_realm_triggers_an_additional_time_603_2d():
    g = build(
        hands=(["Test Aura"], []),
        battlefields=(
            [{"name": MIRROR, "unlocked": ["Fractured Realm"]}, "Unwilling Vessel", "Llanura"],
            [],
        ),
    )
    g.submit(f"cast:{one(g, 'Test Aura', 'hand/0')}")
    g.submit(f"target:{one(g, 'Unwilling Vessel')}")
    pay(g)
    resolve_top(g)  # the Aura enters: eerie triggers twice
    assert len(g.state.zones["stack"]) == 2
    resolve_top(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Unwilling Vessel")].counters == {"possession": 2}


# -- Smoky Lounge // Misty Salon ----------------------------------------------------------
def test_smoky_lounge_adds_restricted_red_mana_for_a_room_spell_106_6():
    g = build(
        hands=([POOL, "Test Giant"], []),
        battlefields=(
            [{"name": LOUNGE, "unlocked": ["Smoky Lounge"]}, "Isla", "Bosque", "Bosque"],
            [],
        ),
        libraries=(["Isla"], ["Isla"]),
        active=1,
        step="end",
    )
    while not (g.state.active == 0 and g.state.step == "main1"):
        g.submit("pass")
    resolve_top(g)  # at the beginning of the first main phase: {R}{R}, restricted
    assert len(g.state.player(0).restricted) == 2 and g.state.player(0).pool == (0,) * 6
    # the red mana can't pay for the Giant ({3}{R}): it isn't a Room spell
    assert f"cast:{one(g, 'Test Giant', 'hand/0')}" not in g.pending.ids()
    # the Locker Room ({4}{U}): {R}{R} + Island + two Forests
    g.submit(f"cast:{one(g, POOL, 'hand/0')}:1")
    pay(g)
    assert g.state.player(0).restricted == ()
    assert cards(g, "stack") == [POOL]
    assert "106.6" in g.log.rules()


def test_smoky_lounge_mana_empties_at_the_end_of_the_phase_500_5():
    g = build(
        battlefields=([{"name": LOUNGE, "unlocked": ["Smoky Lounge"]}], []),
        libraries=(["Isla"], ["Isla"]),
        active=1,
        step="end",
    )
    while not (g.state.active == 0 and g.state.step == "main1"):
        g.submit("pass")
    resolve_top(g)
    assert len(g.state.player(0).restricted) == 2
    to_step(g, "begin_combat")
    assert g.state.player(0).restricted == ()


def test_misty_salon_creates_an_x_x_spirit_counting_unlocked_doors():
    g = build(
        battlefields=(
            [
                {"name": LOUNGE, "unlocked": ["Smoky Lounge"]},
                {"name": POOL, "unlocked": ["Bottomless Pool"]},
            ]
            + ["Isla"] * 4,
            [],
        ),
    )
    lounge = one(g, LOUNGE)
    g.submit(f"unlock:{lounge}:1")
    pay(g)
    resolve_top(g)
    spirit = g.state.objects[one(g, "Spirit")]
    c = chars(g, spirit)
    assert (c.power, c.toughness, c.colors) == (3, 3, ("U",)) and "flying" in c.keywords


# -- Overgrown Zealot ---------------------------------------------------------------------
def test_overgrown_zealot_any_color_for_anything():
    g = build(hands=(["Test Bear"], []), battlefields=(["Overgrown Zealot", "Isla"], []))
    bear = one(g, "Test Bear", "hand/0")
    g.submit(f"cast:{bear}")
    pay(g)
    assert cards(g, "stack") == ["Test Bear"]


def test_overgrown_zealot_two_mana_only_to_turn_face_up_106_6():
    g = build(
        battlefields=(["Overgrown Zealot", {"name": "Test Bear", "face_down": True}], []),
    )
    fd = next(o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down)
    assert f"turn_up:{fd}" in g.pending.ids()  # {1}{G} from the Zealot's two mana
    g.submit(f"turn_up:{fd}")
    pay(g)
    assert not g.state.objects[fd].face_down
    assert g.state.objects[one(g, "Overgrown Zealot")].tapped


def test_overgrown_zealot_two_mana_cant_cast_a_spell_106_6():
    g = build(hands=(["Test Bear"], []), battlefields=(["Overgrown Zealot"], []))
    assert f"cast:{one(g, 'Test Bear', 'hand/0')}" not in g.pending.ids()
