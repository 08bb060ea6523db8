"""Build a game in the middle of a turn from a description of the board.

Tests (and, later, scenario files) use this to set up a rules situation directly: each
player's library (top first), hand, battlefield, graveyard and exile, life totals, the turn,
the active player and the step. The game starts with the active player holding priority
in that step; the step's turn-based actions are taken as already done. Registered test-only
cards (:mod:`grimorio.testing`, a scenario's own cards) are allowed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimorio.cards import get, resolve
from grimorio.cards.registry import fold
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.game import Game
from grimorio.mtg.state.state import STEPS, Combat, MtgState
from grimorio.mtg.state.zones import create, init_zones
from grimorio.mtg.turn.priority import Priority

Card = str | dict[str, Any]
_PERMANENT_FIELDS = {
    "name",
    "tapped",
    "sick",
    "damage",
    "counters",
    "attached_to",
    "token",
    "face_down",
    "unlocked",
    "cast",
}


def _named(entry: Card) -> tuple[str, dict[str, Any]]:
    if isinstance(entry, str):
        return resolve(entry, allow_test=True, allow_tokens=True), {}
    if not isinstance(entry, dict) or "name" not in entry:
        raise ValueError(f"a card is a name or a mapping with 'name', not {entry!r}")
    unknown = set(entry) - _PERMANENT_FIELDS
    if unknown:
        raise ValueError(f"unknown fields {sorted(unknown)} for {entry['name']!r}")
    return resolve(entry["name"], allow_test=True, allow_tokens=True), entry


def _doors(key: str, unlocked: Any) -> int:
    """The unlock designations (CR 709.5c) of a Room given the names of its unlocked doors."""
    if not unlocked:
        return 0
    doors = get(key).doors
    names = [fold(str(n)) for n in (unlocked if isinstance(unlocked, list) else [unlocked])]
    bits = 0
    for n, door in enumerate(doors):
        if {fold(door.name_en), fold(door.name_es or door.name_en)} & set(names):
            bits |= 1 << n
    if not doors or bits.bit_count() != len(names):
        raise ValueError(f"{key!r} has no doors called {unlocked!r}")
    return bits


def build(
    *,
    hands: Sequence[Sequence[Card]] = ((), ()),
    battlefields: Sequence[Sequence[Card]] = ((), ()),
    libraries: Sequence[Sequence[Card]] = ((), ()),
    graveyards: Sequence[Sequence[Card]] = ((), ()),
    exiles: Sequence[Sequence[Card]] = ((), ()),
    life: Sequence[int] = (20, 20),
    active: int = 0,
    step: str = "main1",
    turn: int = 2,
    seed: int = 0,
    players: Sequence[str] = ("Norte", "Sur"),
    auto_pass: bool = False,
) -> Game:
    """A game at ``step`` of ``turn`` with ``active`` holding priority.

    Permanents may be given as mappings with ``tapped``, ``sick`` (summoning sickness,
    default false), ``damage``, ``counters``, ``token``, ``attached_to`` (the name of
    another permanent on the battlefield, or of a player for an Aura with enchant player),
    ``face_down`` (manifested, CR 701.40a),
    ``unlocked`` (the names of a Room's unlocked doors, 709.5c) and ``cast`` (how its spell
    was cast: "normal" or an alternative cost such as "impending"). Token names (Glimmer,
    Gremlin) make tokens. Libraries are listed top first.
    """
    if step not in STEPS:
        raise ValueError(f"unknown step {step!r}; one of {', '.join(STEPS)}")
    state = MtgState(tuple(players), seed)
    state.auto_pass = auto_pass
    init_zones(state)
    attachments: list[tuple[int, str]] = []
    for p in range(2):
        for entry in reversed(list(libraries[p])):  # the last in the list is the top
            key, _ = _named(entry)
            create(state, key, p, Zone.LIBRARY)
        for zone, lists in ((Zone.HAND, hands), (Zone.GRAVEYARD, graveyards), (Zone.EXILE, exiles)):
            for entry in lists[p]:
                key, _ = _named(entry)
                create(state, key, p, zone)
        for entry in battlefields[p]:
            key, extra = _named(entry)
            token = bool(extra.get("token")) or get(key).token
            obj = create(state, key, p, Zone.BATTLEFIELD, token=token)
            if "attached_to" in extra:
                host = str(extra["attached_to"])
                if host in players:  # an Aura with enchant player (CR 303.4b, 702.5d)
                    attachments.append((obj.id, f"player:{list(players).index(host)}"))
                else:
                    attachments.append((obj.id, resolve(host, allow_test=True, allow_tokens=True)))
            obj.tapped = bool(extra.get("tapped", False))
            obj.sick = bool(extra.get("sick", False))
            obj.damage = int(extra.get("damage", 0))
            obj.counters = {str(k): int(v) for k, v in extra.get("counters", {}).items()}
            obj.face_down = bool(extra.get("face_down", False))
            obj.doors = _doors(key, extra.get("unlocked", []))
            obj.cast_as = str(extra.get("cast", ""))
            obj.stamps = {k: obj.timestamp for k in obj.counters}  # CR 613.7c
        state.player(p).life = life[p]
    for obj_id, host_key in attachments:  # "attached_to": the name of a permanent
        if host_key.startswith("player:"):  # or of a player
            state.objects[obj_id].attached_to = -1 - int(host_key.split(":")[1])
            continue
        hosts = [
            o
            for o in state.zones[BATTLEFIELD_KEY]
            if state.objects[o].card == host_key and o != obj_id
        ]
        if not hosts:
            raise ValueError(f"nothing called {host_key!r} on the battlefield to attach to")
        state.objects[obj_id].attached_to = hosts[0]
    state.turn = turn
    state.active = active
    state.starting_player = active if turn % 2 == 1 else 1 - active
    state.priority = active
    state.step = step
    if step in (
        "begin_combat",
        "declare_attackers",
        "declare_blockers",
        "first_strike_damage",
        "combat_damage",
        "end_combat",
    ):
        state.combat = Combat()
    game = Game(state)
    game.push(Priority())
    game.advance()
    return game
