"""Duskmourn black cards with triggered abilities (CR 603), played through the public engine
(grimorio.scenario.board.build). Rulings from ../shared/data/dsk/release-notes.jsonl."""

from grimorio import Game
from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards, to_blockers

LIBRARY = ["Pantano"] * 12
# four card types in the graveyard: land, creature, instant, sorcery (delirium)
DELIRIUM = ["Pantano", "Test Bear", "Asesinato", "Commune with Evil"]


def cast_ethereal_armor(g: Game, on: int) -> None:
    """Cast Armadura etérea (an enchantment) on ``on`` and let it resolve."""
    g.submit(f"cast:{one(g, 'Ethereal Armor', 'hand/0')}")
    g.submit(f"target:{on}")
    pay(g)
    resolve_top(g)


def to_end_step(g: Game) -> None:
    while g.state.step != "end":
        g.submit("done" if g.pending.kind in ("attackers", "blockers") else "pass")


# -- Balemurk Leech -----------------------------------------------------------------------
def test_balemurk_leech_eerie_each_opponent_loses_1_119_3():
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(["Balemurk Leech", "Llanura"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    cast_ethereal_armor(g, one(g, "Balemurk Leech"))
    resolve_top(g)
    assert g.state.player(1).life == 19
    assert g.state.player(0).life == 20


# -- Dashing Bloodsucker ------------------------------------------------------------------
def test_dashing_bloodsucker_eerie_gets_2_0_and_lifelink_603_2():
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(["Chupasangre elegante", "Llanura", "Test Bear"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    blood = one(g, "Dashing Bloodsucker")
    cast_ethereal_armor(g, one(g, "Test Bear"))
    resolve_top(g)
    c = g.characteristics(blood)
    assert (c.power, c.toughness) == (4, 5)
    assert "lifelink" in c.keywords


def test_dashing_bloodsucker_lifelink_in_combat_702_15b():
    """Its eerie bonus lasts the turn: attacking afterwards, 4 damage and 4 life."""
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(["Chupasangre elegante", "Llanura", "Test Bear"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    blood = one(g, "Dashing Bloodsucker")
    cast_ethereal_armor(g, one(g, "Test Bear"))
    resolve_top(g)
    attack(g, blood)
    while g.state.step != "end_combat":
        g.submit("pass")
    assert g.state.player(1).life == 16
    assert g.state.player(0).life == 24


# -- Fanatic of the Harrowing -------------------------------------------------------------
def test_fanatic_of_the_harrowing_each_player_discards_you_draw_701_9a():
    """When it enters, each player discards a card (each chooses, CR 701.9a); you discarded,
    so you draw a card."""
    g = build(
        hands=(["Fanatic of the Harrowing", "Asesinato"], ["Test Bear", "Isla"]),
        battlefields=(["Pantano"] * 4, []),
        libraries=(["Isla", *LIBRARY], LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Fanatic of the Harrowing', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "discard" and g.pending.player == 0
    g.submit(f"discard:{one(g, 'Murder', 'hand/0')}")
    assert g.pending.kind == "discard" and g.pending.player == 1
    g.submit(f"discard:{one(g, 'Test Bear', 'hand/1')}")
    assert cards(g, "graveyard/0") == ["Murder"]
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert cards(g, "hand/0") == ["Island"]
    assert cards(g, "hand/1") == ["Island"]


def test_fanatic_of_the_harrowing_empty_hand_no_draw_608_2c():
    """With no card to discard, you didn't discard "this way": no draw; the opponent still
    discards."""
    g = build(
        hands=(["Fanatic of the Harrowing"], ["Test Bear"]),
        battlefields=(["Pantano"] * 4, []),
        libraries=(["Isla", *LIBRARY], LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Fanatic of the Harrowing', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "discard" and g.pending.player == 1
    g.submit(f"discard:{one(g, 'Test Bear', 'hand/1')}")
    assert cards(g, "hand/0") == []
    assert cards(g, "graveyard/1") == ["Test Bear"]


# -- Fear of Lost Teeth -------------------------------------------------------------------
def test_fear_of_lost_teeth_dies_deals_1_and_gains_1_603_10a():
    """When it dies (a leaves-the-battlefield trigger, looking back in time, CR 603.10a), it
    deals 1 damage to any target and you gain 1 life."""
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Miedo a perder dientes"] + ["Pantano"] * 3, []),
        libraries=(LIBRARY, LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")
    g.submit(f"target:{one(g, 'Fear of Lost Teeth')}")
    pay(g)
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Fear of Lost Teeth", "Murder"]
    assert g.pending.kind == "target"
    assert "target:-2" in g.pending.ids()  # any target: players too (CR 115.4)
    g.submit("target:-2")
    resolve_top(g)
    assert g.state.player(1).life == 19
    assert g.state.player(0).life == 21


def test_fear_of_lost_teeth_illegal_target_no_life_ruling():
    """The ruling: if its target is illegal as the ability resolves, it doesn't resolve and
    you gain no life (CR 608.2b)."""
    g = build(
        hands=(["Asesinato", "Asesinato"], []),
        battlefields=(["Miedo a perder dientes"] + ["Pantano"] * 6, ["Test Bear"]),
        libraries=(LIBRARY, LIBRARY),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{ids(g, 'Murder', 'hand/0')[0]}")
    g.submit(f"target:{one(g, 'Fear of Lost Teeth')}")
    pay(g)
    resolve_top(g)
    g.submit(f"target:{bear}")
    g.submit(f"cast:{one(g, 'Murder', 'hand/0')}")  # in response, destroy the target
    g.submit(f"target:{bear}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert "608.2b" in g.log.rules()
    assert g.state.player(0).life == 20
    assert g.state.zones["stack"] == []


# -- Fear of the Dark ---------------------------------------------------------------------
def test_fear_of_the_dark_attacks_gains_menace_and_deathtouch_603_4():
    """Whenever it attacks, if the defending player controls no Glimmer creatures, it gains
    menace and deathtouch: a single creature can't block it (CR 702.111b)."""
    g = build(
        battlefields=(["Fear of the Dark", "Test Bear"], ["Test Giant"]),
        libraries=(LIBRARY, LIBRARY),
    )
    fear, bear, giant = one(g, "Fear of the Dark"), one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, fear, bear)
    resolve_top(g)
    assert {"menace", "deathtouch"} <= g.characteristics(fear).keywords
    to_blockers(g)
    # one blocker alone is not a legal block of the menace creature: not offered
    assert g.pending.ids() == [f"block:{giant}:{bear}", "done"]
    g.submit(f"block:{giant}:{bear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    assert g.state.combat.blocked.get(bear) == (giant,)
    assert not g.state.combat.blocked.get(fear)


def test_fear_of_the_dark_defender_controls_a_glimmer_no_trigger_603_4():
    """With a Glimmer creature on the defending side, the intervening "if" is false: it
    doesn't trigger (CR 603.4)."""
    g = build(
        battlefields=(["Fear of the Dark"], ["Glimmer"]),
        libraries=(LIBRARY, LIBRARY),
    )
    fear = one(g, "Fear of the Dark")
    attack(g, fear)
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    assert not {"menace", "deathtouch"} & g.characteristics(fear).keywords


def test_fear_of_the_dark_own_glimmer_does_not_matter_603_4():
    """Only the defending player's Glimmers count."""
    g = build(
        battlefields=(["Fear of the Dark", "Glimmer"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    fear = one(g, "Fear of the Dark")
    attack(g, fear)
    resolve_top(g)
    assert {"menace", "deathtouch"} <= g.characteristics(fear).keywords


# -- Osseous Sticktwister -----------------------------------------------------------------
def test_osseous_sticktwister_delirium_opponent_declines_takes_damage_702_15b():
    """Delirium: at the beginning of your end step, the opponent may sacrifice or discard;
    declining, they are dealt damage equal to its power, and its lifelink gains you that
    much (CR 702.15b)."""
    g = build(
        hands=([], ["Isla"]),
        battlefields=(["Palostrenzados de huesos"], ["Test Bear"]),
        graveyards=(DELIRIUM, []),
        libraries=(LIBRARY, LIBRARY),
        step="main2",
    )
    to_end_step(g)
    resolve_top(g)
    assert g.pending.kind == "pay" and g.pending.player == 1
    opts = g.pending.ids()
    assert f"sacrifice:{one(g, 'Test Bear')}" in opts
    assert f"discard:{one(g, 'Island', 'hand/1')}" in opts
    g.submit("decline")
    assert g.state.player(1).life == 18
    assert g.state.player(0).life == 22


def test_osseous_sticktwister_opponent_discards_no_damage_ruling():
    """An opponent who discards a card this way is dealt no damage."""
    g = build(
        hands=([], ["Isla"]),
        battlefields=(["Palostrenzados de huesos"], []),
        graveyards=(DELIRIUM, []),
        libraries=(LIBRARY, LIBRARY),
        step="main2",
    )
    to_end_step(g)
    resolve_top(g)
    g.submit(f"discard:{one(g, 'Island', 'hand/1')}")
    assert cards(g, "graveyard/1") == ["Island"]
    assert g.state.player(1).life == 20
    assert g.state.player(0).life == 20


def test_osseous_sticktwister_opponent_sacrifices_no_damage_701_21a():
    g = build(
        battlefields=(["Palostrenzados de huesos"], ["Test Bear", "Isla"]),
        graveyards=(DELIRIUM, []),
        libraries=(LIBRARY, LIBRARY),
        step="main2",
    )
    to_end_step(g)
    resolve_top(g)
    opts = g.pending.ids()
    assert f"sacrifice:{one(g, 'Island')}" not in opts  # a nonland permanent only
    g.submit(f"sacrifice:{one(g, 'Test Bear')}")
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert g.state.player(1).life == 20


def test_osseous_sticktwister_without_delirium_does_not_trigger_603_4():
    """Three card types only: the intervening "if" is false, no trigger (CR 603.4)."""
    g = build(
        battlefields=(["Palostrenzados de huesos"], []),
        graveyards=(DELIRIUM[:3], []),
        libraries=(LIBRARY, LIBRARY),
        step="main2",
    )
    to_end_step(g)
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    assert g.state.player(1).life == 20


def test_osseous_sticktwister_nothing_to_pay_takes_damage_608_2d():
    """An opponent with no card in hand and no nonland permanent can't pay: damage."""
    g = build(
        battlefields=(["Palostrenzados de huesos"], ["Isla"]),
        graveyards=(DELIRIUM, []),
        libraries=(LIBRARY, LIBRARY),
        step="main2",
    )
    to_end_step(g)
    resolve_top(g)
    assert g.state.player(1).life == 18
