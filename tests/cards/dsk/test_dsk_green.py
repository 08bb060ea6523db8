"""Duskmourn green cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, ids, one, pay, resolve_top, sorted_cards, to_blockers, to_step


# -- Horrid Vigor -------------------------------------------------------------------------
def test_horrid_vigor_deathtouch_and_indestructible_in_combat_702_2b_702_12b():
    g = build(
        hands=(["Horrid Vigor"], []),
        battlefields=(["Bosque"] * 2 + ["Test Bear"], ["Test Giant"]),
    )
    bear = one(g, "Test Bear", "battlefield")
    giant = one(g, "Test Giant", "battlefield")
    g.submit(f"cast:{one(g, 'Horrid Vigor', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert {"deathtouch", "indestructible"} <= g.characteristics(bear).keywords
    attack(g, bear)
    to_blockers(g)
    g.submit(f"block:{giant}:{bear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    to_step(g, "end_combat")
    assert sorted_cards(g, "graveyard/1") == ["Test Giant"]  # 2 deathtouch damage (CR 704.5h)
    assert ids(g, "Test Bear", "battlefield") == [bear]  # 4 damage, but indestructible
    assert g.state.objects[bear].damage == 4
    assert "704.5h" in g.log.rules()


def test_horrid_vigor_creature_survives_murder_702_12b():
    g = build(
        hands=(["Horrid Vigor"], ["Asesinato"]),
        battlefields=(["Bosque"] * 2 + ["Test Bear"], ["Pantano"] * 3),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Horrid Vigor', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert ids(g, "Test Bear", "battlefield") == [bear]
    assert "702.12b" in g.log.rules()


# -- Fear of Exposure ---------------------------------------------------------------------
def test_fear_of_exposure_tap_two_creatures_as_additional_cost_302_6():
    """Tapping creatures for a cost that isn't their own {T} is allowed even if they came
    under your control this turn (CR 302.6 restricts only {T}/{Q} abilities)."""
    g = build(
        hands=(["Fear of Exposure"], []),
        battlefields=(
            ["Bosque"] * 3 + [{"name": "Test Bear", "sick": True}] * 2,
            ["Test Wall"],
        ),
    )
    bears = ids(g, "Test Bear", "battlefield")
    forests = ids(g, "Forest", "battlefield")
    g.submit(f"cast:{one(g, 'Fear of Exposure', 'hand/0')}")
    offered = g.pending.ids()
    # not the Wall (not theirs), and not the Forests: all three must pay {2}{G} (601.2f–h)
    assert sorted(offered) == sorted(f"tap:{o}" for o in bears)
    g.submit(f"tap:{bears[0]}")
    g.submit(f"tap:{bears[1]}")
    pay(g)
    assert all(g.state.objects[o].tapped for o in [*forests, *bears])
    resolve_top(g)
    fear = one(g, "Fear of Exposure", "battlefield")
    c = g.characteristics(fear)
    assert "trample" in c.keywords and (c.power, c.toughness) == (5, 4)


def test_fear_of_exposure_needs_untapped_permanents_beyond_its_mana_118_3():
    """With four Forests, three must be tapped for {2}{G} and only one is left untapped
    for the cost of tapping two: the spell can't be cast (CR 118.3, 601.2g-h)."""
    g = build(hands=(["Fear of Exposure"], []), battlefields=(["Bosque"] * 4, []))
    assert not any(i.startswith("cast:") for i in g.pending.ids())


def test_fear_of_exposure_trample_702_19b():
    g = build(battlefields=(["Fear of Exposure"], ["Test Bear"]))
    fear = one(g, "Fear of Exposure", "battlefield")
    bear = one(g, "Test Bear", "battlefield")
    attack(g, fear)
    to_blockers(g)
    g.submit(f"block:{bear}:{fear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    while g.pending.kind != "damage":
        g.submit("pass")
    # lethal damage (2) to the blocker first; the rest may go to the player
    assert g.pending.ids() == [f"assign:{bear}:{n}" for n in range(2, 6)]
    g.submit(f"assign:{bear}:2")
    to_step(g, "end_combat")
    assert g.state.player(1).life == 17
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
