"""The kernel's data: seeded RNG, plain-data encoding, decisions (DESIGN principles 2, 3)."""

from __future__ import annotations

import json

import pytest

from grimorio import Game, IllegalAction
from grimorio.core.decisions import Decision, Option
from grimorio.core.rng import Rng
from grimorio.core.serial import decode, encode
from grimorio.deck import DeckError
from grimorio.sample_decks import pairing
from grimorio.text.log import decision_prompt, option_label


def test_rng_is_deterministic_and_uniform_enough() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    counts = [0] * 4
    r = Rng(1)
    for _ in range(4000):
        counts[r.below(4)] += 1
    assert all(800 < c < 1200 for c in counts)
    items = list(range(20))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_encoding_keeps_tuples_lists_and_int_keys_apart() -> None:
    value = {"a": (1, [2, (3,)]), "b": {1: "x", 2: (None,)}}
    data = encode(value)
    json.dumps(data)  # plain JSON
    assert decode(json.loads(json.dumps(data))) == value


def test_to_json_round_trip_is_equal_and_independent() -> None:
    game = Game.new(decks=pairing(9), seed=9)
    copy = Game.from_json(game.to_json())
    assert copy == game
    copy.submit(copy.pending.options[0])
    assert copy != game


def test_from_json_rejects_junk() -> None:
    for junk in ("", "{}", '{"format": "x"}', "[1, 2]", '{"format": "grimorio-game/1"}'):
        with pytest.raises(ValueError):
            Game.from_json(junk)


def test_clone_is_independent() -> None:
    game = Game.new(decks=pairing(4), seed=4)
    twin = game.clone()
    twin.submit(twin.pending.options[-1])
    assert twin != game
    assert game.state.answers == []


def test_decision_labels_exist_in_both_languages() -> None:
    game = Game.new(decks=pairing(4), seed=4)
    for option in game.pending.options:
        assert option_label(option, "es") and option_label(option, "en")
    assert decision_prompt(game.pending, "es") != decision_prompt(game.pending, "en")


def test_decision_option_lookup() -> None:
    d = Decision(0, "x", (Option("a", "opt.pass"), Option("b", "opt.done")))
    assert d.option("b").id == "b"
    with pytest.raises(IllegalAction, match="no es una opción") as refused:
        d.option("c")
    assert "not an option" in refused.value.message("en")
    with pytest.raises(IllegalAction):
        d.option(3)  # type: ignore[arg-type]


def test_unknown_card_names_are_rejected_before_anything_is_built() -> None:
    with pytest.raises(DeckError, match="Asesinatto"):
        Game.new(decks=(["Asesinatto"] * 40, ["Pantano"] * 40), seed=1)
    with pytest.raises(DeckError):
        Game.new(decks=("Pantano", ["Pantano"]), seed=1)
