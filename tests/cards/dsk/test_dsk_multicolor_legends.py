"""Duskmourn multicolour legends (besides Kaito): Niko, Light of Hope; The Jolly Balloon Man;
Rip, Spawn Hunter; Victor, Valgavoth's Seneschal; Winter, Misanthropic Guide; Zimone,
All-Questioning — played through grimorio.scenario.board.build."""

from grimorio.scenario.board import build
from grimorio.scenario.inline_cards import declare
from support import cards, ids, one, pay, resolve_top, sorted_cards

NIKO = "Niko, Light of Hope"
BALLOON = "The Jolly Balloon Man"
RIP = "Rip, Spawn Hunter"
VICTOR = "Victor, Valgavoth's Seneschal"
WINTER = "Winter, Misanthropic Guide"
ZIMONE = "Zimone, All-Questioning"
PRIMO = "Primo, the Indivisible"


def go(g, step, turn=None):
    """Pass priority (declaring no attackers or blockers) until ``step`` (of ``turn``)."""
    while not (g.state.step == step and (turn is None or g.state.turn == turn)):
        g.submit("pass" if "pass" in g.pending.ids() else "done")


def activate(g, card, index=0, *choices):
    g.submit(f"activate:{one(g, card)}:{index}")
    for c in choices:
        g.submit(c)
    pay(g)


def cast(g, card, *choices, player=0):
    g.submit(f"cast:{ids(g, card, f'hand/{player}')[0]}")
    for c in choices:
        g.submit(c)
    pay(g)


def chars(g, obj):
    return g.characteristics(obj)


# -- Niko, Light of Hope --------------------------------------------------------------------
def test_niko_enters_and_creates_two_shard_tokens_111_1():
    g = build(hands=([NIKO], []), battlefields=(["Llanura", "Isla", "Isla", "Isla"], []))
    cast(g, NIKO)
    resolve_top(g)  # Niko
    resolve_top(g)  # the trigger
    shards = ids(g, "Shard")
    assert len(shards) == 2 and all(g.state.objects[s].token for s in shards)
    c = chars(g, shards[0])
    assert c.types == ("enchantment",) and c.subtypes == ("Shard",) and c.colors == ()


def test_a_shard_scries_one_then_draws_701_22a():
    g = build(battlefields=(["Shard", "Isla", "Isla"], []), libraries=(["Bosque", "Isla"], []))
    activate(g, "Shard")
    assert cards(g, "graveyard/0") == []  # a token: it ceases to exist (CR 704.5d)
    resolve_top(g)
    g.submit(next(o for o in g.pending.ids() if o.startswith("away")))  # Forest to bottom
    assert cards(g, "hand/0") == ["Island"]
    assert cards(g, "library/0") == ["Forest"]
    assert ids(g, "Shard") == []


def _niko_board(target=("Test Bear",), extra=(), hand=()):
    return build(
        hands=(list(hand), []),
        battlefields=([NIKO, "Shard", "Shard", "Isla", "Isla", *target, *extra], []),
        libraries=(["Isla"] * 5, ["Isla"] * 5),
    )


