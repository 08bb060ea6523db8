"""*Halo* (I-702.5), *indestructible* (I-702.12), *abismal* (I-702.13), *recobrar* (I-702.7)
and *estocada* (I-702.15), on an ally and on a weapon."""

from __future__ import annotations

from inferno_support import RESOURCE, board, in_play

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.inferno.state import InfernoState
from grimorio.rules.events.game import Damage


def _targets(game: Game, ritual: int) -> list[str]:
    """The targets offered for a ritual just played (its first target decision)."""
    game.submit(f"cast:{ritual}")
    while game.pending is not None and game.pending.kind != "target":
        game.submit(game.pending.options[0])
    assert game.pending is not None
    return [o.id for o in game.pending.options]


def test_halo_keeps_an_opponents_ritual_from_targeting_it() -> None:
    """I-702.5a: "esta carta no puede ser objetivo de cartas o habilidades en la cadena que
    controle un oponente" — its own controller's may."""
    game = board(
        hands=(["Ignición"], []),
        battlefields=([RESOURCE, RESOURCE], ["Guardiana del halo", "Marioneta risueña"]),
    )
    offered = _targets(game, game.state.zones["hand/0"][0])
    assert f"target:{in_play(game, 'Guardiana del halo')}" not in offered
    assert f"target:{in_play(game, 'Marioneta risueña')}" in offered
    game = board(
        hands=(["Ignición"], []), battlefields=([RESOURCE, RESOURCE, "Guardiana del halo"], [])
    )
    assert f"target:{in_play(game, 'Guardiana del halo')}" in _targets(
        game, game.state.zones["hand/0"][0]
    )


def test_an_indestructible_ally_takes_no_damage_and_no_counters() -> None:
    """I-702.12a: "no puede recibir daño ni se pueden colocar contadores de daño sobre él"."""
    game = board(battlefields=(["Kirch de las trincheras"], ["Gólem de obsidiana"]))
    golem = in_play(game, "Gólem de obsidiana")
    kirch = in_play(game, "Kirch de las trincheras")
    game.emit(Damage(kirch, "inferno:Kirch de las trincheras", 0, golem, 7))
    assert game.state.objects[golem].counters == {}
    assert not any(e.key == "damage" for e in game.state.log)


def test_abyssal_damage_exiles_the_cards_it_takes() -> None:
    """I-702.13a: the cards damage from an *abismal* source would put into an *Infierno* are
    exiled instead."""
    game = board(battlefields=(["Horror abismal"], []))
    state = game.state
    assert isinstance(state, InfernoState)
    horror = in_play(game, "Horror abismal")
    demon = state.inferno_player(1).demon
    game.emit(Damage(horror, "inferno:Horror abismal", 0, demon, 3))
    assert len(state.zones[zkey(Zone.LIBRARY, 1)]) == 5
    assert not state.zones[zkey(Zone.GRAVEYARD, 1)]
    assert len(state.zones["exile"]) == 3
    assert [e.rule for e in state.log if e.key == "zone.damage_exile"] == ["I-702.13a"] * 3


def test_recover_plays_a_ritual_from_the_infierno_and_exiles_it() -> None:
    """I-702.7a: "Recobrar [coste]": the ritual may be played from its owner's *Infierno*
    by paying that cost instead of its energy cost; played so, it is exiled as it leaves
    the chain."""
    game = board(
        graveyards=(["Eco de cenizas"], []),
        battlefields=([RESOURCE] * 3, []),
    )
    echo = game.state.zones["graveyard/0"][0]
    options = [o.id for o in game.pending.options]
    assert any(o.startswith(f"cast:{echo}") for o in options)
    game.submit(next(o for o in options if o.startswith(f"cast:{echo}")))
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(game.pending.options[0])
    while game.state.zones["stack"]:
        game.submit("pass")
    exiled = [game.state.objects[o].card for o in game.state.zones["exile"]]
    assert exiled == ["inferno:Eco de cenizas"]
    assert not game.state.zones["graveyard/0"]
    assert all(
        game.state.objects[o].tapped
        for o in game.state.zones[BATTLEFIELD_KEY]
        if game.state.objects[o].face_down
    )  # three energy paid


def test_estocada_triggers_on_combat_damage_to_a_demon() -> None:
    """I-702.15a: *Estocada* — "cada vez que esta carta haga daño de combate a un demonio";
    not for damage to an ally."""
    for defender, draws in (("demon", 1), ("ally", 0)):
        game = board(battlefields=(["Duelista de la estocada"], ["Barahai centinela"]))
        state = game.state
        assert isinstance(state, InfernoState)
        duelist = in_play(game, "Duelista de la estocada")
        target = (
            state.inferno_player(1).demon
            if defender == "demon"
            else in_play(game, "Barahai centinela")
        )
        hand = state.zones[zkey(Zone.HAND, 0)]
        game.submit("combat")
        game.submit(f"attacker:{duelist}")
        game.submit(f"defender:{target}")
        while state.combat is not None or state.zones["stack"] or state.triggered:
            game.submit("pass")
        assert len(hand) == draws, defender


def test_estocada_of_a_weapon_triggers_on_its_equipped_allys_damage() -> None:
    """I-702.15a: on a weapon, *estocada* reads "cada vez que la carta equipada haga daño de
    combate a un demonio": the *Estoque del duelista* makes its player take a card when the
    ally it equips deals combat damage to a demon — not when another ally does."""
    for attacker, draws in (("Humano errante", 1), ("Kirch de las trincheras", 0)):
        game = board(
            battlefields=(
                [
                    "Humano errante",
                    "Kirch de las trincheras",
                    {"name": "Estoque del duelista", "attached_to": "Humano errante"},
                ],
                [],
            )
        )
        state = game.state
        assert isinstance(state, InfernoState)
        hand = state.zones[zkey(Zone.HAND, 0)]
        game.submit("combat")
        game.submit(f"attacker:{in_play(game, attacker)}")
        game.submit(f"defender:{state.inferno_player(1).demon}")
        while state.combat is not None or state.zones["stack"] or state.triggered:
            game.submit("pass")
        assert len(hand) == draws, attacker
