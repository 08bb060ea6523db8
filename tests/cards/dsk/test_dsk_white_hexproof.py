"""Shardmage's Rescue and Veteran Survivor, played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, cast, one, resolve_top

LIB = ["Isla"] * 12
RESCUE = "Shardmage's Rescue"


def _advance(g, active: int, step: str) -> None:
    """Pass (and declare no attackers or blockers) until ``active``'s ``step``."""
    while not (g.state.active == active and g.state.step == step):
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")


# -- Shardmage's Rescue -----------------------------------------------------------------------
def _rescue(active: int = 0):
    g = build(
        hands=(["Rescate de fragmentista"], []),
        battlefields=(["Llanura", "Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
        active=active,
    )
    return g, one(g, "Test Bear"), one(g, "Test Giant")


def test_shardmages_rescue_enchants_only_a_creature_you_control_303_4a():
    g, bear, _ = _rescue()
    g.submit(f"cast:{one(g, RESCUE, 'hand/0')}")
    assert g.pending.ids() == [f"target:{bear}"]  # not Sur's Giant


def test_shardmages_rescue_flash_hexproof_the_turn_it_entered_611_3a():
    """Cast with flash on the opponent's turn (CR 702.8a): the creature has hexproof while
    the Aura entered this turn, and +1/+1."""
    g, bear, _ = _rescue(active=1)
    g.submit("pass")  # Sur passes: Norte has priority in Sur's turn
    assert g.pending.player == 0
    cast(g, RESCUE, f"target:{bear}")
    resolve_top(g)
    aura = one(g, RESCUE)
    assert g.state.objects[aura].attached_to == bear
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)
    assert "hexproof" in c.keywords


def test_shardmages_rescue_hexproof_ends_with_the_turn_plus_one_stays_611_3a():
    g, bear, _ = _rescue()
    cast(g, RESCUE, f"target:{bear}")
    resolve_top(g)
    assert "hexproof" in g.characteristics(bear).keywords
    _advance(g, 1, "upkeep")  # the next turn: the Aura didn't enter this turn
    c = g.characteristics(bear)
    assert "hexproof" not in c.keywords
    assert (c.power, c.toughness) == (3, 3)


def test_shardmages_rescue_already_on_the_battlefield_gives_no_hexproof_611_3a():
    """An Aura that was on the battlefield as the turn began didn't enter this turn."""
    g = build(
        battlefields=(["Test Bear", {"name": RESCUE, "attached_to": "Test Bear"}], []),
        libraries=(LIB, LIB),
    )
    c = g.characteristics(one(g, "Test Bear"))
    assert "hexproof" not in c.keywords and c.power == 3


# -- Veteran Survivor -------------------------------------------------------------------------
def test_veteran_survivor_tapped_at_second_main_exiles_a_card_from_a_graveyard_603_4():
    g = build(
        battlefields=(["Superviviente veterano"], []),
        graveyards=([], ["Test Giant", "Isla"]),
        libraries=(LIB, LIB),
    )
    survivor = one(g, "Veteran Survivor")
    attack(g, survivor)  # tapped by attacking
    _advance(g, 0, "main2")
    assert g.pending.kind == "target"
    giant = one(g, "Test Giant", "graveyard/1")
    assert "done" in g.pending.ids()  # "up to one"
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Giant"]
    assert cards(g, "graveyard/1") == ["Island"]


def test_veteran_survivor_untapped_doesnt_trigger_603_4():
    g = build(
        battlefields=(["Superviviente veterano"], []),
        graveyards=([], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    _advance(g, 0, "main2")
    assert g.state.zones["stack"] == [] and g.pending.kind == "priority"


def test_veteran_survivor_three_cards_exiled_with_it_plus_3_and_hexproof_607_2a():
    g = build(
        battlefields=(["Superviviente veterano"], []),
        graveyards=([], ["Test Giant", "Test Bear", "Test Hunter", "Isla"]),
        libraries=(LIB, LIB),
    )
    survivor = one(g, "Veteran Survivor")
    for n, card in enumerate(("Test Giant", "Test Bear", "Test Hunter")):
        c = g.characteristics(survivor)
        assert (c.power, c.toughness, "hexproof" in c.keywords) == (2, 1, False)
        _advance(g, 0, "main1")
        attack(g, survivor)
        _advance(g, 0, "main2")
        g.submit(f"target:{one(g, card, 'graveyard/1')}")
        resolve_top(g)
        assert len(cards(g, "exile")) == n + 1
        g.submit("pass")  # on to the end step, so the loop goes round to the next turn
    c = g.characteristics(survivor)
    assert (c.power, c.toughness) == (5, 4)
    assert "hexproof" in c.keywords
