"""Duskmourn multicolour cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, ids, one, pay, resolve_top, sorted_cards, to_step


def until(g, turn, step):
    """Pass priority (and declare no attackers) until ``step`` of ``turn`` begins."""
    while not (g.state.turn == turn and g.state.step == step):
        g.submit("pass" if "pass" in g.pending.ids() else "done")


# -- Peer Past the Veil -------------------------------------------------------------------
def test_peer_past_the_veil_ruling_x_counted_after_discarding_not_itself_701_9a():
    """Release notes: X is determined as it resolves, after the hand is discarded, and
    Peer Past the Veil (still on the stack) doesn't count itself."""
    g = build(
        hands=(["Fisgar más allá del velo", "Bosque", "Test Bear"], []),
        battlefields=(["Montaña"] * 2 + ["Bosque"] * 2, []),
        libraries=(["Isla", "Llanura", "Pantano", "Montaña"], []),
    )
    g.submit(f"cast:{one(g, 'Peer Past the Veil', 'hand/0')}")
    pay(g)
    resolve_top(g)
    # land + creature = 2 (an instant among them would make 3)
    assert sorted_cards(g, "hand/0") == ["Island", "Plains"]
    assert sorted_cards(g, "graveyard/0") == ["Forest", "Peer Past the Veil", "Test Bear"]
    assert g.log.rules().count("701.9a") == 2


def test_peer_past_the_veil_counts_types_already_in_graveyard_205_2a():
    g = build(
        hands=(["Fisgar más allá del velo", "Test Bear"], []),
        battlefields=(["Montaña"] * 2 + ["Bosque"] * 2, []),
        graveyards=(["Asesinato", "Detonación ígnea", "Test Giant"], []),
        libraries=(["Isla", "Llanura", "Pantano", "Montaña"], []),
    )
    g.submit(f"cast:{one(g, 'Peer Past the Veil', 'hand/0')}")
    pay(g)
    resolve_top(g)
    # creature, instant, sorcery: three cards drawn
    assert sorted_cards(g, "hand/0") == ["Island", "Plains", "Swamp"]


# -- Midnight Mayhem ----------------------------------------------------------------------
def _cast_mayhem(g, hand):
    g.submit(f"cast:{one(g, 'Midnight Mayhem', hand)}")
    pay(g)
    resolve_top(g)


def test_midnight_mayhem_three_gremlins_with_menace_lifelink_haste_702_111b():
    g = build(
        hands=(["Caos de medianoche"], []),
        battlefields=(["Montaña"] * 2 + ["Llanura"] * 2, ["Test Bear"]),
    )
    _cast_mayhem(g, "hand/0")
    gremlins = ids(g, "Gremlin", "battlefield")
    assert len(gremlins) == 3
    for o in gremlins:
        c = g.characteristics(o)
        assert g.state.objects[o].token and g.state.objects[o].sick
        assert {"menace", "lifelink", "haste"} <= c.keywords
        assert (c.power, c.toughness) == (1, 1) and c.colors == ("R",)
    attack(g, *gremlins)  # haste: they attack the turn they were created (CR 702.10b)
    to_step(g, "declare_blockers")
    # CR 702.111b: one blocker alone is not a legal block of a creature with menace, so the
    # lone Bear is not offered as a blocker (no dead end) and no blockers decision is asked
    assert g.pending.kind == "priority"
    assert not g.state.combat.blockers
    to_step(g, "end_combat")
    assert g.state.player(1).life == 17
    assert g.state.player(0).life == 23  # lifelink (CR 702.15b)


def test_midnight_mayhem_ruling_only_gremlins_you_control_at_resolution_611_2c():
    """Release notes: only the Gremlins you control as it resolves gain the abilities —
    here the opponent's Gremlins from an earlier turn don't."""
    g = build(
        hands=(["Caos de medianoche"], ["Caos de medianoche"]),
        battlefields=(["Montaña"] * 2 + ["Llanura"] * 2, ["Montaña"] * 2 + ["Llanura"] * 2),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        active=1,
    )
    _cast_mayhem(g, "hand/1")
    theirs = ids(g, "Gremlin", "battlefield")
    until(g, 3, "main1")  # player 0's turn; "until end of turn" ended in cleanup (514.2)
    assert g.state.active == 0
    assert not any("menace" in g.characteristics(o).keywords for o in theirs)
    _cast_mayhem(g, "hand/0")
    mine = [o for o in ids(g, "Gremlin", "battlefield") if o not in theirs]
    assert len(mine) == 3
    assert all({"menace", "lifelink", "haste"} <= g.characteristics(o).keywords for o in mine)
    assert not any(g.characteristics(o).keywords & {"menace", "lifelink"} for o in theirs)
