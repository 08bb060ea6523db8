"""CR 103 — Comenzando el juego: starting player, 20 life, opening hands, London mulligan
(103.5) and the starting player skipping their first draw (103.8a)."""

from __future__ import annotations

from grimorio import Game

DECK = ["Llanura"] * 20 + ["Test Bear"] * 20


def new_game(seed: int = 0, **kw: object) -> Game:
    return Game.new(decks=(list(DECK), list(DECK)), seed=seed, **kw)  # type: ignore[arg-type]


def hand(g: Game, p: int) -> list[int]:
    return list(g.state.zones[f"hand/{p}"])


def library(g: Game, p: int) -> list[int]:
    return list(g.state.zones[f"library/{p}"])


def keep_both(g: Game) -> None:
    """Both players keep their opening hands (starting player first)."""
    for _ in range(2):
        assert g.pending.kind == "mulligan"
        g.submit("keep")


def test_103_1_same_seed_same_starting_player_and_same_hands():
    """103.1/103.3: the starting player and the shuffles come from the game's seeded RNG."""
    for seed in range(6):
        a, b = new_game(seed), new_game(seed)
        assert a.state.starting_player == b.state.starting_player
        assert a.state.active == a.state.starting_player
        assert [a.state.objects[i].card for i in hand(a, 0)] == [
            b.state.objects[i].card for i in hand(b, 0)
        ]
        assert hand(a, 1) == hand(b, 1)
        assert a == b


def test_103_1_over_many_seeds_both_players_start_sometimes():
    """103.1: the starting player is chosen at random; over seeds each player starts."""
    starters = {new_game(seed).state.starting_player for seed in range(20)}
    assert starters == {0, 1}


def test_103_1_starting_player_is_logged():
    g = new_game(3)
    first = g.state.starting_player
    entries = [e for e in g.log if e.rule == "103.1"]
    assert len(entries) == 1
    assert ("p", first) in entries[0].args


def test_103_4_each_player_starts_with_20_life():
    g = new_game(1)
    assert g.state.player(0).life == 20
    assert g.state.player(1).life == 20


def test_103_5_each_player_draws_an_opening_hand_of_seven():
    g = new_game(2)
    for p in (0, 1):
        assert len(hand(g, p)) == 7
        assert len(library(g, p)) == 33


def test_103_5_starting_player_declares_mulligan_first():
    """103.5: first the starting player declares whether they mulligan, then the others."""
    for seed in range(4):
        g = new_game(seed)
        first = g.state.starting_player
        assert g.pending.kind == "mulligan"
        assert g.pending.player == first
        assert set(g.pending.ids()) == {"keep", "mulligan"}
        g.submit("keep")
        assert g.pending.kind == "mulligan"
        assert g.pending.player == 1 - first


def test_103_5_keeping_seven_puts_nothing_on_the_bottom():
    g = new_game(4)
    first = g.state.starting_player
    kept = hand(g, first)
    keep_both(g)
    assert g.pending.kind == "priority"
    assert hand(g, first) == kept
    assert len(hand(g, first)) == 7


def test_103_5_one_mulligan_draws_seven_then_bottoms_one():
    """103.5 (London mulligan): shuffle the hand in, draw seven, then put N = 1 on the bottom."""
    g = new_game(5)
    p = g.state.starting_player
    g.submit("mulligan")
    assert len(hand(g, p)) == 7  # a new hand of the opening hand size
    assert len(library(g, p)) == 33
    assert g.pending.kind == "mulligan" and g.pending.player == p
    g.submit("keep")
    assert g.pending.kind == "bottom"
    assert g.pending.player == p
    assert len(g.pending.options) == 7  # any card of the hand may go to the bottom
    chosen = hand(g, p)[3]
    chosen_card = g.state.objects[chosen].card
    g.submit(f"bottom:{chosen}")
    assert len(hand(g, p)) == 6
    assert len(library(g, p)) == 34
    # the card is now the bottom card of the library (the first element; last = top)
    bottom = g.state.zones[f"library/{p}"][0]
    assert g.state.objects[bottom].card == chosen_card
    assert chosen not in g.state.objects  # it is a new object (CR 400.7)
    assert g.pending.kind == "mulligan" and g.pending.player == 1 - p


