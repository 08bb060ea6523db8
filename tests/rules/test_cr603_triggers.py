"""CR 603 — Manejando habilidades disparadas: every example of rule 603 of the Spanish CR
(2026-01-16) and the rules without examples that the engine implements (603.2b, 603.2c,
603.3a–d, 603.4, 603.5, 603.6a/c, 603.7a–c, 603.8, 603.10a, 603.12, 505.1a).

The cards are test-only cards (``grimorio.testing.cards.cr603``): those the examples name,
with their printed texts, and small cards of our own for the rules without examples.

What the vocabulary can't say is approximated and the test says so: Felidar Sovereign's
"you win the game" (603.4; "draw a card" stands in), a "becomes untapped" trigger (603.7a's
second example; "becomes tapped" stands in), "draw the same number of cards" (603.8; a fixed
number stands in). Not written at all: modal triggered abilities (603.3c) and the static
ability linked to a triggered one of 603.11's example ("reveal the first card you draw each
turn").
"""

from __future__ import annotations

from grimorio import Game
from support import attack, cards, cast, ids, one, pay, resolve_top
from trigger_support import (
    LIB,
    board,
    count,
    life,
    resolve_all,
    stack_sources,
    to_step,
)

# -- 603.2: when abilities trigger -------------------------------------------------------


def test_603_2c_example_destroy_all_lands_triggers_once_per_land():
    """603.2c, example: "Whenever a land is put into a graveyard from the battlefield" and a
    spell that destroys all lands: the ability triggers once for each land."""
    g = board(
        hands=(["Test Armageddon"], []),
        battlefields=(["Test Land Mourner"] + ["Llanura"] * 4, ["Pantano", "Pantano", "Bosque"]),
    )
    cast(g, "Test Armageddon")
    resolve_top(g)
    assert ids(g, "Plains") == [] and ids(g, "Swamp") == [] and ids(g, "Forest") == []
    assert count(g, "603.2") == 7  # one trigger per land, both players' lands
    assert stack_sources(g) == ["Test Land Mourner"] * 7
    resolve_all(g)
    assert life(g) == 27


def test_603_2c_one_or_more_triggers_once_for_simultaneous_combat_damage():
    """603.2c: an event with several occurrences triggers "whenever a creature ..." once per
    occurrence, and "whenever one or more creatures ..." once for all of them."""
    g = board(
        battlefields=(["Test War Chief", "Test Blood Chief", "Test Bear", "Test Giant"], []),
        step="begin_combat",
    )
    hand = len(g.state.zones["hand/0"])
    attack(g, one(g, "Test Bear"), one(g, "Test Giant"))
    to_step(g, "combat_damage")
    assert life(g, 1) == 14
    assert stack_sources(g).count("Test War Chief") == 1
    assert stack_sources(g).count("Test Blood Chief") == 2
    resolve_all(g)
    assert len(g.state.zones["hand/0"]) == hand + 1
    assert life(g) == 22


def test_603_2e_example_becomes_tapped_only_when_it_changes_from_untapped():
    """603.2e, example: "becomes tapped" triggers only when a permanent already on the
    battlefield changes from untapped to tapped — not when it enters tapped, nor again while
    it stays tapped."""
    g = board(
        hands=(["Test Sluggard", "Test Tapper", "Test Tapper"], []),
        battlefields=(["Test Tap Watcher", "Bosque", "Bosque", "Isla", "Isla"], ["Test Bear"]),
    )
    cast(g, "Test Sluggard")
    resolve_top(g)
    sluggard = one(g, "Test Sluggard")
    assert g.state.objects[sluggard].tapped
    assert count(g, "603.2") == 0  # it entered tapped: no trigger
    bear = one(g, "Test Bear")
    cast(g, "Test Tapper", f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].tapped
    assert count(g, "603.2") == 1
    resolve_all(g)
    assert life(g) == 21
    cast(g, "Test Tapper", f"target:{bear}")  # already tapped: it doesn't become tapped
    resolve_top(g)
    assert count(g, "603.2") == 1
    assert life(g) == 21


def test_603_2g_example_damage_that_is_all_prevented_triggers_nothing():
    """603.2g, example: an ability that triggers when damage is dealt doesn't trigger if all
    the damage is prevented."""
    g = board(
        hands=(["Test Shield", "Test Shock", "Test Shock"], []),
        battlefields=(["Test Thin Skin", "Llanura", "Montaña", "Montaña"], []),
    )
    skin = one(g, "Test Thin Skin")
    cast(g, "Test Shield", f"target:{skin}")
    resolve_top(g)
    cast(g, "Test Shock", f"target:{skin}")
    resolve_top(g)
    assert g.state.objects[skin].damage == 0
    assert count(g, "603.2") == 0
    assert g.state.zones["stack"] == []
    assert life(g) == 20


