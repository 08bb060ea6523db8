"""CR 607 — Habilidades vinculadas: an ability that exiles cards and one that refers to "the
exiled cards" (607.2a), the choice made as a permanent enters (607.2d, 614.12a), and a new
object (400.7) that is linked to nothing its old self did. The cards are in
``grimorio.testing.cards.cr614``.

The examples of 607.2i (kicker), 607.4 (Paradise Plume: "the chosen color"), 607.5 (gaining
another creature's activated abilities) and 607.5a (protection from the chosen color; copies
that never chose) need what the vocabulary can't say; see the report of this work.
"""

from __future__ import annotations

from grimorio.scenario.board import build
from support import cards, cast, ids, one, resolve_top

LIB = ["Llanura"] * 5
SWAMPS = ["Pantano"] * 8


def game(mine=(), theirs=(), hand=(), my_graveyard=(), their_graveyard=(), exile=()):  # type: ignore[no-untyped-def]
    """Player 0 (Norte) controls eight Swamps and ``mine`` and holds ``hand``."""
    return build(
        hands=(list(hand), []),
        battlefields=(SWAMPS + list(mine), list(theirs)),
        graveyards=(list(my_graveyard), list(their_graveyard)),
        exiles=(list(exile), []),
        libraries=(LIB, LIB),
    )


def activate(g, obj, index, *answers):  # type: ignore[no-untyped-def]
    """Activate ability ``index`` of ``obj``, answer, pay and let it resolve."""
    g.submit(f"activate:{obj}:{index}")
    for a in answers:
        g.submit(a)
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)


def test_607_2a_the_exiled_cards_are_those_the_linked_ability_exiled():
    """607.2a: the second ability puts onto the battlefield the card the first one exiled."""
    g = game(["Test Gravekeeper"], their_graveyard=["Test Giant"])
    keeper = one(g, "Test Gravekeeper")
    activate(g, keeper, 0, f"target:{one(g, 'Test Giant', 'graveyard/1')}")
    assert cards(g, "exile") == ["Test Giant"]
    activate(g, keeper, 1)
    assert cards(g, "exile") == []
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].controller == 0  # "under your control"


def test_607_1_cards_exiled_otherwise_are_not_the_exiled_cards():
    """607.1, 607.2a: a card that was already in exile, put there by nothing of this
    artifact, is not one of "the cards exiled with this artifact"."""
    g = game(["Test Gravekeeper"], their_graveyard=["Test Giant"], exile=["Test Bear"])
    keeper = one(g, "Test Gravekeeper")
    activate(g, keeper, 0, f"target:{one(g, 'Test Giant', 'graveyard/1')}")
    activate(g, keeper, 1)
    assert cards(g, "exile") == ["Test Bear"]
    assert ids(g, "Test Bear") == []
    assert len(ids(g, "Test Giant")) == 1


def test_607_1_each_object_is_linked_only_to_its_own_ability():
    """607.1: two copies of the same artifact: each one's second ability refers only to what
    its own first ability exiled."""
    g = game(["Test Gravekeeper", "Test Gravekeeper"], their_graveyard=["Test Giant", "Test Bear"])
    first, second = ids(g, "Test Gravekeeper")
    activate(g, first, 0, f"target:{one(g, 'Test Giant', 'graveyard/1')}")
    activate(g, second, 0, f"target:{one(g, 'Test Bear', 'graveyard/1')}")
    activate(g, second, 1)
    assert cards(g, "exile") == ["Test Giant"]
    assert len(ids(g, "Test Bear")) == 1
    assert ids(g, "Test Giant") == []


def test_607_3_every_card_the_linked_ability_exiled():
    """607.3: when the first ability exiled several cards (here, by two activations), the
    second refers to each of them."""
    g = game(["Test Gravekeeper"], their_graveyard=["Test Giant", "Test Bear"])
    keeper = one(g, "Test Gravekeeper")
    activate(g, keeper, 0, f"target:{one(g, 'Test Giant', 'graveyard/1')}")
    activate(g, keeper, 0, f"target:{one(g, 'Test Bear', 'graveyard/1')}")
    assert sorted(cards(g, "exile")) == ["Test Bear", "Test Giant"]
    activate(g, keeper, 1)
    assert cards(g, "exile") == []
    assert len(ids(g, "Test Giant")) == 1
    assert len(ids(g, "Test Bear")) == 1


def test_400_7_a_new_object_is_not_linked_to_what_the_old_one_exiled():
    """607.2a, 400.7: the artifact exiles a card, returns to its owner's hand and is cast
    again; the new object's second ability refers to no card, so the exiled card stays."""
    g = game(["Test Gravekeeper", "Isla", "Isla"], hand=["Get Out"], their_graveyard=["Test Giant"])
    keeper = one(g, "Test Gravekeeper")
    activate(g, keeper, 0, f"target:{one(g, 'Test Giant', 'graveyard/1')}")
    cast(g, "Get Out", "mode:1", f"target:{keeper}")
    resolve_top(g)
    assert ids(g, "Test Gravekeeper", "hand/0")
    cast(g, "Test Gravekeeper")
    resolve_top(g)
    new_keeper = one(g, "Test Gravekeeper")
    assert new_keeper != keeper
    activate(g, new_keeper, 1)
    assert cards(g, "exile") == ["Test Giant"]
    assert ids(g, "Test Giant") == []


def test_607_2a_linked_triggered_abilities_after_the_object_left():
    """607.2a, 603.10a: "when this enters, exile ..." and "when this leaves the battlefield,
    put the exiled card onto the battlefield": the leaves ability, which looks back in time,
    finds the card its object's first ability exiled."""
    g = game(hand=["Test Crypt Warden", "Murder"], their_graveyard=["Test Giant"])
    cast(g, "Test Crypt Warden")
    resolve_top(g)  # the creature spell resolves; its enters ability targets the Giant
    resolve_top(g)  # the enters ability resolves
    assert cards(g, "exile") == ["Test Giant"]
    warden = one(g, "Test Crypt Warden")
    cast(g, "Murder", f"target:{warden}")
    resolve_top(g)
    assert sorted(cards(g, "graveyard/0")) == ["Murder", "Test Crypt Warden"]
    assert ids(g, "Test Giant") == []  # not yet: the leaves ability is on the stack
    resolve_top(g)  # the leaves ability resolves
    assert cards(g, "exile") == []
    assert g.state.objects[one(g, "Test Giant")].controller == 0


def test_607_2d_the_choice_belongs_to_the_object_that_entered():
    """607.2d, 614.12a, 400.7: the color chosen as Voice of All entered is this object's;
    when it returns to its owner's hand and is cast again, the new object asks again and the
    new choice is the one linked to it."""
    g = game(["Isla", "Isla"] + ["Llanura"] * 4, hand=["Voice of All", "Get Out"])
    cast(g, "Voice of All")
    resolve_top(g)
    assert g.pending.kind == "choose"
    g.submit("choose:U")
    voice = one(g, "Voice of All")
    assert g.state.chosen[voice] == (("color", "U"),)
    cast(g, "Get Out", "mode:1", f"target:{voice}")
    resolve_top(g)
    cast(g, "Voice of All")
    resolve_top(g)
    assert g.pending.kind == "choose"  # a new object: a new choice
    g.submit("choose:R")
    again = one(g, "Voice of All")
    assert again != voice
    assert g.state.chosen[again] == (("color", "R"),)
