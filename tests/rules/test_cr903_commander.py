"""Commander (CR 903): the start of the game (903.6–903.7), the command zone as the place a
commander is cast from (903.8), saved and replayed like any game."""

from __future__ import annotations

import pytest

from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.deck import Deck
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.mtg.variants.commander import CommanderState

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COMMANDERS = (
    "Winter, Misanthropic Guide",
    "Niko, Light of Hope",
    "Tyvar, the Pummeler",
    "Zimone, All-Questioning",
)


def _decks(n: int = 3) -> list[Deck]:
    return [Deck((LANDS[i],) * 99, commander=(COMMANDERS[i],)) for i in range(n)]


def test_903_6_and_903_7_commanders_begin_in_the_command_zone_and_players_at_40() -> None:
    """903.6: each commander begins the game face up in the command zone, the other 99
    cards being the library; 903.7: each player's life total is 40 and they draw seven."""
    g = Game.new(_decks(), seed=1, variant="commander", auto_pass=False)
    state = g.state
    assert isinstance(state, CommanderState)
    assert sorted(state.objects[o].card for o in state.zones[COMMAND_KEY]) == sorted(COMMANDERS[:3])
    assert all(not state.objects[o].face_down for o in state.zones[COMMAND_KEY])
    assert [p.life for p in state.players] == [40, 40, 40]
    assert [len(state.zones[f"hand/{p}"]) for p in range(3)] == [7, 7, 7]
    assert [len(state.zones[f"library/{p}"]) for p in range(3)] == [92, 92, 92]
    view = g.view(None)
    assert view["variant"] == "commander" and len(view["command"]) == 3
    assert view["players"][0]["commanders"] == [COMMANDERS[0]]


def test_903_3_each_deck_names_one_legendary_creature_as_commander() -> None:
    """903.3: a Commander game refuses a deck without a commander, or with one that is not a
    legendary creature card, before anything is made."""
    no_commander = [*_decks(2), Deck(("Plains",) * 99)]
    with pytest.raises(IllegalAction, match=r"903\.3"):
        Game.new(no_commander, variant="commander")
    not_legendary = [*_decks(2), Deck(("Plains",) * 99, commander=("Plains",))]
    with pytest.raises(IllegalAction, match=r"903\.3"):
        Game.new(not_legendary, variant="commander")
    with pytest.raises(IllegalAction):
        Game.new(_decks(), variant="archienemigo")


def test_a_commander_game_is_saved_and_replayed() -> None:
    """A Commander game's save holds its commanders (903.3) and replays to the same state."""
    g = Game.new(_decks(4), seed=2, variant="commander")
    while g.pending is not None and g.state.turn < 3:
        g.submit(g.pending.ids()[-1])
    loaded = Game.from_json(g.to_json())
    assert loaded == g and isinstance(loaded.state, CommanderState)
    assert loaded.state.commanders == g.state.commanders
