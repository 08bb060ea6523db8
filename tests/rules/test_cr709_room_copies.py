"""CR 707.2, 707.9a, 709.5, 709.5c–e — copies of Rooms. A Room's doors, and which door each
characteristic is on, are part of its copiable values (709.5); its unlock designations are
not (709.5c designations, 707.2: status isn't copied). So a copy of a Room has the Room's
doors, all locked, and can unlock them; a Room that became a copy of a creature has no doors;
and what a copy effect adds (707.9a) is on neither door, so it is never hidden.

Played with the real Bottomless Pool // Locker Room and the Special Guest Imagen fantasmal
(Phantasmal Image), with Test Animate Room making the Room a creature those copy effects
can reach (no Duskmourn card does), and Test Mirror / Test Keyholder."""

from grimorio.scenario.board import build
from support import cards, cast, one, pay, resolve_top

POOL = "Bottomless Pool // Locker Room"


def _animated_pool(hand, mine=(), islands=10):  # type: ignore[no-untyped-def]
    """Norte's Bottomless Pool (its Locker Room locked) made a 3/3 creature until end of
    turn, with ``hand`` left to play."""
    g = build(
        hands=(["Test Animate Room", *hand], []),
        battlefields=(
            [{"name": POOL, "unlocked": ["Bottomless Pool"]}, *mine, *["Isla"] * islands],
            [],
        ),
    )
    pool = one(g, POOL)
    cast(g, "Test Animate Room", f"target:{pool}")
    resolve_top(g)
    assert "creature" in g.characteristics(pool).types
    return g, pool


def _image_of_pool(mine=()):  # type: ignore[no-untyped-def]
    g, pool = _animated_pool(["Imagen fantasmal"], mine)
    cast(g, "Imagen fantasmal")
    resolve_top(g)
    assert g.pending.kind == "copy"
    g.submit(f"copy:{pool}")
    return g, pool, one(g, "Imagen fantasmal")


def test_a_copy_of_a_room_has_its_doors_all_locked_707_2_709_5c():
    g, pool, image = _image_of_pool()
    c = g.characteristics(image)
    # the animation is no copiable value (707.2); the doors are, locked: no name, no cost
    assert "creature" not in c.types and c.types == ("enchantment",)
    assert c.name == "" and c.mana_value == 0
    assert g.state.objects[image].doors == 0  # the original's designation isn't copied
    assert g.state.objects[pool].doors == 1
    assert {f"unlock:{image}:0", f"unlock:{image}:1"} <= set(g.pending.ids())


def test_a_copy_of_a_room_unlocks_its_doors_and_they_trigger_709_5e_709_5h():
    g, _pool, image = _image_of_pool(mine=["Test Bear"])
    g.submit(f"unlock:{image}:0")  # Bottomless Pool's {U}
    pay(g)
    assert g.state.objects[image].doors == 1
    assert g.characteristics(image).name == "Bottomless Pool"
    assert "Norte abre Piscina sin fondo (709.5e: abrir una puerta)." in g.log.lines("es")
    # "when you unlock this door": return up to one target creature
    assert g.pending.kind == "target"
    bear = one(g, "Test Bear")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert cards(g, "hand/0") == ["Test Bear"]


def test_the_added_ability_survives_on_a_copy_of_a_room_707_9a():
    """Imagen fantasmal's "when this creature becomes the target of a spell or ability,
    sacrifice it" is part of the copy's copiable values, on neither door (707.9a)."""
    g, _pool, image = _image_of_pool(mine=["Test Keyholder"])
    c = g.characteristics(image)
    assert "Illusion" in c.subtypes and "Room" in c.subtypes
    assert len(c.abilities) == 1  # both doors locked: only the added trigger
    keyholder = one(g, "Test Keyholder")
    g.submit(f"activate:{keyholder}:0")  # "unlock a locked door of target Room you control"
    g.submit(f"target:{image}")
    pay(g)
    assert cards(g, "stack") == ["Test Keyholder", "Imagen fantasmal"]  # its trigger (603.2)
    resolve_top(g)
    assert "Imagen fantasmal" in cards(g, "graveyard/0")  # sacrificed (701.21a)
    assert image not in g.state.zones["battlefield"]


def test_the_added_ability_stays_once_a_door_is_unlocked_707_9a_709_5():
    g, _pool, image = _image_of_pool()
    g.submit(f"unlock:{image}:1")  # Locker Room, {3}{U}
    pay(g)
    c = g.characteristics(image)
    assert c.name == "Locker Room"
    assert len(c.abilities) == 2  # Locker Room's trigger and the added one


def test_a_creature_that_becomes_a_copy_of_a_room_has_its_doors_707_4_709_5e():
    g, pool = _animated_pool(["Test Mirror"], mine=["Test Bear"])
    bear = one(g, "Test Bear")
    cast(g, "Test Mirror", f"target:{bear}", f"target:{pool}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert "creature" not in c.types and "Room" in c.subtypes and c.name == ""
    assert {f"unlock:{bear}:0", f"unlock:{bear}:1"} <= set(g.pending.ids())
    g.submit(f"unlock:{bear}:1")
    pay(g)
    assert g.characteristics(bear).name == "Locker Room"
    assert "Norte abre Vestuario (709.5e: abrir una puerta)." in g.log.lines("es")


def test_a_room_that_becomes_a_copy_of_a_creature_has_no_doors_707_4_709_5():
    g, pool = _animated_pool(["Test Mirror"], mine=["Test Bear", "Test Keyholder"])
    keyholder = one(g, "Test Keyholder")
    assert f"unlock:{pool}:1" in g.pending.ids()  # its Locker Room, locked
    assert f"activate:{keyholder}:0" in g.pending.ids()  # the Room is a legal target
    bear = one(g, "Test Bear")
    cast(g, "Test Mirror", f"target:{pool}", f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(pool)
    assert c.name == "Test Bear" and "Room" not in c.subtypes
    assert not any(o.startswith(f"unlock:{pool}:") for o in g.pending.ids())
    assert f"activate:{keyholder}:0" not in g.pending.ids()  # no Room left to target (115.4)
    assert g.state.objects[pool].doors == 1  # its designation stays, unused (709.5c)


def test_mirror_rooms_token_copy_of_a_room_is_a_reflection_room_locked_707_9a_709_5d():
    """Mirror Room's "create a token that's a copy of target creature you control, except
    it's a Reflection in addition to its other creature types": a copy of the animated
    Bottomless Pool is a Room (the animation isn't copied, 707.2) with the Reflection type
    (707.9a), entering with no unlock designation (709.5d)."""
    g, pool = _animated_pool([], mine=["Sala de espejos // Reino fracturado"])
    mirror = one(g, "Mirror Room // Fractured Realm")
    g.submit(f"unlock:{mirror}:0")  # Mirror Room, {2}{U}
    pay(g)
    if g.pending.kind == "target":
        g.submit(f"target:{pool}")
    resolve_top(g)
    tokens = [r for r in g.state.zones["battlefield"] if g.state.objects[r].token]
    assert len(tokens) == 1
    token = tokens[0]
    c = g.characteristics(token)
    assert "creature" not in c.types and {"Room", "Reflection"} <= set(c.subtypes)
    assert g.state.objects[token].doors == 0
    assert {f"unlock:{token}:0", f"unlock:{token}:1"} <= set(g.pending.ids())
