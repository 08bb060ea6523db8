"""The games Grimorio plays on one core (issue 22, ``docs/inferno.md``): Magic, by its
Comprehensive Rules (CR), and Inferno, by its own (rules cited ``I-``). A card belongs to
one game (``CardDef.game``) and a game's state says which game it is (``MtgState.game``)."""

from __future__ import annotations

from enum import StrEnum


class GameKind(StrEnum):
    """Which game's rules a card or a state follows."""

    MAGIC = "magic"
    INFERNO = "inferno"


def controller_sees_face_down(game: GameKind) -> bool:
    """May the controller of a face-down permanent or spell of this game look at it? In
    Magic, yes (CR 708.5); in Inferno a face-down card in play is a resource, and nobody
    may look at it, its owner included (I-120.2, I-305.2)."""
    return game is GameKind.MAGIC


class Variant(StrEnum):
    """How a game of Magic is played (CR 800–811, 900–905): a plain game of two or more
    (free-for-all, 806), or a casual variant with rules of its own — Commander (903),
    Archenemy (904)."""

    PLAIN = "plain"
    COMMANDER = "commander"
    ARCHENEMY = "archenemy"
