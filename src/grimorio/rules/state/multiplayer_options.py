"""The optional rules of a multiplayer game (CR 800.2, 806.2): limited range of influence
(801) and attacking to the left or the right instead of attacking several players (802,
803). Both are chosen before the game begins (806.2) and kept with it; both are off by
default — no range limit, and attacking several players, 806.2b — and a game of two ignores
them (neither is an option of a two-player game, 800.2).

Seats: turn order passes to the left (CR 101.4), so the player to a player's left is the
next seat in turn order and the one to their right the previous one. The players within a
player's range are worked out as each turn begins (801.2c): a player who leaves during a
turn still takes up a seat until the next one begins (the log says who left since the turn
began, so nothing more need be saved), though nothing of theirs is left to reach.

A game's options are kept out of its saved state's fields (``MtgState._options``, None for
the defaults) and written beside the state in the saved document only when they are not the
defaults (``Game.to_json``), so a game played without them saves what it always saved."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from grimorio.core.decisions import IllegalAction
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY

if TYPE_CHECKING:
    from grimorio.rules.state.objects import MagicObject
    from grimorio.rules.state.state import MtgState

# CR 800.1: at most six seats here; a range of 3 already reaches every seat of a game of six
MAX_RANGE = 5
LEAVES_KEY = "player.leaves"  # the log's entry of a player leaving (rules/turn/leaving.py)
TURN_KEY = "turn"  # the log's entry of a turn beginning (rules/events/game.py TurnBegins)


class AttackDirection(StrEnum):
    """CR 806.2b: exactly one of attacking to the left (803.1a), to the right (803.1b), or
    several players (802, the default)."""

    LEFT = "left"
    RIGHT = "right"
    MULTIPLE = "multiple"


@dataclass(frozen=True, slots=True)
class MultiplayerOptions:
    """CR 806.2: the options a multiplayer game is played with. ``range_of_influence``:
    every player's range, in seats (801.2; the same for all, 806.2a), or None for no limit;
    ``attack``: which players a player may attack (806.2b)."""

    range_of_influence: int | None = None
    attack: AttackDirection = AttackDirection.MULTIPLE

    @property
    def default(self) -> bool:
        return self.range_of_influence is None and self.attack is AttackDirection.MULTIPLE

    def as_data(self) -> dict[str, object]:
        """The options as the saved document writes them (``{"range_of_influence": 1,
        "attack": "left"}``): only those that are not the default."""
        out: dict[str, object] = {}
        if self.range_of_influence is not None:
            out["range_of_influence"] = self.range_of_influence
        if self.attack is not AttackDirection.MULTIPLE:
            out["attack"] = self.attack.value
        return out


DEFAULT_OPTIONS = MultiplayerOptions()


def checked_options(range_of_influence: object, attack: object) -> MultiplayerOptions:
    """The options ``Game.new`` is given, or :class:`IllegalAction` naming the bad one: a
    range an ``int`` from 1 to :data:`MAX_RANGE` or
    None (801.2a), an attack one of :class:`AttackDirection` (an enum member or its value)."""
    if range_of_influence is not None and (
        type(range_of_influence) is not int or not 1 <= range_of_influence <= MAX_RANGE
    ):
        raise IllegalAction(
            f"el rango de influencia es un número de 1 a {MAX_RANGE} o nada, "
            f"no {str(range_of_influence)[:40]!r}",
            f"the range of influence is a number from 1 to {MAX_RANGE} or none, "
            f"not {str(range_of_influence)[:40]!r}",
        )
    names = ", ".join(a.value for a in AttackDirection)
    if not isinstance(attack, str) or attack not in {a.value for a in AttackDirection}:
        raise IllegalAction(
            f"el ataque es uno de {names}, no {str(attack)[:40]!r}",
            f"the attack option is one of {names}, not {str(attack)[:40]!r}",
        )
    return MultiplayerOptions(range_of_influence, AttackDirection(attack))


def options(state: MtgState) -> MultiplayerOptions:
    """The options ``state``'s game is played with (the defaults in a game of two)."""
    found = state._options
    return DEFAULT_OPTIONS if found is None or not state.multiplayer else found


def set_options(state: MtgState, chosen: MultiplayerOptions) -> None:
    """Give a game its options before it begins (CR 806.2); the defaults — and any option
    of a game of two, which has none (800.2) — are kept as None."""
    state._options = None if chosen.default or not state.multiplayer else chosen


def left_this_turn(state: MtgState) -> frozenset[int]:
    """The players who left the game since this turn began (CR 801.2c: they keep their
    seat until the next turn begins), read back from the log."""
    gone: set[int] = set()
    for entry in reversed(state.log):
        if entry.key == TURN_KEY:
            break
        if entry.key == LEAVES_KEY and entry.args:
            gone.add(entry.args[0][1])
    return frozenset(gone)


def seats(state: MtgState) -> list[int]:
    """CR 801.2, 801.2c: the seats counted for ranges this turn, in turn order from seat 0:
    the players still in the game and those who left since the turn began."""
    gone = left_this_turn(state)
    return [p.index for p in state.players if not state.player(p.index).lost or p.index in gone]


