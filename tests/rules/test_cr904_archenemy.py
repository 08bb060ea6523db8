"""Archenemy (CR 904) as Supervillain Rumble (904.12): every player an archenemy at 40 life
(904.5) with a face-down scheme deck in the command zone (904.3–904.4), setting the top
scheme in motion as their precombat main phase begins (904.9, 701.32), which goes back to
the bottom once its abilities are done (904.10, 704.6e); a scheme is never in a library
(314.2). Played with Duskmourn's *Arrodíllate ante mis legiones*."""

from __future__ import annotations

import pytest

from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.deck import Deck
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.mtg.variants.archenemy import ArchenemyState
from grimorio.rules.events.schemes import scheme_deck

KNEEL = "Arrodíllate ante mis legiones"
LANDS = ("Plains", "Island", "Swamp")


def _game(seed: int = 4) -> Game:
    decks = [Deck((LANDS[i],) * 40, schemes=(KNEEL, KNEEL)) for i in range(3)]
    return Game.new(decks, seed=seed, variant="archenemy")


def _to_first_main(g: Game) -> None:
    while g.state.turn == 0 or g.state.step not in ("main1",):
        g.submit(g.pending.ids()[0])


def test_904_5_and_904_12_every_player_is_an_archenemy_at_40_life() -> None:
    """904.12b, 904.5, 904.3–904.4: each player is an archenemy with 40 life and a scheme
    deck face down in the command zone; nobody sees its cards (a count each)."""
    g = _game()
    state = g.state
    assert isinstance(state, ArchenemyState) and state.archenemies == (0, 1, 2)
    assert [p.life for p in state.players] == [40, 40, 40]
    assert [len(scheme_deck(state, p)) for p in range(3)] == [2, 2, 2]
    for viewer in (0, 1, None):
        view = g.view(viewer)
        assert view["command"] == [] and view["players"][1]["scheme_deck"] == 2
        assert KNEEL not in str(view)


def test_904_9_the_active_archenemy_sets_a_scheme_in_motion_and_it_returns() -> None:
    """904.9, 701.32b: as the archenemy's precombat main phase begins, the top scheme of their
    deck is turned face up; its "when you set this scheme in motion" ability triggers; once
    it has resolved, the scheme goes face down to the bottom of the deck (904.10, 704.6e)."""
    g = _game()
    _to_first_main(g)
    state = g.state
    active = state.active
    assert "904.9" in g.log.rules()
    up = [o for o in state.zones[COMMAND_KEY] if not state.objects[o].face_down]
    assert [state.objects[o].card for o in up] == [KNEEL]
    assert g.pending.kind == "mode"  # CR 700.2b: its controller chooses the mode
    for lang in ("es", "en"):  # each mode reads its bullet — Spanish in English too
        labels = [o["label"] for o in g.view(active, lang)["decision"]["options"]]
        assert "Espantapájaros incolora 4/4" in labels[0] and "+3/+3" in labels[1]
    g.submit(g.pending.ids()[0])  # a 4/4 Scarecrow with vigilance
    while state.zones["stack"]:
        g.submit("pass")
    scarecrows = [o for o in state.zones["battlefield"] if state.objects[o].card == "Scarecrow"]
    assert len(scarecrows) == 1 and state.objects[scarecrows[0]].controller == active
    assert "704.6e" in g.log.rules()
    assert len(scheme_deck(state, active)) == 2 and scheme_deck(state, active)[0] == up[0]


def test_314_2_a_scheme_is_never_in_a_library() -> None:
    """314.2, 904.4: a deck with a scheme among its cards is refused; so is a Rumble deck
    with no scheme deck, or a scheme deck holding a card that is not a scheme."""
    with pytest.raises(IllegalAction, match=r"314\.2"):
        Game.new([Deck(("Plains",) * 39 + (KNEEL,))] * 3)
    with pytest.raises(IllegalAction, match=r"904\.3"):
        Game.new([Deck(("Plains",) * 40)] * 3, variant="archenemy")
    with pytest.raises(IllegalAction, match=r"314\.1"):
        Game.new([Deck(("Plains",) * 40, schemes=("Plains",))] * 3, variant="archenemy")


def test_an_archenemy_game_is_saved_and_replayed() -> None:
    """A game of Supervillain Rumble saved mid-game replays to the same state, scheme decks
    and all."""
    g = _game(seed=6)
    _to_first_main(g)
    g.submit(g.pending.ids()[-1])
    loaded = Game.from_json(g.to_json())
    assert loaded == g and isinstance(loaded.state, ArchenemyState)
