"""Duskmourn colourless artifacts and land (grimorio.cards.dsk.colorless_utility), played
through the public engine: Ghost Vacuum, Keys to the House and Valgavoth's Lair."""

from grimorio.scenario.board import build
from support import cards, one, pay, resolve_top, sorted_cards

GYM = "Moldering Gym // Weight Room"
LIBRARIES = (["Isla"] * 5, ["Isla"] * 5)


def _next_own_main(g):
    """Pass to the active player's next precombat main phase (their permanents untap in
    their untap step, CR 502.3)."""
    me, turn = g.state.active, g.state.turn
    while not (g.state.turn == turn + 2 and g.state.step == "main1"):
        ids_ = g.pending.ids()
        g.submit("pass" if "pass" in ids_ else ids_[0])
    assert g.state.active == me


# -- Ghost Vacuum -----------------------------------------------------------------------
def test_ghost_vacuum_exiles_target_card_from_a_graveyard_701_13a():
    g = build(battlefields=(["Ghost Vacuum"], []), graveyards=([], ["Test Bear", "Isla"]))
    vacuum = one(g, "Ghost Vacuum")
    g.submit(f"activate:{vacuum}:0")
    g.submit(f"target:{one(g, 'Test Bear', 'graveyard/1')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    assert g.state.objects[vacuum].tapped


def _vacuum_with_exiled(g):
    """Exile, with the Vacuum, a creature card and a land card from the graveyards."""
    vacuum = one(g, "Ghost Vacuum")
    for name, zone in (("Test Giant", "graveyard/1"), ("Island", "graveyard/0")):
        g.submit(f"activate:{vacuum}:0")
        g.submit(f"target:{one(g, name, zone)}")
        resolve_top(g)
        _next_own_main(g)
    return vacuum


def test_ghost_vacuum_returns_exiled_creature_cards_as_1_1_flying_spirits_607_2a():
    g = build(
        battlefields=(["Ghost Vacuum"] + ["Llanura"] * 6, []),
        graveyards=(["Isla"], ["Test Giant"]),
        exiles=(["Test Bear"], []),  # exiled, but not with the Vacuum
        libraries=LIBRARIES,
    )
    vacuum = _vacuum_with_exiled(g)
    g.submit(f"activate:{vacuum}:1")
    pay(g)
    assert "Ghost Vacuum" in cards(g, "graveyard/0")  # sacrificed as the cost (CR 602.2b)
    resolve_top(g)
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].controller == 0 and g.state.objects[giant].owner == 1
    assert g.state.objects[giant].counters == {"flying": 1}
    c = g.characteristics(giant)
    assert (c.power, c.toughness) == (1, 1)
    assert "Spirit" in c.subtypes and "Giant" in c.subtypes  # in addition to its types
    assert "flying" in c.keywords
    exiled = sorted_cards(g, "exile")
    assert exiled == ["Island", "Test Bear"]  # not a creature card; not exiled with it


def test_ghost_vacuum_second_ability_only_as_a_sorcery_602_5d():
    g = build(battlefields=(["Ghost Vacuum"] + ["Llanura"] * 6, []), step="upkeep")
    vacuum = one(g, "Ghost Vacuum")
    assert f"activate:{vacuum}:1" not in g.pending.ids()
    assert f"activate:{vacuum}:0" not in g.pending.ids()  # no card in a graveyard to target


# -- Keys to the House ------------------------------------------------------------------
def test_keys_to_the_house_fetch_a_basic_land_to_hand_revealed_701_23a():
    g = build(
        battlefields=(["Keys to the House", "Llanura"], []),
        libraries=(["Test Bear", "Bosque", "Thornspire Verge"], []),
    )
    keys = one(g, "Keys to the House")
    g.submit(f"activate:{keys}:0")
    pay(g)
    assert cards(g, "graveyard/0") == ["Keys to the House"]
    resolve_top(g)
    found = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert found == {"Forest"}
    g.submit(f"search:{one(g, 'Forest', 'library/0')}")
    assert cards(g, "hand/0") == ["Forest"]
    assert any("Bosque" in line for line in g.log.lines("es", viewer=1))  # revealed


