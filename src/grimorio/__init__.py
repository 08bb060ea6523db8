"""Grimorio: a rules engine for Magic: The Gathering that follows the Comprehensive Rules.

The public API: :class:`Game`, :class:`Deck`, :class:`Decision`, :class:`Option`,
:class:`IllegalAction`, and :func:`load_deck` / :func:`parse_decklist` for decklists.
"""

from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.deck import Deck
from grimorio.decklist import load_deck, parse_decklist
from grimorio.explain import explain
from grimorio.game import Game

__all__ = [
    "Decision",
    "Deck",
    "Game",
    "IllegalAction",
    "Option",
    "explain",
    "load_deck",
    "parse_decklist",
]
__version__ = "0.1.0"
