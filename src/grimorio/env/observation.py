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

**Games of more players** (CR 800.1) are observed in a layout of a fixed number of seats
(:func:`layout`; :data:`MAX_SEATS`, six, unless asked otherwise), the same whatever the
number of players, so one model may play games of two to six: the player, then each
opponent from their left (the next in turn order, CR 101.4), then empty seats. Every
opponent's seat has its own fields (:data:`SEAT_FIELDS`: whether it is taken, whether that
player is active, has priority, decides, then the :data:`PLAYER_FIELDS`; ``lost`` once they
have left, 800.4a) and its own battlefield and graveyard slots; each card slot also says
whose it is, by relative seat (:data:`SEATED_CARD_FIELDS`), and whom an attacking creature
attacks (802.3). Nothing of another player's hand is in it but its size (402.3). The
two-seat layout of a game of two is the one above, unchanged (version 1): this one is
version 2.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from grimorio.cards.registry import REAL, TOKENS
from grimorio.core.decisions import Decision, IllegalAction
from grimorio.dsl.zones import BATTLEFIELD_KEY, EXILE_KEY, STACK_KEY, Zone, zkey
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS, Game
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MANA_ORDER, STEPS
from grimorio.rules.view import sees_card

VERSION = 1  # the layout of two seats
SEATED_VERSION = 2  # the layout of more seats (games of more than two, CR 800.1)
MAX_SEATS = MAX_PLAYERS  # the seats a layout for games of more than two has by default

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

# The layout of more seats: each opponent's seat (``opponent<k>_``, k from 1, from the
# player's left) is taken or empty, and its player active, with priority, deciding.
SEAT_FIELDS: tuple[str, ...] = ("present", "active", "priority", "deciding", *PLAYER_FIELDS)
# whose a card is, by seat from the player (0 the player, k their k-th opponent from the
# left); whom it attacks: the defending player's seat + 1 (0: not attacking), and the slot
# of the planeswalker it attacks + 1 (0: a player, or none) (CR 802.2a, 802.3)
SEATED_CARD_FIELDS: tuple[str, ...] = (
    *CARD_FIELDS,
    "controller_seat",
    "owner_seat",
    "attacked_seat",
    "attacked_slot",
)


@dataclass(frozen=True)
class Layout:
    """Where each number of an observation is, for ``seats`` seats (:func:`layout`)."""

    seats: int
    version: int
    zones: tuple[tuple[str, int], ...]
    global_fields: tuple[str, ...]
    card_fields: tuple[str, ...]

    @property
    def card_slots(self) -> int:
        return sum(n for _, n in self.zones)

    @property
    def size(self) -> int:
        return len(self.global_fields) + self.card_slots * len(self.card_fields)


@cache
def layout(seats: int = 2) -> Layout:
    """The layout of ``seats`` seats (2 to :data:`MAX_SEATS`): for two, the layout of
    version 1 (:data:`ZONES`, :data:`GLOBAL_FIELDS`, :data:`CARD_FIELDS`, :data:`SIZE`);
    for more, version 2, with a seat of its own for each opponent."""
    if type(seats) is not int or not MIN_PLAYERS <= seats <= MAX_SEATS:
        raise IllegalAction(
            f"una observación tiene de {MIN_PLAYERS} a {MAX_SEATS} asientos, no {seats!r:.20}",
            f"an observation has from {MIN_PLAYERS} to {MAX_SEATS} seats, not {seats!r:.20}",
        )
    if seats == 2:
        return Layout(2, VERSION, ZONES, GLOBAL_FIELDS, CARD_FIELDS)
    others = range(1, seats)
    zones = (
        ("hand", 10),
        ("battlefield_mine", 20),
        *((f"battlefield_{k}", 20) for k in others),
        ("stack", 6),
        ("graveyard_mine", 10),
        *((f"graveyard_{k}", 10) for k in others),
        ("exile", 8),
    )
    fields = (
        "turn",
        "active",
        "priority",
        *(f"step_{s}" for s in STEPS),
        *(f"me_{f}" for f in PLAYER_FIELDS),
        *(f"opponent{k}_{f}" for k in others for f in SEAT_FIELDS),
        "exile",
        "decision_mine",
        *(f"decision_{k}" for k in KINDS),
        "options",
    )
    return Layout(seats, SEATED_VERSION, zones, fields, SEATED_CARD_FIELDS)


def seats_for(game: Game, seats: int | None = None) -> int:
    """The seats of the layout a game is observed in: ``seats`` if given (at least its
    players), else two for a game of two and :data:`MAX_SEATS` for a game of more."""
    players = len(game.state.players)
    if seats is None:
        return 2 if players == 2 else MAX_SEATS
    layout(seats)  # a number of seats a layout has
    if seats < players:
        raise IllegalAction(
            f"una partida de {players} jugadores no cabe en {seats} asientos",
            f"a game of {players} players doesn't fit in {seats} seats",
        )
    return seats


