"""CR 709.5 — Rooms: one card with two doors; casting a door, unlocking, characteristics by
zone, "when you unlock this door" and "whenever you fully unlock a Room". Played with the
real Duskmourn Room Bottomless Pool // Locker Room (Piscina sin fondo // Vestuario)."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import ids, one, pay, resolve_top, to_step

POOL = "Bottomless Pool // Locker Room"


def room_chars(g, zone="battlefield"):
    return chars(g, g.state.objects[one(g, POOL, zone)])


def cast_door(g, door: int, *choices: str) -> None:
    g.submit(f"cast:{one(g, POOL, 'hand/0')}:{door}")
    for c in choices:
        g.submit(c)
    pay(g)


def unlocked_pool(islands: int = 6, **kw):
    """Bottomless Pool cast and resolved (its trigger targets nothing): Locker Room locked."""
    g = build(hands=([POOL], []), battlefields=(["Isla"] * islands, kw.pop("theirs", [])), **kw)
    cast_door(g, 0)
    resolve_top(g)
    if g.pending.kind == "target":
        g.submit("done")  # "up to one": no target
    if g.state.zones["stack"]:
        resolve_top(g)
    return g


def test_a_room_card_is_cast_as_one_door_or_the_other_709_3():
    g = build(hands=([POOL], []), battlefields=(["Isla"] * 5, []))
    room = one(g, POOL, "hand/0")
    assert {f"cast:{room}:0", f"cast:{room}:1"} <= set(g.pending.ids())
    assert f"cast:{room}" not in g.pending.ids()  # never both halves


def test_only_the_cast_door_exists_on_the_stack_709_3b():
    g = build(hands=([POOL], []), battlefields=(["Isla"] * 5, []))
    cast_door(g, 0)
    c = room_chars(g, "stack")
    assert (c.name, c.mana_value, c.types, c.subtypes) == (
        "Bottomless Pool",
        1,
        ("enchantment",),
        ("Room",),
    )
    assert "Norte lanza Piscina sin fondo (601.2a: lanzar un hechizo)." in g.log.lines("es")


def test_outside_the_stack_and_battlefield_both_doors_combine_709_4():
    g = build(hands=([POOL], []))
    c = room_chars(g, "hand/0")
    assert c.mana_value == 6  # {U} + {4}{U}
    assert c.colors == ("U",)
    assert len(c.abilities) == 2


def test_the_cast_door_is_unlocked_as_the_room_enters_709_5d():
    g = unlocked_pool()
    room = g.state.objects[one(g, POOL)]
    assert room.doors == 1
    c = chars(g, room)
    assert (c.name, c.mana_value, len(c.abilities)) == ("Bottomless Pool", 1, 1)


def test_unlock_trigger_on_entering_from_being_cast_709_5h():
    g = build(hands=([POOL], []), battlefields=(["Isla"], ["Test Bear"]))
    cast_door(g, 0)
    resolve_top(g)
    assert g.pending.kind == "target"  # "when you unlock this door" triggered
    g.submit(f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert ids(g, "Test Bear", "hand/1")
    assert "603.2" in g.log.rules()


def test_unlocking_is_a_special_action_paying_the_door_cost_709_5e_116_2m():
    g = unlocked_pool()
    room = one(g, POOL)
    assert f"unlock:{room}:1" in g.pending.ids()
    assert f"unlock:{room}:0" not in g.pending.ids()  # already unlocked
    g.submit(f"unlock:{room}:1")
    pay(g)
    assert g.state.objects[room].doors == 3
    assert not g.state.zones["stack"]  # it doesn't use the stack
    assert g.pending.kind == "priority" and g.pending.player == 0  # 116.3: priority again
    assert "709.5e" in g.log.rules()
    c = room_chars(g)
    assert c.mana_value == 6 and len(c.abilities) == 2  # both doors' characteristics


def test_unlocking_needs_the_whole_cost_118_3():
    g = unlocked_pool(islands=5)  # 1 spent on the Pool, 4 left for {4}{U}
    assert not any(i.startswith("unlock:") for i in g.pending.ids())


def test_unlocking_only_in_your_main_phase_with_an_empty_stack_709_5e():
    g = unlocked_pool(islands=7, theirs=["Test Bear"])
    room = one(g, POOL)
    to_step(g, "begin_combat")
    assert f"unlock:{room}:1" not in g.pending.ids()
    to_step(g, "main2")
    assert f"unlock:{room}:1" in g.pending.ids()


def test_a_room_entering_from_elsewhere_has_both_doors_locked_709_5d():
    g = build(battlefields=([POOL], []))
    room = g.state.objects[one(g, POOL)]
    assert room.doors == 0
    c = chars(g, room)
    assert (c.name, c.mana_cost, c.abilities) == ("", None, ())  # a nameless Room
    assert c.types == ("enchantment",) and c.subtypes == ("Room",)


def test_fully_unlocking_a_room_triggers_eerie_709_5i():
    g = build(hands=([POOL], []), battlefields=(["Isla"] * 6 + ["Cult Healer"], []))
    cast_door(g, 0)
    resolve_top(g)  # the Pool enters: eerie (an enchantment entered) and the unlock trigger
    while g.state.zones["stack"] or g.pending.kind != "priority":
        if g.pending.kind == "target":
            g.submit("done")
        elif g.pending.kind == "trigger_order":
            g.submit(g.pending.ids()[0])
        else:
            g.submit("pass")
    assert healer_triggers(g) == 1  # an enchantment entered
    g.submit(f"unlock:{one(g, POOL)}:1")
    pay(g)
    assert healer_triggers(g) == 2  # eerie: "whenever you fully unlock a Room"
    resolve_top(g)
    assert "lifelink" in chars(g, g.state.objects[one(g, "Cult Healer")]).keywords


def healer_triggers(g) -> int:
    return sum(1 for e in g.state.log if e.key == "trigger" and e.args[0][1] == "Cult Healer")
