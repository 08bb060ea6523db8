"""Edited saved games are refused (issue 17, the audit's cases): ``Game.from_json`` raises
``SaveError`` naming the FIRST problem — the path of the field and what is wrong, in Spanish
and in English — before anything else happens. The state's invariants come from the rules:
every object in exactly one zone (CR 400.1), a player's library, hand and graveyard hold their
own cards (400.3), life totals are integers that may be negative (119.4, 704.5a), a game that
isn't over waits for a decision and the result agrees with who lost (104.2a, 104.3, 104.4a);
and a save is what its seed, decks and answers give (DESIGN principle 3).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from grimorio import Game
from grimorio.cli.replay import load_game
from grimorio.save_check import check_state
from grimorio.save_formats import SaveError
from grimorio.scenario.board import build
from save_support import mid_game, objects, play, raw, refused


@pytest.fixture(scope="module")
def saved() -> dict[str, Any]:
    """A real mid-game save: decks from the whole pool, 60 answers in, permanents in play."""
    game = mid_game(3, 60)
    assert not game.over and game.state.zones["battlefield"]
    return raw(game)


@pytest.fixture()
def doc(saved: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(saved)


def on_battlefield(doc: dict[str, Any]) -> dict[str, Any]:
    first = doc["state"]["zones"]["battlefield"][0]
    return objects(doc)[first]


def in_hand(doc: dict[str, Any], player: int) -> dict[str, Any]:
    return objects(doc)[doc["state"]["zones"][f"hand/{player}"][0]]


# -- the audit's cases ----------------------------------------------------------------------
@pytest.mark.parametrize("verify", [True, False])
def test_an_object_with_an_unknown_card_key_is_refused(doc: dict[str, Any], verify: bool) -> None:
    obj = on_battlefield(doc)
    obj["card"] = "Carta Inventada"
    error = refused(doc, verify)
    assert error.path == f"state.objects[{obj['id']}].card"
    assert "'Carta Inventada'" in error.message("en") and "unknown card" in error.message("en")
    assert "carta desconocida" in str(error)


def test_an_object_in_the_hand_of_a_player_who_does_not_exist_is_refused(
    doc: dict[str, Any],
) -> None:
    """CR 400.1, 102.1: a two-player game has hands 0 and 1."""
    obj = in_hand(doc, 0)
    obj["zone"] = "hand/7"
    error = refused(doc)
    assert error.path == f"state.objects[{obj['id']}].zone"
    assert "'hand/7'" in error.message("en") and "player who doesn't exist" in error.message("en")


def test_a_card_in_another_players_hand_is_refused(doc: dict[str, Any]) -> None:
    """CR 400.3: a card goes to its owner's hand, library or graveyard, never another's."""
    obj = in_hand(doc, 0)
    obj["zone"] = "hand/1"
    doc["state"]["zones"]["hand/0"].remove(obj["id"])
    doc["state"]["zones"]["hand/1"].append(obj["id"])
    error = refused(doc)
    assert error.path == f"state.objects[{obj['id']}].zone"
    assert "CR 400.3" in error.message("en")


def test_a_decision_for_player_7_is_refused(doc: dict[str, Any]) -> None:
    doc["state"]["pending"]["player"] = 7
    error = refused(doc, verify=False)
    assert error.path == "state.pending.player"
    assert "there is no player 7" in error.message("en") and "no hay jugador 7" in str(error)


@pytest.mark.parametrize("rng", [None, {"$c": "core.rng.Rng", "state": -1}, 1.5])
def test_a_missing_or_broken_random_generator_is_refused(doc: dict[str, Any], rng: object) -> None:
    doc["state"]["rng"] = rng
    error = refused(doc)
    assert error.path.startswith("state.rng")


def test_replaced_answers_are_refused(doc: dict[str, Any]) -> None:
    """DESIGN principle 3: the answers are the game; an answer the game never offered is not."""
    answers = doc["state"]["answers"]
    answers[10] = "cast:99999"
    error = refused(doc)
    assert error.path == "state.answers[10]"
    assert "an answer the game does not allow" in error.message("en")
    assert "una respuesta que la partida no admite" in str(error)


def test_answers_that_give_another_game_are_refused(doc: dict[str, Any]) -> None:
    """One answer fewer: every answer is legal, but they don't give the saved state."""
    doc["state"]["answers"].pop()
    error = refused(doc)
    assert "the saved state is not what its answers give" in error.message("en")
    assert "el estado guardado no es el que dan sus respuestas" in str(error)


