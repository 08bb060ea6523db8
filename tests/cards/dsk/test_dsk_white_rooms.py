"""Duskmourn white Rooms (Surgical Suite // Hospital Room, Dazzling Theater // Prop Room,
Dollmaker's Shop // Porcelain Gallery) and Hedge Shredder (crew, CR 702.122), played
through the public engine (grimorio.scenario.board.build). Rulings from
../shared/data/dsk/release-notes.jsonl."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards, to_step

LIB = ["Llanura"] * 8


def _door(g, room, face):
    g.submit(f"cast:{one(g, room, 'hand/0')}:{face}")
    pay(g)
    resolve_top(g)


# -- Surgical Suite // Hospital Room ---------------------------------------------------------
def test_surgical_suite_unlock_returns_small_creature_709_5h():
    """When you unlock this door (also as it enters from being cast, CR 709.5d, 709.5h),
    return target creature card with mana value 3 or less from your graveyard to the
    battlefield."""
    g = build(
        hands=(["Quirófano // Habitación de hospital"], []),
        battlefields=(["Llanura"] * 2, []),
        graveyards=(["Test Bear", "Test Giant"], []),
        libraries=(LIB, LIB),
    )
    _door(g, "Surgical Suite // Hospital Room", 0)
    assert f"target:{one(g, 'Test Giant', 'graveyard/0')}" not in g.pending.ids() or (
        g.pending.kind != "target"
    )
    if g.pending.kind == "target":
        g.submit(f"target:{one(g, 'Test Bear', 'graveyard/0')}")
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Test Giant"]
    assert len(ids(g, "Test Bear")) == 1


def test_hospital_room_counter_on_attacking_creature_508_3a():
    """Whenever you attack, put a +1/+1 counter on target attacking creature — only an
    attacking one can be chosen."""
    g = build(
        battlefields=(
            [
                {
                    "name": "Quirófano // Habitación de hospital",
                    "unlocked": ["Habitación de hospital"],
                },
                "Test Bear",
                "Test Vigilant",
            ],
            [],
        ),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    bear, vig = one(g, "Test Bear"), one(g, "Test Vigilant")
    attack(g, bear)
    resolve_top(g)  # the only attacking creature is the target
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    assert g.state.objects[vig].counters == {}


# -- Dazzling Theater // Prop Room ---------------------------------------------------------
def test_dazzling_theater_gives_creature_spells_convoke_702_51a():
    """Creature spells you cast have convoke: a creature can pay; a noncreature spell can't
    be paid that way."""
    g = build(
        hands=(["Test Vigilant", "Disenchant"], []),
        battlefields=(
            [
                {
                    "name": "Teatro deslumbrante // Sala de atrezo",
                    "unlocked": ["Teatro deslumbrante"],
                },
                "Llanura",
                "Test Bear",
                "Test Wall",
            ],
            ["Test Relic"],
        ),
        libraries=(LIB, LIB),
    )
    assert any(o == f"cast:{one(g, 'Test Vigilant', 'hand/0')}" for o in g.pending.ids())
    assert f"cast:{one(g, 'Disenchant', 'hand/0')}" not in g.pending.ids()
    g.submit(f"cast:{one(g, 'Test Vigilant', 'hand/0')}")
    convoke = [o for o in g.pending.ids() if ":-1:" in o]
    assert convoke  # the creatures are offered
    g.submit(next(o for o in convoke if o.startswith(f"mana:{one(g, 'Test Bear')}:")))
    pay(g)
    resolve_top(g)
    assert len(ids(g, "Test Vigilant")) == 1
    assert g.state.objects[one(g, "Test Bear")].tapped


def test_prop_room_untaps_during_opponents_untap_step_502_3():
    """Untap each creature you control during each other player's untap step (CR 502.3);
    other permanents stay tapped."""
    g = build(
        battlefields=(
            [
                {"name": "Teatro deslumbrante // Sala de atrezo", "unlocked": ["Sala de atrezo"]},
                {"name": "Test Bear", "tapped": True},
                {"name": "Llanura", "tapped": True},
            ],
            [],
        ),
        libraries=(LIB, LIB),
        step="end",
    )
    while g.state.turn == 2 or g.state.step == "untap":
        g.submit(g.pending.ids()[0])
    assert g.state.active == 1
    assert not g.state.objects[one(g, "Test Bear")].tapped
    assert g.state.objects[one(g, "Plains")].tapped


# -- Dollmaker's Shop // Porcelain Gallery --------------------------------------------------
def test_dollmakers_shop_makes_a_toy_once_per_attack_603_2c():
    """Whenever one or more non-Toy creatures you control attack a player: one Toy for the
    group (CR 603.2c)."""
    g = build(
        battlefields=(
            [
                {
                    "name": "Tienda de muñecas // Galería de porcelana",
                    "unlocked": ["Tienda de muñecas"],
                },
                "Test Bear",
                "Test Vigilant",
            ],
            [],
        ),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"), one(g, "Test Vigilant"))
    resolve_top(g)
    toys = ids(g, "Toy")
    assert len(toys) == 1 and g.state.objects[toys[0]].token
    c = g.characteristics(toys[0])
    assert set(c.types) == {"artifact", "creature"} and c.colors == ("W",)


def test_dollmakers_shop_toys_alone_dont_trigger_508_3a():
    g = build(
        battlefields=(
            [
                {
                    "name": "Tienda de muñecas // Galería de porcelana",
                    "unlocked": ["Tienda de muñecas"],
                },
                "Toy",
            ],
            [],
        ),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    attack(g, one(g, "Toy"))
    assert g.state.zones["stack"] == [] and g.state.triggered == []


def test_porcelain_gallery_base_pt_is_creature_count_613_4b():
    """Creatures you control have base P/T equal to the number of creatures you control
    (layer 7b); counters still apply on top (7c); an opponent's creatures are unaffected."""
    g = build(
        battlefields=(
            [
                {
                    "name": "Tienda de muñecas // Galería de porcelana",
                    "unlocked": ["Galería de porcelana"],
                },
                "Test Bear",
                {"name": "Test Giant", "counters": {"+1/+1": 1}},
                "Test Wall",
            ],
            ["Test Bear"],
        ),
        libraries=(LIB, LIB),
    )
    mine = ids(g, "Test Bear")[0]
    c = g.characteristics(mine)
    assert (c.power, c.toughness) == (3, 3)
    giant = g.characteristics(one(g, "Test Giant"))
    assert (giant.power, giant.toughness) == (4, 4)
    theirs = g.characteristics(ids(g, "Test Bear")[1])
    assert (theirs.power, theirs.toughness) == (2, 2)


