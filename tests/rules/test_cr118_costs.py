"""CR 118 (costs) and 602.2b: costs other than mana — {Q} (107.6), paying life (119.4),
exiling the source, discarding — are paid in full or the ability can't be activated."""

from __future__ import annotations

from grimorio.scenario.board import build


def _activate(game, name):  # type: ignore[no-untyped-def]
    (source,) = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == name]
    return source, f"activate:{source}:0"


def test_untap_symbol_cost_needs_a_tapped_permanent_and_untaps_it() -> None:
    """CR 107.6: {Q} means untap this permanent; it can't be paid while it is untapped."""
    game = build(battlefields=(["Test Untapper"], []))
    source, option = _activate(game, "Test Untapper")
    assert option not in game.pending.ids()
    game = build(battlefields=([{"name": "Test Untapper", "tapped": True}], []))
    source, option = _activate(game, "Test Untapper")
    game.submit(option)
    assert not game.state.objects[source].tapped
    game.submit("pass")
    game.submit("pass")
    assert game.state.player(0).life == 21


def test_paying_life_needs_that_much_life() -> None:
    """CR 119.4: a player can pay life only if their life total is at least that much."""
    game = build(battlefields=(["Test Shrine"], []), libraries=(["Isla"], []), life=(1, 20))
    _, option = _activate(game, "Test Shrine")
    assert option not in game.pending.ids()
    game = build(battlefields=(["Test Shrine"], []), libraries=(["Isla"], []), life=(2, 20))
    source, option = _activate(game, "Test Shrine")
    game.submit(option)
    assert game.state.player(0).life == 0 and game.state.objects[source].tapped
    assert "119.4" in game.log.rules()
    # CR 117.5 / 704.5a: checked before the player receives priority again
    assert game.over and game.result is not None and game.result.winner == 1


def test_exile_and_discard_costs() -> None:
    """CR 602.2b: exiling the source and discarding a card are paid as the ability is put on
    the stack; with no card to discard the ability can't be activated."""
    game = build(battlefields=(["Test Relic"], []))
    _, option = _activate(game, "Test Relic")
    assert option not in game.pending.ids()
    game = build(hands=(["Isla"], []), battlefields=(["Test Relic"], []))
    _, option = _activate(game, "Test Relic")
    game.submit(option)
    assert game.pending.kind == "cost"
    game.submit(game.pending.ids()[0])
    state = game.state
    assert [state.objects[o].card for o in state.zones["exile"]] == ["Test Relic"]
    assert [state.objects[o].card for o in state.zones["graveyard/0"]] == ["Island"]
    game.submit("pass")
    game.submit("pass")
    assert state.player(0).life == 23  # the ability resolves without its source (CR 113.7a)
