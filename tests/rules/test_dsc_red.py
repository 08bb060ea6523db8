"""The red cards of the *Duskmourn* Commander decks (``grimorio.cards.dsc.red``), each ability
on a board built for it, as the CR and the cards' release notes say: Atleta estrella,
Pasillo punzante // Pozo de torturas and Pirómana entusiasta."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import cards, ids, one, pay, to_attackers

ATHLETE = "Atleta estrella"
HALLWAY = "Pasillo punzante // Pozo de torturas"
PYROMANIAC = "Pirómana entusiasta"
LIBRARIES = (["Montaña"] * 6, ["Bosque"] * 6, ["Isla"] * 6)


def _pass_stack(g: Game) -> None:
    """Every player passes while the stack holds something (CR 117.4, 608.2)."""
    while g.pending is not None and g.pending.kind == "priority" and g.state.zones["stack"]:
        g.submit("pass")


def _athlete_attacks(g: Game, target: str | None, player: str = "") -> None:
    """Norte's Athlete attacks (Sur, or ``player``); its ability targets the permanent
    ``target`` (or none) and both pass until it resolves or asks."""
    to_attackers(g)
    athlete = one(g, ATHLETE)
    g.submit(f"attack:{athlete}{player}")
    if g.pending.kind == "attackers":
        g.submit("done")
    g.submit("done" if target is None else f"target:{one(g, target)}")
    _pass_stack(g)


# -- Atleta estrella ---------------------------------------------------------------------------
def test_athlete_its_controller_declines_to_sacrifice_and_is_dealt_5_damage_701_21a() -> None:
    """CR 508.3a, 701.21a, 608.2d: the controller of the target may sacrifice it; Sur
    doesn't, and the Athlete deals 5 damage to that player (120.3). Menace (702.110)."""
    g = build(battlefields=([ATHLETE], ["Test Bear"]), libraries=LIBRARIES[:2])
    assert "menace" in g.characteristics(one(g, ATHLETE)).keywords
    _athlete_attacks(g, "Test Bear")
    d = g.pending
    assert (d.player, d.kind, d.prompt) == (1, "pay", "ask.sacrifice_or_else")
    assert d.ids() == [f"sacrifice:{one(g, 'Test Bear')}", "decline"]
    g.submit("decline")
    assert g.state.player(1).life == 15 and ids(g, "Test Bear")
    assert "120.3" in g.log.rules()


def test_athlete_the_permanent_sacrificed_no_damage_701_21a() -> None:
    """CR 701.21a: Sur sacrifices the Bear — it goes to its owner's graveyard — and so no
    damage is dealt (608.2d: "if they don't")."""
    g = build(battlefields=([ATHLETE], ["Test Bear"]), libraries=LIBRARIES[:2])
    _athlete_attacks(g, "Test Bear")
    g.submit(f"sacrifice:{one(g, 'Test Bear')}")
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert g.state.player(1).life == 20 and "701.21a" in g.log.rules()


def test_athlete_up_to_one_target_none_chosen_nothing_happens_115_1() -> None:
    """CR 115.1, 601.2c: "up to one target" — with none chosen the ability resolves and
    nobody is asked or dealt damage."""
    g = build(battlefields=([ATHLETE], ["Test Bear"]), libraries=LIBRARIES[:2])
    _athlete_attacks(g, None)
    assert g.pending.kind in ("priority", "blockers")
    assert g.state.player(1).life == 20 and g.pending.prompt != "ask.sacrifice_or_else"


