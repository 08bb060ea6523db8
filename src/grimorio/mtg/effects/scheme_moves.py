"""Tokens, attackers, hands and life thresholds for the Archenemy schemes' words
(``grimorio.dsl.effects_schemes``):

* ``CreateCopyTokens`` (CR 111.1, 707.2): a token copy of each object picked — "except it
  isn't legendary" when it says so (707.9b);
* ``EnterAttacking`` (508.4): a creature put onto the battlefield attacking, the player or
  planeswalker it attacks chosen by its controller;
* ``DiscardHands`` and ``DrawPerDiscarded`` (701.9a, 121.2): hands discarded all at once,
  and draws by what each player discarded;
* rules for players (611.2b; ``grimorio.mtg.effects.scheme_player_rules``): no maximum
  hand size until your next turn (402.2), "<a player> chooses a player; only the chosen
  player and you can ..." (608.2d, 101.2), "attacks its owner this turn if able" (508.1d);
* the trigger condition "whenever you're dealt combat damage" (120.1, 510.2, 603.2).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.objects import player_of_ref, player_ref
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_schemes as sx
from grimorio.dsl.triggers import Trigger
from grimorio.dsl.triggers_schemes import IsDealtCombatDamage
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.mtg.effects.scheme_player_rules import (
    PlayerRule,
    PlayerRuleMade,
    RuleKind,
    Until,
    kind_of,
)
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import player_fits
from grimorio.rules.characteristics.values import copiable
from grimorio.rules.events.game import Damage
from grimorio.rules.events.moves import EntersAttacking
from grimorio.rules.events.objects import CreateToken, Draw, Link, ZoneChange, cref, link_created
from grimorio.rules.pipeline.listeners import Listener
from grimorio.rules.pipeline.triggers import Hit, game_matcher
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.multiplayer_options import in_range
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects, players
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

LEGENDARY = "legendary"  # CR 205.4d


@handles(sx.CreateCopyTokens)
def create_copy_tokens(game: Kernel, ctx: Ctx, e: sx.CreateCopyTokens) -> None:
    """CR 111.1, 707.2: one token copy for each object picked, with its copiable values now;
    707.9b: "except it isn't legendary" is part of the copy's copiable values."""
    state = st(game)
    made: list[Event] = []
    for r in objects(game, ctx, e.of):
        obj = state.objects[r]
        values = copiable(game, obj)
        if not e.legendary:
            kept = tuple(s for s in values.supertypes if s != LEGENDARY)
            values = dataclasses.replace(values, supertypes=kept)
        made += game.emit(CreateToken(obj.card, ctx.controller, "111.1", copy=values))
    if e.link:
        link_created(game, ctx.source, e.link, made)


# -- attacking (CR 508.4) ----------------------------------------------------------------
@handles(sx.EnterAttacking)
def enter_attacking(game: Kernel, ctx: Ctx, e: sx.EnterAttacking) -> list[Step]:
    """CR 508.4: each creature picked becomes an attacker, if a combat is under way and its
    controller is the attacking player; its controller chooses what it attacks."""
    state = st(game)
    if state.combat is None:
        return []
    steps: list[Step] = []
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone != BATTLEFIELD_KEY or obj.controller != state.active:
            continue
        if "creature" not in chars(game, obj).types:
            continue
        steps.append(ChooseAttacked(obj.controller, r))
    return steps


class ChooseAttacked(Step):
    """CR 508.4: the controller of ``obj``, put onto the battlefield attacking, chooses the
    defending player or planeswalker it attacks (with one choice, that one)."""

    __slots__ = ("obj", "player")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj

    def _targets(self, game: Kernel) -> list[int]:
        state = st(game)
        foes = state.opponents(self.player)
        out = [player_ref(p) for p in foes]
        for oid in state.zones[BATTLEFIELD_KEY]:
            o = state.objects[oid]
            if o.controller in foes and "planeswalker" in chars(game, o).types:
                out.append(oid)
        return out

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if self.obj not in state.objects or state.combat is None:
            return None
        found = self._targets(game)
        if len(found) <= 1:
            for r in found:
                game.emit(EntersAttacking(self.obj, r, "508.4"))
            return None
        opts = tuple(
            Option(f"choose:{r}", "opt.attacked", (("p", -1 - r) if r < 0 else cref(state, r),))
            for r in found
        )
        return Decision(
            self.player, DecisionKind.CHOOSE, opts, "ask.attacked", (cref(state, self.obj),)
        )

    def answer(self, game: Kernel, option: Option) -> None:
        attacked = int(OptionId.parse(option.id).args[0])
        game.emit(EntersAttacking(self.obj, attacked, "508.4"))


serializable(ChooseAttacked)


# -- hands (CR 701.9a, 121.2) -------------------------------------------------------------
@handles(sx.DiscardHands)
def discard_hands(game: Kernel, ctx: Ctx, e: sx.DiscardHands) -> None:
    """CR 701.9a: each player picked discards their whole hand, all at the same time; what
    each discarded is remembered by player ("<link>:<seat>")."""
    state = st(game)
    who = players(game, ctx, e.who)
    moves: list[Event] = [
        ZoneChange(r, Zone.GRAVEYARD, "701.9a", "discard")
        for p in who
        for r in state.zones[zkey(Zone.HAND, p)]
    ]
    done = [m for m in game.emit_all(moves) if isinstance(m, ZoneChange) and m.was is not None]
    source = ctx.source
    game.emit(Link(f"{source}:{e.link}", tuple(m.new_id for m in done), reset=True))
    for p in range(len(state.players)):
        mine = tuple(m.new_id for m in done if m.was is not None and m.was.owner == p)
        game.emit(Link(f"{source}:{e.link}:{p}", mine, reset=True))
        if e.own and p == ctx.controller:
            game.emit(Link(f"{source}:{e.own}", mine, reset=True))


