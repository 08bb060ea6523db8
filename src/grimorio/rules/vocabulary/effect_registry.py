"""Carrying out the card vocabulary's effects (CR 608.2c), found through a registry.

Each family of effects registers its handler for the effect types it knows with
:func:`handles`; :func:`perform` finds the handler by the effect's type (its own class
first, then its bases) and runs it. A handler returns the steps that must run before the
next effect — a player's choice, say — or nothing. :class:`RunEffects` does a list of
effects in order and waits for those steps. This module imports no family: the rules
object loads them (``grimorio.mtg.rules``), and a test fails if an effect type of the
vocabulary has no handler.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from grimorio.core.decisions import Decision
from grimorio.core.serial import serializable
from grimorio.core.state import Step

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.effects import Effect
    from grimorio.rules.vocabulary.context import Ctx

Handler = Callable[..., "list[Step] | None"]
H = TypeVar("H", bound=Handler)

_HANDLERS: dict[type, Handler] = {}


def handles(*kinds: type) -> Callable[[H], H]:
    """Register the decorated function as the handler of the effect types ``kinds``."""

    def register(handler: H) -> H:
        for kind in kinds:
            known = _HANDLERS.get(kind)
            if known is not None and known is not handler:
                raise TypeError(f"two handlers for the effect {kind.__name__}")
            _HANDLERS[kind] = handler
        return handler

    return register


def handler_for(kind: type) -> Handler | None:
    """The handler of an effect type: its own, or that of its nearest base."""
    for klass in kind.__mro__:
        handler = _HANDLERS.get(klass)
        if handler is not None:
            return handler
    return None


def perform(game: Kernel, ctx: Ctx, effect: Effect | Any) -> list[Step]:
    """Do one effect; return the sub-steps that must run before the next effect."""
    handler = handler_for(type(effect))
    if handler is None:
        raise TypeError(f"no handler for the effect {type(effect).__name__}")
    return handler(game, ctx, effect) or []


class RunEffects(Step):
    """Do ``effects`` in order (CR 608.2c), waiting for the sub-steps of each one."""

    __slots__ = ("ctx", "effects", "index")

    def __init__(self, ctx: Ctx, effects: tuple[Effect, ...], index: int = 0) -> None:
        self.ctx = ctx
        self.effects = effects
        self.index = index

    def run(self, game: Kernel) -> Decision | None:
        while self.index < len(self.effects):
            e = self.effects[self.index]
            self.index += 1
            subs = perform(game, self.ctx, e)
            if subs or game.state.interrupts:  # a choice comes before the next effect
                game.push(self, *reversed(subs))
                return None
        return None


serializable(RunEffects)
