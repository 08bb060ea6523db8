"""The game state the shared rules read: players' life and mana, the turn, combat, effects,
and how the game ended (CR 104: who lost and why, who won or that it is a draw).

Its classes still carry Magic's names and some fields only Magic uses (life, poison, the
declarations of Magic's combat): ``docs/inferno.md`` says what of them becomes Magic's
own when Inferno's state is written (issue 22)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Self

from grimorio.core.native import mypyc_attr
from grimorio.core.objects import Player, slot_copier
from grimorio.core.serial import serializable
from grimorio.core.state import State
from grimorio.dsl.games import GameKind
from grimorio.dsl.zones import Zone, ZoneKey
from grimorio.rules.state.multiplayer_options import MultiplayerOptions
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.variant import PLAIN, VariantRules

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

# The steps of a turn in order (CR 500.1). Main phases are steps of their own here.
STEPS = (
    "untap",  # CR 502
    "upkeep",  # CR 503
    "draw",  # CR 504
    "main1",  # CR 505
    "begin_combat",  # CR 507
    "declare_attackers",  # CR 508
    "declare_blockers",  # CR 509
    "first_strike_damage",  # CR 510.4
    "combat_damage",  # CR 510
    "end_combat",  # CR 511
    "main2",  # CR 505
    "end",  # CR 513
    "cleanup",  # CR 514
)
MANA_ORDER = ("W", "U", "B", "R", "G", "C")


class MtgPlayer(Player):
    """A player: life (CR 119), poison (122.1f), mana pool (106.4; Inferno's energy is its
    colourless mana, ``docs/inferno.md``) and flags."""

    __slots__ = (
        "cant_gain_life",
        "drew_from_empty",
        "lands_played",
        "life",
        "lost",
        "mulligans",
        "poison",
        "pool",
        "restricted",
    )

    def __init__(self, index: int, name: str) -> None:
        super().__init__(index, name)
        self.life = 20  # CR 103.4
        self.poison = 0
        self.pool: tuple[int, ...] = (0, 0, 0, 0, 0, 0)  # W U B R G C
        # CR 106.6: mana that may be spent only as a restriction says, one entry per mana:
        # (colour, SpendOnly, the card that made it) — grimorio.rules.casting.restricted_mana
        self.restricted: tuple[tuple[str, Any, str], ...] = ()
        self.lands_played = 0  # CR 305.2
        self.drew_from_empty = False  # CR 704.5b
        self.lost = False
        self.mulligans = 0
        self.cant_gain_life = 0  # CR 119.7: 0 may gain life; -1 can't for the game; N: in turn N

    def copy(self) -> MtgPlayer:
        return slot_copier(type(self))(self)


serializable(MtgPlayer)


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2).

    ``affected`` is locked in when the effect begins (611.2c) and ``parts`` hold amounts
    fixed then (611.2d); each part applies in its layer (613.6). ``until`` is the duration
    (see :class:`grimorio.dsl.effects.Apply`); ``source`` is the card that made it, and
    ``source_id`` the object, for durations that follow it.
    """

    timestamp: int
    source: str
    affected: tuple[int, ...]
    parts: tuple[Any, ...]
    until: str = "end_of_turn"
    controller: int = 0
    source_id: int | None = None


serializable(ContinuousEffect)


@dataclass(frozen=True, slots=True, init=False)
class PendingTrigger:
    """CR 603.2–603.3: a triggered ability that has triggered, waiting to be put on the
    stack the next time a player would receive priority; on the stack, the ability object
    keeps it (``MagicObject.trigger``).

    ``source`` is the object the ability comes from (as it was when it triggered, 603.10);
    ``controller`` controlled it then (603.3a) or made the delayed ability (603.7d–e).
    ``subject`` is what the ability is about ("it"), ``player`` and ``amount`` the player
    and amount of the triggering event ("that player", "that much"). ``key`` names the
    ability on its object ("object id:ability index") for "triggers only once" and state
    triggers; it is empty for delayed and reflexive abilities."""

    ability: Any
    source: int
    source_card: str
    controller: int
    subject: tuple[int, ...] = ()
    player: int = -1
    amount: int = 0
    key: str = ""
    origin: int = 0  # the spell or ability that caused the event ("that spell")

    def __init__(
        self,
        ability: Any,
        source: int,
        source_card: str,
        controller: int,
        subject: tuple[int, ...] = (),
        player: int = -1,
        amount: int = 0,
        key: str = "",
        origin: int = 0,
    ) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "source_card", source_card)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "subject", subject)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "origin", origin)