def test_603_2g_unprevented_damage_triggers():
    """603.2g, the other side: the same damage, not prevented, triggers the ability."""
    g = board(
        hands=(["Test Shock"], []),
        battlefields=(["Test Thin Skin", "Montaña"], []),
    )
    skin = one(g, "Test Thin Skin")
    cast(g, "Test Shock", f"target:{skin}")
    resolve_top(g)
    assert g.state.objects[skin].damage == 2
    assert count(g, "603.2") == 1
    resolve_all(g)
    assert life(g) == 21


def test_603_2b_at_the_beginning_of_your_each_and_each_opponents_upkeep():
    """603.2b: when a step begins, every "at the beginning of" that step triggers — "your"
    upkeep on its controller's turn, "each" upkeep on every turn, "each opponent's" on the
    opponents' turns."""
    g = board(battlefields=(["Test Town Crier", "Test Rival Watch", "Test Dawn Keeper"], []))
    to_step(g, "upkeep", turn=3)  # Sur's upkeep
    assert sorted(stack_sources(g)) == ["Test Rival Watch", "Test Town Crier"]
    resolve_all(g)
    assert life(g) == 22
    to_step(g, "upkeep", turn=4)  # Norte's upkeep
    assert sorted(stack_sources(g)) == ["Test Dawn Keeper", "Test Town Crier"]
    resolve_all(g)
    assert life(g) == 24
    to_step(g, "draw", turn=4)
    assert g.state.zones["stack"] == []  # nothing triggers at the beginning of other steps


# -- 603.3: putting triggered abilities on the stack ----------------------------------------


def test_603_3_the_ability_goes_on_the_stack_the_next_time_a_player_would_get_priority():
    """603.2, 603.3: the ability does nothing when it triggers; it is put on the stack, as an
    object that is not a card, before a player receives priority, and it uses the stack."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(["Test Bone Collector", "Pantano", "Pantano", "Pantano"], ["Test Bear"]),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    rules = g.log.rules()
    assert rules[-1] == "603.3" and rules.index("603.2") < rules.index("603.3")
    (ab,) = g.state.zones["stack"]
    obj = g.state.objects[ab]
    assert (obj.card, obj.controller, obj.ability) == ("Test Bone Collector", 0, -1)
    assert life(g) == 20  # it hasn't done anything yet
    assert g.pending.kind == "priority" and g.pending.player == 0
    resolve_top(g)
    assert life(g) == 21
    assert g.state.zones["stack"] == []
    assert cards(g, "graveyard/0") == ["Murder"]  # the ability was not a card (608.2n)


def test_603_3a_controller_is_whoever_controlled_the_source_when_it_triggered():
    """603.3a: Norte, who controls Sur's Test Charger through Act of Treason, controls its
    attack trigger; Sur's Test Bone Collector triggers when Norte's creature dies, and Sur
    controls that ability."""
    g = board(
        hands=(["Acto de traición", "Asesinato"], []),
        battlefields=(["Montaña"] * 3 + ["Pantano"] * 3 + ["Test Bear"], ["Test Charger"]),
        step="main1",
    )
    charger = one(g, "Test Charger")
    cast(g, "Act of Treason", f"target:{charger}")
    resolve_top(g)
    attack(g, charger)
    (ab,) = g.state.zones["stack"]
    assert (g.state.objects[ab].card, g.state.objects[ab].controller) == ("Test Charger", 0)
    resolve_top(g)
    assert (life(g, 0), life(g, 1)) == (22, 20)
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3 + ["Test Bear"], ["Test Bone Collector"]),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    (ab,) = g.state.zones["stack"]
    assert (g.state.objects[ab].card, g.state.objects[ab].controller) == ("Test Bone Collector", 1)
    resolve_top(g)
    assert (life(g, 0), life(g, 1)) == (20, 21)


def test_603_3b_a_player_puts_their_triggers_on_the_stack_in_the_order_they_choose():
    """603.3b: two different abilities of Norte trigger on the same event: Norte chooses the
    order; the one put first is below, so the other resolves first."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Test Bone Collector", "Test Grave Cursor", "Pantano", "Pantano", "Pantano"],
            ["Test Bear"],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert g.pending.kind == "trigger_order" and g.pending.player == 0
    assert len(g.pending.ids()) == 2
    cursor = next(o.id for o in g.pending.options if o.args[0][1] == "Test Grave Cursor")
    g.submit(cursor)  # the Cursor's ability goes on the stack first
    assert g.pending.kind == "priority"
    assert stack_sources(g) == ["Test Grave Cursor", "Test Bone Collector"]
    resolve_top(g)
    assert (life(g, 0), life(g, 1)) == (21, 20)  # the Bone Collector's resolved first
    resolve_top(g)
    assert (life(g, 0), life(g, 1)) == (21, 19)


