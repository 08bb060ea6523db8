"""Grimorio: a rules engine for Magic: The Gathering that follows the Comprehensive Rules.

The public API: :class:`Game`, :class:`Deck`, :class:`Decision`, :class:`Option`,
:func:`load_deck` / :func:`parse_decklist` for decklists, :func:`explain`, and the errors
it documents — every one a :class:`GrimorioError` (a ``ValueError`` with its message in
Spanish and English): :class:`IllegalAction`, :class:`DeckError`, :class:`DecklistError`,
:class:`SaveError`.
"""

from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.core.errors import GrimorioError
from grimorio.deck import Deck, DeckError
from grimorio.decklist import DecklistError, load_deck, parse_decklist
from grimorio.explain import explain
from grimorio.game import Game
from grimorio.save_formats import SaveError

__all__ = [
    "Decision",
    "Deck",
    "DeckError",
    "DecklistError",
    "Game",
    "GrimorioError",
    "IllegalAction",
    "Option",
    "SaveError",
    "explain",
    "load_deck",
    "parse_decklist",
]
__version__ = "0.1.0"
