"""Duskmourn creatures that surveil (grimorio.cards.dsk.surveil_creatures), played through
the public engine: Wary Watchdog, Broodspinner and Skullsnap Nuisance."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top

FOUR_TYPES = ["Isla", "Asesinato", "Manifestar miedo"]  # land, instant, sorcery


def _surveil_away(g, card):
    """CR 701.25a: put ``card`` (looked at) into the graveyard, keep the rest on top."""
    assert g.pending.kind == "look"
    g.submit(f"away:{one(g, card, 'library/0')}")
    while g.pending.kind != "priority":
        g.submit(g.pending.ids()[0])


# -- Wary Watchdog ----------------------------------------------------------------------
def test_wary_watchdog_surveils_1_when_it_enters_701_25a():
    g = build(
        hands=(["Wary Watchdog"], []),
        battlefields=(["Bosque", "Bosque"], []),
        libraries=(["Isla", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Wary Watchdog', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    _surveil_away(g, "Island")
    assert cards(g, "graveyard/0") == ["Island"]
    assert cards(g, "library/0") == ["Plains"]
    assert g.state.zones["stack"] == []  # entering is not dying: it triggered once (603.10a)


def test_wary_watchdog_surveils_1_when_it_dies_603_10a():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Wary Watchdog", "Pantano", "Pantano", "Pantano"], []),
        libraries=(["Isla", "Llanura"], []),
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Wary Watchdog')}")
    pay(g)
    resolve_top(g)
    assert cards(g, "stack") == ["Wary Watchdog"]  # its ability, looking back (CR 603.10a)
    resolve_top(g)
    assert g.pending.kind == "look"
    g.submit(g.pending.ids()[0])  # keep it on top
    while g.pending.kind != "priority":
        g.submit(g.pending.ids()[0])
    assert cards(g, "library/0") == ["Plains", "Island"]  # the Island kept on top (last)
    assert "Island" not in cards(g, "graveyard/0")


# -- Broodspinner -----------------------------------------------------------------------
def test_broodspinner_surveils_2_when_it_enters_701_25a():
    g = build(
        hands=(["Broodspinner"], []),
        battlefields=(["Bosque", "Pantano"], []),
        libraries=(["Isla", "Llanura", "Montaña"], []),
    )
    spinner = one(g, "Broodspinner", "hand/0")
    g.submit(f"cast:{spinner}")
    pay(g)
    resolve_top(g)
    assert "reach" in g.characteristics(one(g, "Broodspinner")).keywords
    resolve_top(g)
    assert g.pending.kind == "look"
    g.submit(f"away:{one(g, 'Island', 'library/0')}")
    g.submit(f"away:{one(g, 'Plains', 'library/0')}")
    while g.pending.kind != "priority":
        g.submit(g.pending.ids()[0])
    assert sorted(cards(g, "graveyard/0")) == ["Island", "Plains"]
    assert cards(g, "library/0") == ["Mountain"]


def test_broodspinner_makes_an_insect_per_card_type_in_your_graveyard_608_2h():
    g = build(
        battlefields=(["Broodspinner"] + ["Bosque"] * 3 + ["Pantano"] * 3, []),
        graveyards=(FOUR_TYPES, []),
    )
    spinner = one(g, "Broodspinner")
    g.submit(f"activate:{spinner}:1")
    pay(g)
    assert "Broodspinner" in cards(g, "graveyard/0")  # sacrificed as a cost (CR 602.2b)
    resolve_top(g)
    insects = ids(g, "Insect")
    assert len(insects) == 4  # land, instant, sorcery — and the creature card just sacrificed
    c = g.characteristics(insects[0])
    assert (c.power, c.toughness) == (1, 1) and "flying" in c.keywords
    assert set(c.colors) == {"B", "G"}


# -- Skullsnap Nuisance -----------------------------------------------------------------
def test_skullsnap_nuisance_surveils_when_an_enchantment_you_control_enters_207_2c():
    g = build(
        hands=(["Growing Dread"], []),
        battlefields=(["Skullsnap Nuisance", "Bosque", "Isla"], []),
        libraries=(["Isla", "Llanura", "Montaña", "Pantano"], []),
    )
    assert "flying" in g.characteristics(one(g, "Skullsnap Nuisance")).keywords
    g.submit(f"cast:{one(g, 'Growing Dread', 'hand/0')}")
    pay(g)
    resolve_top(g)  # Growing Dread enters: its own trigger and the Nuisance's
    assert g.pending.kind == "trigger_order"  # Growing Dread's own trigger and the Nuisance's
    g.submit(g.pending.ids()[0])
    assert "Skullsnap Nuisance" in cards(g, "stack")
    seen = 0
    while g.state.zones["stack"] and seen < 6:
        resolve_top(g)
        seen += 1
        if g.pending.kind == "look":
            g.submit(g.pending.ids()[-1])
        while g.pending.kind not in ("priority", "look"):
            g.submit(g.pending.ids()[0])
    assert "701.25a" in g.log.rules()


def test_skullsnap_nuisance_surveils_when_you_fully_unlock_a_room_709_5i():
    g = build(
        battlefields=(
            [
                "Skullsnap Nuisance",
                {"name": "Moldering Gym // Weight Room", "unlocked": ["Weight Room"]},
            ]
            + ["Bosque"] * 3,
            [],
        ),
        libraries=(["Isla", "Llanura", "Bosque"], []),
    )
    room = one(g, "Moldering Gym // Weight Room")
    g.submit(f"unlock:{room}:0")
    pay(g)
    assert g.pending.kind == "trigger_order"  # the door's own trigger and the Nuisance's
    g.submit(g.pending.ids()[0])
    assert sorted(cards(g, "stack")) == ["Moldering Gym // Weight Room", "Skullsnap Nuisance"]
    while g.state.zones["stack"]:
        resolve_top(g)
        while g.pending.kind not in ("priority",):
            g.submit(g.pending.ids()[0])
    assert "701.25a" in g.log.rules()


def test_skullsnap_nuisance_ignores_an_opponents_enchantment_207_2c():
    g = build(
        hands=([], ["Growing Dread"]),
        battlefields=(["Skullsnap Nuisance"], ["Bosque", "Isla"]),
        libraries=([], ["Test Bear", "Isla"]),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Growing Dread', 'hand/1')}")
    pay(g)
    resolve_top(g)
    controllers = {g.state.objects[i].controller for i in g.state.zones["stack"]}
    assert controllers == {1}  # only Growing Dread's own trigger