def test_a_result_naming_winner_9_is_refused() -> None:
    finished = mid_game(7, 10**6)
    assert finished.over
    doc = raw(finished)
    doc["state"]["result"]["winner"] = 9
    error = refused(doc)
    assert error.path == "state.result.winner" and "there is no player 9" in error.message("en")


def test_a_result_that_disagrees_with_who_lost_is_refused() -> None:
    """CR 104.2a: the last player left wins; the loser is not the winner."""
    finished = mid_game(7, 10**6)
    doc = raw(finished)
    doc["state"]["result"]["winner"] = 1 - finished.state.result.winner  # type: ignore[union-attr]
    error = refused(doc)
    assert error.path == "state.result.winner" and "lost" in error.message("en")


def test_a_player_who_lost_in_a_game_not_over_is_refused(doc: dict[str, Any]) -> None:
    doc["state"]["players"][1]["lost"] = True
    error = refused(doc)
    assert error.path == "state.result" and "CR 104.2a" in error.message("en")


def test_a_life_total_of_minus_1000_is_detected_by_replaying(doc: dict[str, Any]) -> None:
    """CR 119.4, 704.5a: a negative life total is one the rules allow, so only the replay
    tells that the save was edited."""
    doc["state"]["players"][0]["life"] = -1000
    error = refused(doc)
    assert error.path == "state.players[0].life"
    assert "(saved -1000, replayed" in error.message("en")


def test_a_trusted_save_below_0_life_loads_and_its_player_loses(doc: dict[str, Any]) -> None:
    """With ``verify=False`` (a caller that wrote the save itself) the same state loads and
    plays on: the player at -1000 life loses at the next check of state-based actions
    (CR 704.5a) — no IndexError while paying (CR 119.4)."""
    doc["state"]["players"][0]["life"] = -1000
    game = Game.from_json(json.dumps(doc), verify=False)
    assert game.state.player(0).life == -1000
    play(game, 5)
    assert game.result is not None and game.result.winner == 1
    assert game.state.player(0).lost and any(e.key == "lose.life" for e in game.state.log)


@pytest.mark.parametrize("life", ["20", True, 1.5, None, 10**12])
def test_a_life_total_must_be_an_integer(doc: dict[str, Any], life: object) -> None:
    doc["state"]["players"][0]["life"] = life
    error = refused(doc, verify=False)
    assert error.path == "state.players[0].life"


def test_emptied_zones_are_refused(doc: dict[str, Any]) -> None:
    doc["state"]["zones"] = {}
    error = refused(doc)
    assert error.path == "state.zones['library/0']" and "missing" in error.message("en")


def test_an_unknown_id_on_the_battlefield_is_refused(doc: dict[str, Any]) -> None:
    """CR 400.1: every id in a zone is an object of the game."""
    battlefield = doc["state"]["zones"]["battlefield"]
    battlefield.append(99999)
    error = refused(doc)
    assert error.path == f"state.zones.battlefield[{len(battlefield) - 1}]"
    assert "there is no object 99999" in error.message("en")


def test_an_object_in_two_zones_or_in_none_is_refused(doc: dict[str, Any]) -> None:
    state = doc["state"]
    oid = state["zones"]["hand/0"][0]
    state["zones"]["hand/0"].append(oid)
    assert "twice" in refused(doc).message("en")
    state["zones"]["hand/0"] = state["zones"]["hand/0"][1:-1]
    error = refused(doc)
    assert error.path == f"state.objects[{oid}].zone" and "not in its zone" in error.message("en")


def test_an_empty_step_queue_is_refused(doc: dict[str, Any]) -> None:
    doc["state"]["queue"] = []
    error = refused(doc, verify=False)
    assert error.path == "state.queue" and "no step waiting for it" in error.message("en")


def test_no_pending_decision_in_a_game_not_over_is_refused(doc: dict[str, Any]) -> None:
    doc["state"]["pending"] = None
    error = refused(doc, verify=False)
    assert error.path == "state.pending"
    assert "not over and waits for no decision" in error.message("en")


@pytest.mark.parametrize("field", ["objects", "players", "zones", "queue", "answers"])
def test_a_missing_part_of_the_state_is_refused(doc: dict[str, Any], field: str) -> None:
    del doc["state"][field]
    error = refused(doc, verify=False)
    assert error.path == f"state.{field}" and "is missing" in error.message("en")


