"""CR 616 — Interacción de los efectos de reemplazo y/o prevención: the affected object's
controller (or the affected player) chooses which effect applies first (616.1, 616.1e), the
others are looked at again afterwards (616.1f), and one effect may make another applicable
(616.2). The decision is offered only when more than one effect applies and the order
matters. The cards are in ``grimorio.testing.cards.cr614``.

The second example of 616.1f (Essence of the Wild: "enter as a copy"), the example of
616.1g (Doubling Season: token doubling) and that of 616.2 (gaining life replaced by drawing,
drawing replaced by returning a card) need what the vocabulary can't say; see the report of
this work.
"""

from __future__ import annotations

from grimorio.scenario.board import build
from support import cards, cast, ids, one, resolve_top

LIB = ["Llanura"] * 5
LANDS = ["Pantano"] * 4 + ["Montaña"] * 4 + ["Bosque"] * 2 + ["Llanura"] * 4
SUR = -2


def game(mine=(), theirs=(), hand=()):  # type: ignore[no-untyped-def]
    """Norte (player 0) controls lands and ``mine``; Sur (player 1) controls ``theirs``."""
    return build(
        hands=(list(hand), []),
        battlefields=(LANDS + list(mine), list(theirs)),
        libraries=(LIB, LIB),
    )


def replacement_by(g, card):  # type: ignore[no-untyped-def]
    """The option of the pending replacement decision that applies ``card``'s effect."""
    assert g.pending.kind == "replacement", g.pending
    found = [o.id for o in g.pending.options if o.args and o.args[0][1] == card]
    assert len(found) == 1, (card, g.pending.options)
    return found[0]


def murder(g, target):  # type: ignore[no-untyped-def]
    cast(g, "Murder", f"target:{target}")
    resolve_top(g)


# -- 616.1, 616.1f: first example ----------------------------------------------------------


def test_616_1_the_creatures_controller_chooses_exile():
    """616.1f, first example: "if a card would be put into a graveyard from anywhere, exile
    it instead" and "if this creature would die, shuffle it into its owner's library
    instead": the creature's controller (Sur, not the enchantment's controller) chooses.
    Exile first: then the other no longer applies."""
    g = game(["Test Exile Field"], ["Test Phoenix"], hand=["Murder"])
    murder(g, one(g, "Test Phoenix"))
    assert g.pending.kind == "replacement"
    assert g.pending.player == 1
    assert len(g.pending.options) == 2
    g.submit(replacement_by(g, "Test Exile Field"))
    assert sorted(cards(g, "exile")) == ["Murder", "Test Phoenix"]
    assert "Test Phoenix" not in cards(g, "library/1")
    assert cards(g, "graveyard/1") == []


def test_616_1_the_creatures_controller_chooses_the_library():
    """616.1f, first example: the library first; the exile effect then has nothing to do."""
    g = game(["Test Exile Field"], ["Test Phoenix"], hand=["Murder"])
    murder(g, one(g, "Test Phoenix"))
    g.submit(replacement_by(g, "Test Phoenix"))
    assert "Test Phoenix" in cards(g, "library/1")
    assert cards(g, "exile") == ["Murder"]  # Norte's own spell: a card into a graveyard
    assert cards(g, "graveyard/1") == []


def test_616_1_one_effect_no_choice():
    """616.1: only one effect applies: nobody is asked."""
    g = game(theirs=["Test Phoenix"], hand=["Murder"])
    murder(g, one(g, "Test Phoenix"))
    assert g.pending.kind == "priority"
    assert "Test Phoenix" in cards(g, "library/1")


def test_616_1_finality_counter_or_library():
    """616.1, 122.1h: a finality counter and "shuffle it into its owner's library": the
    controller chooses; choosing the counter's effect exiles it."""
    g = game(theirs=[{"name": "Test Phoenix", "counters": {"finality": 1}}], hand=["Murder"])
    murder(g, one(g, "Test Phoenix"))
    assert g.pending.kind == "replacement" and g.pending.player == 1
    finality = next(o.id for o in g.pending.options if o.id == "replace:finality")
    g.submit(finality)
    assert cards(g, "exile") == ["Test Phoenix"]


# -- 616.1: the order matters --------------------------------------------------------------


def test_616_1_damaged_player_chooses_double_then_add():
    """616.1, 616.1f: "double that damage" and "that much plus 1" for Norte's 2-damage spell
    at Sur: Sur, the affected player, chooses; doubling first gives 2 × 2 + 1 = 5."""
    g = game(["Test Furnace Heart", "Test Amplifier"], hand=["Test Blast"])
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    assert g.pending.kind == "replacement"
    assert g.pending.player == 1
    g.submit(replacement_by(g, "Test Furnace Heart"))
    assert g.state.players[1].life == 15


def test_616_1_damaged_player_chooses_add_then_double():
    """616.1, 616.1f: adding first gives (2 + 1) × 2 = 6; the second still applies after the
    first (it is looked at again)."""
    g = game(["Test Furnace Heart", "Test Amplifier"], hand=["Test Blast"])
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    g.submit(replacement_by(g, "Test Amplifier"))
    assert g.state.players[1].life == 14


