"""CR 614 — Efectos de reemplazo: "instead" (614.1a), how a permanent enters (614.1c–d,
614.12, 614.12a), an effect applies once (614.5), the replaced event never happens and the
modified one may trigger (614.6), no event, nothing to replace (614.7a), and the counters
that act as replacement effects (122.1d, 122.1h). The cards are in
``grimorio.testing.cards.cr614``.

The examples of 614.4 (regeneration), 614.13a (exiling cards as a permanent enters), 614.13b
(devour) and 614.13c (paying life replaced by exiling cards) need what the vocabulary can't
say; see the report of this work.
"""

from __future__ import annotations

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, resolve_top, to_step

LIB = ["Llanura"] * 5
LANDS = ["Pantano"] * 5 + ["Montaña"] * 3 + ["Bosque"] * 3 + ["Llanura"] * 4 + ["Isla"] * 2


def game(mine=(), theirs=(), hand=(), their_hand=(), graveyards=((), ()), life=(20, 20), **kw):  # type: ignore[no-untyped-def]
    """Player 0 (Norte) controls lands and ``mine``; player 1 (Sur) controls ``theirs``."""
    return build(
        hands=(list(hand), list(their_hand)),
        battlefields=(LANDS + list(mine), list(theirs)),
        graveyards=(list(graveyards[0]), list(graveyards[1])),
        libraries=(LIB, LIB),
        life=life,
        **kw,
    )


def blast(g, target, x, player=0):  # type: ignore[no-untyped-def]
    """Cast Test Blast for X at ``target`` and let it resolve."""
    cast(g, "Test Blast", f"x:{x}", f"target:{target}", player=player)
    resolve_top(g)


SUR = -2  # the player reference of player 1 (Sur)
NORTE = -1


# -- 614.1a: "instead" ---------------------------------------------------------------------


def test_614_1a_an_opponents_creature_is_exiled_instead_of_dying():
    """614.1a: "if a card would be put into an opponent's graveyard from anywhere, exile it
    instead": the destroyed creature card goes to exile; its owner's graveyard stays empty."""
    g = game(["Test Void"], ["Test Bear"], hand=["Murder"])
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    assert cards(g, "graveyard/1") == []
    assert "614.1a" in g.log.rules()


def test_614_1a_from_anywhere_the_stack():
    """614.1a: "from anywhere": the opponent's instant, which would be put into its owner's
    graveyard as it resolves (608.2n), is exiled."""
    g = game(["Test Void"], their_hand=["Test Blast"], theirs=["Montaña"] * 3)
    g.submit("pass")  # Norte passes priority in the main phase; Sur may act
    cast(g, "Test Blast", "x:2", f"target:{NORTE}", player=1)
    resolve_top(g)
    assert cards(g, "graveyard/1") == []
    assert cards(g, "exile") == ["Test Blast"]
    assert g.state.players[0].life == 18


def test_614_1a_from_anywhere_the_hand():
    """614.1a: "from anywhere": a card the opponent discards to hand size in the cleanup
    step (514.1) is exiled."""
    g = build(
        hands=([], ["Llanura"] * 7 + ["Test Bear"]),
        battlefields=(["Test Void"], []),
        libraries=(LIB, LIB),
        active=1,
        turn=3,
        step="end",
    )
    while g.pending.kind == "priority":
        g.submit("pass")
    assert g.pending.kind == "discard" and g.pending.player == 1
    g.submit(next(o.id for o in g.pending.options if "Test Bear" in str(o.args)))
    assert cards(g, "exile") == ["Test Bear"]
    assert cards(g, "graveyard/1") == []


def test_614_1a_only_an_opponents_cards():
    """614.1a: the controller's own cards go to their graveyard as usual."""
    g = game(["Test Void", "Test Bear"], hand=["Murder"])
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert sorted(cards(g, "graveyard/0")) == ["Murder", "Test Bear"]
    assert cards(g, "exile") == []
    assert "614.1a" not in g.log.rules()