serializable(PendingTrigger)


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """CR 603.7: a delayed triggered ability, made by a resolving spell or ability. It
    triggers the next time its event happens (603.7b), or each time during ``turn`` if it
    lasts "this turn"; ``about`` is what it refers to (603.7c)."""

    ability: Any
    source: int
    source_card: str
    controller: int
    about: tuple[int, ...] = ()
    turn: int = 0  # the turn it lasts for, or 0: until it triggers once
    once: bool = False  # with ``turn``: it triggers once, and only during that turn


serializable(DelayedTrigger)


@dataclass(frozen=True, slots=True)
class ReplacementEffect:
    """CR 614.1, 615: a replacement or prevention effect made by a resolving spell or
    ability. ``affected`` is locked in when it begins (None: any object or player);
    ``remaining`` is what is left of a prevention shield (615.7)."""

    timestamp: int
    source_card: str
    controller: int
    pattern: Any
    change: Any
    affected: tuple[int, ...] | None = None
    until: str = "end_of_turn"
    remaining: int | None = None


serializable(ReplacementEffect)


@dataclass(frozen=True, slots=True, init=False)
class LastKnown:
    """CR 608.2h: what an object that left the battlefield was like as it last existed
    there — kept for the objects whose triggered abilities may still ask."""

    card: str
    controller: int
    tapped: bool
    power: int | None
    toughness: int | None
    owner: int = -1
    counters: tuple[tuple[str, int], ...] = ()  # CR 122: the counters it had
    became: int = 0  # the id of the new object it became in its new zone (CR 400.7)

    def __init__(
        self,
        card: str,
        controller: int,
        tapped: bool,
        power: int | None,
        toughness: int | None,
        owner: int = -1,
        counters: tuple[tuple[str, int], ...] = (),
        became: int = 0,
    ) -> None:
        """Written out, not left to the dataclass: see ``grimorio.core.native``."""
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "tapped", tapped)
        object.__setattr__(self, "power", power)
        object.__setattr__(self, "toughness", toughness)
        object.__setattr__(self, "owner", owner)
        object.__setattr__(self, "counters", counters)
        object.__setattr__(self, "became", became)


serializable(LastKnown)


class Combat:
    """Who attacks whom and who blocks whom (CR 506–511)."""

    __slots__ = ("attackers", "blocked", "blockers", "declared", "first_strikers_dealt")

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}  # attacker -> player ref (-1-i) or planeswalker
        # CR 508.8: whether any creature was declared or put onto the battlefield attacking
        # (even if it has left combat since)
        self.declared = False
        self.blockers: dict[int, int] = {}  # blocking creature -> attacker it blocks
        self.blocked: dict[int, tuple[int, ...]] = {}  # attacker -> its blockers (509.1h)
        # CR 510.4: creatures that dealt damage in the first-strike step
        self.first_strikers_dealt: tuple[int, ...] = ()

    def copy(self) -> Combat:
        new = Combat()
        new.attackers = dict(self.attackers)
        new.blockers = dict(self.blockers)
        new.blocked = dict(self.blocked)
        new.first_strikers_dealt = self.first_strikers_dealt
        new.declared = self.declared
        return new


serializable(Combat)


class LossReason(StrEnum):
    """Why a player lost the game (CR 104.3); the log says it with ``lose.<reason>``."""

    CONCEDE = "concede"  # CR 104.3a
    LIFE = "life"  # CR 104.3b, 704.5a
    DRAW = "draw"  # CR 104.3c, 704.5b: drew from an empty library
    POISON = "poison"  # CR 104.3d, 704.5c
    EFFECT = "effect"  # CR 104.3e
    COMMANDER_DAMAGE = "commander_damage"  # CR 704.6c, 903.10a: 21 from one commander
    RESOURCE = "resource"  # I-104.3c, I-705.5b: added a resource from an empty deck
    DAMAGE_DECK = "damage_deck"  # I-104.3d, I-705.5c: damage to a demon found the deck empty


