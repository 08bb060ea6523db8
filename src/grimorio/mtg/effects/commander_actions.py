"""The rules of the words the red, green and multicoloured cards of the *Duskmourn* Commander
decks brought into the vocabulary (``grimorio.dsl.effects_commander_actions``,
``grimorio.dsl.triggers_commander_events``; issue 23):

* ``SacrificeOrElse`` — "its controller may sacrifice it. If they don't, ..." (701.21a,
  608.2d): the permanent's controller is asked;
* ``UntapUpTo`` — "untap up to N lands" (701.26b): chosen one at a time, untapped together;
* ``WithGreatestAttackingPower`` — the greatest power among the creatures declared as
  attackers in this combat that still attack (508.1, 608.2h), as "that much";
* ``DestroyTogether`` — several selectors' permanents destroyed at once (701.8a), then the
  total mana value of those destroyed, as they last existed (202.3, 608.2h), as "that much";
* ``ExileWithCardTypes`` — "you may exile any number of cards from your graveyard with N or
  more card types among them. If you do, ..." (205.2a, 701.13a, 608.2d);
* the matchers of the trigger conditions ``PlaysCard`` (305.1, 601.2i) and
  ``LosesLifeFirstTime`` (119.3, 120.3a), registered with the shared trigger rules
  (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.objects import player_of_ref
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_commander_actions as ax
from grimorio.dsl import triggers_commander_events as tx
from grimorio.dsl.card import CARD_TYPES, MORE_CARD_TYPES
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import player_fits
from grimorio.rules.effects.basic import destroy_moves
from grimorio.rules.events.game import Damage, LifeChange
from grimorio.rules.events.objects import Link, SetTapped, ZoneChange, cref, source_ref
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.pipeline.listeners import Listener
from grimorio.rules.pipeline.triggers import Hit, game_matcher
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, objects
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel
    from grimorio.dsl.effects import Effect
    from grimorio.dsl.triggers import Trigger

# the card types of CR 205.2a (kindred among them; a scheme is no card of a library)
ALL_CARD_TYPES = frozenset(CARD_TYPES + MORE_CARD_TYPES)


def card_types(game: Kernel, obj: int) -> frozenset[str]:
    """CR 205.2a: the card types object ``obj`` has now (supertypes and subtypes aside)."""
    return frozenset(chars(game, st(game).objects[obj]).types) & ALL_CARD_TYPES


# -- "its controller may sacrifice it. If they don't, ..." (CR 701.21a, 608.2d) ---------------
@handles(ax.SacrificeOrElse)
def sacrifice_or_else(game: Kernel, ctx: Ctx, e: ax.SacrificeOrElse) -> list[Step]:
    """The controller of each permanent picked is asked, one permanent after the other; a
    permanent no longer on the battlefield can't be sacrificed: the effects happen
    (608.2d)."""
    state = st(game)
    steps: list[Step] = []
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone != BATTLEFIELD_KEY:
            steps.append(RunEffects(ctx, e.effects))
            continue
        steps.append(MaySacrifice(obj.controller, r, ctx, e.effects))
    return steps


class MaySacrifice(Step):
    """CR 701.21a, 608.2d: ``player`` may sacrifice permanent ``obj``; if they don't,
    ``effects`` happen."""

    __slots__ = ("ctx", "effects", "obj", "player")

    def __init__(self, player: int, obj: int, ctx: Ctx, effects: tuple[Effect, ...]) -> None:
        self.player = player
        self.obj = obj
        self.ctx = ctx
        self.effects = effects

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.obj)
        if obj is None or obj.zone != BATTLEFIELD_KEY or obj.controller != self.player:
            self._declined(game)  # CR 701.21a: only a permanent its controller controls
            return None
        opts = (
            Option(f"sacrifice:{self.obj}", "opt.sacrifice", (cref(state, self.obj),)),
            Option("decline", "opt.keep_it"),
        )
        src = source_ref(state, self.ctx.source_card, self.ctx.source)
        return Decision(
            self.player, DecisionKind.PAY, opts, "ask.sacrifice_or_else", (src, cref(state, obj.id))
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "decline":
            self._declined(game)
            return
        game.emit(ZoneChange(self.obj, Zone.GRAVEYARD, "701.21a", "sacrifice"))

    def _declined(self, game: Kernel) -> None:
        if self.effects:
            game.push(RunEffects(self.ctx, self.effects))


serializable(MaySacrifice)


# -- "untap up to N <filter>" (CR 701.26b) -------------------------------------------------------
@handles(ax.UntapUpTo)
def untap_up_to(game: Kernel, ctx: Ctx, e: ax.UntapUpTo) -> list[Step]:
    most = amount(game, ctx, e.most)
    return [UntapChoice(ctx.controller, ctx.source, e.filter, most)] if most > 0 else []


class UntapChoice(Step):
    """CR 701.26b: the player picks up to ``most`` tapped permanents that match ``filter``,
    one at a time (or "done"); they are untapped together."""

    __slots__ = ("chosen", "filter", "most", "player", "source")

    def __init__(self, player: int, source: int, f: Filter, most: int) -> None:
        self.player = player
        self.source = source
        self.filter = f
        self.most = most
        self.chosen: tuple[int, ...] = ()

    def _tapped(self, game: Kernel) -> list[int]:
        state = st(game)
        return [
            r
            for r in select(game, self.filter, self.player, self.source)
            if state.objects[r].tapped and r not in self.chosen
        ]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        able = self._tapped(game) if len(self.chosen) < self.most else []
        if not able:
            self._finish(game)
            return None
        opts = tuple(Option(f"untap:{r}", "opt.untap", (cref(state, r),)) for r in able)
        left = self.most - len(self.chosen)
        return Decision(
            self.player,
            DecisionKind.TAP,
            (*opts, Option("done", "opt.done")),
            "ask.untap_up_to",
            (left,),
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "done":
            self._finish(game)
            return
        self.chosen = (*self.chosen, OptionId.parse(option.id).num())
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        state = st(game)
        chosen = [r for r in self.chosen if r in state.objects and state.objects[r].tapped]
        if chosen:
            game.emit_all([SetTapped(r, False, "701.26b") for r in chosen])


serializable(UntapChoice)


# -- the greatest power among the creatures declared as attackers (CR 508.1, 608.2h) ----------
@handles(ax.WithGreatestAttackingPower)
def with_greatest_attacking_power(
    game: Kernel, ctx: Ctx, e: ax.WithGreatestAttackingPower
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


# -- destroying together (CR 701.8a) --------------------------------------------------------
@handles(ax.DestroyTogether)
def destroy_together(game: Kernel, ctx: Ctx, e: ax.DestroyTogether) -> list[Step]:
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


# -- exiling cards with N card types among them (CR 205.2a, 701.13a) --------------------------
@handles(ax.ExileWithCardTypes)
def exile_with_card_types(game: Kernel, ctx: Ctx, e: ax.ExileWithCardTypes) -> list[Step]:
    """Nothing can be done with fewer card types than ``at_least`` among the cards of the
    controller's graveyard; else they choose (608.2d)."""
    game.emit(Link(f"{ctx.source}:{e.key}", (), reset=True))  # CR 607.2a: this resolution's
    yard = st(game).zones[zkey(Zone.GRAVEYARD, ctx.controller)]
    among = frozenset().union(*(card_types(game, r) for r in yard)) if yard else frozenset()
    if len(among) < e.at_least:
        return []
    return [ExileChoice(ctx, e)]


