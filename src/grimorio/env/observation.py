"""The numeric observation of one player (issue 21): what they may see, never the hidden
state (CR 400.2, 708.5), as one ``float32`` vector of fixed length.

The layout (``docs/research.md`` lists every field) is versioned by :data:`SCHEMA_HASH`, a
hash of the field names, the zones' capacities and the card index:

* **Globals**: the turn; whether the player is active and has priority; the step (one-hot
  over ``STEPS``); for the player, then the opponent: life, poison, cards in library, in
  hand and in graveyard, lands played this turn, the mana pool (``MANA_ORDER``) and the
  restricted mana, lost; the cards in exile; the pending decision — whose it is, its kind
  (one-hot over ``DecisionKind``) and how many options it has (those of the player only).
* **Card slots**, zone by zone (:data:`ZONES`: the player's hand, each battlefield, the
  stack, each graveyard — the most recent cards —, exile), each slot :data:`CARD_FIELDS`:
  present, the card's index (:func:`card_index`, 0 for a card the player may not
  identify: a face-down permanent of the opponent, a card exiled face down), whose it is,
  face down, tapped, summoning sick, power, toughness, damage, attacking, blocking, the
  slot of what it is attached to, counters, a Room's doors, token, card types, an ability
  on the stack, mana value. A face-down object shows only what everyone sees of it (its
  face-down characteristics, 708.2a).

Objects are placed in the order of their zone, so the observation doesn't depend on
object ids: two games that differ only in what the player can't see give equal
observations (tests/env/test_observation.py).
"""

from __future__ import annotations

import hashlib
from functools import cache

import numpy as np

from grimorio.cards.registry import REAL, TOKENS
from grimorio.core.decisions import Decision
from grimorio.dsl.zones import BATTLEFIELD_KEY, EXILE_KEY, STACK_KEY, Zone, zkey
from grimorio.game import Game
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MANA_ORDER, STEPS
from grimorio.rules.view import sees_card

VERSION = 1

# The zones observed, in order: (name, capacity). "mine"/"theirs" are the observer's and
# the opponent's; a graveyard shows its most recent cards.
ZONES: tuple[tuple[str, int], ...] = (
    ("hand", 10),
    ("battlefield_mine", 20),
    ("battlefield_theirs", 20),
    ("stack", 6),
    ("graveyard_mine", 10),
    ("graveyard_theirs", 10),
    ("exile", 8),
)
CARD_SLOTS = sum(n for _, n in ZONES)

TYPES = ("creature", "land", "artifact", "enchantment", "planeswalker", "instant", "sorcery")
CARD_FIELDS: tuple[str, ...] = (
    "present",
    "card",
    "mine",
    "face_down",
    "tapped",
    "sick",
    "power",
    "toughness",
    "damage",
    "attacking",
    "blocking",
    "attached_to",  # the slot of the host + 1 (0: none or unseen)
    "plus_counters",
    "minus_counters",
    "other_counters",
    "door_0",
    "door_1",
    "token",
    *(f"type_{t}" for t in TYPES),
    "ability",
    "mana_value",
)
PLAYER_FIELDS: tuple[str, ...] = (
    "life",
    "poison",
    "library",
    "hand",
    "graveyard",
    "lands_played",
    *(f"pool_{c}" for c in MANA_ORDER),
    "restricted_mana",
    "lost",
)
KINDS: tuple[str, ...] = tuple(k.value for k in DecisionKind)
GLOBAL_FIELDS: tuple[str, ...] = (
    "turn",
    "active",
    "priority",
    *(f"step_{s}" for s in STEPS),
    *(f"me_{f}" for f in PLAYER_FIELDS),
    *(f"opponent_{f}" for f in PLAYER_FIELDS),
    "exile",
    "decision_mine",
    *(f"decision_{k}" for k in KINDS),
    "options",
)
SIZE = len(GLOBAL_FIELDS) + CARD_SLOTS * len(CARD_FIELDS)
BOUND = 1e6  # every number lies within ±BOUND (the observation space's box)


@cache
def card_keys() -> tuple[str, ...]:
    """Every card and token of the package, in a fixed order (sorted keys): card ``k`` has
    index ``k + 1`` in observations, 0 meaning no card or one the player can't identify."""
    return tuple(sorted({*REAL.by_key, *TOKENS.by_key}))