def test_603_3b_the_nonactive_player_orders_their_own_triggers():
    """603.3b: the nonactive player also puts the abilities they control on the stack in the
    order they choose."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3 + ["Test Bear"],
            ["Test Bone Collector", "Test Grave Cursor"],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert g.pending.kind == "trigger_order" and g.pending.player == 1
    collector = next(o.id for o in g.pending.options if o.args[0][1] == "Test Bone Collector")
    g.submit(collector)
    assert stack_sources(g) == ["Test Bone Collector", "Test Grave Cursor"]
    assert {g.state.objects[i].controller for i in g.state.zones["stack"]} == {1}


def test_603_3b_no_order_to_choose_between_copies_of_the_same_ability():
    """603.3b: when the waiting abilities are the same ability of the same object about the
    same thing, their order makes no difference and nobody is asked."""
    g = board(
        hands=(["Test Purge"], []),
        battlefields=(["Llanura"] * 5 + ["Test Bone Collector", "Test Bear"], ["Test Giant"]),
    )
    cast(g, "Test Purge")
    resolve_top(g)
    assert g.pending.kind == "priority"
    assert stack_sources(g) == ["Test Bone Collector", "Test Bone Collector"]


def test_603_3b_apnap_active_players_triggers_go_first_so_the_other_players_resolve_first():
    """603.3b, 101.4: abilities of both players trigger at once: the active player puts
    theirs on the stack first, then the nonactive player, whose ability resolves first."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Test Bone Collector", "Pantano", "Pantano", "Pantano"],
            ["Test Grave Cursor", "Test Bear"],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert stack_sources(g) == ["Test Bone Collector", "Test Grave Cursor"]
    assert [g.state.objects[i].controller for i in g.state.zones["stack"]] == [0, 1]
    resolve_top(g)
    assert (life(g, 0), life(g, 1)) == (19, 20)  # Sur's ability resolved first
    resolve_top(g)
    assert (life(g, 0), life(g, 1)) == (20, 20)


def test_603_3d_targets_are_chosen_as_the_ability_is_put_on_the_stack():
    """603.3d, 601.2c: the controller chooses the targets when the ability is put on the
    stack, among the legal ones."""
    g = board(
        hands=(["Test Sniper"], []),
        battlefields=(["Montaña"] * 3, ["Test Bear"]),
    )
    cast(g, "Test Sniper")
    resolve_top(g)
    assert g.pending.kind == "target" and g.pending.player == 0
    bear, sniper = one(g, "Test Bear"), one(g, "Test Sniper")
    assert set(g.pending.ids()) == {"target:-1", "target:-2", f"target:{bear}", f"target:{sniper}"}
    g.submit(f"target:{bear}")
    (ab,) = g.state.zones["stack"]
    assert g.state.objects[ab].targets == ((bear,),)
    assert g.state.objects[bear].damage == 0
    resolve_top(g)
    assert g.state.objects[bear].damage == 1


def test_603_3d_no_legal_target_the_ability_is_removed():
    """603.3d: if a choice needed as the ability goes on the stack can't be made, the ability
    is removed from the stack. Nekrataal with only black or artifact creatures around."""
    g = board(
        hands=(["Nekrataal"], []),
        battlefields=(["Pantano"] * 4, ["Test Spawn", "Test Construct"]),
    )
    cast(g, "Nekrataal")
    resolve_top(g)
    assert "603.3d" in g.log.rules()
    assert g.state.zones["stack"] == []
    assert g.pending.kind == "priority"
    assert len(ids(g, "Test Spawn")) == 1 and len(ids(g, "Test Construct")) == 1


# -- 603.4: the intervening "if" ------------------------------------------------------------


def sovereign_board(norte_life: int, hand: tuple[str, ...] = ()) -> Game:
    """Sur's end step, before Norte's turn: Norte has Test Sovereign."""
    return board(
        hands=(list(hand), []),
        battlefields=(["Test Sovereign", "Montaña"], []),
        life=(norte_life, 20),
        active=1,
        step="end",
        turn=3,
    )


