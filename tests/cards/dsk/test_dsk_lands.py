"""Duskmourn lands, played through the public engine (grimorio.scenario.board.build)."""

import pytest

from grimorio.scenario.board import build
from support import ids, one, resolve_top, sorted_cards

# (Verge, first colour, second colour, the two basic land types, a basic that isn't one)
VERGES = (
    ("Blazemire Verge", "B", "R", ("Swamp", "Mountain"), "Plains"),
    ("Floodfarm Verge", "W", "U", ("Plains", "Island"), "Swamp"),
    ("Gloomlake Verge", "U", "B", ("Island", "Swamp"), "Forest"),
    ("Hushwood Verge", "G", "W", ("Forest", "Plains"), "Island"),
    ("Thornspire Verge", "R", "G", ("Mountain", "Forest"), "Plains"),
)
WITH_BASIC = [(v, a, b, basic) for v, a, b, basics, _ in VERGES for basic in basics]


def _mana_options(verge, basic):
    """Start casting Bear Trap ({1}) with the Verge and a basic land: the mana choices."""
    g = build(hands=(["Bear Trap"], []), battlefields=([verge, basic], []))
    g.submit(f"cast:{one(g, 'Bear Trap', 'hand/0')}")
    assert g.pending.kind == "mana"
    return g, one(g, verge, "battlefield"), one(g, basic, "battlefield")


@pytest.mark.parametrize(("verge", "first", "second", "basic"), WITH_BASIC)
def test_verge_second_ability_with_either_basic_type_602_5b(verge, first, second, basic):
    """ "{T}: Add [second]. Activate only if you control a [basic] or a [basic]." """
    g, v, _b = _mana_options(verge, basic)
    assert f"mana:{v}:0:{first}" in g.pending.ids()
    assert f"mana:{v}:1:{second}" in g.pending.ids()
    g.submit(f"mana:{v}:1:{second}")
    resolve_top(g)
    assert g.state.objects[v].tapped
    assert ids(g, "Bear Trap", "battlefield")
    assert "605.3b" in g.log.rules()
    assert any(f"{{{second}}}" in line for line in g.log.lines("en") if "adds" in line)


@pytest.mark.parametrize(
    ("verge", "first", "second", "other"), [(v[0], *v[1:3], v[4]) for v in VERGES]
)
def test_verge_second_ability_unavailable_without_the_basic_types_602_5b(
    verge, first, second, other
):
    g, v, _b = _mana_options(verge, other)
    assert f"mana:{v}:0:{first}" in g.pending.ids()
    assert not any(i.startswith(f"mana:{v}:1:") for i in g.pending.ids())


def test_verge_taps_for_only_one_mana_106_4():
    """Each activation of a mana ability needs {T}: a Verge and a Swamp make two mana, not
    three, so Commune with Evil ({2}{B}) can't be cast."""
    g = build(hands=(["Commune with Evil"], []), battlefields=(["Blazemire Verge", "Pantano"], []))
    assert not any(i.startswith("cast:") for i in g.pending.ids())


# -- Terramorphic Expanse -----------------------------------------------------------------
def test_terramorphic_expanse_fetches_basic_land_tapped_701_23a():
    g = build(
        battlefields=(["Expansión terramórfica"], []),
        libraries=(["Blazemire Verge", "Bosque", "Isla"], []),
    )
    expanse = one(g, "Terramorphic Expanse", "battlefield")
    g.submit(f"activate:{expanse}:0")
    assert sorted_cards(g, "graveyard/0") == ["Terramorphic Expanse"]  # sacrificed as a cost
    resolve_top(g)
    forest = one(g, "Forest", "library/0")
    island = one(g, "Island", "library/0")
    # only basic land cards qualify; finding nothing is allowed (CR 701.23b)
    assert sorted(g.pending.ids()) == sorted([f"search:{forest}", f"search:{island}", "none"])
    g.submit(f"search:{forest}")
    new = one(g, "Forest", "battlefield")
    assert g.state.objects[new].tapped
    assert sorted_cards(g, "library/0") == ["Blazemire Verge", "Island"]
    assert {"701.21a", "701.23a", "701.24a"} <= set(g.log.rules())


def test_terramorphic_expanse_may_find_nothing_701_23b():
    g = build(battlefields=(["Expansión terramórfica"], []), libraries=(["Bosque"], []))
    g.submit(f"activate:{one(g, 'Terramorphic Expanse', 'battlefield')}:0")
    resolve_top(g)
    g.submit("none")
    assert sorted_cards(g, "battlefield") == []
    assert sorted_cards(g, "library/0") == ["Forest"]
    assert "701.24a" in g.log.rules()  # the library is still shuffled