@handles(sx.DrawPerDiscarded)
def draw_per_discarded(game: Kernel, ctx: Ctx, e: sx.DrawPerDiscarded) -> None:
    """CR 121.2: each player picked draws as many cards as they discarded this way, less
    ``minus``; in turn order (101.4)."""
    state = st(game)
    for p in players(game, ctx, e.who):
        n = len(state.linked.get(f"{ctx.source}:{e.link}:{p}", ())) - e.minus
        for _ in range(max(0, n)):
            game.emit(Draw(p))


# -- rules for players (CR 611.2b) ---------------------------------------------------------
@handles(sx.NoMaximumHandSizeUntilYourTurn)
def no_maximum_hand_size(game: Kernel, ctx: Ctx, e: sx.NoMaximumHandSizeUntilYourTurn) -> None:
    """CR 402.2, 611.2b: the controller has no maximum hand size until their next turn."""
    you = ctx.controller
    made = PlayerRule(RuleKind.NO_MAXIMUM_HAND_SIZE, you, st(game).turn, Until.YOUR_NEXT_TURN)
    game.emit(PlayerRuleMade(_with_players(made, (you,))))  # CR 402.2


def _with_players(made: PlayerRule, players: tuple[int, ...]) -> PlayerRule:
    return dataclasses.replace(made, players=players)


@handles(sx.OnlyChosenAndYou)
def only_chosen_and_you(game: Kernel, ctx: Ctx, e: sx.OnlyChosenAndYou) -> list[Step]:
    """CR 608.2d: the player picked chooses a player as this resolves (the release notes of
    *Elige a un campeón*: any player — themselves, or the controller)."""
    return [ChoosePlayer(p, ctx.controller, e.actions) for p in players(game, ctx, e.chooser)[:1]]


class ChoosePlayer(Step):
    """CR 608.2d, 101.2: ``player`` chooses a player in the game; until ``controller``'s next
    turn only that player and ``controller`` can do ``actions`` (611.2b)."""

    __slots__ = ("actions", "controller", "player")

    def __init__(self, player: int, controller: int, actions: tuple[sx.PlayerAction, ...]) -> None:
        self.player = player
        self.controller = controller
        self.actions = actions

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        opts = tuple(
            Option(f"choose:{player_ref(p)}", "opt.chosen_player", (("p", p),))
            for p in state.apnap()
            if in_range(state, self.player, p)  # CR 801.5a: within the chooser's range
        )
        return Decision(
            self.player, DecisionKind.CHOOSE, opts, "ask.chosen_player", (("p", self.controller),)
        )

    def answer(self, game: Kernel, option: Option) -> None:
        chosen = player_of_ref(int(OptionId.parse(option.id).args[0]))
        game.note("608.2d", "chosen_player", ("p", self.player), ("p", chosen))
        allowed = tuple(dict.fromkeys((self.controller, chosen)))
        turn = st(game).turn
        game.emit_all(
            [
                PlayerRuleMade(
                    PlayerRule(kind_of(a), self.controller, turn, Until.YOUR_NEXT_TURN, allowed)
                )
                for a in self.actions
            ]
        )


serializable(ChoosePlayer)


@handles(sx.AttackOwnerIfAble)
def attack_owner_if_able(game: Kernel, ctx: Ctx, e: sx.AttackOwnerIfAble) -> None:
    """CR 508.1d: each permanent picked attacks its owner this turn if able."""
    picked = tuple(objects(game, ctx, e.what))
    if picked:
        made = PlayerRule(
            RuleKind.ATTACKS_OWNER, ctx.controller, st(game).turn, Until.END_OF_TURN, (), picked
        )
        game.emit(PlayerRuleMade(made))  # CR 508.1d


@game_matcher(IsDealtCombatDamage)
def dealt_combat_damage(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 120.1, 510.2: combat damage dealt to a player ``who`` names (seen from the
    ability's controller); "that player" is them, "that much" the damage."""
    assert isinstance(when, IsDealtCombatDamage)
    if not isinstance(ev, Damage) or not ev.combat or ev.amount <= 0 or ev.target >= 0:
        return []
    player = player_of_ref(ev.target)
    if not player_fits(when.who, player, lis.controller):
        return []
    return [((), player, ev.amount)]


register_messages(
    {
        "ask.chosen_player": (
            "Elige un jugador: hasta el próximo turno de {0}, solo ese jugador y {0} podrán "
            "lanzar hechizos y atacar con criaturas.",
            "Choose a player: until {0}'s next turn, only that player and {0} can cast spells "
            "and attack with creatures.",
        ),
        "opt.chosen_player": ("{0}", "{0}"),
        "chosen_player": ("{0} elige a {1}.", "{0} chooses {1}."),
        "opt.attacked": ("{0}", "{0}"),
        "ask.attacked": ("¿A quién ataca {0:el}?", "What does {0} attack?"),
    }
)
