"""What triggers as an ally attacks (I-508.3) and at the end of combat (I-510.1): the example
of I-508.3a (row 13 of ``docs/inferno-examples.md``)."""

from __future__ import annotations

from inferno_support import RESOURCE, demon_of, in_play

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build

LIBRARY = ["Humano errante"] * 5


def _attack(game: Game, attacker: int) -> None:
    """Propose ``attacker`` against the enemy demon and pass until it has attacked (I-508.1–2),
    the active player holding the attack's priority (I-508.4)."""
    game.submit("combat")
    game.submit(f"attacker:{attacker}")
    game.submit(f"defender:{demon_of(game, 1)}")
    while not game.state.objects[attacker].tapped:
        game.submit("pass")


def _finish(game: Game) -> None:
    while game.state.combat is not None or game.state.zones["stack"]:
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.submit("pass")
        else:
            game.submit(game.pending.options[0].id)


def test_i_508_3a_a_kirch_that_attacks_is_destroyed_at_end_of_combat() -> None:
    """I-508.3, I-510.1: "Siempre que un Kirch ataque, destrúyelo al final del combate": the
    Kirch deals its combat damage, then is destroyed when the end of combat begins."""
    game = build(
        game="inferno",
        battlefields=(["Kirch de las trincheras", "Vigía de los Kirch de prueba"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    kirch = in_play(game, "Kirch de las trincheras")
    _attack(game, kirch)
    _finish(game)
    assert kirch not in game.state.objects
    rules = [e.rule for e in game.state.log]
    assert rules.index("I-509.2") < rules.index("I-510.1") < rules.index("701.8a")  # I-701.6a


def test_row_13_i_508_3a_made_a_kirch_after_it_attacked_doesn_t_trigger() -> None:
    """I-508.3a (its example): a Cyborg ally tapped to attack and only then made a Kirch does
    not trigger "siempre que un Kirch ataque": it survives the end of combat."""
    game = build(
        game="inferno",
        hands=(["Injerto kirch de prueba"], []),
        battlefields=(["Cyborg errante de prueba", RESOURCE, "Vigía de los Kirch de prueba"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    state = game.state
    cyborg = in_play(game, "Cyborg errante de prueba")
    _attack(game, cyborg)
    assert not state.zones["stack"]  # nothing triggered as it attacked
    game.submit(f"cast:{state.zones['hand/0'][0]}")
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(f"target:{cyborg}")
    while state.zones["stack"]:
        game.submit("pass")
    assert "Kirch" in chars(game, state.objects[cyborg]).subtypes
    _finish(game)
    assert cyborg in state.objects and state.objects[cyborg].zone == BATTLEFIELD_KEY
    assert "I-510.1" in [e.rule for e in state.log]
