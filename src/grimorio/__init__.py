"""Grimorio: a rules engine for Magic: The Gathering that follows the Comprehensive Rules.

The public API: :class:`Game`, :class:`Deck`, :class:`Decision`, :class:`Option` and
:class:`IllegalAction`.
"""

from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.deck import Deck
from grimorio.game import Game

__all__ = ["Decision", "Deck", "Game", "IllegalAction", "Option"]
__version__ = "0.1.0"
