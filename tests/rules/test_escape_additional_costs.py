"""CR 601.2h — the total cost is paid in any order — with escape (702.138a) and an
additional cost (601.2f): the cards discarded and the permanents sacrificed for the
additional cost may be among the cards exiled from the graveyard for the escape cost (the
release notes of El Maestro de las Llaves). With El Maestro de las Llaves (its enchantment
cards have escape: their mana cost plus exiling three other cards) and the test-only
enchantments Test Discard Sigil ("as an additional cost, discard a card") and Test
Sacrifice Sigil ("... sacrifice a creature")."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay

KEYS = "El Maestro de las Llaves"
DISCARD = "Test Discard Sigil"
SACRIFICE = "Test Sacrifice Sigil"


def exile_options(g) -> list[str]:
    return [i for i in g.pending.ids() if i.startswith("exile_card:")]


def test_the_discarded_card_may_be_exiled_for_the_escape_cost_601_2h():
    """CR 601.2h, 702.138a: the discard is chosen first; the hand card discarded is offered
    with the graveyard's cards, and once paid it is the card exiled (a new object, 400.7)."""
    g = build(
        hands=(["Llanura", "Isla"], []),
        graveyards=([DISCARD, "Isla", "Isla", "Isla"], []),
        battlefields=([KEYS, "Isla", "Isla"], []),
    )
    sigil = one(g, DISCARD, "graveyard/0")
    g.submit(f"cast:{sigil}:escape")
    plains = one(g, "Plains", "hand/0")
    assert f"discard:{plains}" in g.pending.ids()  # the additional cost, asked first
    g.submit(f"discard:{plains}")
    offered = exile_options(g)
    assert f"exile_card:{plains}" in offered and len(offered) == 4  # three Islands and it
    assert f"exile_card:{sigil}" not in offered  # "other" cards (702.138a)
    g.submit(f"exile_card:{plains}")
    g.submit(exile_options(g)[0])
    g.submit(exile_options(g)[0])
    pay(g)
    assert sorted(cards(g, "exile")) == ["Island", "Island", "Plains"]
    assert cards(g, "graveyard/0") == ["Island"]
    assert cards(g, "hand/0") == ["Island"]
    assert "701.9a" in g.log.rules()  # it was discarded, then exiled
    g.submit("pass")
    g.submit("pass")
    assert ids(g, DISCARD)


def test_with_two_other_cards_the_discarded_one_makes_the_third_601_2h():
    """CR 601.2h, 118.3: two other cards in the graveyard and a card to discard: the escape
    is offered, and only the choices that complete it (732.1)."""
    g = build(
        hands=(["Llanura"], []),
        graveyards=([DISCARD, "Isla", "Isla"], []),
        battlefields=([KEYS, "Isla", "Isla"], []),
    )
    sigil = one(g, DISCARD, "graveyard/0")
    assert f"cast:{sigil}:escape" in g.pending.ids()
    g.submit(f"cast:{sigil}:escape")
    g.submit(f"discard:{one(g, 'Plains', 'hand/0')}")
    for _ in range(3):
        g.submit(exile_options(g)[0])
    pay(g)
    assert sorted(cards(g, "exile")) == ["Island", "Island", "Plains"]
    assert cards(g, "graveyard/0") == []


def test_without_a_third_card_even_counting_the_discard_it_cant_escape_118_3():
    """CR 118.3: one other card and one to discard make two: no escape."""
    g = build(
        hands=(["Llanura"], []),
        graveyards=([DISCARD, "Isla"], []),
        battlefields=([KEYS, "Isla", "Isla"], []),
    )
    sigil = one(g, DISCARD, "graveyard/0")
    assert not [i for i in g.pending.ids() if i.startswith(f"cast:{sigil}")]


def test_the_sacrificed_card_may_be_exiled_for_the_escape_cost_601_2h():
    """CR 601.2h, 701.21a: the creature sacrificed goes to its owner's graveyard as the cost
    is paid, and is the card exiled from there."""
    g = build(
        graveyards=([SACRIFICE, "Isla", "Isla"], []),
        battlefields=([KEYS, "Test Bear", "Pantano", "Pantano"], []),
    )
    sigil = one(g, SACRIFICE, "graveyard/0")
    g.submit(f"cast:{sigil}:escape")
    bear = one(g, "Test Bear")
    g.submit(f"sacrifice:{bear}")
    assert f"exile_card:{bear}" in exile_options(g)
    g.submit(f"exile_card:{bear}")
    for _ in range(2):
        g.submit(exile_options(g)[0])
    pay(g)
    assert sorted(cards(g, "exile")) == ["Island", "Island", "Test Bear"]
    assert cards(g, "graveyard/0") == []
    assert "701.21a" in g.log.rules()


def test_a_sacrificed_token_isnt_a_card_to_exile_111_8():
    """CR 111.8, 702.138a: a token sacrificed is no card: the escape exiles "cards", so it
    isn't offered among them."""
    g = build(
        graveyards=([SACRIFICE, "Isla", "Isla", "Isla"], []),
        battlefields=([KEYS, {"name": "Test Bear", "token": True}, "Pantano", "Pantano"], []),
    )
    g.submit(f"cast:{one(g, SACRIFICE, 'graveyard/0')}:escape")
    token = one(g, "Test Bear")
    g.submit(f"sacrifice:{token}")
    assert f"exile_card:{token}" not in exile_options(g) and len(exile_options(g)) == 3
