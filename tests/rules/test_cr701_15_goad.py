"""CR 701.15 — goad (*Incitar*): a goaded creature "attacks each combat if able and attacks
a player other than the goading player if able" (701.15b), until the next turn of the
player who goaded it (701.15a) — or, as the tokens of *Faucescortantes, Nido de Chirridos*
are, for the rest of the game. Several players goading a creature make more requirements;
one player goading it again makes none (701.15c).

These are requirements of the declaration of attackers (508.1d): it must obey as many as it
can. "Attack a player other than X" is tied to attacking a particular player, so only a
creature attacking such a player obeys it (802.3a) — attacking a planeswalker is not
attacking a player. In a game of two, a creature its controller's opponent goaded can
attack only that player, and must (701.15b: it attacks if able).

Played with *Test Goading* ("Goad target creature", an instant), *Test Shrieking Nest*
(the goad of *Faucescortantes*: each player creates a tapped 2/2 Bird, goaded for the rest
of the game) and *Test Walker* (a planeswalker), of our own, and Duskmourn's basic lands;
the creatures are *Test Bear*s."""

from __future__ import annotations

from typing import Any

from grimorio import Game
from grimorio.core.objects import player_ref
from grimorio.mtg.turn.declarations import AttackBoard, attack_best, attack_obeyed
from grimorio.rules.state.designations import goaders
from grimorio.scenario.board import build
from support import cast, ids, one

P3 = ("Alex", "Bianca", "Carissa")
LIB = ["Llanura"] * 8


def three(**kw: Any) -> Game:
    """A board of three players (CR 800.1), each with a library."""
    kw.setdefault("libraries", (LIB, LIB, LIB))
    kw.setdefault("life", (20, 20, 20))
    return build(players=P3, **kw)


def everyone_passes(g: Game) -> None:
    """Each player still in the game passes in succession: the top of the stack resolves."""
    for _ in g.state.apnap():
        g.submit("pass")


def goad(g: Game, creature: int, player: int) -> None:
    """``player``, holding priority, casts *Test Goading* at ``creature``; it resolves."""
    cast(g, "Test Goading", f"target:{creature}", player=player)
    everyone_passes(g)


def to_attackers_of(g: Game, active: int) -> None:
    """Pass (declaring no attackers or blockers) until ``active`` declares attackers."""
    while not (g.pending.kind == "attackers" and g.state.active == active):
        opts = g.pending.ids()
        assert "pass" in opts or "done" in opts, opts  # nobody else is forced to attack
        g.submit("pass" if "pass" in opts else "done")


def attacks(g: Game) -> set[str]:
    """The attack options offered (``attack:<creature>[:<target>]``), and "done" if legal."""
    return set(g.pending.ids())


# -- the declaration, as plain data ------------------------------------------------------


def test_requirements_by_target_are_counted_508_1d_802_3a() -> None:
    """Two creatures, two targets: the first obeys two requirements attacking target 1 (a
    player other than the goading one) and one attacking target 0; the second has none.
    The most is 2, and a declaration aiming the first at target 0 can't reach it."""
    board = AttackBoard(must=(False, False), alone=(False, False), obeys=((1, 2), (0, 0)))
    assert attack_best(board) == 2
    assert attack_best(board, frozenset({0}), {0: 1}) == 2
    assert attack_best(board, frozenset({0}), {0: 0}) == 1  # never offered
    assert attack_best(board, frozenset({1}), {1: 0}) == 2  # the second may join freely
    assert attack_obeyed(board, frozenset({0, 1}), {0: 1, 1: 0}) == 2
    assert attack_obeyed(board, frozenset()) == 0  # not attacking obeys nothing


# -- a game of three ----------------------------------------------------------------------


