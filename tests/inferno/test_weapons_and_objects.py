"""Inferno's weapons (I-302, I-208, I-604.3b–c, I-701.3, I-705.5i–j) and objects (I-304.3)."""

from __future__ import annotations

from inferno_support import RESOURCE

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.board import build

LIBRARY = ["Humano errante"] * 5


def _board(**kwargs: object) -> Game:
    kwargs.setdefault("libraries", (LIBRARY, LIBRARY))
    return build(game="inferno", **kwargs)  # type: ignore[arg-type]


def _id(game: Game, card: str, zone: str = BATTLEFIELD_KEY) -> int:
    state = game.state
    return next(o for o in state.zones[zone] if state.objects[o].card == f"inferno:{card}")


def _strength(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = chars(game, game.state.objects[oid])
    return c.power, c.toughness


def _answer(game: Game, wanted: str) -> None:
    """Answer decisions with ``wanted`` where offered (else the first option) until the
    stack is empty and the active player has priority."""
    for _ in range(40):
        d = game.pending
        assert d is not None
        ids = [o.id for o in d.options]
        if d.kind == DecisionKind.PRIORITY and not game.state.zones["stack"]:
            return
        game.submit(next((i for i in ids if i == wanted), "pass" if "pass" in ids else ids[0]))


def test_a_weapon_played_may_be_attached_and_adds_its_modifiers() -> None:
    """I-302.4: "when this weapon comes into play, you may attach it to target ally";
    I-208.1, I-604.3b: the ally's strength is its printed one plus the modifiers."""
    game = _board(
        hands=(["Hacha de guerra"], []),
        battlefields=(["Kirch de las trincheras", RESOURCE, RESOURCE], []),
    )
    kirch = _id(game, "Kirch de las trincheras")
    axe_card = _id(game, "Hacha de guerra", "hand/0")
    game.submit(f"cast:{axe_card}")
    _answer(game, f"target:{kirch}")  # the trigger's target; "yes" to the may
    axe = _id(game, "Hacha de guerra")
    assert game.state.objects[axe].attached_to == kirch
    assert _strength(game, kirch) == (4, 2)
    assert _strength(game, axe) == (None, None)  # I-207.4: a weapon has no strength


def test_a_weapon_moves_by_its_cost_only_when_it_could_be_played() -> None:
    """I-302.5: "[its cost]: attach it to target ally", only when the weapon could be
    played (the main phase, an empty chain, no combat: I-302.1); it may equip anyone's ally
    (I-302.3b); I-701.3: its modifiers follow it."""
    game = _board(
        battlefields=(
            [
                "Kirch de las trincheras",
                {"name": "Hacha de guerra", "como": "hacha"},
                RESOURCE,
                RESOURCE,
            ],
            ["Marioneta risueña"],
        ),
    )
    axe = _id(game, "Hacha de guerra")
    puppet = _id(game, "Marioneta risueña")
    assert f"activate:{axe}:2" in [o.id for o in game.pending.options]
    game.submit(f"activate:{axe}:2")
    _answer(game, f"target:{puppet}")
    assert game.state.objects[axe].attached_to == puppet
    assert _strength(game, puppet) == (3, 2)
    game.submit("pass")  # the main phase ends: no attaching in the end step
    while game.state.step != "fin":
        game.submit("pass")
    assert not any(o.id.startswith(f"activate:{axe}") for o in game.pending.options)


def test_a_weapon_whose_ally_leaves_stays_in_play_unattached() -> None:
    """I-302.3e, I-705.5i, I-701.3d: the ally leaves; the weapon is unattached and stays."""
    game = _board(battlefields=(["Kirch de las trincheras", "Escudo de huesos"], []))
    kirch = _id(game, "Kirch de las trincheras")
    shield = _id(game, "Escudo de huesos")
    game.state.objects[shield].attached_to = kirch
    game.state.version += 1
    assert _strength(game, kirch) == (2, 4)
    game.emit(ZoneChange(kirch, Zone.GRAVEYARD, "I-701.6", "destroy"))
    game.submit("pass")  # state-based actions before the next priority
    assert game.state.objects[shield].zone == BATTLEFIELD_KEY
    assert game.state.objects[shield].attached_to is None


def test_modifiers_add_to_a_strength_an_ability_defines() -> None:
    """I-604.3c: on *Primogénito del bosque* (strength = its controller's resources) the
    weapon's modifiers add to what its ability defines."""
    game = _board(
        battlefields=(["Primogénito del bosque", "Hacha de guerra", RESOURCE, RESOURCE], []),
    )
    first = _id(game, "Primogénito del bosque")
    axe = _id(game, "Hacha de guerra")
    assert _strength(game, first) == (2, 2)
    game.state.objects[axe].attached_to = first
    game.state.version += 1
    assert _strength(game, first) == (4, 2)


def test_an_object_taps_the_turn_it_comes_into_play_an_ally_does_not() -> None:
    """I-304.3: an object's abilities with a tap cost may be activated even the turn it
    came into play; I-301.6: an ally's may not."""
    game = _board(
        battlefields=(
            [{"name": "Amuleto de cobre", "sick": True}],
            [],
        ),
        hands=(["Esbirro incendiario"], []),
    )
    assert any(o.id.startswith("cast:") for o in game.pending.options)  # the amulet pays
    game.submit(game.pending.options[0].id)
    _answer(game, "")
    assert any(
        game.state.objects[o].card == "inferno:Esbirro incendiario"
        for o in game.state.zones[BATTLEFIELD_KEY]
    )
    game = _board(
        battlefields=([{"name": "Druida de prueba", "sick": True}], []),
        hands=(["Esbirro incendiario"], []),
    )
    assert not any(o.id.startswith("cast:") for o in game.pending.options)
