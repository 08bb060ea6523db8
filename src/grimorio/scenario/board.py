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

from grimorio.cards import get
from grimorio.cards.registry import fold
from grimorio.core.decisions import IllegalAction, shown
from grimorio.dsl.games import GameKind, Variant
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS, VARIANT_STATES, Game
from grimorio.inferno.start import put_demon
from grimorio.inferno.state import InfernoState
from grimorio.inferno.turn import STEPS as INFERNO_STEPS
from grimorio.mtg.variants.archenemy import ArchenemyState
from grimorio.mtg.variants.commander import CommanderState
from grimorio.rules.state.multiplayer_options import checked_options, set_options
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import STEPS, Combat
from grimorio.rules.state.zones import create, init_zones
from grimorio.rules.turn.priority import Priority
from grimorio.scenario.aliases import Aliases, check_alias
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.names import inferno_key_of, key_of

Card = str | dict[str, Any]
_ALIAS = ("como", "as")  # an alias for the object (grimorio.scenario.aliases)
_CARD_FIELDS = {"name", *_ALIAS}
_PERMANENT_FIELDS = {
    *_CARD_FIELDS,
    "tapped",
    "sick",
    "damage",
    "counters",
    "attached_to",
    "token",
    "face_down",
    "unlocked",
    "cast",
    "owner",
    "controller",
    "terrenal",  # an Inferno demon in its terrestrial form (I-112.4)
}


def _named(
    entry: Card, fields: set[str] = _CARD_FIELDS, inferno: bool = False
) -> tuple[str, dict[str, Any]]:
    """The key of the card ``entry`` names (an Inferno card's in an Inferno game) and the
    entry's fields."""
    if isinstance(entry, str):
        return (inferno_key_of(entry) if inferno else key_of(entry)), {}
    if not isinstance(entry, dict) or "name" not in entry:
        raise ScenarioError(
            f"una carta es un nombre o un mapa con 'name', no {shown(entry, 60)}",
            f"a card is a name or a mapping with 'name', not {shown(entry, 60)}",
        )
    unknown = sorted(map(str, set(entry) - fields))
    if unknown:
        name = shown(entry["name"], 60)
        raise ScenarioError(
            f"campos desconocidos {unknown} para {name}; usa {sorted(fields)}",
            f"unknown fields {unknown} for {name}; use {sorted(fields)}",
        )
    return (inferno_key_of(entry["name"]) if inferno else key_of(entry["name"])), entry


# I-103.1: the demon a player of an Inferno scenario has when none is listed
DEFAULT_DEMONS = ("Vástago de la Ceniza", "Señora de los Susurros")


def _demon(state: InfernoState, p: int) -> None:
    """I-103.1, I-112.2: player ``p``'s demon — the one listed on their battlefield (only
    one), or the demonstration set's put there."""
    mine = [
        o
        for o in state.zones[BATTLEFIELD_KEY]
        if state.objects[o].owner == p and "demonio" in get(state.objects[o].card).supertypes
    ]
    if len(mine) > 1:
        raise ScenarioError(
            f"el jugador {p} tiene {len(mine)} demonios: uno por jugador (I-103.1)",
            f"player {p} has {len(mine)} demons: one each (I-103.1)",
        )
    if not mine:
        mine = [put_demon(state, inferno_key_of(DEFAULT_DEMONS[p % 2]), p).id]
    state.inferno_player(p).demon = mine[0]


def _count(value: Any, what: str) -> int:
    """A number of damage or counters: a whole number from 0 to a million."""
    if type(value) is not int or not 0 <= value <= 10**6:
        raise ScenarioError(
            f"{what} es un número entero de 0 a 1000000, no {shown(value)}",
            f"{what} must be a whole number from 0 to 1000000, not {shown(value)}",
        )
    return value


def _seat(players: Sequence[str], who: Any, what: str) -> int:
    """A player named in a permanent's ``owner`` or ``controller`` (by name, or seat)."""
    if type(who) is int and 0 <= who < len(players):
        return who
    if isinstance(who, str) and who in players:
        return list(players).index(who)
    raise ScenarioError(
        f"{what}: jugador desconocido {shown(who)}; usa {list(players)}",
        f"{what}: unknown player {shown(who)}; use {list(players)}",
    )