# -- Hedge Shredder ---------------------------------------------------------------------------
def test_hedge_shredder_crew_attack_mill_lands_enter_tapped_603_2c():
    """Crew 1 (CR 702.122a); whenever it attacks you may mill two (701.17a); the land cards
    put into your graveyard from your library that way are put onto the battlefield tapped —
    one trigger for both (603.2c)."""
    g = build(
        battlefields=(["Trituradora de setos", "Test Bear"], []),
        libraries=(["Bosque", "Isla", "Test Giant"], LIB),
        step="begin_combat",
    )
    shredder, bear = one(g, "Hedge Shredder"), one(g, "Test Bear")
    g.submit(f"activate:{shredder}:{_activated(g, shredder)}")
    g.submit(f"tap:{bear}")
    resolve_top(g)
    c = g.characteristics(shredder)
    assert set(c.types) == {"artifact", "creature"} and (c.power, c.toughness) == (5, 5)
    attack(g, shredder)
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    resolve_top(g)  # the lands trigger
    lands = [
        o for o in g.state.zones["battlefield"] if g.state.objects[o].card in ("Forest", "Island")
    ]
    assert len(lands) == 2 and all(g.state.objects[o].tapped for o in lands)
    assert cards(g, "graveyard/0") == []
    assert cards(g, "library/0") == ["Test Giant"]


def test_hedge_shredder_nonland_milled_stays_603_2():
    g = build(
        battlefields=(["Trituradora de setos", "Test Bear"], []),
        libraries=(["Test Giant", "Test Wall", "Bosque"], LIB),
        step="begin_combat",
    )
    shredder, bear = one(g, "Hedge Shredder"), one(g, "Test Bear")
    g.submit(f"activate:{shredder}:{_activated(g, shredder)}")
    g.submit(f"tap:{bear}")
    resolve_top(g)
    attack(g, shredder)
    resolve_top(g)
    g.submit("yes")
    assert sorted_cards(g, "graveyard/0") == ["Test Giant", "Test Wall"]
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    to_step(g, "end_combat")
    assert g.state.player(1).life == 15


def _activated(g, obj):
    from grimorio.dsl.abilities import ActivatedAbility

    abilities = g.characteristics(obj).abilities
    return next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))
