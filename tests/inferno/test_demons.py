"""A demon's forms (I-112.4–I-112.8): infernal, with no power, until its flip condition
flips it (I-112.5); its infernal abilities once each turn (I-112.5a, I-112.6); terrestrial,
with its printed power and its deck's toughness (I-207.2), it may attack (I-112.8)."""

from __future__ import annotations

from inferno_support import RESOURCE, demon_of

from grimorio import Game
from grimorio.inferno.state import Demon
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build

LIBRARY = ["Humano errante"] * 8


def _game() -> Game:
    return build(
        game="inferno",
        battlefields=([RESOURCE] * 3, ["Marioneta risueña"]),
        libraries=(LIBRARY, LIBRARY),
    )


def _flip(game: Game) -> None:
    demon = demon_of(game, 0)
    game.submit(f"activate:{demon}:1")  # its abilities: the deck's toughness, then the flip
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(game.pending.options[0])
    while game.state.zones["stack"]:
        game.submit("pass")


def test_an_infernal_demon_has_no_power_and_may_not_attack() -> None:
    """I-112.4a–b: in its infernal form a demon's power is 0 and it can't be proposed as an
    attacker; I-112.8: it may be proposed as a defender."""
    game = _game()
    demon = game.state.objects[demon_of(game, 0)]
    assert isinstance(demon, Demon) and not demon.terrestrial
    assert chars(game, demon).power == 0
    assert "combat" not in [o.id for o in game.pending.options]


def test_the_flip_condition_turns_it_terrestrial() -> None:
    """I-112.5: the condition met and its ability resolved, the demon is terrestrial: its
    printed power (4), its deck's toughness (I-207.2), no condition left to flip it again;
    I-112.8: now it may attack."""
    game = _game()
    _flip(game)
    demon = game.state.objects[demon_of(game, 0)]
    assert isinstance(demon, Demon) and demon.terrestrial
    c = chars(game, demon)
    assert (c.power, c.toughness) == (4, 8)
    assert "terrenal" in c.keywords
    assert not any(o.id.startswith(f"activate:{demon.id}") for o in game.pending.options)
    assert "combat" in [o.id for o in game.pending.options]
    assert any(e.rule == "I-112.5" for e in game.state.log)
    game.submit("combat")
    assert f"attacker:{demon.id}" in [o.id for o in game.pending.options]


def test_an_infernal_ability_once_each_turn() -> None:
    """I-112.5a, I-112.6: once activated, the infernal ability is not offered again that
    turn, even while it waits on the chain."""
    game = _game()
    demon = demon_of(game, 0)
    game.submit(f"activate:{demon}:1")
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(game.pending.options[0])
    assert game.state.zones["stack"]
    assert not any(o.id.startswith(f"activate:{demon}") for o in game.pending.options)


def test_a_flipped_demon_is_saved_and_read_back() -> None:
    game = _game()
    _flip(game)
    back = Game.from_json(game.to_json(), verify=False)
    assert back == game
    demon = back.state.objects[demon_of(back, 0)]
    assert isinstance(demon, Demon) and demon.terrestrial
    assert chars(back, demon).power == 4
