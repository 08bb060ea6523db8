"""Duskmourn red creatures (grimorio.cards.dsk.red_creatures) through the public engine:
first strike during your turn, eerie, "do this only once each turn", "attacks for the first
time each turn" and additional combat phases (CR 500.8), noncombat damage triggers, the
Enduring pattern."""

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, resolve_top, to_step

BLAST = "Test Blast"


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _settle(g):
    """Answer each decision with its first option and resolve until the stack is empty."""
    while g.state.zones["stack"] or g.state.triggered or g.pending.kind != "priority":
        if g.pending.kind == "priority":
            resolve_top(g)
        else:
            g.submit(g.pending.ids()[0])


DELIRIUM = ["Llanura", "Test Bear", "Pyroclasm", "Test Equipment"]  # four card types


# -- Razorkin Needlehead ------------------------------------------------------------------
def test_needlehead_has_first_strike_only_during_your_turn_702_7():
    mine = build(battlefields=(["Razorkin Needlehead"], []))
    assert "first_strike" in mine.characteristics(one(mine, "Razorkin Needlehead")).keywords
    theirs = build(battlefields=(["Razorkin Needlehead"], []), active=1)
    assert "first_strike" not in theirs.characteristics(one(theirs, "Razorkin Needlehead")).keywords


def test_needlehead_first_strike_ends_when_the_turn_passes():
    g = build(battlefields=(["Razorkin Needlehead"], []), libraries=(["Isla"], ["Isla"]))
    while g.state.active == 0:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    assert "first_strike" not in g.characteristics(one(g, "Razorkin Needlehead")).keywords


def test_needlehead_deals_1_damage_to_an_opponent_who_draws_121_1():
    """ "Whenever an opponent draws a card": the opponent's draw step draw triggers it; the
    controller's own draws don't."""
    g = build(
        battlefields=(["Razorkin Needlehead"], []),
        libraries=(["Isla", "Isla"], ["Isla", "Isla"]),
        step="end",
    )
    while not (g.state.active == 1 and g.state.step == "draw"):
        g.submit("pass")
    assert cards(g, "stack") == ["Razorkin Needlehead"]
    resolve_top(g)
    assert g.state.player(1).life == 19
    assert g.state.player(0).life == 20


# -- Infernal Phantom ---------------------------------------------------------------------
def test_infernal_phantom_eerie_gets_plus_two_when_an_enchantment_enters():
    g = build(
        hands=(["Fear of Missing Out"], ["Isla"]),
        battlefields=(["Infernal Phantom", "Montaña", "Montaña"], []),
        libraries=(["Llanura"], []),
    )
    phantom = one(g, "Infernal Phantom")
    cast(g, "Fear of Missing Out")
    resolve_top(g)  # an enchantment creature enters: eerie and its own enters ability
    assert g.pending.kind == "trigger_order"
    _settle(g)
    assert _pt(g, phantom) == (4, 3)