class EndReason(StrEnum):
    """Why the game ended (CR 104.2, 104.4)."""

    LAST_PLAYER = "last_player"  # CR 104.2a: all the others left the game
    CONCEDE = "concede"  # CR 104.2a, 104.3a: the others conceded
    EFFECT = "effect"  # CR 104.2b: an effect says a player wins
    ALL_LOST = "all_lost"  # CR 104.4a: everyone left lost at once, a draw


@dataclass(frozen=True, slots=True)
class Result:
    """How the game ended (CR 104): a winner, or a draw (``winner is None``)."""

    winner: int | None
    reason: EndReason | str  # __post_init__ makes it the member again
    rule: str

    def __post_init__(self) -> None:
        # a reason read back from a saved game is a plain string: its member again
        object.__setattr__(self, "reason", EndReason(self.reason))

    @property
    def draw(self) -> bool:
        return self.winner is None


serializable(Result)


@mypyc_attr(allow_interpreted_subclasses=True)  # new() without __init__ (core/slots.py)
class MtgState(State[MagicObject, ZoneKey]):
    """The state of a game (Magic's name: see the module's docstring)."""

    __slots__ = (
        "_options",
        "active",
        "attacked",
        "auto_pass",
        "chosen",
        "combat",
        "decks",
        "delayed",
        "died",
        "effects",
        "extra_combats",
        "extra_turns",
        "faces",
        "fired",
        "land_plays",
        "linked",
        "lki",
        "no_prevention",
        "passes",
        "play_grants",
        "priority",
        "replacements",
        "seed",
        "starting_player",
        "step",
        "triggered",
        "turn",
        "turn_counts",
    )

    game: ClassVar[GameKind] = GameKind.MAGIC  # the game whose rules this state follows
    variant: ClassVar[VariantRules] = PLAIN  # how its rules change them (CR 900–905)

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        super().__init__(names, seed)
        self.players = [MtgPlayer(i, n) for i, n in enumerate(names)]
        self.turn = 0
        self.active = 0
        self.step = "untap"
        self.priority = 0
        self.passes = 0
        self.combat: Combat | None = None
        self.effects: list[ContinuousEffect] = []
        self.starting_player = 0
        self.auto_pass = True
        self.decks: tuple[tuple[str, ...], ...] = ()
        self.seed = seed
        # how many times a permanent was turned face up or down or had a door (un)locked in
        # place: what the printed-abilities index of in_play.py depends on besides ids
        self.faces = 0
        self.land_plays = 1  # CR 305.2: one land per turn by default
        self.triggered: list[PendingTrigger] = []  # CR 603.3: waiting for the stack
        self.delayed: list[DelayedTrigger] = []  # CR 603.7
        self.extra_turns: tuple[int, ...] = ()  # CR 500.7: the players, the latest last
        self.replacements: list[ReplacementEffect] = []  # CR 614.1, 615 from resolutions
        self.no_prevention = 0  # CR 615.12: damage can't be prevented in this turn
        # This turn's record (reset as a turn begins): each creature's id once for each time
        # it was declared as an attacker ("attacks for the first time each turn", 508.1), and
        # the types and subtypes of each creature that died (700.4, as it last existed)
        self.attacked: tuple[int, ...] = ()
        self.died: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
        self.extra_combats = 0  # CR 500.8: additional combat phases after this one
        # CR 601.2a, 305.1: permissions to play cards from other zones made by resolving
        # spells and abilities (grimorio.rules.casting.permissions.PlayGrant)
        self.play_grants: tuple[Any, ...] = ()
        # CR 607.2a: what linked abilities remembered, by "object id:key"
        self.linked: dict[str, tuple[int, ...]] = {}
        # CR 608.2h, 603.4: permanents that left the battlefield this turn (and sources of
        # waiting or stacked triggers), as they last existed there
        self.lki: dict[int, LastKnown] = {}
        self.fired: dict[str, int] = {}  # "triggers only once": "object id:ability" → turn
        # CR 614.12a, 607.2a: choices made as a permanent entered, by object id
        self.chosen: dict[int, tuple[tuple[str, str], ...]] = {}
        # This turn's counts (reset as a turn begins): by "event:player" what each player
        # did (``TURN_EVENTS`` of grimorio.dsl.values: permanents sacrificed, life lost...),
        # "resolved:<object id>" how many times its ability resolved, "loyalty:<object id>"
        # a loyalty ability of that permanent was activated (CR 606.3)
        self.turn_counts: dict[str, int] = {}
        # CR 806.2: the optional rules of a multiplayer game (801, 803), None for the
        # defaults; not one of the saved fields: the saved document keeps it beside the
        # state when it is not None (grimorio.rules.state.multiplayer_options)
        self._options: MultiplayerOptions | None = None

    # the decks do not change during a game: their text is kept (State._fixed_json)
    json_text_methods: ClassVar[dict[str, str]] = {
        **State.json_text_methods,
        "decks": "_fixed_json",
    }

    def tally(self, key: str, n: int = 1) -> None:
        """Count something that happened this turn (see ``turn_counts``)."""
        self.turn_counts[key] = self.turn_counts.get(key, 0) + n

    def entered_this_turn(self, obj: int) -> bool:
        """Did the permanent ``obj`` enter the battlefield this turn? Recorded ("entered:<id>")
        only for a permanent with an ability that asks ("as long as this Aura entered this
        turn"; ``grimorio.rules.events.objects.tally_entering``)."""
        return self.turn_counts.get(f"entered:{obj}", 0) > 0

    def clone_extra(self, new: State[MagicObject, ZoneKey]) -> None:
        assert isinstance(new, MtgState)
        new.combat = self.combat.copy() if self.combat is not None else None
        new.effects = list(self.effects)
        new.triggered = list(self.triggered)
        new.delayed = list(self.delayed)
        new.replacements = list(self.replacements)
        new.linked = dict(self.linked)
        new.lki = dict(self.lki)
        new.fired = dict(self.fired)
        new.chosen = dict(self.chosen)
        new.turn_counts = dict(self.turn_counts)

    def player(self, i: int) -> MtgPlayer:
        p = self.players[i]
        assert isinstance(p, MtgPlayer)
        return p

    @property
    def multiplayer(self) -> bool:
        """CR 800.1: a game that began with more than two players, which goes on after a
        player leaves it (800.4)."""
        return len(self.players) > 2

    def opponents(self, i: int) -> list[int]:
        return [p.index for p in self.players if p.index != i and not self.player(p.index).lost]

    def apnap(self) -> list[int]:
        """The players still in the game in turn order, starting with the active player
        (CR 101.4) — or, once the active player has left, with the next one (800.4j)."""
        n = len(self.players)
        return [q for k in range(n) if not self.player(q := (self.active + k) % n).lost]

    def defender(self, attacked: int) -> int:
        """CR 506.2, 802.2a: the defending player of a creature attacking ``attacked`` (a
        player's ref, ``-1 - index``, or a planeswalker's id) — that player, or the
        planeswalker's controller — as it last existed once it is gone (802.2a), if that is
        known; else -1."""
        if attacked < 0:
            return -1 - attacked
        obj = self.objects.get(attacked)
        if obj is not None:
            return obj.controller
        known = self.lki.get(attacked)
        return known.controller if known is not None else -1

    def after(self, player: int) -> int | None:
        """The next player still in the game after ``player`` in turn order (CR 800.4a,
        800.4h, 800.4j), or None when nobody else is."""
        n = len(self.players)
        following = ((player + k) % n for k in range(1, n))
        return next((q for q in following if not self.player(q).lost), None)

    @property
    def over(self) -> bool:
        return self.result is not None


serializable(MtgState)


# CR 800.1: a game of two players, or a multiplayer game of up to six (this engine's limit)
MIN_PLAYERS, MAX_PLAYERS = 2, 6


def left_game(state: MtgState, player: int) -> bool:
    """CR 800.4: has ``player`` left a game of more than two players? (In a game of two, a
    player who loses ends the game instead, 104.2a.)"""
    return state.multiplayer and state.player(player).lost


@dataclass(frozen=True, slots=True)
class PlayGrant:
    """A permission made by a resolving spell or ability (CR 601.3, 611.2a): ``player`` may
    play ``objects`` (or, if None, their own cards in ``zone``) — spells and/or lands —
    through the end of turn ``last_turn``."""

    player: int
    objects: tuple[int, ...] | None
    zone: Zone | str  # a saved game gives back the plain string
    spells: bool
    lands: bool
    last_turn: int
    source_card: str


serializable(PlayGrant)


def st(game: Kernel) -> MtgState:
    """The game's state as the shared rules read it (a kernel holds a game-agnostic
    ``State``)."""
    state = game.state
    assert isinstance(state, MtgState)
    return state
