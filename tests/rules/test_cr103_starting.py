"""CR 103 — Comenzando el juego: starting player, 20 life, opening hands, London mulligan
(103.5) and the starting player skipping their first draw (103.8a)."""

from __future__ import annotations

from grimorio import Game

DECK = ["Llanura"] * 20 + ["Test Bear"] * 20


def new_game(seed: int = 0, **kw: object) -> Game:
    return Game.new(decks=(list(DECK), list(DECK)), seed=seed, test_cards=True, **kw)  # type: ignore[arg-type]


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


def bottom_first_cards(g: Game) -> None:
    """Answer pending "bottom" decisions (103.5) with the first offered card."""
    while g.pending is not None and g.pending.kind == "bottom":
        g.submit(g.pending.ids()[0])


def test_103_5_starting_player_declares_mulligan_first_then_the_others():
    for seed in range(4):
        g = new_game(seed)
        first = g.state.starting_player
        assert g.pending.kind == "mulligan"
        assert g.pending.player == first
        assert set(g.pending.ids()) == {"keep", "mulligan"}
        g.submit("keep")
        assert g.pending.kind == "mulligan"
        assert g.pending.player == 1 - first


def test_103_5_all_players_declare_before_anyone_mulligans():
    """103.5: once all players have announced, those who chose to mulligan do so at the
    same time — the starting player's hand is unchanged while the other one declares."""
    g = new_game(13)
    first = g.state.starting_player
    old_hand = hand(g, first)
    g.submit("mulligan")
    assert g.pending.kind == "mulligan"
    assert g.pending.player == 1 - first
    assert hand(g, first) == old_hand
    assert g.state.player(first).mulligans == 0


def test_103_5_keeping_seven_puts_nothing_on_the_bottom():
    g = new_game(4)
    first = g.state.starting_player
    kept = hand(g, first)
    keep_both(g)
    assert g.pending.kind == "priority"
    assert hand(g, first) == kept
    assert len(hand(g, first)) == 7


def test_103_5_one_mulligan_new_hand_of_seven_then_one_card_to_the_bottom():
    """103.5 (London mulligan): shuffle the hand in, draw seven, then put as many cards on
    the bottom as mulligans taken (one)."""
    g = new_game(5)
    p = g.state.starting_player
    old_hand = hand(g, p)
    g.submit("mulligan")
    g.submit("keep")  # the other player keeps
    assert g.pending.kind == "bottom"
    assert g.pending.player == p
    assert g.pending.prompt_args == (1,)
    new_hand = hand(g, p)
    assert len(new_hand) == 7  # a whole new hand of the opening hand size
    assert not set(new_hand) & set(old_hand)  # new objects (400.7)
    assert [o for o in g.pending.ids()] == [f"bottom:{i}" for i in new_hand]
    chosen = new_hand[3]
    chosen_card = g.state.objects[chosen].card
    g.submit(f"bottom:{chosen}")
    assert len(hand(g, p)) == 6
    assert len(library(g, p)) == 34
    bottom = g.state.zones[f"library/{p}"][0]  # the first element is the bottom card
    assert g.state.objects[bottom].card == chosen_card
    assert chosen not in g.state.objects
    # the player then declares again, with the six-card hand
    assert g.pending.kind == "mulligan" and g.pending.player == p
    g.submit("keep")
    assert g.pending.kind == "priority"
    assert len(hand(g, p)) == 6
    assert len(hand(g, 1 - p)) == 7


def test_103_5_bottomed_card_is_the_chosen_card_at_the_bottom():
    deck_a = ["Llanura"] * 39 + ["Test Giant"]
    deck_b = ["Pantano"] * 40
    for seed in range(20):
        g = Game.new(decks=(deck_a, deck_b), seed=seed, test_cards=True)
        if g.state.starting_player == 0:
            g.submit("mulligan")
            g.submit("keep")
        else:
            g.submit("keep")
            g.submit("mulligan")
        assert g.pending.kind == "bottom" and g.pending.player == 0
        giants = [i for i in hand(g, 0) if g.state.objects[i].card == "Test Giant"]
        if not giants:
            continue
        g.submit(f"bottom:{giants[0]}")
        assert g.state.objects[g.state.zones["library/0"][0]].card == "Test Giant"
        assert all(g.state.objects[i].card == "Plains" for i in hand(g, 0))
        return
    raise AssertionError("no seed put the Test Giant in a mulligan hand")


def test_103_5_two_mulligans_leave_a_hand_of_five():
    g = new_game(6)
    p = g.state.starting_player
    g.submit("mulligan")
    g.submit("keep")
    bottom_first_cards(g)
    assert len(hand(g, p)) == 6
    assert g.pending.kind == "mulligan" and g.pending.player == p
    g.submit("mulligan")
    assert g.pending.kind == "bottom"
    assert g.pending.prompt_args == (2,)  # mulligans taken so far
    assert len(hand(g, p)) == 7
    bottom_first_cards(g)
    assert len(hand(g, p)) == 5
    assert len(library(g, p)) == 35
    g.submit("keep")
    assert g.pending.kind == "priority"
    assert len(hand(g, p)) == 5


def test_103_5_both_players_mulligan_at_the_same_time():
    g = new_game(7)
    g.submit("mulligan")
    g.submit("mulligan")
    assert g.state.player(0).mulligans == 1
    assert g.state.player(1).mulligans == 1
    bottom_first_cards(g)
    assert len(hand(g, 0)) == len(hand(g, 1)) == 6
    keep_both(g)
    assert g.pending.kind == "priority"


def test_103_5_no_more_mulligans_once_the_hand_would_be_zero_cards():
    """103.5: a player may mulligan until their opening hand would be zero cards, after which
    they can't take further mulligans."""
    g = new_game(8)
    p = g.state.starting_player
    g.submit("mulligan")
    g.submit("keep")
    for n in range(1, 8):
        bottom_first_cards(g)
        assert len(hand(g, p)) == 7 - n
        if n == 7:
            break
        assert g.pending.kind == "mulligan" and g.pending.player == p
        g.submit("mulligan")
    assert hand(g, p) == []
    d = g.pending
    assert not (d.player == p and d.kind == "mulligan"), d


def test_103_8a_starting_player_skips_first_draw():
    """103.8a: in a two-player game the starting player skips the draw of their first turn."""
    g = new_game(9, auto_pass=False)
    p = g.state.starting_player
    keep_both(g)
    for _ in range(2):  # CR 103.6: with auto_pass off, everyone is asked, Leyline or not
        assert g.pending.kind == "opening" and g.pending.ids() == ["done"]
        g.submit("done")
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
    g.submit("done")
    g.submit("done")  # CR 103.6: asked of every player with auto_pass off
    while not (g.state.turn == 2 and g.state.step == "main1" and g.pending.kind == "priority"):
        g.submit("pass")
    assert g.state.active == 1 - p
    assert len(hand(g, 1 - p)) == 8
    assert len(library(g, 1 - p)) == 32
    assert g.log.rules().count("103.8a") == 1
