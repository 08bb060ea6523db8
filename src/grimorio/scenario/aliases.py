"""Aliases: names a scenario gives to objects (``como: sala_b``), so that two objects with
the same name can be told apart in actions and expectations.

An alias names one object. A card that changes zones becomes a new object (CR 400.7); an
alias follows a permanent that left the battlefield to the object it became there (its
last known information records it, 608.2h), and ``nombrar`` gives a new object an alias
(a token created, a card moved to another zone).
"""

from __future__ import annotations

import re
from typing import Any

from grimorio.cards.registry import UnknownCard, fold, resolve
from grimorio.core.decisions import shown
from grimorio.game import Game
from grimorio.scenario.errors import ScenarioError

Aliases = dict[str, int]  # folded alias -> object id
_WORD = re.compile(r"^[^\W\d][\w]{0,59}$")  # a letter, then letters, digits or "_"


def check_alias(name: Any, aliases: Aliases) -> str:
    """The folded form of a new alias, or ScenarioError: a word of letters, digits and
    ``_`` (at most 60 characters) that is neither a card's name nor an alias already."""
    if not isinstance(name, str) or not _WORD.match(name):
        raise ScenarioError(
            f"un alias es una palabra de letras, cifras y '_' que empieza por letra "
            f"(hasta 60 caracteres), no {shown(name, 60)}",
            f"an alias is a word of letters, digits and '_' beginning with a letter "
            f"(at most 60 characters), not {shown(name, 60)}",
        )
    try:
        resolve(name, allow_test=True, allow_tokens=True)
    except UnknownCard:
        pass
    else:
        raise ScenarioError(
            f"el alias {name!r} ya es el nombre de una carta; elige otro",
            f"alias {name!r} is already a card's name; choose another",
        )
    key = fold(name)
    if key in aliases:
        raise ScenarioError(
            f"el alias {name!r} ya está en uso", f"alias {name!r} is already in use"
        )
    return key


def alias_of(game: Game, aliases: Aliases | None, name: Any) -> int | None:
    """The object an alias names now (following a permanent that left the battlefield to
    the object it became), -1 if that object is gone, or None if ``name`` is no alias."""
    if not aliases or not isinstance(name, str):
        return None
    obj = aliases.get(fold(name))
    if obj is None:
        return None
    state = game.state
    seen = 0
    while obj not in state.objects and seen < 100:  # CR 400.7: the object it became
        known = state.lki.get(obj)
        if known is None or not known.became:
            return -1
        obj, seen = known.became, seen + 1
    return obj if obj in state.objects else -1