def test_603_4_example_below_40_life_the_ability_does_not_trigger():
    """603.4, example (Felidar Sovereign, with "draw a card" for "you win the game"): with 39
    life when the upkeep begins, the ability doesn't trigger."""
    g = sovereign_board(39)
    to_step(g, "upkeep", turn=4)
    assert g.state.zones["stack"] == []
    assert count(g, "603.2") == 0


def test_603_4_example_40_life_triggers_and_resolves():
    """603.4, example: with 40 life it triggers; with 40 life still when it resolves, it
    resolves (here: its controller draws a card)."""
    g = sovereign_board(40)
    to_step(g, "upkeep", turn=4)
    assert stack_sources(g) == ["Test Sovereign"]
    hand = len(g.state.zones["hand/0"])
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == hand + 1
    assert "603.4" not in g.log.rules()


def test_603_4_example_below_40_on_resolution_the_ability_is_removed():
    """603.4, example: it triggered with 40 life, but with 39 or less when it resolves, it is
    removed from the stack and does nothing."""
    g = sovereign_board(40, ("Test Shock",))
    to_step(g, "upkeep", turn=4)
    assert stack_sources(g) == ["Test Sovereign"]
    cast(g, "Test Shock", "target:-1")  # Norte shocks himself in response
    resolve_top(g)
    assert life(g) == 38
    hand = len(g.state.zones["hand/0"])
    resolve_top(g)
    assert "603.4" in g.log.rules()
    assert len(g.state.zones["hand/0"]) == hand
    assert g.state.zones["stack"] == []


# -- 603.5: optional effects and "unless" ---------------------------------------------------


def test_603_5_a_may_ability_goes_on_the_stack_and_the_choice_is_made_on_resolution():
    """603.5: "you may draw a card" goes on the stack whether or not its controller means to;
    the choice is made as it resolves."""
    for answer, drawn in (("yes", 1), ("no", 0)):
        g = board(battlefields=(["Test Scholar"], []), active=1, step="end", turn=3)
        to_step(g, "upkeep", turn=4)
        assert stack_sources(g) == ["Test Scholar"]  # nobody was asked anything yet
        hand = len(g.state.zones["hand/0"])
        resolve_top(g)
        assert g.pending.kind == "may" and g.pending.player == 0
        g.submit(answer)
        assert len(g.state.zones["hand/0"]) == hand + drawn
        assert g.state.zones["stack"] == []


def test_603_5_an_unless_ability_goes_on_the_stack_and_unless_is_dealt_with_on_resolution():
    """603.5: Drekavac's "sacrifice it unless you discard a noncreature card" goes on the
    stack normally; the "unless" is dealt with as it resolves."""
    g = board(hands=(["Drekavac", "Test Shock"], []), battlefields=(["Pantano"] * 2, []))
    cast(g, "Drekavac")
    resolve_top(g)
    assert stack_sources(g) == ["Drekavac"]
    assert g.pending.kind == "priority"
    resolve_top(g)
    assert g.pending.kind == "pay"
    shock = one(g, "Test Shock", "hand/0")
    assert g.pending.ids() == [f"discard:{shock}", "decline"]
    g.submit("decline")
    assert ids(g, "Drekavac") == []
    assert cards(g, "graveyard/0") == ["Drekavac"]


# -- 603.6: zone-change triggers ------------------------------------------------------------


def test_603_6a_enters_abilities_see_the_permanent_that_just_entered():
    """603.6a: every permanent on the battlefield, including the ones that just entered, is
    checked for enters abilities: Test Creature Watcher sees itself enter, then a Bear."""
    g = board(
        hands=(["Test Creature Watcher", "Test Bear"], []),
        battlefields=(["Bosque"] * 4, []),
    )
    cast(g, "Test Creature Watcher")
    resolve_top(g)
    assert stack_sources(g) == ["Test Creature Watcher"]
    resolve_top(g)
    cast(g, "Test Bear")
    resolve_top(g)
    resolve_all(g)
    assert life(g) == 22


def test_603_6a_permanents_entering_at_once_see_each_other_enter():
    """603.6a: "each time an event puts one or more permanents onto the battlefield, all
    permanents on the battlefield (including the newcomers) are checked": two Test Creature
    Watchers returned together by one effect each see both enter — four triggers."""
    g = board(
        hands=(["Test Mass Return"], []),
        graveyards=(["Test Creature Watcher", "Test Creature Watcher"], []),
        battlefields=(["Pantano"] * 4, []),
    )
    cast(g, "Test Mass Return")
    resolve_top(g)
    assert len(ids(g, "Test Creature Watcher")) == 2
    assert count(g, "603.2") == 4
    resolve_all(g)
    assert life(g) == 24


