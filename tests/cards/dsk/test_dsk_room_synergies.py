"""Duskmourn multicolour cards about Rooms (grimorio.cards.dsk.room_synergies), played
through the public engine: Restricted Office // Lecture Hall and Intruding Soulrager."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top, sorted_cards

OFFICE = "Restricted Office // Lecture Hall"


# -- Restricted Office ------------------------------------------------------------------
def test_restricted_office_destroys_all_creatures_with_power_3_or_greater_709_5h():
    g = build(
        hands=(["Oficina restringida // Auditorio"], []),
        battlefields=(
            ["Llanura"] * 4 + ["Test Bear", "Test Giant"],
            ["Test Rider", "Test Hunter", {"name": "Test Bear", "counters": {"+1/+1": 1}}],
        ),
    )
    g.submit(f"cast:{one(g, OFFICE, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Test Giant"]
    assert sorted_cards(g, "graveyard/1") == ["Test Bear", "Test Rider"]  # 3/3 with a counter
    assert len(ids(g, "Test Bear")) == 1 and ids(g, "Test Hunter")
    assert "701.8a" in g.log.rules()


# -- Lecture Hall -----------------------------------------------------------------------
def test_lecture_hall_gives_other_permanents_you_control_hexproof_702_11():
    g = build(
        battlefields=(
            [{"name": OFFICE, "unlocked": ["Lecture Hall"]}, "Test Bear", "Llanura"],
            ["Test Giant"],
        ),
    )
    assert "hexproof" in g.characteristics(one(g, "Test Bear")).keywords
    assert "hexproof" in g.characteristics(one(g, "Plains")).keywords
    assert "hexproof" not in g.characteristics(one(g, OFFICE)).keywords  # "other"
    assert "hexproof" not in g.characteristics(one(g, "Test Giant")).keywords


def test_lecture_hall_stops_an_opponents_targeting_702_11b():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=(
            [{"name": OFFICE, "unlocked": ["Lecture Hall"]}, "Test Bear"],
            ["Pantano"] * 3 + ["Test Giant"],
        ),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    assert g.pending.kind == "target"
    assert f"target:{one(g, 'Test Bear')}" not in g.pending.ids()
    assert f"target:{one(g, 'Test Giant')}" in g.pending.ids()


def test_lecture_hall_locked_gives_nothing_709_5():
    g = build(battlefields=([{"name": OFFICE, "unlocked": ["Restricted Office"]}, "Test Bear"], []))
    assert "hexproof" not in g.characteristics(one(g, "Test Bear")).keywords


# -- Intruding Soulrager ----------------------------------------------------------------
def test_intruding_soulrager_sacrifices_a_room_deals_2_to_each_opponent_and_draws_602_2b():
    g = build(
        battlefields=(
            ["Intruding Soulrager", {"name": OFFICE, "unlocked": ["Restricted Office"]}],
            [{"name": OFFICE, "unlocked": ["Lecture Hall"]}],
        ),
        libraries=(["Isla"], []),
    )
    soulrager = one(g, "Intruding Soulrager")
    assert "vigilance" in g.characteristics(soulrager).keywords
    g.submit(f"activate:{soulrager}:0")
    assert g.pending.kind == "cost"  # only your own Room can be sacrificed (CR 701.21a)
    assert g.pending.ids() == [f"sacrifice:{ids(g, OFFICE)[0]}"]
    g.submit(g.pending.ids()[0])
    assert cards(g, "graveyard/0") == [OFFICE]
    assert g.state.objects[soulrager].tapped
    resolve_top(g)
    assert g.state.player(1).life == 18
    assert g.state.player(0).life == 20
    assert cards(g, "hand/0") == ["Island"]


def test_intruding_soulrager_cannot_activate_without_a_room_602_2():
    g = build(battlefields=(["Intruding Soulrager"], [{"name": OFFICE, "unlocked": []}]))
    soulrager = one(g, "Intruding Soulrager")
    assert not [i for i in g.pending.ids() if i.startswith(f"activate:{soulrager}:")]
