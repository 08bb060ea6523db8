"""Patched Plaything and Possessed Goat, played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, one, pay, resolve_top

LIB = ["Isla"] * 4
SUITE = "Surgical Suite // Hospital Room"


# -- Patched Plaything ------------------------------------------------------------------------
def test_patched_plaything_cast_from_hand_enters_with_two_minus_counters_614_1c():
    g = build(
        hands=(["Peluche con parches"], []),
        battlefields=(["Llanura"] * 3, []),
        libraries=(LIB, LIB),
    )
    cast(g, "Patched Plaything")
    resolve_top(g)
    toy = one(g, "Patched Plaything")
    assert g.state.objects[toy].counters == {"-1/-1": 2}
    c = g.characteristics(toy)
    assert (c.power, c.toughness) == (2, 1)
    assert "double_strike" in c.keywords  # CR 702.4b
    assert "614.1c" in g.log.rules()


def test_patched_plaything_put_onto_the_battlefield_enters_without_counters_601_2a():
    """Not cast (returned from the graveyard by Surgical Suite): no -1/-1 counters."""
    g = build(
        battlefields=(["Llanura"] * 2 + [{"name": SUITE, "unlocked": ["Hospital Room"]}], []),
        graveyards=(["Peluche con parches"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"unlock:{one(g, SUITE)}:0")
    pay(g)  # the only legal target, the Plaything, is chosen for the door's trigger
    resolve_top(g)
    toy = one(g, "Patched Plaything")
    assert g.state.objects[toy].counters == {}
    c = g.characteristics(toy)
    assert (c.power, c.toughness) == (4, 3)


def test_patched_plaything_double_strike_deals_damage_twice_702_4b():
    g = build(
        hands=(["Peluche con parches"], []),
        battlefields=(["Llanura"] * 3, []),
        libraries=(LIB, LIB),
        turn=2,
    )
    cast(g, "Patched Plaything")
    resolve_top(g)
    toy = one(g, "Patched Plaything")
    g.state.objects[toy].sick = False  # as if it had been there since the turn began
    attack(g, toy)
    while g.state.step not in ("end", "main2"):
        g.submit("pass")
    assert g.state.player(1).life == 16  # 2 first-strike damage, then 2 regular


# -- Possessed Goat ---------------------------------------------------------------------------
def test_possessed_goat_becomes_a_black_demon_with_three_counters_611_2a():
    g = build(
        hands=(["Isla"], []),
        battlefields=(["Cabra poseída"] + ["Llanura"] * 3, []),
        libraries=(LIB, LIB),
    )
    goat = one(g, "Possessed Goat")
    g.submit(f"activate:{goat}:0")
    g.submit(f"discard:{one(g, 'Island', 'hand/0')}")  # CR 701.9a: the cost
    pay(g)
    assert cards(g, "graveyard/0") == ["Island"]
    resolve_top(g)
    c = g.characteristics(goat)
    assert g.state.objects[goat].counters == {"+1/+1": 3}
    assert (c.power, c.toughness) == (4, 4)
    assert set(c.subtypes) == {"Goat", "Demon"}  # in addition to its other types (205.1b)
    assert set(c.colors) == {"W", "B"}  # and colours (105.3)
    while g.state.turn == 2:  # to the next turn: "no duration", it stays a black Demon
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")
    c = g.characteristics(goat)
    assert "Demon" in c.subtypes and "B" in c.colors


def test_possessed_goat_activate_only_once_602_5b():
    g = build(
        hands=(["Isla", "Isla"], []),
        battlefields=(["Cabra poseída"] + ["Llanura"] * 6, []),
        libraries=(LIB, LIB),
    )
    goat = one(g, "Possessed Goat")
    g.submit(f"activate:{goat}:0")
    g.submit(g.pending.ids()[0])
    pay(g)
    resolve_top(g)
    assert f"activate:{goat}:0" not in g.pending.ids()


def test_possessed_goat_needs_a_card_to_discard_118_3():
    g = build(battlefields=(["Cabra poseída"] + ["Llanura"] * 3, []), libraries=(LIB, LIB))
    goat = one(g, "Possessed Goat")
    assert f"activate:{goat}:0" not in g.pending.ids()
