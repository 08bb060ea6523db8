"""Magic's part of the game state: players' life and mana, the turn, combat, effects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grimorio.core.objects import Player
from grimorio.core.serial import serializable
from grimorio.core.state import State

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


@serializable
class MtgPlayer(Player):
    """A player of Magic: life (CR 119), poison (122.1f), mana pool (106.4) and flags."""

    __slots__ = (
        "drew_from_empty",
        "lands_played",
        "life",
        "lost",
        "mulligans",
        "poison",
        "pool",
    )

    def __init__(self, index: int, name: str) -> None:
        super().__init__(index, name)
        self.life = 20  # CR 103.4
        self.poison = 0
        self.pool: tuple[int, ...] = (0, 0, 0, 0, 0, 0)  # W U B R G C
        self.lands_played = 0  # CR 305.2
        self.drew_from_empty = False  # CR 704.5b
        self.lost = False
        self.mulligans = 0

    def copy(self) -> MtgPlayer:
        new = MtgPlayer.__new__(MtgPlayer)
        for name in Player.__slots__ + MtgPlayer.__slots__:
            object.__setattr__(new, name, getattr(self, name))
        return new


@serializable
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


@serializable
class Combat:
    """Who attacks whom and who blocks whom (CR 506–511)."""

    __slots__ = ("attackers", "blocked", "blockers", "first_strikers_dealt")

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}  # attacker -> player ref (-1-i) or planeswalker
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
        return new


@serializable
@dataclass(frozen=True, slots=True)
class Result:
    """How the game ended (CR 104): a winner, or a draw (``winner is None``)."""

    winner: int | None
    reason: str
    rule: str

    @property
    def draw(self) -> bool:
        return self.winner is None


@serializable
class MtgState(State):
    """The state of a game of Magic."""

    __slots__ = (
        "active",
        "auto_pass",
        "combat",
        "decks",
        "effects",
        "land_plays",
        "passes",
        "priority",
        "seed",
        "starting_player",
        "step",
        "turn",
    )

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
        self.land_plays = 1  # CR 305.2: one land per turn by default

    def clone_extra(self, new: State) -> None:
        assert isinstance(new, MtgState)
        new.combat = self.combat.copy() if self.combat is not None else None
        new.effects = list(self.effects)

    def player(self, i: int) -> MtgPlayer:
        p = self.players[i]
        assert isinstance(p, MtgPlayer)
        return p

    def opponents(self, i: int) -> list[int]:
        return [p.index for p in self.players if p.index != i and not self.player(p.index).lost]

    def apnap(self) -> list[int]:
        """Players in turn order starting with the active player (CR 101.4)."""
        n = len(self.players)
        return [(self.active + k) % n for k in range(n)]

    @property
    def over(self) -> bool:
        return self.result is not None
