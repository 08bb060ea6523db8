"""A fixed action encoding (issue 21): every option of every decision is one slot of a
``Discrete(SIZE)`` space, the same slot whatever the language and the objects' ids.

An option is read by its kind (``Option.key``, e.g. ``"opt.cast"``, never its label) and
its arguments (``Option.args``), each turned into a coordinate:

* a card — its slot in the deciding player's observation (:mod:`.observation`:
  ``slot_objects``), or, for a card no zone observed holds (a card in a library being
  searched), one of :data:`EXTRA` further slots, in the order the options name them;
* a player — :data:`CARD_SLOTS` + :data:`EXTRA` for the deciding player, + 1 for the
  opponent (in a layout of more seats, + k for their k-th opponent from the left: the
  player's seat in the deciding player's observation, :func:`.observation.seating`);
* a whole number (an ability's index, a mode, an amount) — itself, below :data:`INTS`;
* a colour of mana (``MANA_ORDER``) — its place in that order;
* for the kinds that choose a word (a kind of counter, a creature type, a vote:
  :data:`WORD_KINDS`), the value named in the option's id, by a fixed hash.

Each ``(kind, shape)`` of :data:`TABLE` (shape: how many cards or players, numbers and
colours its options have) owns a block of slots, one per combination of coordinates, in the
order of the table; a block's size is ``REFS ** refs * INTS ** ints * COLOURS ** colours``.
An option whose kind and shape are not in the table, whose number is too large, or that
would share a slot with an earlier option of the same decision (two mana abilities of one
land making the same colour) takes the next of :data:`OVERFLOW` slots at the end, in the
order of the options. So the mask marks exactly the legal options, each its own slot.
``docs/research.md`` lists the table; ``tools/action_table.py`` makes it from random games.

A game of more than two players (CR 800.1) is encoded for the observation's layout of more
seats (:func:`encoding`: its card slots, and a coordinate for every seat), so the slots of
a player attacked (802.3: ``attack:<creature>:<-1-seat>``) say which opponent it is from
the deciding player's left. The module's constants (:data:`SIZE`, :data:`OFFSETS`…) are
those of the two-seat layout, unchanged.
"""

from __future__ import annotations

import bisect
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from grimorio.core.decisions import Decision, Option
from grimorio.env.observation import CARD_SLOTS, layout, seats_for, slot_objects
from grimorio.game import Game
from grimorio.rules.state.state import MANA_ORDER
from grimorio.text.refs import is_card_ref

EXTRA = 16  # cards outside the observed zones that options name
PLAYERS = 2
REFS = CARD_SLOTS + EXTRA + PLAYERS  # the coordinates of a card or a player
INTS = 8
COLOURS = len(MANA_ORDER)
OVERFLOW = 64