def _seats(players: Sequence[str]) -> range:
    """The seats of a game of these players: two, or up to six (CR 800.1; I-800.1)."""
    if (
        isinstance(players, str)
        or not isinstance(players, Sequence)
        or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS
    ):
        raise ScenarioError(
            f"una partida tiene de {MIN_PLAYERS} a {MAX_PLAYERS} jugadores, "
            f"no {shown(players, 60)}",
            f"a game has from {MIN_PLAYERS} to {MAX_PLAYERS} players, not {shown(players, 60)}",
        )
    if len(set(players)) != len(players):
        raise ScenarioError(
            f"dos jugadores no pueden llamarse igual: {list(players)}",
            f"two players can't have the same name: {list(players)}",
        )
    return range(len(players))


def _at_most(what: str, lists: Sequence[Any], seats: int) -> None:
    """A sequence with an entry per seat, for no more seats than the game has."""
    if isinstance(lists, str) or not isinstance(lists, Sequence) or len(lists) > seats:
        raise ScenarioError(
            f"{what}: una entrada por jugador, como mucho {seats}, no {shown(lists, 60)}",
            f"{what}: one entry for each player, at most {seats}, not {shown(lists, 60)}",
        )


def _seat_index(seat: Any, seats: int, what: str) -> int:
    """A seat number of a game of ``seats`` players (the active player, priority)."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise ScenarioError(
            f"{what}: el asiento es un número de 0 a {seats - 1}, no {shown(seat)}",
            f"{what}: the seat is a number from 0 to {seats - 1}, not {shown(seat)}",
        )
    return seat


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
        raise ScenarioError(
            f"{key!r} no tiene puertas llamadas {shown(unlocked, 60)}",
            f"{key!r} has no doors called {shown(unlocked, 60)}",
        )
    return bits


def _variant(variant: object, inferno: bool) -> Variant:
    """The variant a board is built for (CR 903, 904.12), or ScenarioError."""
    if variant not in tuple(Variant) or (inferno and variant != Variant.PLAIN):
        raise ScenarioError(
            f"variante desconocida {shown(variant, 40)}; una de {', '.join(Variant)}"
            + (" (Inferno no tiene variantes)" if inferno else ""),
            f"unknown variant {shown(variant, 40)}; one of {', '.join(Variant)}"
            + (" (Inferno has no variants)" if inferno else ""),
        )
    return Variant(str(variant))


def build(
    *,
    hands: Sequence[Sequence[Card]] = ((), ()),
    battlefields: Sequence[Sequence[Card]] = ((), ()),
    libraries: Sequence[Sequence[Card]] = ((), ()),
    graveyards: Sequence[Sequence[Card]] = ((), ()),
    exiles: Sequence[Sequence[Card]] = ((), ()),
    life: Sequence[int] = (20, 20),
    active: int = 0,
    step: str | None = None,
    turn: int = 2,
    seed: int = 0,
    players: Sequence[str] = ("Norte", "Sur"),
    auto_pass: bool = False,
    aliases: Aliases | None = None,
    game: str = "magic",
    priority: int | None = None,
    variant: str = "plain",
    commanders: Sequence[Card | None] = (),
    command: Sequence[Sequence[Card]] = (),
    schemes: Sequence[Sequence[Card]] = (),
    range_of_influence: int | None = None,
    attack: str = "multiple",
) -> Game:
    """A game at ``step`` of ``turn`` (by default the first main phase) with ``active``
    holding priority — or ``priority``, another seat, the players between them in turn
    order having passed (CR 117.3d).

    ``players`` are the names of the seats in turn order: two, or up to six (CR 800.1, a
    multiplayer game); each sequence of zones (``hands``, ``battlefields``…) and ``life``
    has an entry for each of the first seats, at most one per player (the rest start
    empty, at the variant's starting life: 20, or 40 in Commander and Archenemy).

    ``variant="commander"`` (CR 903) names each seat's commander in ``commanders`` (a card
    name, or None for a seat without one) wherever the board puts it — in ``command``, the
    cards each player owns in the command zone, or on a battlefield, in a graveyard...
    ``variant="archenemy"`` (Supervillain Rumble, 904.12: every player an archenemy) takes
    each player's scheme deck in ``schemes``, face down in the command zone, the last one on
    top (904.4); a face-up scheme is listed in ``command``.

    A multiplayer board may be played with the options of CR 806.2: ``range_of_influence``
    every player's range in seats (801), ``attack`` "left", "right" or "multiple" (803).

    ``game="inferno"`` builds an Inferno game of Inferno cards: ``life`` is not read; each
    player's demon is the demon card listed on their battlefield, or the demonstration
    set's (I-103.1: every player has one); a card ``face_down`` in play is a resource
    (I-305); the steps are Inferno's (``restauracion`` … ``limpieza``, by default
    ``principal``).

    Permanents may be given as mappings with ``tapped``, ``sick`` (summoning sickness,
    default false), ``damage``, ``counters``, ``token``, ``attached_to`` (the name of
    another permanent on the battlefield, or of a player for an Aura with enchant player),
    ``face_down`` (manifested, CR 701.40a),
    ``unlocked`` (the names of a Room's unlocked doors, 709.5c) and ``cast`` (how its spell
    was cast: "normal" or an alternative cost such as "impending"). Token names (Glimmer,
    Gremlin) make tokens. Libraries are listed top first.

    A permanent listed under one player is controlled by them; ``owner`` names another
    owner (CR 108.3), or ``controller`` another controller (110.2) of one listed under its
    owner. Any card may have an alias, ``como`` (given into ``aliases``). Bad input is a
    :class:`ScenarioError` in Spanish and English.
    """
    inferno = game == GameKind.INFERNO
    steps = INFERNO_STEPS if inferno else STEPS
    step = step or steps[3]  # the (first) main phase
    if step not in steps:
        raise ScenarioError(
            f"paso desconocido {step!r}; uno de {', '.join(steps)}",
            f"unknown step {step!r}; one of {', '.join(steps)}",
        )
    seats = _seats(players)
    for what, lists in (
        ("hands", hands),
        ("battlefields", battlefields),
        ("libraries", libraries),
        ("graveyards", graveyards),
        ("exiles", exiles),
        ("life", life),
        ("commanders", commanders),
        ("command", command),
        ("schemes", schemes),
    ):
        _at_most(what, lists, len(seats))
    active = _seat_index(active, len(seats), "active")
    priority = active if priority is None else _seat_index(priority, len(seats), "priority")
    aliases = {} if aliases is None else aliases

    def alias(entry: dict[str, Any], obj_id: int) -> None:
        given = [entry[k] for k in _ALIAS if k in entry]
        if given:
            aliases[check_alias(given[0], aliases)] = obj_id

    how = _variant(variant, inferno)
    state = (InfernoState if inferno else VARIANT_STATES[how])(tuple(players), seed)
    state.auto_pass = auto_pass
    try:
        set_options(state, checked_options(range_of_influence, attack))  # CR 806.2
    except IllegalAction as exc:
        raise ScenarioError(exc.es, exc.en) from None
    init_zones(state)
    attachments: list[tuple[int, str]] = []

    def of(lists: Sequence[Sequence[Card]], p: int) -> Sequence[Card]:
        return lists[p] if p < len(lists) else ()

    for p in seats:
        for entry in reversed(list(of(libraries, p))):  # the last in the list is the top
            key, extra = _named(entry, inferno=inferno)
            alias(extra, create(state, key, p, Zone.LIBRARY).id)
        for zone, lists in ((Zone.HAND, hands), (Zone.GRAVEYARD, graveyards), (Zone.EXILE, exiles)):
            for entry in of(lists, p):
                key, extra = _named(entry, inferno=inferno)
                alias(extra, create(state, key, p, zone).id)
        for entry in of(battlefields, p):
            key, extra = _named(entry, _PERMANENT_FIELDS, inferno)
            if "owner" in extra and "controller" in extra:
                raise ScenarioError(
                    f"{extra['name']!r}: owner o controller, no ambos (la lista es del otro)",
                    f"{extra['name']!r}: owner or controller, not both (the list is the other)",
                )
            owner = _seat(players, extra["owner"], "owner") if "owner" in extra else p
            controller = (
                _seat(players, extra["controller"], "controller") if "controller" in extra else p
            )
            token = bool(extra.get("token")) or get(key).token
            if isinstance(state, InfernoState) and "demonio" in get(key).supertypes:
                demon = put_demon(state, key, owner)  # I-103.1
                demon.terrestrial = bool(extra.get("terrenal", False))  # I-112.4
                obj: MagicObject = demon
            else:
                obj = create(state, key, owner, Zone.BATTLEFIELD, token=token)
            obj.controller = obj.base_controller = controller  # CR 108.3, 110.2
            alias(extra, obj.id)
            if "attached_to" in extra:
                attachments.append((obj.id, str(extra["attached_to"])))
            obj.tapped = bool(extra.get("tapped", False))
            obj.sick = bool(extra.get("sick", False))
            obj.damage = _count(extra.get("damage", 0), "damage")
            counters = extra.get("counters", {}) or {}
            if not isinstance(counters, dict):
                raise ScenarioError(
                    f"counters es un mapa {{tipo: N}}, no {shown(counters, 60)}",
                    f"counters is a mapping {{kind: N}}, not {shown(counters, 60)}",
                )
            obj.counters = {str(k): _count(v, f"counters {k}") for k, v in counters.items()}
            obj.face_down = bool(extra.get("face_down", False))
            obj.doors = _doors(key, extra.get("unlocked", []))
            obj.cast_as = str(extra.get("cast", ""))
            obj.stamps = {k: obj.timestamp for k in obj.counters}  # CR 613.7c
        for entry in of(command, p):  # CR 408: emblems, commanders, face-up schemes
            key, extra = _named(entry)
            alias(extra, create(state, key, p, Zone.COMMAND).id)
        for entry in of(schemes, p):  # CR 904.4: the scheme deck, face down, top last
            key, extra = _named(entry)
            scheme = create(state, key, p, Zone.COMMAND)
            scheme.face_down = True
            alias(extra, scheme.id)
        state.player(p).life = life[p] if p < len(life) else state.variant.starting_life
        if isinstance(state, InfernoState):
            _demon(state, p)
    if isinstance(state, CommanderState):  # CR 903.3: the designation, of the card
        state.commanders = tuple(
            (key_of(str(c)),) if p < len(commanders) and (c := commanders[p]) else () for p in seats
        )
    elif isinstance(state, ArchenemyState):  # CR 904.12b: every player is an archenemy
        state.archenemies = tuple(seats)
    for obj_id, host in attachments:  # "attached_to": the name of a permanent
        if host in players:  # or of a player: an Aura with enchant player (303.4b, 702.5d)
            state.objects[obj_id].attached_to = -1 - list(players).index(host)
            continue
        if fold(host) in aliases:  # or an alias the scenario gave one
            state.objects[obj_id].attached_to = aliases[fold(host)]
            continue
        host_key = key_of(host)
        hosts = [
            o
            for o in state.zones[BATTLEFIELD_KEY]
            if state.objects[o].card == host_key and o != obj_id
        ]
        if not hosts:
            raise ScenarioError(
                f"no hay nada llamado {host_key!r} en el campo de batalla a lo que anexarlo",
                f"nothing called {host_key!r} on the battlefield to attach to",
            )
        state.objects[obj_id].attached_to = hosts[0]
    state.turn = turn
    state.active = active
    state.starting_player = (active - (turn - 1)) % len(players)
    state.priority = priority
    # CR 117.3d: with the stack empty, priority reaches a player after the active one only
    # once those before them in turn order have passed in succession
    state.passes = (priority - active) % len(players)
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
    built = Game(state)
    built.push(Priority())
    built.advance()
    return built
