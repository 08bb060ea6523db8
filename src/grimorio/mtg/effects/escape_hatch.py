"""The escape hatch (DESIGN principle 6): card-specific code for what the card vocabulary
can't say yet, named by key. Each handler is debt: a card that uses one is reported by
``grimorio cards --coverage``, and the right fix is a new word in the vocabulary.

A handler receives the game and the resolving spell's or ability's context and returns the
steps that must run before the next effect (like ``grimorio.rules.effects.basic.perform``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimorio.core.state import Step
from grimorio.dsl.effects import EscapeHatch
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

Handler = Callable[["Kernel", Ctx], list[Step]]
HANDLERS: dict[str, Handler] = {}


@handles(*(EscapeHatch,))
def perform_escape(game: Kernel, ctx: Ctx, e: EscapeHatch) -> list[Step]:
    handler = HANDLERS.get(e.key)
    if handler is None:
        raise KeyError(f"no escape-hatch handler named {e.key!r}")
    return handler(game, ctx)
