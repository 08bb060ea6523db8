"""The rules of thumb for proposing an Inferno combat (I-507.2–I-507.3,
``grimorio.agents.inferno_policy``): the fight each proposal makes (I-509.1)."""

from __future__ import annotations

from grimorio.agents.inferno_policy import fight_value
from grimorio.agents.policy import fast_choice
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.game import Game
from grimorio.scenario.board import build

DECK = ["Humano errante"] * 20


def _id(game: Game, card: str) -> int:
    state = game.state
    key = f"inferno:{card}"
    return next(o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].card == key)


def _propose(game: Game, attacker: int) -> str:
    """The defender the rules of thumb propose against ``attacker``."""
    game.submit("combat")
    game.submit(f"attacker:{attacker}")
    assert game.pending is not None and game.pending.kind == "propose_defender"
    return fast_choice(game, game.pending).id


def test_not_the_terrestrial_demon_that_would_destroy_the_attacker() -> None:
    """I-112.4, I-509.1: a terrestrial demon with power 4 destroys a 2/2 attacker; the
    1/2 ally it can destroy without dying is the better fight."""
    game = build(
        game="inferno",
        battlefields=(
            ["Kirch de las trincheras"],
            [{"name": "Vástago de la Ceniza", "terrenal": True}, "Marioneta risueña"],
        ),
        libraries=(DECK, DECK),
    )
    kirch, puppet = _id(game, "Kirch de las trincheras"), _id(game, "Marioneta risueña")
    demon = game.state.inferno_player(1).demon  # type: ignore[attr-defined]
    assert fight_value(game, kirch, demon) < 0 < fight_value(game, kirch, puppet)
    assert _propose(game, kirch) == f"defender:{puppet}"


def test_an_infernal_demon_is_a_free_fight() -> None:
    """I-112.4a: an infernal demon has no power: attacking it costs nothing and takes cards
    from its deck (I-118.3a), better than a fight the attacker loses."""
    game = build(
        game="inferno",
        battlefields=(["Marioneta risueña"], ["Bestia del Caos"]),
        libraries=(DECK, DECK),
    )
    puppet = _id(game, "Marioneta risueña")
    demon = game.state.inferno_player(1).demon  # type: ignore[attr-defined]
    assert (
        fight_value(game, puppet, demon)
        > 0
        > fight_value(game, puppet, _id(game, "Bestia del Caos"))
    )
    assert _propose(game, puppet) == f"defender:{demon}"
