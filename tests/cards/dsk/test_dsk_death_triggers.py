"""Innocuous Rat, Piggy Bank (and its Treasure), Unstoppable Slasher and Cackling Slasher,
played through the public engine (grimorio.scenario.board.build)."""

from grimorio.cards.registry import get
from grimorio.dsl import printed_cards
from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, pay, resolve_top, to_blockers, to_step


def _murder(g, victim: str, player: int = 0) -> None:
    cast(g, "Murder", f"target:{one(g, victim)}", player=player)
    resolve_top(g)


# -- Innocuous Rat ------------------------------------------------------------------------------
def test_innocuous_rat_dies_manifest_dread_700_4_701_62a():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3 + ["Rata inofensiva"], []),
        libraries=(["Test Bear", "Isla", "Isla"], []),
    )
    _murder(g, "Innocuous Rat")
    assert cards(g, "stack") == ["Innocuous Rat"]  # CR 603.10a: it looks back
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Bear', 'library/0')}")
    down = [i for i in g.state.zones["battlefield"] if g.state.objects[i].face_down]
    assert len(down) == 1 and g.state.objects[down[0]].card == "Test Bear"
    assert sorted(cards(g, "graveyard/0")) == ["Innocuous Rat", "Island", "Murder"]


def test_innocuous_rat_type_line_es_is_composed_from_the_set():
    """No document gives Innocuous Rat's Spanish type line: the data script composes it from
    the set's own words (tools/build_card_data.py), and the card is a Rat creature."""
    g = build(battlefields=(["Innocuous Rat"], []))
    c = g.characteristics(one(g, "Innocuous Rat"))
    assert c.types == ("creature",) and c.subtypes == ("Rat",)
    assert printed_cards()["Innocuous Rat"].type_line_es == "Criatura — Rata"
    assert get("Innocuous Rat").type_line_es == "Criatura — Rata"


# -- Piggy Bank and the Treasure --------------------------------------------------------------
def test_piggy_bank_dies_create_treasure_111_10a():
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Pantano"] * 3 + ["Cerdito de los ahorros"], []),
    )
    _murder(g, "Piggy Bank")
    assert cards(g, "stack") == ["Piggy Bank"]
    resolve_top(g)
    treasure = one(g, "Treasure")
    c = g.characteristics(treasure)
    assert c.types == ("artifact",) and c.subtypes == ("Treasure",)
    assert g.state.objects[treasure].token


def test_treasure_taps_and_sacrifices_itself_for_one_mana_of_any_color_605_3b_701_21a():
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Pantano", "Pantano", "Treasure"], ["Test Bear"]),
    )
    treasure = one(g, "Treasure")
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    assert g.pending.kind == "mana"
    g.submit(f"mana:{treasure}:0:B")  # {B} from the Treasure
    pay(g)
    assert not ids(g, "Treasure")  # sacrificed as the cost was paid (CR 701.21a)
    assert "Treasure" not in cards(g, "graveyard/0")  # a token ceases to exist (704.5d)
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]


# -- Unstoppable Slasher ----------------------------------------------------------------------
def test_unstoppable_slasher_combat_damage_player_loses_half_life_rounded_up_107_1a():
    g = build(battlefields=(["Acuchillador imparable"], []), life=(20, 21))
    attack(g, one(g, "Unstoppable Slasher"))
    to_step(g, "combat_damage")
    while cards(g, "stack") != ["Unstoppable Slasher"]:
        g.submit("pass")
    assert g.state.player(1).life == 19
    resolve_top(g)
    assert g.state.player(1).life == 9  # half of 19, rounded up: 10


def test_unstoppable_slasher_returns_tapped_with_two_stun_counters_122_1d():
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Pantano"] * 3 + ["Unstoppable Slasher"], []),
    )
    _murder(g, "Unstoppable Slasher")
    assert cards(g, "stack") == ["Unstoppable Slasher"]
    resolve_top(g)
    slasher = g.state.objects[one(g, "Unstoppable Slasher")]
    assert slasher.tapped and slasher.counters == {"stun": 2}
    assert slasher.controller == 0


def test_unstoppable_slasher_with_counters_doesnt_return_603_10a():
    g = build(
        hands=(["Murder"], []),
        battlefields=(
            ["Pantano"] * 3 + [{"name": "Unstoppable Slasher", "counters": {"stun": 2}}],
            [],
        ),
    )
    _murder(g, "Unstoppable Slasher")
    assert cards(g, "stack") == []
    assert "Unstoppable Slasher" in cards(g, "graveyard/0")


# -- Cackling Slasher -------------------------------------------------------------------------
def test_cackling_slasher_enters_with_counter_if_a_creature_died_this_turn_614_1c():
    g = build(
        hands=(["Murder", "Acuchillador carcajeante"], []),
        battlefields=(["Pantano"] * 7, ["Test Bear"]),
    )
    _murder(g, "Test Bear")
    cast(g, "Cackling Slasher")
    resolve_top(g)
    slasher = one(g, "Cackling Slasher")
    assert g.state.objects[slasher].counters == {"+1/+1": 1}
    c = g.characteristics(slasher)
    assert (c.power, c.toughness) == (4, 4) and "deathtouch" in c.keywords


def test_cackling_slasher_enters_without_counter_if_nothing_died():
    g = build(hands=(["Cackling Slasher"], []), battlefields=(["Pantano"] * 4, ["Test Bear"]))
    cast(g, "Cackling Slasher")
    resolve_top(g)
    assert g.state.objects[one(g, "Cackling Slasher")].counters == {}


def test_unstoppable_slasher_deathtouch_kills_a_blocker_702_2b():
    g = build(battlefields=(["Unstoppable Slasher"], ["Test Giant"]))
    attack(g, one(g, "Unstoppable Slasher"))
    to_blockers(g)
    g.submit(f"block:{one(g, 'Test Giant')}:{one(g, 'Unstoppable Slasher')}")
    if g.pending.kind == "blockers":
        g.submit("done")
    to_step(g, "end")
    assert "Test Giant" in cards(g, "graveyard/1")