class ExileChoice(Step):
    """The controller chooses cards of their graveyard one at a time; "done" is offered
    once the cards chosen have ``at_least`` card types among them, "decline" before any is
    chosen (CR 608.2d: "you may"). The cards are exiled together and remembered (607.2a);
    then the effects of "if you do" happen."""

    __slots__ = ("chosen", "ctx", "effect")

    def __init__(self, ctx: Ctx, effect: ax.ExileWithCardTypes) -> None:
        self.ctx = ctx
        self.effect = effect
        self.chosen: tuple[int, ...] = ()

    def _types(self, game: Kernel) -> frozenset[str]:
        found: frozenset[str] = frozenset()
        for r in self.chosen:
            found |= card_types(game, r)
        return found

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        player = self.ctx.controller
        yard = state.zones[zkey(Zone.GRAVEYARD, player)]
        left = [r for r in reversed(yard) if r not in self.chosen]
        opts = [Option(f"choose:{r}", "opt.choose_object", (cref(state, r),)) for r in left]
        have = len(self._types(game))
        if not self.chosen:
            opts.append(Option("decline", "opt.exile_none"))
        elif have >= self.effect.at_least:
            opts.append(Option("done", "opt.exile_chosen", (len(self.chosen), have)))
        src = source_ref(state, self.ctx.source_card, self.ctx.source)
        return Decision(
            player,
            DecisionKind.CHOOSE,
            tuple(opts),
            "ask.exile_card_types",
            (src, self.effect.at_least, have),
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "decline":
            return
        if option.id == "done":
            self._exile(game)
            return
        self.chosen = (*self.chosen, OptionId.parse(option.id).num())
        game.push(self)

    def _exile(self, game: Kernel) -> None:
        moves: list[Event] = [ZoneChange(r, Zone.EXILE, "701.13a", "exile") for r in self.chosen]
        done = game.emit_all(moves)
        exiled = tuple(
            ev.new_id for ev in done if isinstance(ev, ZoneChange) and ev.to == Zone.EXILE
        )
        game.emit(Link(f"{self.ctx.source}:{self.effect.key}", exiled, reset=True))
        if exiled and self.effect.then:  # CR 608.2d: "if you do"
            game.push(RunEffects(self.ctx, self.effect.then))


serializable(ExileChoice)


# -- trigger conditions ---------------------------------------------------------------------
@game_matcher(tx.PlaysCard)
def plays_card(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 601.2i: a spell becomes cast as it is put on the stack (a copy is never played);
    CR 305.1: a land played. The card types it has there (205.2a)."""
    assert isinstance(when, tx.PlaysCard)
    state = st(game)
    if isinstance(ev, PutOnStack) and ev.ability < 0:
        played, player = ev.new_id, ev.player
    elif isinstance(ev, ZoneChange) and ev.how == "play_land" and ev.to == Zone.BATTLEFIELD:
        played = ev.new_id
        player = state.objects[played].controller if played in state.objects else -1
    else:
        return []
    if played not in state.objects or state.objects[played].is_copy:  # a copy is no card
        return []
    if not player_fits(when.who, player, lis.controller):
        return []
    if len(card_types(game, played)) < when.min_types:
        return []
    return [((played,), player, 0)]


@game_matcher(tx.LosesLifeFirstTime)
def loses_life_first_time(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 119.3, 120.3a: life lost (damage to a player is life lost) by the active player
    (their own turn), the first they lost this turn: this turn's record of life losses
    (``turn_counts``, "lost_life") counts this one alone."""
    assert isinstance(when, tx.LosesLifeFirstTime)
    state = st(game)
    if isinstance(ev, LifeChange) and ev.amount < 0:
        player, lost = ev.player, -ev.amount
    elif isinstance(ev, Damage) and ev.amount > 0 and ev.target < 0:
        player, lost = player_of_ref(ev.target), ev.amount
    else:
        return []
    if player != state.active or not player_fits(when.who, player, lis.controller):
        return []
    if state.turn_counts.get(f"lost_life:{player}", 0) != 1:
        return []
    return [((), player, lost)]


register_messages(
    {
        "opt.keep_it": ("No sacrificarlo", "Don't sacrifice it"),
        "ask.sacrifice_or_else": (
            "{0:El}: puedes sacrificar {1:el}. Si no lo haces, sucede lo que dice.",
            "{0}: you may sacrifice {1}. If you don't, what it says happens.",
        ),
        "opt.untap": ("Enderezar {0}", "Untap {0}"),
        "ask.untap_up_to": (
            "Elige qué enderezar (hasta {0} más).",
            "Choose what to untap (up to {0} more).",
        ),
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