def test_603_6b_example_a_land_that_is_a_creature_as_it_enters_triggers_creature_enters():
    """603.6b, example: with "all lands are creatures", a land played is a creature the
    moment it enters, so "whenever a creature enters" triggers."""
    g = board(
        hands=(["Bosque"], []),
        battlefields=(["Test Living Lands", "Test Creature Watcher"], []),
    )
    g.submit(f"play:{one(g, 'Forest', 'hand/0')}")
    assert stack_sources(g) == ["Test Creature Watcher"]
    resolve_top(g)
    assert life(g) == 21


def test_603_6b_example_a_creature_that_loses_its_abilities_as_it_enters_does_not_trigger():
    """603.6b, example: with "all creatures lose all abilities", a creature card with an
    enters ability loses it the moment it enters, so it doesn't trigger."""
    g = board(hands=(["Test Envoy"], []), battlefields=(["Test Muzzle", "Llanura", "Llanura"], []))
    cast(g, "Test Envoy")
    resolve_top(g)
    assert len(ids(g, "Test Envoy")) == 1
    assert g.state.zones["stack"] == [] and count(g, "603.2") == 0
    assert life(g) == 20
    g = board(hands=(["Test Envoy"], []), battlefields=(["Llanura", "Llanura"], []))
    cast(g, "Test Envoy")
    resolve_top(g)
    resolve_all(g)
    assert life(g) == 22  # without the Muzzle it triggers


def test_603_6c_leaves_the_battlefield_triggers_for_any_other_zone():
    """603.6c: "when this creature leaves the battlefield" triggers when it goes to the
    graveyard, to its owner's hand or to exile."""
    for spell, mana in (("Murder", "Pantano"), ("Test Bounce", "Isla"), ("Test Banish", "Llanura")):
        g = board(
            hands=([spell], []),
            battlefields=([mana] * 3 + ["Test Farewell Singer"], []),
        )
        hand = len(g.state.zones["hand/0"])
        cast(g, spell, f"target:{one(g, 'Test Farewell Singer')}")
        resolve_top(g)
        assert stack_sources(g) == ["Test Farewell Singer"], spell
        resolve_top(g)
        bounced = 1 if spell == "Test Bounce" else 0
        assert len(g.state.zones["hand/0"]) == hand - 1 + bounced + 1, spell


def test_603_6c_the_ability_finds_the_card_in_the_zone_it_went_to():
    """603.6, 603.6c: "when this creature dies, return it to its owner's hand" finds the card
    in the graveyard; if the card left the graveyard before the ability resolves, the
    ability can't find it and does nothing to it."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Homing Pigeon"]),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Homing Pigeon')}")
    resolve_top(g)
    assert stack_sources(g) == ["Test Homing Pigeon"]
    assert g.state.objects[g.state.zones["stack"][0]].controller == 1
    resolve_top(g)
    assert cards(g, "hand/1") == ["Test Homing Pigeon"]
    g = board(
        hands=(["Asesinato", "Test Grave Robber"], []),
        battlefields=(["Pantano"] * 4, ["Test Homing Pigeon"]),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Homing Pigeon')}")
    resolve_top(g)
    cast(g, "Test Grave Robber", f"target:{one(g, 'Test Homing Pigeon', 'graveyard/1')}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Homing Pigeon"]
    resolve_top(g)  # the Pigeon's ability: the card is not in the graveyard any more
    assert cards(g, "exile") == ["Test Homing Pigeon"]
    assert cards(g, "hand/1") == []


# -- 603.7: delayed triggered abilities -----------------------------------------------------


def activate(g: Game, card: str, *choices: str) -> None:
    """Activate the first ability of Norte's ``card`` and pay."""
    g.submit(f"activate:{one(g, card)}:0")
    for c in choices:
        g.submit(c)
    pay(g)


