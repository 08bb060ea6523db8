"""Every public function of the game, handed random and mutated input (issue 17): it either
succeeds with a consistent game or raises a documented GrimorioError (Spanish by default,
English with ``message("en")``), and on error the game is exactly as it was. Functions that
only read (view, card_name, characteristics, explain, determinize) never change it at all.

The rules behind the properties: an answer is one of the options offered (DESIGN principle
2), a concession ends the game at once (CR 104.3a), a game is its seed, decks and answers
(DESIGN principle 3), a player sees only what CR 400.2 lets them.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_inputs import PROFILE, answer_for, card_names, game_at, games, junk

from grimorio import Deck, Game, Option, explain
from grimorio.core.errors import GrimorioError
from grimorio.core.log import LogEntry
from grimorio.core.rng import Rng
from grimorio.game import MAX_NAME
from grimorio.sample_decks import pairing
from grimorio.save_formats import SaveError


def documented(error: BaseException) -> None:
    """A refusal the API documents: a GrimorioError with a message in each language."""
    assert isinstance(error, GrimorioError), f"{type(error).__name__}: {error}"
    assert error.message("es") and error.message("en")
    assert str(error) == error.message("es")
    assert len(error.message("es")) < 5_000 and len(error.message("en")) < 5_000


def consistent(game: Game, verify: bool = True) -> None:
    """A game that can go on: a decision pending or a result, and a save that reads back
    as the same game (``verify``: checked against what its answers give, which an imagined
    game — ``determinize`` — is not)."""
    assert (game.pending is None) == game.over
    assert Game.from_json(game.to_json(), verify=verify) == game


def unchanged_after(game: Game, call: Any) -> tuple[bool, Any]:
    """Call ``call()``; (True, result) or (False, error). A refusal must be documented and
    leave ``game`` as it was."""
    before = game.to_json()
    try:
        result = call()
    except Exception as error:  # the property: only documented errors, nothing changed
        documented(error)
        assert game.to_json() == before
        return False, error
    return True, result


@settings(PROFILE)
@given(data=st.data(), game=games)
def test_submit_accepts_exactly_the_offered_options(data: st.DataObject, game: Game) -> None:
    decision = game.pending
    answer = data.draw(answer_for(game), label="answer")
    player = data.draw(st.one_of(st.none(), st.integers(-1, 2), junk), label="player")
    ok, _ = unchanged_after(game, lambda: game.submit(answer, player))
    offered = decision is not None and (
        (type(answer) is str and answer in decision.ids())
        or (type(answer) is Option and type(answer.id) is str and answer.id in decision.ids())
    )
    right_player = player is None or (
        decision is not None and type(player) is int and player == decision.player
    )
    assert ok == (offered and right_player)
    if ok:
        consistent(game)


@settings(PROFILE)
@given(
    game=games,
    player=st.one_of(st.integers(-2, 3), junk),
    lang=st.one_of(st.sampled_from(["es", "en"]), junk),
)
def test_view_reads_and_never_changes(game: Game, player: Any, lang: Any) -> None:
    ok, seen = unchanged_after(game, lambda: game.view(player, lang))
    seat = player is None or (type(player) is int and player in (0, 1))  # None: a spectator
    good = seat and type(lang) is str and lang in ("es", "en")
    assert ok == good
    if ok:
        json.dumps(seen)  # plain data


@settings(PROFILE)
@given(data=st.data(), game=games, lang=st.one_of(st.sampled_from(["es", "en"]), junk))
def test_card_name_and_characteristics(data: st.DataObject, game: Game, lang: Any) -> None:
    ids = sorted(game.state.objects)
    obj = data.draw(st.one_of(st.sampled_from(ids), st.integers(-5, max(ids) + 5), junk))
    exists = type(obj) is int and obj in game.state.objects
    ok, name = unchanged_after(game, lambda: game.card_name(obj, lang))
    assert ok == (exists and type(lang) is str and lang in ("es", "en"))
    if ok:
        assert isinstance(name, str) and name
    ok, _ = unchanged_after(game, lambda: game.characteristics(obj))
    assert ok == exists


@settings(PROFILE)
@given(data=st.data(), game=games, lang=st.one_of(st.sampled_from(["es", "en"]), junk))
def test_explain(data: st.DataObject, game: Game, lang: Any) -> None:
    size = len(game.state.log)
    entries = st.one_of(
        st.integers(-3, size + 3),
        st.sampled_from(game.state.log) if size else st.nothing(),
        st.builds(LogEntry, st.text(max_size=5), st.text(max_size=5)),
        junk,
    )
    entry = data.draw(entries, label="entry")
    target = data.draw(st.one_of(st.just(game), junk), label="game")
    ok, lines = unchanged_after(game, lambda: explain(target, entry, lang))
    if ok:
        assert target is game and lines and all(isinstance(x, str) for x in lines)


@settings(PROFILE)
@given(
    game=games,
    player=st.one_of(st.integers(-2, 3), junk),
    seed=st.one_of(st.integers(0, 2**64), junk),
)
def test_determinize_leaves_the_game_alone(game: Game, player: Any, seed: Any) -> None:
    rng = Rng(seed) if type(seed) is int else seed
    ok, copy = unchanged_after(game, lambda: game.determinize(player, rng))
    assert ok == (type(player) is int and player in (0, 1) and isinstance(rng, Rng))
    if ok:
        assert copy is not game
        consistent(copy, verify=False)
        with pytest.raises(SaveError):  # its hidden cards are not what the answers dealt
            Game.from_json(copy.to_json())


@settings(PROFILE)
@given(game=games, player=st.one_of(st.integers(-2, 3), junk))
def test_concede_ends_the_game_and_replays(game: Game, player: Any) -> None:
    """CR 104.3a: a player may concede at any time; the other player wins."""
    was_over = game.over
    ok, _ = unchanged_after(game, lambda: game.concede(player))
    assert ok == (not was_over and type(player) is int and player in (0, 1))
    if ok:
        consistent(game)
        assert game.result is not None and game.result.winner == 1 - player


decks_arg = st.one_of(
    st.integers(0, 3).map(pairing),
    st.tuples(
        st.lists(card_names, max_size=45),
        st.lists(st.one_of(card_names, st.text(max_size=12)), max_size=45),
    ),
    st.tuples(st.builds(Deck, st.tuples(st.one_of(card_names, st.text(max_size=8))))),
    st.lists(st.lists(card_names, max_size=5), max_size=3),
    st.just(("Llanura" * 40, ["Pantano"] * 40)),
    st.just((["Llanura"] * 10_001, ["Pantano"])),
    junk,
)
names_arg = st.one_of(
    st.just(("Norte", "Sur")),
    st.lists(st.text(max_size=MAX_NAME + 5), min_size=2, max_size=2),
    st.lists(st.one_of(st.text(max_size=8), junk), max_size=3),
    st.just(["N" * 50_000_000, "Sur"]),
    st.just("NS"),
    junk,
)


@settings(PROFILE)
@given(
    decks=decks_arg,
    seed=st.one_of(st.integers(-(2**63), 2**64 - 1), st.integers(), junk),
    players=names_arg,
    auto_pass=st.one_of(st.booleans(), junk),
    test_cards=st.one_of(st.booleans(), junk),
)
def test_new_game_is_made_or_refused(
    decks: Any, seed: Any, players: Any, auto_pass: Any, test_cards: Any
) -> None:
    try:
        game = Game.new(decks, seed, players, auto_pass, test_cards)
    except Exception as error:
        documented(error)
        return
    consistent(game)
    assert type(seed) is int and -(2**63) <= seed < 2**64
    assert [p.name for p in game.state.players] == list(players)
    assert all(0 < len(n) <= MAX_NAME for n in players)
    again = Game.new(decks, seed, players, auto_pass, test_cards)
    assert again == game  # DESIGN principle 3: the same arguments, the same game


@settings(PROFILE)
@given(data=st.data(), seed=st.integers(0, 3), steps=st.sampled_from([0, 3, 20, 60]))
def test_replay_of_mutated_answers(data: st.DataObject, seed: int, steps: int) -> None:
    played = game_at(seed, steps)
    answers: list[Any] = list(played.answers)
    for _ in range(data.draw(st.integers(0, 3), label="mutations")):
        where = data.draw(st.integers(0, len(answers)), label="where")
        what = data.draw(
            st.one_of(
                st.sampled_from(
                    [
                        "pass",
                        "concede:0",
                        "concede:1",
                        "concede:7",
                        "concede:x",
                        "concede:",
                        "concede:٣",
                    ]
                ),
                st.text(max_size=10),
                junk,
            ),
            label="what",
        )
        if data.draw(st.booleans(), label="replace") and where < len(answers):
            answers[where] = what
        else:
            answers.insert(where, what)
    try:
        game = Game.replay(seed, pairing(seed), answers)
    except Exception as error:
        documented(error)
        return
    consistent(game)
    assert Game.replay(seed, pairing(seed), game.answers) == game


def test_the_unmutated_replay_is_the_game() -> None:
    played = game_at(1, 60)
    assert Game.replay(1, pairing(1), played.answers) == played


@pytest.mark.fuzz
@settings(PROFILE, max_examples=max(2, PROFILE.max_examples // 40))
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_long_games_with_bad_input_between_the_answers(data: st.DataObject, seed: int) -> None:
    """A whole game of random answers with a bad call before each: the game ends as the
    replay of its answers does, whatever was refused on the way."""
    game = Game.new(decks=pairing(seed % 4), seed=seed)
    for _ in range(400):
        if game.over:
            break
        decision = game.pending
        assert decision is not None
        bad = data.draw(answer_for(game), label="bad")
        other = 1 - decision.player  # never the one who decides: always refused
        ok, _ = unchanged_after(game, lambda bad=bad, other=other: game.submit(bad, other))
        assert not ok
        ids = decision.ids()
        game.submit(ids[data.draw(st.integers(0, len(ids) - 1), label="pick")])
    consistent(game)
    assert Game.replay(seed, pairing(seed % 4), game.answers) == game


def test_a_determinized_game_mid_turn_saves_and_loads() -> None:
    """The imagined game forgets the log, so nothing in it may name an entry of the log
    (``state.cause`` did, mid-turn: a save of it was refused; found by the test above)."""
    game = game_at(2, 90)
    assert game.state.cause >= 0  # turn-based actions of the declare attackers step
    copy = game.determinize(0, Rng(0))
    assert copy.state.cause == -1
    consistent(copy, verify=False)
