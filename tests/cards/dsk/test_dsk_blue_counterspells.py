"""Twist Reality and Don't Make a Sound, played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import cards, cast, one, resolve_top

LIB = ["Test Giant", "Llanura", "Isla", "Isla"]  # top first


def _bear_on_the_stack(hand_1: str, islands: int):
    """Norte casts Test Bear; Sur holds priority with ``hand_1`` and ``islands`` Islands."""
    g = build(
        hands=(["Test Bear"], [hand_1]),
        battlefields=(["Bosque"] * 2 + ["Isla"] * 2, ["Isla"] * islands),
        libraries=(LIB, LIB),
    )
    cast(g, "Test Bear")
    g.submit("pass")
    assert g.pending.player == 1
    return g, g.state.zones["stack"][0]


def _finish_cast(g, *choices: str) -> None:
    """Answer the rest of the casting decisions given, then pay (CR 601.2c–h)."""
    for c in choices:
        g.submit(c)
    while g.pending is not None and g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


# -- Twist Reality ----------------------------------------------------------------------------
def test_twist_reality_counter_target_spell_701_6a():
    g, bear = _bear_on_the_stack("Tergiversar la realidad", 3)
    g.submit(f"cast:{one(g, 'Twist Reality', 'hand/1')}")
    assert g.pending.ids() == ["mode:0", "mode:1"]  # CR 700.2a: choose one
    g.submit("mode:0")
    _finish_cast(g, f"target:{bear}")
    resolve_top(g)
    assert cards(g, "stack") == []
    assert sorted(cards(g, "graveyard/0")) == ["Test Bear"]
    assert "701.6a" in g.log.rules()


def test_twist_reality_manifest_dread_mode_701_62a():
    g = build(
        hands=(["Tergiversar la realidad"], []),
        battlefields=(["Isla"] * 3, []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Twist Reality', 'hand/0')}")
    assert g.pending.ids() == ["mode:1"]  # no spell to counter (CR 700.2, 601.2c)
    g.submit("mode:1")
    _finish_cast(g)
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Giant', 'library/0')}")
    down = [i for i in g.state.zones["battlefield"] if g.state.objects[i].face_down]
    assert len(down) == 1 and cards(g, "graveyard/0") == ["Plains", "Twist Reality"]


# -- Don't Make a Sound -----------------------------------------------------------------------
def test_dont_make_a_sound_countered_unless_its_controller_pays_2_608_2d():
    g, bear = _bear_on_the_stack("No hagas ruido", 2)
    cast(g, "Don't Make a Sound", f"target:{bear}", player=1)
    resolve_top(g)
    assert g.pending.kind == "pay" and g.pending.player == 0  # the Bear's controller
    assert g.pending.ids() == ["mana", "decline"]
    g.submit("decline")
    assert cards(g, "stack") == []
    assert cards(g, "graveyard/0") == ["Test Bear"]
    assert cards(g, "graveyard/1") == ["Don't Make a Sound"]


def test_dont_make_a_sound_if_they_pay_you_surveil_2_701_25a():
    g, bear = _bear_on_the_stack("No hagas ruido", 2)
    cast(g, "Don't Make a Sound", f"target:{bear}", player=1)
    resolve_top(g)
    g.submit("mana")  # Norte pays {2} with the two Islands left
    assert all(g.state.objects[i].tapped for i in g.state.zones["battlefield"][:4])
    top, second = g.state.zones["library/1"][-1], g.state.zones["library/1"][-2]
    assert g.pending.kind == "look" and g.pending.player == 1  # Sur surveils, not Norte
    g.submit(f"away:{top}")
    g.submit(f"keep:{second}")
    assert cards(g, "graveyard/1") == ["Test Giant", "Don't Make a Sound"]
    resolve_top(g)  # the Bear resolves: it wasn't countered
    assert one(g, "Test Bear") and cards(g, "graveyard/0") == []


def test_dont_make_a_sound_controller_who_cant_pay_is_countered_608_2d():
    g = build(
        hands=(["Test Bear"], ["No hagas ruido"]),
        battlefields=(["Bosque"] * 2, ["Isla"] * 2),
        libraries=(LIB, LIB),
    )
    cast(g, "Test Bear")
    g.submit("pass")
    cast(g, "Don't Make a Sound", f"target:{g.state.zones['stack'][0]}", player=1)
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Test Bear"]  # no mana to pay: no choice to make
    assert g.pending.kind == "priority"