def test_an_owner_or_controller_out_of_range_is_refused(doc: dict[str, Any]) -> None:
    obj = on_battlefield(doc)
    obj["controller"] = 5
    error = refused(doc, verify=False)
    assert error.path == f"state.objects[{obj['id']}].controller"


def test_a_test_only_card_in_a_game_of_real_cards_is_refused(doc: dict[str, Any]) -> None:
    """The suite registers the test-only cards; a game made of real cards still can't hold
    one (``Game.new(test_cards=False)``)."""
    obj = on_battlefield(doc)
    obj["card"] = "Test Bear"
    error = refused(doc, verify=False)
    assert error.path == f"state.objects[{obj['id']}].card" and "test-only" in error.message("en")


# -- the document and its decoding ----------------------------------------------------------
def test_a_field_a_class_does_not_have_is_refused(doc: dict[str, Any]) -> None:
    obj = on_battlefield(doc)
    obj["flying"] = True
    error = refused(doc)
    assert error.path == f"state.objects[{obj['id']}].flying"
    assert "has no field 'flying'" in error.message("en")


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ('{"format": "grimorio-game/2", "state": {"$t": [], "x": 1}}', "state"),
        ('{"format": "grimorio-game/2", "state": [NaN]}', "state[0]"),
        ('{"format": "grimorio-game/2", "state": {}, "extra": 1}', "extra"),
        ('{"format": ["grimorio-game/2"], "state": {}}', "format"),
        ('{"format": "grimorio-game/2", "state": {"$i": [[1]]}}', "state['$i'][0]"),
        ('{"format": "grimorio-game/2", "state": {"$i": [[[1], 2]]}}', "state['$i'][0]"),
        ('{"format": "grimorio-game/2", "state": 7}', "state"),
        ("[1, 2]", ""),
        ("{", ""),
    ],
)
def test_a_malformed_document_names_where(text: str, path: str) -> None:
    assert refused(text).path == path


def test_a_refused_document_is_left_unchanged(doc: dict[str, Any]) -> None:
    doc["state"]["players"][0]["life"] = "veinte"
    before = copy.deepcopy(doc)
    with pytest.raises(SaveError):
        Game.from_json(doc)
    assert doc == before


def test_load_game_refuses_an_edited_file(doc: dict[str, Any], tmp_path: Path) -> None:
    doc["state"]["zones"]["battlefield"].append(99999)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match="no existe"):
        load_game(path)
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(SaveError, match="UTF-8"):
        load_game(path)


# -- what loads ------------------------------------------------------------------------------
@pytest.mark.parametrize(("seed", "answers"), [(1, 0), (2, 120), (4, 80), (7, 10**6)])
def test_real_saves_load_equal_and_play_on_the_same(seed: int, answers: int) -> None:
    game = mid_game(seed, answers)
    loaded = Game.from_json(game.to_json())
    assert loaded == game
    check_state(loaded.state)
    if not game.over:
        play(loaded, 11)
        play(game, 11)
        assert loaded == game and loaded.over


def test_a_conceded_game_loads() -> None:
    """CR 104.3a: the concession is among the answers, and the replay ends the same way."""
    game = mid_game(2, 30)
    game.concede(0)
    loaded = Game.from_json(game.to_json())
    assert loaded == game and loaded.result is not None and loaded.result.winner == 1


def test_a_game_of_test_cards_loads() -> None:
    bears = ["Test Bear"] * 20 + ["Llanura"] * 20
    game = play(Game.new(decks=(bears, bears), seed=4, test_cards=True), 4, 30)
    assert Game.from_json(game.to_json()) == game


def test_a_board_for_a_rules_situation_is_checked_but_not_replayed() -> None:
    """A board (scenario) has no decks and no answers to replay: its state is checked."""
    game = build(battlefields=(["Test Bear"], []), libraries=(["Llanura"] * 5,) * 2)
    assert game.state.decks == ()
    assert Game.from_json(game.to_json()) == game
    doc = raw(game)
    doc["state"]["players"][1]["life"] = "20"
    assert refused(doc).path == "state.players[1].life"


def test_a_trusted_caller_may_skip_the_replay(doc: dict[str, Any]) -> None:
    """``verify=False``: an edit that keeps the invariants loads as saved."""
    doc["state"]["players"][1]["life"] = 7
    assert Game.from_json(json.dumps(doc), verify=False).state.player(1).life == 7