def in_range(state: MtgState, player: int, other: int) -> bool:
    """CR 801.2, 801.2b: is ``other`` within ``player``'s range of influence? A player is
    always within their own; with no limit, everyone is."""
    reach = options(state).range_of_influence
    if reach is None or player == other:
        return True
    around = seats(state)
    if player not in around or other not in around:
        return False
    d = (around.index(other) - around.index(player)) % len(around)
    return min(d, len(around) - d) <= reach


def limited(state: MtgState) -> bool:
    """Is a range of influence limited in this game (CR 801.1)?"""
    return options(state).range_of_influence is not None


def players_in_range(state: MtgState, player: int) -> list[int]:
    """CR 801.2: the players still in the game within ``player``'s range, in turn order."""
    return [q for q in state.apnap() if in_range(state, player, q)]


def holder(obj: MagicObject) -> int:
    """CR 801.2d: whose an object is for ranges: its controller on the battlefield or on
    the stack (108.4), its owner elsewhere (a card in a hand, a graveyard, exile)."""
    return obj.controller if obj.zone in (BATTLEFIELD_KEY, STACK_KEY) else obj.owner


def ref_in_range(state: MtgState, player: int, ref: int) -> bool:
    """CR 801.2, 801.2d, 801.4: is the player or object ``ref`` (a player as ``-1 - seat``)
    within ``player``'s range? An object no longer in the game is judged elsewhere."""
    if state._options is None:  # no range is limited: the usual case, asked often
        return True
    if ref < 0:
        return in_range(state, player, -1 - ref)
    obj = state.objects.get(ref)
    return obj is None or in_range(state, player, holder(obj))


def within_range(state: MtgState, player: int, refs: Iterable[int]) -> list[int]:
    """CR 801.10, 801.11: of ``refs`` (players as ``-1 - seat``, objects by id), those
    within ``player``'s range — all of them when no range is limited."""
    if not limited(state):
        return list(refs)
    return [r for r in refs if ref_in_range(state, player, r)]


def event_in_range(state: MtgState, controller: int, subject: tuple[int, ...], player: int) -> bool:
    """CR 801.7, 801.7a: does a trigger event happen wholly within ``controller``'s range?
    ``subject`` is what the event is about, ``player`` the player it is about (or -1): the
    player — for a permanent that left the battlefield, the one who controlled it as it
    last existed there (603.10a) — must be within range, and so must each object of the
    event still on the battlefield or the stack (a card that went on to a graveyard or
    exile was judged as it left)."""
    if player >= 0 and not in_range(state, controller, player):
        return False
    for oid in subject:
        obj = state.objects.get(oid)
        here = obj is not None and obj.zone in (BATTLEFIELD_KEY, STACK_KEY)
        if here and obj is not None and not in_range(state, controller, obj.controller):
            return False
    return True


def right_of(state: MtgState, player: int) -> int | None:
    """The nearest player still in the game to ``player``'s right: the one before them in
    turn order (CR 101.4, 803.1b), or None when nobody else is."""
    n = len(state.players)
    before = ((player - k) % n for k in range(1, n))
    return next((q for q in before if not state.player(q).lost), None)


def may_attack(state: MtgState, attacker: int, defender: int) -> bool:
    """CR 801.3, 803.1a–b: may ``attacker``'s creatures attack ``defender`` (an opponent
    still in the game) and what they control? Only within the attacker's range; with
    attacking to the left or the right, only the nearest opponent that way."""
    if not in_range(state, attacker, defender):
        return False
    way = options(state).attack
    if way is AttackDirection.LEFT:
        return state.after(attacker) == defender
    if way is AttackDirection.RIGHT:
        return right_of(state, attacker) == defender
    return True


class Reach(StrEnum):
    """CR 801.13b: what a prevention effect is about, which must be within range."""

    SOURCE = "source"  # "damage that would be dealt by <a source>"
    RECIPIENT = "recipient"  # "damage that would be dealt to <a permanent or player>"
    BOTH = "both"  # neither specific: the source and the recipient


def prevention_in_range(
    state: MtgState, controller: int, source_controller: int, recipient: int, reach: Reach
) -> bool:
    """CR 801.13b: does a prevention effect ``controller``'s spell or ability made (or their
    permanent's static ability) prevent damage from a source ``source_controller`` controls
    to ``recipient`` (a player as ``-1 - seat``)? One about a source reaches it only within
    range; one about a recipient, only a recipient within range; one about neither, only
    when both are."""
    if reach is not Reach.SOURCE and not ref_in_range(state, controller, recipient):
        return False
    return reach is Reach.RECIPIENT or in_range(state, controller, source_controller)


def chooser_in_range(state: MtgState, controller: int, able: list[int]) -> list[int]:
    """CR 801.5a, 801.5c: of the players ``able`` to make a choice ``controller``'s effect
    asks for, those within ``controller``'s range; if none is, the nearest of them to
    ``controller``'s left (the next in turn order, 101.4). Everyone able when no range is
    limited."""
    if not limited(state) or not able:
        return able
    near = [p for p in able if in_range(state, controller, p)]
    if near:
        return near
    n = len(state.players)
    return [next(q for q in ((controller + k) % n for k in range(1, n + 1)) if q in able)]


def losers_instead(state: MtgState, player: int) -> list[int]:
    """CR 801.14: an effect says ``player`` wins the game: instead, each of their opponents
    still in the game within their range loses it."""
    return [q for q in state.opponents(player) if in_range(state, player, q)]
