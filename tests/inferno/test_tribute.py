"""*Tributo* (I-702.23): at the beginning of its owner's restoration, a card with it in their
hand or *Infierno* may be shown; its ability puts it into play face down as a resource, and
its owner skips their next add-a-resource step (I-702.23b) — the demonstration set's
*Penitente de ceniza*."""

from __future__ import annotations

import json

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.scenario.board import build

LIBRARY = ["Humano errante"] * 8
PENITENT = "inferno:Penitente de ceniza"


def _to_own_restoration(game: Game) -> None:
    """Pass until player 0's next turn has begun (its restoration's question, or later)."""
    start = game.state.turn
    while not (game.state.turn > start and game.state.active == 0):
        assert game.pending is not None and game.pending.kind != "tribute"
        game.submit("pass")


def _resources(game: Game, player: int) -> list[int]:
    state = game.state
    return [
        o
        for o in state.zones[BATTLEFIELD_KEY]
        if state.objects[o].face_down and state.objects[o].controller == player
    ]


def _pass_to_main(game: Game) -> None:
    while game.state.step != "principal":
        assert game.pending is not None
        game.submit("pass")


def test_i_702_23b_tribute_from_the_hand_becomes_a_resource_and_skips_the_step() -> None:
    """I-702.23b: shown from the hand, it comes into play face down as a resource, and the
    add-a-resource step of that turn adds none: one resource more, not two."""
    game = build(game="inferno", hands=(["Penitente de ceniza"], []), libraries=(LIBRARY, LIBRARY))
    state = game.state
    _to_own_restoration(game)
    pending = game.pending
    assert pending is not None and pending.kind == "tribute" and pending.player == 0
    card = state.zones[zkey(Zone.HAND, 0)][0]
    assert [o.id for o in pending.options] == [f"reveal:{card}", "no"]
    assert "Penitente" not in json.dumps(game.view(1), ensure_ascii=False)  # not shown yet
    before = len(_resources(game, 0))
    game.submit(f"reveal:{card}")
    assert state.zones["stack"]  # the ability triggered (I-702.23a) and waits on the chain
    _pass_to_main(game)
    resources = _resources(game, 0)
    assert len(resources) == before + 1
    assert {state.objects[o].card for o in resources} == {PENITENT}
    assert PENITENT not in {state.objects[o].card for o in state.zones[zkey(Zone.HAND, 0)]}
    rules = [e.rule for e in state.log]
    assert "I-702.23b" in rules


def test_i_702_23b_tribute_declined_changes_nothing() -> None:
    """I-702.23b: showing is optional ("puedes"): declined, the card stays where it is and the
    turn adds its resource as usual (I-504.1)."""
    game = build(
        game="inferno", graveyards=(["Penitente de ceniza"], []), libraries=(LIBRARY, LIBRARY)
    )
    state = game.state
    _to_own_restoration(game)
    before = len(_resources(game, 0))
    game.submit("no")
    _pass_to_main(game)
    assert len(_resources(game, 0)) == before + 1
    assert PENITENT not in {state.objects[o].card for o in _resources(game, 0)}
    assert [state.objects[o].card for o in state.zones[zkey(Zone.GRAVEYARD, 0)]] == [PENITENT]


def test_i_702_23a_tribute_works_from_the_infierno_and_one_each_turn() -> None:
    """I-702.23a: it works from the *Infierno* too; with two such cards only one may be shown
    in a restoration (one tributo resolves each turn, I-702.23b)."""
    game = build(
        game="inferno",
        graveyards=(["Penitente de ceniza", "Penitente de ceniza"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    state = game.state
    _to_own_restoration(game)
    first, second = state.zones[zkey(Zone.GRAVEYARD, 0)]
    assert game.pending is not None
    assert [o.id for o in game.pending.options] == [f"reveal:{first}", f"reveal:{second}", "no"]
    game.submit(f"reveal:{first}")
    _pass_to_main(game)
    assert [state.objects[o].card for o in state.zones[zkey(Zone.GRAVEYARD, 0)]] == [PENITENT]
    assert sum(state.objects[o].card == PENITENT for o in _resources(game, 0)) == 1