def test_614_1a_a_token_is_not_a_card():
    """614.1a, 111.1: "a card" — an opponent's token still goes to the graveyard (it dies:
    "whenever a creature dies" triggers), then ceases to exist (704.5d)."""
    g = game(["Test Void", "Test Mourner"], [{"name": "Test Bear", "token": True}], hand=["Murder"])
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "exile") == []
    assert "614.1a" not in g.log.rules()
    resolve_top(g)  # Test Mourner's ability: the token died
    assert g.state.players[0].life == 21


def test_614_6_a_replaced_event_never_happens():
    """614.6: the creature card is exiled instead of dying: it never died, so "whenever a
    creature dies" doesn't trigger."""
    g = game(["Test Void", "Test Mourner"], ["Test Bear"], hand=["Murder"])
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    assert g.state.triggered == []
    assert g.pending.kind == "priority"
    assert g.state.zones["stack"] == []
    assert g.state.players[0].life == 20


def test_614_1a_a_resolved_spells_replacement_is_locked_onto_its_target():
    """614.1a, 614.3: Scorching Dragonfire (Duskmourn) deals 3 damage to a 2/2, which would
    die: it is exiled instead."""
    g = game(theirs=["Test Bear"], hand=["Scorching Dragonfire"])
    cast(g, "Scorching Dragonfire", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    assert cards(g, "graveyard/1") == []


def test_614_3_the_effect_lasts_this_turn_and_only_for_that_creature():
    """614.3, 611.2c: "if that creature would die this turn": the 4/4 survives the
    Dragonfire; when Pyroclasm kills it later this turn it is exiled, while another creature
    Pyroclasm kills goes to the graveyard."""
    g = game(theirs=["Test Giant", "Test Bear"], hand=["Scorching Dragonfire", "Pyroclasm"])
    cast(g, "Scorching Dragonfire", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert one(g, "Test Giant")
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Giant"]
    assert cards(g, "graveyard/1") == ["Test Bear"]


def test_614_3_the_effect_ends_with_the_turn():
    """614.3: the effect has ended in the next turn (checked on the effects that exist)."""
    g = game(theirs=["Test Giant"], hand=["Scorching Dragonfire"])
    cast(g, "Scorching Dragonfire", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert len(g.state.replacements) == 1
    while g.state.turn == 2:
        g.submit("pass")
    assert g.state.replacements == []


# -- 614.1c–d, 614.12: how a permanent enters ----------------------------------------------


def test_614_1c_scarwood_treefolk_enters_tapped():
    """614.1c: "this creature enters tapped"."""
    g = game(hand=["Scarwood Treefolk"])
    cast(g, "Scarwood Treefolk")
    resolve_top(g)
    assert g.state.objects[one(g, "Scarwood Treefolk")].tapped


def test_614_1c_entering_tapped_is_logged_with_its_rule():
    """614.1c: the log says why it entered tapped (the replacement effect's rule)."""
    g = game(hand=["Scarwood Treefolk"])
    cast(g, "Scarwood Treefolk")
    resolve_top(g)
    assert "614.1c" in g.log.rules()


def test_614_1c_enters_with_counters_survives_as_0_0():
    """614.1c, 122.1: a 0/0 that enters with two +1/+1 counters is a 2/2 as it enters: the
    state-based check never sees a 0/0."""
    g = game(hand=["Test Hatchling"])
    cast(g, "Test Hatchling")
    resolve_top(g)
    hatchling = one(g, "Test Hatchling")
    assert g.state.objects[hatchling].counters == {"+1/+1": 2}
    c = g.characteristics(hatchling)
    assert (c.power, c.toughness) == (2, 2)


def test_614_1c_enters_with_counters_only_if_the_condition_holds():
    """614.1c: "enters with two +1/+1 counters if you control a Forest" — checked as it
    enters."""
    with_forest = game(hand=["Test Sproutling"])
    cast(with_forest, "Test Sproutling")
    resolve_top(with_forest)
    assert with_forest.state.objects[one(with_forest, "Test Sproutling")].counters == {"+1/+1": 2}
    no_forest = build(
        hands=(["Test Sproutling"], []),
        battlefields=(["Test Elf", "Llanura"], []),
        libraries=(LIB, LIB),
    )
    cast(no_forest, "Test Sproutling")
    resolve_top(no_forest)
    assert no_forest.state.objects[one(no_forest, "Test Sproutling")].counters == {}


def test_614_1d_dual_land_enters_tapped_with_everyone_above_13():
    """614.1d: "this land enters tapped unless a player has 13 or less life": both players
    have 14 or more life, so it enters tapped."""
    g = game(hand=["Test Dual Land"], life=(14, 20))
    g.submit(f"play:{one(g, 'Test Dual Land', 'hand/0')}")
    assert g.state.objects[one(g, "Test Dual Land")].tapped


def test_614_1d_dual_land_enters_untapped_when_an_opponent_has_13():
    """614.1d: a player — any player, here the opponent — has 13 life: it enters untapped."""
    g = game(hand=["Test Dual Land"], life=(20, 13))
    g.submit(f"play:{one(g, 'Test Dual Land', 'hand/0')}")
    assert not g.state.objects[one(g, "Test Dual Land")].tapped


def test_614_1d_dual_land_enters_untapped_when_its_controller_has_5():
    g = game(hand=["Test Dual Land"], life=(5, 20))
    g.submit(f"play:{one(g, 'Test Dual Land', 'hand/0')}")
    assert not g.state.objects[one(g, "Test Dual Land")].tapped


def test_614_12_orb_of_dreams_does_not_affect_itself():
    """614.12, third example: Orb of Dreams ("Permanents enter tapped") enters untapped; a
    permanent that enters later — another Orb, a land — enters tapped."""
    g = game(hand=["Orb of Dreams", "Orb of Dreams", "Test Dual Land"], life=(10, 20))
    cast(g, "Orb of Dreams")
    resolve_top(g)
    first = one(g, "Orb of Dreams")
    assert not g.state.objects[first].tapped
    cast(g, "Orb of Dreams")
    resolve_top(g)
    second = next(i for i in ids(g, "Orb of Dreams") if i != first)
    assert g.state.objects[second].tapped
    g.submit(f"play:{one(g, 'Test Dual Land', 'hand/0')}")  # untapped by itself (life 10)
    assert g.state.objects[one(g, "Test Dual Land")].tapped


def test_614_12_orb_of_dreams_taps_an_opponents_permanents_too():
    """614.1d: "permanents" — those of every player."""
    g = game(["Orb of Dreams"], their_hand=["Test Dual Land"], life=(20, 5), turn=3, active=1)
    g.submit(f"play:{one(g, 'Test Dual Land', 'hand/1')}")
    assert g.state.objects[one(g, "Test Dual Land")].tapped


def test_614_12_orb_of_dreams_taps_a_token_as_it_is_created():
    """614.1d, 111.1, 701.7b: a token is a permanent; created under Orb of Dreams, it enters
    tapped."""
    g = game(["Orb of Dreams", "Test Bear"], hand=["Test Replicate"])
    cast(g, "Test Replicate", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    token = next(i for i in ids(g, "Test Bear") if g.state.objects[i].token)
    assert g.state.objects[token].tapped


def test_614_12_yixlid_jailer_and_scarwood_treefolk():
    """614.12, second example: with Yixlid Jailer ("cards in graveyards lose all
    abilities"), a Scarwood Treefolk put onto the battlefield from a graveyard enters tapped:
    its ability is looked at as the permanent would exist on the battlefield."""
    g = game(["Yixlid Jailer"], hand=["Live or Die"], graveyards=(["Scarwood Treefolk"], ()))
    treefolk = one(g, "Scarwood Treefolk", "graveyard/0")
    cast(g, "Live or Die", "mode:0", f"target:{treefolk}")
    resolve_top(g)
    assert g.state.objects[one(g, "Scarwood Treefolk")].tapped


def test_614_12_continuous_effects_that_would_apply_are_seen():
    """614.12: "creatures enter tapped" and March of the Machines: a noncreature artifact
    would be a creature on the battlefield, so it enters tapped; without March it doesn't."""
    g = game(["Test Frost Gate", "March of the Machines"], hand=["Test Idol"])
    cast(g, "Test Idol")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Idol")].tapped
    g = game(["Test Frost Gate"], hand=["Test Idol"])
    cast(g, "Test Idol")
    resolve_top(g)
    assert not g.state.objects[one(g, "Test Idol")].tapped


def test_614_12_its_own_static_abilities_are_seen():
    """614.12: the permanent's own static ability ("this artifact is a 2/2 artifact
    creature") would apply on the battlefield, so "creatures enter tapped" applies to it."""
    g = game(["Test Frost Gate"], hand=["Test Living Idol"])
    cast(g, "Test Living Idol")
    resolve_top(g)
    assert g.state.objects[one(g, "Test Living Idol")].tapped


def test_614_12a_the_choice_is_made_before_it_enters():
    """614.12a: as Voice of All would enter, its controller chooses a color; while the choice
    is pending it is not on the battlefield yet, and it enters with that choice."""
    g = game(hand=["Voice of All"])
    cast(g, "Voice of All")
    resolve_top(g)
    assert g.pending.kind == "choose"
    assert g.pending.player == 0
    assert sorted(o.id for o in g.pending.options) == sorted(
        f"choose:{c}" for c in ("W", "U", "B", "R", "G")
    )
    assert ids(g, "Voice of All") == []
    g.submit("choose:G")
    voice = one(g, "Voice of All")
    assert g.state.chosen[voice] == (("color", "G"),)
    assert "614.12a" in g.log.rules()


def test_614_12a_a_choice_and_another_replacement_both_apply():
    """614.12a, 616.1f: Voice of All under Orb of Dreams: its color is chosen before it
    enters, and it enters tapped."""
    g = game(["Orb of Dreams"], hand=["Voice of All"])
    cast(g, "Voice of All")
    resolve_top(g)
    while g.pending.kind == "replacement":  # (the order can't matter)
        g.submit(g.pending.ids()[0])
    assert g.pending.kind == "choose"
    g.submit("choose:W")
    voice = one(g, "Voice of All")
    assert g.state.objects[voice].tapped
    assert g.state.chosen[voice] == (("color", "W"),)


def test_614_12_a_token_copy_of_voice_of_all_chooses_a_color():
    """614.12, first example: a token that is a copy of Voice of All is created; as it is
    created, its controller chooses a color."""
    g = game(theirs=["Voice of All"], hand=["Test Replicate"])
    cast(g, "Test Replicate", f"target:{one(g, 'Voice of All')}")
    resolve_top(g)
    assert g.pending is not None and g.pending.kind == "choose"
    assert g.pending.player == 0
    g.submit("choose:B")
    token = next(i for i in ids(g, "Voice of All") if g.state.objects[i].token)
    assert g.state.chosen[token] == (("color", "B"),)


# -- 614.5: once ---------------------------------------------------------------------------


def test_614_5_two_doubling_effects_deal_eight_not_four_nor_infinite():
    """614.5, example: two permanents each doubling the damage of your creatures; a creature
    that would deal 2 damage deals 8 (each effect applies once)."""
    g = game(["Test Furnace", "Test Furnace", "Test Bear"], step="begin_combat")
    attack(g, one(g, "Test Bear"))
    to_step(g, "end_combat")
    assert g.state.players[1].life == 12
    assert g.pending.kind != "replacement"


def test_614_5_one_doubling_effect_doubles_once():
    g = game(["Test Furnace", "Test Bear"], step="begin_combat")
    attack(g, one(g, "Test Bear"))
    to_step(g, "end_combat")
    assert g.state.players[1].life == 16


def test_614_5_only_creatures_damage_is_doubled():
    """614.5's card says "a creature you control": a spell's damage is not doubled."""
    g = game(["Test Furnace"], hand=["Test Blast"])
    blast(g, SUR, 2)
    assert g.state.players[1].life == 18


# -- 614.6: the modified event -------------------------------------------------------------


def test_614_6_the_modified_event_triggers_with_its_amount():
    """614.6: the doubled damage is the event that happens, and it triggers: "whenever this
    creature deals damage, you gain that much life" gains 4."""
    g = game(["Test Furnace", "Test Leech"], step="begin_combat")
    attack(g, one(g, "Test Leech"))
    to_step(g, "end_combat")
    assert g.state.players[1].life == 16
    assert g.state.players[0].life == 24


# -- 614.7a: zero damage -------------------------------------------------------------------


def test_614_7a_a_source_that_deals_0_damage_deals_no_damage():
    """614.7a: a 0-power attacker deals no damage, so "that much damage plus 1" has no event
    to replace; a 2-power attacker deals 2 + 1."""
    g = game(["Test Amplifier", "Test Husk", "Test Bear"], step="begin_combat")
    attack(g, one(g, "Test Husk"), one(g, "Test Bear"))
    to_step(g, "end_combat")
    assert g.state.players[1].life == 17


def test_614_7a_doubling_zero_is_no_damage():
    g = game(["Test Furnace", "Test Husk"], step="begin_combat")
    attack(g, one(g, "Test Husk"))
    to_step(g, "end_combat")
    assert g.state.players[1].life == 20
    assert "614.1a" not in g.log.rules()


# -- 122.1d, 122.1h: counters that replace events ------------------------------------------


def test_122_1d_a_stun_counter_is_removed_instead_of_untapping():
    """122.1d: a tapped permanent with a stun counter doesn't untap in its controller's
    untap step; a stun counter is removed instead. The next untap step untaps it."""
    g = build(
        battlefields=([], [{"name": "Test Bear", "tapped": True, "counters": {"stun": 1}}]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    to_step(g, "upkeep")  # Sur's turn 3
    assert g.state.turn == 3
    assert g.state.objects[bear].tapped
    assert g.state.objects[bear].counters.get("stun", 0) == 0
    assert "122.1d" in g.log.rules()
    while not (g.state.turn == 5 and g.state.step == "upkeep"):
        g.submit("pass")
    assert not g.state.objects[bear].tapped


def test_122_1d_an_untapped_permanent_keeps_its_stun_counter():
    """122.1d: the replacement waits for an untap event; an untapped permanent doesn't
    untap, so nothing is replaced."""
    g = build(
        battlefields=([], [{"name": "Test Bear", "counters": {"stun": 1}}]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    to_step(g, "upkeep")
    assert g.state.objects[bear].counters.get("stun") == 1


def test_122_1h_a_permanent_with_a_finality_counter_is_exiled_instead():
    """122.1h: "if a permanent with a finality counter on it would be put into a graveyard
    from the battlefield, exile it instead"."""
    g = game(theirs=[{"name": "Test Bear", "counters": {"finality": 1}}], hand=["Murder"])
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    assert cards(g, "graveyard/1") == []
    assert "122.1h" in g.log.rules()


def test_122_1h_finality_and_void_exile_it_without_a_choice():
    """616.1: two effects that both exile it: the order can't matter, so no one is asked."""
    g = game(["Test Void"], [{"name": "Test Bear", "counters": {"finality": 1}}], hand=["Murder"])
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert g.pending.kind == "priority"
    assert cards(g, "exile") == ["Test Bear"]
