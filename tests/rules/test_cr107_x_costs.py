"""CR 107.3 and 601.2b: announcing X, and a total cost that includes it (601.2f)."""

from __future__ import annotations

from grimorio.scenario.board import build


def _ids(game, prefix):  # type: ignore[no-untyped-def]
    return [i for i in game.pending.ids() if i.startswith(prefix)]


def test_x_is_announced_from_what_can_be_paid_and_counts_in_the_cost() -> None:
    """CR 601.2b: X is announced; the options stop at what the player's mana can pay."""
    game = build(hands=(["Test Blast"], []), battlefields=(["Montaña"] * 4, []))
    blast = game.state.zones["hand/0"][0]
    game.submit(f"cast:{blast}")
    assert game.pending.kind == "x"
    assert game.pending.ids() == ["x:0", "x:1", "x:2", "x:3"]  # 4 lands, {R} needs one
    game.submit("x:3")
    game.submit("target:-2")  # CR 115.4: any target, here the opponent
    # CR 601.2h: all four Mountains pay {3}{R}; nothing is left to choose
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"])
    game.submit("pass")
    game.submit("pass")
    assert game.state.player(1).life == 17
    assert game.state.zones["stack"] == []


def test_x_zero_is_legal() -> None:
    """CR 107.3: X may be 0; the spell then costs only {R}."""
    game = build(hands=(["Test Blast"], []), battlefields=(["Montaña"], []))
    game.submit(f"cast:{game.state.zones['hand/0'][0]}")
    assert game.pending.ids() == ["x:0"]
    game.submit("x:0")
    game.submit("target:-2")
    game.submit("pass")
    game.submit("pass")
    assert game.state.player(1).life == 20
    assert "608.2" in game.log.rules()