def test_603_7a_example_the_creature_left_before_the_delayed_ability_was_created():
    """603.7a, example: an effect says "when this creature leaves the battlefield", but the
    creature leaves before the ability that creates the effect resolves: the delayed
    ability never triggers."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(["Test Omen Keeper"] + ["Pantano"] * 4, []),
    )
    keeper = one(g, "Test Omen Keeper")
    activate(g, "Test Omen Keeper")
    cast(g, "Murder", f"target:{keeper}")  # in response
    resolve_top(g)
    assert ids(g, "Test Omen Keeper") == []
    resolve_top(g)  # the ability resolves: the delayed ability is created now
    assert "603.7a" in g.log.rules()
    assert count(g, "603.2") == 0
    to_step(g, "upkeep", turn=3)
    assert count(g, "603.2") == 0
    assert life(g) == 20


def test_603_7a_the_delayed_ability_triggers_when_its_event_happens_after_it_was_created():
    """603.7a, 603.7b: created first, the delayed ability triggers when the creature leaves
    the battlefield later, once."""
    g = board(
        hands=(["Asesinato"], []),
        battlefields=(["Test Omen Keeper"] + ["Pantano"] * 4, []),
    )
    keeper = one(g, "Test Omen Keeper")
    activate(g, "Test Omen Keeper")
    resolve_top(g)
    assert count(g, "603.2") == 0
    cast(g, "Murder", f"target:{keeper}")
    resolve_top(g)
    assert stack_sources(g) == ["Test Omen Keeper"]
    resolve_top(g)
    assert life(g) == 23
    assert g.state.delayed == []  # it triggered its one time (603.7b)


def test_603_7a_example_becomes_tapped_before_creation_waits_for_the_next_time():
    """603.7a, second example, with "becomes tapped" for "untaps" (the vocabulary has no
    "becomes untapped" trigger): the creature becomes tapped before the ability that says
    "when this creature becomes tapped" resolves; the delayed ability waits for the next
    time it becomes tapped."""
    g = board(
        hands=(["Test Tapper", "Test Waker", "Test Tapper"], []),
        battlefields=(["Test Bell Ringer", "Isla", "Isla", "Isla", "Llanura", "Llanura"], []),
    )
    ringer = one(g, "Test Bell Ringer")
    activate(g, "Test Bell Ringer")
    cast(g, "Test Tapper", f"target:{ringer}")  # in response
    resolve_top(g)
    assert g.state.objects[ringer].tapped
    resolve_top(g)  # the delayed ability is created: the creature is already tapped
    assert count(g, "603.2") == 0
    cast(g, "Test Waker", f"target:{ringer}")
    resolve_top(g)
    assert count(g, "603.2") == 0  # untapping is not its event
    cast(g, "Test Tapper", f"target:{ringer}")
    resolve_top(g)
    assert stack_sources(g) == ["Test Bell Ringer"]
    resolve_top(g)
    assert life(g) == 23


def test_603_7b_a_delayed_ability_triggers_only_once_the_next_time():
    """603.7b: without a duration, a delayed triggered ability triggers only the next time
    its event happens: for the first creature that enters, not for the second."""
    g = board(
        hands=(["Test Bear", "Test Elf"], []),
        battlefields=(["Test Lookout"] + ["Bosque"] * 4, []),
    )
    activate(g, "Test Lookout")
    resolve_top(g)
    cast(g, "Test Bear")
    resolve_top(g)
    assert stack_sources(g) == ["Test Lookout"]
    resolve_top(g)
    cast(g, "Test Elf")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert life(g) == 21


def test_603_7b_a_delayed_ability_with_a_duration_triggers_each_time_during_it():
    """603.7b: "whenever a creature enters this turn" triggers every time this turn, and not
    after the turn."""
    g = board(
        hands=(["Test Bear", "Test Elf"], ["Test Bear"]),
        battlefields=(["Test Night Watch"] + ["Bosque"] * 4, ["Bosque"] * 2),
    )
    activate(g, "Test Night Watch")
    resolve_top(g)
    cast(g, "Test Bear")
    resolve_top(g)
    resolve_all(g)
    cast(g, "Test Elf")
    resolve_top(g)
    resolve_all(g)
    assert life(g) == 22
    to_step(g, "main1", turn=3)
    cast(g, "Test Bear", player=1)
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert life(g) == 22


def test_603_7c_example_exiles_the_permanent_even_if_it_is_no_longer_a_creature():
    """603.7c, example: "exile this creature at the beginning of the next end step" exiles the
    permanent even if it is no longer a creature then. Test Fading Relic is a creature
    because of March of the Machines; Disenchant on the March makes it an artifact again."""
    g = board(
        hands=(["Disenchant"], []),
        battlefields=(["Test Fading Relic", "March of the Machines"] + ["Llanura"] * 3, []),
    )
    relic = one(g, "Test Fading Relic")
    assert "creature" in g.characteristics(relic).types
    activate(g, "Test Fading Relic")
    resolve_top(g)
    cast(g, "Disenchant", f"target:{one(g, 'March of the Machines')}")
    resolve_top(g)
    assert "creature" not in g.characteristics(relic).types
    to_step(g, "end")
    assert stack_sources(g) == ["Test Fading Relic"]
    resolve_top(g)
    assert cards(g, "exile") == ["Test Fading Relic"]


def test_603_7c_example_does_nothing_if_the_permanent_left_and_came_back():
    """603.7c, example: the ability does nothing if the permanent left the battlefield before
    then — the card that came back is a new object (400.7)."""
    g = board(
        hands=(["Test Flicker"], []),
        battlefields=(["Test Fading Relic", "March of the Machines"] + ["Llanura"] * 3, []),
    )
    relic = one(g, "Test Fading Relic")
    activate(g, "Test Fading Relic")
    resolve_top(g)
    cast(g, "Test Flicker", f"target:{relic}")
    resolve_top(g)
    back = one(g, "Test Fading Relic")
    assert back != relic
    to_step(g, "end")
    resolve_all(g)
    assert one(g, "Test Fading Relic") == back
    assert cards(g, "exile") == []


# -- 603.8: state triggers ------------------------------------------------------------------


def test_603_8_example_playing_the_last_card_triggers_once_until_it_leaves_the_stack():
    """603.8, example: "when you have no cards in hand, draw a card" triggers when its
    controller plays the last card of their hand, and not again while it is on the stack;
    once it has left the stack it can trigger again."""
    g = board(
        hands=(["Test Cantrip"], []),
        battlefields=(["Test Empty Hand Muse", "Isla"], []),
        libraries=(["Bosque", "Isla"], LIB),
    )
    cast(g, "Test Cantrip")
    assert stack_sources(g) == ["Test Cantrip", "Test Empty Hand Muse"]
    assert count(g, "603.2") == 1
    g.submit("pass")  # the hand stays empty while the ability waits on the stack
    assert count(g, "603.2") == 1
    g.submit("pass")
    assert cards(g, "hand/0") == ["Forest"]
    resolve_top(g)  # the Cantrip
    assert count(g, "603.2") == 1
    g.submit(f"play:{one(g, 'Forest', 'hand/0')}")  # the hand is empty again
    assert count(g, "603.2") == 2
    assert stack_sources(g) == ["Test Empty Hand Muse"]
    resolve_top(g)
    assert cards(g, "hand/0") == ["Island"]


def test_603_8_example_a_hand_momentarily_empty_during_a_resolution_triggers():
    """603.8, example: "discard your hand, then draw the same number of cards" triggers the
    ability during its resolution, because the hand was momentarily empty. (The vocabulary
    can't count "the same number": Test Wheel discards its caster's hand of two, then draws
    two.)"""
    g = board(
        hands=(["Test Wheel", "Test Bear", "Test Elf"], []),
        battlefields=(["Test Empty Hand Muse", "Isla", "Isla"], []),
        libraries=(["Bosque", "Isla", "Montaña"], LIB),
    )
    cast(g, "Test Wheel")
    assert count(g, "603.2") == 0
    resolve_top(g)
    assert sorted(cards(g, "graveyard/0")) == ["Test Bear", "Test Elf", "Test Wheel"]
    assert len(g.state.zones["hand/0"]) == 2
    assert count(g, "603.2") == 1
    assert stack_sources(g) == ["Test Empty Hand Muse"]
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 3


# -- 603.10a: looking back in time ----------------------------------------------------------


def test_603_10a_example_the_artifact_dying_with_two_creatures_triggers_twice():
    """603.10a, example: two creatures and an artifact with "whenever a creature dies, you
    gain 1 life"; a spell destroys all artifacts, creatures and enchantments: the ability
    triggers twice although the artifact goes to the graveyard at the same time."""
    g = board(
        hands=(["Test Purge"], []),
        battlefields=(["Test Bone Collector", "Test Bear"] + ["Llanura"] * 5, ["Test Giant"]),
    )
    cast(g, "Test Purge")
    resolve_top(g)
    assert ids(g, "Test Bone Collector") == []
    assert count(g, "603.2") == 2
    resolve_all(g)
    assert life(g) == 22


# -- 603.12: reflexive triggered abilities --------------------------------------------------


def manticore_board(*extra_hand: str) -> Game:
    return board(
        hands=(["Heartpiercer Manticore", *extra_hand], []),
        battlefields=(["Montaña"] * 4 + ["Test Giant", "Test Bear", "Test Altar"], []),
    )


def test_603_12_example_sacrificing_for_the_ability_triggers_the_reflexive_ability():
    """603.12, example: Heartpiercer Manticore — "you may sacrifice another creature. When you
    do, this creature deals damage equal to that creature's power to any target": the
    reflexive ability triggers when the creature is sacrificed for it, and deals damage
    equal to the power the creature last had."""
    g = manticore_board()
    cast(g, "Heartpiercer Manticore")
    resolve_top(g)
    assert stack_sources(g) == ["Heartpiercer Manticore"]
    resolve_top(g)
    assert g.pending.kind == "pay"
    giant = one(g, "Test Giant")
    assert f"sacrifice:{giant}" in g.pending.ids()
    assert f"sacrifice:{one(g, 'Heartpiercer Manticore')}" not in g.pending.ids()  # another
    g.submit(f"sacrifice:{giant}")
    assert "603.12" in g.log.rules()
    assert g.pending.kind == "target"  # chosen as it is put on the stack (603.3d)
    g.submit("target:-2")
    assert stack_sources(g) == ["Heartpiercer Manticore"]
    resolve_top(g)
    assert life(g, 1) == 16


def test_603_12_example_no_reflexive_trigger_when_you_do_not_sacrifice():
    """603.12: declining the sacrifice, the reflexive ability doesn't trigger."""
    g = manticore_board()
    cast(g, "Heartpiercer Manticore")
    resolve_top(g)
    resolve_top(g)
    g.submit("decline")
    assert "603.12" not in g.log.rules()
    assert g.state.zones["stack"] == []
    assert life(g, 1) == 20


