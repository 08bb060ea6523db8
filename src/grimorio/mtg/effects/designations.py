"""Keyword actions that give a permanent a designation: goad (CR 701.15) and monstrosity
(701.37), and the events that give them.

* **Goad** (701.15a): each creature picked becomes goaded by the controller of the spell or
  ability, until that player's next turn (or for the rest of the game); a player who
  already goaded it goading it again has no effect (701.15c). What goading does is read as
  attackers are declared (``grimorio.mtg.keywords.goad``).
* **Monstrosity N** (701.37a): if the permanent the ability comes from isn't monstrous, N
  +1/+1 counters are put on it (122.6, through the replacement effects that apply to
  counters) and then it becomes monstrous, remembering N (701.37c). It stays monstrous
  until it leaves the battlefield (701.37b); a new object is never monstrous (400.7).

The designations are effect records (``grimorio.dsl.effects_designations``,
``grimorio.rules.state.designations``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import effects_designations as dx
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.events.objects import CounterChange, cref
from grimorio.rules.state.designations import goaders, monstrous
from grimorio.rules.state.state import ContinuousEffect, st
from grimorio.rules.vocabulary.context import Ctx, amount, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Designate(Event):
    """A permanent gets a designation from a resolving spell or ability (CR 701.15a:
    goaded; 701.37a: monstrous): the effect record ``effect`` that holds it begins."""

    __slots__ = ("effect",)
    writes = frozenset({Aspect.EFFECTS})

    def __init__(self, effect: ContinuousEffect, rule: str) -> None:
        self.effect = effect
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        """CR 701.15b, 701.37b: only a permanent gets it (one that left is a new object)."""
        obj = st(game).objects.get(self.effect.affected[0])
        return obj is not None and obj.zone == BATTLEFIELD_KEY

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        e = self.effect
        state.effects.append(e)
        it = cref(state, e.affected[0])
        part = e.parts[0]
        if isinstance(part, dx.Monstrous):
            return LogEntry(self.rule, "designation.monstrous", (it,))
        key = "designation.goaded" if e.until != dx.GoadLasts.GAME else "designation.goaded_game"
        return LogEntry(self.rule, key, (it, ("p", e.controller)))


serializable(Designate)


@handles(dx.Goad)
def goad(game: Kernel, ctx: Ctx, e: dx.Goad) -> None:
    """CR 701.15a: each permanent picked becomes goaded by the controller of the spell or
    ability, for the goad's duration — unless that player already goaded it (701.15c)."""
    if e.until not in tuple(dx.GoadLasts):
        raise ValueError(f"a goad lasts until a next turn or for the game, not {e.until}")
    state = st(game)
    for r in objects(game, ctx, e.what):
        if state.objects[r].zone != BATTLEFIELD_KEY or ctx.controller in goaders(state, r):
            continue  # CR 701.15b: a permanent's designation; 701.15c: no effect again
        record = ContinuousEffect(
            state.new_timestamp(),
            ctx.source_card,
            (r,),
            (dx.Goaded(),),
            str(e.until),
            ctx.controller,
            ctx.source,
        )
        game.emit(Designate(record, "701.15a"))


@handles(dx.Monstrosity)
def monstrosity(game: Kernel, ctx: Ctx, e: dx.Monstrosity) -> None:
    """CR 701.37a: "if this permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous" — the permanent the ability comes from, checked as it resolves."""
    state = st(game)
    obj = state.objects.get(ctx.source)
    if obj is None or obj.zone != BATTLEFIELD_KEY:
        return  # CR 701.37b: only a permanent; one that left is a new object (400.7)
    if monstrous(state, obj.id) is not None:
        game.note("701.37a", "designation.already_monstrous", cref(state, obj.id))
        return
    n = max(0, amount(game, ctx, e.n))
    if n:
        game.emit(CounterChange(obj.id, "+1/+1", n, "701.37a"))
    record = ContinuousEffect(
        state.new_timestamp(),
        ctx.source_card,
        (obj.id,),
        (dx.Monstrous(n),),
        "game",  # CR 701.37b: until it leaves the battlefield (then it is gone, 400.7)
        ctx.controller,
        obj.id,
    )
    game.emit(Designate(record, "701.37a"))


register_messages(
    {
        "designation.goaded": (
            "{0:El} queda {0:incitado|incitada} por {1} hasta su próximo turno.",
            "{0} is goaded by {1} until their next turn.",
        ),
        "designation.goaded_game": (
            "{0:El} queda {0:incitado|incitada} por {1} durante el resto del juego.",
            "{0} is goaded by {1} for the rest of the game.",
        ),
        "designation.monstrous": (
            "{0:El} se convierte en {0:monstruoso|monstruosa}.",
            "{0} becomes monstrous.",
        ),
        "designation.already_monstrous": (
            "{0:El} ya es {0:monstruoso|monstruosa}: la monstruosidad no hace nada.",
            "{0} is already monstrous: monstrosity does nothing.",
        ),
        "kw.persist": ("persistir", "persist"),
        "kw.undying": ("resiliencia", "undying"),
        "kw.changeling": ("cambiaformas", "changeling"),
    }
)
