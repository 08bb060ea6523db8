"""The state of an Inferno game: Magic's shared state (``grimorio.rules.state``) with what
only Inferno's players have — a demon in play (I-112.2) and the ways of losing by an empty
deck (I-705.5a–c: drawing is the shared ``drew_from_empty``) — and what only Inferno's rules
record: the damage just dealt to allies, for *golpe de gracia* (I-702.10a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from grimorio.cards.registry import get
from grimorio.core.native import mypyc_attr
from grimorio.core.serial import serializable
from grimorio.core.state import State
from grimorio.dsl.games import GameKind
from grimorio.dsl.zones import ZoneKey
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MtgPlayer, MtgState

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class InfernoPlayer(MtgPlayer):
    """A player of Inferno: their demon's id (it never leaves play, I-400.4b), and whether
    they tried to add a resource from an empty deck (I-120.3) or couldn't put cards from it
    into their *Infierno* for damage (I-104.3d) since the last state-based check."""

    __slots__ = ("added_from_empty", "demon", "milled_from_empty")

    def __init__(self, index: int, name: str) -> None:
        super().__init__(index, name)
        self.demon = -1
        self.added_from_empty = False
        self.milled_from_empty = False


serializable(InfernoPlayer)


class Demon(MagicObject):
    """A player's demon in play (I-112): an object that is no card (I-112.1) and never
    leaves play (I-400.4b), infernal or terrestrial (I-112.4)."""

    __slots__ = ("terrestrial",)

    def __init__(self, id: int, card: str, owner: int, zone: ZoneKey, timestamp: int) -> None:
        super().__init__(id, card, owner, zone, timestamp)
        self.terrestrial = False  # I-112.4: it begins the game infernal

    def face(self) -> str:
        """I-112.4: in its terrestrial form, it has that form's values."""
        if self.terrestrial:
            flipped = get(self.card).flip_face
            if flipped is not None:
                return flipped.key
        return self.card


serializable(Demon)


@dataclass(frozen=True, slots=True)
class LastHit:
    """Damage dealt to an ally (I-118.3b) as *golpe de gracia* asks about it (I-702.10a):
    its source, that source's card, the weapons attached to the source as it dealt it
    (those whose "aliado equipado" dealt it, I-302.3a), and whether it was combat damage
    (I-509.2: all dealt at once)."""

    source: int
    source_card: str
    equipped: tuple[int, ...]
    combat: bool


serializable(LastHit)


@mypyc_attr(allow_interpreted_subclasses=True)
class InfernoState(MtgState):
    """The state of a game of Inferno. ``hits``: for each ally dealt damage since
    state-based actions were last checked, the damage whose last point it was (all of it,
    if dealt at once in combat) — what *golpe de gracia* asks of an ally that damage
    destroys (I-702.10a, I-705.5f; ``inferno/keyword_abilities.py``)."""

    __slots__ = ("hits",)
    game: ClassVar[GameKind] = GameKind.INFERNO

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        super().__init__(names, seed)
        self.players = [InfernoPlayer(i, n) for i, n in enumerate(names)]
        self.step = "restauracion"  # I-501.1: the first step of a turn
        self.hits: dict[int, tuple[LastHit, ...]] = {}

    def clone_extra(self, new: State[MagicObject, ZoneKey]) -> None:
        super().clone_extra(new)
        assert isinstance(new, InfernoState)
        new.hits = dict(self.hits)

    def inferno_player(self, i: int) -> InfernoPlayer:
        p = self.players[i]
        assert isinstance(p, InfernoPlayer)
        return p


serializable(InfernoState)


def ist(game: Kernel) -> InfernoState:
    """The state of an Inferno game."""
    state = game.state
    assert isinstance(state, InfernoState)
    return state
