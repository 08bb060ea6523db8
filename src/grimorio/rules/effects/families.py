"""Every shared family of effects: importing this module registers their handlers in
:mod:`grimorio.rules.vocabulary.effect_registry` (CR 608.2c). Each game's rules import it,
and their own families besides."""

from grimorio.rules.casting import division, permissions, play_now  # noqa: F401  (handlers)
from grimorio.rules.effects import (  # noqa: F401  (each family registers its effects' handlers)
    basic,
    card_moves,
    choices,
    choose_and_combat,
    exchange,
    hidden,
    lasting,
    later,
    library,
    resolving,
    sacrifice,
)
from grimorio.rules.events import messages  # noqa: F401  (the log's texts)
