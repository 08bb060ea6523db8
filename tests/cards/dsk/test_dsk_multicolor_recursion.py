"""Undead Sprinter and Rite of the Moth (grimorio.cards.dsk.multicolor_recursion): a card's
own permission to be cast from the graveyard with a condition (CR 601.3) and flashback
(702.34a)."""

from grimorio.scenario.board import build
from support import cards, cast, ids, one, pay, resolve_top

SPRINTER = "Undead Sprinter"
RITE = "Rite of the Moth"


def _sprinter_board(victim="Test Bear"):
    return build(
        hands=(["Murder"], []),
        battlefields=(["Pantano"] * 5 + ["Montaña"], [victim]),
        graveyards=([SPRINTER], []),
    )


def test_undead_sprinter_not_castable_from_the_graveyard_without_a_death_601_3():
    g = _sprinter_board()
    sprinter = one(g, SPRINTER, "graveyard/0")
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{sprinter}")]


def test_undead_sprinter_castable_after_a_non_zombie_creature_died_enters_with_counter():
    g = _sprinter_board()
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    sprinter = one(g, SPRINTER, "graveyard/0")
    g.submit(f"cast:{sprinter}")
    pay(g)
    resolve_top(g)
    new = one(g, SPRINTER)
    assert g.state.objects[new].counters == {"+1/+1": 1}
    c = g.characteristics(new)
    assert (c.power, c.toughness) == (3, 3)
    assert {"trample", "haste"} <= c.keywords


def test_undead_sprinter_a_zombie_dying_doesnt_count():
    g = _sprinter_board(victim=SPRINTER)
    cast(g, "Murder", f"target:{one(g, SPRINTER)}")
    resolve_top(g)
    mine = one(g, SPRINTER, "graveyard/0")
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{mine}")]


def test_undead_sprinter_cast_from_the_hand_enters_without_a_counter():
    g = build(
        hands=([SPRINTER, "Murder"], []),
        battlefields=(["Pantano"] * 4 + ["Montaña"] * 2, ["Test Bear"]),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    cast(g, SPRINTER)
    resolve_top(g)
    assert g.state.objects[one(g, SPRINTER)].counters == {}


def test_rite_of_the_moth_returns_a_creature_card_with_a_finality_counter_122_1h():
    g = build(
        hands=([RITE], []),
        battlefields=(["Llanura", "Pantano", "Pantano", "Pantano"], []),
        graveyards=(["Test Giant"], []),
    )
    cast(g, RITE, f"target:{one(g, 'Test Giant', 'graveyard/0')}")
    resolve_top(g)
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].counters == {"finality": 1}
    assert cards(g, "graveyard/0") == [RITE]  # cast from the hand: to the graveyard


def test_rite_of_the_moth_flashback_from_the_graveyard_then_exiled_702_34a():
    g = build(
        battlefields=(["Llanura", "Llanura", "Pantano", "Pantano", "Pantano", "Pantano"], []),
        graveyards=([RITE, "Test Giant"], []),
    )
    rite = one(g, RITE, "graveyard/0")
    assert f"cast:{rite}" not in g.pending.ids()  # only for its flashback cost
    g.submit(f"cast:{rite}:flashback")
    g.submit(f"target:{one(g, 'Test Giant', 'graveyard/0')}")
    pay(g)
    assert all(g.state.objects[i].tapped for i in g.state.zones["battlefield"])  # {3}{W}{W}{B}
    resolve_top(g)
    assert ids(g, "Test Giant") and cards(g, "exile") == [RITE]
    assert "702.34a" in g.log.rules()


def test_rite_of_the_moth_flashback_exiled_even_if_countered_702_34a():
    g = build(
        battlefields=(["Llanura", "Llanura", "Pantano", "Pantano", "Pantano", "Pantano"], []),
        graveyards=([RITE, "Test Giant"], []),
    )
    g.submit(f"cast:{one(g, RITE, 'graveyard/0')}:flashback")
    g.submit(f"target:{one(g, 'Test Giant', 'graveyard/0')}")
    pay(g)
    # the target leaves the graveyard: the spell doesn't resolve (608.2b) and leaves the stack
    from grimorio.rules.events.objects import ZoneChange

    g.emit(ZoneChange(one(g, "Test Giant", "graveyard/0"), "exile", "701.13a", "exile"))
    resolve_top(g)
    assert sorted(cards(g, "exile")) == [RITE, "Test Giant"]
    assert cards(g, "graveyard/0") == []