def test_603_12_example_a_sacrifice_for_any_other_reason_does_not_trigger_it():
    """603.12, example: the reflexive ability doesn't trigger if you sacrifice a creature for
    any other reason — here to Test Altar's cost while the enters ability waits."""
    g = manticore_board()
    cast(g, "Heartpiercer Manticore")
    resolve_top(g)
    activate(g, "Test Altar", f"sacrifice:{one(g, 'Test Giant')}")
    resolve_top(g)  # the Altar's ability
    assert "603.12" not in g.log.rules()
    resolve_top(g)  # the Manticore's enters ability
    g.submit("decline")
    assert "603.12" not in g.log.rules()
    assert g.state.zones["stack"] == []
    assert life(g, 1) == 20


# -- 505.1a and "this ability triggers only once" -------------------------------------------


def test_505_1a_your_second_main_phase_triggers_in_the_second_main_phase_only():
    """505.1a, 603.2b: "at the beginning of your second main phase" triggers when the
    postcombat main phase begins, not in the precombat one."""
    g = board(battlefields=([{"name": "Acrobatic Cheerleader", "tapped": True}], []), step="upkeep")
    to_step(g, "main1")
    assert count(g, "603.2") == 0
    to_step(g, "main2")
    assert stack_sources(g) == ["Acrobatic Cheerleader"]
    resolve_top(g)
    assert g.state.objects[one(g, "Acrobatic Cheerleader")].counters == {"flying": 1}
    assert "flying" in g.characteristics(one(g, "Acrobatic Cheerleader")).keywords
    to_step(g, "main2", turn=3)
    assert count(g, "603.2") == 1  # not on the opponent's turn


