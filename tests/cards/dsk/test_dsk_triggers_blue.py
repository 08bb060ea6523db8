"""Duskmourn blue cards with triggered abilities and replacement effects (CR 603, 614, 615),
played through the public engine (grimorio.scenario.board.build). Rulings from
../shared/data/dsk/release-notes.jsonl."""

from grimorio import Game
from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, to_blockers

LIBRARY = ["Isla"] * 12


def cast_glimmerburst(g: Game) -> None:
    """Cast Glimmerburst ({3}{U}): draw two, and a Glimmer enchantment creature token enters."""
    g.submit(f"cast:{one(g, 'Glimmerburst', 'hand/0')}")
    pay(g)
    resolve_top(g)


def pass_turn(g: Game) -> None:
    """Pass (declaring no attackers or blockers) until the other player's turn begins."""
    active = g.state.active
    while g.state.active == active:
        kind = g.pending.kind
        g.submit("done" if kind in ("attackers", "blockers") else "pass")


# -- Entity Tracker -----------------------------------------------------------------------
def test_entity_tracker_flash_cast_on_opponents_turn_702_8a():
    """Flash: it may be cast any time its controller could cast an instant (CR 702.8a)."""
    g = build(
        hands=(["Entity Tracker"], []),
        battlefields=(["Isla"] * 3, []),
        libraries=(LIBRARY, LIBRARY),
        active=1,
    )
    g.submit("pass")  # the active player passes; the non-active player gets priority
    tracker = one(g, "Entity Tracker", "hand/0")
    assert g.pending.player == 0 and f"cast:{tracker}" in g.pending.ids()
    g.submit(f"cast:{tracker}")
    pay(g)
    resolve_top(g)
    assert ids(g, "Entity Tracker") != []


def test_entity_tracker_eerie_draws_a_card_603_2():
    """Eerie: an enchantment you control enters — the Glimmer token (CR 603.6a) — draw."""
    g = build(
        hands=(["Glimmerburst"], []),
        battlefields=(["Entity Tracker"] + ["Isla"] * 4, []),
        libraries=(LIBRARY, LIBRARY),
    )
    cast_glimmerburst(g)
    assert len(cards(g, "hand/0")) == 2  # Glimmerburst's two cards
    assert len(g.state.zones["stack"]) == 1
    resolve_top(g)
    assert len(cards(g, "hand/0")) == 3


# -- Erratic Apparition -------------------------------------------------------------------
def test_erratic_apparition_flying_and_vigilance_702_20b():
    """Flying and vigilance: attacking doesn't tap it (CR 702.20b)."""
    g = build(battlefields=(["Erratic Apparition"], []), libraries=(LIBRARY, LIBRARY))
    app = one(g, "Erratic Apparition")
    assert {"flying", "vigilance"} <= g.characteristics(app).keywords
    attack(g, app)
    assert not g.state.objects[app].tapped


def test_erratic_apparition_eerie_gets_1_1_until_end_of_turn_514_2():
    g = build(
        hands=(["Glimmerburst"], []),
        battlefields=(["Erratic Apparition"] + ["Isla"] * 4, []),
        libraries=(LIBRARY, LIBRARY),
    )
    app = one(g, "Erratic Apparition")
    cast_glimmerburst(g)
    resolve_top(g)
    c = g.characteristics(app)
    assert (c.power, c.toughness) == (2, 4)
    pass_turn(g)  # the effect ends in the cleanup step (CR 514.2)
    c = g.characteristics(app)
    assert (c.power, c.toughness) == (1, 3)


# -- Fear of Failed Tests -----------------------------------------------------------------
def test_fear_of_failed_tests_draws_that_many_cards_510_2():
    """Whenever it deals combat damage to a player (CR 510.2), draw that many cards (2)."""
    g = build(battlefields=(["Fear of Failed Tests"], []), libraries=(LIBRARY, LIBRARY))
    attack(g, one(g, "Fear of Failed Tests"))
    while g.state.zones["stack"] == []:  # no creature can block: on to combat damage
        g.submit("pass")
    resolve_top(g)
    assert g.state.player(1).life == 18
    assert len(cards(g, "hand/0")) == 2