@cache
def _indexes() -> dict[str, int]:
    return {key: n + 1 for n, key in enumerate(card_keys())}


def card_index(key: str) -> int:
    """The index of a card key in observations (0 for one the package doesn't know)."""
    return _indexes().get(key, 0)


@cache
def schema_hash() -> str:
    """What the observation's layout is, as a short hash: it changes whenever a field, a
    capacity or the card index changes."""
    text = repr((VERSION, ZONES, CARD_FIELDS, GLOBAL_FIELDS, card_keys()))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def slot_objects(game: Game, player: int) -> list[int | None]:
    """The object in each card slot of ``player``'s observation (None: an empty slot)."""
    state = game.state
    other = 1 - player
    zones = {
        "hand": state.zones[zkey(Zone.HAND, player)],
        "battlefield_mine": [
            o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].controller == player
        ],
        "battlefield_theirs": [
            o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].controller != player
        ],
        "stack": state.zones[STACK_KEY],
        "graveyard_mine": state.zones[zkey(Zone.GRAVEYARD, player)],
        "graveyard_theirs": state.zones[zkey(Zone.GRAVEYARD, other)],
        "exile": state.zones[EXILE_KEY],
    }
    out: list[int | None] = []
    for name, capacity in ZONES:
        ids = list(zones[name])
        if name.startswith(("graveyard", "exile")):
            ids = ids[-capacity:]  # the most recent
        ids = ids[:capacity]
        out += ids + [None] * (capacity - len(ids))
    return out


def observe(game: Game, player: int) -> np.ndarray:
    """``player``'s observation now (:data:`SIZE` numbers)."""
    vector = np.zeros(SIZE, dtype=np.float32)
    vector[: len(GLOBAL_FIELDS)] = _globals(game, player)
    slots = slot_objects(game, player)
    where = {oid: n for n, oid in enumerate(slots) if oid is not None}
    cards = vector[len(GLOBAL_FIELDS) :].reshape(CARD_SLOTS, len(CARD_FIELDS))
    objects = game.state.objects
    for n, oid in enumerate(slots):
        if oid is not None:
            cards[n] = _card(game, objects[oid], player, where)
    np.clip(vector, -BOUND, BOUND, out=vector)
    return vector


def _globals(game: Game, player: int) -> list[float]:
    state = game.state
    values: list[float] = [state.turn, state.active == player, state.priority == player]
    values += [state.step == s for s in STEPS]
    for p in (player, 1 - player):
        mp = state.player(p)
        values += [
            mp.life,
            mp.poison,
            len(state.zones[zkey(Zone.LIBRARY, p)]),
            len(state.zones[zkey(Zone.HAND, p)]),
            len(state.zones[zkey(Zone.GRAVEYARD, p)]),
            mp.lands_played,
            *mp.pool,
            len(mp.restricted),
            mp.lost,
        ]
    values.append(len(state.zones[EXILE_KEY]))
    decision: Decision | None = state.pending
    mine = decision is not None and decision.player == player
    values.append(mine)
    values += [decision is not None and decision.kind == k for k in KINDS]
    values.append(len(decision.options) if decision is not None and mine else 0)
    return values


def _card(game: Game, obj: MagicObject, player: int, where: dict[int, int]) -> list[float]:
    state = game.state
    c = chars(game, obj)
    combat = state.combat
    counters = obj.counters
    plus, minus = counters.get("+1/+1", 0), counters.get("-1/-1", 0)
    on_battlefield = obj.zone == BATTLEFIELD_KEY
    host = obj.attached_to
    seen = sees_card(game, obj, player)
    values: list[float] = [
        1,
        card_index(obj.card) if seen else 0,
        obj.controller == player,
        obj.face_down,
        on_battlefield and obj.tapped,
        on_battlefield and obj.sick,
        c.power or 0,
        c.toughness or 0,
        obj.damage if on_battlefield else 0,
        combat is not None and obj.id in combat.attackers,
        combat is not None and obj.id in combat.blockers,
        where[host] + 1 if host is not None and host in where else 0,
        plus,
        minus,
        sum(counters.values()) - plus - minus,
        seen and bool(obj.doors & 1),
        seen and bool(obj.doors & 2),
        obj.token,
        *(t in c.types for t in TYPES),
        obj.ability is not None or obj.trigger is not None,
        c.mana_value,
    ]
    return values
