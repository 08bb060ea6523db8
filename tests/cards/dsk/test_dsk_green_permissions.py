"""Leyline of Mutation and Walk-In Closet // Forgotten Cellar
(grimorio.cards.dsk.green_permissions): an alternative cost for every spell (CR 118.9),
playing lands from the graveyard (305.1, 601.3), casting spells from the graveyard this turn
and "exile it instead" (614.1a)."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top

LEYLINE = "Leyline of Mutation"
CLOSET = "Walk-In Closet // Forgotten Cellar"
WUBRG = ["Llanura", "Isla", "Pantano", "Montaña", "Bosque"]


def test_leyline_of_mutation_offers_wubrg_rather_than_the_mana_cost_118_9():
    g = build(hands=(["Test Giant"], []), battlefields=([LEYLINE, *WUBRG], []))
    leyline = one(g, LEYLINE)
    giant = one(g, "Test Giant", "hand/0")
    assert f"cast:{giant}" in g.pending.ids()
    g.submit(f"cast:{giant}:alt{leyline}")
    pay(g)
    assert all(g.state.objects[i].tapped for i in g.state.zones["battlefield"] if i != leyline)
    resolve_top(g)
    assert ids(g, "Test Giant")


def test_leyline_of_mutation_not_without_all_five_colours():
    g = build(hands=(["Test Bear"], []), battlefields=([LEYLINE] + ["Bosque"] * 5, []))
    bear = one(g, "Test Bear", "hand/0")
    assert f"cast:{bear}" in g.pending.ids()
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{bear}:alt")]


def test_leyline_of_mutation_x_is_zero_for_the_alternative_cost_107_3b():
    g = build(hands=(["Test Blast"], []), battlefields=([LEYLINE, *WUBRG], []))
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}:alt{one(g, LEYLINE)}")
    assert g.pending.kind == "target"  # no X to announce
    g.submit("target:-2")
    pay(g)
    resolve_top(g)
    assert g.state.player(1).life == 20  # X = 0


def test_leyline_is_an_opponents_alternative_only_for_its_controller():
    g = build(hands=([], ["Test Bear"]), battlefields=([LEYLINE], WUBRG), active=1)
    bear = one(g, "Test Bear", "hand/1")
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{bear}:alt")]


# -- Walk-In Closet // Forgotten Cellar ---------------------------------------------------
def test_walk_in_closet_play_lands_from_your_graveyard_305_1():
    g = build(
        battlefields=([{"name": CLOSET, "unlocked": ["Walk-In Closet"]}], []),
        graveyards=(["Llanura", "Llanura", "Test Bear"], []),
    )
    plains = ids(g, "Plains", "graveyard/0")
    bear = one(g, "Test Bear", "graveyard/0")
    assert f"play:{plains[0]}" in g.pending.ids()
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{bear}")]  # lands only
    g.submit(f"play:{plains[0]}")
    assert ids(g, "Plains") and f"play:{plains[1]}" not in g.pending.ids()  # one land play


def test_walk_in_closet_not_in_the_opponents_turn_305_3():
    g = build(
        battlefields=([{"name": CLOSET, "unlocked": ["Walk-In Closet"]}], []),
        graveyards=(["Llanura"], []),
        active=1,
    )
    g.submit("pass")
    assert g.pending.player == 0
    assert not [o for o in g.pending.ids() if o.startswith("play:")]


def _cellar_unlocked(graveyard=("Test Bear", "Pyroclasm")):
    g = build(
        battlefields=(
            [{"name": CLOSET, "unlocked": ["Walk-In Closet"]}] + ["Bosque"] * 7 + ["Montaña"] * 2,
            ["Test Giant"],
        ),
        graveyards=(list(graveyard), []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    g.submit(f"unlock:{one(g, CLOSET)}:1")
    pay(g)
    resolve_top(g)  # "when you unlock this door"
    return g


def test_forgotten_cellar_cast_spells_from_your_graveyard_this_turn_601_3():
    g = _cellar_unlocked()
    bear = one(g, "Test Bear", "graveyard/0")
    g.submit(f"cast:{bear}")
    pay(g)
    resolve_top(g)
    assert ids(g, "Test Bear")


def test_forgotten_cellar_cards_that_would_go_to_your_graveyard_are_exiled_614_1a():
    g = _cellar_unlocked()
    pyroclasm = one(g, "Pyroclasm", "graveyard/0")
    g.submit(f"cast:{pyroclasm}")
    pay(g)
    resolve_top(g)
    assert "Pyroclasm" in cards(g, "exile")  # after resolving, exiled instead
    assert cards(g, "graveyard/1") == []  # the opponent's Giant: not your graveyard
    assert ids(g, "Test Giant")  # 2 damage to a 4/4


def test_forgotten_cellar_permission_ends_with_the_turn_611_2a():
    g = _cellar_unlocked()
    bear = one(g, "Test Bear", "graveyard/0")
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    while g.state.turn == 3:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    while g.state.step != "main1":
        g.submit("pass")
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{bear}")]
