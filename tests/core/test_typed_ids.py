"""Kinds, reasons and option ids as types (DESIGN principles 2 and 3): the decision kinds and
the reasons a game ends (CR 104) and the keywords (CR 702) are string enums equal to the
strings that saves, replays and card files hold; an option id is read by one parser whose
reading writes the same id back."""

from __future__ import annotations

import json

import pytest

from grimorio import Game
from grimorio.core.decisions import OptionId
from grimorio.dsl.card import KEYWORDS
from grimorio.dsl.keyword_names import Keyword
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import EndReason, LossReason
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build


@pytest.mark.parametrize(
    ("text", "verb", "args"),
    [
        ("pass", "pass", ()),
        ("cast:12", "cast", ("12",)),
        ("activate:116:0", "activate", ("116", "0")),
        ("mana:114:0:R", "mana", ("114", "0", "R")),
        ("mana:auto", "mana", ("auto",)),
        ("target:-2", "target", ("-2",)),
        ("divide:2,1", "divide", ("2,1",)),
    ],
)
def test_an_option_id_is_read_into_its_verb_and_arguments_and_written_back(
    text: str, verb: str, args: tuple[str, ...]
) -> None:
    opt = OptionId.parse(text)
    assert (opt.verb, opt.args) == (verb, args)
    assert str(opt) == text
    assert opt.rest == text.partition(":")[2]


def test_option_id_numbers() -> None:
    opt = OptionId.parse("activate:116:0")
    assert (opt.num(), opt.num(1), opt.num(-1)) == (116, 0, 0)
    assert OptionId.parse("target:-2").num() == -2


def test_kinds_and_reasons_equal_the_strings_saved_games_hold() -> None:
    assert DecisionKind.PRIORITY == "priority" and json.dumps(DecisionKind.X) == '"x"'
    assert f"lose.{LossReason.DRAW}" == "lose.draw"
    assert {str(r) for r in EndReason} == {"last_player", "concede", "effect", "all_lost"}


def test_a_pending_kind_and_a_result_survive_saving() -> None:
    game = Game.new(decks=pairing(0), seed=3)
    assert game.pending is not None and game.pending.kind == DecisionKind.MULLIGAN
    loaded = Game.from_json(game.to_json())
    assert loaded == game
    assert loaded.pending is not None and loaded.pending.kind == DecisionKind.MULLIGAN

    over = build(libraries=(["Llanura"] * 5, ["Llanura"] * 5), life=(20, 0))
    assert over.result is not None and over.result.reason is EndReason.LAST_PLAYER
    again = Game.from_json(over.to_json())
    assert again == over
    assert again.result is not None and again.result.reason is EndReason.LAST_PLAYER


def test_the_keyword_names_are_the_vocabulary_s_keywords() -> None:
    assert frozenset(Keyword) == KEYWORDS
    assert Keyword.FIRST_STRIKE == "first_strike"