# (option kind, (cards or players, numbers, colours)): made by tools/action_table.py from
# random games of the sample decks and of decks drawn from the whole pool.
TABLE: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("opt.activate", (1, 1, 0)),
    ("opt.assign", (1, 1, 0)),
    ("opt.attack", (2, 0, 0)),
    ("opt.begin", (1, 0, 0)),
    ("opt.block", (2, 0, 0)),
    ("opt.bottom", (1, 0, 0)),
    ("opt.cast", (1, 0, 0)),
    ("opt.cast_alt", (1, 0, 0)),
    ("opt.cast_copy", (1, 0, 0)),
    ("opt.cast_copy_done", (0, 0, 0)),
    ("opt.choose.color", (0, 0, 1)),
    ("opt.choose.creature_type", (0, 0, 0)),
    ("opt.choose_cost", (1, 0, 0)),
    ("opt.choose_nothing", (0, 0, 0)),
    ("opt.control", (1, 0, 0)),
    ("opt.convoke", (1, 0, 1)),
    ("opt.counter_kind", (0, 0, 0)),
    ("opt.decline", (0, 0, 0)),
    ("opt.discard", (1, 0, 0)),
    ("opt.done", (0, 0, 0)),
    ("opt.done_discarding", (0, 1, 0)),
    ("opt.either", (0, 0, 0)),
    ("opt.enter_copy", (1, 0, 0)),
    ("opt.enter_no_copy", (0, 0, 0)),
    ("opt.exile_cost", (1, 0, 0)),
    ("opt.exile_from_graveyard", (1, 0, 0)),
    ("opt.find_nothing", (0, 0, 0)),
    ("opt.graveyard", (1, 0, 0)),
    ("opt.keep", (0, 1, 0)),
    ("opt.keep_legend", (1, 0, 0)),
    ("opt.keep_on_top", (1, 0, 0)),
    ("opt.keep_target", (1, 0, 0)),
    ("opt.library_bottom", (1, 0, 0)),
    ("opt.library_top", (1, 0, 0)),
    ("opt.lock", (1, 0, 0)),
    ("opt.look", (1, 0, 0)),
    ("opt.look_battlefield", (1, 0, 0)),
    ("opt.look_battlefield_none", (0, 0, 0)),
    ("opt.mana", (1, 0, 1)),
    ("opt.mana_auto", (0, 0, 0)),
    ("opt.manifest", (1, 0, 0)),
    ("opt.mode", (0, 1, 0)),
    ("opt.modes_done", (0, 0, 0)),
    ("opt.mulligan", (0, 0, 0)),
    ("opt.next_on_top", (1, 0, 0)),
    ("opt.no", (0, 0, 0)),
    ("opt.no_more_targets", (0, 0, 0)),
    ("opt.pass", (0, 0, 0)),
    ("opt.pay_life", (0, 1, 0)),
    ("opt.pay_mana", (0, 0, 0)),
    ("opt.phyrexian_life", (0, 0, 0)),
    ("opt.phyrexian_mana", (0, 0, 0)),
    ("opt.pick", (1, 0, 0)),
    ("opt.play", (1, 0, 0)),
    ("opt.put_chosen", (1, 0, 0)),
    ("opt.put_chosen_done", (0, 0, 0)),
    ("opt.return", (1, 0, 0)),
    ("opt.sacrifice", (1, 0, 0)),
    ("opt.search", (1, 0, 0)),
    ("opt.take", (1, 0, 0)),
    ("opt.take_done", (0, 0, 0)),
    ("opt.tap", (1, 0, 0)),
    ("opt.tap_done", (0, 0, 0)),
    ("opt.target", (1, 0, 0)),
    ("opt.to_bottom", (1, 0, 0)),
    ("opt.trigger", (1, 0, 0)),
    ("opt.turn_up", (1, 0, 0)),
    ("opt.unlock", (1, 0, 0)),
    ("opt.unlock_door", (1, 0, 0)),
    ("opt.vote", (0, 0, 0)),
    ("opt.x", (0, 1, 0)),
    ("opt.yes", (0, 0, 0)),
)


# Options that choose a word — a kind of counter, a creature type, a vote, one of two
# choices — carry no card, number or colour: their value is the rest of the option's id
# (``choose:+1/+1``), never translated nor an object id. For these kinds, an option of no
# other coordinate takes one of VALUES slots by a fixed hash of that value (CRC-32, the same
# on every machine); two values that hash alike leave the second to an overflow slot.
WORD_KINDS = ("opt.counter_kind", "opt.vote", "opt.either")
WORD_PREFIXES = ("opt.choose.",)
VALUES = 64


def is_word_kind(key: str) -> bool:
    return key in WORD_KINDS or key.startswith(WORD_PREFIXES)


def _block(key: str, shape: tuple[int, int, int], refs: int = REFS) -> int:
    card_refs, ints, colours = shape
    if shape == (0, 0, 0) and is_word_kind(key):
        return VALUES
    return int(refs**card_refs * INTS**ints * COLOURS**colours)


@dataclass(frozen=True)
class Encoding:
    """The action slots of the observation's layout of ``seats`` seats (:func:`encoding`):
    a card or player coordinate is one of ``refs`` (the layout's card slots,
    :data:`EXTRA`, a seat each), the blocks of :data:`TABLE` start at ``starts``, the
    overflow at ``overflow_start``; ``size`` slots in all."""

    seats: int
    card_slots: int
    refs: int
    offsets: dict[tuple[str, tuple[int, int, int]], int]
    starts: tuple[int, ...]
    overflow_start: int
    size: int


@cache
def encoding(seats: int = 2) -> Encoding:
    """The encoding for the observation's layout of ``seats`` seats
    (:func:`.observation.layout`): for two, the module's constants."""
    cards = layout(seats).card_slots
    refs = cards + EXTRA + seats
    offsets: dict[tuple[str, tuple[int, int, int]], int] = {}
    at = 0
    for key, shape in TABLE:
        offsets[(key, shape)] = at
        at += _block(key, shape, refs)
    starts = tuple(offsets[entry] for entry in TABLE)
    return Encoding(seats, cards, refs, offsets, starts, at, at + OVERFLOW)


_TWO = encoding(2)
OFFSETS = _TWO.offsets
_STARTS = list(_TWO.starts)  # the first slot of each block, in order
OVERFLOW_START = _TWO.overflow_start
SIZE = _TWO.size


