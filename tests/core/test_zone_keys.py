"""Zones as a typed vocabulary (CR 400.1, 400.2): names, the keys of zone instances, and
the state's JSON, which keeps the plain strings it has always had."""

from __future__ import annotations

import json

import pytest

from grimorio import Game
from grimorio.core.serial import encode
from grimorio.dsl import OWNED, SHARED, ZONES, Filter, Zone, kind_of, zkey, zone_of
from grimorio.sample_decks import pairing


def test_members_are_their_names() -> None:
    assert Zone.GRAVEYARD == "graveyard" and f"{Zone.HAND}" == "hand"
    assert set(ZONES) == set(OWNED) | set(SHARED) and Zone.OUTSIDE not in ZONES
    assert json.dumps(encode(Filter(zone=Zone.STACK)))  # plain JSON
    assert Filter(zone=Zone.GRAVEYARD) == Filter(zone="graveyard")  # type: ignore[arg-type]


@pytest.mark.parametrize("zone", OWNED)
def test_owned_zones_are_keyed_by_player(zone: Zone) -> None:
    for player in (0, 1, 3):
        key = zkey(zone, player)
        assert key == f"{zone.value}/{player}" and type(key) is str
        assert zone_of(key) == (zone, player) and kind_of(key) is zone
    with pytest.raises(ValueError):
        zkey(zone)


@pytest.mark.parametrize("zone", SHARED)
def test_shared_zones_are_one_key(zone: Zone) -> None:
    assert zkey(zone) == zkey(zone, 1) == zone.value and type(zkey(zone)) is str
    assert zone_of(zkey(zone)) == (zone, None) and kind_of(zkey(zone)) is zone


def test_outside_is_not_a_zone() -> None:
    with pytest.raises(ValueError):
        zkey(Zone.OUTSIDE, 0)


def test_a_games_zones_are_the_keys_of_every_zone() -> None:
    game = Game.new(decks=pairing(9), seed=9)
    expected = {zkey(z, p) for z in ZONES for p in (0, 1)}
    assert set(game.state.zones) == expected
    for oid, obj in game.state.objects.items():
        assert oid in game.state.zones[obj.zone]
    data = game.to_json()
    assert '"hand/0"' in data and "Zone." not in data
    assert Game.from_json(data) == game
