"""The rules of the effects on groups of objects and their totals
(``grimorio.dsl.effects_groups``):

* ``DestroyTogether`` — several selectors' permanents destroyed at once (CR 701.8a), then
  the total mana value of those destroyed, as they last existed (202.3, 608.2h), as "that
  much";
* ``ReturnAllToBattlefield`` (110.2a, 303.4f–g): cards put onto the battlefield together,
  each Aura attached as it enters to what its controller chooses, or left where it is;
* ``WithGreatestAttackingPower`` — the greatest power among the creatures declared as
  attackers in this combat that still attack (508.1, 608.2h), as "that much";
* ``IfShareCardTypes`` (205.2a): effects that happen if cards remembered share all their
  card types;
* ``ExileWithCardTypes`` — "you may exile any number of cards from your graveyard with N or
  more card types among them. If you do, ..." (205.2a, 701.13a, 608.2d): the cards picked
  one at a time (a :class:`~grimorio.rules.effects.choices.PickOneByOne`).

:func:`card_types` (205.2a) serves the trigger conditions too
(``grimorio.mtg.effects.trigger_conditions``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_groups as gx
from grimorio.dsl.card import CARD_TYPES, MORE_CARD_TYPES
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.mtg.effects.onto_battlefield import hosts
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.effects.basic import destroy_moves
from grimorio.rules.effects.choices import PickOneByOne
from grimorio.rules.events.objects import Attach, Link, ZoneChange, cref, source_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel
    from grimorio.rules.state.state import MtgState

# the card types of CR 205.2a (kindred among them; a scheme is no card of a library)
ALL_CARD_TYPES = frozenset(CARD_TYPES + MORE_CARD_TYPES)


def card_types(game: Kernel, obj: int) -> frozenset[str]:
    """CR 205.2a: the card types object ``obj`` has now (supertypes and subtypes aside)."""
    return frozenset(chars(game, st(game).objects[obj]).types) & ALL_CARD_TYPES


# -- destroying together (CR 701.8a) --------------------------------------------------------
@handles(gx.DestroyTogether)
def destroy_together(game: Kernel, ctx: Ctx, e: gx.DestroyTogether) -> list[Step]:
    """CR 701.8a: every permanent picked, destroyed at the same time (each once, though two
    selectors pick it); then ``then`` with their total mana value as they last existed on
    the battlefield (202.3, 608.2h) — only those the destruction moved."""
    state = st(game)
    picked: list[int] = []
    for sel in e.what:
        picked += [r for r in objects(game, ctx, sel) if r not in picked]
    values = {
        r: (chars(game, state.objects[r]).mana_cost or ManaCost()).mana_value
        for r in picked
        if state.objects[r].zone == BATTLEFIELD_KEY
    }
    done = game.emit_all(destroy_moves(game, picked))
    total = sum(values.get(ev.obj, 0) for ev in done if isinstance(ev, ZoneChange))
    if not e.then:
        return []
    return [RunEffects(dataclasses.replace(ctx, event_amount=total), e.then)]


# -- returning cards together, Auras attached (CR 110.2a, 303.4f–g) -------------------------
def _is_aura(game: Kernel, r: int) -> bool:
    return "Aura" in get(st(game).objects[r].card).subtypes


@handles(gx.ReturnAllToBattlefield)
def return_all(game: Kernel, ctx: Ctx, e: gx.ReturnAllToBattlefield) -> list[Step]:
    """CR 110.2a: the cards the selector picks now, under their owners' control."""
    pool = tuple(objects(game, ctx, e.what))
    return [ReturnAll(pool)] if pool else []


