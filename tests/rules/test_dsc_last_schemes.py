"""The last four Archenemy schemes of Duskmourn's Commander decks (issue 23, part 3): *Poder
sin igual* (draws, no maximum hand size until your next turn, free spells with six lands:
CR 402.2, 611.2b, 608.2g), *Soy intocable* (hexproof for its controller's permanents and for
them, 702.11b–c; a trigger once for the combat damage dealt at once, 510.2, 603.2c), *Elige
a un campeón* (a player chosen as it resolves, 608.2d; a rule for players until your next
turn, 611.2b) and *Mi golpe maestro definitivo* (control, untap, haste, 613.1b, 701.26b;
"attacks its owner if able", 508.1d)."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.effects_schemes import PlayerAction
from grimorio.dsl.zones import Zone, zkey
from grimorio.mtg.effects.scheme_player_rules import (
    forbidden,
    no_maximum_hand_size,
    owner_requirements,
    player_hexproof,
)
from scheme_support import deck, face_up, option, pass_until, resolve, rumble, to_main

LIBRARIES = (["Isla"] * 8,) * 3


def _on(g: Game, card: str) -> list[int]:
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].card == card]


def _hand(g: Game, player: int) -> list[str]:
    return sorted(g.state.objects[o].card for o in g.state.zones[zkey(Zone.HAND, player)])


def test_402_2_unmatched_power_draws_three_and_lifts_the_hand_size_until_next_turn() -> None:
    """CR 402.2, 611.2b: Norte draws three; with five lands nothing is cast for free; Norte
    has no maximum hand size until their next turn begins (turn 5 of three players), and
    the others keep theirs."""
    g = rumble(["Poder sin igual"], libraries=LIBRARIES, battlefields=(["Llanura"] * 5,))
    to_main(g)
    resolve(g)
    assert g.pending.kind == "priority" and _hand(g, 0) == ["Island"] * 3
    assert no_maximum_hand_size(g.state, 0) and not no_maximum_hand_size(g.state, 1)
    pass_until(g, "upkeep", turn=4)
    assert no_maximum_hand_size(g.state, 0)  # still: Sur's and Este's turns
    pass_until(g, "upkeep", turn=5)
    assert not no_maximum_hand_size(g.state, 0)  # CR 611.2b: Norte's next turn began


def test_608_2g_unmatched_power_casts_up_to_three_for_free_with_six_lands() -> None:
    """CR 608.2g, 118.9: with six lands, up to three spells from the hand are cast as the
    ability resolves, for no mana: the fourth castable card is not offered."""
    g = rumble(
        ["Poder sin igual"],
        libraries=(["Estallido de brillo"] * 3 + ["Isla"] * 9, ["Isla"] * 4, ["Isla"] * 4),
        hands=(["Estallido de brillo"],),
        battlefields=(["Llanura"] * 6,),
    )
    to_main(g)
    resolve(g)
    for _ in range(3):
        assert g.pending.kind == "pick"
        g.submit(option(g, "cast", "Glimmerburst"))
    assert g.pending.kind == "priority"  # three cast: the fourth is not offered
    assert len(g.state.zones["stack"]) == 3
    assert _hand(g, 0) == ["Glimmerburst"]
    assert not any(g.state.objects[o].tapped for o in _on(g, "Plains"))


def test_702_11_untouchable_gives_hexproof_to_permanents_and_to_its_controller() -> None:
    """CR 702.11b–c, 904.8: face up in the command zone, *Soy intocable* gives Norte's
    permanents hexproof (not Sur's), and Norte hexproof against opponents only."""
    g = rumble(
        [],
        command=(["Soy intocable"],),
        libraries=LIBRARIES,
        battlefields=(["Test Bear"], ["Test Giant"]),
    )
    bear, giant = _on(g, "Test Bear")[0], _on(g, "Test Giant")[0]
    assert "hexproof" in g.characteristics(bear).keywords
    assert "hexproof" not in g.characteristics(giant).keywords
    assert player_hexproof(g, 0, 1) and player_hexproof(g, 0, 2)
    assert not player_hexproof(g, 0, 0) and not player_hexproof(g, 1, 0)


def test_510_2_untouchable_triggers_once_makes_a_scarecrow_and_is_abandoned() -> None:
    """CR 510.2, 603.2c: two creatures deal Norte combat damage at once: one trigger; a 4/4
    Scarecrow artifact creature with vigilance, then the scheme is abandoned (701.33b)."""
    g = rumble(
        [],
        command=(["Soy intocable"],),
        libraries=LIBRARIES,
        battlefields=([], ["Test Bear", "Test Bear"]),
        step="begin_combat",
        active=1,
    )
    while g.pending.kind != "attackers":
        g.submit("pass")
    for bear in _on(g, "Test Bear"):
        if g.pending.kind == "attackers":
            g.submit(f"attack:{bear}:-1")
    while not g.state.zones["stack"]:
        d = g.pending
        g.submit("pass" if "pass" in d.ids() else "done")
    assert len(g.state.zones["stack"]) == 1
    resolve(g)
    scarecrow = _on(g, "Scarecrow")
    assert len(scarecrow) == 1 and g.state.objects[scarecrow[0]].controller == 0
    c = g.characteristics(scarecrow[0])
    assert (c.power, c.toughness) == (4, 4) and "vigilance" in c.keywords
    assert face_up(g) == [] and deck(g) == ["Soy intocable"]


def test_608_2d_choose_a_champion_the_target_opponent_chooses_any_player() -> None:
    """CR 608.2d, 611.2b: the target opponent (Sur) chooses as it resolves among every
    player (themselves and Norte too); Norte chooses Este's champion: until Norte's next
    turn only Norte and Este may cast spells and attack; then the rule ends."""
    g = rumble(["Elige a un campeón"], libraries=LIBRARIES)
    to_main(g)
    g.submit("target:-2")
    resolve(g)
    d = g.pending
    assert d.player == 1 and d.kind == "choose"
    assert d.ids() == ["choose:-1", "choose:-2", "choose:-3"]
    g.submit("choose:-3")
    for action in (PlayerAction.CAST_SPELLS, PlayerAction.ATTACK):
        assert [forbidden(g.state, p, action) for p in range(3)] == [False, True, False]
    pass_until(g, "upkeep", turn=4)
    assert forbidden(g.state, 1, PlayerAction.CAST_SPELLS)
    pass_until(g, "upkeep", turn=5)
    assert not forbidden(g.state, 1, PlayerAction.CAST_SPELLS)  # CR 611.2b: it ended


def test_choose_a_champion_chosen_archenemy_alone_may_act() -> None:
    """The release notes: the target opponent may choose the scheme's controller — then
    only Norte may cast spells and attack."""
    g = rumble(["Elige a un campeón"], libraries=LIBRARIES)
    to_main(g)
    g.submit("target:-3")
    resolve(g)
    g.submit("choose:-1")
    assert [forbidden(g.state, p, PlayerAction.ATTACK) for p in range(3)] == [False, True, True]


def test_613_1b_masterstroke_steals_untaps_hastes_and_binds_to_the_owner() -> None:
    """CR 613.1b, 701.26b, 508.1d: Norte gains control of each nonland permanent its
    opponents control until end of turn (not the lands), untaps them, they gain haste; each
    must attack its owner if able — that requirement is obeyed only by attacking its owner
    (802.3a), and it ends with the turn (the control too, 514.2)."""
    g = rumble(
        ["Mi golpe maestro definitivo"],
        libraries=LIBRARIES,
        battlefields=([], ["Test Bear", "Isla"], [{"name": "Test Giant", "tapped": True}]),
    )
    to_main(g)
    resolve(g)
    bear, giant = _on(g, "Test Bear")[0], _on(g, "Test Giant")[0]
    island = _on(g, "Island")[0]
    assert g.state.objects[bear].controller == 0 and g.state.objects[giant].controller == 0
    assert g.state.objects[island].controller == 1
    assert not g.state.objects[giant].tapped
    assert "haste" in g.characteristics(giant).keywords
    assert owner_requirements(g.state, bear, [-1, -2, -3]) == (0, 1, 0)
    assert owner_requirements(g.state, giant, [-2, -3]) == (0, 1)
    assert owner_requirements(g.state, island, [-2]) == (0,)
    pass_until(g, "upkeep", turn=3)
    assert g.state.objects[bear].controller == 1
    assert owner_requirements(g.state, bear, [-1, -2, -3]) == (0, 0, 0)


def test_801_5a_the_champion_is_chosen_within_the_choosers_range() -> None:
    """CR 801.5a: with a range of influence of 1 among five, the target opponent (Sur, at
    Norte's left) may choose only a player within Sur's range — Norte, Sur or Este — not
    Oeste nor Quinto."""
    g = rumble(
        ["Elige a un campeón"],
        players=("Norte", "Sur", "Este", "Oeste", "Quinto"),
        libraries=(["Isla"] * 8,) * 5,
        range_of_influence=1,
    )
    to_main(g)
    g.submit("target:-2")
    resolve(g)
    d = g.pending
    assert d.player == 1 and d.kind == "choose"
    assert d.ids() == ["choose:-1", "choose:-2", "choose:-3"]  # Norte, Sur, Este (APNAP)
