"""Words of the card vocabulary added for Duskmourn's black and red cards, each on its own:
``AmountAtLeast`` (a condition on an amount, CR 611.3a, 603.4), ``ward(discard=...)`` (702.21a),
``typecycling`` (702.29e), ``Attacks(attached=True)`` ("whenever equipped creature attacks",
301.5f) and a mana ability that sacrifices its source (a Treasure, 605.3b, 701.21a)."""

from grimorio.dsl import (
    AmountAtLeast,
    Cost,
    DoorsUnlocked,
    Filter,
    ManaCost,
    Payment,
    Unless,
    Zone,
    typecycling,
    ward,
)
from grimorio.rules.vocabulary.conditions import holds
from grimorio.scenario.board import build
from support import attack, cards, ids, one, resolve_top

ROOMS = Filter(subtypes=("Room",), controller="you")


def test_at_least_counts_an_amount_as_the_condition_is_checked_709_5c():
    g = build(
        battlefields=(
            [{"name": "Glassworks // Shattered Yard", "unlocked": ["Glassworks"]}],
            [{"name": "Ticket Booth // Tunnel of Hate", "unlocked": ["Ticket Booth"]}],
        )
    )
    assert holds(g, AmountAtLeast(DoorsUnlocked(ROOMS), 1), 0, None, ())
    assert not holds(g, AmountAtLeast(DoorsUnlocked(ROOMS), 2), 0, None, ())  # the other is Sur's
    assert holds(g, AmountAtLeast(DoorsUnlocked(Filter(subtypes=("Room",))), 2), 0, None, ())


def test_ward_discard_is_counter_unless_that_player_discards_702_21a():
    ability = ward(discard=Filter(), text_es="Rebatir—Descartar una carta.", text_en="Ward—Discard")
    (effect,) = ability.mode.effects
    assert isinstance(effect, Unless)
    assert effect.payment == Payment(discard=Filter())
    assert ability.keyword == "ward" and ability.mode.text_es == "Rebatir—Descartar una carta."
    assert ward("2").mode.text_en == "Ward {2}"  # a mana ward keeps its own text


def test_typecycling_is_a_discard_this_card_search_ability_of_the_hand_702_29e():
    ability = typecycling("Swamp", "{2}", "Ciclo de pantano {2}", "Swampcycling {2}")
    assert ability.zone == Zone.HAND  # CR 702.29a: it works only from the hand
    assert ability.cost == Cost(mana=ManaCost.parse("{2}"), discard_self=True)
    assert (ability.mode.text_es, ability.mode.text_en) == (
        "Ciclo de pantano {2}",
        "Swampcycling {2}",
    )


def test_attacks_attached_an_unattached_equipment_doesnt_trigger_301_5f():
    g = build(battlefields=(["Test Bear", "Saw", "Pantano"], []))
    attack(g, one(g, "Test Bear"))
    assert cards(g, "stack") == []


def test_treasure_sacrificed_for_mana_is_a_sacrifice_701_21a():
    """Popular Egotist: "Whenever you sacrifice a permanent" — a Treasure sacrificed to pay
    for a spell triggers it (the mana ability's cost, CR 605.3b)."""
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Pantano", "Pantano", "Treasure", "Popular Egotist"], ["Test Bear"]),
    )
    treasure = one(g, "Treasure")
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    g.submit(f"mana:{treasure}:0:B")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    # the Egotist's trigger targets an opponent (the one choice) and waits above Murder
    assert cards(g, "stack") == ["Murder", "Popular Egotist"]
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (21, 19)


def test_treasure_tapped_is_no_mana_source_605_1a():
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Pantano", "Pantano", {"name": "Treasure", "tapped": True}], ["Test Bear"]),
    )
    assert not any(i.startswith(f"cast:{one(g, 'Murder', 'hand/0')}") for i in g.pending.ids())


def test_paying_automatically_spends_a_treasure_only_when_needed_701_21a():
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Treasure", "Pantano", "Pantano", "Pantano"], ["Test Bear"]),
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    g.submit("mana:auto")
    treasure = one(g, "Treasure")  # the three Swamps paid
    assert not g.state.objects[treasure].tapped
    assert all(g.state.objects[i].tapped for i in ids(g, "Swamp"))