def seating(game: Game, player: int, seats: int) -> list[int | None]:
    """The player at each seat of ``player``'s observation: they, then their opponents from
    their left in turn order (CR 101.4), then None for the empty seats."""
    n = len(game.state.players)
    return [(player + k) % n if k < n else None for k in range(seats)]


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
def schema_hash(seats: int = 2) -> str:
    """What the observation's layout of ``seats`` seats is, as a short hash: it changes
    whenever a field, a capacity or the card index changes."""
    if seats == 2:
        text = repr((VERSION, ZONES, CARD_FIELDS, GLOBAL_FIELDS, card_keys()))
    else:
        lay = layout(seats)
        text = repr((lay.version, seats, lay.zones, lay.card_fields, lay.global_fields))
        text += repr(card_keys())
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def slot_objects(game: Game, player: int, seats: int | None = None) -> list[int | None]:
    """The object in each card slot of ``player``'s observation (None: an empty slot), in
    the layout of ``seats`` seats (:func:`seats_for`)."""
    state = game.state
    lay = layout(seats_for(game, seats))
    battlefield = state.zones[BATTLEFIELD_KEY]
    zones: dict[str, Sequence[int]] = {
        "hand": state.zones[zkey(Zone.HAND, player)],
        "battlefield_mine": [o for o in battlefield if state.objects[o].controller == player],
        "stack": state.zones[STACK_KEY],
        "graveyard_mine": state.zones[zkey(Zone.GRAVEYARD, player)],
        "exile": state.zones[EXILE_KEY],
    }
    if lay.seats == 2:
        zones["battlefield_theirs"] = [
            o for o in battlefield if state.objects[o].controller != player
        ]
        zones["graveyard_theirs"] = state.zones[zkey(Zone.GRAVEYARD, 1 - player)]
    else:
        for k, q in enumerate(seating(game, player, lay.seats)[1:], 1):
            mine = q is not None
            zones[f"battlefield_{k}"] = (
                [o for o in battlefield if state.objects[o].controller == q] if mine else []
            )
            zones[f"graveyard_{k}"] = state.zones[zkey(Zone.GRAVEYARD, q)] if mine else []
    out: list[int | None] = []
    for name, capacity in lay.zones:
        ids = list(zones[name])
        if name.startswith(("graveyard", "exile")):
            ids = ids[-capacity:]  # the most recent
        ids = ids[:capacity]
        out += ids + [None] * (capacity - len(ids))
    return out


def observe(game: Game, player: int, seats: int | None = None) -> np.ndarray:
    """``player``'s observation now, in the layout of ``seats`` seats (:func:`seats_for`:
    by default :data:`SIZE` numbers in a game of two)."""
    lay = layout(seats_for(game, seats))
    vector = np.zeros(lay.size, dtype=np.float32)
    head = len(lay.global_fields)
    seated = lay.seats > 2
    order = seating(game, player, lay.seats)
    vector[:head] = _seated_globals(game, order) if seated else _globals(game, player)
    slots = slot_objects(game, player, lay.seats)
    where = {oid: n for n, oid in enumerate(slots) if oid is not None}
    cards = vector[head:].reshape(lay.card_slots, len(lay.card_fields))
    objects = game.state.objects
    for n, oid in enumerate(slots):
        if oid is not None:
            values = _card(game, objects[oid], player, where)
            if seated:
                values += _seats_of(game, objects[oid], order, where)
            cards[n] = values
    np.clip(vector, -BOUND, BOUND, out=vector)
    return vector


def _player_values(game: Game, p: int) -> list[float]:
    """:data:`PLAYER_FIELDS` of player ``p``: what everyone may see of them."""
    state = game.state
    mp = state.player(p)
    return [
        mp.life,
        mp.poison,
        len(state.zones[zkey(Zone.LIBRARY, p)]),
        len(state.zones[zkey(Zone.HAND, p)]),  # how many, never which (CR 402.3)
        len(state.zones[zkey(Zone.GRAVEYARD, p)]),
        mp.lands_played,
        *mp.pool,
        len(mp.restricted),
        mp.lost,
    ]


def _decision_values(game: Game, player: int) -> list[float]:
    state = game.state
    decision: Decision | None = state.pending
    mine = decision is not None and decision.player == player
    values: list[float] = [mine]
    values += [decision is not None and decision.kind == k for k in KINDS]
    values.append(len(decision.options) if decision is not None and mine else 0)
    return values


def _seated_globals(game: Game, order: list[int | None]) -> list[float]:
    """The globals of the layout of more seats: the player's, then each seat's
    (:data:`SEAT_FIELDS`, zeros for an empty one), then exile and the decision."""
    state = game.state
    player = order[0]
    assert player is not None
    values: list[float] = [state.turn, state.active == player, state.priority == player]
    values += [state.step == s for s in STEPS]
    values += _player_values(game, player)
    deciding = state.pending.player if state.pending is not None else None
    for q in order[1:]:
        if q is None:
            values += [0.0] * len(SEAT_FIELDS)
            continue
        values += [1, state.active == q, state.priority == q, deciding == q]
        values += _player_values(game, q)
    values.append(len(state.zones[EXILE_KEY]))
    return values + _decision_values(game, player)


def _seats_of(
    game: Game, obj: MagicObject, order: list[int | None], where: dict[int, int]
) -> list[float]:
    """The fields of a card slot the layout of more seats adds: whose it is, by seat from
    the player, and whom it attacks (CR 802.2a, 802.3)."""
    state = game.state
    seat = {q: k for k, q in enumerate(order) if q is not None}
    combat = state.combat
    attacked = combat.attackers.get(obj.id) if combat is not None else None
    defender = state.defender(attacked) if attacked is not None else -1
    return [
        seat.get(obj.controller, 0),
        seat.get(obj.owner, 0),
        seat[defender] + 1 if defender in seat else 0,
        where[attacked] + 1 if attacked is not None and attacked in where else 0,
    ]


def _globals(game: Game, player: int) -> list[float]:
    state = game.state
    values: list[float] = [state.turn, state.active == player, state.priority == player]
    values += [state.step == s for s in STEPS]
    for p in (player, 1 - player):
        values += _player_values(game, p)
    values.append(len(state.zones[EXILE_KEY]))
    return values + _decision_values(game, player)


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
