"""Overlord of the Mistmoors and Overlord of the Floodpits: impending (CR 702.176a) and
"whenever this permanent enters or attacks" (603.2), played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, pay, resolve_top

LIB = ["Isla", "Llanura", "Isla", "Isla", "Isla"]
MISTMOORS = "Overlord of the Mistmoors"
FLOODPITS = "Overlord of the Floodpits"


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


def _insects(g) -> list[int]:
    return ids(g, "Insect")


# -- Overlord of the Mistmoors ----------------------------------------------------------------
def test_overlord_of_the_mistmoors_enters_two_white_2_1_flying_insects_111_4():
    g = build(
        hands=(["Amo de Páramos de Neblina"], []),
        battlefields=(["Llanura"] * 7, []),
        libraries=(LIB, LIB),
    )
    cast(g, MISTMOORS)
    resolve_top(g)
    assert _stack(g) == [MISTMOORS]
    resolve_top(g)
    insects = _insects(g)
    assert len(insects) == 2
    for i in insects:
        c = g.characteristics(i)
        assert (c.power, c.toughness) == (2, 1)
        assert c.colors == ("W",) and "flying" in c.keywords
        assert g.state.objects[i].token and g.state.objects[i].controller == 0
    assert "creature" in g.characteristics(one(g, MISTMOORS)).types  # cast for its mana cost


def test_overlord_of_the_mistmoors_impending_isnt_a_creature_but_still_makes_insects_702_176a():
    g = build(
        hands=(["Amo de Páramos de Neblina"], []),
        battlefields=(["Llanura"] * 4, []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, MISTMOORS, 'hand/0')}:impending")
    pay(g)
    resolve_top(g)
    overlord = one(g, MISTMOORS)
    assert g.state.objects[overlord].counters == {"time": 4}
    assert "creature" not in g.characteristics(overlord).types
    resolve_top(g)
    assert len(_insects(g)) == 2


def test_overlord_of_the_mistmoors_attack_trigger_508_3a():
    g = build(battlefields=(["Amo de Páramos de Neblina"], []), libraries=(LIB, LIB))
    attack(g, one(g, MISTMOORS))
    assert _stack(g) == [MISTMOORS]
    resolve_top(g)
    assert len(_insects(g)) == 2


# -- Overlord of the Floodpits ----------------------------------------------------------------
def test_overlord_of_the_floodpits_impending_enters_draw_two_then_discard_one_608_2c():
    g = build(
        hands=(["Amo de Pozos Desbordados"], []),
        battlefields=(["Isla"] * 3, []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, FLOODPITS, 'hand/0')}:impending")
    pay(g)
    resolve_top(g)
    overlord = one(g, FLOODPITS)
    assert "creature" not in g.characteristics(overlord).types
    resolve_top(g)
    assert sorted(cards(g, "hand/0")) == ["Island", "Plains"]  # drew two
    assert g.pending.kind == "discard" and g.pending.player == 0
    g.submit(f"discard:{one(g, 'Plains', 'hand/0')}")
    assert cards(g, "hand/0") == ["Island"]
    assert cards(g, "graveyard/0") == ["Plains"]


def test_overlord_of_the_floodpits_flies_and_attacks_draw_then_discard_508_3a():
    g = build(battlefields=(["Amo de Pozos Desbordados"], []), libraries=(LIB, LIB))
    overlord = one(g, FLOODPITS)
    c = g.characteristics(overlord)
    assert "flying" in c.keywords and (c.power, c.toughness) == (5, 3)
    attack(g, overlord)
    assert _stack(g) == [FLOODPITS]
    resolve_top(g)
    g.submit(g.pending.ids()[0])
    assert len(cards(g, "hand/0")) == 1 and len(cards(g, "graveyard/0")) == 1


def _impending_on_board(g, key: str) -> int:
    g.submit(f"cast:{one(g, key, 'hand/0')}:impending")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # its enters trigger
    while g.pending.kind != "priority":
        g.submit(g.pending.ids()[0])  # Floodpits: the card to discard
    return one(g, key)


def test_impending_overlords_lose_a_time_counter_at_your_end_step_702_176a():
    g = build(
        hands=(["Amo de Páramos de Neblina", "Amo de Pozos Desbordados"], []),
        battlefields=(["Llanura"] * 4 + ["Isla"] * 3, []),
        libraries=(LIB, LIB),
    )
    mistmoors = _impending_on_board(g, MISTMOORS)
    floodpits = _impending_on_board(g, FLOODPITS)
    while g.state.step != "end":
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")
    while g.state.zones["stack"] or g.pending.kind != "priority":
        if g.pending.kind == "trigger_order":
            g.submit(g.pending.ids()[0])
        else:
            resolve_top(g)
    assert g.state.objects[mistmoors].counters == {"time": 3}
    assert g.state.objects[floodpits].counters == {"time": 3}
    assert "creature" not in g.characteristics(mistmoors).types  # still waiting
