"""A static ability linked to a triggered ability (I-603.10, I-606.2f): the example of
I-603.10 (row 20 of ``docs/inferno-examples.md``), "Muestra la primer carta que tomas cada
turno. Siempre que muestres una carta de aliado, puedes tomar una carta" — showing is the
keyword action *mostrar* (I-701.13a)."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.zones import Zone, zkey
from grimorio.scenario.board import build

SEER = "Vidente de la primera toma de prueba"


def _to_own_take_step(game: Game) -> int:
    """Pass until player 0's next turn has taken its card (I-503.1); the log's length
    before that turn began."""
    start, mark = game.state.turn, len(game.state.log)
    while not (
        game.state.turn > start and game.state.active == 0 and game.state.step != "restauracion"
    ):
        mark = len(game.state.log)
        assert game.pending is not None
        game.submit("pass")
    return mark


def _finish(game: Game, answer: str) -> None:
    """Answer the linked trigger's "puedes" with ``answer``; pass until the chain is empty."""
    while game.state.zones["stack"] or game.pending is None or game.pending.kind != "priority":
        assert game.pending is not None
        game.submit(answer if game.pending.kind == "may" else "pass")


def test_row_20_i_603_10_the_first_card_taken_is_shown_and_an_ally_lets_take_another() -> None:
    """I-603.10, I-606.2f: the first card player 0 takes in their turn is shown (the log
    names it for everyone, I-701.13a); it is an ally, so the linked ability triggers and
    they may take a card — which, their second this turn, is not shown, though also an
    ally: one trigger only."""
    game = build(
        game="inferno",
        battlefields=([SEER], []),
        libraries=(
            ["Humano errante", "Kirch de las trincheras"] + ["Humano errante"] * 6,
            ["Humano errante"] * 8,
        ),
    )
    hand = game.state.zones[zkey(Zone.HAND, 0)]
    before = len(hand)
    mark = _to_own_take_step(game)
    _finish(game, "yes")
    shown = [e for e in game.state.log[mark:] if e.key == "reveal.draw"]
    assert len(shown) == 1
    assert "Humano errante" in str(shown[0].args)
    assert len(hand) == before + 2  # the card taken, and the one the ability took


def test_i_606_2f_a_card_of_another_type_is_shown_and_triggers_nothing() -> None:
    """I-603.10: the first card taken is shown whatever it is; "siempre que muestres una
    carta de aliado" doesn't trigger for a ritual."""
    game = build(
        game="inferno",
        battlefields=([SEER], []),
        libraries=(["Ignición"] + ["Humano errante"] * 7, ["Humano errante"] * 8),
    )
    hand = game.state.zones[zkey(Zone.HAND, 0)]
    before = len(hand)
    mark = _to_own_take_step(game)
    _finish(game, "yes")
    assert [e.key for e in game.state.log[mark:]].count("reveal.draw") == 1
    assert len(hand) == before + 1
