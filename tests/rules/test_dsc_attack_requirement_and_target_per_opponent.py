"""Monstruosidad osuna and Opción desorientadora (issue 23): an attack requirement tied to one
player chosen at random (CR 508.1d, 802.3a, 511.3) and one target for each opponent, each
decided on by its controller (601.2c, 101.4, 608.2d, 701.23)."""

from grimorio.dsl.zones import Zone, zkey
from grimorio.game import Game
from grimorio.scenario.board import build
from grimorio.testing import use_test_cards

use_test_cards()

FOUR = ("Norte", "Sur", "Este", "Oeste")
BEAR = "Monstruosidad osuna"
CHOICE = "Opción desorientadora"


def _ids(game: Game) -> list[str]:
    assert game.pending is not None
    return [o.id for o in game.pending.options]


def _obj(game: Game, card: str) -> int:
    state = game.state
    return next(o for o in state.zones["battlefield"] if state.objects[o].card == card)


def _to_attackers(game: Game) -> None:
    """Pass priority until the active player declares attackers."""
    for _ in range(40):
        if game.state.step == "declare_attackers" and game.pending.kind == "attackers":
            return
        game.submit("pass")
    raise AssertionError("never reached the declaration of attackers")


def _chosen(game: Game) -> list[int]:
    return [e.args[1][1] for e in game.state.log if e.key == "requirement.attacks_player"]


def test_508_1d_the_bear_attacks_only_the_player_chosen_at_random() -> None:
    """CR 508.1d, 802.3a: "attacks that player this combat if able" — the declaration offers
    only that player: no planeswalker of theirs, no other player, no "done"."""
    walker = {"name": "Test Walker", "counters": {"loyalty": 3}}
    game = build(
        battlefields=[[BEAR], [walker], [walker], [walker]],
        libraries=[["Isla"]] * 4,
        players=FOUR,
        variant="commander",
    )
    _to_attackers(game)
    chosen = _chosen(game)
    assert len(chosen) == 1 and chosen[0] in (1, 2, 3)
    assert _ids(game) == [f"attack:{_obj(game, BEAR)}:{-1 - chosen[0]}"]


def test_511_3_the_requirement_ends_with_the_combat_phase() -> None:
    """CR 511.3: "this combat" — once the combat phase is over, no record of it is left
    (a later combat of the turn is free of it, 500.8)."""
    game = build(battlefields=[[BEAR]], libraries=[["Isla"], ["Isla"]])
    _to_attackers(game)
    assert _ids(game) == [f"attack:{_obj(game, BEAR)}"]  # the only opponent: Sur
    game.submit(f"attack:{_obj(game, BEAR)}")
    for _ in range(20):
        if game.state.step == "main2":
            break
        game.submit("pass")
    assert game.state.step == "main2"
    assert not any(e.until == "end_of_combat" for e in game.state.effects)
    assert game.state.player(1).life == 20 - 4  # 3 + 1: the milled Isla is a land card


def test_611_2d_the_bump_is_fixed_as_it_resolves() -> None:
    """CR 611.2d, 205.2a: +1/+1 for each card type among the cards in your graveyard, worked
    out once as it resolves (the milled card counts), and indestructible, until end of
    turn (514.2); a card type put there later changes nothing."""
    game = build(
        battlefields=[[BEAR]],
        libraries=[["Test Bear"], ["Isla"]],
        graveyards=[["Bosque"]],
    )
    _to_attackers(game)
    got = game.characteristics(_obj(game, BEAR))
    assert (got.power, got.toughness) == (5, 5)  # land and creature
    assert "indestructible" in got.keywords


def test_601_2c_one_target_for_each_opponent() -> None:
    """CR 601.2c, 115.1: "for each opponent, up to one target ... that player controls" —
    once one of Sur's artifacts is a target, no other of Sur's is offered; nothing of the
    caster's ever is."""
    game = build(
        hands=[[CHOICE]],
        battlefields=[
            ["Bosque"] * 4 + ["Chainsaw"],
            ["Killer's Mask", "Chainsaw"],
            ["Leyline of Hope"],
        ],
        libraries=[["Bosque"]] * 3,
        players=("Norte", "Sur", "Este"),
        variant="commander",
    )
    state = game.state
    cast = next(i for i in _ids(game) if i.startswith("cast:"))
    game.submit(cast)
    mine = [o for o in state.zones["battlefield"] if state.objects[o].controller == 0]
    sur = [o for o in state.zones["battlefield"] if state.objects[o].controller == 1]
    first = _ids(game)
    assert not any(f"target:{o}" == i for o in mine for i in first)
    assert all(f"target:{o}" in first for o in sur)
    game.submit(f"target:{sur[0]}")
    second = _ids(game)
    assert f"target:{sur[1]}" not in second  # Sur has one already
    assert f"target:{_obj(game, 'Leyline of Hope')}" in second


def test_701_23_kept_permanents_fetch_that_many_lands_tapped() -> None:
    """CR 101.4, 608.2d, 701.23a: each controller in turn order decides; two permanents
    kept on the battlefield let the caster find up to two land cards, put onto the
    battlefield tapped together; none kept means no search at all."""
    game = build(
        hands=[[CHOICE]],
        battlefields=[["Bosque"] * 4, ["Killer's Mask"], ["Leyline of Hope"]],
        libraries=[["Isla", "Bosque", "Bosque"], ["Isla"], ["Isla"]],
        players=("Norte", "Sur", "Este"),
        variant="commander",
    )
    state = game.state
    game.submit(next(i for i in _ids(game) if i.startswith("cast:")))
    mask = _obj(game, "Killer's Mask")
    game.submit(f"target:{mask}")
    game.submit(f"target:{_obj(game, 'Leyline of Hope')}")
    while game.pending.kind == "priority" or game.pending.kind == "mana":
        game.submit(_ids(game)[0] if game.pending.kind == "mana" else "pass")
    assert game.pending.player == 1  # Sur, the next in turn order, first
    game.submit("no")
    assert game.pending.player == 2
    game.submit("no")
    picks = [i for i in _ids(game) if i.startswith("search:")]
    assert len(picks) == 3  # every land card of the library
    game.submit(picks[0])
    game.submit(next(i for i in _ids(game) if i.startswith("search:")))
    new = [o for o in state.zones["battlefield"] if state.objects[o].controller == 0][4:]
    assert len(new) == 2 and all(state.objects[o].tapped for o in new)
    assert len(state.zones[zkey(Zone.LIBRARY, 0)]) == 1
    assert game.pending.kind == "priority"
