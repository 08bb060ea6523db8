"""Kaito, Bane of Nightmares: a planeswalker (CR 306, 606) with ninjutsu (702.49), a static
ability that makes him a creature during your turn, an emblem (114) and stun counters."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top

KAITO = "Kaito, Bane of Nightmares"
WALKER = {"name": KAITO, "counters": {"loyalty": 4}}
UB = ["Isla", "Pantano", "Isla"]
INTERVENTION = "Winter's Intervention"
NINJUTSU, PLUS, ZERO, MINUS = 0, 2, 3, 4  # the indices of his abilities


def until(g, turn, step):
    """Pass priority (declaring no attackers or blockers) until ``step`` of ``turn``."""
    while not (g.state.turn == turn and g.state.step == step):
        g.submit("pass" if "pass" in g.pending.ids() else "done")


def go(g, step):
    """Pass priority (declaring no blockers) until ``step`` of this turn begins."""
    while g.state.step != step:
        g.submit("pass" if "pass" in g.pending.ids() else "done")


def activate(g, card, index):
    g.submit(f"activate:{one(g, card)}:{index}")


def loyalty_options(g):
    k = one(g, KAITO)
    return sorted(o for o in g.pending.ids() if o.startswith(f"activate:{k}:"))


# -- a planeswalker: loyalty (CR 306.5b, 606) ---------------------------------------------
def test_kaito_enters_with_his_printed_loyalty_306_5b():
    g = build(hands=([KAITO], []), battlefields=([*UB, "Pantano"], []))
    g.submit(f"cast:{one(g, KAITO, 'hand/0')}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[one(g, KAITO)].counters == {"loyalty": 4}
    assert "306.5b" in g.log.rules()


def test_during_your_turn_kaito_is_a_3_4_ninja_creature_with_hexproof_613_1d():
    g = build(battlefields=([WALKER], []))
    c = g.characteristics(one(g, KAITO))
    assert c.types == ("creature",) and c.subtypes == ("Ninja",)  # CR 205.1a
    assert c.supertypes == ("legendary",)
    assert (c.power, c.toughness) == (3, 4) and "hexproof" in c.keywords


def test_during_the_opponents_turn_kaito_is_a_planeswalker_611_3a():
    g = build(battlefields=([WALKER], []), active=1)
    c = g.characteristics(one(g, KAITO))
    assert c.types == ("planeswalker",) and c.subtypes == ("Kaito",)
    assert c.power is None and "hexproof" not in c.keywords


def test_kaito_becomes_a_creature_again_as_your_turn_begins_611_3a():
    g = build(battlefields=([WALKER], []), active=1, libraries=(["Isla"] * 3, ["Isla"] * 3))
    until(g, 3, "upkeep")
    assert g.state.active == 0
    assert "creature" in g.characteristics(one(g, KAITO)).types


def test_with_no_loyalty_counters_kaito_is_a_planeswalker_and_dies_704_5i():
    g = build(battlefields=([{"name": KAITO, "counters": {"loyalty": 0}}], []))
    assert cards(g, "graveyard/0") == [KAITO]  # not a creature: 0 loyalty (704.5i)
    assert "704.5i" in g.log.rules()


def test_a_loyalty_ability_once_each_turn_per_permanent_606_3():
    g = build(battlefields=([WALKER], ["Test Bear"]), libraries=(["Isla"] * 4, ["Isla"] * 4))
    k = one(g, KAITO)
    assert loyalty_options(g) == [f"activate:{k}:{i}" for i in (PLUS, ZERO, MINUS)]
    activate(g, KAITO, PLUS)
    resolve_top(g)
    assert g.state.objects[k].counters == {"loyalty": 5}  # CR 606.4: +1 paid
    assert loyalty_options(g) == []  # CR 606.3: not again this turn
    until(g, 4, "main1")  # the next turn of his controller
    assert loyalty_options(g) == [f"activate:{k}:{i}" for i in (PLUS, ZERO, MINUS)]


def test_loyalty_abilities_only_in_a_main_phase_with_an_empty_stack_606_3():
    g = build(
        hands=(["Test Boost"], []),
        battlefields=([WALKER, "Llanura", "Test Bear"], []),
        step="begin_combat",
    )
    assert loyalty_options(g) == []  # not a main phase
    go(g, "main2")
    assert loyalty_options(g)
    g.submit(f"cast:{one(g, 'Test Boost', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    assert loyalty_options(g) == []  # CR 606.3: the stack isn't empty


def test_a_negative_loyalty_cost_needs_that_many_counters_606_6():
    g = build(battlefields=([{"name": KAITO, "counters": {"loyalty": 1}}], ["Test Bear"]))
    k = one(g, KAITO)
    assert loyalty_options(g) == [f"activate:{k}:{PLUS}", f"activate:{k}:{ZERO}"]


# -- +1: the emblem (CR 114) ----------------------------------------------------------------
def test_plus_one_gives_an_emblem_ninjas_you_control_get_plus_one_114_2():
    g = build(battlefields=([WALKER], []), libraries=(["Isla"] * 3, ["Isla"] * 3))
    activate(g, KAITO, PLUS)
    resolve_top(g)
    emblem = g.state.zones["command"]
    assert [g.state.objects[e].card for e in emblem] == ["Kaito, Bane of Nightmares emblem"]
    assert g.state.objects[emblem[0]].controller == 0  # CR 114.2: owner and controller
    k = one(g, KAITO)
    c = g.characteristics(k)
    assert (c.power, c.toughness) == (4, 5)  # a 3/4 Ninja, +1/+1 (CR 114.4)
    until(g, 3, "upkeep")  # the opponent's turn: a planeswalker, not a Ninja creature
    assert g.characteristics(k).power is None
    assert g.state.zones["command"] == emblem  # the emblem stays


def test_the_emblem_stays_after_kaito_leaves_114_4():
    g = build(
        hands=([], ["Test Shock"]),
        battlefields=([{"name": KAITO, "counters": {"loyalty": 1}}], ["Montaña"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    activate(g, KAITO, PLUS)
    resolve_top(g)
    until(g, 3, "main1")  # Sur's turn: a planeswalker with 2 loyalty
    g.submit(f"cast:{one(g, 'Test Shock', 'hand/1')}")
    g.submit(f"target:{one(g, KAITO)}")
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/0") == [KAITO]  # CR 120.3c, 704.5i
    emblem = g.state.zones["command"]
    assert [g.state.objects[e].card for e in emblem] == ["Kaito, Bane of Nightmares emblem"]


# -- 0: surveil 2, then draw for each opponent who lost life ---------------------------------
def _zero(g):
    activate(g, KAITO, ZERO)
    g.submit("pass")
    g.submit("pass")
    while g.pending.kind in ("look", "order"):  # CR 701.25a: keep both on top
        g.submit(next(o for o in g.pending.ids() if not o.startswith("away")))


def test_zero_surveils_two_and_draws_nothing_if_no_opponent_lost_life_701_25a():
    g = build(battlefields=([WALKER], []), libraries=(["Isla", "Bosque", "Llanura"], []))
    _zero(g)
    assert cards(g, "hand/0") == []
    assert "701.25a" in g.log.rules()


def test_zero_draws_a_card_for_an_opponent_who_lost_life_this_turn_119_3():
    g = build(
        battlefields=([WALKER, "Test Bear"], []),
        libraries=(["Isla", "Bosque", "Llanura"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    go(g, "main2")
    assert g.state.player(1).life == 18
    _zero(g)
    assert len(cards(g, "hand/0")) == 1


def test_zero_counts_an_opponent_who_lost_life_even_if_they_gained_more_119_3():
    """Release notes (ruling 8): whether they lost life, not how their life total changed."""
    g = build(
        hands=([], ["Intervención de Winter"]),
        battlefields=([WALKER, "Test Bear"], ["Pantano", "Pantano", "Test Giant"]),
        libraries=(["Isla", "Bosque", "Llanura"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    go(g, "main2")
    g.submit("pass")  # Norte passes; Sur gains 2 life with an instant
    g.submit(f"cast:{one(g, INTERVENTION, 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Giant')}")
    pay(g)
    resolve_top(g)
    assert g.state.player(1).life == 20  # lost 2, gained 2
    assert g.state.priority == 0 and not g.state.zones["stack"]
    _zero(g)
    assert len(cards(g, "hand/0")) == 1


# -- −2: tap and stun -----------------------------------------------------------------------
def test_minus_two_taps_the_creature_and_puts_two_stun_counters_122_1d():
    """Release notes (ruling 10): each untap removes one stun counter instead."""
    g = build(
        battlefields=([WALKER], ["Test Bear"]),
        libraries=(["Isla"] * 4, ["Isla"] * 4),
    )
    bear = one(g, "Test Bear")
    activate(g, KAITO, MINUS)
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].tapped
    assert g.state.objects[bear].counters == {"stun": 2}
    assert g.state.objects[one(g, KAITO)].counters == {"loyalty": 2}
    until(g, 3, "upkeep")  # Sur's untap step: one stun counter removed, still tapped
    assert g.state.objects[bear].tapped and g.state.objects[bear].counters == {"stun": 1}
    until(g, 5, "upkeep")
    assert g.state.objects[bear].tapped and g.state.objects[bear].counters == {}
    until(g, 7, "upkeep")
    assert not g.state.objects[bear].tapped


# -- ninjutsu (CR 702.49) -------------------------------------------------------------------
def _bear_unblocked(extra_hand=(), step="declare_blockers", theirs=()):
    g = build(
        hands=([KAITO, *extra_hand], []),
        battlefields=([*UB, "Test Bear"], list(theirs)),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    go(g, step)
    return g


def test_ninjutsu_is_offered_only_once_blockers_are_declared_509_1h():
    g = build(hands=([KAITO], []), battlefields=([*UB, "Test Bear"], []), step="begin_combat")
    attack(g, one(g, "Test Bear"))
    k = one(g, KAITO, "hand/0")
    assert g.state.step == "declare_attackers"
    assert not any(o.startswith(f"activate:{k}") for o in g.pending.ids())
    go(g, "declare_blockers")
    assert f"activate:{k}:{NINJUTSU}" in g.pending.ids()


def test_ninjutsu_returns_the_attacker_and_kaito_enters_tapped_and_attacking_702_49a():
    g = _bear_unblocked()
    g.submit(f"activate:{one(g, KAITO, 'hand/0')}:{NINJUTSU}")
    g.submit(f"return:{one(g, 'Test Bear')}")
    pay(g)
    assert "Test Bear" in cards(g, "hand/0") and KAITO in cards(g, "hand/0")
    resolve_top(g)
    k = one(g, KAITO)
    assert g.state.objects[k].tapped and g.state.objects[k].counters == {"loyalty": 4}
    assert g.state.combat.attackers == {k: -2}  # the player the Bear attacked (702.49c)
    go(g, "end_combat")
    assert g.state.player(1).life == 17  # a 3/4 unblocked (702.49c)


def test_ninjutsu_needs_an_unblocked_attacker_509_1h():
    g = build(
        hands=([KAITO], []), battlefields=([*UB, "Test Bear"], ["Test Wall"]), step="begin_combat"
    )
    attack(g, one(g, "Test Bear"))
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{one(g, 'Test Wall')}:{one(g, 'Test Bear')}")
    if g.pending.kind == "blockers":
        g.submit("done")
    assert g.state.step == "declare_blockers"
    assert not any(o.startswith(f"activate:{one(g, KAITO, 'hand/0')}") for o in g.pending.ids())


def test_ninjutsu_kaito_attacks_the_planeswalker_the_creature_attacked_702_49c():
    g = build(
        hands=([KAITO], []),
        battlefields=([*UB, "Test Bear"], [{"name": "Test Walker", "counters": {"loyalty": 5}}]),
        step="begin_combat",
    )
    walker = one(g, "Test Walker")
    g.submit("pass")
    g.submit("pass")
    g.submit(f"attack:{one(g, 'Test Bear')}:{walker}")
    if g.pending.kind == "attackers":
        g.submit("done")
    go(g, "declare_blockers")
    g.submit(f"activate:{one(g, KAITO, 'hand/0')}:{NINJUTSU}")
    g.submit(f"return:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert g.state.combat.attackers == {one(g, KAITO): walker}
    go(g, "end_combat")
    assert g.state.objects[walker].counters == {"loyalty": 2}  # 3 damage (CR 120.3c)
    assert g.state.player(1).life == 20


def test_kaito_that_left_the_hand_doesnt_enter_702_49a():
    """Release notes (ruling 2): two activations; the second resolves first and Kaito
    enters; the first then finds him gone from the hand and does nothing."""
    g = build(
        hands=([KAITO], []),
        battlefields=([*UB, *UB, "Test Bear", "Test Bear"], []),
        step="begin_combat",
    )
    attack(g, *ids(g, "Test Bear"))
    go(g, "declare_blockers")
    k = one(g, KAITO, "hand/0")
    for bear in ids(g, "Test Bear"):
        g.submit(f"activate:{k}:{NINJUTSU}")
        g.submit(f"return:{bear}")
        pay(g)
    assert len(g.state.zones["stack"]) == 2
    resolve_top(g)
    resolve_top(g)
    assert len(ids(g, KAITO)) == 1 and cards(g, "hand/0") == ["Test Bear", "Test Bear"]
    assert not g.state.zones["stack"]


def test_kaito_put_onto_the_battlefield_attacking_never_attacked_508_4():
    """Release notes (ruling 4): "whenever ... attack" doesn't trigger for him."""
    shop = {"name": "Dollmaker's Shop // Porcelain Gallery", "unlocked": ["Dollmaker's Shop"]}
    g = build(hands=([KAITO], []), battlefields=([*UB, "Test Bear", shop], []), step="begin_combat")
    attack(g, one(g, "Test Bear"))
    resolve_top(g)  # the Shop's trigger: a Toy
    assert len(ids(g, "Toy")) == 1
    go(g, "declare_blockers")
    g.submit(f"activate:{one(g, KAITO, 'hand/0')}:{NINJUTSU}")
    g.submit(f"return:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert one(g, KAITO) in g.state.combat.attackers
    assert not g.state.zones["stack"] and not g.state.triggered
    assert len(ids(g, "Toy")) == 1


def test_ninjutsu_after_combat_damage_deals_no_combat_damage_510_2():
    """Release notes (ruling 5): activated in the combat damage step, Kaito enters
    attacking after the damage was dealt."""
    g = _bear_unblocked(step="combat_damage")
    assert g.state.player(1).life == 18
    g.submit(f"activate:{one(g, KAITO, 'hand/0')}:{NINJUTSU}")
    g.submit(f"return:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert one(g, KAITO) in g.state.combat.attackers
    go(g, "main2")
    assert g.state.player(1).life == 18


def test_ninjutsu_in_the_first_strike_step_deals_damage_in_the_regular_step_510_4():
    """Release notes (ruling 6)."""
    g = build(
        hands=([KAITO], []),
        battlefields=([*UB, "Test Bear", "Nekrataal"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"), one(g, "Nekrataal"))
    go(g, "first_strike_damage")
    assert g.state.player(1).life == 18  # the first striker's 2
    g.submit(f"activate:{one(g, KAITO, 'hand/0')}:{NINJUTSU}")
    g.submit(f"return:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    go(g, "end_combat")
    assert g.state.player(1).life == 15  # Kaito's 3 in the regular step (CR 510.4)


def test_damage_to_kaito_as_a_creature_is_marked_not_removed_from_loyalty_120_3e():
    """Release notes (ruling 7): while a creature, damage doesn't remove loyalty counters,
    and his loyalty abilities can still be activated."""
    g = build(battlefields=([WALKER], ["Test Bear"]), step="begin_combat")
    k = one(g, KAITO)
    attack(g, k)
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{one(g, 'Test Bear')}:{k}")
    if g.pending.kind == "blockers":
        g.submit("done")
    go(g, "main2")
    assert g.state.objects[k].damage == 2
    assert g.state.objects[k].counters == {"loyalty": 4}
    assert loyalty_options(g)