def test_athlete_an_illegal_target_does_nothing_608_2b() -> None:
    """Release notes: if the target is illegal as the ability resolves, it doesn't resolve
    — no player is dealt damage, nothing is sacrificed (608.2b). Sur destroys his own Bear
    in response with Test Mercy."""
    g = build(
        battlefields=([ATHLETE], ["Test Bear", "Llanura"]),
        hands=([], ["Test Mercy"]),
        libraries=LIBRARIES[:2],
    )
    to_attackers(g)
    g.submit(f"attack:{one(g, ATHLETE)}")
    if g.pending.kind == "attackers":
        g.submit("done")
    g.submit(f"target:{one(g, 'Test Bear')}")
    g.submit("pass")  # Norte passes; Sur responds
    g.submit(f"cast:{one(g, 'Test Mercy', 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    g.submit("target:-2")  # Sur gains 3 life
    pay(g)
    _pass_stack(g)
    assert "608.2b" in g.log.rules() and g.state.player(1).life == 23


def test_athlete_in_a_game_of_three_that_player_is_the_permanents_controller_802() -> None:
    """CR 802.2, 608.2h: attacking Sur, the Athlete targets Este's Bear; Este, its
    controller, decides, and is dealt the 5 damage — not the defending player."""
    g = build(
        players=("Norte", "Sur", "Este"),
        battlefields=([ATHLETE], [], ["Test Bear"]),
        libraries=LIBRARIES,
    )
    _athlete_attacks(g, "Test Bear", player=":-2")
    assert (g.pending.player, g.pending.prompt) == (2, "ask.sacrifice_or_else")
    g.submit("decline")
    assert [p.life for p in g.state.players] == [20, 20, 15]


def test_athlete_blitz_haste_and_sacrificed_at_the_end_step_702_152a() -> None:
    """CR 702.152a: cast for its blitz cost {3}{R} it has haste; it is sacrificed at the
    beginning of the next end step and its controller draws a card."""
    g = build(hands=([ATHLETE], []), battlefields=(["Montaña"] * 4, []), libraries=LIBRARIES[:2])
    g.submit(f"cast:{one(g, ATHLETE, 'hand/0')}:blitz")
    pay(g)
    _pass_stack(g)
    athlete = g.state.objects[one(g, ATHLETE)]
    assert athlete.cast_as == "blitz" and "haste" in g.characteristics(athlete.id).keywords
    hand = len(g.state.zones["hand/0"])
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert ATHLETE in cards(g, "graveyard/0") and len(g.state.zones["hand/0"]) == hand + 1


# -- Pasillo punzante // Pozo de torturas ------------------------------------------------------
def test_hallway_unlocking_the_door_creates_three_devils_709_5h() -> None:
    """CR 709.5d, 709.5h: the door cast is unlocked as the Room enters, and "when you unlock
    this door" triggers: three red 1/1 Devils, each with its dying ability (111.1)."""
    g = build(hands=([HALLWAY], []), battlefields=(["Montaña"] * 4, []), libraries=LIBRARIES[:2])
    g.submit(f"cast:{one(g, HALLWAY, 'hand/0')}:0")
    pay(g)
    _pass_stack(g)
    devils = ids(g, "Diablo")
    assert len(devils) == 3
    c = g.characteristics(devils[0])
    assert (c.power, c.toughness, c.colors) == (1, 1, ("R",))


def _blast(g: Game, target: int, x: int, player: int = 0) -> None:
    g.submit(f"cast:{ids(g, 'Test Blast', f'hand/{player}')[0]}")
    g.submit(f"x:{x}")
    g.submit(f"target:{target}")
    pay(g)
    _pass_stack(g)


def test_pit_noncombat_damage_to_an_opponent_is_2_more_614_1a() -> None:
    """CR 614.1a: noncombat damage a source Norte controls would deal to an opponent is that
    much plus 2 (Test Blast for 2 deals 4); to a creature it is unchanged (the release
    notes: only to an opponent)."""
    room = {"name": HALLWAY, "unlocked": ["Pozo de torturas"]}
    g = build(
        hands=(["Test Blast", "Test Blast"], []),
        battlefields=([room, *["Montaña"] * 6], ["Test Giant"]),
        libraries=LIBRARIES[:2],
    )
    _blast(g, -2, 2)
    assert g.state.player(1).life == 16 and "614.1a" in g.log.rules()
    _blast(g, one(g, "Test Giant"), 2)
    assert g.state.objects[one(g, "Test Giant")].damage == 2


def test_pit_not_combat_damage_nor_an_opponents_source_614_1a() -> None:
    """CR 614.1a: the Pit changes noncombat damage only, from Norte's sources only: the
    Bear's combat damage to Sur and Sur's Test Blast at Norte stay as they are."""
    room = {"name": HALLWAY, "unlocked": ["Pozo de torturas"]}
    g = build(
        hands=([], ["Test Blast"]),
        battlefields=([room, "Test Bear"], ["Montaña"] * 3),
        libraries=LIBRARIES[:2],
    )
    to_attackers(g)
    g.submit(f"attack:{one(g, 'Test Bear')}")
    while g.state.step != "end":
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert g.state.player(1).life == 18
    g.submit("pass")  # Sur's turn comes
    while g.state.active != 1 or g.state.step != "main1":
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    _blast(g, -1, 2, player=1)
    assert g.state.player(0).life == 18


def test_pit_a_devil_dying_deals_3_to_an_opponent_614_1a() -> None:
    """A Devil's "when this dies, it deals 1 damage to any target" aimed at Sur: 1 + 2 from
    the Pit (the source of the extra damage is the Devil, the release notes)."""
    room = {"name": HALLWAY, "unlocked": ["Pozo de torturas"]}
    g = build(
        hands=(["Test Blast"], []),
        battlefields=([room, "Diablo", "Montaña", "Montaña"], []),
        libraries=LIBRARIES[:2],
    )
    _blast(g, one(g, "Diablo"), 1)
    assert g.pending.kind == "target"
    g.submit("target:-2")
    _pass_stack(g)
    assert g.state.player(1).life == 17


# -- Pirómana entusiasta -----------------------------------------------------------------------
def test_pyromaniac_an_opponents_noncreature_spell_deals_its_power_to_them_603_2() -> None:
    """CR 601.2i, 603.2: Sur casts Test Blast; the Pyromaniac's ability resolves first,
    dealing damage equal to its power (1) to Sur, "ese jugador" (the release notes)."""
    g = build(
        active=1,
        battlefields=([PYROMANIAC], ["Montaña"] * 2),
        hands=([], ["Test Blast"]),
        libraries=LIBRARIES[:2],
    )
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/1')}")
    g.submit("x:1")
    g.submit("target:-1")
    pay(g)
    assert len(g.state.zones["stack"]) == 2  # the trigger above the spell
    g.submit("pass")
    g.submit("pass")
    assert g.state.player(1).life == 19 and g.state.player(0).life == 20


def test_pyromaniac_not_a_creature_spell_nor_its_controllers_own_603_2() -> None:
    """CR 603.2: a creature spell of Sur's doesn't trigger it, nor Norte's own Test Blast."""
    g = build(
        battlefields=([PYROMANIAC, "Montaña", "Montaña"], []),
        hands=(["Test Blast"], []),
        libraries=LIBRARIES[:2],
    )
    _blast(g, -2, 1)
    assert g.state.player(1).life == 19  # only the Blast
    g2 = build(
        active=1,
        battlefields=([PYROMANIAC], ["Bosque"] * 2),
        hands=([], ["Test Bear"]),
        libraries=LIBRARIES[:2],
    )
    g2.submit(f"cast:{one(g2, 'Test Bear', 'hand/1')}")
    pay(g2)
    assert len(g2.state.zones["stack"]) == 1


def test_pyromaniac_in_a_game_of_three_the_caster_is_dealt_the_damage_603_2() -> None:
    """CR 603.2, 800.1: Este casts the spell; Este is dealt the damage, not Sur; a
    Pyromaniac with two +1/+1 counters deals 3 (its power as it resolves)."""
    g = build(
        players=("Norte", "Sur", "Este"),
        active=2,
        battlefields=([{"name": PYROMANIAC, "counters": {"+1/+1": 2}}], [], ["Montaña"] * 2),
        hands=([], [], ["Test Blast"]),
        libraries=LIBRARIES,
    )
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/2')}")
    g.submit("x:1")
    g.submit("target:-2")
    pay(g)
    for _ in range(3):
        g.submit("pass")
    assert [p.life for p in g.state.players] == [20, 20, 17]


def test_pyromaniac_gone_its_last_power_counts_608_2h() -> None:
    """Release notes: if the Pyromaniac has left the battlefield as its ability resolves,
    its power as it last existed there is used (608.2h). Sur casts Test Blast for 0 (the
    ability triggers), then in response a Test Blast for 3 at the 2/3 Pyromaniac (a +1/+1
    counter; it triggers again): once that kills it, the first ability still deals 2."""
    g = build(
        active=1,
        battlefields=([{"name": PYROMANIAC, "counters": {"+1/+1": 1}}], ["Montaña"] * 5),
        hands=([], ["Test Blast", "Test Blast"]),
        libraries=LIBRARIES[:2],
    )
    pyro = one(g, PYROMANIAC)
    g.submit(f"cast:{ids(g, 'Test Blast', 'hand/1')[0]}")
    g.submit("x:0")
    g.submit("target:-1")
    pay(g)
    g.submit(f"cast:{ids(g, 'Test Blast', 'hand/1')[0]}")
    g.submit("x:3")
    g.submit(f"target:{pyro}")
    pay(g)
    for _ in range(4):  # the second ability (2 damage), then the second Blast resolve
        g.submit("pass")
    assert PYROMANIAC in cards(g, "graveyard/0") and g.state.player(1).life == 18
    g.submit("pass")
    g.submit("pass")  # the first ability: the Pyromaniac as it last existed, a 2/3
    assert g.state.player(1).life == 16


def test_pyromaniac_undying_returns_it_with_a_counter_702_93a() -> None:
    """CR 702.93a: dying without a +1/+1 counter, it returns with one — a new object
    (400.7; the release notes), a 2/3."""
    g = build(
        battlefields=([PYROMANIAC, *["Montaña"] * 3], []),
        hands=(["Test Blast"], []),
        libraries=LIBRARIES[:2],
    )
    old = one(g, PYROMANIAC)
    _blast(g, old, 2)
    _pass_stack(g)
    new = one(g, PYROMANIAC)
    assert new != old and g.state.objects[new].counters == {"+1/+1": 1}
    assert g.characteristics(new).power == 2
