"""*Tributo* (I-702.23): a triggered ability of a card in its owner's hand or *Infierno*
(I-702.23a): "Al comienzo de tu restauración puedes mostrar esta carta. Si lo haces, pon
esta carta en juego boca abajo como recurso desde tu mano o infierno. Saltéate tu próxima
fase de agregar recurso. Solo puede resolver un tributo por turno" (I-702.23b).

A card in a hand is hidden, so the ability triggers only when its owner shows it: at the
beginning of their restoration they are asked which one card with *tributo*, if any, to
show (I-701.13a), and that card's ability triggers. Showing one card at most, once each
turn, is what makes at most one *tributo* resolve each turn (``docs/inferno.md``,
decision 12). Its effects are the vocabulary's ``PutAsResource`` and ``SkipAddResource``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl.abilities import Triggered
from grimorio.dsl.zones import Zone, kind_of, zkey
from grimorio.inferno.state import ist
from grimorio.rules.events.objects import ZoneChange, cref, revealed_ref
from grimorio.rules.events.stack import TriggerFires
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import PendingTrigger
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

TRIBUTO = "tributo"
NO_TRIBUTE = Option("no", "opt.no_tribute")


def skip_key(player: int) -> str:
    """The turn's record that ``player``'s next add-a-resource step adds nothing."""
    return f"skip_resource:{player}"


def _tribute_ability(card: str) -> Triggered | None:
    return next(
        (a for a in get(card).abilities if isinstance(a, Triggered) and a.keyword == TRIBUTO),
        None,
    )


class OfferTribute(Step):
    """I-702.23b: the active player may show one card with *tributo* from their hand or
    *Infierno*; its ability triggers."""

    __slots__ = ()

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        player = state.active
        cards = [
            oid
            for zone in (Zone.HAND, Zone.GRAVEYARD)
            for oid in state.zones[zkey(zone, player)]
            if _tribute_ability(state.objects[oid].card) is not None
        ]
        if not cards:
            return None
        opts = tuple(Option(f"reveal:{o}", "opt.tribute", (cref(state, o),)) for o in cards)
        return Decision(player, DecisionKind.TRIBUTE, (*opts, NO_TRIBUTE), "ask.tribute")

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == NO_TRIBUTE.id:
            return
        state = ist(game)
        oid = OptionId.parse(option.id).num()
        obj = state.objects[oid]
        ability = _tribute_ability(obj.card)
        assert ability is not None
        game.note("I-701.13a", "tribute.reveal", ("p", obj.owner), revealed_ref(obj.card, oid))
        pending = PendingTrigger(ability, oid, obj.card, obj.owner)
        game.emit(TriggerFires(pending, "I-702.23b"))


serializable(OfferTribute)


class ResourceSkipped(Event):
    """I-702.23b: ``player``'s next add-a-resource step this turn adds nothing."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, player: int) -> None:
        self.player = player
        self.rule = "I-702.23b"

    def apply(self, game: Kernel) -> LogEntry | None:
        ist(game).turn_counts[skip_key(self.player)] = 1
        return LogEntry(self.rule, "tribute.skip", (("p", self.player),))


serializable(ResourceSkipped)


@handles(gx.PutAsResource)
def put_as_resource(game: Kernel, ctx: Ctx, e: gx.PutAsResource) -> None:
    """I-702.23b, I-120.1: the card, still in its owner's hand or *Infierno*, comes into play
    face down as a resource (hidden as every resource is, I-305.2)."""
    state = ist(game)
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if kind_of(obj.zone) in (Zone.HAND, Zone.GRAVEYARD):
            game.emit(
                ZoneChange(
                    r,
                    Zone.BATTLEFIELD,
                    "I-702.23b",
                    "resource",
                    hidden=True,  # shown as it triggered; a resource from now on (I-305.2)
                    face_down=True,
                    controller=obj.owner,
                )
            )


@handles(gx.SkipAddResource)
def skip_add_resource(game: Kernel, ctx: Ctx, e: gx.SkipAddResource) -> None:
    """I-702.23b: "saltéate tu próxima fase de agregar recurso"."""
    game.emit(ResourceSkipped(ctx.controller))
