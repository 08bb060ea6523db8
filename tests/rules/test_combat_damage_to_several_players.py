"""The engine fix a ruling of the release notes asked for (issue 23): "whenever one or more
creatures you control deal combat damage to a player" triggers once for each player dealt
combat damage at the same time — the ruling of *Piscina sin fondo // Vestuario* (CR
603.2c) — and still once for a player dealt damage by several creatures at once."""

from __future__ import annotations

from grimorio.scenario.board import build
from support import ids, one

ROOM = "Bottomless Pool // Locker Room"  # Piscina sin fondo // Vestuario
THREE = ("Norte", "Sur", "Este")


def _combat(targets: tuple[int, ...]) -> list[int]:
    """Norte, with the Vestuario unlocked and three Test Bears, attacks the seats
    ``targets`` (one per Bear) in a game of three; the number of Vestuario triggers put on
    the stack after combat damage, and Norte's hand once they resolve."""
    room = {"name": "Piscina sin fondo // Vestuario", "unlocked": ["Vestuario"]}
    g = build(
        players=THREE,
        battlefields=([room, "Test Bear", "Test Bear", "Test Bear"], [], []),
        libraries=(["Isla"] * 5, [], []),
        step="begin_combat",
    )
    for _ in range(3):
        g.submit("pass")
    for bear, seat in zip(ids(g, "Test Bear"), targets, strict=True):
        g.submit(f"attack:{bear}:{-1 - seat}")
    while not g.state.zones["stack"]:
        g.submit("pass")
    assert one(g, ROOM)
    triggers = len(g.state.zones["stack"])  # nothing else can trigger on this board
    while g.state.zones["stack"]:
        g.submit("pass")
    return [triggers, len(g.state.zones["hand/0"])]


def test_locker_room_triggers_once_for_each_player_dealt_combat_damage_603_2c() -> None:
    """The ruling of Piscina sin fondo // Vestuario 1 (CR 603.2c): two Bears at Sur and one
    at Este deal combat damage at once — two triggers (one per player), two cards."""
    assert _combat((1, 1, 2)) == [2, 2]


def test_locker_room_one_player_dealt_damage_by_three_creatures_is_one_trigger_603_2c() -> None:
    """CR 603.2c: "one or more creatures" — three Bears dealing combat damage to Sur at
    once trigger it once."""
    assert _combat((1, 1, 1)) == [1, 1]
