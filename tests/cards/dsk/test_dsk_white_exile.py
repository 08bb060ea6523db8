"""Duskmourn white cards that exile (Trapped in the Screen, Sheltered by Ghosts, Fear of
Abduction, Unidentified Hovership) and Unwanted Remake, played through the public engine
(grimorio.scenario.board.build). Rulings from ../shared/data/dsk/release-notes.jsonl."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards, to_step

LIB = ["Llanura"] * 6


def _cast_and_resolve(g, card, *choices):
    """Cast ``card`` from Norte's hand with the given answers and let it resolve."""
    g.submit(f"cast:{ids(g, card, 'hand/0')[0]}")
    for c in choices:
        g.submit(c)
    pay(g)
    resolve_top(g)


# -- Trapped in the Screen ------------------------------------------------------------------
def test_trapped_in_the_screen_exiles_until_it_leaves_610_3():
    """CR 610.3: the enters ability exiles the target; when Trapped in the Screen leaves the
    battlefield the card returns at once under its owner's control (610.3c), a new object
    (400.7) without its counters."""
    g = build(
        hands=(["Atrapada en la pantalla", "Disenchant"], []),
        battlefields=(["Llanura"] * 5, [{"name": "Test Bear", "counters": {"+1/+1": 2}}]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    _cast_and_resolve(g, "Trapped in the Screen")  # the only legal target: chosen for Norte
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    assert "610.3" in g.log.rules()
    trapped = one(g, "Trapped in the Screen")
    _cast_and_resolve(g, "Disenchant", f"target:{trapped}")
    back = one(g, "Test Bear")
    assert back != bear and g.state.objects[back].controller == 1
    assert g.state.objects[back].counters == {}
    assert cards(g, "exile") == [] and "610.3c" in g.log.rules()


def test_trapped_in_the_screen_targets_only_opponents_things_115_1():
    """ "Target artifact, creature, or enchantment an opponent controls": not your own, and
    not a land (CR 115.1)."""
    g = build(
        hands=(["Atrapada en la pantalla"], []),
        battlefields=(["Llanura"] * 3 + ["Test Bear"], ["Test Relic", "Llanura", "Test Anthem"]),
        libraries=(LIB, LIB),
    )
    _cast_and_resolve(g, "Trapped in the Screen")
    offered = {g.state.objects[int(o.split(":")[1])].card for o in g.pending.ids()}
    assert offered == {"Test Relic", "Test Anthem"}


def test_trapped_in_the_screen_has_ward_2_702_21a():
    """Ward {2}: an opponent's spell that targets it is countered unless they pay {2}."""
    g = build(
        hands=([], ["Disenchant"]),
        battlefields=(["Atrapada en la pantalla"], ["Llanura", "Llanura"]),
        libraries=(LIB, LIB),
        active=1,
    )
    trapped = one(g, "Trapped in the Screen")
    g.submit(f"cast:{one(g, 'Disenchant', 'hand/1')}")
    g.submit(f"target:{trapped}")
    pay(g)
    resolve_top(g)  # the ward trigger resolves: Sur can't pay {2}
    assert cards(g, "graveyard/1") == ["Disenchant"]
    assert one(g, "Trapped in the Screen") == trapped
    assert "702.21a" in g.log.rules() or "701.6a" in g.log.rules()


# -- Sheltered by Ghosts ---------------------------------------------------------------------
def test_sheltered_by_ghosts_exiles_and_grants_610_3():
    """The Aura enters attached to a creature you control; its trigger exiles a nonland
    permanent an opponent controls until it leaves; the creature gets +1/+0, lifelink and
    ward {2} (CR 613.4c, 613.1f, 702.21a)."""
    g = build(
        hands=(["Protegido por fantasmas", "Disenchant"], []),
        battlefields=(["Llanura"] * 4 + ["Test Bear"], ["Test Giant", "Llanura", "Test Relic"]),
        libraries=(LIB, LIB),
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    _cast_and_resolve(g, "Sheltered by Ghosts", f"target:{bear}")
    offered = {g.state.objects[int(o.split(":")[1])].card for o in g.pending.ids()}
    assert offered == {"Test Giant", "Test Relic"}  # nonland, an opponent's
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Giant"]
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 2)
    assert "lifelink" in c.keywords
    assert any(getattr(a, "keyword", "") == "ward" for a in c.abilities)
    aura = one(g, "Sheltered by Ghosts")
    _cast_and_resolve(g, "Disenchant", f"target:{aura}")
    assert cards(g, "exile") == [] and len(ids(g, "Test Giant")) == 1


def test_sheltered_by_ghosts_enchants_only_your_creatures_303_4a():
    """ "Enchant creature you control": an opponent's creature isn't a legal target."""
    g = build(
        hands=(["Protegido por fantasmas"], []),
        battlefields=(["Llanura"] * 2 + ["Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Sheltered by Ghosts', 'hand/0')}")
    assert g.pending.ids() == [f"target:{one(g, 'Test Bear')}"]


# -- Fear of Abduction -----------------------------------------------------------------------
def test_fear_of_abduction_cost_exile_and_return_both_607_2q():
    """As an additional cost, exile a creature you control (CR 601.2f); on entering, exile
    an opponent's creature (607.2a); when it leaves, each card exiled with it — the one
    exiled for its cost too (607.2q) — goes to its owner's hand."""
    g = build(
        hands=(["Miedo a la abducción", "Disenchant"], []),
        battlefields=(["Llanura"] * 8 + ["Test Bear"], ["Test Giant", "Test Wall"]),
        libraries=(LIB, LIB),
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    g.submit(f"cast:{one(g, 'Fear of Abduction', 'hand/0')}")
    assert g.pending.ids() == [f"exile:{bear}"]
    g.submit(f"exile:{bear}")
    pay(g)
    assert cards(g, "exile") == ["Test Bear"]
    resolve_top(g)
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert sorted(cards(g, "exile")) == ["Test Bear", "Test Giant"]
    fear = one(g, "Fear of Abduction")
    assert "flying" in g.characteristics(fear).keywords
    _cast_and_resolve(g, "Disenchant", f"target:{fear}")  # an enchantment creature
    resolve_top(g)  # the leaves-the-battlefield trigger
    assert cards(g, "exile") == []
    assert "Test Bear" in cards(g, "hand/0") and cards(g, "hand/1") == ["Test Giant"]


def test_fear_of_abduction_needs_a_creature_to_exile_118_3():
    """CR 118.3: without a creature to exile, the spell can't be cast."""
    g = build(
        hands=(["Miedo a la abducción"], []),
        battlefields=(["Llanura"] * 6, []),
        libraries=(LIB, LIB),
    )
    assert not any(o.startswith("cast:") for o in g.pending.ids())


# -- Unidentified Hovership ------------------------------------------------------------------
def test_unidentified_hovership_exiles_then_owner_manifests_dread_701_62a():
    """Enters: exile up to one target creature with toughness 5 or less; leaves: the exiled
    card's owner manifests dread (CR 701.62a)."""
    g = build(
        hands=(["Planeadora no identificada", "Disenchant"], []),
        battlefields=(["Llanura"] * 5, ["Test Bear", "Test Wall"]),
        libraries=(LIB, ["Isla", "Pantano", "Isla"]),
    )
    bear = one(g, "Test Bear")
    _cast_and_resolve(g, "Unidentified Hovership")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert cards(g, "exile") == ["Test Bear"]
    ship = one(g, "Unidentified Hovership")
    assert "creature" not in g.characteristics(ship).types  # CR 301.7: not crewed
    _cast_and_resolve(g, "Disenchant", f"target:{ship}")
    resolve_top(g)  # the leaves trigger: Sur manifests dread
    g.submit(g.pending.ids()[0])
    downs = [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    assert len(downs) == 1 and g.state.objects[downs[0]].controller == 1
    assert cards(g, "exile") == ["Test Bear"]  # it stays exiled
    assert "701.62a" in g.log.rules()


def test_unidentified_hovership_toughness_5_or_less_208():
    """Only creatures with toughness 5 or less can be targeted; "up to one": none is fine."""
    g = build(
        hands=(["Planeadora no identificada"], []),
        battlefields=(["Llanura"] * 3, ["Test Bear", "Test Giant"]),
        libraries=(LIB, LIB),
    )
    _cast_and_resolve(g, "Unidentified Hovership")
    options = g.pending.ids()
    giant = one(g, "Test Giant")
    assert f"target:{one(g, 'Test Bear')}" in options
    toughness = g.characteristics(giant).toughness
    assert (f"target:{giant}" in options) == (toughness <= 5)
    assert "done" in options


def test_unidentified_hovership_crew_1_702_122a():
    """Crew 1: tap other untapped creatures with total power 1 or more — even one that came
    under your control this turn — and it becomes an artifact creature until end of turn,
    a 2/2 flier (CR 702.122a, 301.7b)."""
    g = build(
        battlefields=(["Planeadora no identificada", {"name": "Test Bear", "sick": True}], []),
        libraries=(LIB, LIB),
    )
    ship, bear = one(g, "Unidentified Hovership"), one(g, "Test Bear")
    g.submit(f"activate:{ship}:{_crew_index(g, ship)}")
    assert g.pending.ids() == [f"tap:{bear}"]  # not itself: "other" creatures
    g.submit(f"tap:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].tapped
    c = g.characteristics(ship)
    assert set(c.types) == {"artifact", "creature"} and (c.power, c.toughness) == (2, 2)
    # CR 514.2: until end of turn
    while g.state.turn == 2:
        g.submit("done" if g.pending.kind == "attackers" else g.pending.ids()[0])
    assert "creature" not in g.characteristics(ship).types


def test_crew_needs_enough_power_702_122a():
    """A 0-power creature alone can't crew: the ability isn't offered."""
    g = build(
        battlefields=(["Planeadora no identificada", "Test Wall"], []),
        libraries=(LIB, LIB),
    )
    wall = one(g, "Test Wall")
    assert (g.characteristics(wall).power or 0) == 0
    assert not any(o.startswith("activate:") for o in g.pending.ids())


def _crew_index(g, obj):
    from grimorio.dsl.abilities import ActivatedAbility

    abilities = g.characteristics(obj).abilities
    return next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))


# -- Unwanted Remake -------------------------------------------------------------------------
def test_unwanted_remake_destroys_and_controller_manifests_dread_701_62a():
    """Destroy target creature; its controller (as it last existed, CR 608.2h) manifests
    dread: one of the top two cards face down, the other to the graveyard."""
    g = build(
        hands=(["Reparación indeseada"], []),
        battlefields=(["Llanura"], ["Test Bear"]),
        libraries=(LIB, ["Isla", "Pantano"]),
    )
    _cast_and_resolve(g, "Unwanted Remake", f"target:{one(g, 'Test Bear')}")
    assert g.pending.player == 1  # Sur chooses which card to manifest
    g.submit(g.pending.ids()[0])
    assert sorted_cards(g, "graveyard/1") in (["Island", "Test Bear"], ["Swamp", "Test Bear"])
    downs = [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    assert len(downs) == 1 and g.state.objects[downs[0]].controller == 1
    assert {"701.8a", "701.62a"} <= set(g.log.rules())


def test_crewed_hovership_attacks_and_deals_damage_510_2():
    """Once crewed it is an artifact creature that can attack (CR 508.1a, 510.2)."""
    g = build(
        battlefields=(["Planeadora no identificada", "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    ship, bear = one(g, "Unidentified Hovership"), one(g, "Test Bear")
    g.submit(f"activate:{ship}:{_crew_index(g, ship)}")
    g.submit(f"tap:{bear}")
    resolve_top(g)
    attack(g, ship)
    to_step(g, "end_combat")
    assert g.state.player(1).life == 18  # CR 510.2: the crewed 2/2 flier dealt damage