def test_infernal_phantom_dies_deals_damage_equal_to_its_last_power_608_2h():
    g = build(
        hands=([BLAST], []),
        battlefields=(["Infernal Phantom", "Montaña", "Montaña", "Montaña", "Montaña"], []),
    )
    phantom = one(g, "Infernal Phantom")
    g.submit(f"cast:{one(g, BLAST, 'hand/0')}")
    g.submit("x:3")
    g.submit(f"target:{phantom}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    assert g.pending.kind == "target"  # "any target", chosen as it goes on the stack
    g.submit("target:-2")
    resolve_top(g)
    assert g.state.player(1).life == 18


# -- Irreverent Gremlin -------------------------------------------------------------------
def test_irreverent_gremlin_may_discard_to_draw_once_each_turn():
    """A creature with power 2 or less enters: "you may discard a card. If you do, draw a
    card"; once that was done this turn, the ability doesn't even trigger (CR 603.2h: "Do
    this only once each turn" — it triggers only if the action wasn't taken that turn)."""
    g = build(
        hands=(["Test Bear", "Test Bear", "Llanura"], []),
        battlefields=(["Irreverent Gremlin", "Bosque", "Bosque", "Bosque", "Bosque"], []),
        libraries=(["Isla", "Isla"], []),
    )
    assert "menace" in g.characteristics(one(g, "Irreverent Gremlin")).keywords
    cast(g, "Test Bear")
    resolve_top(g)
    assert cards(g, "stack") == ["Irreverent Gremlin"]
    resolve_top(g)
    assert g.pending.kind == "pay"
    plains = one(g, "Plains", "hand/0")
    g.submit(f"discard:{plains}")
    assert cards(g, "graveyard/0") == ["Plains"]
    assert sorted(cards(g, "hand/0")) == ["Island", "Test Bear"]
    cast(g, "Test Bear")
    resolve_top(g)
    assert cards(g, "stack") == []  # CR 603.2h: no trigger
    assert g.pending.kind == "priority"
    assert cards(g, "hand/0") == ["Island"]


def test_irreverent_gremlin_declining_keeps_the_option_for_later_this_turn():
    g = build(
        hands=(["Test Bear", "Test Bear", "Llanura"], []),
        battlefields=(["Irreverent Gremlin", "Bosque", "Bosque", "Bosque", "Bosque"], []),
        libraries=(["Isla", "Isla"], []),
    )
    cast(g, "Test Bear")
    resolve_top(g)
    resolve_top(g)
    g.submit("decline")
    cast(g, "Test Bear")
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "pay"


def test_irreverent_gremlin_ignores_a_creature_with_power_3_or_more():
    g = build(
        hands=(["Test Giant"], []),
        battlefields=(["Irreverent Gremlin", "Montaña", "Montaña", "Montaña", "Montaña"], []),
    )
    cast(g, "Test Giant")
    resolve_top(g)
    assert cards(g, "stack") == []


# -- Fear of Missing Out ------------------------------------------------------------------
def test_fear_of_missing_out_enters_discard_then_draw():
    g = build(
        hands=(["Fear of Missing Out", "Llanura"], []),
        battlefields=(["Montaña", "Montaña"], []),
        libraries=(["Isla"], []),
    )
    cast(g, "Fear of Missing Out")
    resolve_top(g)
    resolve_top(g)
    g.submit(f"discard:{one(g, 'Plains', 'hand/0')}")  # first discard, then draw
    assert cards(g, "graveyard/0") == ["Plains"]
    assert cards(g, "hand/0") == ["Island"]


def _fomo(graveyard=DELIRIUM):
    g = build(
        battlefields=(["Fear of Missing Out", "Test Bear"], []),
        graveyards=(list(graveyard), []),
        step="begin_combat",
    )
    fomo, bear = one(g, "Fear of Missing Out"), one(g, "Test Bear")
    attack(g, fomo, bear)
    return g, fomo, bear


def test_fear_of_missing_out_untaps_a_creature_and_adds_a_combat_phase_500_8():
    g, _fomo_id, bear = _fomo()
    assert g.pending.kind == "target"
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert not g.state.objects[bear].tapped
    assert g.state.extra_combats == 1
    to_step(g, "end_combat")
    g.submit("pass")
    g.submit("pass")
    assert g.state.step == "begin_combat"  # no main phase in between (505.1a)
    assert "500.8" in g.log.rules()
    attack(g, bear)  # the untapped Bear attacks again
    assert g.state.zones["stack"] == []  # the Fear didn't attack; nothing triggers


def test_fear_of_missing_out_only_the_first_attack_each_turn_triggers():
    g, fomo, _bear = _fomo()
    g.submit(f"target:{fomo}")  # untap the Fear itself
    resolve_top(g)
    to_step(g, "end_combat")
    g.submit("pass")
    g.submit("pass")
    attack(g, fomo)
    assert g.state.zones["stack"] == []  # its second attack this turn
    to_step(g, "main2")
    assert g.state.extra_combats == 0


def test_fear_of_missing_out_without_delirium_does_nothing_603_4():
    g, _fomo_id, _bear = _fomo(graveyard=["Llanura"])
    assert g.pending.kind == "priority" and g.state.zones["stack"] == []


# -- Fear of Burning Alive ----------------------------------------------------------------
def test_fear_of_burning_alive_enters_deals_4_to_each_opponent():
    g = build(hands=(["Fear of Burning Alive"], []), battlefields=(["Montaña"] * 6, []))
    cast(g, "Fear of Burning Alive")
    resolve_top(g)
    resolve_top(g)
    assert g.state.player(1).life == 16


def test_fear_of_burning_alive_noncombat_damage_to_an_opponent_with_delirium():
    g = build(
        hands=([BLAST], []),
        battlefields=(["Fear of Burning Alive", "Montaña", "Montaña", "Montaña"], ["Test Giant"]),
        graveyards=(DELIRIUM, []),
    )
    g.submit(f"cast:{one(g, BLAST, 'hand/0')}")
    g.submit("x:2")
    g.submit("target:-2")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    assert g.state.player(1).life == 18
    giant = one(g, "Test Giant")
    if g.pending.kind == "target":
        g.submit(f"target:{giant}")
    resolve_top(g)
    assert g.state.objects[giant].damage == 2


def test_fear_of_burning_alive_not_combat_damage_120_2a():
    g = build(
        battlefields=(["Fear of Burning Alive"], ["Test Giant"]),
        graveyards=(DELIRIUM, []),
        step="begin_combat",
    )
    attack(g, one(g, "Fear of Burning Alive"))
    while g.state.step != "end_combat":
        g.submit("done" if g.pending.kind == "blockers" else "pass")
    assert g.state.player(1).life == 16
    assert g.state.objects[one(g, "Test Giant")].damage == 0
    assert g.state.zones["stack"] == []


# -- Enduring Courage ---------------------------------------------------------------------
def test_enduring_courage_another_creature_gets_plus_two_and_haste():
    g = build(
        hands=(["Test Bear"], []),
        battlefields=(["Enduring Courage", "Bosque", "Bosque"], []),
    )
    cast(g, "Test Bear")
    resolve_top(g)
    resolve_top(g)
    bear = one(g, "Test Bear")
    assert _pt(g, bear) == (4, 2)
    assert "haste" in g.characteristics(bear).keywords


def test_enduring_courage_returns_as_an_enchantment_when_it_dies():
    g = build(
        hands=(["Murder"], []),
        battlefields=(["Enduring Courage", "Pantano", "Pantano", "Pantano"], []),
    )
    cast(g, "Murder", f"target:{one(g, 'Enduring Courage')}")
    resolve_top(g)
    resolve_top(g)
    courage = one(g, "Enduring Courage")
    c = g.characteristics(courage)
    assert c.types == ("enchantment",) and c.subtypes == ()
    assert ids(g, "Enduring Courage", "graveyard/0") == []
