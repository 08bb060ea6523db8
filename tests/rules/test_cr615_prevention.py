"""CR 615 — Efectos de prevención: prevention made in response (615.4), an additional effect
that uses the amount prevented (615.5), shields of N (615.7), a static ability that prevents
N of each event (615.10), shields for each creature when the effect resolves (615.11), and
damage that can't be prevented (615.12). The cards are in ``grimorio.testing.cards.cr614``.

The examples of 615.10 (Daunting Defender: damage to "a Cleric creature you control") and
615.11 (Wojek Apothecary: creatures "that share a color" with the target) need what the
vocabulary can't say; the tests below check the same rules with cards of our own.
"""

from __future__ import annotations

from grimorio.scenario.board import build
from support import attack, cards, cast, one, resolve_top, to_step

LIB = ["Llanura"] * 5
LANDS = ["Montaña"] * 9 + ["Llanura"] * 3
NORTE = -1  # player references
SUR = -2


def game(mine=(), theirs=(), hand=(), their_hand=(), **kw):  # type: ignore[no-untyped-def]
    """Each player controls twelve lands (Mountains and Plains) and their permanents."""
    return build(
        hands=(list(hand), list(their_hand)),
        battlefields=(LANDS + list(mine), LANDS + list(theirs)),
        libraries=(LIB, LIB),
        **kw,
    )


def life(g, player):  # type: ignore[no-untyped-def]
    return g.state.players[player].life


def shields(g):  # type: ignore[no-untyped-def]
    """What is left of each prevention shield (615.7)."""
    return [e.remaining for e in g.state.replacements]


# -- 615.4: in response --------------------------------------------------------------------


def test_615_4_prevention_cast_in_response_prevents_the_damage():
    """615.4, example: a prevention spell cast in response to a spell that would deal damage
    resolves first, and the damage is prevented."""
    g = game(hand=["Test Blast"], their_hand=["Test Salve"])
    cast(g, "Test Blast", "x:3", f"target:{SUR}")
    g.submit("pass")  # Norte passes; Sur responds
    cast(g, "Test Salve", f"target:{SUR}", player=1)
    resolve_top(g)  # Test Salve resolves
    resolve_top(g)  # Test Blast resolves
    assert life(g, 1) == 20
    assert "615.1" in g.log.rules()


def test_615_4_once_the_spell_resolved_it_is_too_late():
    """615.4: prevention must exist before the damage; cast after the spell resolved, it
    can't go back in time."""
    g = game(hand=["Test Blast"], their_hand=["Test Salve"])
    cast(g, "Test Blast", "x:3", f"target:{SUR}")
    resolve_top(g)
    assert life(g, 1) == 17
    g.submit("pass")  # Norte passes with an empty stack; Sur acts
    cast(g, "Test Salve", f"target:{SUR}", player=1)
    resolve_top(g)
    assert life(g, 1) == 17
    assert shields(g) == [3]  # the shield waits for damage still to come


# -- 615.5: an additional effect -----------------------------------------------------------


