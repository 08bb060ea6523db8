"""Shepherding Spirits and Daggermaw Megalodon: typecycling (CR 702.29e) from the hand, and
their keywords, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import cards, one, pay, resolve_top, sorted_cards


def _cycle(card_es: str, key: str, lands: str, library: list[str]):
    g = build(
        hands=([card_es], []),
        battlefields=([lands] * 2, []),
        libraries=(library, ["Isla"] * 3),
    )
    g.submit(f"activate:{one(g, key, 'hand/0')}:0")
    pay(g)
    assert cards(g, "graveyard/0") == [key]  # discarded as the cost (CR 701.9a, 113.6j)
    assert [g.state.objects[i].card for i in g.state.zones["stack"]] == [key]
    resolve_top(g)
    return g


def test_shepherding_spirits_plainscycling_finds_a_plains_702_29e():
    g = _cycle("Espíritus encauzadores", "Shepherding Spirits", "Isla", ["Isla", "Llanura", "Isla"])
    assert g.pending.kind == "search"
    plains = one(g, "Plains", "library/0")
    assert g.pending.ids() == [f"search:{plains}", "none"]  # only a Plains card
    g.submit(f"search:{plains}")
    assert cards(g, "hand/0") == ["Plains"]
    assert sorted_cards(g, "library/0") == ["Island", "Island"]
    assert "701.23a" in g.log.rules()


def test_daggermaw_megalodon_islandcycling_finds_an_island_702_29e():
    g = _cycle("Megalodón con faucesdagas", "Daggermaw Megalodon", "Llanura", ["Llanura", "Isla"])
    island = one(g, "Island", "library/0")
    assert g.pending.ids() == [f"search:{island}", "none"]
    g.submit(f"search:{island}")
    assert cards(g, "hand/0") == ["Island"]


def test_typecycling_works_only_from_the_hand_702_29a():
    g = build(
        battlefields=(["Espíritus encauzadores", "Megalodón con faucesdagas"] + ["Isla"] * 2, []),
        libraries=(["Llanura"], ["Isla"]),
    )
    assert not any(o.startswith("activate:") for o in g.pending.ids())


def test_shepherding_spirits_flies_and_megalodon_has_vigilance_702_9_702_20():
    g = build(
        battlefields=(["Espíritus encauzadores", "Megalodón con faucesdagas"], []),
        libraries=(["Isla"], ["Isla"]),
    )
    spirits = g.characteristics(one(g, "Shepherding Spirits"))
    shark = g.characteristics(one(g, "Daggermaw Megalodon"))
    assert "flying" in spirits.keywords and (spirits.power, spirits.toughness) == (4, 5)
    assert "vigilance" in shark.keywords and (shark.power, shark.toughness) == (5, 7)
