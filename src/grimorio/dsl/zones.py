"""The zones of the game (CR 400.1) as a small typed vocabulary, and the keys of zone instances.

A zone is named by a :class:`Zone` member. Members are strings (``Zone.HAND == "hand"``), so
card files may still write ``"graveyard"`` and saved games keep their plain strings.

Libraries, hands and graveyards belong to a player (CR 400.2: each player has their own);
the battlefield, the stack, exile and the command zone are shared. One zone of one game is
named by a :data:`ZoneKey`: ``"hand/0"`` for player 0's hand, ``"battlefield"`` for the
battlefield — made by :func:`zkey` and read back by :func:`zone_of`. The keys are the very
strings of the state's JSON (``MtgState.zones``), so saved games are unchanged.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NewType


class Zone(StrEnum):
    """A zone (CR 400.1): library (401), hand (402), graveyard (404), battlefield (403),
    stack (405), exile (406), command (408).

    ``OUTSIDE`` is not a zone: in a :class:`~grimorio.dsl.selectors.Filter` it stands for
    the cards outside the battlefield and the stack (a hand, library, graveyard or exile)
    that a static ability reaches ("creature cards you own that aren't on the battlefield",
    CR 611.3, 604.1). Nothing is ever put there; :func:`zkey` refuses it. (Cards outside
    the game, CR 400.11, are not modelled.)
    """

    LIBRARY = "library"
    HAND = "hand"
    GRAVEYARD = "graveyard"
    BATTLEFIELD = "battlefield"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
    OUTSIDE = "outside"  # not a zone: see the class's docstring


# CR 400.2, 400.3: the zones each player has one of, and the shared ones
OWNED: tuple[Zone, ...] = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)
SHARED: tuple[Zone, ...] = (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND)
ZONES: tuple[Zone, ...] = OWNED + SHARED  # every zone of CR 400.1 (not OUTSIDE)

# One zone of a game: "hand/0" (a player's hand), "battlefield" (shared)
ZoneKey = NewType("ZoneKey", str)

_KEYS: dict[tuple[str, int | None], ZoneKey] = {}
_PARSED: dict[str, tuple[Zone, int | None]] = {}


def zkey(kind: Zone | str, player: int | None = None) -> ZoneKey:
    """The key of zone ``kind`` (a :class:`Zone`, or its value as a card file writes it) —
    ``player``'s own for a library, hand or graveyard (CR 400.2); the player is ignored for
    a shared zone."""
    found = _KEYS.get((kind, player))
    if found is not None:
        return found
    zone = Zone(kind)
    if zone in OWNED:
        if player is None:
            raise ValueError(f"the {zone} of which player?")
        key = ZoneKey(f"{zone.value}/{player}")
    elif zone is Zone.OUTSIDE:
        raise ValueError("'outside' is not a zone (CR 400.1)")
    else:
        key = ZoneKey(zone.value)
    _KEYS[(zone, player)] = key
    return key


# The keys of the zones the players share (CR 400.2), for the checks that run most often.
BATTLEFIELD_KEY = zkey(Zone.BATTLEFIELD)
STACK_KEY = zkey(Zone.STACK)
EXILE_KEY = zkey(Zone.EXILE)
COMMAND_KEY = zkey(Zone.COMMAND)


def zone_of(key: str) -> tuple[Zone, int | None]:
    """Which zone ``key`` is, and whose (None for a shared zone): the inverse of
    :func:`zkey` — ``zone_of("hand/0") == (Zone.HAND, 0)``."""
    found = _PARSED.get(key)
    if found is None:
        kind, _, player = key.partition("/")
        found = _PARSED[key] = (Zone(kind), int(player) if player else None)
    return found


def kind_of(key: str) -> Zone:
    """Which zone ``key`` is, whoever's it is: ``kind_of("hand/0") is Zone.HAND``."""
    found = _PARSED.get(key)
    return found[0] if found is not None else zone_of(key)[0]