def test_niko_exiles_the_creature_and_shards_become_copies_until_the_end_step_707_4():
    g = _niko_board()
    bear = one(g, "Test Bear")
    activate(g, NIKO, 1, f"target:{bear}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    for s in ids(g, "Shard"):
        c = chars(g, s)
        assert (
            c.name == "Test Bear" and c.types == ("creature",) and (c.power, c.toughness) == (2, 2)
        )
    go(g, "end")  # CR 513.1: the copy effect ends as the end step begins
    assert all(chars(g, s).name == "Shard" for s in ids(g, "Shard"))
    resolve_top(g)  # the delayed trigger returns the Bear (CR 603.7)
    assert cards(g, "exile") == []
    back = one(g, "Test Bear")
    assert g.state.objects[back].controller == 0 and back != bear  # a new object (400.7)


def test_niko_can_target_only_a_nonlegendary_creature_you_control_115_1():
    g = _niko_board(target=("Test Legend",), extra=("Test Bear",))
    g2 = build(battlefields=([NIKO, "Isla", "Isla"], ["Test Bear"]))
    g.submit(f"activate:{one(g, NIKO)}:1")
    assert g.pending.ids() == [f"target:{one(g, 'Test Bear')}"]
    assert f"activate:{one(g2, NIKO)}:1" not in g2.pending.ids()  # no creature of its own


def test_niko_copies_dont_copy_counters_or_tapped_status_707_2():
    """Release notes (ruling 2)."""
    bear = {"name": "Test Bear", "counters": {"+1/+1": 2}, "tapped": True}
    g = _niko_board(target=(bear,))
    activate(g, NIKO, 1, f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    for s in ids(g, "Shard"):
        assert (chars(g, s).power, chars(g, s).toughness) == (2, 2)
        assert not g.state.objects[s].tapped and g.state.objects[s].counters == {}


def test_niko_shards_dont_become_copies_if_the_target_is_illegal_608_2b():
    """Release notes (ruling 1): in response, the creature is sacrificed."""
    g = _niko_board(extra=("Sawblade Skinripper", "Pantano", "Pantano"))
    activate(g, NIKO, 1, f"target:{one(g, 'Test Bear')}")
    activate(g, "Sawblade Skinripper", 0, f"sacrifice:{one(g, 'Test Bear')}")
    resolve_top(g)  # the counter on the Skinripper
    resolve_top(g)  # Niko's ability: no legal target
    assert "608.2b" in g.log.rules()
    assert all(chars(g, s).name == "Shard" for s in ids(g, "Shard"))
    assert cards(g, "exile") == [] and g.state.delayed == []


def test_niko_shards_copy_what_the_exiled_creature_was_copying_707_3():
    """Release notes (ruling 3): the target is a Balloon token copy of a Test Bear — the
    Shards become that: a 1/1 red Balloon Bear with flying and haste."""
    g = build(
        battlefields=([NIKO, BALLOON, "Shard", "Test Bear", "Isla", "Isla", "Montaña"], []),
        libraries=(["Isla"] * 5, ["Isla"] * 5),
    )
    activate(g, BALLOON, 0, f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    token = next(o for o in ids(g, "Test Bear") if g.state.objects[o].token)
    activate(g, NIKO, 1, f"target:{token}")
    resolve_top(g)
    c = chars(g, one(g, "Shard"))
    assert c.name == "Test Bear" and set(c.subtypes) == {"Bear", "Balloon"}
    assert (c.power, c.toughness) == (1, 1) and set(c.colors) == {"G", "R"}
    assert {"flying", "haste"} <= c.keywords


# -- The Jolly Balloon Man ------------------------------------------------------------------
def _balloon(target="Test Bear", extra=(), hand=()):
    return build(
        hands=(list(hand), []),
        battlefields=([BALLOON, "Montaña", "Montaña", *([target] if target else []), *extra], []),
        libraries=(["Isla"] * 5, ["Isla"] * 5),
    )


def test_balloon_man_has_haste_702_10():
    g = build(battlefields=([{"name": BALLOON, "sick": True}, "Montaña", "Test Bear"], []))
    assert "haste" in chars(g, one(g, BALLOON)).keywords
    assert f"activate:{one(g, BALLOON)}:0" in g.pending.ids()  # {T} while "sick" (302.6)


def test_balloon_token_is_a_1_1_red_balloon_copy_with_flying_and_haste_707_9():
    g = _balloon()
    activate(g, BALLOON, 0, f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    token = next(o for o in ids(g, "Test Bear") if g.state.objects[o].token)
    c = chars(g, token)
    assert c.name == "Test Bear" and c.types == ("creature",)
    assert set(c.subtypes) == {"Bear", "Balloon"} and set(c.colors) == {"G", "R"}
    assert (c.power, c.toughness) == (1, 1) and {"flying", "haste"} <= c.keywords
    assert "707.2" in g.log.rules()


def test_balloon_token_is_sacrificed_at_the_beginning_of_the_next_end_step_603_7():
    g = _balloon()
    activate(g, BALLOON, 0, f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert len(ids(g, "Test Bear")) == 2
    go(g, "end")
    resolve_top(g)
    assert len(ids(g, "Test Bear")) == 1 and not g.state.objects[one(g, "Test Bear")].token
    assert "701.21a" in g.log.rules()


def test_balloon_man_targets_another_creature_you_control_only_as_a_sorcery_602_5d():
    g = _balloon(target=None)
    assert f"activate:{one(g, BALLOON)}:0" not in g.pending.ids()  # no other creature
    board = ([BALLOON, "Montaña", "Montaña", "Test Bear"], ["Test Giant"])
    g = build(battlefields=board, step="begin_combat")
    assert f"activate:{one(g, BALLOON)}:0" not in g.pending.ids()  # not a main phase
    g = build(battlefields=board)
    g.submit(f"activate:{one(g, BALLOON)}:0")
    assert g.pending.ids() == [f"target:{one(g, 'Test Bear')}"]  # not itself, not theirs


def test_balloon_copy_doesnt_copy_counters_status_or_other_effects_707_2():
    """Release notes (ruling 1)."""
    bear = {"name": "Test Bear", "counters": {"+1/+1": 3}, "tapped": True}
    g = _balloon(target=bear, hand=("Test Boost",), extra=("Llanura",))
    cast(g, "Test Boost", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    activate(g, BALLOON, 0, f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    token = next(o for o in ids(g, "Test Bear") if g.state.objects[o].token)
    assert (chars(g, token).power, chars(g, token).toughness) == (1, 1)
    assert not g.state.objects[token].tapped and g.state.objects[token].counters == {}


def test_balloon_copy_of_a_creature_with_x_has_x_zero_107_3():
    """Release notes (ruling 2)."""
    declare({"name": "Test X Hydra", "cost": "{X}{G}", "type": "Creature — Hydra", "pt": "2/2"})
    g = _balloon(target="Test X Hydra")
    activate(g, BALLOON, 0, f"target:{one(g, 'Test X Hydra')}")
    resolve_top(g)
    token = next(o for o in ids(g, "Test X Hydra") if g.state.objects[o].token)
    assert chars(g, token).mana_value == 1  # {X}{G} with X = 0 (CR 202.3)


def test_balloon_copy_of_a_token_copies_what_made_it_707_2():
    """Release notes (ruling 3): a Shard that is not a creature can't be targeted; a Gremlin
    token is copied as the effect that created it described it."""
    g = _balloon(target="Gremlin")
    activate(g, BALLOON, 0, f"target:{one(g, 'Gremlin')}")
    resolve_top(g)
    copy = [o for o in ids(g, "Gremlin")][1]
    c = chars(g, copy)
    assert c.name == "Gremlin" and set(c.subtypes) == {"Gremlin", "Balloon"}
    assert c.colors == ("R",) and (c.power, c.toughness) == (1, 1)


def test_balloon_copy_of_a_copy_copies_what_it_copies_707_3():
    """Release notes (ruling 4): a Balloon copy of a Balloon copy of a Test Giant."""
    g = _balloon(target="Test Giant", extra=("Montaña", "Llanura"), hand=("Test Waker",))
    activate(g, BALLOON, 0, f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    first = next(o for o in ids(g, "Test Giant") if g.state.objects[o].token)
    cast(g, "Test Waker", f"target:{one(g, BALLOON)}")  # untap it for a second activation
    resolve_top(g)
    activate(g, BALLOON, 0, f"target:{first}")
    resolve_top(g)
    second = next(o for o in ids(g, "Test Giant") if g.state.objects[o].token and o != first)
    c = chars(g, second)
    assert c.name == "Test Giant" and set(c.subtypes) == {"Giant", "Balloon"}
    assert (c.power, c.toughness) == (1, 1) and set(c.colors) == {"R"}


def test_balloon_copy_enters_abilities_trigger_603_6a():
    """Release notes (ruling 5)."""
    g = _balloon(target="Test Herald")
    activate(g, BALLOON, 0, f"target:{one(g, 'Test Herald')}")
    resolve_top(g)
    resolve_top(g)  # the token's "when this creature enters, draw a card"
    assert cards(g, "hand/0") == ["Island"]


# -- Rip, Spawn Hunter ----------------------------------------------------------------------
def _rip(library, rip=None, hand=(), extra=()):
    rip = rip or {"name": RIP, "tapped": True}
    return build(
        hands=(list(hand), []),
        battlefields=([rip, *extra], []),
        libraries=(library, []),
        step="end_combat",
    )


def test_rip_reveals_its_power_and_takes_creatures_with_different_powers_701_20a():
    g = _rip(["Test Bear", "Test Hunter", "Test Bear", "Llanura", "Test Giant", "Isla"])
    go(g, "main2")
    resolve_top(g)
    bears = [o for o in ids(g, "Test Bear", "library/0")]
    hunter = one(g, "Test Hunter", "library/0")
    offered = sorted(g.pending.ids())
    assert offered == sorted([f"put_chosen:{b}" for b in bears] + [f"put_chosen:{hunter}", "none"])
    g.submit(f"put_chosen:{bears[0]}")
    assert f"put_chosen:{bears[1]}" not in g.pending.ids()  # the same power as one taken
    g.submit(f"put_chosen:{hunter}")
    assert sorted_cards(g, "hand/0") == ["Test Bear", "Test Hunter"]
    library = cards(g, "library/0")  # bottom first: the rest under the cards not revealed
    assert library[2:] == ["Island", "Test Giant"]
    assert sorted(library[:2]) == ["Plains", "Test Bear"]


def test_rip_untapped_doesnt_trigger_603_4():
    g = _rip(["Test Bear"] * 4, rip=RIP)
    go(g, "main2")
    assert not g.state.zones["stack"] and cards(g, "hand/0") == []


def test_rip_may_take_nothing_701_20a():
    g = _rip(["Test Bear", "Llanura", "Llanura", "Llanura"])
    go(g, "main2")
    resolve_top(g)
    g.submit("none")
    assert cards(g, "hand/0") == [] and len(cards(g, "library/0")) == 4


def test_rip_takes_vehicle_cards_too_by_their_power_701_20a():
    g = _rip(["Unidentified Hovership", "Hedge Shredder", "Test Bear", "Llanura"])
    go(g, "main2")
    resolve_top(g)
    hovership = one(g, "Unidentified Hovership", "library/0")
    shredder = one(g, "Hedge Shredder", "library/0")
    assert {f"put_chosen:{hovership}", f"put_chosen:{shredder}"} <= set(g.pending.ids())
    g.submit(f"put_chosen:{hovership}")  # power 2: the Test Bear (2) isn't offered any more
    assert f"put_chosen:{one(g, 'Test Bear', 'library/0')}" not in g.pending.ids()
    g.submit(f"put_chosen:{one(g, 'Hedge Shredder', 'library/0')}")
    assert sorted_cards(g, "hand/0") == ["Hedge Shredder", "Unidentified Hovership"]


def test_rip_x_is_its_power_as_the_ability_resolves_608_2h():
    """Release notes (ruling 1): pumped in response, it reveals five."""
    g = _rip(
        ["Llanura", "Llanura", "Llanura", "Llanura", "Test Bear"],
        hand=("Test Boost",),
        extra=("Llanura",),
    )
    go(g, "main2")
    cast(g, "Test Boost", f"target:{one(g, RIP)}")
    resolve_top(g)
    resolve_top(g)
    bear = one(g, "Test Bear", "library/0")
    assert f"put_chosen:{bear}" in g.pending.ids()


def test_rip_gone_uses_its_last_known_power_608_2h():
    """Release notes (ruling 2): exiled in response (still tapped), X is its power as it
    last existed: 5 after a pump."""
    g = _rip(
        ["Llanura", "Llanura", "Llanura", "Llanura", "Test Bear"],
        hand=("Test Boost", "Test Banish"),
        extra=("Llanura", "Llanura", "Llanura"),
    )
    go(g, "main2")
    cast(g, "Test Boost", f"target:{one(g, RIP)}")
    resolve_top(g)
    cast(g, "Test Banish", f"target:{one(g, RIP)}")
    resolve_top(g)
    assert cards(g, "exile") == [RIP]
    resolve_top(g)
    g.submit(f"put_chosen:{one(g, 'Test Bear', 'library/0')}")
    assert cards(g, "hand/0") == ["Test Bear"]


# -- Victor, Valgavoth's Seneschal ----------------------------------------------------------
def _victor(hand, theirs_hand=(), graveyards=((), ())):
    return build(
        hands=(list(hand), list(theirs_hand)),
        battlefields=([VICTOR] + ["Llanura"] * 8, []),
        libraries=(["Isla", "Bosque", "Pantano"], ["Isla"]),
        graveyards=graveyards,
    )


def test_victor_first_resolution_surveils_two_701_25a():
    g = _victor(["Test Anthem"])
    cast(g, "Test Anthem")
    resolve_top(g)  # the enchantment enters: eerie
    resolve_top(g)
    assert g.pending.kind == "look"
    g.submit(next(o for o in g.pending.ids() if o.startswith("away")))
    g.submit(next(o for o in g.pending.ids() if o.startswith("away")))
    assert sorted_cards(g, "graveyard/0") == ["Forest", "Island"]


def test_victor_second_resolution_each_opponent_discards_701_9a():
    g = _victor(["Test Anthem"] * 2, theirs_hand=("Test Bear", "Test Giant"))
    cast(g, "Test Anthem")
    resolve_top(g)
    resolve_top(g)
    while g.pending.kind in ("look", "order"):
        g.submit(next(o for o in g.pending.ids() if not o.startswith("away")))
    cast(g, "Test Anthem")
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "discard" and g.pending.player == 1
    g.submit(f"discard:{one(g, 'Test Giant', 'hand/1')}")
    assert cards(g, "graveyard/1") == ["Test Giant"] and cards(g, "hand/1") == ["Test Bear"]


def _three(g):
    for _n in range(3):
        cast(g, "Test Anthem")
        resolve_top(g)
        resolve_top(g)
        while g.pending.kind in ("look", "order", "discard"):
            g.submit(next(o for o in g.pending.ids() if not o.startswith("away")))


def test_victor_third_resolution_reanimates_a_creature_card_from_a_graveyard_under_you():
    """CR 110.2a: any graveyard; the creature card enters under Victor's controller."""
    g = _victor(["Test Anthem"] * 3, graveyards=(["Test Bear"], ["Test Giant", "Isla"]))
    _three(g)
    assert g.pending.kind == "put_chosen"
    assert "none" not in g.pending.ids()  # "put a creature card": not "up to"
    g.submit(f"put_chosen:{one(g, 'Test Giant', 'graveyard/1')}")
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].controller == 0 and g.state.objects[giant].owner == 1


def test_victor_does_nothing_after_the_third_resolution_608_2():
    """Release notes (ruling 1): the fourth resolution this turn does nothing."""
    g = _victor(["Test Anthem"] * 4, graveyards=(["Test Bear"], []))
    _three(g)
    if g.pending.kind == "put_chosen":
        g.submit(g.pending.ids()[0])
    hand_before = len(cards(g, "hand/1"))
    library_before = len(cards(g, "library/0"))
    cast(g, "Test Anthem")
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "priority" and not g.state.zones["stack"]
    assert len(cards(g, "hand/1")) == hand_before
    assert len(cards(g, "library/0")) == library_before
    assert "608.2" in g.log.rules()


def test_victor_counts_anew_each_turn_608_2():
    g = build(
        hands=(["Test Anthem", "Test Anthem"], []),
        battlefields=([VICTOR] + ["Llanura"] * 4, []),
        libraries=(["Isla"] * 6, ["Isla"] * 6),
    )
    cast(g, "Test Anthem")
    resolve_top(g)
    resolve_top(g)
    while g.pending.kind in ("look", "order"):
        g.submit(next(o for o in g.pending.ids() if not o.startswith("away")))
    go(g, "main1", turn=4)
    cast(g, "Test Anthem")
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "look"  # the first time this turn: surveil again


# -- Winter, Misanthropic Guide -------------------------------------------------------------
def test_winter_has_ward_2_702_21a():
    g = build(
        hands=([], ["Test Shock"]),
        battlefields=([WINTER], ["Montaña"]),
        active=1,
    )
    cast(g, "Test Shock", f"target:{one(g, WINTER)}", player=1)
    assert len(g.state.zones["stack"]) == 2  # the ward trigger on top of the Shock
    resolve_top(g)  # Sur can't pay {2}: Test Shock is countered
    assert cards(g, "graveyard/1") == ["Test Shock"] and not g.state.zones["stack"]
    assert g.state.objects[one(g, WINTER)].damage == 0


def test_winter_each_player_draws_two_at_your_upkeep_121_1():
    g = build(
        battlefields=([WINTER], []),
        libraries=(["Isla"] * 4, ["Bosque"] * 4),
        step="untap",
    )
    go(g, "upkeep")
    resolve_top(g)
    assert cards(g, "hand/0") == ["Island", "Island"] and cards(g, "hand/1") == ["Forest"] * 2


def _delirium():
    return ["Test Bear", "Test Shock", "Test Anthem", "Isla"]  # creature, instant, ench., land


def test_winter_with_delirium_opponents_hand_size_is_seven_minus_the_types_402_2():
    g = build(
        hands=([], ["Isla"] * 6),
        battlefields=([WINTER], []),
        graveyards=(_delirium(), []),
        active=1,
        step="end",
    )
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "discard" and g.pending.player == 1
    assert g.pending.prompt_args == (3,)  # 6 cards, maximum 7 - 4 = 3


def test_winter_without_delirium_the_opponent_keeps_seven_402_2():
    g = build(
        hands=([], ["Isla"] * 7),
        battlefields=([WINTER], []),
        graveyards=(["Test Bear", "Test Shock", "Isla"], []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        active=1,
        step="end",
    )
    g.submit("pass")
    g.submit("pass")  # the cleanup step: nothing to discard; Norte's turn begins
    assert g.state.turn == 3 and len(cards(g, "hand/1")) == 7


def test_winter_doesnt_change_your_own_hand_size_402_2():
    g = build(
        hands=(["Isla"] * 7, []),
        battlefields=([WINTER], []),
        graveyards=(_delirium(), []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        step="end",
    )
    g.submit("pass")
    g.submit("pass")
    assert g.state.turn == 3 and len(cards(g, "hand/0")) == 7


# -- Zimone, All-Questioning ----------------------------------------------------------------
def _zimone(lands, hand=("Bosque",)):
    return build(
        hands=(list(hand), []),
        battlefields=([ZIMONE, *lands], []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )


def test_zimone_creates_primo_with_a_counter_for_each_land_when_the_count_is_prime_111_1():
    g = _zimone(["Bosque", "Isla"])
    g.submit(f"play:{one(g, 'Forest', 'hand/0')}")  # three lands
    go(g, "end")
    resolve_top(g)
    primo = one(g, PRIMO)
    c = chars(g, primo)
    assert g.state.objects[primo].token and c.supertypes == ("legendary",)
    assert c.subtypes == ("Fractal",) and set(c.colors) == {"G", "U"}
    assert g.state.objects[primo].counters == {"+1/+1": 3} and (c.power, c.toughness) == (3, 3)


def test_zimone_needs_a_land_to_have_entered_this_turn_603_4():
    g = _zimone(["Bosque", "Isla", "Isla"], hand=())
    go(g, "end")
    assert not g.state.zones["stack"] and ids(g, PRIMO) == []


def test_zimone_needs_a_prime_number_of_lands_603_4():
    g = _zimone(["Bosque", "Isla", "Isla"])  # four with the one played
    g.submit(f"play:{one(g, 'Forest', 'hand/0')}")
    go(g, "end")
    assert not g.state.zones["stack"] and ids(g, PRIMO) == []