def test_it_attacks_a_player_other_than_the_goading_player_701_15b() -> None:
    """Bianca goads Alex's Bear in her turn; in Alex's turn it must attack, and only
    Carissa: attacking Bianca would obey one requirement of two (802.3a)."""
    g = three(
        battlefields=(["Test Bear"], ["Montaña"], []), hands=([], ["Test Goading"], []), active=1
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    assert goaders(g.state, bear) == (1,)
    to_attackers_of(g, 0)
    assert attacks(g) == {f"attack:{bear}:{player_ref(2)}"}  # no "done", no Bianca
    g.submit(f"attack:{bear}:{player_ref(2)}")
    assert g.state.combat.attackers == {bear: player_ref(2)}


def test_a_planeswalker_is_not_a_player_802_3a() -> None:
    """Carissa's planeswalker may not be attacked instead of Carissa: attacking it obeys
    "attacks each combat" but not "attacks a player other than Bianca"."""
    g = three(
        battlefields=(["Test Bear"], ["Montaña", "Test Walker"], ["Test Walker"]),
        hands=([], ["Test Goading"], []),
        active=1,
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    to_attackers_of(g, 0)
    assert attacks(g) == {f"attack:{bear}:{player_ref(2)}"}


def test_goaded_by_two_players_it_attacks_one_of_them_701_15c() -> None:
    """Bianca and Carissa both goad Alex's Bear: it can't attack a player who didn't goad
    it, so it attacks either of them — but it must attack (each choice obeys three of the
    four requirements)."""
    g = three(
        battlefields=(["Test Bear"], ["Montaña"], ["Montaña"]),
        hands=([], ["Test Goading"], ["Test Goading"]),
        active=1,
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    while not (g.state.active == 2 and g.state.step == "main1" and g.pending.player == 2):
        g.submit("pass")
    goad(g, bear, 2)
    assert goaders(g.state, bear) == (1, 2)
    to_attackers_of(g, 0)
    assert attacks(g) == {f"attack:{bear}:{player_ref(1)}", f"attack:{bear}:{player_ref(2)}"}


def test_the_same_player_goading_again_has_no_effect_701_15c() -> None:
    g = three(
        battlefields=(["Test Bear"], ["Montaña", "Montaña"], []),
        hands=([], ["Test Goading", "Test Goading"], []),
        active=1,
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    goad(g, bear, 1)
    assert goaders(g.state, bear) == (1,)
    assert len(g.state.effects) == 1
    assert g.log.rules().count("701.15a") == 1


def test_other_creatures_may_attack_anyone_802_3a() -> None:
    """The requirement is the goaded creature's alone: Alex's other Bear may attack Bianca,
    or stay home."""
    g = three(
        battlefields=(["Test Bear", "Test Giant"], ["Montaña"], []),
        hands=([], ["Test Goading"], []),
        active=1,
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    goad(g, bear, 1)
    to_attackers_of(g, 0)
    g.submit(f"attack:{bear}:{player_ref(2)}")
    assert attacks(g) == {
        f"attack:{giant}:{player_ref(1)}",
        f"attack:{giant}:{player_ref(2)}",
        "done",
    }


def test_the_tokens_are_goaded_for_the_rest_of_the_game_701_15a() -> None:
    """*Test Shrieking Nest* (Faucescortantes's goad): each player's Bird is goaded by Alex
    for the rest of the game. Bianca's must attack Carissa, Carissa's must attack Bianca,
    Alex's own must attack a player — in every turn, after Alex's next turn too."""
    g = three(battlefields=(["Llanura"] * 3, [], []), hands=(["Test Shrieking Nest"], [], []))
    cast(g, "Test Shrieking Nest")
    everyone_passes(g)  # the artifact
    everyone_passes(g)  # its trigger
    birds = {g.state.objects[b].controller: b for b in ids(g, "Test Bird")}
    assert sorted(birds) == [0, 1, 2]
    assert all(goaders(g.state, b) == (0,) for b in birds.values())
    to_attackers_of(g, 1)
    assert attacks(g) == {f"attack:{birds[1]}:{player_ref(2)}"}
    g.submit(f"attack:{birds[1]}:{player_ref(2)}")
    to_attackers_of(g, 2)
    assert attacks(g) == {f"attack:{birds[2]}:{player_ref(1)}"}
    g.submit(f"attack:{birds[2]}:{player_ref(1)}")
    to_attackers_of(g, 0)  # Alex's next turn has begun: the goad goes on
    assert attacks(g) == {
        f"attack:{birds[0]}:{player_ref(1)}",
        f"attack:{birds[0]}:{player_ref(2)}",
    }
    g.submit(f"attack:{birds[0]}:{player_ref(1)}")
    to_attackers_of(g, 1)
    assert attacks(g) == {f"attack:{birds[1]}:{player_ref(2)}"}


# -- a game of two ------------------------------------------------------------------------


def test_in_a_game_of_two_it_attacks_the_goading_player_701_15b() -> None:
    """Sur goads Norte's Bear in Norte's turn: it must attack, and Sur is the only player it
    can attack — so it attacks Sur."""
    g = build(
        battlefields=(["Test Bear"], ["Montaña"]),
        hands=([], ["Test Goading"]),
        priority=1,
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    to_attackers_of(g, 0)
    assert attacks(g) == {f"attack:{bear}"}  # no "done"
    g.submit(f"attack:{bear}")
    assert g.state.combat.attackers == {bear: player_ref(1)}


def test_it_lasts_until_the_goading_players_next_turn_701_15a() -> None:
    """Goaded by Sur in Norte's turn, the Bear is goaded through Norte's combat and Sur's
    turn's beginning ends it (611.2b): in Norte's next turn it may stay home."""
    g = build(
        battlefields=(["Test Bear"], ["Montaña"]),
        hands=([], ["Test Goading"]),
        priority=1,
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    to_attackers_of(g, 0)
    g.submit(f"attack:{bear}")
    while g.state.active == 0:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert goaders(g.state, bear) == ()  # Sur's turn has begun
    assert g.state.effects == []
    assert "611.2b" in g.log.rules()
    to_attackers_of(g, 0)
    assert "done" in attacks(g)


def test_goaded_by_its_controller_it_attacks_the_player_not_a_planeswalker_701_15b() -> None:
    """Norte goads his own Bear: "a player other than Norte" is Sur, and attacking Sur's
    planeswalker would obey only one of the two requirements."""
    g = build(
        battlefields=(["Test Bear", "Montaña"], ["Test Walker"]),
        hands=(["Test Goading"], []),
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 0)
    to_attackers_of(g, 0)
    assert attacks(g) == {f"attack:{bear}"}


def test_a_goaded_creature_that_cant_attack_doesnt_508_1d() -> None:
    """A tapped goaded creature can't attack: nothing is required of it."""
    g = build(
        battlefields=([{"name": "Test Bear", "tapped": True}], ["Montaña"]),
        hands=([], ["Test Goading"]),
        priority=1,
    )
    goad(g, one(g, "Test Bear"), 1)
    while g.state.step != "declare_attackers":
        g.submit("pass")
    assert "508.8" in g.log.rules()  # no attackers were declared


def test_the_goad_is_kept_in_a_saved_game_701_15a() -> None:
    """The designation is state (DESIGN principle 3): a saved game gives it back, and the
    Bear loaded still must attack Sur."""
    g = build(
        battlefields=(["Test Bear"], ["Montaña"]),
        hands=([], ["Test Goading"]),
        priority=1,
    )
    bear = one(g, "Test Bear")
    goad(g, bear, 1)
    loaded = Game.from_json(g.to_json())
    assert loaded == g
    assert goaders(loaded.state, bear) == (1,)
    to_attackers_of(loaded, 0)
    assert attacks(loaded) == {f"attack:{bear}"}
