"""Valgavoth, Terror Eater (grimorio.cards.dsk.black_demons): ward with a sacrifice cost
(CR 702.21a), "exile it instead" remembered by a linked ability (614.1a, 607.2a), and
playing those cards during your turn for life equal to their mana value (601.3, 118.9b)."""

from grimorio.scenario.board import build
from support import cards, cast, ids, one, resolve_top

VALGAVOTH = "Valgavoth, Terror Eater"


def _murdered(victim="Test Bear", extra=()):
    g = build(
        hands=(["Murder"], []),
        battlefields=([VALGAVOTH, "Pantano", "Pantano", "Pantano", *extra], [victim]),
    )
    cast(g, "Murder", f"target:{one(g, victim)}")
    resolve_top(g)
    return g


def test_valgavoth_has_flying_and_lifelink_702_9_702_15():
    g = build(battlefields=([VALGAVOTH], []))
    assert {"flying", "lifelink"} <= g.characteristics(one(g, VALGAVOTH)).keywords


def test_valgavoth_an_opponents_card_going_to_their_graveyard_is_exiled_614_1a():
    g = _murdered()
    assert cards(g, "graveyard/1") == []
    assert cards(g, "exile") == ["Test Bear"]
    assert cards(g, "graveyard/0") == ["Murder"]  # your own card goes to your graveyard


def test_valgavoth_play_exiled_cards_during_your_turn_paying_life_118_9b():
    g = _murdered()
    bear = one(g, "Test Bear", "exile")
    assert f"cast:{bear}:life" in g.pending.ids()
    assert f"cast:{bear}" not in g.pending.ids()  # never for its mana cost
    g.submit(f"cast:{bear}:life")
    assert g.state.player(0).life == 18  # mana value 2
    resolve_top(g)
    assert g.state.objects[one(g, "Test Bear")].controller == 0


def _milled(library):
    """Valgavoth and Scrabbling Skullcrab: an Aura enters (eerie), the opponent mills two
    cards — exiled with Valgavoth instead."""
    g = build(
        hands=(["Test Aura"], []),
        battlefields=([VALGAVOTH, "Scrabbling Skullcrab", "Llanura", "Test Bear"], []),
        libraries=(["Isla"] * 3, list(library)),
    )
    cast(g, "Test Aura", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    g.submit("target:-2")
    resolve_top(g)
    return g


def test_valgavoth_exiled_land_is_played_as_your_land_play_305_1():
    g = _milled(["Llanura", "Test Giant"])
    assert sorted(cards(g, "exile")) == ["Plains", "Test Giant"]
    plains = one(g, "Plains", "exile")
    g.submit(f"play:{plains}")
    assert [g.state.objects[p].controller for p in ids(g, "Plains")] == [0, 0]
    assert g.state.player(0).life == 20  # a land is played, not cast: no life paid
    giant = one(g, "Test Giant", "exile")
    g.submit(f"cast:{giant}:life")
    assert g.state.player(0).life == 16


def test_valgavoth_not_during_an_opponents_turn():
    g = _milled(["Test Blast", "Llanura"])
    blast = one(g, "Test Blast", "exile")
    assert f"cast:{blast}:life" in g.pending.ids()  # an instant, during your turn
    while g.state.active == 0:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    while g.pending.player != 0:
        g.submit("pass")
    assert g.state.active == 1
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{blast}")]


def test_valgavoth_a_card_you_controlled_goes_to_its_owners_graveyard():
    """ "A card you didn't control": an opponent's creature you control dies normally."""
    g = build(
        hands=(["Vengeful Possession", "Murder"], []),
        battlefields=([VALGAVOTH] + ["Montaña"] * 3 + ["Pantano"] * 3, ["Test Bear"]),
    )
    bear = one(g, "Test Bear")
    cast(g, "Vengeful Possession", f"target:{bear}")
    resolve_top(g)
    if g.pending.kind == "pay":
        g.submit("decline")
    cast(g, "Murder", f"target:{bear}")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]


def test_valgavoth_ward_counters_unless_three_nonland_permanents_are_sacrificed_702_21a():
    g = build(
        hands=([], ["Murder"]),
        battlefields=(
            [VALGAVOTH],
            ["Pantano", "Pantano", "Pantano", "Test Bear", "Test Bear", "Test Giant"],
        ),
        active=1,
    )
    cast(g, "Murder", f"target:{one(g, VALGAVOTH)}", player=1)
    assert cards(g, "stack") == ["Murder", VALGAVOTH]
    resolve_top(g)  # ward resolves: Sur may sacrifice three nonland permanents
    assert g.pending.kind == "pay" and g.pending.player == 1
    creatures = ids(g, "Test Bear") + ids(g, "Test Giant")
    assert set(g.pending.ids()) == {f"sacrifice:{c}" for c in creatures} | {"decline"}
    for c in creatures:
        g.submit(f"sacrifice:{c}")
    assert sorted(cards(g, "exile")) == ["Test Bear", "Test Bear", "Test Giant"]  # Valgavoth
    assert cards(g, "stack") == ["Murder"]
    resolve_top(g)
    assert cards(g, "graveyard/0") == [VALGAVOTH]


def test_valgavoth_ward_counters_the_spell_when_the_cost_cant_be_paid():
    g = build(
        hands=([], ["Murder"]),
        battlefields=([VALGAVOTH], ["Pantano", "Pantano", "Pantano", "Test Bear", "Test Bear"]),
        active=1,
    )
    cast(g, "Murder", f"target:{one(g, VALGAVOTH)}", player=1)
    resolve_top(g)
    assert cards(g, "stack") == []
    assert ids(g, VALGAVOTH)
    assert len(ids(g, "Test Bear")) == 2