def test_keys_to_the_house_unlock_a_door_of_target_room_you_control_709_5f():
    g = build(
        battlefields=(
            ["Keys to the House"] + ["Llanura"] * 3 + [{"name": GYM, "unlocked": []}],
            [],
        ),
        libraries=(["Test Bear", "Llanura"], []),
    )
    keys, room = one(g, "Keys to the House"), one(g, GYM)
    g.submit(f"activate:{keys}:1")
    g.submit(f"target:{room}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "door"  # which door: either can be unlocked (CR 709.5f)
    assert g.pending.ids() == [f"unlock:{room}:0", f"unlock:{room}:1"]
    g.submit(f"unlock:{room}:0")
    assert g.characteristics(room).name == "Moldering Gym"
    assert cards(g, "stack") == [GYM]  # "when you unlock this door" (CR 709.5h)


def test_keys_to_the_house_lock_a_door_709_5g():
    g = build(
        battlefields=(
            ["Keys to the House"] + ["Llanura"] * 3 + [{"name": GYM, "unlocked": ["Weight Room"]}],
            [],
        ),
    )
    keys, room = one(g, "Keys to the House"), one(g, GYM)
    g.submit(f"activate:{keys}:1")
    g.submit(f"target:{room}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "door"
    # lock the unlocked door or unlock the locked one
    assert g.pending.ids() == [f"unlock:{room}:0", f"lock:{room}:1"]
    g.submit(f"lock:{room}:1")
    assert g.state.objects[room].doors == 0
    assert g.characteristics(room).name == ""  # no door unlocked: no name (CR 709.5)


def test_keys_to_the_house_room_only_as_a_sorcery_and_only_yours_602_5d():
    g = build(
        battlefields=(["Keys to the House"] + ["Llanura"] * 3, [{"name": GYM, "unlocked": []}]),
    )
    keys = one(g, "Keys to the House")
    assert f"activate:{keys}:1" not in g.pending.ids()  # no Room you control to target
    assert f"activate:{keys}:0" in g.pending.ids()


# -- Valgavoth's Lair -------------------------------------------------------------------
def test_valgavoths_lair_enters_tapped_and_makes_the_chosen_color_614_12a():
    g = build(
        hands=(["Valgavoth's Lair", "Test Blast"], []),
        battlefields=(["Montaña"], []),
        libraries=LIBRARIES,
    )
    lair = one(g, "Valgavoth's Lair", "hand/0")
    g.submit(f"play:{lair}")
    assert g.pending.kind == "choose"
    assert g.pending.ids() == ["choose:W", "choose:U", "choose:B", "choose:R", "choose:G"]
    # still in the hand while the colour is chosen: the other player reads no name (402.3)
    assert not [line for line in g.log.lines("es", viewer=1) if "Guarida" in line]
    g.submit("choose:B")
    lair = one(g, "Valgavoth's Lair")
    assert g.state.objects[lair].tapped
    assert "hexproof" in g.characteristics(lair).keywords
    _next_own_main(g)
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}")
    g.submit("x:1")
    g.submit(g.pending.ids()[0])  # {1}{R}: the Mountain and the Lair, the only way to pay
    pay(g)
    assert g.state.objects[lair].tapped
    added = [e.args[2] for e in g.log.entries if e.key == "mana.add"]
    assert added[-2:] in (["R", "B"], ["B", "R"])  # the chosen colour (CR 607.2a)


def test_valgavoths_lair_has_hexproof_702_11b():
    g = build(
        hands=([], ["Break Down the Door"]),
        battlefields=(["Valgavoth's Lair"], ["Bosque"] * 3),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Break Down the Door', 'hand/1')}")
    assert "mode:1" not in g.pending.ids()  # no enchantment it could target
