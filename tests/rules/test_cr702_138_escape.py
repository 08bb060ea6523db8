"""CR 702.138 — escape: "You may cast this card from your graveyard by paying [cost] rather
than its mana cost" (702.138a), following the rules for alternative costs (601.2b, 601.2f–h);
a spell or permanent cast that way "escaped" (702.138b). With test cards: Test Escapee
(Escape—{1}{B}, exile two other cards from your graveyard) and Test Key Keeper, which gives
escape to the enchantment cards in its controller's graveyard for their mana cost plus
exiling three other cards (the words of El Maestro de las Llaves)."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay

ESCAPEE = "Test Escapee"
KEEPER = "Test Key Keeper"
BIG = "Test Grand Enchantment"
ROOM = "Central Elevator // Promising Stairs"


def casts(g, oid: int) -> list[str]:
    return [i for i in g.pending.ids() if i.startswith(f"cast:{oid}")]


def test_a_card_with_escape_is_cast_from_the_graveyard_for_its_escape_cost_702_138a():
    g = build(
        graveyards=([ESCAPEE, "Test Bear", "Test Giant"], []),
        battlefields=(["Pantano", "Pantano"], []),
    )
    oid = one(g, ESCAPEE, "graveyard/0")
    assert casts(g, oid) == [f"cast:{oid}:escape"]  # not for its mana cost: a permission
    g.submit(f"cast:{oid}:escape")
    assert g.pending.kind == "cost"
    others = [i for i in g.pending.ids() if i.startswith("exile_card:")]
    assert f"exile_card:{oid}" not in others and len(others) == 2  # "other" cards
    g.submit(others[0])
    g.submit(g.pending.ids()[0])
    pay(g)
    spell = g.state.objects[g.state.zones["stack"][0]]
    assert (spell.cast_as, spell.cast_from) == ("escape", "graveyard")
    assert sorted(cards(g, "exile")) == ["Test Bear", "Test Giant"]
    assert all(g.state.objects[i].tapped for i in ids(g, "Swamp"))
    g.submit("pass")
    g.submit("pass")
    escaped = g.state.objects[one(g, ESCAPEE)]
    assert escaped.cast_as == "escape"  # it escaped (702.138b)
    # CR 702.138c: "escapes with a +1/+1 counter on it"
    assert escaped.counters == {"+1/+1": 1} and "702.138c" in g.log.rules()


def test_a_permanent_that_didnt_escape_doesnt_enter_with_its_escape_counters_702_138c():
    g = build(hands=([ESCAPEE], []), battlefields=(["Pantano"] * 3, []))
    g.submit(f"cast:{one(g, ESCAPEE, 'hand/0')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[one(g, ESCAPEE)].counters == {}


def test_escape_works_only_from_the_graveyard_702_138a():
    g = build(
        hands=([ESCAPEE], []),
        graveyards=(["Test Bear", "Test Giant"], []),
        battlefields=(["Pantano"] * 3, []),
    )
    oid = one(g, ESCAPEE, "hand/0")
    assert casts(g, oid) == [f"cast:{oid}"]


def test_without_enough_other_cards_to_exile_it_cant_escape_118_3():
    g = build(
        graveyards=([ESCAPEE, "Test Bear"], []),
        battlefields=(["Pantano", "Pantano"], []),
    )
    assert casts(g, one(g, ESCAPEE, "graveyard/0")) == []


def test_escape_doesnt_change_when_the_card_may_be_cast_702_138a():
    """Release notes: a creature card escapes only when a creature spell could be cast."""
    g = build(
        graveyards=([], [ESCAPEE, "Test Bear", "Test Giant"]),
        battlefields=([], ["Pantano", "Pantano"]),
        priority=1,
    )
    assert casts(g, one(g, ESCAPEE, "graveyard/1")) == []


def test_escape_given_costs_the_mana_cost_plus_three_other_cards_702_138a():
    g = build(
        graveyards=([BIG, "Test Bear", "Test Giant", "Test Wall"], []),
        battlefields=([KEEPER, *["Llanura"] * 6], []),
    )
    oid = one(g, BIG, "graveyard/0")
    assert casts(g, oid) == [f"cast:{oid}:escape"]
    g.submit(f"cast:{oid}:escape")
    for _ in range(3):
        g.submit(next(i for i in g.pending.ids() if i.startswith("exile_card:")))
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[one(g, BIG)].cast_as == "escape"
    assert sorted(cards(g, "exile")) == ["Test Bear", "Test Giant", "Test Wall"]
    assert all(g.state.objects[i].tapped for i in ids(g, "Plains"))  # {4}{W}{W}


def test_escape_is_given_only_to_the_cards_that_match_in_its_controllers_graveyard():
    g = build(
        graveyards=(["Test Bear", "Test Giant", "Test Wall", "Test Escapee"], [BIG, "Test Bear"]),
        battlefields=([KEEPER, *["Llanura"] * 6], []),
    )
    assert casts(g, one(g, "Test Bear", "graveyard/0")) == []  # not an enchantment
    assert casts(g, one(g, BIG, "graveyard/1")) == []  # another player's graveyard


def test_escape_given_to_a_room_is_paid_for_the_door_cast_702_138a():
    """Release notes of El Maestro de las Llaves: choose the door, pay its cost, exile
    three cards."""
    g = build(
        graveyards=([ROOM, "Test Bear", "Test Giant", "Test Wall"], []),
        battlefields=([KEEPER, "Isla", "Isla", "Isla"], []),
    )
    oid = one(g, ROOM, "graveyard/0")
    assert casts(g, oid) == [f"cast:{oid}:1:escape"]  # {2}{U}; {3}{U} is too much
    g.submit(f"cast:{oid}:1:escape")
    for _ in range(3):
        g.submit(next(i for i in g.pending.ids() if i.startswith("exile_card:")))
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[one(g, ROOM)].doors == 0b10
