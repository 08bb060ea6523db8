"""Duskmourn green Rooms (grimorio.cards.dsk.green_rooms), played through the public engine:
Greenhouse // Rickety Gazebo and Moldering Gym // Weight Room."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top, sorted_cards

GREENHOUSE = "Greenhouse // Rickety Gazebo"
GYM = "Moldering Gym // Weight Room"


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


# -- Greenhouse -------------------------------------------------------------------------
def _forest_offers_red(g, player=0):
    """Cast Test Blast ({X}{R}, X=1) and say whether a Forest of ``player`` is offered as a
    source of {R} (CR 601.2g, 605.3a)."""
    g.submit(f"cast:{one(g, 'Test Blast', f'hand/{player}')}")
    g.submit("x:1")
    g.submit(g.pending.ids()[0])  # a player as the target
    forests = [f for f in ids(g, "Forest") if g.state.objects[f].controller == player]
    return any(
        o.startswith(f"mana:{f}:") and o.endswith(":R") for f in forests for o in g.pending.ids()
    )


def test_greenhouse_gives_lands_you_control_any_color_mana_613_1f():
    g = build(
        hands=(["Test Blast"], []),
        battlefields=([{"name": GREENHOUSE, "unlocked": ["Greenhouse"]}, "Bosque", "Bosque"], []),
    )
    assert _forest_offers_red(g)
    pay(g)
    resolve_top(g)
    assert g.state.zones["stack"] == [] and "Test Blast" in cards(g, "graveyard/0")


def test_greenhouse_locked_gives_no_mana_ability_709_5():
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(
            [{"name": GREENHOUSE, "unlocked": ["Rickety Gazebo"]}, "Bosque", "Bosque", "Montaña"],
            [],
        ),
    )
    assert not _forest_offers_red(g)


def test_greenhouse_gives_an_opponents_lands_nothing_613_1f():
    g = build(
        hands=([], ["Test Blast"]),
        battlefields=(
            [{"name": GREENHOUSE, "unlocked": ["Greenhouse"]}],
            ["Bosque", "Bosque", "Montaña"],
        ),
        active=1,
    )
    assert not _forest_offers_red(g, player=1)


# -- Rickety Gazebo ---------------------------------------------------------------------
def test_rickety_gazebo_mills_four_and_returns_up_to_two_permanent_cards_709_5h():
    g = build(
        hands=(["Invernadero // Cenador desvencijado"], []),
        battlefields=(["Bosque"] * 4, []),
        libraries=(["Test Bear", "Asesinato", "Isla", "Test Giant", "Llanura"], []),
        graveyards=(["Twitching Doll"], []),
    )
    g.submit(f"cast:{one(g, GREENHOUSE, 'hand/0')}:1")  # the right door (CR 709.3)
    pay(g)
    resolve_top(g)
    assert _stack(g) == [GREENHOUSE]  # CR 709.5h: it enters with that door unlocked
    resolve_top(g)
    assert g.pending.kind == "put_chosen"
    offered = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert offered == {"Test Bear", "Island", "Test Giant"}  # milled permanent cards only
    g.submit(f"put_chosen:{one(g, 'Test Bear', 'graveyard/0')}")
    g.submit(f"put_chosen:{one(g, 'Island', 'graveyard/0')}")
    assert sorted_cards(g, "hand/0") == ["Island", "Test Bear"]
    assert cards(g, "library/0") == ["Plains"]
    assert sorted_cards(g, "graveyard/0") == ["Murder", "Test Giant", "Twitching Doll"]


def test_rickety_gazebo_unlocked_later_triggers_too_709_5e():
    g = build(
        battlefields=([{"name": GREENHOUSE, "unlocked": ["Greenhouse"]}] + ["Bosque"] * 4, []),
        libraries=(["Isla", "Isla"], []),
    )
    room = one(g, GREENHOUSE)
    g.submit(f"unlock:{room}:1")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "put_chosen"
    g.submit(g.pending.ids()[0])
    g.submit(g.pending.ids()[0])
    assert cards(g, "hand/0") == ["Island", "Island"]


# -- Moldering Gym ----------------------------------------------------------------------
def test_moldering_gym_fetches_a_basic_land_tapped_then_shuffles_701_23a():
    g = build(
        hands=(["Gimnasio enmohecido // Sala de pesas"], []),
        battlefields=(["Bosque"] * 3, []),
        libraries=(["Test Bear", "Llanura", "Isla"], []),
    )
    g.submit(f"cast:{one(g, GYM, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "search"
    found = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if ":" in i}
    assert found == {"Plains", "Island"}  # basic lands only
    g.submit(f"search:{one(g, 'Plains', 'library/0')}")
    assert g.state.objects[one(g, "Plains")].tapped
    assert "701.24a" in g.log.rules() or "701.24" in " ".join(g.log.rules())


# -- Weight Room ------------------------------------------------------------------------
def test_weight_room_manifests_dread_and_puts_three_counters_on_it_701_62a():
    g = build(
        battlefields=([{"name": GYM, "unlocked": ["Moldering Gym"]}] + ["Bosque"] * 6, []),
        libraries=(["Test Bear", "Isla"], []),
    )
    room = one(g, GYM)
    g.submit(f"unlock:{room}:1")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(g.pending.ids()[0])
    (fd,) = [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    assert g.state.objects[fd].counters == {"+1/+1": 3}
    c = g.characteristics(fd)
    assert (c.power, c.toughness) == (5, 5)