def test_616_1_damage_to_a_creature_its_controller_chooses():
    """616.1: damage to a creature: the creature's controller is the one affected."""
    g = game(["Test Furnace Heart", "Test Amplifier"], ["Test Giant"], hand=["Test Blast"])
    giant = one(g, "Test Giant")
    cast(g, "Test Blast", "x:1", f"target:{giant}")
    resolve_top(g)
    assert g.pending.kind == "replacement" and g.pending.player == 1
    g.submit(replacement_by(g, "Test Furnace Heart"))
    assert g.state.objects[giant].damage == 3


def test_616_1_prevention_first_then_doubling_has_nothing_to_do():
    """616.1: a 3-point shield on Sur and "double that damage" for Norte's 2-damage spell:
    Sur chooses; preventing first prevents all 2 (1 left on the shield) and leaves nothing to
    double."""
    g = game(["Test Furnace Heart"], hand=["Test Salve", "Test Blast"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    assert g.pending.kind == "replacement" and g.pending.player == 1
    g.submit(replacement_by(g, "Test Salve"))
    assert g.state.players[1].life == 20
    assert [e.remaining for e in g.state.replacements] == [1]


def test_616_1_doubling_first_then_the_shield_prevents_3_of_4():
    """616.1: doubling first makes 4 damage; the shield prevents 3 and is used up; 1 is
    dealt."""
    g = game(["Test Furnace Heart"], hand=["Test Salve", "Test Blast"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    g.submit(replacement_by(g, "Test Furnace Heart"))
    assert g.state.players[1].life == 19
    assert g.state.replacements == []


def test_616_1_each_event_gets_its_own_choice():
    """616.1: two Test Phoenixes die at the same time under Test Exile Field: their
    controller chooses for each one; one is exiled, the other goes to the library."""
    g = game(
        ["Test Exile Field"],
        [{"name": "Test Phoenix", "damage": 2}, {"name": "Test Phoenix", "damage": 2}],
        hand=["Pyroclasm"],
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    g.submit(replacement_by(g, "Test Exile Field"))
    assert g.pending.kind == "replacement" and g.pending.player == 1
    g.submit(replacement_by(g, "Test Phoenix"))
    assert g.pending.kind == "priority"
    assert "Test Phoenix" in cards(g, "exile")
    assert cards(g, "library/1").count("Test Phoenix") == 1
    assert cards(g, "graveyard/1") == []


# -- 616.1: no decision when the order can't matter ----------------------------------------


def test_616_1_two_effects_that_do_the_same_no_choice():
    """616.1: Orb of Dreams and "this creature enters tapped": either order gives a tapped
    Treefolk, so nobody is asked."""
    g = game(["Orb of Dreams"], hand=["Scarwood Treefolk"])
    cast(g, "Scarwood Treefolk")
    resolve_top(g)
    assert g.pending.kind == "priority"
    assert g.state.objects[one(g, "Scarwood Treefolk")].tapped


def test_616_1_tapped_and_counters_commute_no_choice():
    """616.1: Orb of Dreams ("permanents enter tapped") and "this creature enters with two
    +1/+1 counters" change different things; either order gives the same permanent, so
    nobody is asked, and it enters tapped with its counters."""
    g = game(["Orb of Dreams"], hand=["Test Hatchling"])
    cast(g, "Test Hatchling")
    resolve_top(g)
    assert g.pending.kind == "priority"
    hatchling = one(g, "Test Hatchling")
    assert g.state.objects[hatchling].tapped
    assert g.state.objects[hatchling].counters == {"+1/+1": 2}


def test_616_1_both_applied_whatever_the_order_chosen():
    """616.1, 616.1f: Orb of Dreams and "enters with two +1/+1 counters": whichever applies
    first, the other still applies."""
    g = game(["Orb of Dreams"], hand=["Test Hatchling"])
    cast(g, "Test Hatchling")
    resolve_top(g)
    if g.pending.kind == "replacement":  # (asked although the order can't matter)
        g.submit(replacement_by(g, "Orb of Dreams"))
    hatchling = one(g, "Test Hatchling")
    assert g.state.objects[hatchling].tapped
    assert g.state.objects[hatchling].counters == {"+1/+1": 2}


# -- 616.2: one effect makes another applicable --------------------------------------------


def test_616_2_an_effect_made_applicable_by_another():
    """616.2: "exile it instead" turns the move into one to exile, to which "if a card would
    be put into exile, put it into its owner's graveyard instead" applies; the first effect
    has had its chance (614.5), so the card ends in the graveyard. Nobody is asked: only one
    effect applies at each stage."""
    g = game(["Test Void", "Test Unexile"], ["Test Bear"], hand=["Murder"])
    murder(g, one(g, "Test Bear"))
    assert g.pending.kind == "priority"
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert cards(g, "exile") == []
    assert ids(g, "Test Bear") == []