def encode(game: Game, decision: Decision, seats: int | None = None) -> list[int]:
    """The slot of each option of ``decision``, in the options' order (all different), in
    the encoding of ``seats`` seats (:func:`.observation.seats_for`)."""
    code = encoding(seats_for(game, seats))
    player = decision.player
    objects = slot_objects(game, player, code.seats)
    where = {oid: n for n, oid in enumerate(objects) if oid is not None}
    players = len(game.state.players)
    extra: dict[int, int] = {}
    used: set[int] = set()
    slots: list[int] = []
    late: list[int] = []  # options that take an overflow slot, by their place
    for n, option in enumerate(decision.options):
        slot = _slot(option, player, where, extra, code, players)
        if slot is None or slot in used:
            late.append(n)
            slots.append(-1)
            continue
        used.add(slot)
        slots.append(slot)
    if len(late) > OVERFLOW:
        raise ValueError(f"{len(late)} options have no slot of their own (at most {OVERFLOW})")
    for k, n in enumerate(late):
        slots[n] = code.overflow_start + k
    return slots


def decode(slot: int, seats: int = 2) -> tuple[str, tuple[int, ...]] | None:
    """What a slot of the table means in the encoding of ``seats`` seats: the option kind
    and its coordinates (cards or players, then numbers, then colours); None for an
    overflow slot. ``ValueError`` for a number that is no slot."""
    code = encoding(seats)
    if not 0 <= slot < code.size:
        raise ValueError(f"{slot} is no action slot (0 to {code.size - 1})")
    if slot >= code.overflow_start:
        return None
    n = bisect.bisect_right(code.starts, slot) - 1
    key, shape = TABLE[n]
    index = slot - code.starts[n]
    if shape == (0, 0, 0) and is_word_kind(key):
        return key, (index,)  # the hash of the value chosen
    bases = [code.refs] * shape[0] + [INTS] * shape[1] + [COLOURS] * shape[2]
    coordinates: list[int] = []
    for base in reversed(bases):
        coordinates.append(index % base)
        index //= base
    return key, tuple(reversed(coordinates))


def mask(slots: Sequence[int], seats: int = 2) -> np.ndarray:
    """The action mask of a decision whose options have ``slots``: 1 exactly there."""
    out = np.zeros(encoding(seats).size, dtype=np.int8)
    out[list(slots)] = 1
    return out


def _slot(
    option: Option,
    player: int,
    where: dict[int, int],
    extra: dict[int, int],
    code: Encoding = _TWO,
    players: int = 2,
) -> int | None:
    refs: list[int] = []
    ints: list[int] = []
    colours: list[int] = []
    for arg in option.args:
        coordinate = _ref(arg, player, where, extra, code, players)
        if coordinate is not None:
            refs.append(coordinate)
        elif type(arg) is int:
            ints.append(arg)
        elif isinstance(arg, str) and arg in MANA_ORDER:
            colours.append(MANA_ORDER.index(arg))
    shape = (len(refs), len(ints), len(colours))
    offset = code.offsets.get((option.key, shape))
    if offset is None or any(not 0 <= i < INTS for i in ints) or any(r < 0 for r in refs):
        return None
    if shape == (0, 0, 0) and is_word_kind(option.key):
        word = option.id.partition(":")[2]
        return offset + zlib.crc32(word.encode()) % VALUES
    index = 0
    for value, base in [*((r, code.refs) for r in refs), *((i, INTS) for i in ints)] + [
        (c, COLOURS) for c in colours
    ]:
        index = index * base + value
    return offset + index


def _ref(
    arg: Any,
    player: int,
    where: dict[int, int],
    extra: dict[int, int],
    code: Encoding = _TWO,
    players: int = 2,
) -> int | None:
    """The coordinate of a card or player argument (None for anything else, and -1 for a
    card beyond the extra slots). A player's is their seat in the deciding player's
    observation: 0 for them, k for their k-th opponent from the left (CR 101.4)."""
    if is_card_ref(arg):
        oid = arg[2]
        if oid in where:
            return int(where[oid])
        if oid not in extra:
            extra[oid] = len(extra)
        k = extra[oid]
        return code.card_slots + k if k < EXTRA else -1
    if _is_player_ref(arg):
        return code.card_slots + EXTRA + (arg[1] - player) % players
    return None


def _is_player_ref(arg: Any) -> bool:
    return isinstance(arg, tuple) and len(arg) == 2 and arg[0] == "p" and type(arg[1]) is int


def shape_of(args: tuple[Any, ...]) -> tuple[int, int, int]:
    """The shape of an option's arguments, as :data:`TABLE` keys it: how many cards or
    players, whole numbers and colours of mana (what ``tools/action_table.py`` collects)."""
    refs = sum(1 for a in args if is_card_ref(a) or _is_player_ref(a))
    ints = sum(1 for a in args if type(a) is int)
    colours = sum(1 for a in args if isinstance(a, str) and a in MANA_ORDER)
    return refs, ints, colours
