"""Resolving the top of the stack (CR 608) and what becomes of the object afterwards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.decisions import Decision
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import ActivatedAbility, Mode
from grimorio.dsl.effects import Effect
from grimorio.dsl.zones import STACK_KEY, Zone
from grimorio.rules.casting.costs import specs
from grimorio.rules.events.objects import Attach, CeaseToExist, Link, ZoneChange, cref, source_ref
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import RunEffects
from grimorio.rules.vocabulary.targets import legal_target

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def stack_modes(obj: MagicObject) -> tuple[Mode, ...]:
    """The modes of a spell, or the one mode of an activated or triggered ability, on the
    stack."""
    if isinstance(obj.trigger, PendingTrigger):  # a modal one: its modes (CR 700.2b)
        return obj.trigger.ability.modes or (obj.trigger.ability.mode,)
    if obj.ability is not None:  # the ability as its source had it when activated
        assert isinstance(obj.activated, ActivatedAbility)
        return obj.activated.all_modes
    return get(obj.card).spell_modes


class Resolve(Step):
    """CR 608.2: the top object of the stack resolves (or doesn't, 608.2b)."""

    __slots__ = ("obj",)

    def __init__(self, obj: int) -> None:
        self.obj = obj

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects[self.obj]
        modes = stack_modes(obj)
        all_specs = specs(modes, obj.modes)
        source = obj.source if obj.source is not None else obj.id
        trigger = obj.trigger if isinstance(obj.trigger, PendingTrigger) else None
        that = trigger.player if trigger is not None else -1  # "that player" (CR 603.2)
        # CR 608.2b: a target that is no longer legal is ignored; if every target is, the
        # spell or ability doesn't resolve.
        legal = tuple(
            tuple(
                r
                for r in group
                if legal_target(game, spec, r, obj.controller, source, obj.id, that)
            )
            for group, spec in zip(obj.targets, all_specs, strict=True)
        )
        previous = state.cause
        state.cause = obj.origin  # what follows comes from this spell or ability
        if any(obj.targets) and not any(legal):
            state.cause = game.note("608.2b", "fizzle", cref(state, obj.id))
            game.push(RestoreCause(previous), Finish(self.obj, fizzled=True))
            return None
        condition = trigger.ability.condition if trigger is not None else None
        if condition is not None and not holds(
            game, condition, obj.controller, source, (), that=that
        ):
            # CR 603.4: an intervening "if" is checked again; false, the ability does nothing
            state.cause = game.note(
                "603.4", "trigger.condition", source_ref(state, obj.card, source)
            )
            game.push(RestoreCause(previous), Finish(self.obj))
            return None
        effects: tuple[Effect, ...] = ()
        for m in obj.modes:
            effects += modes[m].effects
        ctx = Ctx(obj.controller, source, obj.card, legal, obj.paid, obj.x, me=obj.id)
        if trigger is not None:
            ctx = Ctx(
                obj.controller,
                source,
                obj.card,
                legal,
                x=obj.x,  # CR 107.3m
                subject=trigger.subject,
                event_player=trigger.player,
                event_amount=trigger.amount,
                origin=trigger.origin,
                me=obj.id,
            )
        _record_use(obj, trigger)
        key = "resolve" if obj.ability is None else "resolve.ability"
        state.cause = game.note("608.2", key, cref(state, obj.id))
        game.push(RestoreCause(previous), Finish(self.obj), RunEffects(ctx, effects))
        return None


serializable(Resolve)


def _record_use(obj: MagicObject, trigger: PendingTrigger | None) -> None:
    """For ``grimorio cards --coverage``: this spell's or ability's text is doing something."""
    if ability_use.USED is None:
        return
    if trigger is not None:
        ability_use.record(trigger.source_card, trigger.ability)
    elif obj.activated is not None:
        ability_use.record(obj.card, obj.activated)
    elif get(obj.card).spell is not None:
        ability_use.record(obj.card, "spell")


class RestoreCause(Step):
    """After a resolution, log entries stop being attributed to it."""

    __slots__ = ("cause",)

    def __init__(self, cause: int) -> None:
        self.cause = cause

    def run(self, game: Kernel) -> Decision | None:
        game.state.cause = self.cause
        return None


serializable(RestoreCause)


class Finish(Step):
    """CR 608.2n / 608.3: after resolving, an instant or sorcery goes to its owner's
    graveyard, a permanent spell enters the battlefield, an ability ceases to exist.
    A spell that doesn't resolve (608.2b) goes to the graveyard."""

    __slots__ = ("fizzled", "obj")

    def __init__(self, obj: int, fizzled: bool = False) -> None:
        self.obj = obj
        self.fizzled = fizzled

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.obj)
        if obj is None or obj.zone != STACK_KEY:
            return None  # it was countered or otherwise left the stack while resolving
        if obj.ability is not None:
            game.emit(CeaseToExist(self.obj, "608.2n", quiet=True))
        elif get(obj.card).is_permanent_card and not self.fizzled:
            enter = ZoneChange(
                self.obj, Zone.BATTLEFIELD, "608.3", "enter", controller=obj.controller
            )
            game.emit(enter)
            paid = state.linked.get(f"{self.obj}:exiled")
            if paid and enter.new_id in state.objects:  # CR 607.2q: exiled to pay its cost
                game.emit(Link(f"{enter.new_id}:exiled", paid))
            if get(obj.card).enchant is not None and obj.targets and obj.targets[0]:
                # CR 608.3c: an Aura spell enters attached to what it targeted
                game.emit(Attach(enter.new_id, obj.targets[0][0], "608.3c"))
        else:
            game.emit(ZoneChange(self.obj, Zone.GRAVEYARD, "608.2n", "resolved"))
        return None


serializable(Finish)