def test_615_5_additional_effect_uses_the_amount_prevented():
    """615.5: "prevent that damage; you gain life equal to the damage prevented this way":
    3 damage prevented, 3 life gained right after."""
    g = game(["Test Ward"], their_hand=["Test Blast"])
    g.submit("pass")
    cast(g, "Test Blast", "x:3", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert life(g, 0) == 23
    rules = g.log.rules()
    assert rules.index("615.1") < max(i for i, r in enumerate(rules) if r == "119.3")


def test_615_5_the_additional_effect_happens_once_per_event():
    """615.5, 615.10: two combat damage events from two attackers: each is prevented and
    each gain uses its own amount (2 + 4)."""
    g = game(["Test Ward"], ["Test Bear", "Test Giant"], turn=3, active=1, step="begin_combat")
    attack(g, one(g, "Test Bear"), one(g, "Test Giant"))
    to_step(g, "end_combat")
    assert life(g, 0) == 26


# -- 615.7: shields ------------------------------------------------------------------------


def test_615_7_a_shield_is_reduced_then_used_up():
    """615.7: "prevent the next 3 damage": 2 prevented (1 left), then 1 of 2 prevented,
    then 2 dealt normally."""
    g = game(hand=["Test Salve", "Test Blast", "Test Blast", "Test Blast"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    assert shields(g) == [3]
    for x, left, expected in ((2, [1], 20), (2, [], 19), (2, [], 17)):
        cast(g, "Test Blast", f"x:{x}", f"target:{SUR}")
        resolve_top(g)
        assert shields(g) == left
        assert life(g, 1) == expected


def test_615_7_a_shield_used_is_logged_with_its_rule():
    """615.7: the log says the shield prevented the damage and was reduced."""
    g = game(hand=["Test Salve", "Test Blast"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    assert "615.7" in g.log.rules()


def test_615_7_a_shield_protects_only_what_it_was_given_to():
    """615.7: the shield is on the target; damage to another player is dealt normally."""
    g = game(hand=["Test Salve", "Test Blast"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    cast(g, "Test Blast", "x:2", f"target:{NORTE}")
    resolve_top(g)
    assert life(g, 0) == 18
    assert shields(g) == [3]


def test_615_7_a_shield_on_a_creature():
    """615.7: 4 damage to a 2/2 with a 3-point shield: 3 are prevented, 1 is dealt, and the
    creature survives."""
    g = game(theirs=["Test Bear"], hand=["Test Salve", "Test Blast"])
    bear = one(g, "Test Bear")
    cast(g, "Test Salve", f"target:{bear}")
    resolve_top(g)
    cast(g, "Test Blast", "x:4", f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].damage == 1
    assert cards(g, "graveyard/1") == []


def test_615_3_a_shield_lasts_only_this_turn():
    """615.3, 615.7: "this turn": the unused shield ends in the cleanup step (514.2)."""
    g = game(hand=["Test Salve"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    assert shields(g) == [3]
    while g.state.turn == 2:
        g.submit("pass")
    assert shields(g) == []


def test_615_3_prevent_all_combat_damage_this_turn():
    """615.3, 615.1a: "prevent all combat damage that would be dealt this turn": the
    attackers deal none, however many events; a spell's damage is not combat damage."""
    g = game(
        ["Test Bear", "Test Giant", "Bosque"],
        hand=["Test Fog", "Test Blast"],
        step="begin_combat",
    )
    cast(g, "Test Fog")
    resolve_top(g)
    attack(g, one(g, "Test Bear"), one(g, "Test Giant"))
    to_step(g, "end_combat")
    assert life(g, 1) == 20
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    assert life(g, 1) == 18


# -- 615.10: a static ability that prevents N of each event --------------------------------


def test_615_10_a_static_ability_prevents_1_of_each_event():
    """615.10: "if a source would deal damage to you, prevent 1 of that damage": 3 damage
    becomes 2."""
    g = game(["Test Buffer"], their_hand=["Test Blast"])
    g.submit("pass")
    cast(g, "Test Blast", "x:3", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert life(g, 0) == 18


def test_615_10_applied_separately_to_simultaneous_events():
    """615.10: two attackers deal their damage at once; 1 is prevented from each event
    (2 − 1 and 4 − 1)."""
    g = game(["Test Buffer"], ["Test Bear", "Test Giant"], turn=3, active=1, step="begin_combat")
    attack(g, one(g, "Test Bear"), one(g, "Test Giant"))
    to_step(g, "end_combat")
    assert life(g, 0) == 16


# -- 615.11: a shield for each creature when it resolves -----------------------------------


def test_615_11_shields_for_the_creatures_there_when_it_resolves():
    """615.11: "prevent the next 1 damage that would be dealt to each creature you control
    this turn" gives each creature there at resolution a shield; a creature that enters
    later gets none (Pyroclasm: 2 damage to each creature)."""
    g = game(["Test Bear"], hand=["Test Aegis", "Test Giant", "Pyroclasm"])
    cast(g, "Test Aegis")
    resolve_top(g)
    cast(g, "Test Giant")
    resolve_top(g)
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Bear")].damage == 1
    assert g.state.objects[one(g, "Test Giant")].damage == 2


# -- 615.12: damage that can't be prevented ------------------------------------------------


def test_615_12_shields_are_not_reduced():
    """615.12: damage can't be prevented this turn: the shield applies, prevents nothing and
    is not reduced."""
    g = game(hand=["Test Salve", "Test Unstoppable", "Test Blast"])
    cast(g, "Test Salve", f"target:{SUR}")
    resolve_top(g)
    cast(g, "Test Unstoppable")
    resolve_top(g)
    cast(g, "Test Blast", "x:2", f"target:{SUR}")
    resolve_top(g)
    assert life(g, 1) == 18
    assert shields(g) == [3]
    assert "615.12" in g.log.rules()


def test_615_12_static_prevention_prevents_nothing():
    g = game(["Test Ward"], their_hand=["Test Unstoppable", "Test Blast"])
    g.submit("pass")
    cast(g, "Test Unstoppable", player=1)
    resolve_top(g)
    g.submit("pass")
    cast(g, "Test Blast", "x:3", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert life(g, 0) == 17


def test_615_12_the_additional_effect_still_happens():
    """615.12: "those effects won't prevent any damage, but any additional effects they have
    will take place": "prevent that damage and draw a card" still draws."""
    g = game(["Test Chant"], their_hand=["Test Unstoppable", "Test Blast"])
    g.submit("pass")
    cast(g, "Test Unstoppable", player=1)
    resolve_top(g)
    g.submit("pass")
    cast(g, "Test Blast", "x:3", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert life(g, 0) == 17
    assert len(g.state.zones["hand/0"]) == 1


def test_615_5_prevent_and_draw_without_615_12():
    """615.5: the same card when the damage can be prevented: no damage, a card drawn."""
    g = game(["Test Chant"], their_hand=["Test Blast"])
    g.submit("pass")
    cast(g, "Test Blast", "x:3", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert life(g, 0) == 20
    assert len(g.state.zones["hand/0"]) == 1


def test_615_12_only_this_turn():
    """615.12: "this turn": in the next turn the damage can be prevented again."""
    g = game(["Test Ward"], their_hand=["Test Unstoppable", "Test Blast"])
    g.submit("pass")
    cast(g, "Test Unstoppable", player=1)
    resolve_top(g)
    while not (g.state.turn == 3 and g.state.step == "main1"):
        g.submit("pass")
    cast(g, "Test Blast", "x:3", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert life(g, 0) == 23
