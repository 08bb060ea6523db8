"""A player leaving a game of more than two players (I-800.1, I-800.3a): the game goes on,
what the player owns leaves with them, the effects that gave them control end, and what
they still control is exiled — the two examples of I-800.3a (rows 26 and 27 of
``docs/inferno-examples.md``). Players lose here as the rules make them: taking from an
empty deck (I-104.3b, I-705.5a)."""

from __future__ import annotations

from inferno_support import RESOURCE, in_play

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from grimorio.text.rules import rule_in

DECK = ["Humano errante"] * 8


def _controller(game: Game, oid: int) -> int:
    return chars(game, game.state.objects[oid]).controller


def _pass_until_gone(game: Game, player: int) -> None:
    """Pass until ``player`` has lost and left (I-705.5a, I-800.3a), the game going on."""
    state = game.state
    while not state.player(player).lost:
        assert game.pending is not None and not state.over
        game.submit("pass" if game.pending.kind == "priority" else game.pending.options[0].id)
    while game.pending is None or game.pending.kind != "priority":
        game.submit(game.pending.options[0].id if game.pending else "pass")
    assert not state.over  # I-800.3: the game goes on without them
    assert not any(o.owner == player for o in state.objects.values())


def _siren_game(empty: int) -> tuple[Game, int, int]:
    """Alejandro (0) plays *Sirena de voz dulce* and takes Belén's (1) *Carnada kirch*;
    Carla (2) plays on. The deck of player ``empty`` is empty."""
    game = build(
        game="inferno",
        players=("Alejandro", "Belén", "Carla"),
        hands=(["Sirena de voz dulce"], [], []),
        battlefields=([RESOURCE] * 5, ["Carnada kirch"], []),
        libraries=tuple([] if p == empty else DECK for p in range(3)),
    )
    bait = in_play(game, "Carnada kirch")
    game.submit(f"cast:{game.state.zones[zkey(Zone.HAND, 0)][0]}")
    while game.state.zones["stack"] or game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        game.submit(f"target:{bait}" if f"target:{bait}" in ids else ids[0])
    siren = in_play(game, "Sirena de voz dulce")
    assert _controller(game, bait) == 0
    return game, siren, bait


def test_row_26_i_800_3a_the_controller_of_the_siren_leaves() -> None:
    """I-800.3a (first example): Alejandro leaves the game: his *Sirena de voz dulce* leaves
    with him, so the effect it made ends and *Carnada kirch* returns to Belén."""
    game, siren, bait = _siren_game(empty=0)
    _pass_until_gone(game, 0)
    assert siren not in game.state.objects
    assert _controller(game, bait) == 1
    assert "I-800.3a" in [rule_in(e.rule, "inferno") for e in game.state.log]


def test_row_26_i_800_3a_the_owner_of_the_taken_ally_leaves() -> None:
    """I-800.3a (first example): Belén leaves the game: her *Carnada kirch* leaves it though
    Alejandro controls it, and nothing happens to *Sirena de voz dulce*."""
    game, siren, bait = _siren_game(empty=1)
    _pass_until_gone(game, 1)
    assert bait not in game.state.objects
    assert game.state.objects[siren].zone == BATTLEFIELD_KEY and _controller(game, siren) == 0


def _weapon_game(empty: int) -> tuple[Game, int, int]:
    """Analía's (0) *Hacha de guerra* is attached to Bruno's (1) *Humano errante*; Carla (2)
    plays on. The deck of player ``empty`` is empty."""
    game = build(
        game="inferno",
        players=("Analía", "Bruno", "Carla"),
        battlefields=(
            [{"name": "Hacha de guerra", "attached_to": "Humano errante"}],
            ["Humano errante"],
            [],
        ),
        libraries=tuple([] if p == empty else DECK for p in range(3)),
    )
    axe, human = in_play(game, "Hacha de guerra"), in_play(game, "Humano errante")
    assert game.state.objects[axe].attached_to == human
    return game, axe, human


def test_row_27_i_800_3a_the_weapons_controller_leaves() -> None:
    """I-800.3a (second example): Analía leaves: her weapon leaves with her, and nothing
    happens to Bruno's ally (its power back to its own, I-208.1)."""
    game, axe, human = _weapon_game(empty=0)
    assert chars(game, game.state.objects[human]).power == 4  # 2, and the axe's +2
    _pass_until_gone(game, 0)
    assert axe not in game.state.objects
    assert game.state.objects[human].zone == BATTLEFIELD_KEY
    assert chars(game, game.state.objects[human]).power == 2


def test_row_27_i_800_3a_the_equipped_allys_controller_leaves() -> None:
    """I-800.3a (second example): Bruno leaves: his ally leaves with him, and Analía's weapon
    is unattached and stays in play (I-705.5i)."""
    game, axe, human = _weapon_game(empty=1)
    _pass_until_gone(game, 1)
    assert human not in game.state.objects
    weapon = game.state.objects[axe]
    assert weapon.zone == BATTLEFIELD_KEY and weapon.attached_to is None
    assert _controller(game, axe) == 0
