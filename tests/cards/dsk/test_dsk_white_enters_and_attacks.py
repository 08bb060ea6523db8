"""Fear of Surveillance, Fear of Immobility, Unsettling Twins and Lionheart Glimmer, played
through the public engine (grimorio.scenario.board.build)."""

from grimorio.dsl import GainControl
from grimorio.rules.events.game import AddEffect
from grimorio.rules.state.state import ContinuousEffect
from grimorio.scenario.board import build
from support import attack, cards, cast, one, resolve_top

LIB = ["Isla"] * 4


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


# -- Fear of Surveillance ---------------------------------------------------------------------
def test_fear_of_surveillance_attacks_without_tapping_702_20b():
    g = build(battlefields=(["Miedo a la supervisión"], []), libraries=(LIB, LIB))
    fear = one(g, "Fear of Surveillance")
    attack(g, fear)
    assert g.state.objects[fear].tapped is False  # vigilance


def test_fear_of_surveillance_attack_trigger_surveils_1_701_25a():
    g = build(
        battlefields=(["Miedo a la supervisión"], []),
        libraries=(["Llanura", "Isla"], LIB),
    )
    attack(g, one(g, "Fear of Surveillance"))
    assert _stack(g) == ["Fear of Surveillance"]
    resolve_top(g)
    assert g.pending.kind == "look" and g.pending.player == 0
    top = g.state.zones["library/0"][-1]
    assert g.pending.ids() == [f"keep:{top}", f"away:{top}"]  # one card: surveil 1
    g.submit(f"away:{top}")
    assert cards(g, "graveyard/0") == ["Plains"]
    assert "701.25a" in g.log.rules()


# -- Fear of Immobility -----------------------------------------------------------------------
def _immobility(target_mine: bool):
    g = build(
        hands=(["Miedo a la inmovilidad"], []),
        battlefields=(["Llanura"] * 5 + ["Test Hunter"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Fear of Immobility")
    resolve_top(g)  # the creature spell
    target = one(g, "Test Hunter" if target_mine else "Test Bear")
    assert f"target:{target}" in g.pending.ids() and "done" in g.pending.ids()  # up to one
    g.submit(f"target:{target}")
    resolve_top(g)
    return g, target


def test_fear_of_immobility_taps_an_opponents_creature_and_stuns_it_122_1d():
    g, bear = _immobility(target_mine=False)
    assert g.state.objects[bear].tapped
    assert g.state.objects[bear].counters == {"stun": 1}


def test_fear_of_immobility_taps_your_own_creature_without_a_stun_counter_608_2c():
    """ "If an opponent controls that creature": asked as the ability resolves."""
    g, hunter = _immobility(target_mine=True)
    assert g.state.objects[hunter].tapped
    assert g.state.objects[hunter].counters == {}


def test_fear_of_immobility_up_to_one_target_none_chosen_115_1():
    g = build(
        hands=(["Miedo a la inmovilidad"], []),
        battlefields=(["Llanura"] * 5, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Fear of Immobility")
    resolve_top(g)
    g.submit("done")
    resolve_top(g)
    bear = one(g, "Test Bear")
    assert not g.state.objects[bear].tapped and g.state.objects[bear].counters == {}


# -- Unsettling Twins -------------------------------------------------------------------------
def test_unsettling_twins_enters_and_manifests_dread_701_62a():
    g = build(
        hands=(["Gemelas inquietantes"], []),
        battlefields=(["Llanura"] * 4, []),
        libraries=(["Test Giant", "Isla", "Isla"], LIB),
    )
    cast(g, "Unsettling Twins")
    resolve_top(g)
    assert _stack(g) == ["Unsettling Twins"]
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Giant', 'library/0')}")
    down = [i for i in g.state.zones["battlefield"] if g.state.objects[i].face_down]
    assert len(down) == 1
    c = g.characteristics(down[0])
    assert (c.power, c.toughness) == (2, 2)  # CR 701.40a
    assert cards(g, "graveyard/0") == ["Island"]


# -- Lionheart Glimmer ------------------------------------------------------------------------
def test_lionheart_glimmer_whenever_you_attack_creatures_you_control_get_plus_1_508_3a():
    g = build(
        battlefields=(["Brillo de corazón de león", "Test Bear"], ["Test Giant"]),
        libraries=(LIB, LIB),
    )
    glimmer, bear, giant = (
        one(g, "Lionheart Glimmer"),
        one(g, "Test Bear"),
        one(g, "Test Giant"),
    )
    attack(g, bear)  # the Glimmer stays home: it still gets +1/+1
    assert _stack(g) == ["Lionheart Glimmer"]
    resolve_top(g)
    assert (g.characteristics(bear).power, g.characteristics(bear).toughness) == (3, 3)
    assert (g.characteristics(glimmer).power, g.characteristics(glimmer).toughness) == (3, 6)
    assert g.characteristics(giant).power == 4  # only yours


def test_lionheart_glimmer_has_ward_2_702_21a():
    g = build(
        hands=([], ["Asesinato"]),
        battlefields=(["Brillo de corazón de león"], ["Pantano"] * 3),
        libraries=(LIB, LIB),
        active=1,
    )
    glimmer = one(g, "Lionheart Glimmer")
    cast(g, "Murder", f"target:{glimmer}", player=1)
    assert _stack(g) == ["Murder", "Lionheart Glimmer"]  # the ward trigger
    resolve_top(g)  # Sur has no mana left to pay {2}: Murder is countered
    assert cards(g, "graveyard/1") == ["Murder"]
    assert one(g, "Lionheart Glimmer") == glimmer


def test_fear_of_immobility_controller_is_asked_at_resolution_not_on_targeting_608_2c():
    """Sur's Bear is targeted; before the ability resolves, Norte gains control of it: it is
    tapped, but no opponent controls it now, so it gets no stun counter."""
    g = build(
        hands=(["Miedo a la inmovilidad"], []),
        battlefields=(["Llanura"] * 5, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    cast(g, "Fear of Immobility")
    resolve_top(g)
    bear = one(g, "Test Bear")
    g.submit(f"target:{bear}")
    effect = ContinuousEffect(
        g.state.new_timestamp(), "Test Theft", (bear,), (GainControl(),), "game", controller=0
    )
    g.emit(AddEffect(effect))  # CR 613.1b: as if a control-changing spell had resolved
    assert g.characteristics(bear).controller == 0
    resolve_top(g)
    assert g.state.objects[bear].tapped
    assert g.state.objects[bear].counters == {}
