"""Illegal answers (DESIGN principle 2; CR 732.1): an answer that is not one of the pending
decision's options raises IllegalAction and leaves the game exactly as it was."""

from __future__ import annotations

import pytest

from grimorio import Game, IllegalAction, Option
from grimorio.scenario.board import build

LIB = ["Llanura"] * 5


def ids(g: Game, card_key: str, zone: str = "battlefield") -> list[int]:
    return [i for i in g.state.zones[zone] if g.state.objects[i].card == card_key]


def board() -> Game:
    return build(
        hands=(["Asesinato", "Pantano", "Detonación ígnea"], ["Intervención de Winter"]),
        battlefields=(["Pantano"] * 3, ["Test Bear", "Pantano", "Pantano"]),
        libraries=(LIB, LIB),
    )


def assert_rejected(g: Game, answer: object, player: int | None = None) -> None:
    before = g.clone()
    pending = g.pending
    with pytest.raises(IllegalAction):
        g.submit(answer, player=player)  # type: ignore[arg-type]
    assert before == g
    assert g.pending == pending


def test_option_not_offered_is_rejected():
    g = board()
    assert set(g.pending.ids()) == {
        f"cast:{ids(g, 'Murder', 'hand/0')[0]}",
        f"play:{ids(g, 'Swamp', 'hand/0')[0]}",
        "pass",
    }
    pyroclasm = ids(g, "Pyroclasm", "hand/0")[0]
    for bad in (
        f"cast:{pyroclasm}",  # no red mana
        "cast:9999",
        f"play:{pyroclasm}",  # not a land
        f"cast:{ids(g, 'Winter' + chr(39) + 's Intervention', 'hand/1')[0]}",  # not P0's card
        "attack:1",
        "done",
        "keep",
        "PASS",
        "pass ",
        "",
    ):
        assert_rejected(g, bad)


def test_a_land_play_already_used_is_rejected():
    g = build(hands=(["Pantano", "Pantano"], []), libraries=(LIB, LIB))
    first, second = ids(g, "Swamp", "hand/0")
    g.submit(f"play:{first}")
    assert_rejected(g, f"play:{second}")


def test_option_of_another_decision_kind_is_rejected():
    g = board()
    murder = ids(g, "Murder", "hand/0")[0]
    bear = ids(g, "Test Bear")[0]
    g.submit(f"cast:{murder}")
    assert g.pending.kind == "target"
    for bad in ("pass", f"cast:{murder}", f"target:{ids(g, 'Swamp')[0]}", "target:-2", "done:0"):
        assert_rejected(g, bad)
    g.submit(f"target:{bear}")  # the decision still accepts its legal answers
    assert g.state.zones["stack"]


def test_answer_from_the_wrong_player_is_rejected():
    g = board()
    assert g.pending.player == 0
    assert_rejected(g, "pass", player=1)
    assert_rejected(g, g.pending.options[0], player=1)
    assert_rejected(g, "pass", player=5)
    assert_rejected(g, "pass", player=-1)
    g.submit("pass", player=0)
    assert g.pending.player == 1
    assert_rejected(g, "pass", player=0)
    g.submit("pass", player=1)
    assert g.state.step == "begin_combat"


MALFORMED = {
    "none": None,
    "int": 42,
    "zero": 0,
    "float": 1.5,
    "object": object(),
    "bytes": b"pass",
    "list": ["pass"],
    "tuple": ("pass",),
    "dict": {"id": "pass"},
    "bool": True,
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_answers_are_rejected(name: str):
    g = board()
    assert_rejected(g, MALFORMED[name])


def test_option_objects_must_be_one_of_the_offered_options():
    g = board()
    assert_rejected(g, Option("cast:9999", "opt.cast"))
    assert_rejected(g, Option("attack:1", "opt.attack"))
    offered = g.pending.options[-1]
    assert offered.id == "pass"
    g.submit(Option("pass", "opt.pass"))  # an equal option (by id) is accepted
    assert g.pending.player == 1


def test_illegal_answers_in_other_decisions_leave_the_state_unchanged():
    g = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=1)
    assert g.pending.kind == "mulligan"
    for bad in ("pass", "bottom:1", "keep:1", None, 7):
        assert_rejected(g, bad)
    assert_rejected(g, "keep", player=1 - g.pending.player)
    g.submit("mulligan")
    g.submit("keep")
    assert g.pending.kind == "bottom"
    in_library = g.state.zones[f"library/{g.pending.player}"][0]
    assert_rejected(g, f"bottom:{in_library}")  # not a card in hand
    assert_rejected(g, "keep")


def test_illegal_combat_answers_are_rejected():
    g = build(
        battlefields=(["Test Bear", {"name": "Test Giant", "tapped": True}], ["Test Wall"]),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    bear, giant, wall = ids(g, "Test Bear")[0], ids(g, "Test Giant")[0], ids(g, "Test Wall")[0]
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "attackers"
    assert_rejected(g, f"attack:{giant}")  # tapped
    assert_rejected(g, f"attack:{wall}")  # not P0's
    assert_rejected(g, f"block:{wall}:{bear}")
    g.submit(f"attack:{bear}")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "blockers"
    assert_rejected(g, f"block:{bear}:{wall}")
    assert_rejected(g, f"block:{wall}:{giant}")  # the Giant isn't attacking
    assert_rejected(g, "reset")  # nothing to reset yet
    assert_rejected(g, f"block:{wall}:{bear}", player=0)


def test_game_still_plays_normally_after_rejected_answers():
    g = board()
    for bad in (None, "cast:9999", object()):
        with pytest.raises(IllegalAction):
            g.submit(bad)  # type: ignore[arg-type]
    murder = ids(g, "Murder", "hand/0")[0]
    g.submit(f"cast:{murder}")
    g.submit(f"target:{ids(g, 'Test Bear')[0]}")
    g.submit("pass")
    g.submit("pass")
    assert [g.state.objects[i].card for i in g.state.zones["graveyard/1"]] == ["Test Bear"]
    assert g.answers[-4:] == [f"cast:{murder}", g.answers[-3], "pass", "pass"]
    assert None not in g.answers


def test_view_of_a_player_not_in_the_game_is_rejected():
    g = board()
    for bad in (2, -1):
        with pytest.raises(IllegalAction):
            g.view(bad)