class ReturnAll(Step):
    """The owner of each Aura of ``pool`` chooses what it will enchant (CR 303.4f), in the
    pool's order; then the cards enter together, each Aura attached as it enters, an Aura
    with nothing to enchant left where it is (303.4g)."""

    __slots__ = ("hosts", "pool")

    def __init__(self, pool: tuple[int, ...]) -> None:
        self.pool = pool
        self.hosts: tuple[tuple[int, int], ...] = ()  # (Aura, what it enchants; 0: none)

    def _next_aura(self, game: Kernel) -> int:
        done = {a for a, _h in self.hosts}
        state = st(game)
        return next(
            (r for r in self.pool if r in state.objects and _is_aura(game, r) and r not in done),
            0,
        )

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while aura := self._next_aura(game):
            owner = state.objects[aura].owner
            found = hosts(game, owner, aura)
            if len(found) != 1 and found:
                opts = tuple(
                    Option(
                        f"choose:{h}", "opt.enchant", (("p", -1 - h) if h < 0 else cref(state, h),)
                    )
                    for h in found
                )
                return Decision(
                    owner, DecisionKind.CHOOSE, opts, "ask.enchant", (cref(state, aura),)
                )
            self.hosts = (*self.hosts, (aura, found[0] if found else 0))
        self._finish(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        aura = self._next_aura(game)
        self.hosts = (*self.hosts, (aura, int(OptionId.parse(option.id).args[0])))
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        state = st(game)
        attached = {a: h for a, h in self.hosts if h}
        moves: list[Event] = []
        for r in self.pool:
            if r not in state.objects or (_is_aura(game, r) and r not in attached):
                continue  # CR 303.4g: nothing to enchant, it stays where it is
            owner = state.objects[r].owner
            moves.append(ZoneChange(r, Zone.BATTLEFIELD, "110.2a", "reanimate", controller=owner))
        for ev in game.emit_all(moves):
            if isinstance(ev, ZoneChange) and ev.obj in attached and ev.new_id:
                entered = state.objects.get(ev.new_id)
                if entered is not None and entered.zone == BATTLEFIELD_KEY:
                    game.emit(Attach(ev.new_id, attached[ev.obj], "303.4f"))


serializable(ReturnAll)


# -- the greatest power among the creatures declared as attackers (CR 508.1, 608.2h) ----------
@handles(gx.WithGreatestAttackingPower)
def with_greatest_attacking_power(
    game: Kernel, ctx: Ctx, e: gx.WithGreatestAttackingPower
) -> list[Step]:
    """The creatures the controller declared as attackers (``state.attacked``: each one
    declared this turn) still attacking in this combat, their power now; a creature put
    onto the battlefield attacking was never declared (508.4)."""
    state = st(game)
    combat = state.combat
    attacking = combat.attackers if combat is not None else {}
    powers = [
        chars(game, state.objects[r]).power or 0
        for r in attacking
        if r in state.attacked
        and r in state.objects
        and state.objects[r].controller == ctx.controller
    ]
    greatest = max(0, max(powers, default=0))
    return [RunEffects(dataclasses.replace(ctx, event_amount=greatest), e.effects)]


# -- cards that share all their card types (CR 205.2a) ---------------------------------------
@handles(gx.IfShareCardTypes)
def if_share_card_types(game: Kernel, ctx: Ctx, e: gx.IfShareCardTypes) -> list[Step]:
    """CR 205.2a: ``count`` of the remembered cards have the very same card types."""
    state = st(game)
    seen: dict[tuple[str, ...], int] = {}
    for r in state.linked.get(f"{ctx.source}:{e.key}", ()):
        obj = state.objects.get(r)
        if obj is not None:
            types = tuple(sorted(chars(game, obj).types))
            seen[types] = seen.get(types, 0) + 1
    if not any(n >= e.count for n in seen.values()):
        return []
    return [RunEffects(ctx, e.then)]


# -- exiling cards with N card types among them (CR 205.2a, 701.13a) --------------------------
@handles(gx.ExileWithCardTypes)
def exile_with_card_types(game: Kernel, ctx: Ctx, e: gx.ExileWithCardTypes) -> list[Step]:
    """Nothing can be done with fewer card types than ``at_least`` among the cards of the
    controller's graveyard; else they choose (608.2d)."""
    game.emit(Link(f"{ctx.source}:{e.key}", (), reset=True))  # CR 607.2a: this resolution's
    yard = st(game).zones[zkey(Zone.GRAVEYARD, ctx.controller)]
    among = frozenset().union(*(card_types(game, r) for r in yard)) if yard else frozenset()
    if len(among) < e.at_least:
        return []
    return [ExileChoice(ctx, e)]


class ExileChoice(PickOneByOne):
    """The controller chooses cards of their graveyard one at a time; "done" is offered
    once the cards chosen have ``at_least`` card types among them, "decline" before any is
    chosen (CR 608.2d: "you may"). The cards are exiled together and remembered (607.2a);
    then the effects of "if you do" happen."""

    __slots__ = ("ctx", "effect")

    def __init__(self, ctx: Ctx, effect: gx.ExileWithCardTypes) -> None:
        super().__init__()
        self.ctx = ctx
        self.effect = effect

    def _types(self, game: Kernel) -> frozenset[str]:
        found: frozenset[str] = frozenset()
        for r in self.chosen:
            found |= card_types(game, r)
        return found

    def picker(self) -> int:
        return self.ctx.controller

    def able(self, game: Kernel) -> list[int]:
        yard = st(game).zones[zkey(Zone.GRAVEYARD, self.ctx.controller)]
        return [r for r in reversed(yard) if r not in self.chosen]

    def pick(self, state: MtgState, obj: int) -> Option:
        return Option(f"choose:{obj}", "opt.choose_object", (cref(state, obj),))

    def closing(self, game: Kernel) -> tuple[Option, ...]:
        if not self.chosen:
            return (Option("decline", "opt.exile_none"),)
        have = len(self._types(game))
        if have >= self.effect.at_least:
            return (Option("done", "opt.exile_chosen", (len(self.chosen), have)),)
        return ()

    def question(self, game: Kernel) -> tuple[str, str, tuple[object, ...]]:
        src = source_ref(st(game), self.ctx.source_card, self.ctx.source)
        have = len(self._types(game))
        return DecisionKind.CHOOSE, "ask.exile_card_types", (src, self.effect.at_least, have)

    def ends_when_none_left(self) -> bool:
        return False  # "done" or "decline" is always answered

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id != "decline":
            super().answer(game, option)

    def finish(self, game: Kernel) -> None:
        moves: list[Event] = [ZoneChange(r, Zone.EXILE, "701.13a", "exile") for r in self.chosen]
        done = game.emit_all(moves)
        exiled = tuple(
            ev.new_id for ev in done if isinstance(ev, ZoneChange) and ev.to == Zone.EXILE
        )
        game.emit(Link(f"{self.ctx.source}:{self.effect.key}", exiled, reset=True))
        if exiled and self.effect.then:  # CR 608.2d: "if you do"
            game.push(RunEffects(self.ctx, self.effect.then))


serializable(ExileChoice)


register_messages(
    {
        "opt.exile_none": ("No exiliar nada", "Exile nothing"),
        "opt.exile_chosen": (
            "Exiliar lo elegido: {0:carta|cartas}, {1:tipo de carta|tipos de cartas}",
            "Exile what was chosen: {0:card|cards}, {1:card type|card types}",
        ),
        "ask.exile_card_types": (
            "{0:El}: elige cartas de tu cementerio con {1} o más tipos de cartas entre ellas "
            "(ahora {2}).",
            "{0}: choose cards from your graveyard with {1} or more card types among them "
            "(now {2}).",
        ),
    }
)
