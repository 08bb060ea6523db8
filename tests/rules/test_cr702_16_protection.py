"""CR 702.16 protection (DEBT), with a knight of our own (Test Red Ward Knight: protection
from red) and real red cards: Scorching Dragonfire (Fuegodragón abrasador), Pyroclasm,
Ragged Playmate (Amiguita harapienta)."""

from grimorio.scenario.board import build
from support import attack, cards, one, pay, resolve_top, to_blockers

KNIGHT = "Test Red Ward Knight"


def test_protection_it_can_not_be_targeted_by_red_spells_702_16b():
    g = build(hands=(["Fuegodragón abrasador"], []), battlefields=(["Montaña"] * 2, [KNIGHT]))
    assert not any(i.startswith("cast:") for i in g.pending.ids())  # no legal target


def test_protection_damage_from_red_sources_is_prevented_702_16e():
    g = build(hands=(["Pyroclasm"], []), battlefields=(["Montaña"] * 2, [KNIGHT, "Test Bear"]))
    g.submit(f"cast:{one(g, 'Pyroclasm', 'hand/0')}")
    pay(g)
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]  # the knight took no damage
    assert g.state.objects[one(g, KNIGHT)].damage == 0
    assert "702.16e" in g.log.rules()


def test_protection_it_can_not_be_blocked_by_red_creatures_702_16f():
    g = build(battlefields=([KNIGHT], ["Amiguita harapienta", "Test Bear"]), step="begin_combat")
    attack(g, one(g, KNIGHT))
    to_blockers(g)
    playmate, bear, knight = one(g, "Ragged Playmate"), one(g, "Test Bear"), one(g, KNIGHT)
    assert f"block:{bear}:{knight}" in g.pending.ids()
    assert f"block:{playmate}:{knight}" not in g.pending.ids()


def test_protection_also_stops_its_controllers_own_red_spells_702_16b():
    """Unlike hexproof (702.11b), protection doesn't care who controls the spell."""
    g = build(hands=(["Fuegodragón abrasador"], []), battlefields=(["Montaña"] * 2 + [KNIGHT], []))
    assert not any(i.startswith("cast:") for i in g.pending.ids())