def test_103_5_bottomed_card_is_the_chosen_card_at_the_bottom():
    """103.5: the chosen card goes to the bottom of the library, not elsewhere."""
    deck_a = ["Llanura"] * 39 + ["Test Giant"]
    deck_b = ["Pantano"] * 40
    for seed in range(20):
        g = Game.new(decks=(deck_a, deck_b), seed=seed)
        p0_first = g.state.starting_player == 0
        if not p0_first:
            g.submit("keep")
        g.submit("mulligan")
        giants = [i for i in hand(g, 0) if g.state.objects[i].card == "Test Giant"]
        if not giants:
            continue
        g.submit("keep")
        g.submit(f"bottom:{giants[0]}")
        bottom = g.state.zones["library/0"][0]
        assert g.state.objects[bottom].card == "Test Giant"
        assert all(g.state.objects[i].card == "Plains" for i in hand(g, 0))
        return
    raise AssertionError("no seed put the Test Giant in a mulligan hand")


def test_103_5_two_mulligans_bottom_two_cards_hand_of_five():
    g = new_game(6)
    p = g.state.starting_player
    g.submit("mulligan")
    g.submit("mulligan")
    assert len(hand(g, p)) == 7
    g.submit("keep")
    for expected_left in (2, 1):
        assert g.pending.kind == "bottom"
        assert g.pending.prompt_args == (expected_left,)
        g.submit(g.pending.ids()[0])
    assert len(hand(g, p)) == 5
    assert len(library(g, p)) == 35
    assert g.pending.kind == "mulligan" and g.pending.player == 1 - p


def test_103_5_second_player_mulligan_after_first_keeps():
    g = new_game(7)
    p = g.state.starting_player
    g.submit("keep")
    g.submit("mulligan")
    g.submit("keep")
    g.submit(g.pending.ids()[0])
    assert len(hand(g, p)) == 7
    assert len(hand(g, 1 - p)) == 6
    assert g.pending.kind == "priority"


def test_103_5_no_more_mulligans_once_the_hand_would_be_zero_cards():
    """103.5: a player may mulligan until their opening hand would be zero cards, after which
    they can't take further mulligans — after seven mulligans, "mulligan" is not offered."""
    g = new_game(8)
    p = g.state.starting_player
    for _ in range(7):
        assert "mulligan" in g.pending.ids()
        g.submit("mulligan")
    d = g.pending
    assert len(hand(g, p)) == 7
    assert not (d.player == p and d.kind == "mulligan" and "mulligan" in d.ids()), d.ids()


def test_103_8a_starting_player_skips_first_draw():
    """103.8a: in a two-player game the starting player skips the draw of their first turn."""
    g = new_game(9, auto_pass=False)
    p = g.state.starting_player
    keep_both(g)
    while not (g.state.step == "main1" and g.pending.kind == "priority"):
        g.submit("pass")
    assert g.state.turn == 1
    assert g.state.active == p
    assert len(hand(g, p)) == 7
    assert len(library(g, p)) == 33
    assert "103.8a" in g.log.rules()
    assert "504.1" in g.log.rules()  # the draw step still happens; only the draw is skipped
    draws_in_turn_1 = [
        e for e in g.log if e.key == "draw" and e.rule == "504.1" and ("p", p) in e.args
    ]
    assert draws_in_turn_1 == []


def test_103_8a_second_player_draws_on_their_first_turn():
    g = new_game(10, auto_pass=False)
    p = g.state.starting_player
    keep_both(g)
    while not (g.state.turn == 2 and g.state.step == "main1" and g.pending.kind == "priority"):
        g.submit("pass")
    assert g.state.active == 1 - p
    assert len(hand(g, 1 - p)) == 8
    assert len(library(g, 1 - p)) == 32
    assert g.log.rules().count("103.8a") == 1
