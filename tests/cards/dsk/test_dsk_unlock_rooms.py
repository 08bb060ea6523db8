"""Grand Entryway // Elegant Rotunda, Meat Locker // Drowned Diner and Underwater Tunnel //
Slimy Aquarium: each door's "when you unlock this door" (CR 709.5h), by casting the door
(709.3, 709.5d) or unlocking it (709.5e), played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import cards, ids, one, pay, resolve_top

LIB = ["Test Giant", "Llanura", "Isla", "Isla", "Isla"]  # top first
ENTRYWAY = "Grand Entryway // Elegant Rotunda"
LOCKER = "Meat Locker // Drowned Diner"
TUNNEL = "Underwater Tunnel // Slimy Aquarium"


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


def _cast_door(g, key: str, door: int) -> None:
    g.submit(f"cast:{one(g, key, 'hand/0')}:{door}")
    pay(g)
    resolve_top(g)  # the Room enters with that door unlocked (CR 709.5d)
    assert _stack(g) == [key]


# -- Grand Entryway // Elegant Rotunda --------------------------------------------------------
def test_grand_entryway_unlock_creates_a_glimmer_709_5h():
    g = build(
        hands=(["Entrada lujosa // Rotonda elegante"], []),
        battlefields=(["Llanura"] * 2, []),
        libraries=(LIB, LIB),
    )
    _cast_door(g, ENTRYWAY, 0)
    resolve_top(g)
    (glimmer,) = ids(g, "Glimmer")
    c = g.characteristics(glimmer)
    assert (c.power, c.toughness) == (1, 1) and c.colors == ("W",)
    assert set(c.types) == {"enchantment", "creature"}


def test_elegant_rotunda_unlock_counters_on_up_to_two_creatures_115_1():
    g = build(
        hands=(["Entrada lujosa // Rotonda elegante"], []),
        battlefields=(["Llanura"] * 3 + ["Test Bear", "Test Hunter"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    bear, hunter, giant = one(g, "Test Bear"), one(g, "Test Hunter"), one(g, "Test Giant")
    g.submit(f"cast:{one(g, ENTRYWAY, 'hand/0')}:1")
    pay(g)
    resolve_top(g)
    assert "done" in g.pending.ids()  # up to two: none is allowed
    g.submit(f"target:{bear}")
    g.submit(f"target:{giant}")  # any creature, an opponent's too
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    assert g.state.objects[giant].counters == {"+1/+1": 1}
    assert g.state.objects[hunter].counters == {}


def test_elegant_rotunda_unlocked_later_as_a_sorcery_709_5e():
    g = build(
        battlefields=(
            ["Llanura"] * 3 + [{"name": ENTRYWAY, "unlocked": ["Grand Entryway"]}, "Test Bear"],
            [],
        ),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    g.submit(f"unlock:{one(g, ENTRYWAY)}:1")
    pay(g)
    g.submit(f"target:{bear}")
    if g.pending.kind == "target":
        g.submit("done")
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    assert ids(g, "Glimmer") == []  # the other door's ability doesn't trigger again


# -- Meat Locker // Drowned Diner -------------------------------------------------------------
def test_meat_locker_unlock_taps_and_puts_two_stun_counters_122_1d():
    g = build(
        hands=(["Almacén de carne // Comedor inundado"], []),
        battlefields=(["Isla"] * 3, ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    giant = one(g, "Test Giant")
    g.submit(f"cast:{one(g, LOCKER, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    assert "done" in g.pending.ids()  # up to one
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert g.state.objects[giant].tapped
    assert g.state.objects[giant].counters == {"stun": 2}


def test_drowned_diner_unlock_draws_three_then_discards_one_608_2c():
    g = build(
        hands=(["Almacén de carne // Comedor inundado"], []),
        battlefields=(["Isla"] * 5, []),
        libraries=(LIB, LIB),
    )
    _cast_door(g, LOCKER, 1)
    resolve_top(g)
    assert len(cards(g, "hand/0")) == 3
    assert g.pending.kind == "discard"
    g.submit(f"discard:{one(g, 'Test Giant', 'hand/0')}")
    assert cards(g, "graveyard/0") == ["Test Giant"]
    assert len(cards(g, "hand/0")) == 2


# -- Underwater Tunnel // Slimy Aquarium ------------------------------------------------------
def test_underwater_tunnel_unlock_surveils_2_701_25a():
    g = build(
        hands=(["Túnel subacuático // Acuario viscoso"], []),
        battlefields=(["Isla"], []),
        libraries=(LIB, LIB),
    )
    _cast_door(g, TUNNEL, 0)
    resolve_top(g)
    top_two = g.state.zones["library/0"][-2:]
    for card in reversed(top_two):  # one card at a time, the top first
        assert g.pending.kind == "look" and f"away:{card}" in g.pending.ids()
        g.submit(f"away:{card}")
    assert sorted(cards(g, "graveyard/0")) == ["Plains", "Test Giant"]
    assert len(cards(g, "library/0")) == 3


def test_slimy_aquarium_unlock_manifests_dread_and_puts_a_counter_on_it_701_62a():
    g = build(
        hands=(["Túnel subacuático // Acuario viscoso"], []),
        battlefields=(["Isla"] * 4, []),
        libraries=(LIB, LIB),
    )
    _cast_door(g, TUNNEL, 1)
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Giant', 'library/0')}")
    (down,) = [i for i in g.state.zones["battlefield"] if g.state.objects[i].face_down]
    assert g.state.objects[down].counters == {"+1/+1": 1}  # "that creature" (CR 607.2a)
    c = g.characteristics(down)
    assert (c.power, c.toughness) == (3, 3)