def test_fear_of_failed_tests_blocked_draws_nothing_603_2():
    """Damage to a blocking creature is not damage to a player: no trigger."""
    g = build(battlefields=(["Fear of Failed Tests"], ["Test Bear"]), libraries=(LIBRARY, LIBRARY))
    fear, bear = one(g, "Fear of Failed Tests"), one(g, "Test Bear")
    attack(g, fear)
    to_blockers(g)
    g.submit(f"block:{bear}:{fear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    while g.state.step != "end_combat":
        g.submit("pass")
    assert cards(g, "hand/0") == [] and "603.2" not in g.log.rules()


# -- Fear of Falling ----------------------------------------------------------------------
def test_fear_of_falling_attacks_target_loses_flying_until_your_next_turn_611_2():
    """Whenever it attacks, target creature defending player controls gets -2/-0 and loses
    flying until your next turn (CR 611.2a) — still so during the opponent's turn."""
    g = build(
        battlefields=(["Miedo a caer"], ["Erratic Apparition"]),
        libraries=(LIBRARY, LIBRARY),
    )
    fear, app = one(g, "Fear of Falling"), one(g, "Erratic Apparition")
    assert "flying" in g.characteristics(fear).keywords
    attack(g, fear)
    resolve_top(g)  # the only legal target was chosen (CR 603.3d)
    c = g.characteristics(app)
    assert (c.power, c.toughness) == (-1, 3)
    assert "flying" not in c.keywords and "vigilance" in c.keywords
    pass_turn(g)
    assert g.state.active == 1
    c = g.characteristics(app)
    assert c.power == -1 and "flying" not in c.keywords
    pass_turn(g)  # our next turn begins: the effect ends
    c = g.characteristics(app)
    assert c.power == 1 and "flying" in c.keywords


def test_fear_of_falling_target_can_gain_flying_again_ruling():
    """The ruling: a creature that lost flying this way can gain flying from another effect,
    such as Jump Scare's (later timestamp, CR 613.7)."""
    g = build(
        hands=([], ["Susto repentino"]),
        battlefields=(["Miedo a caer"], ["Erratic Apparition", "Llanura"]),
        libraries=(LIBRARY, LIBRARY),
    )
    fear, app = one(g, "Fear of Falling"), one(g, "Erratic Apparition")
    attack(g, fear)
    resolve_top(g)
    assert "flying" not in g.characteristics(app).keywords
    g.submit("pass")  # the opponent gets priority in the declare attackers step
    g.submit(f"cast:{one(g, 'Jump Scare', 'hand/1')}")
    g.submit(f"target:{app}")
    pay(g)
    resolve_top(g)
    c = g.characteristics(app)
    assert "flying" in c.keywords
    assert (c.power, c.toughness) == (1, 5)


# -- The Mindskinner ----------------------------------------------------------------------
def test_mindskinner_cant_be_blocked_509_1b():
    """It can't be blocked (CR 509.1b): the defender may block the other attacker only."""
    g = build(
        battlefields=(["El Desollamientos", "Test Bear"], ["Test Giant"]),
        libraries=(LIBRARY, LIBRARY),
    )
    mind, bear, giant = one(g, "The Mindskinner"), one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, mind, bear)
    to_blockers(g)
    assert f"block:{giant}:{bear}" in g.pending.ids()
    assert f"block:{giant}:{mind}" not in g.pending.ids()


def test_mindskinner_prevents_damage_and_opponent_mills_that_many_615_5():
    """Its combat damage to the opponent is prevented (CR 615.1) and the opponent mills that
    many cards (CR 615.5, 701.17a): ten."""
    g = build(
        battlefields=(["El Desollamientos"], []),
        libraries=(LIBRARY, ["Pantano"] * 12),
    )
    attack(g, one(g, "The Mindskinner"))
    while g.state.step != "end_combat":
        g.submit("pass")
    assert g.state.player(1).life == 20
    assert cards(g, "graveyard/1") == ["Swamp"] * 10
    assert len(cards(g, "library/1")) == 2
    assert {"615.1", "701.17a"} <= set(g.log.rules())


def test_mindskinner_noncombat_damage_from_your_spell_too_615_1():
    """Any source you control: Grab the Prize's 2 damage becomes 2 cards milled."""
    g = build(
        hands=(["Grab the Prize", "Asesinato"], []),
        battlefields=(["El Desollamientos", "Montaña", "Montaña"], []),
        libraries=(LIBRARY, ["Pantano"] * 12),
    )
    g.submit(f"cast:{one(g, 'Grab the Prize', 'hand/0')}")
    g.submit(f"discard:{one(g, 'Murder', 'hand/0')}")  # not a land: 2 damage
    pay(g)
    resolve_top(g)
    assert g.state.player(1).life == 20
    assert cards(g, "graveyard/1") == ["Swamp"] * 2


def test_mindskinner_opponents_sources_still_deal_damage_615_1():
    """Only sources *you* control: the opponent's attacker still deals its damage to you."""
    g = build(
        battlefields=(["El Desollamientos"], ["Test Bear"]),
        libraries=(LIBRARY, LIBRARY),
        active=1,
    )
    attack(g, one(g, "Test Bear"))
    to_blockers(g)
    g.submit("done")
    while g.state.step != "end_combat":
        g.submit("pass")
    assert g.state.player(0).life == 18
    assert cards(g, "graveyard/0") == []


# -- Piranha Fly --------------------------------------------------------------------------
def test_piranha_fly_enters_tapped_614_1c():
    g = build(
        hands=(["Piranha Fly"], []),
        battlefields=(["Isla"] * 2, []),
        libraries=(LIBRARY, LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Piranha Fly', 'hand/0')}")
    pay(g)
    resolve_top(g)
    fly = one(g, "Piranha Fly")
    assert g.state.objects[fly].tapped
    assert "flying" in g.characteristics(fly).keywords


# -- Scrabbling Skullcrab -----------------------------------------------------------------
def test_scrabbling_skullcrab_eerie_target_player_mills_two_701_17a():
    g = build(
        hands=(["Glimmerburst"], []),
        battlefields=(["Scrabbling Skullcrab"] + ["Isla"] * 4, []),
        libraries=(LIBRARY, ["Pantano"] * 5),
    )
    cast_glimmerburst(g)
    assert g.pending.kind == "target"
    assert sorted(g.pending.ids()) == ["target:-1", "target:-2"]  # players only
    g.submit("target:-2")  # the opponent
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Swamp", "Swamp"]
    assert len(cards(g, "library/1")) == 3


# -- Tunnel Surveyor ----------------------------------------------------------------------
def test_tunnel_surveyor_enters_creates_glimmer_603_6a():
    """When it enters, create a 1/1 white Glimmer enchantment creature token — itself an
    enchantment entering, so eerie abilities trigger on it (Entity Tracker draws)."""
    g = build(
        hands=(["Tunnel Surveyor"], []),
        battlefields=(["Isla"] * 3 + ["Entity Tracker"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Tunnel Surveyor', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    glimmer = one(g, "Glimmer")
    c = g.characteristics(glimmer)
    assert (c.power, c.toughness) == (1, 1) and "enchantment" in c.types and c.colors == ("W",)
    resolve_top(g)  # Entity Tracker's eerie trigger
    assert len(cards(g, "hand/0")) == 1