def test_603_once_triggers_only_once_per_object_and_again_for_a_new_object():
    """ "This ability triggers only once" (Acrobatic Cheerleader's survival ability): tapped
    again at the next second main phase, the same permanent doesn't trigger; after it left
    the battlefield and came back, it is a new object whose ability can trigger (400.7)."""
    g = board(
        hands=(["Test Flicker"], []),
        battlefields=(["Acrobatic Cheerleader", "Llanura"], []),
        step="begin_combat",
        libraries=(LIB * 2, LIB * 2),
    )
    acrobat = one(g, "Acrobatic Cheerleader")
    attack(g, acrobat)
    to_step(g, "main2")
    resolve_top(g)
    assert g.state.objects[acrobat].counters == {"flying": 1}
    attack_turn = 4
    to_step(g, "begin_combat", turn=attack_turn)
    attack(g, acrobat)
    to_step(g, "main2", turn=attack_turn)
    assert g.state.objects[acrobat].tapped
    assert count(g, "603.2") == 1  # it doesn't trigger a second time
    assert g.state.objects[acrobat].counters == {"flying": 1}
    cast(g, "Test Flicker", f"target:{acrobat}")
    resolve_top(g)
    new = one(g, "Acrobatic Cheerleader")
    assert new != acrobat and g.state.objects[new].counters == {}
    to_step(g, "begin_combat", turn=6)
    attack(g, new)
    to_step(g, "main2", turn=6)
    assert stack_sources(g) == ["Acrobatic Cheerleader"]
    resolve_top(g)
    assert g.state.objects[new].counters == {"flying": 1}
