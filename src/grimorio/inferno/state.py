"""The state of an Inferno game: Magic's shared state (``grimorio.rules.state``) with what
only Inferno's players have — a demon in play (I-112.2) and the ways of losing by an empty
deck (I-705.5a–c: drawing is the shared ``drew_from_empty``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from grimorio.cards.registry import get
from grimorio.core.native import mypyc_attr
from grimorio.core.serial import serializable
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


@mypyc_attr(allow_interpreted_subclasses=True)
class InfernoState(MtgState):
    """The state of a game of Inferno."""

    __slots__ = ()
    game: ClassVar[GameKind] = GameKind.INFERNO

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        super().__init__(names, seed)
        self.players = [InfernoPlayer(i, n) for i, n in enumerate(names)]
        self.step = "restauracion"  # I-501.1: the first step of a turn

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
