"""Playing a card as an effect resolves (CR 601.3, 608.2c; I-601.1): "puedes jugar [esta
carta] desde tu inferno, pagando su coste de réplica" (I-702.16a, *réplica*:
``dsl.permissions.PlayThisNow``).

If the source card is still in its controller's zone the effect names — a card that moved
is a new object (CR 400.7) — its controller may play it there and then, following every
rule for playing it (601.2; I-601.1a–h) but its timing, as copies are cast while an effect
resolves (707.12): for the cost the effect names instead of its mana (energy) cost, an
alternative cost (118.9; I-117.9, I-601.1b: ``permissions.pay_instead``), or for its own.
It is offered only if it can be completed (``announce.completable``), so no attempt has to
be rewound (732.1).

The casting keywords cast their card the same way (``dsl.casting_abilities.CastThisNow``):
miracle's trigger from the hand for the miracle cost (702.94a), suspend's last trigger from
exile without paying its mana cost (702.62a, 702.62d) — a Room by the door its player
chooses (709.3), for that door's cost (the release notes of El Maestro de las Llaves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.casting_abilities import MIRACLE, SUSPEND, CastThisNow
from grimorio.dsl.permissions import PlayThisNow
from grimorio.dsl.zones import zkey
from grimorio.rules.casting.announce import Announce, completable
from grimorio.rules.casting.costs import How
from grimorio.rules.casting.keyword_costs import miracle_text
from grimorio.rules.casting.permissions import pay_instead
from grimorio.rules.events.objects import cref, source_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


@handles(PlayThisNow)
def play_this_now(game: Kernel, ctx: Ctx, e: PlayThisNow) -> list[Step]:
    """I-702.16a: offer to play the source card from its controller's ``zone``, now."""
    obj = st(game).objects.get(ctx.source)
    if obj is None or obj.zone != zkey(e.zone, ctx.controller):
        return []  # gone from there: a new object, which the effect doesn't name (400.7)
    return [PlayNow(ctx.controller, obj.id, pay_instead(e.cost) if e.cost is not None else "")]


class PlayNow(Step):
    """The player may play ``card`` now, for the alternative cost ``alt`` ("" for its own
    cost), or not (CR 603.5, 608.2d: "puedes")."""

    __slots__ = ("alt", "card", "player")

    def __init__(self, player: int, card: int, alt: str) -> None:
        self.player = player
        self.card = card
        self.alt = alt

    def run(self, game: Kernel) -> Decision | None:
        obj = st(game).objects.get(self.card)
        if obj is None or not completable(game, self.player, obj, How(alt=self.alt)):
            return None  # it can't be played now: nothing to choose
        opts = (Option("yes", "opt.yes"), Option("no", "opt.no"))
        ask = "ask.play_now.alt" if self.alt else "ask.play_now"
        return Decision(self.player, DecisionKind.MAY, opts, ask, (cref(st(game), obj.id),))

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "yes":
            game.push(Announce(self.player, self.card, How(alt=self.alt)))


serializable(PlayNow)


@handles(CastThisNow)
def cast_this_now(game: Kernel, ctx: Ctx, e: CastThisNow) -> list[Step]:
    """CR 702.94a, 702.62a: offer to cast the source card from its controller's ``zone``
    (their hand, or exile), now, the way ``e.alt`` says — if it is still there (400.7)."""
    obj = st(game).objects.get(ctx.source)
    if obj is None or obj.zone != zkey(e.zone, ctx.controller) or obj.owner != ctx.controller:
        return []  # gone from there: a new object, which the ability doesn't name (400.7)
    return [CastNow(ctx.controller, obj.id, e.alt)]


class CastNow(Step):
    """The player may cast ``card`` now, the way ``alt`` (an alternative cost, CR 118.9,
    601.2b), or not (603.5, 608.2d: "you may") — a Room by one of its doors (709.3): only the
    ways that can be completed are offered (732.1)."""

    __slots__ = ("alt", "card", "player")

    def __init__(self, player: int, card: int, alt: str) -> None:
        self.player = player
        self.card = card
        self.alt = alt

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.card)
        if obj is None:
            return None
        d = get(obj.card)
        opts: list[Option] = []
        if d.doors:
            for face, door in enumerate(d.doors):
                if completable(game, self.player, obj, How(face=face, alt=self.alt)):
                    ref = source_ref(state, door.key, obj.id)
                    opts.append(Option(f"cast_door:{face}", "opt.cast_door", (ref,)))
        elif completable(game, self.player, obj, How(alt=self.alt)):
            opts.append(Option("yes", "opt.yes"))
        if not opts:
            return None  # it can't be cast now: it stays where it is (release notes)
        opts.append(Option("no", "opt.no"))
        args: tuple[object, ...]
        if self.alt == SUSPEND:
            ask, args = "ask.cast_now.free", (cref(state, obj.id),)
        elif self.alt.startswith(MIRACLE) and not d.doors:
            ask, args = "ask.cast_now.miracle", (cref(state, obj.id), miracle_text(d, self.alt))
        else:
            ask, args = "ask.play_now.alt", (cref(state, obj.id),)
        return Decision(self.player, DecisionKind.MAY, tuple(opts), ask, args)

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "yes":
            game.push(Announce(self.player, self.card, How(alt=self.alt)))
        elif option.id != "no":
            face = OptionId.parse(option.id).num()
            game.push(Announce(self.player, self.card, How(face=face, alt=self.alt)))


serializable(CastNow)


register_messages(
    {
        "ask.cast_now.free": (
            "¿Lanzas {0:el} ahora, sin pagar su coste de maná?",
            "Cast {0} now, without paying its mana cost?",
        ),
        "ask.cast_now.miracle": (
            "¿Lanzas {0:el} ahora, pagando su coste de milagro ({1})?",
            "Cast {0} now, paying its miracle cost ({1})?",
        ),
        "opt.cast_door": ("Lanzar {0}", "Cast {0}"),
        "ask.play_now": ("¿Lanzas {0:el} ahora?", "Cast {0} now?"),
        "ask.play_now@inferno": ("¿Juegas {0:el} ahora?", "Play {0} now?"),
        "ask.play_now.alt": (
            "¿Lanzas {0:el} ahora, por su coste alternativo?",
            "Cast {0} now, for its alternative cost?",
        ),
        "ask.play_now.alt@inferno": (
            "¿Juegas {0:el} ahora, por su coste alternativo?",
            "Play {0} now, for its alternative cost?",
        ),
    }
)
