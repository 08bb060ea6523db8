"""Attacking to the left or to the right (CR 803.1a–b), one of the three attack options of
which a free-for-all game uses exactly one (806.2b; attacking several players, 802, is the
default). Turn order passes to the left (101.4): the player to a player's left is the next
one in turn order. CR 803 has no examples; each of its rules is checked here on boards of
four or five players, with Duskmourn's *Ogro gris*-like creatures from the test pool and
*Kaito, Fin de las Pesadillas* as a planeswalker."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.rules.state.multiplayer_options import AttackDirection, options
from grimorio.scenario.board import build
from support import one

P4 = ("Alex", "Bianca", "Carissa", "Dana")
LIB = ["Llanura"] * 8


def board(n: int = 4, **kw: Any) -> Game:
    names = ("Alex", "Bianca", "Carissa", "Dana", "Eli", "Fran")[:n]
    kw.setdefault("libraries", tuple([LIB] * n))
    return build(players=names, **kw)


def pass_to(g: Game, active: int, step: str) -> None:
    """Pass (and declare no attackers or blockers) until ``active``'s ``step``."""
    while not (g.state.active == active and g.state.step == step):
        opts = g.pending.ids()
        g.submit("pass" if "pass" in opts else "done")


def declare(g: Game, *attacks: str) -> None:
    """CR 508.1: declare these attacks, ending the declaration if it isn't complete."""
    for a in attacks:
        g.submit(a)
    if g.pending.kind == "attackers":
        g.submit("done")


def attacked(g: Game, creature: int) -> set[int]:
    """What ``creature`` is offered to attack (player refs are ``-1 - seat``)."""
    found: set[int] = set()
    for o in g.pending.ids():
        parts = o.split(":")
        if parts[0] == "attack" and int(parts[1]) == creature:
            found.add(int(parts[2]) if len(parts) == 3 else -999)
    return found


def test_803_1a_attack_left_only_the_opponent_to_the_left_and_their_planeswalkers() -> None:
    """803.1a: with attacking to the left, Alex's creature may attack only Bianca — the
    opponent seated immediately to his left, next in turn order (101.4) — and the
    planeswalker she controls; not Carissa, not Dana, nor Dana's planeswalker."""
    g = board(
        battlefields=(
            ["Ogro gris"],
            [{"name": "Kaito, Fin de las Pesadillas", "counters": {"loyalty": 4}}],
            [],
            [{"name": "Kaito, Fin de las Pesadillas", "counters": {"loyalty": 4}}],
        ),
        attack="left",
    )
    ogre = one(g, "Grey Ogre")
    kaitos = [
        o for o in g.state.zones["battlefield"] if g.state.objects[o].card.startswith("Kaito")
    ]
    bianca_kaito = next(k for k in kaitos if g.state.objects[k].controller == 1)
    pass_to(g, 0, "declare_attackers")
    # one defending player: attacking her is "attack:<creature>" (-999 here)
    assert attacked(g, ogre) == {-999, bianca_kaito}
    g.submit(f"attack:{ogre}")
    assert g.state.combat is not None and g.state.combat.attackers[ogre] == -2


def test_803_1b_attack_right_only_the_opponent_to_the_right() -> None:
    """803.1b: with attacking to the right, Alex's creature may attack only Dana, seated
    immediately to his right (the last in turn order before him)."""
    g = board(battlefields=(["Ogro gris"], [], [], []), attack="right")
    ogre = one(g, "Grey Ogre")
    pass_to(g, 0, "declare_attackers")
    # one defending player: the option names no player (506.2a, 803.1b)
    assert g.pending.ids().count(f"attack:{ogre}") == 1
    assert attacked(g, ogre) == {-999}
    declare(g, f"attack:{ogre}")
    combat = g.state.combat
    assert combat is not None and combat.attackers[ogre] == -4  # Dana, seat 3


def test_803_1a_the_nearest_opponent_still_in_the_game_once_the_left_one_left() -> None:
    """803.1a with 800.4: once Bianca, to Alex's left, has left the game, the opponent
    seated immediately to Alex's left is Carissa — the seats close up."""
    g = board(battlefields=(["Ogro gris"], [], [], []), attack="left")
    ogre = one(g, "Grey Ogre")
    g.concede(1)
    pass_to(g, 0, "declare_attackers")
    assert g.pending.ids().count(f"attack:{ogre}") == 1
    declare(g, f"attack:{ogre}")
    assert g.state.combat is not None and g.state.combat.attackers[ogre] == -3


def test_803_1a_only_the_left_opponent_is_a_defending_player_and_blocks() -> None:
    """803.1a, 506.2a: with attacking to the left, the one opponent Alex may attack is the
    defending player; only Bianca is asked to declare blockers."""
    g = board(
        battlefields=(["Ogro gris"], ["Ogro gris"], ["Ogro gris"], ["Ogro gris"]),
        attack="left",
    )
    ogre = next(o for o in g.state.zones["battlefield"] if g.state.objects[o].controller == 0)
    pass_to(g, 0, "declare_attackers")
    declare(g, f"attack:{ogre}")
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.player == 1


def test_806_2b_attacking_several_players_is_the_default() -> None:
    """806.2b, 802.2: without an option, every opponent may be attacked (the default of a
    free-for-all game), and the game's options say so."""
    g = board(battlefields=(["Ogro gris"], [], [], []))
    assert options(g.state).attack is AttackDirection.MULTIPLE
    ogre = one(g, "Grey Ogre")
    pass_to(g, 0, "declare_attackers")
    assert attacked(g, ogre) == {-2, -3, -4}


def test_806_2b_the_option_is_one_of_left_right_or_multiple() -> None:
    """806.2b: exactly one of the three options; anything else is refused, in Spanish and
    English, before a game is made."""
    with pytest.raises(IllegalAction) as refused:
        Game.new(decks=[LIB * 5] * 4, seed=1, attack="up")
    assert "left" in refused.value.en and "izquierda" not in refused.value.en


def test_806_2b_the_attack_option_is_saved_and_replayed_with_the_game() -> None:
    """806.2: the option chosen before the game is kept with it: a saved game reloads
    (replayed from its answers) with the same option, and a two-player game saves no
    options at all (its saved bytes are those of a game without them)."""
    g = Game.new(decks=[LIB * 5] * 4, seed=3, attack="right")
    text = g.to_json()
    assert '"options":{"attack":"right"}' in text
    back = Game.from_json(text)
    assert options(back.state).attack is AttackDirection.RIGHT
    assert back.to_json() == text
    two = Game.new(decks=[LIB * 5] * 2, seed=3, attack="right")
    assert not two.to_json().startswith('{"format":"grimorio-game/3","options"')
    assert two.to_json() == Game.new(decks=[LIB * 5] * 2, seed=3).to_json()
