"""Bad arguments to the public API get the project's own errors and change nothing: a seat
that isn't one, an object that isn't there (CR 400.7: a new id on every move), a log
entry out of range, an answer that only pretends to be one of the options."""

from __future__ import annotations

import pytest

from grimorio import Game, IllegalAction, explain
from grimorio.core.rng import Rng


def new_game() -> Game:
    return Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=5)


@pytest.mark.parametrize("player", [True, False, 0.0, "0", None, -1, 2, 10**9])
def test_a_seat_that_is_not_one_is_refused_everywhere(player: object) -> None:
    game = new_game()
    before = game.to_json()
    calls = [
        lambda: game.determinize(player, Rng(1)),  # type: ignore[arg-type]
        lambda: game.concede(player),  # type: ignore[arg-type]
    ]
    if player is not None:  # None is the spectator's view (below)
        calls.append(lambda: game.view(player))  # type: ignore[arg-type]
    for call in calls:
        with pytest.raises(IllegalAction):
            call()
    assert game.to_json() == before


def test_the_view_of_no_seat_is_the_public_one_400_2() -> None:
    """``Game.view(None)`` is what a spectator sees: no hand, no options (CR 400.2)."""
    game = new_game()
    public = game.view(None)
    assert public["viewer"] is None and public["hand"] == []
    assert public["decision"] is not None and "options" not in public["decision"]
    assert [p["hand_size"] for p in public["players"]] == [7, 7]


def test_determinize_needs_an_rng() -> None:
    with pytest.raises(IllegalAction):
        new_game().determinize(0, None)  # type: ignore[arg-type]


@pytest.mark.parametrize("obj", [10**9, -5, 0, True, "1", None])
def test_an_object_that_is_not_there_is_refused(obj: object) -> None:
    game = new_game()
    with pytest.raises(IllegalAction):
        game.card_name(obj)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        game.characteristics(obj)  # type: ignore[arg-type]


@pytest.mark.parametrize("entry", [-1, 10**9, True, "0", None])
def test_explain_refuses_an_entry_the_log_does_not_have(entry: object) -> None:
    with pytest.raises(IllegalAction):
        explain(new_game(), entry)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "seed", [True, 1.0, "7", None, 2**64, -(2**63) - 1, 10**5000], ids=range(7)
)
def test_a_seed_must_be_an_integer(seed: object) -> None:
    with pytest.raises(IllegalAction):
        Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("names", [(1, 2), ("Norte", ""), ("Norte", None)])
def test_player_names_must_be_text(names: tuple[object, object]) -> None:
    with pytest.raises(ValueError):
        Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), players=names)  # type: ignore[arg-type]


class Liar(str):
    """A string that says it equals anything."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = str.__hash__


def test_an_answer_is_compared_by_its_exact_type() -> None:
    game = new_game()
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.submit(Liar("anything"))
    assert game.to_json() == before


def test_a_huge_wrong_answer_is_not_echoed_whole() -> None:
    game = new_game()
    with pytest.raises(IllegalAction) as refused:
        game.submit("x" * 1_000_000)
    assert len(str(refused.value)) < 1_000


def test_a_conceded_game_replays_to_the_same_end() -> None:
    """CR 104.3a: a concession is recorded with the answers, so the replay concedes too."""
    game = new_game()
    for _ in range(3):
        assert game.pending is not None
        game.submit(game.pending.options[0])
    game.concede(1)
    again = Game.replay(5, game.state.decks, game.answers)
    assert again.over and again.result == game.result
    assert again == game
